import Foundation

/// An animation of one property of a layer, named by a key path.
///
/// Each frame, the animation maps the layer time to its simple time, turns that into a
/// progress (through `timingFunction`), asks the subclass for the value at that progress,
/// accumulates repeat cycles when `isCumulative`, adds the value to the current
/// presentation value when `isAdditive`, and writes it.
open class CAPropertyAnimation: CAAnimation {
    /// The key path of the animated property (`"opacity"`, `"position.x"`, `"transform.rotation.z"`...).
    @exclusivity(unchecked) open var keyPath: String? { didSet { resolvedSlot = nil } }
    /// `keyPathSlot` once found (found at the first frame, not when the animation is made).
    @exclusivity(unchecked) private var resolvedSlot: PresentationSlot??

    /// The render property `keyPath` names when it is a top-level render key (read and
    /// written through the layer's typed presentation slot every frame), or nil.
    private var keyPathSlot: PresentationSlot? {
        if let resolvedSlot { return resolvedSlot }
        let slot = keyPath.flatMap(PresentationSlot.init(key:))
        resolvedSlot = .some(slot)
        return slot
    }
    /// Whether the animation's value is added to the current presentation value.
    @exclusivity(unchecked) open var isAdditive: Bool = false
    /// Whether each repeat cycle builds on the end value of the previous one.
    @exclusivity(unchecked) open var isCumulative: Bool = false
    /// A function turning each interpolated scalar into a transform (`rotateZ`, `scale`...),
    /// applied after cumulative composition and before additive composition.
    @exclusivity(unchecked) open var valueFunction: CAValueFunction?

    /// Creates an animation of the property at `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        self.keyPath = path
    }

    /// Creates an animation of the property at `path` (Apple's class factory).
    open class func animation(withKeyPath path: String?) -> Self {
        let animation = Self()
        animation.keyPath = path
        return animation
    }

    /// Returns a copy with every property copied.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! CAPropertyAnimation
        copy.keyPath = keyPath
        copy.isAdditive = isAdditive
        copy.isCumulative = isCumulative
        copy.valueFunction = valueFunction
        return copy
    }

    /// The progress at `simpleTime` within a cycle of `duration`: the timing function applied
    /// to the time fraction (linear when nil).
    package func progress(atSimpleTime simpleTime: CFTimeInterval, duration: CFTimeInterval) -> Double {
        CAPropertyAnimation.progress(atSimpleTime: simpleTime, duration: duration, timingFunction: timingFunction)
    }

    /// The progress at `simpleTime` within a cycle of `duration` through `timingFunction`
    /// (linear when nil).
    @inline(__always)
    package static func progress(atSimpleTime simpleTime: CFTimeInterval, duration: CFTimeInterval,
                                 timingFunction: CAMediaTimingFunction?) -> Double {
        let fraction = duration > 0 ? simpleTime / duration : 1
        return timingFunction?.transform(fraction) ?? fraction
    }

    /// The animation's per-frame state in flat form, when a frame's `apply(at:to:)` only
    /// writes fixed typed endpoints into a slot at the timing's progress: a plain
    /// `CABasicAnimation` (no subclass, which may change the progress or the value) of a
    /// render property, without value function or cumulative repeats. Nil otherwise.
    package func flatState() -> FlatAnimation? {
        guard type(of: self) == CABasicAnimation.self, let slot = keyPathSlot, valueFunction == nil, !isCumulative,
              let endpoints = typedEndpoints() else { return nil }
        let function = timingFunction.flatMap { $0.isLinear ? nil : $0 }
        return FlatAnimation(timing: timing, slot: slot, isAdditive: isAdditive, endpoints: endpoints, timingFunction: function)
    }

    /// The animated value at `progress` (0 = start of a cycle, 1 = end), before cumulative
    /// and additive composition; nil when the animation has nothing to write.
    /// Subclasses override this; a bare property animation writes the model value.
    package func value(atProgress progress: Double, simpleTime: CFTimeInterval, keyPath: String,
                       target: AnimationTarget) -> AnimatableValue? {
        target.modelValue(keyPath)
    }

    /// The progress at the very start and very end of a cycle (used to accumulate cycles).
    package func cycleEndpoints(duration: CFTimeInterval) -> (start: Double, startTime: CFTimeInterval, end: Double, endTime: CFTimeInterval) {
        (progress(atSimpleTime: 0, duration: duration), 0, progress(atSimpleTime: duration, duration: duration), duration)
    }

    package override func apply(at parentTime: CFTimeInterval, to target: AnimationTarget) {
        let timing = self.timing
        guard let sample = timing.sample(at: parentTime) else { return }
        let p = progressForSample(sample.simpleTime, duration: timing.duration)
        // A render property with fixed endpoints is written straight into its typed slot
        // (a nil key path has no slot).
        if let slot = keyPathSlot, valueFunction == nil, !isCumulative || sample.iteration == 0,
           let endpoints = typedEndpoints(), target.write(endpoints, progress: p, additive: isAdditive, in: slot) {
            return
        }
        guard let keyPath else { return }
        guard var value = value(atProgress: p, simpleTime: sample.simpleTime, keyPath: keyPath, target: target) else { return }
        if isCumulative && sample.iteration > 0 {
            let ends = cycleEndpoints(duration: timing.duration)
            if let start = self.value(atProgress: ends.start, simpleTime: ends.startTime, keyPath: keyPath, target: target),
               let end = self.value(atProgress: ends.end, simpleTime: ends.endTime, keyPath: keyPath, target: target) {
                value = value.adding(end.subtracting(start).multiplied(by: sample.iteration))
            }
        }
        if let valueFunction { value = valueFunction.transform(value) }
        if let slot = keyPathSlot {
            if isAdditive, let current = target.presentationValue(slot, keyPath: keyPath) {
                value = current.adding(value)
            }
            target.write(slot, keyPath: keyPath, value)
            return
        }
        if isAdditive, let current = target.presentationValue(keyPath) {
            value = current.adding(value)
        }
        target.write(keyPath, value)
    }

    /// The fixed endpoints of the animation in typed form, when its value at a progress is
    /// their interpolation (see `TypedEndpoints`); nil (the default) when it is not.
    package func typedEndpoints() -> TypedEndpoints? { nil }

    /// The progress used for a sample; springs override it to run their oscillator.
    package func progressForSample(_ simpleTime: CFTimeInterval, duration: CFTimeInterval) -> Double {
        progress(atSimpleTime: simpleTime, duration: duration)
    }
}

