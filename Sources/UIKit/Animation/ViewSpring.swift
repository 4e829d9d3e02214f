import CoreGraphics
import Foundation

/// Spring coefficients for UIKit's duration-based springs.
///
/// UIKit's `usingSpringWithDamping:` springs (and `UISpringTimingParameters(dampingRatio:)`
/// under an animator's duration) have mass 1 and come to rest at the animation's duration:
/// the decay envelope `e^(−ζω₀t)` falls to 1/1500 of the distance at `t = duration`, so
/// `ω₀ = ln(1500) / (ζ·duration)`, `stiffness = ω₀²`, `damping = 2ζω₀`, with ζ clipped to
/// 0.01...1. This is the correspondence published with Framer's SpringsExample and in
/// Stack Overflow answer 61763337 ("UISpringTimingParameters to CASpringAnimation").
@MainActor package enum ViewSpring {
    /// The fraction of the distance at which the spring counts as at rest.
    package static let restFraction: Double = 1500

    /// The spring timing of a duration and a damping ratio, velocity in distances per second.
    package static func timing(duration: TimeInterval, dampingRatio: CGFloat, velocity: CGFloat) -> ViewAnimationTiming {
        let zeta = min(max(Double(dampingRatio), 0.01), 1)
        let d = max(duration, 1e-6)
        let omega = log(restFraction) / (zeta * d)
        return .spring(mass: 1, stiffness: CGFloat(omega * omega), damping: CGFloat(2 * zeta * omega), initialVelocity: velocity)
    }

    /// The spring of a perceptual duration and a bounce (iOS 17), and the time it settles.
    package static func timing(perceptualDuration: TimeInterval, bounce: CGFloat, velocity: CGFloat) -> (ViewAnimationTiming, TimeInterval) {
        let spring = CASpringAnimation(perceptualDuration: perceptualDuration, bounce: bounce)
        spring.initialVelocity = velocity
        return (.spring(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, initialVelocity: velocity),
                spring.settlingDuration)
    }

    /// Whether every value is finite (NaN parameters are rejected with a log line).
    package static func validate(_ values: [CGFloat], _ what: String) -> Bool {
        guard values.allSatisfy(\.isFinite) else {
            UIView.log("\(what) \(values) rejected: spring parameters must be finite; changes applied without animation")
            return false
        }
        return true
    }
}

extension UIView {
    /// Animates the changes made in `animations` with a spring that comes to rest after
    /// `duration`: `dampingRatio` 1 settles without overshoot, values towards 0 oscillate;
    /// `velocity` is the initial speed in distances per second (1 covers the whole change
    /// in one second).
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                              options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        let valid = ViewSpring.validate([dampingRatio, velocity], "usingSpringWithDamping/initialSpringVelocity")
        let timing = ViewSpring.timing(duration: duration, dampingRatio: dampingRatio, velocity: velocity)
        runAnimationBlock(duration: valid ? duration : 0, delay: delay, options: options.union(.overrideInheritedCurve),
                          timing: timing, animations: animations, completion: completion)
    }

    /// Animates the changes made in `animations` with a spring of perceptual duration
    /// `duration` and `bounce` (0: no overshoot; up to 1: more bounce; negative: overdamped);
    /// the animation lasts until the spring settles (iOS 17).
    public class func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0,
                              initialSpringVelocity: CGFloat = 0, delay: TimeInterval = 0,
                              options: AnimationOptions = [], animations: () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        var valid = ViewSpring.validate([bounce, initialSpringVelocity], "springDuration bounce/initialSpringVelocity")
        if !duration.isFinite || duration <= 0 {
            log("springDuration \(duration) rejected: must be finite and > 0; changes applied without animation")
            valid = false
        }
        let (timing, settling) = ViewSpring.timing(perceptualDuration: valid ? duration : 0.5, bounce: bounce,
                                                   velocity: initialSpringVelocity)
        runAnimationBlock(duration: valid ? settling : 0, delay: delay,
                          options: options.union([.overrideInheritedCurve, .overrideInheritedDuration]),
                          timing: timing, animations: animations, completion: completion)
    }
}
