import CoreGraphics
import Foundation

/// The directions a popover's arrow may point.
public struct UIPopoverArrowDirection: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The arrow points up (the popover is below its source).
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    /// The arrow points down (the popover is above its source).
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    /// The arrow points left (the popover is right of its source).
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    /// The arrow points right (the popover is left of its source).
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    /// Any direction.
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    /// Not yet decided (before the popover is laid out).
    public static let unknown = UIPopoverArrowDirection(rawValue: .max)
}

/// The delegate of a popover presentation: adaptation (inherited) and the popover's
/// life: preparing, whether a tap outside dismisses it, and its dismissal.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The popover is about to be presented (set its source here).
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
    /// Whether a tap outside dismisses the popover (default true).
    func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool
    /// A tap outside dismissed the popover.
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
    public func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool { true }
    public func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {}
}

/// The presentation controller of `.popover`: in a regular-width window the presented
/// view floats next to its source (a view and rectangle, or a bar button item) with an
/// arrow pointing at it, kept inside the window's margins, and a tap outside dismisses
/// it; in a compact-width window it adapts to a page sheet (unless the delegate's
/// `adaptivePresentationStyle(for:traitCollection:)` returns `.none`).
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The view the popover points at.
    open weak var sourceView: UIView? { didSet { containerStorage?.setNeedsLayout() } }
    /// The rectangle in `sourceView` the popover points at (empty: its bounds).
    open var sourceRect: CGRect = .zero { didSet { containerStorage?.setNeedsLayout() } }
    /// The bar button item the popover points at (wins over `sourceView`).
    open var barButtonItem: UIBarButtonItem? { didSet { containerStorage?.setNeedsLayout() } }
    /// The directions the arrow may point (default any).
    open var permittedArrowDirections: UIPopoverArrowDirection = .any { didSet { containerStorage?.setNeedsLayout() } }
    /// The direction the arrow points (`.unknown` until laid out).
    open internal(set) var arrowDirection: UIPopoverArrowDirection = .unknown
    /// Views that stay interactive while the popover shows (taps on them do not dismiss it).
    open var passthroughViews: [UIView]?
    /// The popover's background (and arrow) color.
    open var backgroundColor: UIColor? { didSet { popoverView?.applyColor(backgroundColor) } }
    /// The margins the popover keeps from the window's edges (10 points each).
    open var popoverLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10) {
        didSet { containerStorage?.setNeedsLayout() }
    }

    /// The view holding the content and the arrow.
    package var popoverView: PopoverView?
    /// The full-container view whose taps dismiss the popover.
    package var outsideTapView: PopoverOutsideView?

    /// The popover view (content and arrow).
    open override var presentedView: UIView? { popoverContainerView() }

    /// The content's frame: next to the source, kept inside the margins.
    open override var frameOfPresentedViewInContainerView: CGRect {
        let placement = resolvedPopoverPlacement()
        arrowDirection = placement.direction
        return placement.frame
    }

    /// Installs the outside-tap view and tells the delegate the popover is about to show.
    open override func presentationTransitionWillBegin() { installPopoverViews() }

    /// Lays out the popover (and its arrow) for the container's current size.
    open override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        layoutPopover()
    }
}

extension UIViewController {
    /// The popover presentation controller when `modalPresentationStyle` is `.popover`.
    public var popoverPresentationController: UIPopoverPresentationController? {
        modalPresentationStyle == .popover ? presentationControllerForCurrentStyle() as? UIPopoverPresentationController : nil
    }
}
