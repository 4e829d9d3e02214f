import CoreGraphics
import Foundation

/// Recognizes taps: `numberOfTouchesRequired` fingers tapping `numberOfTapsRequired`
/// times (a discrete gesture, recognized when the last finger of the last tap lifts).
///
/// It fails when a finger moves more than 45 points from where it touched down, when a
/// touch stays down longer than 0.75 s, when the next tap does not start within 0.35 s,
/// or when more fingers than required touch.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// The number of taps required (default 1).
    open var numberOfTapsRequired: Int = 1
    /// The number of fingers required (default 1).
    open var numberOfTouchesRequired: Int = 1
    /// The mouse or pen buttons required (default: the primary button).
    open var buttonMaskRequired: UIEvent.ButtonMask = .primary

    /// Taps completed so far.
    package var tapsCompleted = 0
    /// Fingers down in the current tap, and the most seen at once.
    package var fingersInTap = 0
    package var maxFingersInTap = 0
    /// Where the first tap started (window coordinates).
    package var tapOrigin: CGPoint?

    /// The movement allowed during a tap, in points.
    public static let allowableMovement: CGFloat = 45
    /// The longest a tap's touch may stay down, in seconds.
    public static let maximumTapDuration: TimeInterval = 0.75
    /// The longest pause between taps, in seconds.
    public static let maximumIntervalBetweenTaps: TimeInterval = 0.35

    /// Counts the fingers of the current tap.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { tapTouchesBegan(touches) }
    /// Fails the tap when a finger moves too far.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { tapTouchesMoved(touches) }
    /// Completes a tap when the fingers lift, recognizing once enough taps are done.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { tapTouchesEnded(touches) }
    /// Clears the tap and finger counts for the next gesture.
    open override func reset() {
        super.reset()
        tapsCompleted = 0
        fingersInTap = 0
        maxFingersInTap = 0
        tapOrigin = nil
    }

    /// A tap recognizer needing more taps is not prevented by one needing fewer (so a
    /// single-tap and a double-tap recognizer both fire without `require(toFail:)`, as in UIKit).
    open override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
        if let tap = preventingGestureRecognizer as? UITapGestureRecognizer, tap.numberOfTapsRequired < numberOfTapsRequired { return false }
        return super.canBePrevented(by: preventingGestureRecognizer)
    }
}

extension UIEvent {
    /// Mouse buttons pressed during an event.
    public struct ButtonMask: OptionSet, Hashable, Sendable {
        /// The raw bit mask of the buttons.
        public let rawValue: Int
        /// Creates a button mask from a raw bit mask.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The primary (left) button.
        public static let primary = ButtonMask(rawValue: 1 << 0)
        /// The secondary (right) button.
        public static let secondary = ButtonMask(rawValue: 1 << 1)
        /// The button numbered `buttonNumber` (1 is the primary button).
        public static func button(_ buttonNumber: Int) -> ButtonMask {
            (1...62).contains(buttonNumber) ? ButtonMask(rawValue: 1 << (buttonNumber - 1)) : []
        }
    }
}

extension UITapGestureRecognizer: SecondaryButtonRecognizing {
    /// A tap recognizer gets right clicks when `buttonMaskRequired` names the secondary button.
    package var acceptsSecondaryButton: Bool { buttonMaskRequired.contains(.secondary) }
    /// A tap recognizer gets fingers and primary clicks unless it requires other buttons only.
    package var acceptsPrimaryButton: Bool { buttonMaskRequired.isEmpty || buttonMaskRequired.contains(.primary) }
}

extension UITapGestureRecognizer {
    func tapTouchesBegan(_ touches: Set<UITouch>) {
        if fingersInTap == 0 {
            for token in timerTokens { GestureTimers.shared.cancel(token) }
            timerTokens = []
            scheduleTimer(after: Self.maximumTapDuration) { [weak self] in
                guard let self, self.stateStorage == .possible, self.fingersInTap > 0 else { return }
                self.state = .failed
            }
        }
        for touch in touches {
            if let origin = tapOrigin, distance(touch.windowLocation, origin) > Self.allowableMovement { state = .failed; return }
            if tapOrigin == nil { tapOrigin = touch.windowLocation }
        }
        fingersInTap += touches.count
        maxFingersInTap = max(maxFingersInTap, fingersInTap)
        if maxFingersInTap > numberOfTouchesRequired { state = .failed }
    }

    func tapTouchesMoved(_ touches: Set<UITouch>) {
        for touch in touches where distance(touch.windowLocation, touch.startWindowLocation) > Self.allowableMovement {
            state = .failed
            return
        }
    }

    func tapTouchesEnded(_ touches: Set<UITouch>) {
        tapTouchesMoved(touches)
        guard stateStorage == .possible else { return }
        fingersInTap -= touches.count
        guard fingersInTap <= 0 else { return }
        fingersInTap = 0
        if maxFingersInTap != numberOfTouchesRequired { state = .failed; return }
        maxFingersInTap = 0
        tapsCompleted += 1
        for token in timerTokens { GestureTimers.shared.cancel(token) }
        timerTokens = []
        if tapsCompleted >= numberOfTapsRequired {
            state = .ended
        } else {
            scheduleTimer(after: Self.maximumIntervalBetweenTaps) { [weak self] in
                guard let self, self.stateStorage == .possible, self.fingersInTap == 0 else { return }
                self.state = .failed
            }
        }
    }
}

/// The distance between two points.
package func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(a.x - b.x, a.y - b.y) }
