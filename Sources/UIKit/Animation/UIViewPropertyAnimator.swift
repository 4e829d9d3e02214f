import CoreGraphics
import Foundation

/// Animates view changes with full control: start, pause, scrub (`fractionComplete`),
/// reverse, stop and finish, with cubic or spring timing (`UIViewPropertyAnimator`).
///
/// The animator's closures run when it first becomes active (start, pause or a
/// `fractionComplete` change); every view property they set becomes a track
/// (`ViewAnimationTrack`) shown through a Core Animation animation that the animator
/// re-times on each state change. Its clock is the media clock. Calls made in the wrong
/// state (UIKit raises an exception) are logged and ignored.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating, @preconcurrency NSCopying {
    /// The duration given at creation.
    open internal(set) var duration: TimeInterval
    /// The delay of `startAnimation(afterDelay:)` or `runningPropertyAnimator`.
    open internal(set) var delay: TimeInterval = 0
    /// The timing curve.
    open internal(set) var timingParameters: UITimingCurveProvider?
    /// Whether the animator can be paused and stopped (default true).
    open var isInterruptible = true
    /// Whether animated views receive touches (default true).
    open var isUserInteractionEnabled = true
    /// Whether hit-testing of animated views is left to the app (default false).
    open var isManualHitTestingEnabled = false
    /// Whether a paused animator maps `fractionComplete` linearly to values (default true).
    open var scrubsLinearly = true
    /// Whether the animator pauses at the end instead of finishing (default false).
    open var pausesOnCompletion = false
    /// Inactive, active or stopped.
    open internal(set) var state: UIViewAnimatingState = .inactive

    /// Whether the animations are running.
    open var isRunning: Bool { segment != nil }

    /// Whether the animations run towards their start; changing it while running turns them around.
    open var isReversed: Bool {
        get { reversed }
        set { setReversed(newValue) }
    }

    /// The progress, 0...1. Setting it pauses nothing: set it on paused (or inactive) animators.
    open var fractionComplete: CGFloat {
        get { CGFloat(currentFraction) }
        set { setFractionComplete(newValue) }
    }

    // MARK: Stored state

    package var reversed = false
    package var pendingAnimations: [(body: () -> Void, delayFactor: Double)] = []
    package var completions: [(UIViewAnimatingPosition) -> Void] = []
    package var tracks: [ViewAnimationTrack] = []
    /// The running stretch: from `startFraction` towards `target` (0 or 1) from `startTime`.
    package var segment: (startTime: CFTimeInterval, startFraction: Double, target: Double, length: TimeInterval)?
    /// The fraction while paused or stopped.
    package var pausedFraction: Double = 0
    /// Where a running animator was paused, and its values there (linear scrubbing pivots on it).
    package var pauseAnchor: (fraction: Double, values: [AnimatableValue])?
    package var durationScale: Double = 1
    package var frameObserver: MediaClock.FrameObserverToken?
    package let serial: Int
    /// The delegate of the animator's animations, by which hit-testing finds the animator.
    package lazy var hitTestingTag = PropertyAnimatorTag(self)
    nonisolated(unsafe) package static var nextSerial = 0

    // MARK: Creation

    /// An animator with timing `parameters` over `duration` seconds.
    public required init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        Self.nextSerial += 1
        serial = Self.nextSerial
        if !duration.isFinite || duration < 0 {
            UIView.log("UIViewPropertyAnimator duration \(duration) rejected: must be finite and >= 0; changes applied without animation")
            self.duration = 0
        } else {
            self.duration = duration
        }
        timingParameters = parameters
        super.init()
    }

    /// An animator with one of UIKit's curves.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An animator with a custom cubic curve.
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An animator with a spring of damping `ratio` that settles within `duration`.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// Creates, configures and starts an animator (after `delay`), as UIView.animate does.
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> Self {
        let animator = Self(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.curve))
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// A new inactive animator with the same duration and timing (animations are not copied).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init(duration: duration, timingParameters: timingParameters ?? UICubicTimingParameters())
        copy.isInterruptible = isInterruptible
        copy.isUserInteractionEnabled = isUserInteractionEnabled
        copy.scrubsLinearly = scrubsLinearly
        copy.pausesOnCompletion = pausesOnCompletion
        return copy
    }

    // MARK: UIViewImplicitlyAnimating

    /// Adds animations starting after `delayFactor` of the (remaining) duration.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        addAnimationsCore(animation, delayFactor: delayFactor)
    }

    /// Adds animations that run over the (remaining) duration.
    open func addAnimations(_ animation: @escaping () -> Void) {
        addAnimationsCore(animation, delayFactor: 0)
    }

    /// Adds a closure called with the final position when the animations finish.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Resumes paused animations with new timing (nil keeps the current one) and
    /// `durationFactor` times the remaining duration (0 keeps the remaining duration).
    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        continueAnimationCore(parameters, durationFactor: durationFactor)
    }

    // MARK: UIViewAnimating

    /// Starts or resumes the animations.
    open func startAnimation() { startAnimationCore(afterDelay: 0) }

    /// Starts the animations after `delay` seconds.
    open func startAnimation(afterDelay delay: TimeInterval) { startAnimationCore(afterDelay: delay) }

    /// Pauses the animations where they are.
    open func pauseAnimation() { pauseAnimationCore() }

    /// Stops the animations at their current values.
    open func stopAnimation(_ withoutFinishing: Bool) { stopAnimationCore(withoutFinishing) }

    /// Finishes stopped animations at `finalPosition` and runs the completions.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) { finishAnimationCore(at: finalPosition) }
}
