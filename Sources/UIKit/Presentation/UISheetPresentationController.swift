import CoreGraphics
import Foundation

/// The presentation controller of page and form sheets. In a compact-width container
/// (narrower than 744 points, the width of the narrowest full-screen iPad) the sheet
/// rises from the bottom edge and rests at its detents, 10 points below the top safe
/// area at its largest; in a regular-width container a page sheet is a 704-point-wide
/// card from 20 points below the top safe area to the bottom, a form sheet a centred
/// card of the presented controller's preferred content size (540 × 620 by default).
/// A dimming view covers the presenter; dragging the sheet moves it between detents
/// and, past half of the smallest, dismisses it (unless `isModalInPresentation`).
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// The detents, smallest to largest or in any order (empty: `.large()` only).
    package var detentsStorage: [Detent] = [.large()]
    /// The identifier of the detent the sheet rests at.
    package var selectedDetentStorage: Detent.Identifier?
    /// The wrapper that holds the presented controller's view, its corners and the grabber.
    package var sheetView: UIView?
    /// The grabber at the top of the sheet.
    package var grabberView: UIView?
    /// The view that dims the presenter.
    package var dimmingView: UIView?
    /// The sheet's frame when a drag began (nil: not dragging).
    package var dragStartFrame: CGRect?
    /// Decides whether the sheet's drag may begin (not over content that scrolls).
    package let dragGate = SheetDragGate()

    /// The heights the sheet rests at.
    open var detents: [Detent] {
        get { detentsStorage }
        set {
            if newValue.isEmpty { UIView.log("UISheetPresentationController.detents set to an empty array; using [.large()]") }
            detentsStorage = newValue.isEmpty ? [.large()] : newValue
            containerStorage?.setNeedsLayout()
        }
    }

    /// The detent the sheet rests at (nil: the smallest).
    open var selectedDetentIdentifier: Detent.Identifier? {
        get { selectedDetentStorage }
        set {
            selectedDetentStorage = newValue
            containerStorage?.setNeedsLayout()
            updateDimming(presented: true)
        }
    }

    /// The largest detent at which the presenter stays undimmed (nil: always dimmed).
    open var largestUndimmedDetentIdentifier: Detent.Identifier? {
        didSet { updateDimming(presented: true) }
    }

    /// Whether the sheet shows a grabber at its top.
    open var prefersGrabberVisible: Bool = false {
        didSet { grabberView?.isHidden = !prefersGrabberVisible }
    }

    /// The corner radius of the sheet (nil: 10 points).
    open var preferredCornerRadius: CGFloat? {
        didSet { applyCornerRadius() }
    }

    /// Whether scrolling a scroll view in the sheet to its edge moves the sheet to a larger detent.
    open var prefersScrollingExpandsWhenScrolledToEdge: Bool = true

    /// Whether a compact-height sheet is attached to the bottom edge only.
    open var prefersEdgeAttachedInCompactHeight: Bool = false

    /// Whether an edge-attached sheet's width follows the preferred content size.
    open var widthFollowsPreferredContentSizeWhenEdgeAttached: Bool = false

    /// The view a popover-style sheet points at (kept; sheets here are not anchored).
    open weak var sourceView: UIView?

    /// Animates changes to the sheet's detents or selected detent.
    open func animateChanges(_ changes: () -> Void) {
        changes()
        UIView.animate(withDuration: 0.35, delay: 0, options: [.curveEaseInOut]) {
            self.containerStorage?.layoutIfNeeded()
            if let sheet = self.sheetView, sheet.superview === self.containerStorage {
                sheet.frame = self.frameOfPresentedViewInContainerView
            }
            self.updateDimming(presented: true)
        }
    }

    /// Asks the detents' resolvers again (their inputs changed).
    open func invalidateDetents() { containerStorage?.setNeedsLayout() }

    /// The sheet's wrapper view (the presented controller's view fills it).
    open override var presentedView: UIView? { sheetWrapper() }

    /// The sheet's frame at its selected detent (compact) or as a card (regular).
    open override var frameOfPresentedViewInContainerView: CGRect { sheetFrame(for: currentDetentHeight()) }

    /// Adds the dimming view and the drag recognizer.
    open override func presentationTransitionWillBegin() { installSheetViews() }

    /// Lays out the dimming view and the sheet.
    open override func containerViewWillLayoutSubviews() {
        if let dimmingView, let containerStorage { dimmingView.frame = containerStorage.bounds }
        super.containerViewWillLayoutSubviews()
    }
}
