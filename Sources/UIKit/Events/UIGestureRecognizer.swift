import CoreGraphics
import Foundation

/// Decides, for a gesture recognizer, whether it begins, receives touches, and how it
/// coexists with other recognizers. Every method is optional (defaults in an extension).
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
    /// Whether the recognizer may leave `.possible` (default true); asked after the
    /// recognizers it requires to fail have failed.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether the recognizer receives `touch` (asked once, when the touch begins; default true).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
    /// Whether the recognizer receives `press` (default true).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress) -> Bool
    /// Whether both recognizers may recognize at once (default false); either's delegate
    /// answering true suffices.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether the recognizer waits for `otherGestureRecognizer` to fail (default false).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether `otherGestureRecognizer` waits for this recognizer to fail (default false).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    /// By default, the recognizer may begin.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// By default, the recognizer receives every touch.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
    /// By default, the recognizer receives every press.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress) -> Bool { true }
    /// By default, recognizers don't recognize simultaneously.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// By default, the recognizer doesn't wait for another to fail.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// By default, the other recognizer doesn't wait for this one to fail.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

/// The base class of gesture recognizers: it watches the touches of its view (and its
/// subviews) and moves through UIKit's state machine, sending its actions on each change.
///
/// Discrete recognizers go `.possible` → `.recognized` (or `.failed`); continuous ones
/// `.possible` → `.began` → `.changed`… → `.ended` (or `.cancelled`/`.failed`). Subclasses
/// override the touch methods and set `state`; the transitions are arbitrated by the
/// gesture environment (`UIGestureRecognizer+StateMachine.swift`): failure requirements,
/// `gestureRecognizerShouldBegin`, prevention of other recognizers, touch cancellation.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// The states of a recognizer.
    public enum State: Int, Sendable {
        /// Not recognized yet (the initial state).
        case possible = 0
        /// A continuous gesture started.
        case began = 1
        /// A continuous gesture changed.
        case changed = 2
        /// The gesture ended (a discrete gesture was recognized).
        case ended = 3
        /// A continuous gesture was cancelled.
        case cancelled = 4
        /// The gesture failed.
        case failed = 5
        /// A discrete gesture was recognized (same as `.ended`).
        public static let recognized = State.ended
    }

    /// The current state, as the environment accepted it.
    package var stateStorage: State = .possible
    /// A transition waiting for required recognizers to fail.
    package var pendingState: State?
    /// The registered actions.
    package var targetActions: [TargetActionEntry] = []
    /// The view the recognizer is attached to.
    package weak var viewStorage: UIView?
    /// The touches the recognizer tracks (down, not ignored), in order.
    package var trackedTouches: [UITouch] = []
    /// Touches ignored with `ignore(_:for:)`.
    package var ignoredTouches: [ObjectIdentifier] = []
    /// Every touch delivered since the last reset (weak identity checks).
    package var seenTouches: [UITouch] = []
    /// Recognizers this one waits for (`require(toFail:)`), held weakly.
    package var failureRequirements: [WeakRecognizer] = []
    /// The last location (window coordinates) reported, kept after touches end.
    package var lastCentroid: CGPoint = .zero
    /// Pending timers of the recognizer.
    package var timerTokens: [Int] = []
    /// Whether a reset is due when the touches end.
    package var needsReset = false

    /// Creates a recognizer with a target and a selector action (nil-targeted selectors
    /// travel the responder chain).
    public init(target: Any?, action: Selector?) {
        super.init()
        if let action { addTarget(target, action: action) }
    }

    /// Creates a recognizer with no action.
    public override convenience init() { self.init(target: nil, action: nil) }

    /// Creates a recognizer from an archive (iOS 13's designated initializer): its
    /// configuration (`isEnabled`, `cancelsTouchesInView`, `delaysTouchesBegan`,
    /// `delaysTouchesEnded`, `name`); targets are connected by whoever loads the archive.
    public init?(coder: NSCoder) {
        super.init()
        if coder.containsValue(forKey: "UIGestureRecognizer.isEnabled") { isEnabled = coder.decodeBool(forKey: "UIGestureRecognizer.isEnabled") }
        if coder.containsValue(forKey: "UIGestureRecognizer.cancelsTouchesInView") {
            cancelsTouchesInView = coder.decodeBool(forKey: "UIGestureRecognizer.cancelsTouchesInView")
        }
        delaysTouchesBegan = coder.decodeBool(forKey: "UIGestureRecognizer.delaysTouchesBegan")
        if coder.containsValue(forKey: "UIGestureRecognizer.delaysTouchesEnded") {
            delaysTouchesEnded = coder.decodeBool(forKey: "UIGestureRecognizer.delaysTouchesEnded")
        }
        name = coder.decodeObject(of: NSString.self, forKey: "UIGestureRecognizer.name") as String?
    }

    /// The current state. Subclasses set it from their touch methods; the gesture
    /// environment validates the transition and may defer it (failure requirements) or
    /// turn it into `.failed` (`gestureRecognizerShouldBegin` answered false, prevention).
    open var state: State {
        get { stateStorage }
        set { requestTransition(to: newValue) }
    }

    /// The delegate (held weakly).
    open weak var delegate: UIGestureRecognizerDelegate?

    /// Whether UIKit made the recognizer for its view (a scroll view's pan, a context menu's
    /// long press): views do not archive these, they make them again.
    package var isManagedByView = false

    /// Whether the recognizer works (default true); disabling it cancels or fails it.
    open var isEnabled: Bool = true {
        didSet { if !isEnabled && oldValue { disable() } }
    }

    /// The view the recognizer is attached to.
    open var view: UIView? { viewStorage }

    /// A name for debugging.
    open var name: String?

    /// Whether the view's touches are cancelled when the gesture is recognized (default true).
    open var cancelsTouchesInView: Bool = true

    /// Whether `touchesBegan` reaches the view only after the recognizer failed (default false).
    open var delaysTouchesBegan: Bool = false

    /// Whether `touchesEnded` reaches the view only after the recognizer failed or
    /// recognized (then the view gets `touchesCancelled`; default true).
    open var delaysTouchesEnded: Bool = true

    /// Whether the recognizer needs exclusive touch type handling (default true).
    open var requiresExclusiveTouchType: Bool = true

    /// The touch types the recognizer accepts (raw values of `UITouch.TouchType`).
    open var allowedTouchTypes: [NSNumber] = [0, 1, 2, 3].map { NSNumber(value: $0) }

    /// The modifier keys held during the last event.
    open package(set) var modifierFlags: UIKeyModifierFlags = []

    /// The mouse buttons held in the gesture (empty for fingers).
    open var buttonMask: UIEvent.ButtonMask { buttonMaskStorage }
    package var buttonMaskStorage: UIEvent.ButtonMask = []

    /// Adds a selector action (`target` nil: the responder chain handles it).
    open func addTarget(_ target: Any?, action: Selector) {
        targetActions.append(TargetActionEntry(target: target as AnyObject?, selector: action, invoke: nil))
    }

    /// Removes actions: those of `target` (nil: every target) named `action` (nil: every action).
    open func removeTarget(_ target: Any?, action: Selector?) { removeTargetCore(target as AnyObject?, action: action) }

    /// Makes this recognizer wait for `otherGestureRecognizer` to fail before it recognizes.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        guard otherGestureRecognizer !== self else { return }
        failureRequirements.removeAll { $0.recognizer == nil }
        if !failureRequirements.contains(where: { $0.recognizer === otherGestureRecognizer }) {
            failureRequirements.append(WeakRecognizer(otherGestureRecognizer))
        }
    }

    /// The centroid of the tracked touches in `view`'s coordinates (the window's when nil);
    /// after the touches end, their last centroid.
    open func location(in view: UIView?) -> CGPoint { centroidLocation(in: view) }

    /// The location of the tracked touch at `touchIndex` in `view`'s coordinates.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint { touchLocation(at: touchIndex, in: view) }

    /// The number of touches tracked.
    open var numberOfTouches: Int { trackedTouches.count }

    // MARK: Subclassing

    /// Touches began in the view; the default does nothing.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches moved; the default does nothing.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches ended; the default does nothing.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches were cancelled; the default fails a possible recognizer and cancels a
    /// began or changed one.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { cancelOrFailForCancelledTouches() }
    /// A scroll-wheel event arrived (for recognizers that handle scrolling); the default does nothing.
    open func handleScroll(_ event: UIEvent) {}
    /// Presses began; the default does nothing.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    /// Presses ended; the default does nothing.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) {}

    /// Clears the recognizer's gesture state; called after it reached a final state and
    /// its touches ended. Overrides must call super.
    open func reset() {}

    /// Stops delivering `touch` to the recognizer.
    open func ignore(_ touch: UITouch, for event: UIEvent) { ignoreCore(touch) }

    /// Whether this recognizer, recognizing, prevents `preventedGestureRecognizer` (default true).
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether `preventingGestureRecognizer`, recognizing, prevents this one (default true).
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether this recognizer waits for `otherGestureRecognizer` to fail (default false).
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether `otherGestureRecognizer` waits for this one to fail (default false).
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether the recognizer wants `event` at all (default true).
    open func shouldReceive(_ event: UIEvent) -> Bool { true }
}

