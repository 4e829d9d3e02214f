import Foundation

/// Methods an animation calls on its delegate when it starts and stops.
public protocol CAAnimationDelegate: AnyObject {
    /// Called when the animation begins its active duration.
    func animationDidStart(_ anim: CAAnimation)
    /// Called when the animation ends; `flag` is false when it was removed before finishing.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Does nothing by default (the method is optional on Apple platforms).
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Does nothing by default (the method is optional on Apple platforms).
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// The abstract superclass of Core Animation's animations: timing, a timing function,
/// a delegate and removal behaviour.
///
/// Adding an animation to a layer copies it (`copy()`), so later changes to the original
/// do not affect a running animation. Subclasses that add stored properties override
/// `copy(with:)` and call `super`.
open class CAAnimation: NSObject, NSCopying, CAMediaTiming {
    /// Creates an animation with default timing (duration 0, meaning 0.25 s when run).
    public required override init() {
        super.init()
    }

    /// Creates a new animation object (Apple's class factory).
    open class func animation() -> Self { Self() }

    /// The pacing of the animation; nil means linear.
    @exclusivity(unchecked) open var timingFunction: CAMediaTimingFunction?
    /// The delegate, held strongly (as Core Animation does).
    @exclusivity(unchecked) open var delegate: CAAnimationDelegate?
    /// Whether the animation is removed from its layer when it finishes (default true).
    @exclusivity(unchecked) open var isRemovedOnCompletion: Bool = true
    /// The frame rate range the animation would like.
    @exclusivity(unchecked) open var preferredFrameRateRange: CAFrameRateRange = .default

    /// The start time in the parent's time space; 0 means the time the transaction commits.
    @exclusivity(unchecked) open var beginTime: CFTimeInterval = 0 {
        didSet { cachedTiming = nil; if !CALayer.validateTiming(beginTime, key: "beginTime") { beginTime = oldValue } }
    }
    /// The length of one cycle; 0 means the default of 0.25 s.
    @exclusivity(unchecked) open var duration: CFTimeInterval = 0 {
        didSet { cachedTiming = nil; if !CALayer.validateTiming(duration, key: "duration", allowsInfinity: true) { duration = oldValue } }
    }
    /// How fast the animation's time runs relative to its layer (default 1).
    @exclusivity(unchecked) open var speed: Float = 1 {
        didSet { cachedTiming = nil; if !CALayer.validateTiming(Double(speed), key: "speed") { speed = oldValue } }
    }
    /// An offset added to the animation's local time.
    @exclusivity(unchecked) open var timeOffset: CFTimeInterval = 0 {
        didSet { cachedTiming = nil; if !CALayer.validateTiming(timeOffset, key: "timeOffset") { timeOffset = oldValue } }
    }
    /// How many times the animation repeats (default 0, meaning once).
    @exclusivity(unchecked) open var repeatCount: Float = 0 {
        didSet { cachedTiming = nil; if !CALayer.validateTiming(Double(repeatCount), key: "repeatCount", allowsInfinity: true) { repeatCount = oldValue } }
    }
    /// How long the animation repeats for (default 0, meaning not set).
    @exclusivity(unchecked) open var repeatDuration: CFTimeInterval = 0 {
        didSet { cachedTiming = nil; if !CALayer.validateTiming(repeatDuration, key: "repeatDuration", allowsInfinity: true) { repeatDuration = oldValue } }
    }
    /// Whether each cycle plays forwards then backwards.
    @exclusivity(unchecked) open var autoreverses: Bool = false { didSet { cachedTiming = nil } }
    /// What the animation does outside its active duration (default `.removed`).
    @exclusivity(unchecked) open var fillMode: CAMediaTimingFillMode = .removed { didSet { cachedTiming = nil } }

    /// `timing`, kept until a timing property changes (it is read for every animation
    /// every frame).
    @exclusivity(unchecked) private var cachedTiming: MediaTimingState?

    /// Set by code that creates an animation only to add it (UIKit's animation blocks):
    /// the next `add(_:forKey:)` stores this instance instead of a copy, since nothing
    /// else holds it. Cleared when added, so a second add copies as usual.
    @exclusivity(unchecked) package var isAddedWithoutCopy = false

    /// The default value of a property by its key-value coding name, or nil for keys without one.
    open class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "beginTime", "duration", "timeOffset", "repeatDuration": return CFTimeInterval(0)
        case "speed": return Float(1)
        case "repeatCount": return Float(0)
        case "autoreverses", "additive", "cumulative": return false
        case "fillMode": return CAMediaTimingFillMode.removed
        case "removedOnCompletion", "isRemovedOnCompletion": return true
        default: return nil
        }
    }

    /// Whether `key` should be archived (true for every key, as Core Animation does).
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// Returns a copy with the same class and every property copied.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.timingFunction = timingFunction
        copy.delegate = delegate
        copy.isRemovedOnCompletion = isRemovedOnCompletion
        copy.preferredFrameRateRange = preferredFrameRateRange
        copy.beginTime = beginTime
        copy.duration = duration
        copy.speed = speed
        copy.timeOffset = timeOffset
        copy.repeatCount = repeatCount
        copy.repeatDuration = repeatDuration
        copy.autoreverses = autoreverses
        copy.fillMode = fillMode
        return copy
    }

    /// The timing snapshot used to map a parent time to the animation's simple time.
    package var timing: MediaTimingState {
        if let cachedTiming { return cachedTiming }
        let timing = MediaTimingState(self)
        cachedTiming = timing
        return timing
    }

    /// Applies the animation's effect at `parentTime` (the layer's time) to `target`.
    ///
    /// A bare `CAAnimation` animates no property, so this default writes nothing;
    /// property animations and groups override it.
    package func apply(at parentTime: CFTimeInterval, to target: AnimationTarget) {}

    /// Whether any part of the animation still affects its layer at `parentTime` (active, or
    /// holding a fill).
    package func hasEffect(at parentTime: CFTimeInterval) -> Bool {
        timing.sample(at: parentTime) != nil
    }
}

