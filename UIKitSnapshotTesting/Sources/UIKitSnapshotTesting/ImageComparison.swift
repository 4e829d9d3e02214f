import Foundation
import UIKit

/// Pixel comparison of two images as swift-snapshot-testing does it on iOS: both drawn into
/// 8-bit premultiplied RGBA buffers, equal bytes match; otherwise the share of differing
/// bytes (or, with a perceptual precision below 1, of pixels whose ΔE94 exceeds the
/// threshold) decides, with the library's failure messages.
enum ImageComparison {
    /// The RGBA bytes of `image` (premultiplied, rows top to bottom), or nil without pixels.
    static func rgbaBytes(_ image: CGImage) -> [UInt8]? {
        let width = image.width, height = image.height
        guard width > 0, height > 0,
              let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8,
                                      bytesPerRow: width * 4, space: CGColorSpaceCreateDeviceRGB(),
                                      bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue),
              let data = context.data else { return nil }
        context.setBlendMode(.copy)
        context.draw(image, in: CGRect(x: 0, y: 0, width: width, height: height))
        return Array(UnsafeBufferPointer(start: data.assumingMemoryBound(to: UInt8.self), count: width * height * 4))
    }

    /// Nil when `new` matches `old` within the precisions, else why not.
    static func compare(_ old: UIImage, _ new: UIImage, precision: Float, perceptualPrecision: Float) -> String? {
        guard let oldImage = old.cgImage else { return "Reference image could not be loaded." }
        guard let newImage = new.cgImage else { return "Newly-taken snapshot could not be loaded." }
        guard newImage.width != 0, newImage.height != 0 else { return "Newly-taken snapshot is empty." }
        guard oldImage.width == newImage.width, oldImage.height == newImage.height else {
            return "Newly-taken snapshot@\(new.size) does not match reference@\(old.size)."
                + " (\(newImage.width)x\(newImage.height) pixels, reference \(oldImage.width)x\(oldImage.height) pixels)"
        }
        guard let oldBytes = rgbaBytes(oldImage) else { return "Reference image's data could not be loaded." }
        guard let newBytes = rgbaBytes(newImage) else { return "Newly-taken snapshot's data could not be loaded." }
        if oldBytes == newBytes { return nil }
        if precision >= 1, perceptualPrecision >= 1 { return "Newly-taken snapshot does not match reference." }
        if perceptualPrecision < 1 {
            return perceptuallyCompare(oldBytes, newBytes, pixelPrecision: precision, perceptualPrecision: perceptualPrecision)
        }
        let threshold = Int((1 - precision) * Float(oldBytes.count))
        var differing = 0
        for index in oldBytes.indices where oldBytes[index] != newBytes[index] { differing += 1 }
        guard differing > threshold else { return nil }
        let actual = 1 - Float(differing) / Float(oldBytes.count)
        return "Actual image precision \(actual) is less than required \(precision)"
    }

    /// Compares pixel by pixel in CIE Lab with ΔE94 (as Core Image's `CILabDeltaE`).
    static func perceptuallyCompare(_ old: [UInt8], _ new: [UInt8], pixelPrecision: Float,
                                    perceptualPrecision: Float) -> String? {
        let threshold = (1 - perceptualPrecision) * 100
        let pixels = old.count / 4
        var failing = 0
        var maximum: Float = 0
        for pixel in 0..<pixels {
            let o = pixel * 4
            if old[o] == new[o], old[o + 1] == new[o + 1], old[o + 2] == new[o + 2], old[o + 3] == new[o + 3] { continue }
            let deltaE = LabColor(old, at: o).deltaE94(to: LabColor(new, at: o))
            if deltaE > threshold {
                failing += 1
                maximum = max(maximum, deltaE)
            }
        }
        let actual = 1 - Float(failing) / Float(pixels)
        guard actual < pixelPrecision else { return nil }
        let lowest = 1 - min(maximum / 100, 1)
        return """
            The percentage of pixels that match \(actual) is less than required \(pixelPrecision)
            The lowest perceptual color precision \(lowest) is less than required \(perceptualPrecision)
            """
    }

    /// A gray image whose pixels are the largest channel difference, stretched so the
    /// largest difference is white; nil when the sizes differ.
    static func differenceImage(_ old: UIImage, _ new: UIImage) -> UIImage? {
        guard let a = old.cgImage, let b = new.cgImage, a.width == b.width, a.height == b.height,
              let oldBytes = rgbaBytes(a), let newBytes = rgbaBytes(b) else { return nil }
        var gray = [UInt8](repeating: 0, count: a.width * a.height)
        var largest: UInt8 = 0
        for pixel in gray.indices {
            let o = pixel * 4
            var d: UInt8 = 0
            for c in 0..<4 {
                let x = oldBytes[o + c], y = newBytes[o + c]
                d = max(d, x > y ? x - y : y - x)
            }
            gray[pixel] = d
            largest = max(largest, d)
        }
        if largest > 0 {
            for i in gray.indices { gray[i] = UInt8(Int(gray[i]) * 255 / Int(largest)) }
        }
        var rgba = [UInt8](repeating: 255, count: gray.count * 4)
        for (i, v) in gray.enumerated() { rgba[i * 4] = v; rgba[i * 4 + 1] = v; rgba[i * 4 + 2] = v }
        guard let provider = CGDataProvider(data: Data(rgba)),
              let image = CGImage(width: a.width, height: a.height, bitsPerComponent: 8, bitsPerPixel: 32,
                                  bytesPerRow: a.width * 4, space: CGColorSpaceCreateDeviceRGB(),
                                  bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue),
                                  provider: provider, decode: nil, shouldInterpolate: false, intent: .defaultIntent)
        else { return nil }
        return UIImage(cgImage: image, scale: old.scale, orientation: .up)
    }

    /// Writes a difference PNG into the artifacts folder swift-snapshot-testing writes failed
    /// snapshots to (`SNAPSHOT_ARTIFACTS`, else the temporary folder), named by its content.
    static func writeDifference(_ png: Data) -> URL? {
        let base = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
        let folder = URL(fileURLWithPath: base, isDirectory: true).appendingPathComponent("UIKitSnapshotTesting")
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in png { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let url = folder.appendingPathComponent("difference-\(String(hash, radix: 16)).png")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try png.write(to: url)
            return url
        } catch {
            return nil
        }
    }
}

