import CoreGraphics
import Foundation

/// One finger (or pointer) on the screen: where it is, where it was, its phase, and the
/// view it was hit-tested to when it began (it stays with that view until it ends).
@preconcurrency @MainActor
open class UITouch: NSObject {
    /// The phases of a touch.
    public enum Phase: Int, Sendable {
        /// The finger touched the screen.
        case began = 0
        /// The finger moved.
        case moved = 1
        /// The finger is down but did not move since the last event.
        case stationary = 2
        /// The finger left the screen.
        case ended = 3
        /// The system cancelled the touch.
        case cancelled = 4
        /// A pointer entered a region (hover).
        case regionEntered = 5
        /// A pointer moved in a region (hover).
        case regionMoved = 6
        /// A pointer left a region (hover).
        case regionExited = 7
    }

    /// Where a touch comes from.
    public enum TouchType: Int, Sendable {
        /// A finger on the screen.
        case direct = 0
        /// A touch not on the screen (a remote's surface).
        case indirect = 1
        /// A stylus.
        case pencil = 2
        /// A mouse or trackpad pointer.
        case indirectPointer = 3
    }

    /// The touch's phase.
    open package(set) var phase: Phase = .began
    /// When the touch last changed, in seconds of media time.
    open package(set) var timestamp: TimeInterval = 0
    /// How many times the finger tapped this spot in quick succession (1 for a single tap).
    open package(set) var tapCount: Int = 1
    /// The kind of touch.
    open package(set) var type: TouchType = .direct
    /// The force of the touch (1 is an average touch), when the input gives it.
    open package(set) var force: CGFloat = 0
    /// The largest force the input can report (0 when it reports none).
    open package(set) var maximumPossibleForce: CGFloat = 0
    /// The radius of the contact, in points.
    open package(set) var majorRadius: CGFloat = 20
    /// The tolerance of `majorRadius`, in points.
    open package(set) var majorRadiusTolerance: CGFloat = 5
    /// The view the touch was hit-tested to when it began (nil when that view left the window).
    open var view: UIView? { viewStorage }
    /// The window the touch happens in.
    open var window: UIWindow? { windowStorage }
    /// The gesture recognizers receiving the touch.
    open var gestureRecognizers: [UIGestureRecognizer]? { recognizerStorage.isEmpty ? nil : recognizerStorage }

    /// The hit view.
    package var viewStorage: UIView?
    /// The window.
    package weak var windowStorage: UIWindow?
    /// The recognizers the touch is delivered to.
    package var recognizerStorage: [UIGestureRecognizer] = []
    /// The location in window coordinates.
    package var windowLocation: CGPoint = .zero
    /// The previous location in window coordinates.
    package var previousWindowLocation: CGPoint = .zero
    /// Whether the touch was hit-tested (it began through `sendEvent`).
    package var isHitTested = false
    /// Whether the hit view (and its responder chain) receives the touch.
    package var deliversToView = true
    /// Whether the view already received `touchesBegan` for this touch.
    package var viewSawBegan = false
    /// Whether the view's touch is over (ended or cancelled was delivered, or the touch was
    /// cancelled by a recognizer).
    package var viewIsDone = false
    /// The phases the view has not received yet because a recognizer delays them.
    package var delayedPhases: [Phase] = []
    /// The mouse buttons held when the touch began (empty for a finger).
    package var buttonMask: UIEvent.ButtonMask = []
    /// Where the touch began, in window coordinates.
    package var startWindowLocation: CGPoint = .zero

    /// Creates a touch (input backends and `UIKitTesting` create them).
    public override init() { super.init() }

    /// The touch's location in `view`'s coordinates (the window's when nil).
    open func location(in view: UIView?) -> CGPoint { convertedLocation(windowLocation, to: view) }

    /// The touch's previous location in `view`'s coordinates (the window's when nil).
    open func previousLocation(in view: UIView?) -> CGPoint { convertedLocation(previousWindowLocation, to: view) }

    /// The precise location (the same as `location(in:)` for this input).
    open func preciseLocation(in view: UIView?) -> CGPoint { location(in: view) }

    /// The precise previous location.
    open func precisePreviousLocation(in view: UIView?) -> CGPoint { previousLocation(in: view) }
}

extension UITouch {
    /// Converts a window point to `view`'s coordinates (through screen coordinates when the
    /// view is in another window).
    package func convertedLocation(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view else { return point }
        if let window = windowStorage, let other = view.windowStorage ?? (view as? UIWindow), other !== window {
            let screenPoint = CGPoint(x: point.x + window.frame.minX, y: point.y + window.frame.minY)
            let inOther = CGPoint(x: screenPoint.x - other.frame.minX, y: screenPoint.y - other.frame.minY)
            return view === other ? inOther : view.convert(inOther, from: nil)
        }
        if view === windowStorage { return point }
        return view.convert(point, from: nil)
    }

    /// Configures a touch for an input backend or the testing module: window, phase, time
    /// and location in window coordinates (the previous location follows automatically).
    package func update(window: UIWindow?, phase: Phase, location: CGPoint, timestamp: TimeInterval) {
        if windowStorage == nil { windowStorage = window }
        if phase == .began && !isHitTested {
            previousWindowLocation = location
            startWindowLocation = location
        } else {
            previousWindowLocation = windowLocation
        }
        windowLocation = location
        self.phase = phase
        self.timestamp = timestamp
    }
}