/// Where an animation reads and writes a layer's values: a layer's presentation values
/// (typed slots for the render properties) or three closures. Sub-key-paths
/// (`position.x`, `bounds.size.width`, `transform.rotation.z`...) are resolved through the
/// top-level key when the layer does not answer the full path itself.
package struct AnimationTarget {
    private enum Source {
        case closures(model: (String) -> AnimatableValue?, presentation: (String) -> AnimatableValue?,
                      set: (String, AnimatableValue) -> Void)
        case layer(CALayer, LayerPresentationValues)
    }
    private let source: Source

    package init(model: @escaping (String) -> AnimatableValue?,
                 presentation: @escaping (String) -> AnimatableValue?,
                 set: @escaping (String, AnimatableValue) -> Void) {
        source = .closures(model: model, presentation: presentation, set: set)
    }

    /// A target writing the presentation values `values` of `layer`.
    package init(layer: CALayer, values: LayerPresentationValues) {
        source = .layer(layer, values)
    }

    /// Whether the target writes a layer's presentation values (not closures).
    package var writesLayer: Bool {
        if case .layer = source { return true }
        return false
    }

    /// The layer and presentation values a layer target writes, or nil for closures.
    package var layerValues: (CALayer, LayerPresentationValues)? {
        guard case .layer(let layer, let values) = source else { return nil }
        return (layer, values)
    }

    /// The model value of a top-level key.
    package func model(_ key: String) -> AnimatableValue? {
        switch source {
        case .closures(let model, _, _): return model(key)
        case .layer(let layer, _): return layer.animatableModelValue(forKey: key)
        }
    }

    /// The value of a top-level key as written by the animations so far, or nil.
    package func presentation(_ key: String) -> AnimatableValue? {
        switch source {
        case .closures(_, let presentation, _): return presentation(key)
        case .layer(let layer, let values):
            if let slot = PresentationSlot(key: key) { return values.value(in: slot) ?? layer.animatableModelValue(forKey: key) }
            if let value = values.named[key] { return AnimatableValue(value) }
            return layer.animatableModelValue(forKey: key)
        }
    }

    /// Writes the value of a top-level key.
    package func set(_ key: String, _ value: AnimatableValue) {
        switch source {
        case .closures(_, _, let set): set(key, value)
        case .layer(let layer, let values):
            if let slot = PresentationSlot(key: key) {
                values.set(value, in: slot)
            } else {
                values.setNamed(layer.presentationValue(value, forKey: key), forKey: key)
            }
        }
    }

    private func split(_ keyPath: String) -> (base: String, rest: String)? {
        // Searched as UTF-8 bytes: a `Character` search breaks graphemes, and this runs
        // for every animation every frame.
        let utf8 = keyPath.utf8
        guard let dot = utf8.firstIndex(of: UInt8(ascii: ".")) else { return nil }
        return (String(keyPath[..<dot]), String(keyPath[utf8.index(after: dot)...]))
    }

    /// The model value at `keyPath`.
    package func modelValue(_ keyPath: String) -> AnimatableValue? {
        if let value = model(keyPath) { return value }
        guard let (base, rest) = split(keyPath) else { return nil }
        return model(base)?.component(rest)
    }

    /// The value at `keyPath` as modified by the animations applied so far.
    package func presentationValue(_ keyPath: String) -> AnimatableValue? {
        if let value = presentation(keyPath) { return value }
        guard let (base, rest) = split(keyPath) else { return nil }
        return (presentation(base) ?? model(base))?.component(rest)
    }

    /// Writes `value` at `keyPath` (through the top-level value for sub-key-paths the layer
    /// does not answer itself).
    package func write(_ keyPath: String, _ value: AnimatableValue) {
        guard let (base, rest) = split(keyPath), model(keyPath) == nil,
              let whole = presentation(base) ?? model(base),
              let replaced = whole.replacingComponent(rest, with: value) else {
            set(keyPath, value)
            return
        }
        set(base, replaced)
    }

    /// The value of a render property as modified by the animations applied so far
    /// (a layer's typed slot, read without a key).
    package func presentationValue(_ slot: PresentationSlot, keyPath: String) -> AnimatableValue? {
        guard case .layer(let layer, let values) = source else { return presentationValue(keyPath) }
        return values.value(in: slot) ?? layer.animatableModelValue(slot)
    }

    /// Writes the value of a render property (a layer's typed slot, without a key).
    package func write(_ slot: PresentationSlot, keyPath: String, _ value: AnimatableValue) {
        guard case .layer(_, let values) = source else { return write(keyPath, value) }
        values.set(value, in: slot)
    }
}
