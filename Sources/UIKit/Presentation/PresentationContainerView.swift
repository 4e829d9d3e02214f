import CoreGraphics
import Foundation

/// The view a presentation happens in (UIKit's transition view): it covers the window
/// (or the presentation context) and asks its presentation controller to lay out the
/// presented view whenever it lays out.
@preconcurrency @MainActor
package final class PresentationContainerView: UIView {
    /// The presentation controller that owns this container.
    package weak var presentationController: UIPresentationController?
    /// Whether touches on the container itself (not on the presented content) reach the
    /// views underneath (a search controller over the content it filters).
    package var passesTouchesThrough = false

    package override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return passesTouchesThrough && hit === self ? nil : hit
    }

    package override func layoutSubviews() {
        super.layoutSubviews()
        guard let presentationController else { return }
        presentationController.containerViewWillLayoutSubviews()
        presentationController.containerViewDidLayoutSubviews()
    }
}

extension UIPresentationController {
    /// The presented controller, or (logged) a placeholder when it was deallocated while
    /// this presentation controller lived on.
    package var presentedControllerOrPlaceholder: UIViewController {
        if let presentedWeak { return presentedWeak }
        UIView.log("UIPresentationController.presentedViewController: the presented controller was deallocated")
        return UIViewController()
    }

    /// The presenting controller, or the presented one (logged) before the presentation started.
    package var presentingControllerOrPlaceholder: UIViewController {
        if let presentingStorage { return presentingStorage }
        UIView.log("UIPresentationController.presentingViewController read before the presentation started")
        return presentedControllerOrPlaceholder
    }

    /// Puts the presented view at `frameOfPresentedViewInContainerView` unless a
    /// transition or a drag is moving it.
    package func layoutPresentedView() {
        guard let container = containerStorage, !isTransitioning, !isTrackingInteraction,
              let view = presentedView, view.superview === container else { return }
        view.frame = frameOfPresentedViewInContainerView
    }

    /// Whether a transition of this presentation is running.
    package var isTransitioning: Bool { presentedWeak?.presentationTransition != nil }

    /// Whether an interactive drag is moving the presented view (sheets).
    package var isTrackingInteraction: Bool { (self as? UISheetPresentationController)?.dragStartFrame != nil }
}
