import CoreGraphics
import Foundation

extension UIView {
    /// Makes the changes in `animations` to `view` at once and shows them with the
    /// transition in `options` (cross dissolve, flips from each edge, curl up/down) over
    /// `duration`; with no transition option the changes animate as in `animate`.
    public class func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        guard let (type, subtype) = transitionKind(options.transition) else {
            runAnimationBlock(duration: duration, delay: 0, options: options, timing: nil,
                              animations: animations ?? {}, completion: completion)
            return
        }
        let valid = duration.isFinite && duration >= 0
        if !valid { log("transition duration \(duration) rejected: must be finite and >= 0; changes applied without animation") }
        let group = ViewAnimationCompletion(allowsUserInteraction: options.contains(.allowUserInteraction), completion)
        if valid, duration > 0, ViewAnimationContext.animationsEnabled {
            let transition = CATransition()
            transition.type = type
            transition.subtype = subtype
            let block = ViewAnimationBlock(duration: duration, options: options)
            block.completion = group
            block.configureTiming(transition)
            transition.timingFunction = options.curve.timingFunction
            let begin = view.layer.convertTime(transition.beginTime, from: nil)
            transition.beginTime = begin == 0 ? .leastNonzeroMagnitude : begin
            view.layer.add(transition, forKey: kCATransition)
        }
        if let animations { performWithoutAnimation(animations) }
        group.close()
    }

    /// Replaces `fromView` with `toView` in `fromView`'s superview (or, with
    /// `.showHideTransitionViews`, hides one and shows the other) with the transition in `options`.
    public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                 options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        guard let container = fromView.superview else {
            log("transition(from:to:): fromView has no superview; nothing to transition")
            completion.map { body in
                let group = ViewAnimationCompletion(allowsUserInteraction: true) { body($0) }
                group.close()
            }
            return
        }
        let swap = {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else {
                if toView.superview !== container { container.insertSubview(toView, aboveSubview: fromView) }
                fromView.removeFromSuperview()
            }
        }
        if options.transition == [] {
            // No transition: the swap happens at once, the completion runs after the duration.
            swap()
            runAnimationBlock(duration: duration, delay: 0, options: options, timing: nil, animations: {}, completion: completion)
            return
        }
        transition(with: container, duration: duration, options: options, animations: swap, completion: completion)
    }

    /// The Core Animation transition of a transition option, or nil for none.
    package static func transitionKind(_ option: AnimationOptions) -> (CATransitionType, CATransitionSubtype?)? {
        switch option {
        case .transitionCrossDissolve: return (.fade, nil)
        case .transitionFlipFromLeft: return (.flip, .fromLeft)
        case .transitionFlipFromRight: return (.flip, .fromRight)
        case .transitionFlipFromTop: return (.flip, .fromTop)
        case .transitionFlipFromBottom: return (.flip, .fromBottom)
        case .transitionCurlUp: return (.pageCurl, nil)
        case .transitionCurlDown: return (.pageUnCurl, nil)
        default: return nil
        }
    }
}
