import CoreGraphics
import Foundation

extension UIImage: NSCoding {}

extension UIImage {
    /// What `init(coder:)` rebuilds an image from.
    package struct Archived {
        var image: UIImage
        var capInsets: UIEdgeInsets?
        var resizingMode: ResizingMode
        var renderingMode: RenderingMode
    }

    /// Writes the bitmap as PNG (`UIImageData`), the scale, orientation, rendering mode and,
    /// for resizable images, the cap insets and resizing mode.
    package func encodeImage(with coder: NSCoder) {
        if let data = pngData() { coder.encode(data, forKey: "UIImageData") }
        coder.encode(Double(scale), forKey: "UIScale")
        coder.encode(imageOrientation.rawValue, forKey: "UIImageOrientation")
        coder.encode(renderingMode.rawValue, forKey: "UIRenderingMode")
        if isResizable {
            coder.encode(capInsets, forKey: "UICapInsets")
            coder.encode(resizingMode.rawValue, forKey: "UIResizingMode")
        }
    }

    /// The image an archive describes; nil (logged) when the data is not an image the
    /// decoders read or a value is out of range.
    package static func decodeArchived(from coder: NSCoder) -> Archived? {
        let scale = coder.checkedFloat(forKey: "UIScale", in: 0.01...100) ?? 1
        let orientation = coder.checkedEnum(Orientation.self, forKey: "UIImageOrientation") ?? .up
        let rendering = coder.checkedEnum(RenderingMode.self, forKey: "UIRenderingMode") ?? .automatic
        let resizing = coder.checkedEnum(ResizingMode.self, forKey: "UIResizingMode") ?? .tile
        let insets = coder.checkedEdgeInsets(forKey: "UICapInsets")
        var image = UIImage()
        if coder.containsValue(forKey: "UIImageData") {
            guard let data = coder.checkedObject(Data.self, forKey: "UIImageData") else { return nil }
            guard let cgImage = CGImage.decodeImage(data) else {
                coder.failDecoding("UIImageData is not an image")
                return nil
            }
            image = UIImage(cgImage: cgImage, scale: scale, orientation: orientation)
        }
        if coder.hasFailedDecoding { return nil }
        return Archived(image: image, capInsets: insets, resizingMode: resizing, renderingMode: rendering)
    }
}
