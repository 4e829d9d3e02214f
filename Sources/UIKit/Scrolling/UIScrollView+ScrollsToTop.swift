import CoreGraphics
import Foundation

/// Scrolling to the top when the status bar is tapped (`scrollsToTop`).
extension UIWindow {
    /// What a tap on the status bar does: the one visible scroll view of the window whose
    /// `scrollsToTop` is true (none when several are, as in UIKit) scrolls to its top,
    /// animated, if its delegate agrees; `scrollViewDidScrollToTop` follows. Returns
    /// whether a scroll view scrolled.
    @discardableResult
    package func scrollToTopForStatusBarTap() -> Bool {
        var candidates: [UIScrollView] = []
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            guard !view.isHidden, view.alpha > 0 else { continue }
            if let scrollView = view as? UIScrollView, scrollView.scrollsToTop { candidates.append(scrollView) }
            stack.append(contentsOf: view.subviews)
        }
        guard candidates.count == 1, let scrollView = candidates.first else { return false }
        guard scrollView.delegate?.scrollViewShouldScrollToTop(scrollView) ?? true else { return false }
        let top = CGPoint(x: scrollView.contentOffset.x, y: scrollView.minimumContentOffset.y)
        scrollView.animateContentOffset(to: top, animated: true) { $0.delegate?.scrollViewDidScrollToTop($0) }
        return true
    }
}
