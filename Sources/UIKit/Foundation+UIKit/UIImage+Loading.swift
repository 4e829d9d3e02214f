import CoreGraphics
import Foundation

/// Decoded named images, keyed by file path, so repeated `UIImage(named:)` calls decode once.
private final class UIImageNamedCache: @unchecked Sendable {
    private let lock = NSLock()
    private var images: [String: CGImage] = [:]

    static let shared = UIImageNamedCache()

    func image(atPath path: String) -> CGImage? {
        lock.lock()
        if let cached = images[path] { lock.unlock(); return cached }
        lock.unlock()
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let image: CGImage
        do {
            image = try CGImage.decodePNG(data)
        } catch {
            uiLog("could not decode the image at \(path): \(error)")
            return nil
        }
        lock.lock()
        images[path] = image
        lock.unlock()
        return image
    }
}

extension UIImage {
    /// The PNG image `name` from the main bundle's resources, at the best scale available for
    /// the default screen scale (see `init(named:in:compatibleWith:)`).
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The PNG image `name` (with or without `.png`) from `bundle`'s resources (the main bundle
    /// when nil). Files `name@3x.png`, `name@2x.png` and `name.png` give scales 3, 2 and 1; the
    /// file matching the trait collection's display scale (or the default screen scale) wins,
    /// then higher scales, then lower. Nil when no file exists or none decodes (logged).
    /// Asset catalogs are not read: put PNG files in the bundle's resources.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let bundle = bundle ?? .main
        var base = name
        if base.lowercased().hasSuffix(".png") { base = String(base.dropLast(4)) }
        guard !base.isEmpty else { return nil }
        var preferred = traitCollection?.displayScale ?? 0
        if preferred <= 0 { preferred = UIGraphicsImageRendererFormat.defaultScale }
        let preferredScale = max(1, min(3, Int(saturating: preferred.rounded())))
        let order = [preferredScale] + [3, 2, 1].filter { $0 > preferredScale } + [3, 2, 1].filter { $0 < preferredScale }
        for scale in order {
            let candidates = scale == 1 ? [base, base + "@1x"] : [base + "@\(scale)x"]
            for candidate in candidates {
                guard let path = UIImage.resourcePath(candidate, in: bundle),
                      let image = UIImageNamedCache.shared.image(atPath: path) else { continue }
                self.init(cgImage: image, scale: CGFloat(scale), orientation: .up)
                return
            }
        }
        return nil
    }

    /// The image (PNG, JPEG, GIF, WebP…) in the file at `path`; a `@2x`/`@3x` suffix before the extension sets the
    /// scale. Nil (logged) when the file is missing or does not decode.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        guard let image = CGImage.decodeImage(data) else {
            uiLog("UIImage(contentsOfFile: \(path)): the file is not an image that decodes")
            return nil
        }
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let scale: CGFloat = stem.hasSuffix("@3x") ? 3 : (stem.hasSuffix("@2x") ? 2 : 1)
        self.init(cgImage: image, scale: scale, orientation: .up)
    }

    /// Always nil: SF Symbols are Apple's proprietary artwork and are not available on Linux.
    public convenience init?(systemName name: String) {
        return nil
    }

    /// Always nil: SF Symbols are not available on Linux.
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        return nil
    }

    /// The path of `name.png` in `bundle`'s resources, or nil.
    private static func resourcePath(_ name: String, in bundle: Bundle) -> String? {
        if let path = bundle.path(forResource: name, ofType: "png") { return path }
        guard let resources = bundle.resourcePath else { return nil }
        let path = (resources as NSString).appendingPathComponent(name + ".png")
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }
}
