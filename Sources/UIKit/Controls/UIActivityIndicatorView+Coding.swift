import CoreGraphics
import Foundation

/// An activity indicator's archive: style, color, whether it hides when stopped and
/// whether it is animating.
extension UIActivityIndicatorView {
    package func encodeActivityIndicatorView(with coder: NSCoder) {
        coder.encode(style.rawValue, forKey: "UIActivityIndicatorViewStyle")
        if let color { coder.encode(color, forKey: "UIColor") }
        coder.encode(hidesWhenStopped, forKey: "UIHidesWhenStopped")
        coder.encode(isAnimating, forKey: "UIAnimating")
    }

    package func decodeActivityIndicatorView(from coder: NSCoder) {
        if let style = coder.checkedEnum(Style.self, forKey: "UIActivityIndicatorViewStyle") { self.style = style }
        if let color = coder.checkedObject(UIColor.self, forKey: "UIColor") { self.color = color }
        if let hides = coder.checkedBool(forKey: "UIHidesWhenStopped") { hidesWhenStopped = hides }
        if coder.checkedBool(forKey: "UIAnimating") == true { startAnimating() }
    }
}
