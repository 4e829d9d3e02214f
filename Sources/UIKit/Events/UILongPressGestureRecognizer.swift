import CoreGraphics
import Foundation

/// Recognizes a press held still: `numberOfTouchesRequired` fingers down for
/// `minimumPressDuration` seconds (after `numberOfTapsRequired` taps) without moving more
/// than `allowableMovement`. Continuous: began when the duration elapses (on the media
/// clock), changed as the fingers move, ended when they lift.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// The taps before the press (default 0).
    open var numberOfTapsRequired: Int = 0
    /// The fingers required (default 1).
    open var numberOfTouchesRequired: Int = 1
    /// How long the fingers must stay down, in seconds (default 0.5).
    open var minimumPressDuration: TimeInterval = 0.5
    /// How far the fingers may move before the gesture fails, in points (default 10).
    open var allowableMovement: CGFloat = 10

    package var fingers = 0
    package var tapsDone = 0
    package var pressArmed = false

    /// Counts the fingers down and, once the required taps and fingers are in, starts the press timer.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        fingers += touches.count
        if fingers > numberOfTouchesRequired {
            if stateStorage == .possible { state = .failed } else { state = .cancelled }
            return
        }
        if fingers == numberOfTouchesRequired, tapsDone >= numberOfTapsRequired, !pressArmed {
            pressArmed = true
            for token in timerTokens { GestureTimers.shared.cancel(token) }
            timerTokens = []
            scheduleTimer(after: minimumPressDuration) { [weak self] in
                guard let self, self.stateStorage == .possible, self.fingers == self.numberOfTouchesRequired else { return }
                self.state = .began
            }
        }
    }

    /// Fails when a finger moves too far before the press begins; afterwards reports changes.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch stateStorage {
        case .possible:
            if touches.contains(where: { distance($0.windowLocation, $0.startWindowLocation) > allowableMovement }) { state = .failed }
        case .began, .changed:
            state = .changed
        default: break
        }
    }

    /// Counts completed taps before the press, or ends the press when fingers lift.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        fingers -= touches.count
        switch stateStorage {
        case .possible:
            if pressArmed || tapsDone >= numberOfTapsRequired { state = .failed; return }
            if fingers == 0 {
                tapsDone += 1
                scheduleTimer(after: UITapGestureRecognizer.maximumIntervalBetweenTaps) { [weak self] in
                    guard let self, self.stateStorage == .possible, self.fingers == 0 else { return }
                    self.state = .failed
                }
            }
        case .began, .changed:
            if fingers < numberOfTouchesRequired { state = .ended }
        default: break
        }
    }

    /// Clears the finger and tap counts and the press timer for the next gesture.
    open override func reset() {
        super.reset()
        fingers = 0
        tapsDone = 0
        pressArmed = false
    }
}
