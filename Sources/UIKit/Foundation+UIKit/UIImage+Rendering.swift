import CoreGraphics
import Foundation

extension UIImage {
    /// The same image with `renderingMode` (image views and controls tint template images).
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(self, renderingMode: renderingMode)
    }

    /// A new bitmap: the image's alpha filled with `color` (resolved with
    /// `UITraitCollection.current` now, not at drawing time), rendering mode `.alwaysOriginal`.
    public func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: .alwaysOriginal)
    }

    /// A new bitmap: the image's alpha filled with `color`, with `renderingMode`.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        guard let cgImage,
              let context = CGContext(data: nil, width: cgImage.width, height: cgImage.height, bitsPerComponent: 8,
                                      bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                                      bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        else { return UIImage(self, renderingMode: renderingMode) }
        let bounds = CGRect(x: 0, y: 0, width: cgImage.width, height: cgImage.height)
        context.draw(cgImage, in: bounds)
        context.setBlendMode(.sourceIn)
        context.setFillColor(color.cgColor)
        context.fill(bounds)
        guard let tinted = context.makeImage() else { return UIImage(self, renderingMode: renderingMode) }
        return UIImage(self, renderingMode: renderingMode, replacingCGImage: tinted)
    }
}
