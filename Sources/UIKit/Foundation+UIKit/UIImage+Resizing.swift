import CoreGraphics
import Foundation

extension UIImage {
    /// A resizable variant whose `capInsets` (points) stay unscaled when drawn larger or
    /// smaller; the centre and edges are tiled (UIKit's default).
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// A resizable variant whose `capInsets` stay unscaled and whose centre and edges fill the
    /// rest by `resizingMode`. Negative or non-finite insets count as zero.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        func clean(_ v: CGFloat) -> CGFloat { v.isFinite ? max(0, v) : 0 }
        let insets = UIEdgeInsets(top: clean(capInsets.top), left: clean(capInsets.left),
                                  bottom: clean(capInsets.bottom), right: clean(capInsets.right))
        return UIImage(self, capInsets: insets, resizingMode: resizingMode)
    }

    /// The pre-iOS 5 form: caps of `leftCapWidth` and `topCapHeight` (right and bottom caps
    /// mirror them, leaving a one-point stretched centre); zero leaves that direction unstretched.
    @available(*, deprecated, message: "Use resizableImage(withCapInsets:resizingMode:)")
    public func stretchableImage(withLeftCapWidth leftCapWidth: Int, topCapHeight: Int) -> UIImage {
        let left = CGFloat(leftCapWidth), top = CGFloat(topCapHeight)
        let right = leftCapWidth > 0 ? max(0, size.width - left - 1) : 0
        let bottom = topCapHeight > 0 ? max(0, size.height - top - 1) : 0
        return resizableImage(withCapInsets: UIEdgeInsets(top: top, left: left, bottom: bottom, right: right),
                              resizingMode: .stretch)
    }

    /// The left cap width of a stretchable image.
    public var leftCapWidth: Int { Int(capInsets.left) }

    /// The top cap height of a stretchable image.
    public var topCapHeight: Int { Int(capInsets.top) }
}
