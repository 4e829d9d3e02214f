import CoreGraphics
import Foundation

/// Recognizes two fingers pinching: `scale` is the distance between them relative to the
/// distance when they both touched down, `velocity` its change per second. Continuous;
/// begins once the distance changed by more than 8 points.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// The scale (1 when the pinch starts; settable to re-base).
    open var scale: CGFloat = 1 {
        didSet { if !settingSilently { baseScale = scale; baseDistance = currentDistance } }
    }
    /// The scale's velocity in scale factor per second.
    open var velocity: CGFloat { stateStorage == .possible ? 0 : tracker.velocity }

    package var baseDistance: CGFloat = 0
    package var baseScale: CGFloat = 1
    package var settingSilently = false
    package var tracker = ScalarVelocityTracker()

    /// The distance change that begins the pinch, in points.
    public static let hysteresis: CGFloat = 8

    package var currentDistance: CGFloat {
        guard trackedTouches.count >= 2 else { return baseDistance }
        return distance(trackedTouches[0].windowLocation, trackedTouches[1].windowLocation)
    }

    /// Takes the distance between the first two fingers as the starting span; ignores extra fingers.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if trackedTouches.count == 2 && stateStorage == .possible {
            baseDistance = currentDistance
            baseScale = 1
        } else if trackedTouches.count > 2, stateStorage == .possible {
            ignore(touches.first!, for: event)
        }
    }

    /// Begins once the span changes past the hysteresis, then updates the scale.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard trackedTouches.count >= 2, baseDistance > 0 else { return }
        let d = currentDistance
        let newScale = baseScale * d / baseDistance
        switch stateStorage {
        case .possible:
            if abs(d - baseDistance) > Self.hysteresis {
                setScaleSilently(newScale, event.timestamp)
                state = .began
            }
        case .began, .changed:
            setScaleSilently(newScale, event.timestamp)
            state = .changed
        default: break
        }
    }

    /// Ends a pinch in progress when a finger lifts, or fails one that never began.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        endOrFailForLiftedTouches()
    }

    /// Resets the scale to 1 and clears the velocity for the next gesture.
    open override func reset() {
        super.reset()
        baseDistance = 0
        baseScale = 1
        tracker.reset()
        settingSilently = true
        scale = 1
        settingSilently = false
    }

    package func setScaleSilently(_ value: CGFloat, _ time: TimeInterval) {
        tracker.add(value, at: time)
        settingSilently = true
        scale = value
        settingSilently = false
    }
}

/// Recognizes two fingers rotating: `rotation` in radians since both touched down
/// (clockwise positive, as UIKit's y-down coordinates), `velocity` in radians per second.
/// Continuous; begins once the angle changed by more than 0.1 rad.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// The rotation in radians (settable to re-base).
    open var rotation: CGFloat = 0 {
        didSet { if !settingSilently { baseRotation = rotation; baseAngle = currentAngle } }
    }
    /// The rotation's velocity in radians per second.
    open var velocity: CGFloat { stateStorage == .possible ? 0 : tracker.velocity }

    package var baseAngle: CGFloat = 0
    package var baseRotation: CGFloat = 0
    package var settingSilently = false
    package var tracker = ScalarVelocityTracker()

    /// The angle change that begins the rotation, in radians.
    public static let hysteresis: CGFloat = 0.1

    package var currentAngle: CGFloat {
        guard trackedTouches.count >= 2 else { return baseAngle }
        let a = trackedTouches[0].windowLocation, b = trackedTouches[1].windowLocation
        return atan2(b.y - a.y, b.x - a.x)
    }

    /// Takes the angle between the first two fingers as the starting angle; ignores extra fingers.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if trackedTouches.count == 2 && stateStorage == .possible {
            baseAngle = currentAngle
            baseRotation = 0
        } else if trackedTouches.count > 2, stateStorage == .possible {
            ignore(touches.first!, for: event)
        }
    }

    /// Begins once the angle changes past the hysteresis, then updates the rotation.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard trackedTouches.count >= 2 else { return }
        var delta = currentAngle - baseAngle
        while delta > .pi { delta -= 2 * .pi }
        while delta < -.pi { delta += 2 * .pi }
        let value = baseRotation + delta
        switch stateStorage {
        case .possible:
            if abs(delta) > Self.hysteresis { setSilently(value, event.timestamp); state = .began }
        case .began, .changed:
            setSilently(value, event.timestamp)
            state = .changed
        default: break
        }
    }

    /// Ends a rotation in progress when a finger lifts, or fails one that never began.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        endOrFailForLiftedTouches()
    }

    /// Resets the rotation to 0 and clears the velocity for the next gesture.
    open override func reset() {
        super.reset()
        baseAngle = 0
        baseRotation = 0
        setSilently(0, 0)
        tracker.reset()   // after setSilently, which records a velocity sample
    }

    package func setSilently(_ value: CGFloat, _ time: TimeInterval) {
        tracker.add(value, at: time)
        settingSilently = true
        rotation = value
        settingSilently = false
    }
}
