import UIKit

/// Where a touch reaches an element: the centre of its visible part, when nothing covers
/// it; before acting, enclosing scroll views are scrolled (by scroll events, the real
/// input path) until the element is fully in view.
@preconcurrency @MainActor
enum ElementHitTesting {
    /// The window point a tap on `node` goes to, or nil when the element cannot be hit.
    /// With `scrolling`, enclosing scroll views first bring the element into view.
    static func hitPoint(for node: ElementNode, scrolling: Bool) -> CGPoint? {
        guard let view = node.view, let window = view.window ?? (view as? UIWindow) else { return nil }
        if scrolling { scrollIntoView(node: node, view: view, window: window) }
        let frame = currentFrame(of: node, view: view)
        let visible = visibleRect(frame, of: view, in: window)
        guard !visible.isNull, visible.width >= 1, visible.height >= 1 else { return nil }
        let point = CGPoint(x: visible.midX, y: visible.midY)
        guard let hit = window.hitTest(point, with: nil) else { return nil }
        // The element or a view inside it takes the touch; or the element does not take
        // touches and nothing covers it, so they fall through to a view containing it.
        if hit === view || hit.isDescendant(of: view) || view.isDescendant(of: hit) { return point }
        return nil
    }

    /// The node's frame now (it moves as scroll views scroll).
    private static func currentFrame(of node: ElementNode, view: UIView) -> CGRect {
        if let element = node.object as? UIAccessibilityElement { return element.accessibilityFrame }
        return view.convert(view.bounds, to: nil)
    }

    /// `frame` (window coordinates) clipped by the window and every clipping ancestor.
    private static func visibleRect(_ frame: CGRect, of view: UIView, in window: UIWindow) -> CGRect {
        var rect = frame.intersection(window.bounds)
        var ancestor = view.superview
        while let current = ancestor, current !== window {
            if current.clipsToBounds || current is UIScrollView {
                rect = rect.intersection(current.convert(current.bounds, to: nil))
            }
            ancestor = current.superview
        }
        return rect
    }

    /// Scrolls every enclosing scroll view, innermost first, so that the element is inside
    /// its unobscured area (the bounds less the adjusted content inset).
    private static func scrollIntoView(node: ElementNode, view: UIView, window: UIWindow) {
        var ancestor: UIView? = view is UIScrollView && node.object === view ? view.superview : view.superview
        while let current = ancestor, current !== window {
            if let scrollView = current as? UIScrollView, scrollView.isScrollEnabled {
                for _ in 0..<4 where !bringIntoView(node: node, view: view, scrollView: scrollView, window: window) {}
            }
            ancestor = current.superview
        }
    }

    /// One scroll event towards showing the element in `scrollView`; true when no scrolling
    /// is needed (or none is possible).
    private static func bringIntoView(node: ElementNode, view: UIView, scrollView: UIScrollView, window: UIWindow) -> Bool {
        let target = scrollView.convert(currentFrame(of: node, view: view), from: nil)
        let visible = scrollView.bounds.inset(by: scrollView.adjustedContentInset)
        guard visible.width > 0, visible.height > 0 else { return true }
        let dx = offset(target.minX, target.maxX, visible.minX, visible.maxX)
        let dy = offset(target.minY, target.maxY, visible.minY, visible.maxY)
        guard abs(dx) >= 0.5 || abs(dy) >= 0.5 else { return true }
        let before = scrollView.contentOffset
        let center = scrollView.convert(CGPoint(x: visible.midX, y: visible.midY), to: nil)
        window.scroll(at: center, by: CGVector(dx: -dx, dy: -dy))
        ElementActions.settle(window)
        return scrollView.contentOffset == before
    }

    /// How far the visible span `lo...hi` must move to contain `a...b` (its start first when
    /// it is longer).
    private static func offset(_ a: CGFloat, _ b: CGFloat, _ lo: CGFloat, _ hi: CGFloat) -> CGFloat {
        if a < lo { return a - lo }
        if b > hi { return min(b - hi, a - lo) }
        return 0
    }
}
