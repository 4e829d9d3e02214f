import CoreGraphics
import Foundation

/// An image view's archive: the image, the highlighted image, the highlighted flag and the
/// animation (images, highlighted images, duration and repeat count).
extension UIImageView {
    package func encodeImageView(with coder: NSCoder) {
        if let image { coder.encode(image, forKey: "UIImage") }
        if let highlightedImage { coder.encode(highlightedImage, forKey: "UIHighlightedImage") }
        if isHighlighted { coder.encode(true, forKey: "UIHighlighted") }
        if let animationImages { coder.encode(animationImages as NSArray, forKey: "UIAnimationImages") }
        if let highlightedAnimationImages { coder.encode(highlightedAnimationImages as NSArray, forKey: "UIHighlightedAnimationImages") }
        if animationDuration != 0 { coder.encode(animationDuration, forKey: "UIAnimationDuration") }
        if animationRepeatCount != 0 { coder.encode(animationRepeatCount, forKey: "UIAnimationRepeatCount") }
    }

    package func decodeImageView(from coder: NSCoder) {
        if let image = coder.checkedObject(UIImage.self, forKey: "UIImage") { self.image = image }
        if let image = coder.checkedObject(UIImage.self, forKey: "UIHighlightedImage") { highlightedImage = image }
        if let highlighted = coder.checkedBool(forKey: "UIHighlighted") { isHighlighted = highlighted }
        if let images = coder.checkedList(UIImage.self, forKey: "UIAnimationImages") { animationImages = images }
        if let images = coder.checkedList(UIImage.self, forKey: "UIHighlightedAnimationImages") { highlightedAnimationImages = images }
        if let duration = coder.checkedDouble(forKey: "UIAnimationDuration", in: 0...1e6) { animationDuration = duration }
        if let count = coder.checkedInteger(forKey: "UIAnimationRepeatCount", in: 0...Int(Int32.max)) { animationRepeatCount = count }
    }
}
