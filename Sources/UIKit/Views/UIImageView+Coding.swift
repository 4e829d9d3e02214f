import CoreGraphics
import Foundation

/// An image view's archive: the image, the highlighted image and the highlighted flag
/// (animation images are not archived).
extension UIImageView {
    package func encodeImageView(with coder: NSCoder) {
        if let image { coder.encode(image, forKey: "UIImage") }
        if let highlightedImage { coder.encode(highlightedImage, forKey: "UIHighlightedImage") }
        if isHighlighted { coder.encode(true, forKey: "UIHighlighted") }
    }

    package func decodeImageView(from coder: NSCoder) {
        if let image = coder.checkedObject(UIImage.self, forKey: "UIImage") { self.image = image }
        if let image = coder.checkedObject(UIImage.self, forKey: "UIHighlightedImage") { highlightedImage = image }
        if let highlighted = coder.checkedBool(forKey: "UIHighlighted") { isHighlighted = highlighted }
    }
}
