import CoreGraphics
import Foundation

extension UISheetPresentationController {
    /// How far ahead a released drag projects with its velocity (seconds of travel).
    package static let dragProjection: CGFloat = 0.2

    /// Whether the presented controller (or a child of it) refuses interactive dismissal.
    package var refusesInteractiveDismissal: Bool {
        var stack: [UIViewController] = presentedWeak.map { [$0] } ?? []
        while let controller = stack.popLast() {
            if controller.isModalInPresentation { return true }
            stack.append(contentsOf: controller.children)
        }
        return false
    }

    /// The sheet's drag: it follows the finger between the detents (resisting above the
    /// largest, and below the smallest when dismissal is refused); on release it settles
    /// at the detent nearest the projected position, or is dismissed when that lies past
    /// half of the smallest detent.
    package func handleSheetPan(_ pan: UIPanGestureRecognizer) {
        guard let container = containerStorage, let sheet = sheetView, sheet.superview === container,
              !isTransitioning, let presented = presentedWeak else {
            dragStartFrame = nil
            return
        }
        switch pan.state {
        case .began:
            dragStartFrame = sheet.frame
        case .changed:
            guard let start = dragStartFrame else { return }
            sheet.frame = draggedFrame(from: start, by: pan.translation(in: container).y)
            updateDimming(presented: true)
        case .ended, .cancelled, .failed:
            guard dragStartFrame != nil else { return }
            dragStartFrame = nil
            let projected = sheet.frame.minY + pan.velocity(in: container).y * Self.dragProjection
            settle(projectedTop: projected, presented: presented)
        default:
            break
        }
    }

    /// The sheet's frame `dy` points below where the drag started.
    private func draggedFrame(from start: CGRect, by dy: CGFloat) -> CGRect {
        let height = containerStorage?.bounds.height ?? 0
        let detents = resolvedDetents()
        var top = start.minY + dy
        if isRegularWidth {
            if top < start.minY { top = start.minY - resisted(start.minY - top) }
            if refusesInteractiveDismissal, top > start.minY { top = start.minY + resisted(top - start.minY) }
            return CGRect(x: start.minX, y: top, width: start.width, height: start.height)
        }
        let highest = height - (detents.last?.height ?? 0)
        let lowest = height - (detents.first?.height ?? 0)
        if top < highest { top = highest - resisted(highest - top) }
        if top > lowest {
            if refusesInteractiveDismissal { top = lowest + resisted(top - lowest) }
            // Below the smallest detent the sheet slides down at that detent's height.
            return CGRect(x: start.minX, y: top, width: start.width, height: height - lowest)
        }
        return CGRect(x: start.minX, y: top, width: start.width, height: height - top)
    }

    /// A drag beyond a limit moves a third as far (a rubber band).
    private func resisted(_ overshoot: CGFloat) -> CGFloat { overshoot / 3 }

    /// Ends a drag: dismisses, or settles at the nearest detent.
    private func settle(projectedTop: CGFloat, presented: UIViewController) {
        guard let container = containerStorage else { return }
        let height = container.bounds.height
        let detents = resolvedDetents()
        let smallest = detents.first?.height ?? 0
        let restingTop = isRegularWidth ? sheetFrame(for: smallest).minY : height - smallest
        let restingHeight = isRegularWidth ? sheetFrame(for: smallest).height : smallest
        if projectedTop > restingTop + restingHeight / 2 {
            if !refusesInteractiveDismissal, delegate?.presentationControllerShouldDismiss(self) ?? true {
                delegate?.presentationControllerWillDismiss(self)
                presented.dismiss(animated: true) { [weak self] in
                    guard let self else { return }
                    self.delegate?.presentationControllerDidDismiss(self)
                }
                return
            }
            delegate?.presentationControllerDidAttemptToDismiss(self)
        }
        if !isRegularWidth {
            let nearest = detents.min { abs(height - $0.height - projectedTop) < abs(height - $1.height - projectedTop) }
            if let nearest, nearest.identifier != (selectedDetentStorage ?? detents.first?.identifier) {
                selectedDetentStorage = nearest.identifier
                (delegate as? UISheetPresentationControllerDelegate)?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
            }
        }
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseOut]) {
            self.sheetView?.frame = self.frameOfPresentedViewInContainerView
            self.updateDimming(presented: true)
        }
    }
}

/// The delegate of a sheet's drag recognizer: the drag does not begin over a scroll
/// view that can scroll vertically unless it rests at its top and the finger moves
/// down, so that lists in sheets scroll (UIKit hands the drag to the sheet the same way).
@preconcurrency @MainActor
package final class SheetDragGate: UIGestureRecognizerDelegate {
    package init() {}

    package func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer, let sheet = pan.view else { return true }
        var candidate = sheet.hitTest(pan.location(in: sheet), with: nil)
        while let view = candidate, view !== sheet {
            if let scroll = view as? UIScrollView, scroll.isScrollEnabled {
                let inset = scroll.adjustedContentInset
                let scrolls = scroll.contentSize.height + inset.top + inset.bottom > scroll.bounds.height
                let atTop = scroll.contentOffset.y <= -inset.top
                if scrolls, !(atTop && pan.velocity(in: sheet).y > 0) { return false }
            }
            candidate = view.superview
        }
        return true
    }
}
