import CoreGraphics
import Foundation

/// The object that manages a presented controller's place on screen: the container view
/// the presentation happens in, the presented view's frame in it, views of its own (a
/// dimming view), and whether the presenter's view stays. Subclass it for custom
/// presentations (`modalPresentationStyle = .custom` with a transitioning delegate).
@preconcurrency @MainActor
open class UIPresentationController: NSObject, UIContentContainer {
    /// The presented controller (held strongly only while presented).
    package weak var presentedWeak: UIViewController?
    package var presentedRetained: UIViewController?
    /// The presenting controller (set when the presentation starts).
    package weak var presentingStorage: UIViewController?
    /// The container view while presented.
    package var containerStorage: PresentationContainerView?
    /// The style the controller was made for.
    package var styleStorage: UIModalPresentationStyle = .custom
    /// The preferred content size.
    package var preferredContentSizeStorage: CGSize = .zero
    /// The presenter's view this presentation took out of the window, with where it was.
    package var removedPresenterView: (view: UIView, superview: UIView, index: Int)?

    /// The object that hears about interactive dismissal and adaptation.
    open weak var delegate: UIAdaptivePresentationControllerDelegate?

    /// Traits that override those of the container for the presented controller.
    open var overrideTraitCollection: UITraitCollection?

    /// Creates a presentation controller for `presentedViewController`, presented by
    /// `presentingViewController` (nil: decided when the presentation starts).
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        presentedWeak = presentedViewController
        presentingStorage = presentingViewController
        super.init()
    }

    /// The controller that is presented.
    open var presentedViewController: UIViewController { presentedControllerOrPlaceholder }

    /// The controller that presents.
    open var presentingViewController: UIViewController { presentingControllerOrPlaceholder }

    /// The presentation style this controller implements.
    open var presentationStyle: UIModalPresentationStyle { styleStorage }

    /// The view the presentation happens in (nil before the presentation starts).
    open var containerView: UIView? { containerStorage }

    /// The view that is animated in: the presented controller's view by default.
    open var presentedView: UIView? { presentedWeak?.view }

    /// Where the presented view goes in the container: the container's bounds by default.
    open var frameOfPresentedViewInContainerView: CGRect { containerStorage?.bounds ?? .zero }

    /// Whether the presentation covers the whole window (true by default).
    open var shouldPresentInFullscreen: Bool { true }

    /// Whether the presenter's view leaves the window once the presentation ended
    /// (false by default: it stays underneath).
    open var shouldRemovePresentersView: Bool { false }

    /// The style adapted to the current traits (the presentation style by default).
    open var adaptivePresentationStyle: UIModalPresentationStyle { presentationStyle }

    /// The traits of the container, with `overrideTraitCollection` on top.
    open var traitCollection: UITraitCollection {
        let base = containerStorage?.traitCollection ?? presentingStorage?.traitCollection
            ?? UITraitCollection.environment(displayScale: UIScreen.main.scale)
        guard let overrideTraitCollection else { return base }
        return UITraitCollection(traitsFrom: [base, overrideTraitCollection])
    }

    /// Called before the presentation animation starts; add views of your own here.
    open func presentationTransitionWillBegin() {}
    /// Called after the presentation ended (`completed` false when it was cancelled).
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// Called before the dismissal animation starts.
    open func dismissalTransitionWillBegin() {}
    /// Called after the dismissal ended (`completed` false when it was cancelled).
    open func dismissalTransitionDidEnd(_ completed: Bool) {}

    /// Called when the container is about to lay out: the default puts the presented view
    /// at `frameOfPresentedViewInContainerView`.
    open func containerViewWillLayoutSubviews() { layoutPresentedView() }
    /// Called after the container laid out; the default does nothing.
    open func containerViewDidLayoutSubviews() {}

    /// The size the presented content would like.
    open var preferredContentSize: CGSize { preferredContentSizeStorage }

    /// Called when the presented controller's preferred content size changed: the
    /// container lays out again.
    open func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        containerStorage?.setNeedsLayout()
    }

    /// The size of a child's content in a parent of `parentSize`: the parent's size.
    open func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }
}
