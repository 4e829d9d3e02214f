import CoreGraphics
import Foundation

/// The interface of objects that run view animations and can be paused, scrubbed,
/// reversed and stopped (`UIViewAnimating`).
@preconcurrency @MainActor
public protocol UIViewAnimating: AnyObject {
    /// Inactive, active (running or paused) or stopped.
    var state: UIViewAnimatingState { get }
    /// Whether the animations are running (not paused).
    var isRunning: Bool { get }
    /// Whether the animations run towards their start values.
    var isReversed: Bool { get set }
    /// How far the animations have progressed, 0...1; settable while paused (scrubbing).
    var fractionComplete: CGFloat { get set }
    /// Starts or resumes the animations.
    func startAnimation()
    /// Starts the animations after `delay` seconds.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses the animations where they are.
    func pauseAnimation()
    /// Stops the animations at their current values; with `false` the animator waits for
    /// `finishAnimation(at:)`, with `true` it becomes inactive at once without completing.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Finishes stopped animations at `finalPosition` and runs the completions.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator whose animations come from closures, added before or while running
/// (`UIViewImplicitlyAnimating`).
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds animations starting after `delayFactor` of the remaining duration.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds animations that run over the remaining duration.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds a closure called with the final position when the animations finish.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    /// Resumes paused animations with new timing and `durationFactor` times the original
    /// remaining duration.
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)
}