/// A color in CIE L*a*b* (D65), from 8-bit premultiplied sRGB.
struct LabColor {
    var l: Float, a: Float, b: Float

    init(_ bytes: [UInt8], at offset: Int) {
        let alpha = Float(bytes[offset + 3]) / 255
        func linear(_ byte: UInt8) -> Float {
            // Composite over white so transparent pixels compare as what shows on a white page.
            let c = Float(byte) / 255 + (1 - alpha)
            return c <= 0.04045 ? c / 12.92 : powf((c + 0.055) / 1.055, 2.4)
        }
        let r = linear(bytes[offset]), g = linear(bytes[offset + 1]), bl = linear(bytes[offset + 2])
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * bl) / 0.95047
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * bl
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * bl) / 1.08883
        func f(_ t: Float) -> Float { t > 0.008856 ? cbrtf(t) : 7.787 * t + 16 / 116 }
        l = 116 * f(y) - 16
        a = 500 * (f(x) - f(y))
        b = 200 * (f(y) - f(z))
    }

    /// The CIE 1994 color difference (graphic arts weights).
    func deltaE94(to other: LabColor) -> Float {
        let dl = l - other.l, da = a - other.a, db = b - other.b
        let c1 = (a * a + b * b).squareRoot(), c2 = (other.a * other.a + other.b * other.b).squareRoot()
        let dc = c1 - c2
        let dh = max(0, da * da + db * db - dc * dc).squareRoot()
        let sc = 1 + 0.045 * c1, sh = 1 + 0.015 * c1
        return (dl * dl + (dc / sc) * (dc / sc) + (dh / sh) * (dh / sh)).squareRoot()
    }
}
