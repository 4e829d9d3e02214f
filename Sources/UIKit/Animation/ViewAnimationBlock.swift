import CoreGraphics
import Foundation

/// How the animations of a block are paced: a cubic timing curve or a damped spring.
package enum ViewAnimationTiming {
    /// A Bézier timing curve.
    case curve(CAMediaTimingFunction)
    /// A spring: `mass·x'' + damping·x' + stiffness·x = 0`, velocity in distances per second.
    case spring(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity: CGFloat)
}

/// One property change made inside an animation block: the layer, its key, and the
/// values before and after.
package struct ViewAnimationChange {
    package let layer: CALayer
    package let key: String
    package let from: Any?
    package let to: Any?
}

/// The parameters of one animation block (`UIView.animate`, a keyframe, a property
/// animator) while its closure runs: the layer actions of views read them to animate every
/// property set in the block.
package final class ViewAnimationBlock {
    @exclusivity(unchecked) package var duration: TimeInterval
    @exclusivity(unchecked) package var delay: TimeInterval
    @exclusivity(unchecked) package var options: UIView.AnimationOptions
    @exclusivity(unchecked) package var timing: ViewAnimationTiming
    /// False for `performWithoutAnimation` and disabled animations: changes apply at once.
    @exclusivity(unchecked) package var isAnimating: Bool
    /// Collects the block's completion; nil while capturing.
    @exclusivity(unchecked) package var completion: ViewAnimationCompletion?
    /// When set, changes are handed to it instead of being animated (keyframes, animators).
    @exclusivity(unchecked) package var capture: ((ViewAnimationChange) -> Void)?
    /// An explicit repeat count (`setAnimationRepeatCount`); nil: `.repeat` decides.
    @exclusivity(unchecked) package var repeatCount: Float?
    /// The keyframes of the enclosing `animateKeyframes` block, or nil.
    @exclusivity(unchecked) package var keyframes: KeyframeCollector?
    /// The views whose bounds changed in the block (laid out at its end with `.layoutSubviews`).
    @exclusivity(unchecked) package var resizedViews: [UIView] = []
    /// The media time the block began (delays count from it).
    package let mediaTime: CFTimeInterval = CACurrentMediaTime()

    package init(duration: TimeInterval, delay: TimeInterval = 0, options: UIView.AnimationOptions = [],
                 timing: ViewAnimationTiming? = nil, isAnimating: Bool = true) {
        self.duration = duration
        self.delay = delay
        self.options = options
        self.timing = timing ?? .curve(options.curve.timingFunction)
        self.isAnimating = isAnimating
    }

    /// Takes the duration, curve and options of `outer` unless this block's options override them.
    package func inherit(from outer: ViewAnimationBlock) {
        guard outer.isAnimating, isAnimating else { return }
        if !options.contains(.overrideInheritedDuration) { duration = outer.duration }
        if !options.contains(.overrideInheritedCurve), case .curve = timing { timing = outer.timing }
        if !options.contains(.overrideInheritedOptions) {
            let inherited: UIView.AnimationOptions = [.repeat, .autoreverse, .allowUserInteraction, .beginFromCurrentState, .layoutSubviews]
            options.formUnion(outer.options.intersection(inherited))
        }
        if capture == nil { capture = outer.capture }
        if keyframes == nil { keyframes = outer.keyframes }
    }

    /// The layer keys a view animates inside a block.
    package static let animatableKeys: Set<String> = [
        "bounds", "position", "zPosition", "anchorPoint", "anchorPointZ", "transform", "sublayerTransform",
        "opacity", "backgroundColor", "cornerRadius", "borderWidth", "borderColor",
        "shadowColor", "shadowOpacity", "shadowOffset", "shadowRadius", "shadowPath",
        "contentsRect", "contentsCenter",
    ]

    /// Animates the change of `key` on `layer` from `previous` to the layer's current model value.
    package func animateChange(of layer: CALayer, key: String, from previous: PreviousValue) {
        if key == "bounds", let view = layer.delegate as? UIView, !resizedViews.contains(where: { $0 === view }) {
            resizedViews.append(view)
        }
        // The keys view setters change most hand over typed values: no boxes, no casts.
        if capture == nil, case .typed(let fromValue) = previous, let toValue = layer.animatableModelValue(forKey: key),
           let delta = Self.typedDelta(from: fromValue, to: toValue) {
            guard let delta else { return }
            addAdditiveAnimation(of: layer, key: key, delta: delta)
            return
        }
        let from = previous.propertyValue
        let to = CALayer.propertyValue(layer.value(forKey: key))
        if let capture {
            capture(ViewAnimationChange(layer: layer, key: key, from: from, to: to))
            return
        }
        let fromValue = AnimatableValue(from), toValue = AnimatableValue(to)
        guard fromValue != toValue else { return }
        if fromValue.isAdditive && toValue.isAdditive, let delta = Self.delta(from: fromValue, to: toValue) {
            addAdditiveAnimation(of: layer, key: key, delta: delta)
            return
        }
        let animation = makeAnimation()
        animation.keyPath = key
        animation.fromValue = layer.animation(forKey: key) != nil ? (layer.presentationOverride(forKey: key) ?? from) : from
        animation.toValue = to
        add(animation, to: layer, key: key)
    }

    /// Adds the additive animation of `key` from `delta` to zero (UIKit's since iOS 8):
    /// a retargeted animation keeps the earlier ones running and the view continues from
    /// where it is on screen.
    private func addAdditiveAnimation(of layer: CALayer, key: String, delta: AnimatableValue) {
        let animation = makeAnimation()
        animation.keyPath = key
        animation.isAdditive = true
        animation.setValues(from: delta, to: delta.zero)
        add(animation, to: layer, key: key)
    }

    /// Adds a configured animation of `key` to `layer`, timed from the block.
    private func add(_ animation: CABasicAnimation, to layer: CALayer, key: String) {
        // A begin time of exactly 0 means "when the transaction commits" to Core Animation;
        // a block run at layer time 0 asks for time 0 itself.
        let begin = layer.convertTime(animation.beginTime, from: nil)
        animation.beginTime = begin == 0 ? .leastNonzeroMagnitude : begin
        animation.isAddedWithoutCopy = true
        layer.add(animation, forKey: Self.freeKey(key, on: layer, additive: animation.isAdditive))
        let layerID = ObjectIdentifier(layer)
        if options.contains(.allowAnimatedContent), let view = layer.delegate as? UIView,
           MainActor.assumeIsolated({ ObjectIdentifier(view.layerStorage) == layerID && view.drawsLiveAnimatedContent }) {
            layer.redisplaysDuringAnimations = true
        }
    }

    /// A configured animation (basic or spring) with the block's timing, without values.
    package func makeAnimation() -> CABasicAnimation {
        let animation: CABasicAnimation
        switch timing {
        case .curve(let function):
            animation = CABasicAnimation()
            animation.timingFunction = function
        case let .spring(mass, stiffness, damping, velocity):
            let spring = CASpringAnimation()
            spring.mass = mass
            spring.stiffness = stiffness
            spring.damping = damping
            spring.initialVelocity = velocity
            animation = spring
        }
        configureTiming(animation)
        return animation
    }

    /// Applies the block's duration, delay, repeat options, frame rate and completion.
    package func configureTiming(_ animation: CAAnimation) {
        animation.duration = duration
        if let repeatCount {
            animation.repeatCount = repeatCount
        } else if options.contains(.repeat) {
            animation.repeatCount = .infinity
        }
        animation.autoreverses = options.contains(.autoreverse)
        // Timed from when the block ran (UIKit's animations begin with the transaction the
        // block belongs to, before any later time passes).
        animation.beginTime = mediaTime + delay
        if delay > 0 { animation.fillMode = .backwards }
        if let fps = options.preferredFramesPerSecond {
            animation.preferredFrameRateRange = CAFrameRateRange(minimum: fps, maximum: fps, preferred: fps)
        }
        if let completion {
            animation.delegate = completion
            completion.pending += 1
        }
    }

    /// `delta(from:to:)` for two values of one of the kinds view setters hand over typed
    /// (scalars, points, rects, transforms), computed without the general arithmetic:
    /// `.some(nil)` when the values are equal (nothing to animate), nil for other kinds.
    package static func typedDelta(from: AnimatableValue, to: AnimatableValue) -> AnimatableValue?? {
        switch (from, to) {
        case (.point(let a), .point(let b)):
            return a == b ? .some(nil) : .point(CGPoint(x: a.x - b.x, y: a.y - b.y))
        case (.scalar(let a), .scalar(let b)):
            return a == b ? .some(nil) : .scalar(a - b)
        case (.rect(let a), .rect(let b)):
            return a == b ? .some(nil) : .rect(CGRect(x: a.origin.x - b.origin.x, y: a.origin.y - b.origin.y,
                                                       width: a.size.width - b.size.width, height: a.size.height - b.size.height))
        case (.transform(let a), .transform(let b)):
            return a == b ? .some(nil) : .transform(CATransform3DConcat(a, CATransform3DInvert(b)))
        default:
            return nil
        }
    }

    /// The offset that, added to `to`, gives `from` (transforms: applied before `to`).
    package static func delta(from: AnimatableValue, to: AnimatableValue) -> AnimatableValue? {
        if case .transform(let a) = from, case .transform(let b) = to {
            return .transform(CATransform3DConcat(a, CATransform3DInvert(b)))
        }
        return from.subtracting(to)
    }

    /// `key` when no animation uses it on `layer` (or the animation replaces it), else
    /// `key-2`, `key-3`... so that additive animations run side by side.
    private static func freeKey(_ key: String, on layer: CALayer, additive: Bool) -> String {
        guard additive, layer.animation(forKey: key) != nil else { return key }
        var n = 2
        while layer.animation(forKey: "\(key)-\(n)") != nil { n += 1 }
        return "\(key)-\(n)"
    }
}

extension AnimatableValue {
    /// Whether the value can be animated additively (numbers, geometry, transforms).
    package var isAdditive: Bool {
        switch self {
        case .scalar, .point, .size, .rect, .transform: return true
        default: return false
        }
    }
}

/// The layer action of a view property set inside an animation block.
package final class ViewAnimationAction: PropertyChangeAction {
    package let block: ViewAnimationBlock

    package init(block: ViewAnimationBlock) { self.block = block }

    /// Animates the change of `event` on the layer from the value before the change.
    package func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else { return }
        block.animateChange(of: layer, key: event, from: .boxed(dict?[CALayer.previousValueArgument]))
    }

    /// Animates the change of `event` on `layer` from `previous`.
    package func run(forKey event: String, layer: CALayer, previous: PreviousValue) {
        block.animateChange(of: layer, key: event, from: previous)
    }
}
