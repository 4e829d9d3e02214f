import CoreGraphics
import Foundation

/// Changes the pointer over a view: its delegate names the region under the pointer and
/// the style (shape or effect) to show there. On Linux the style picks the window
/// system's cursor: the I-beam for beams, the pointing hand for effects, a resize cursor
/// for shapes constrained to one axis (see `UIPointerStyle`).
@preconcurrency @MainActor
open class UIPointerInteraction: NSObject, UIInteraction {
    /// The object supplying regions and styles.
    open weak var delegate: (any UIPointerInteractionDelegate)?
    /// Whether the interaction is active (default true).
    open var isEnabled: Bool = true
    /// The view the interaction is attached to.
    open private(set) weak var view: UIView?

    /// Creates an interaction with a delegate.
    public init(delegate: (any UIPointerInteractionDelegate)?) {
        self.delegate = delegate
        super.init()
    }

    /// Called before the interaction is attached to (or removed from) a view.
    open func willMove(to view: UIView?) {}
    /// Called after the interaction was attached to (or removed from) a view.
    open func didMove(to view: UIView?) { self.view = view }

    /// Asks for the region and style under the pointer again at its next move.
    open func invalidate() { PointerCursor.shared.invalidate() }
}

/// Supplies a pointer interaction's regions and styles.
@preconcurrency @MainActor
public protocol UIPointerInteractionDelegate: AnyObject {
    /// The region under the pointer (default: the view's bounds); nil: no region here.
    func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                            defaultRegion: UIPointerRegion) -> UIPointerRegion?
    /// The style for `region` (default: the view's automatic effect).
    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle?
    /// The pointer entered `region`.
    func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion, animator: any UIPointerInteractionAnimating)
    /// The pointer left `region`.
    func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion, animator: any UIPointerInteractionAnimating)
}

extension UIPointerInteractionDelegate {
    /// The default region: the one given.
    public func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                                   defaultRegion: UIPointerRegion) -> UIPointerRegion? { defaultRegion }
    /// The default style: an automatic effect on the view.
    public func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        interaction.view.map { UIPointerStyle(effect: .automatic(UITargetedPreview(view: $0))) }
    }
    /// Does nothing by default.
    public func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion,
                                   animator: any UIPointerInteractionAnimating) {}
    /// Does nothing by default.
    public func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion,
                                   animator: any UIPointerInteractionAnimating) {}
}

/// Runs animations alongside a pointer region change.
@preconcurrency @MainActor
public protocol UIPointerInteractionAnimating: AnyObject {
    /// Adds animations to run with the change.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Adds a completion run after the animations.
    func addCompletion(_ completion: @escaping (Bool) -> Void)
}

/// A part of a view with its own pointer style.
@preconcurrency @MainActor
open class UIPointerRegion: NSObject {
    /// The region's rectangle in the interaction's view.
    public let rect: CGRect
    /// Identifies the region (regions with equal identifiers are the same region).
    public let identifier: AnyHashable?

    /// Creates a region.
    public init(rect: CGRect, identifier: AnyHashable? = nil) {
        self.rect = rect
        self.identifier = identifier
        super.init()
    }
}

/// Where the pointer is, for the delegate choosing a region.
@preconcurrency @MainActor
open class UIPointerRegionRequest: NSObject {
    /// The pointer's location in the interaction's view.
    public let location: CGPoint
    /// The modifier keys held.
    public let modifiers: UIKeyModifierFlags

    package init(location: CGPoint, modifiers: UIKeyModifierFlags) {
        self.location = location
        self.modifiers = modifiers
        super.init()
    }
}
