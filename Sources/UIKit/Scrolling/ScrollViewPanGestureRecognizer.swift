import CoreGraphics
import Foundation

/// The pan recognizer a scroll view drags with (its `panGestureRecognizer`): a plain pan
/// that also tells the scroll view when a finger lands and lifts, so that `isTracking`
/// holds while a finger is down and a touch stops a moving scroll view at once.
@preconcurrency @MainActor
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    weak var scrollView: UIScrollView?
    /// The type of the wheel or trackpad scrolling that drives the pan (nil while fingers do).
    var scrollType: UIScrollType?

    override func handleScroll(_ event: UIEvent) {
        scrollType = event.scrollType
        super.handleScroll(event)
    }

    override func reset() {
        super.reset()
        scrollType = nil
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        scrollView?.fingerDidLand()
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        if trackedTouches.allSatisfy({ touches.contains($0) }) { scrollView?.fingersDidLift() }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        if trackedTouches.allSatisfy({ touches.contains($0) }) { scrollView?.fingersDidLift() }
    }
}
