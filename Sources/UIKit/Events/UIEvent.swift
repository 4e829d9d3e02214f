import CoreGraphics
import Foundation

/// An object describing a single user interaction (touches, presses, scrolling): UIKit
/// delivers it through `UIApplication.sendEvent(_:)` and `UIWindow.sendEvent(_:)`.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    /// Kinds of events.
    public enum EventType: Int, Sendable {
        /// Touches on screen.
        case touches = 0
        /// Device motion (shake).
        case motion = 1
        /// Remote-control commands.
        case remoteControl = 2
        /// Physical button presses.
        case presses = 3
        /// Scroll-wheel or trackpad scrolling.
        case scroll = 10
        /// Pointer hovering.
        case hover = 11
        /// A trackpad pinch or rotation.
        case transform = 14
    }

    /// Subtypes of motion and remote-control events.
    public enum EventSubtype: Int, Sendable {
        /// No subtype.
        case none = 0
        /// A shake.
        case motionShake = 1
    }

    /// The event's kind.
    public let type: EventType
    /// The event's subtype.
    public let subtype: EventSubtype
    /// When the event happened, in seconds of media time.
    public package(set) var timestamp: TimeInterval

    /// The touches of a touch event.
    package var touchStorage: [UITouch] = []
    /// For scroll events: the window, location (window coordinates) and delta in points.
    package weak var scrollWindow: UIWindow?
    package var scrollLocation: CGPoint = .zero
    package var scrollDelta: CGVector = .zero
    /// For scroll events: whether this is the last event of the scroll gesture.
    package var scrollEnded = false
    /// For scroll events: a mouse wheel's steps or a trackpad's continuous scrolling.
    package var scrollType: UIScrollType = .discrete

    /// Creates an event of a kind at a time (what input backends build).
    public init(type: EventType, subtype: EventSubtype = .none, timestamp: TimeInterval) {
        self.type = type
        self.subtype = subtype
        self.timestamp = timestamp
        super.init()
    }

    /// Creates a touch event carrying `touches` (input backends and `UIKitTesting`);
    /// `buttonMask` names the mouse buttons held for pointer input (empty for fingers).
    /// A touch that begins with only `.secondary` held (a right click) reaches only the
    /// recognizers that ask for that button, such as a context menu interaction's.
    public convenience init(touches: [UITouch], timestamp: TimeInterval, buttonMask: ButtonMask = []) {
        self.init(type: .touches, timestamp: timestamp)
        touchStorage = touches
        self.buttonMask = buttonMask
    }

    /// Creates a scroll event: the wheel (`.discrete`) or trackpad (`.continuous`) moved
    /// content by `delta` points at `location` (window coordinates); `ended` marks the
    /// gesture's end. Pan recognizers receive it when their `allowedScrollTypesMask`
    /// contains `scrollType`.
    public convenience init(scrollIn window: UIWindow, at location: CGPoint, delta: CGVector, ended: Bool = false,
                            scrollType: UIScrollType = .discrete, timestamp: TimeInterval) {
        self.init(type: .scroll, timestamp: timestamp)
        scrollWindow = window
        scrollLocation = location
        scrollDelta = delta
        scrollEnded = ended
        self.scrollType = scrollType
    }

    /// Every touch of the event (nil for events without touches).
    open var allTouches: Set<UITouch>? { type == .touches ? Set(touchStorage) : nil }

    /// The touches whose hit view is `view`.
    open func touches(for view: UIView) -> Set<UITouch>? {
        Set(touchStorage.filter { $0.viewStorage === view })
    }

    /// The touches happening in `window`.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        Set(touchStorage.filter { $0.windowStorage === window })
    }

    /// The touches delivered to `gesture`.
    open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        Set(touchStorage.filter { touch in touch.recognizerStorage.contains { $0 === gesture } })
    }

    /// The intermediate touches coalesced into `touch` (this input reports none, so: the touch).
    open func coalescedTouches(for touch: UITouch) -> [UITouch]? { [touch] }

    /// Predicted future touches (none).
    open func predictedTouches(for touch: UITouch) -> [UITouch]? { [] }

    /// The mouse buttons held during a pointer event (empty for touches of fingers).
    open package(set) var buttonMask: ButtonMask = []

    /// The modifier keys held during the event.
    open package(set) var modifierFlags: UIKeyModifierFlags = []
}
