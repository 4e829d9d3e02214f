import CoreGraphics
import Foundation

/// An object in the focus hierarchy: it can prefer where focus goes and hears focus updates
/// within it (views and, through them, windows adopt it).
@preconcurrency @MainActor
public protocol UIFocusEnvironment: AnyObject {
    /// The environments to search first when focus is updated here (most preferred first).
    var preferredFocusEnvironments: [any UIFocusEnvironment] { get }
    /// The environment containing this one (a view's superview).
    var parentFocusEnvironment: (any UIFocusEnvironment)? { get }
    /// Asks for a focus update starting at this environment.
    func setNeedsFocusUpdate()
    /// Performs a pending focus update now.
    func updateFocusIfNeeded()
    /// Whether the update described by `context` may happen (any false cancels it).
    func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool
    /// Called after focus moved, on every environment containing the previous or next item.
    func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator)
}

/// An object that can take focus (views adopt it).
@preconcurrency @MainActor
public protocol UIFocusItem: UIFocusEnvironment {
    /// Whether the item can take focus now.
    var canBecomeFocused: Bool { get }
    /// The item's frame in its parent's coordinates.
    var frame: CGRect { get }
    /// Whether the item has focus.
    var isFocused: Bool { get }
}

/// The directions of a focus movement.
public struct UIFocusHeading: OptionSet, Hashable, Sendable {
    /// The raw bit mask.
    public let rawValue: UInt
    /// Creates a heading from a raw bit mask.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Up.
    public static let up = UIFocusHeading(rawValue: 1 << 0)
    /// Down.
    public static let down = UIFocusHeading(rawValue: 1 << 1)
    /// Left.
    public static let left = UIFocusHeading(rawValue: 1 << 2)
    /// Right.
    public static let right = UIFocusHeading(rawValue: 1 << 3)
    /// The next item (Tab).
    public static let next = UIFocusHeading(rawValue: 1 << 4)
    /// The previous item (Shift-Tab).
    public static let previous = UIFocusHeading(rawValue: 1 << 5)
}

/// What one focus update changes: the item losing and the item taking focus.
@preconcurrency @MainActor
open class UIFocusUpdateContext: NSObject {
    /// The item that had focus before the update.
    open private(set) weak var previouslyFocusedItem: (any UIFocusItem)?
    /// The item taking focus.
    open private(set) weak var nextFocusedItem: (any UIFocusItem)?
    /// The direction of the update (empty when focus was set programmatically).
    open private(set) var focusHeading: UIFocusHeading

    /// The view that had focus before the update.
    open var previouslyFocusedView: UIView? { previouslyFocusedItem as? UIView }
    /// The view taking focus.
    open var nextFocusedView: UIView? { nextFocusedItem as? UIView }

    package init(previous: (any UIFocusItem)?, next: (any UIFocusItem)?, heading: UIFocusHeading) {
        previouslyFocusedItem = previous
        nextFocusedItem = next
        focusHeading = heading
        super.init()
    }
}

/// Runs animations alongside a focus update.
@preconcurrency @MainActor
open class UIFocusAnimationCoordinator: NSObject {
    private var animations: [() -> Void] = []
    private var completions: [() -> Void] = []

    package override init() { super.init() }

    /// Adds animations to run with the focus change, and a completion run after them.
    open func addCoordinatedAnimations(_ animations: (() -> Void)?, completion: (() -> Void)? = nil) {
        if let animations { self.animations.append(animations) }
        if let completion { completions.append(completion) }
    }

    /// Adds animations for the item taking focus (run with the others here).
    open func addCoordinatedFocusingAnimations(_ animations: ((any UIFocusAnimationContext) -> Void)?, completion: (() -> Void)? = nil) {
        if let animations { self.animations.append { animations(FocusAnimationContext()) } }
        if let completion { completions.append(completion) }
    }

    /// Adds animations for the item losing focus (run with the others here).
    open func addCoordinatedUnfocusingAnimations(_ animations: ((any UIFocusAnimationContext) -> Void)?, completion: (() -> Void)? = nil) {
        addCoordinatedFocusingAnimations(animations, completion: completion)
    }

    /// Runs the collected animations in one animation block, then the completions.
    package func run() {
        guard !animations.isEmpty || !completions.isEmpty else { return }
        let blocks = animations, done = completions
        animations = []
        completions = []
        UIView.animate(withDuration: FocusAnimationContext.duration, animations: { for block in blocks { block() } },
                       completion: { _ in for block in done { block() } })
    }
}

/// The timing of a focus animation.
@preconcurrency @MainActor
public protocol UIFocusAnimationContext: AnyObject {
    /// The animation's duration in seconds.
    var duration: TimeInterval { get }
}

/// The focus animation timing used here.
@MainActor
final class FocusAnimationContext: UIFocusAnimationContext {
    /// A short fade, as the focus ring's.
    static let duration: TimeInterval = 0.15
    var duration: TimeInterval { Self.duration }
}