/// A named function applied to interpolated values (rotations and scales built from scalars).
open class CAValueFunction: NSObject, @unchecked Sendable {
    /// The function's name.
    public let name: CAValueFunctionName

    /// Creates the value function called `name`; nil for unknown names.
    public init?(name: CAValueFunctionName) {
        guard CAValueFunctionName.all.contains(name) else { return nil }
        self.name = name
        super.init()
    }

    /// The transform for a scalar `value` (other values pass through unchanged).
    package func transform(_ value: AnimatableValue) -> AnimatableValue {
        guard case .scalar(let v) = value else { return value }
        switch name {
        case .rotateX: return .transform(CATransform3DMakeRotation(v, 1, 0, 0))
        case .rotateY: return .transform(CATransform3DMakeRotation(v, 0, 1, 0))
        case .rotateZ: return .transform(CATransform3DMakeRotation(v, 0, 0, 1))
        case .scale: return .transform(CATransform3DMakeScale(v, v, v))
        case .scaleX: return .transform(CATransform3DMakeScale(v, 1, 1))
        case .scaleY: return .transform(CATransform3DMakeScale(1, v, 1))
        case .scaleZ: return .transform(CATransform3DMakeScale(1, 1, v))
        case .translateX: return .transform(CATransform3DMakeTranslation(v, 0, 0))
        case .translateY: return .transform(CATransform3DMakeTranslation(0, v, 0))
        default: return .transform(CATransform3DMakeTranslation(0, 0, v))
        }
    }
}

/// The names of Core Animation's value functions.
public struct CAValueFunctionName: RawRepresentable, Hashable, Sendable {
    /// The raw string value.
    public let rawValue: String
    /// Creates a name from its raw string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates a name from its raw string.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Rotation about the x axis by one scalar.
    public static let rotateX = CAValueFunctionName(rawValue: "rotateX")
    /// Rotation about the y axis by one scalar.
    public static let rotateY = CAValueFunctionName(rawValue: "rotateY")
    /// Rotation about the z axis by one scalar.
    public static let rotateZ = CAValueFunctionName(rawValue: "rotateZ")
    /// Uniform scale by one scalar.
    public static let scale = CAValueFunctionName(rawValue: "scale")
    /// Scale along x by one scalar.
    public static let scaleX = CAValueFunctionName(rawValue: "scaleX")
    /// Scale along y by one scalar.
    public static let scaleY = CAValueFunctionName(rawValue: "scaleY")
    /// Scale along z by one scalar.
    public static let scaleZ = CAValueFunctionName(rawValue: "scaleZ")
    /// Translation along x by one scalar.
    public static let translateX = CAValueFunctionName(rawValue: "translateX")
    /// Translation along y by one scalar.
    public static let translateY = CAValueFunctionName(rawValue: "translateY")
    /// Translation along z by one scalar.
    public static let translateZ = CAValueFunctionName(rawValue: "translateZ")

    static let all: Set<CAValueFunctionName> = [.rotateX, .rotateY, .rotateZ, .scale, .scaleX, .scaleY, .scaleZ, .translateX, .translateY, .translateZ]
}
