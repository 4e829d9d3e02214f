import CoreGraphics
import Foundation

/// An interaction controller that drives the animator's animations by a percentage:
/// the container's layer is paused (`speed` 0) and `update(_:)` moves its `timeOffset`;
/// `finish()` lets the animations run on at `completionSpeed`, `cancel()` plays them back
/// to the start on the media clock, after which they are removed and the animator's
/// completion reports a cancelled transition.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// The transition being driven.
    package var context: UIViewControllerContextTransitioning?
    /// The duration of the animator's animations.
    package var durationStorage: CGFloat = 0
    /// How far the transition is.
    package var percentStorage: CGFloat = 0
    /// The media-clock frames that play a cancelled transition back.
    package var rewindLink: CADisplayLink?
    /// The media time of the last rewind frame.
    package var lastRewindTime: CFTimeInterval = 0

    /// The duration of the transition's animations.
    open var duration: CGFloat { durationStorage }
    /// How far the transition is (0...1).
    open var percentComplete: CGFloat { percentStorage }
    /// The speed at which the animations run on after `finish()` or back after `cancel()`.
    open var completionSpeed: CGFloat = 1
    /// The curve of the animations after release.
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// The timing curve of the animations after release (nil: `completionCurve`).
    open var timingCurve: UITimingCurveProvider?
    /// Whether the transition starts interactively (true by default).
    open var wantsInteractiveStart: Bool = true

    /// Creates an interaction controller.
    public override init() { super.init() }

    /// Starts the transition paused at `percentComplete`, with the animator's animations.
    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        startInteractiveTransitionCore(transitionContext)
    }

    /// Moves the transition to `percentComplete` (clamped to 0...1).
    open func update(_ percentComplete: CGFloat) { updateCore(percentComplete) }

    /// Lets the transition run to its end.
    open func finish() { finishCore() }

    /// Plays the transition back to its start and ends it cancelled.
    open func cancel() { cancelCore() }

    /// Pauses a transition that was released (it follows `update(_:)` again).
    open func pause() { pauseCore() }
}
