import CoreGraphics
import Foundation

extension UIView {
    /// Animates the changes made in `animations` over `duration` seconds after `delay`, then
    /// calls `completion` with whether the animations ran to their end.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        runAnimationBlock(duration: duration, delay: delay, options: options, timing: nil,
                          animations: animations, completion: completion)
    }

    /// Animates the changes made in `animations` with the default options (ease-in-out).
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates the changes made in `animations` with the default options and no completion.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Applies the changes made in `actionsWithoutAnimation` at once, even inside an animation block.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        ViewAnimationContext.run(ViewAnimationBlock(duration: 0, isAnimating: false), actionsWithoutAnimation)
    }

    /// Turns animation blocks on or off for the whole app.
    public class func setAnimationsEnabled(_ enabled: Bool) {
        ViewAnimationContext.animationsEnabled = enabled
    }

    /// Whether animation blocks animate (default true).
    public class var areAnimationsEnabled: Bool { ViewAnimationContext.animationsEnabled }

    /// The duration of the innermost animation block, or 0 outside animation blocks.
    public class var inheritedAnimationDuration: TimeInterval {
        guard let block = ViewAnimationContext.current, block.isAnimating else { return 0 }
        return block.duration
    }

    /// Runs one animation block: validates the timing (bad values are logged and the changes
    /// apply without animation), opens the block, runs `animations`, closes it.
    package class func runAnimationBlock(duration: TimeInterval, delay: TimeInterval, options: AnimationOptions,
                                         timing: ViewAnimationTiming?, animations: () -> Void,
                                         completion: ((Bool) -> Void)?) {
        var valid = true
        if !duration.isFinite || duration < 0 {
            log("animation duration \(duration) rejected: must be finite and >= 0; changes applied without animation")
            valid = false
        }
        if !delay.isFinite || delay < 0 {
            log("animation delay \(delay) rejected: must be finite and >= 0; changes applied without animation")
            valid = false
        }
        let block = ViewAnimationBlock(duration: valid ? duration : 0, delay: valid ? delay : 0, options: options,
                                       timing: timing, isAnimating: valid && duration > 0)
        block.completion = ViewAnimationCompletion(allowsUserInteraction: options.contains(.allowUserInteraction), completion)
        ViewAnimationContext.run(block, animations)
    }
}
