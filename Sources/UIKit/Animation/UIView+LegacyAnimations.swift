import CoreGraphics
import Foundation

/// The state of one `beginAnimations`/`commitAnimations` pair.
package final class LegacyAnimation {
    package let block: ViewAnimationBlock
    package let animationID: String?
    package let context: UnsafeMutableRawPointer?
    package var delegate: AnyObject?
    package var willStart: ((String?, UnsafeMutableRawPointer?) -> Void)?
    package var didStop: ((String?, NSNumber, UnsafeMutableRawPointer?) -> Void)?

    package init(block: ViewAnimationBlock, animationID: String?, context: UnsafeMutableRawPointer?) {
        self.block = block
        self.animationID = animationID
        self.context = context
    }

    /// The innermost open `beginAnimations` pair.
    nonisolated(unsafe) package static var open: [LegacyAnimation] = []
}

extension UIView {
    /// Starts a block of property changes animated when `commitAnimations()` is called
    /// (the pre-iOS 4 API): duration 0.2 s, ease-in-out, unless set otherwise.
    public class func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        let block = ViewAnimationBlock(duration: 0.2, options: .curveEaseInOut)
        let legacy = LegacyAnimation(block: block, animationID: animationID, context: context)
        let completion = ViewAnimationCompletion(allowsUserInteraction: false) { [legacy] finished in
            legacy.didStop?(legacy.animationID, NSNumber(value: finished), legacy.context)
        }
        completion.onStart = { [legacy] in legacy.willStart?(legacy.animationID, legacy.context) }
        block.completion = completion
        LegacyAnimation.open.append(legacy)
        ViewAnimationContext.open(block)
    }

    /// Ends the innermost `beginAnimations` block; its changes animate from now.
    public class func commitAnimations() {
        guard let legacy = LegacyAnimation.open.popLast() else {
            return log("commitAnimations() without beginAnimations; ignored")
        }
        _ = ViewAnimationContext.close(legacy.block)
    }

    private static func currentLegacy(_ setter: String) -> LegacyAnimation? {
        guard let legacy = LegacyAnimation.open.last else {
            log("\(setter) outside beginAnimations/commitAnimations; ignored")
            return nil
        }
        return legacy
    }

    /// The duration of the changes that follow in the block (default 0.2 s).
    public class func setAnimationDuration(_ duration: TimeInterval) {
        guard let legacy = currentLegacy("setAnimationDuration") else { return }
        guard duration.isFinite, duration >= 0 else {
            log("setAnimationDuration \(duration) rejected: must be finite and >= 0; changes applied without animation")
            legacy.block.isAnimating = false
            return
        }
        legacy.block.duration = duration
        legacy.block.isAnimating = duration > 0 && ViewAnimationContext.animationsEnabled
    }

    /// The delay before the block's animations start.
    public class func setAnimationDelay(_ delay: TimeInterval) {
        guard let legacy = currentLegacy("setAnimationDelay") else { return }
        guard delay.isFinite, delay >= 0 else {
            log("setAnimationDelay \(delay) rejected: must be finite and >= 0; changes applied without animation")
            legacy.block.isAnimating = false
            return
        }
        legacy.block.delay = delay
    }

    /// The date the block's animations start (a delay from now).
    public class func setAnimationStart(_ startDate: Date) {
        guard let legacy = currentLegacy("setAnimationStart") else { return }
        legacy.block.delay = max(startDate.timeIntervalSinceNow, 0)
    }

    /// The curve of the block's animations (default ease-in-out).
    public class func setAnimationCurve(_ curve: AnimationCurve) {
        guard let legacy = currentLegacy("setAnimationCurve") else { return }
        legacy.block.timing = .curve(curve.timingFunction)
    }

    /// How many times the block's animations repeat (fractions allowed; 0 runs once).
    public class func setAnimationRepeatCount(_ repeatCount: Float) {
        guard let legacy = currentLegacy("setAnimationRepeatCount") else { return }
        guard !repeatCount.isNaN, repeatCount >= 0 else {
            return log("setAnimationRepeatCount \(repeatCount) rejected: must be >= 0")
        }
        legacy.block.repeatCount = repeatCount
    }

    /// Whether the block's animations play backwards after each forward run.
    public class func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {
        guard let legacy = currentLegacy("setAnimationRepeatAutoreverses") else { return }
        if repeatAutoreverses { legacy.block.options.insert(.autoreverse) } else { legacy.block.options.remove(.autoreverse) }
    }

    /// Whether the block starts from the values on screen (always so: animations are additive).
    public class func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {
        guard let legacy = currentLegacy("setAnimationBeginsFromCurrentState") else { return }
        if fromCurrentState { legacy.block.options.insert(.beginFromCurrentState) }
    }

    /// The object whose will-start and did-stop methods are set with
    /// `setAnimationWillStart`/`setAnimationDidStop` (kept until the block completes).
    public class func setAnimationDelegate(_ delegate: Any?) {
        guard let legacy = currentLegacy("setAnimationDelegate") else { return }
        legacy.delegate = delegate as AnyObject?
    }

    /// The method called when the block's animations start, as a method reference
    /// (`UIView.setAnimationWillStart(self.animationWillStart)`; Linux has no selectors):
    /// it receives the animation ID and context given to `beginAnimations`.
    public class func setAnimationWillStart(_ method: ((String?, UnsafeMutableRawPointer?) -> Void)?) {
        currentLegacy("setAnimationWillStart")?.willStart = method
    }

    /// The method called when the block's animations stop, as a method reference
    /// (`UIView.setAnimationDidStop(self.animationDidStop)`): it receives the animation ID,
    /// whether they finished, and the context.
    public class func setAnimationDidStop(_ method: ((String?, NSNumber, UnsafeMutableRawPointer?) -> Void)?) {
        currentLegacy("setAnimationDidStop")?.didStop = method
    }

    /// Shows the changes made to `view` after this call with a flip or curl transition.
    public class func setAnimationTransition(_ transition: AnimationTransition, for view: UIView, cache: Bool) {
        guard let legacy = currentLegacy("setAnimationTransition") else { return }
        let option: AnimationOptions
        switch transition {
        case .none: return
        case .flipFromLeft: option = .transitionFlipFromLeft
        case .flipFromRight: option = .transitionFlipFromRight
        case .curlUp: option = .transitionCurlUp
        case .curlDown: option = .transitionCurlDown
        }
        guard legacy.block.isAnimating, let (type, subtype) = transitionKind(option) else { return }
        let animation = CATransition()
        animation.type = type
        animation.subtype = subtype
        if case .curve(let function) = legacy.block.timing { animation.timingFunction = function }
        legacy.block.configureTiming(animation)
        view.layer.add(animation, forKey: kCATransition)
    }

    /// Runs a system animation on `views` (`.delete`: they fade out and are removed from
    /// their superviews), with `parallelAnimations` alongside.
    public class func perform(_ animation: SystemAnimation, on views: [UIView], options: AnimationOptions = [],
                              animations parallelAnimations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        switch animation {
        case .delete:
            // UIKit's system delete animation lasts about a third of a second.
            runAnimationBlock(duration: 0.3, delay: 0, options: options, timing: nil, animations: {
                for view in views { view.alpha = 0 }
                parallelAnimations?()
            }, completion: { finished in
                for view in views { view.removeFromSuperview() }
                completion?(finished)
            })
        }
    }
}
