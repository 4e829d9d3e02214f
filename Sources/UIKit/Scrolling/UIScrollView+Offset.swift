import CoreGraphics
import Foundation

/// The content offset (the bounds origin), the content size and the offset's range.
extension UIScrollView {
    /// Sets up a new scroll view: clipping, as UIKit's scroll views clip.
    func configureScrollView() {
        clipsToBounds = true
        configureGestureRecognizers()
    }

    /// Implements the `contentOffset` setter.
    func setContentOffsetValue(_ offset: CGPoint) {
        guard UIView.validate(offset, "contentOffset") else { return }
        var b = super.bounds
        b.origin = offset
        setScrollBounds(b)
    }

    /// Implements the `bounds` setter: a change of origin is a scroll.
    func setScrollBounds(_ newValue: CGRect) {
        guard UIView.validate(newValue, "bounds") else { return }
        let old = super.bounds
        let scrolled = newValue.origin != old.origin
        if newValue != old { scrollBoundsWillChange(to: newValue) }
        if scrolled { willChangeValue(for: \.contentOffset) }
        setBoundsValue(newValue)
        if newValue.size != old.size { updateAdjustedContentInset() }
        guard scrolled else { return }
        setNeedsLayout()
        showScrollIndicators()
        didChangeValue(for: \.contentOffset)
        delegate?.scrollViewDidScroll(self)
        (extrasStorage?.viewController?.parentStorage as? UINavigationController)?.updateScrollEdgeState()
    }

    /// Implements the `contentSize` setter.
    func setContentSizeValue(_ size: CGSize) {
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            UIView.log("contentSize \(size) rejected: values must be finite and not negative")
            return
        }
        guard size != scrollState.contentSize else { return }
        scrollState.contentSize = size
        updateAdjustedContentInset()
        // Views constrained to the content guide move with the new size at the next layout.
        if scrollState.contentGuide != nil { setNeedsLayout() }
    }

    /// The smallest content offset at rest: the top-left inset, outside the content.
    package var minimumContentOffset: CGPoint {
        let inset = adjustedContentInset
        return CGPoint(x: -inset.left, y: -inset.top)
    }

    /// The largest content offset at rest (never below the minimum).
    package var maximumContentOffset: CGPoint {
        let inset = adjustedContentInset, size = bounds.size, content = contentSize
        let minimum = minimumContentOffset
        return CGPoint(x: max(minimum.x, content.width + inset.right - size.width),
                       y: max(minimum.y, content.height + inset.bottom - size.height))
    }

    /// `offset` moved into the range the content may rest in.
    package func clampedContentOffset(_ offset: CGPoint) -> CGPoint {
        let lo = minimumContentOffset, hi = maximumContentOffset
        return CGPoint(x: min(max(offset.x, lo.x), hi.x), y: min(max(offset.y, lo.y), hi.y))
    }

    /// Whether the content scrolls horizontally (wider than the space for it, or
    /// `alwaysBounceHorizontal`).
    package var scrollsHorizontally: Bool {
        alwaysBounceHorizontal || maximumContentOffset.x > minimumContentOffset.x
    }

    /// Whether the content scrolls vertically.
    package var scrollsVertically: Bool {
        alwaysBounceVertical || maximumContentOffset.y > minimumContentOffset.y
    }

    /// Implements `scrollRectToVisible(_:animated:)`: the least scroll that shows `rect`
    /// (its top-left when it is larger than the visible area), within the content.
    func scrollRectToVisibleCore(_ rect: CGRect, animated: Bool) {
        guard UIView.validate(rect, "scrollRectToVisible") else { return }
        let visible = bounds.inset(by: adjustedContentInset)
        var offset = contentOffset
        func axis(_ lo: CGFloat, _ hi: CGFloat, _ vLo: CGFloat, _ vHi: CGFloat) -> CGFloat {
            if hi - lo > vHi - vLo || lo < vLo { return lo - vLo }
            if hi > vHi { return hi - vHi }
            return 0
        }
        offset.x += axis(rect.minX, rect.maxX, visible.minX, visible.maxX)
        offset.y += axis(rect.minY, rect.maxY, visible.minY, visible.maxY)
        setContentOffsetCore(clampedContentOffset(offset), animated: animated)
    }
}
