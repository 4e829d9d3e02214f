import CoreGraphics
import Foundation

/// `contentInset`, and the safe area added to it as `contentInsetAdjustmentBehavior` says.
extension UIScrollView {
    /// Implements the `contentInset` setter: non-finite insets are rejected with a log line.
    func setContentInsetValue(_ inset: UIEdgeInsets) {
        guard [inset.top, inset.left, inset.bottom, inset.right].allSatisfy(\.isFinite) else {
            UIView.log("contentInset \(inset) rejected: values must be finite")
            return
        }
        guard inset != scrollState.contentInset else { return }
        scrollState.contentInset = inset
        updateAdjustedContentInset()
    }

    /// The safe-area insets `contentInsetAdjustmentBehavior` adds to `contentInset`
    /// (Apple: `.scrollableAxes` adjusts "only in scrollable dimensions"; `.automatic`
    /// also always adjusts vertically the root view of a view controller shown in a
    /// navigation or tab bar controller, and otherwise acts as `.scrollableAxes`).
    package var safeAreaAdjustment: UIEdgeInsets {
        let safe = safeAreaInsets
        switch contentInsetAdjustmentBehavior {
        case .never: return .zero
        case .always: return safe
        case .scrollableAxes, .automatic:
            let size = bounds.size, content = contentSize, inset = contentInset
            let horizontal = alwaysBounceHorizontal || content.width + inset.left + inset.right > size.width
            var vertical = alwaysBounceVertical || content.height + inset.top + inset.bottom > size.height
            if contentInsetAdjustmentBehavior == .automatic, isRootViewOfContainedController { vertical = true }
            return UIEdgeInsets(top: vertical ? safe.top : 0, left: horizontal ? safe.left : 0,
                                bottom: vertical ? safe.bottom : 0, right: horizontal ? safe.right : 0)
        }
    }

    /// Whether the scroll view is the root view of a view controller that has a parent
    /// (a container such as a navigation or tab bar controller).
    private var isRootViewOfContainedController: Bool {
        guard let controller = extrasStorage?.viewController else { return false }
        return controller.parent != nil
    }

    /// Recomputes `adjustedContentInset`; on a change calls `adjustedContentInsetDidChange()`,
    /// tells the delegate and marks layout.
    package func updateAdjustedContentInset() {
        let inset = contentInset, safe = safeAreaAdjustment
        let adjusted = UIEdgeInsets(top: inset.top + safe.top, left: inset.left + safe.left,
                                    bottom: inset.bottom + safe.bottom, right: inset.right + safe.right)
        guard adjusted != scrollState.adjustedContentInset else { return }
        let oldMinimum = minimumContentOffset
        scrollState.adjustedContentInset = adjusted
        // Content resting at its top stays at the top as the inset changes (a bar or the
        // safe area appearing), as UIKit keeps it.
        if scrollState.animation == nil, !isTracking, contentOffset.y == oldMinimum.y, oldMinimum.y != minimumContentOffset.y {
            contentOffset.y = minimumContentOffset.y
        }
        setNeedsLayout()
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }
}