/// A weak reference to a recognizer.
package struct WeakRecognizer {
    package weak var recognizer: UIGestureRecognizer?
    package init(_ recognizer: UIGestureRecognizer) { self.recognizer = recognizer }
}

extension UIGestureRecognizer {
    /// Adds a method of `target` as an action: `addTarget(self, action: Controller.handlePan)`
    /// where `handlePan(_ sender: UIPanGestureRecognizer)`; the target is held weakly.
    public func addTarget<T: AnyObject, Sender>(_ target: T, action: @escaping (T) -> (Sender) -> Void) {
        targetActions.append(.make(target, action))
    }

    /// Adds a method of `target` taking no argument as an action.
    public func addTarget<T: AnyObject>(_ target: T, action: @escaping (T) -> () -> Void) {
        targetActions.append(.make(target, action))
    }

    /// Creates a recognizer whose action is a method of `target`:
    /// `UITapGestureRecognizer(target: self, action: Controller.didTap)`.
    public convenience init<T: AnyObject, Sender>(target: T, action: @escaping (T) -> (Sender) -> Void) {
        self.init(target: nil, action: nil)
        addTarget(target, action: action)
    }

    /// Creates a recognizer whose action is a method of `target` taking no argument.
    public convenience init<T: AnyObject>(target: T, action: @escaping (T) -> () -> Void) {
        self.init(target: nil, action: nil)
        addTarget(target, action: action)
    }

    /// Implements `removeTarget(_:action:)`.
    package func removeTargetCore(_ target: AnyObject?, action: Selector?) {
        targetActions.removeAll { entry in
            (target == nil || entry.target === target) && (action == nil || entry.selector == action)
        }
    }

    /// Sends every action with the recognizer as sender.
    package func sendActions() {
        let entries = targetActions
        for entry in entries { entry.send(from: self, event: nil) }
    }
}
