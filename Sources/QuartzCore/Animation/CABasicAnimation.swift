import Foundation

/// A single-keyframe animation of a property between `fromValue`, `toValue` and `byValue`.
///
/// Apple's rules for the combinations (the "current" value is the presentation value as
/// left by earlier animations, read every frame):
/// - from + to: from → to; from + by: from → from + by; by + to: to − by → to;
/// - from only: from → current; to only: current → to; by only: current → current + by;
/// - none: current → model value.
/// When `isAdditive`, a missing side is the neutral value (zero, identity) instead of the
/// current value, since the result is added to the current value anyway.
open class CABasicAnimation: CAPropertyAnimation {
    /// The value at the start of the interpolation.
    open var fromValue: Any? {
        get { values.from }
        set { values.from = newValue; convertedValues = nil }
    }
    /// The value at the end of the interpolation.
    open var toValue: Any? {
        get { values.to }
        set { values.to = newValue; convertedValues = nil }
    }
    /// The value added to the start value to get the end value.
    open var byValue: Any? {
        get { values.by }
        set { values.by = newValue; convertedValues = nil }
    }

    /// The three values as set; nil while they are held only converted (`setValues`),
    /// boxed when first read.
    @exclusivity(unchecked) private var boxedValues: BoxedValues?
    private struct BoxedValues {
        var from: Any?, to: Any?, by: Any?
    }

    /// The three values as set, boxed from the converted values when needed.
    private var values: BoxedValues {
        get {
            if let boxedValues { return boxedValues }
            let boxed = BoxedValues(from: convertedValues?.from?.anyValue, to: convertedValues?.to?.anyValue,
                                    by: convertedValues?.by?.anyValue)
            boxedValues = boxed
            return boxed
        }
        set { boxedValues = newValue }
    }

    /// The three values as animatable values, converted once (not every frame) until one
    /// of them is set again.
    @exclusivity(unchecked) private var convertedValues: ConvertedValues? { didSet { typedEndpointsCache = nil } }
    /// `convertedValues.typed` kept in the animation itself (read every frame without
    /// reaching the converted values); nil until the first frame asks.
    @exclusivity(unchecked) private var typedEndpointsCache: TypedEndpoints??

    /// `fromValue`, `toValue` and `byValue` converted, held by reference so that a frame
    /// reads them without copying all three.
    private final class ConvertedValues {
        let from: AnimatableValue?
        let to: AnimatableValue?
        let by: AnimatableValue?

        /// `from` and `to` in typed form when both are set and of one typed kind (found
        /// at the first frame, not when the animation is made).
        lazy var typed: TypedEndpoints? = {
            guard let from, let to else { return nil }
            return TypedEndpoints(from: from, to: to)
        }()

        init(from: AnimatableValue?, to: AnimatableValue?, by: AnimatableValue?) {
            self.from = from
            self.to = to
            self.by = by
        }
    }

    /// Returns a copy with every property copied.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! CABasicAnimation
        copy.boxedValues = boxedValues
        copy.convertedValues = convertedValues
        return copy
    }

    /// Sets `fromValue` and `toValue` (and clears `byValue`) from values already converted
    /// (UIKit's animation blocks have them): the first frame does not convert them again,
    /// and they are boxed as `Any` only if someone reads them.
    package func setValues(from: AnimatableValue, to: AnimatableValue) {
        convertedValues = ConvertedValues(from: from, to: to, by: nil)
        boxedValues = nil
    }

    /// The start and end values for the current frame, following the rules above.
    package func endpoints(keyPath: String, target: AnimationTarget) -> (from: AnimatableValue, to: AnimatableValue)? {
        let values = converted
        if let from = values.from, let to = values.to { return (from, to) }
        let (from, to, by) = (values.from, values.to, values.by)
        func current(like sample: AnimatableValue?) -> AnimatableValue? {
            if isAdditive, let sample { return sample.zero }
            return target.presentationValue(keyPath)
        }
        switch (from, to, by) {
        case let (f?, t?, _): return (f, t)
        case let (f?, nil, b?): return (f, f.adding(b))
        case let (nil, t?, b?): return (t.subtracting(b), t)
        case let (f?, nil, nil):
            guard let c = current(like: f) else { return nil }
            return (f, c)
        case let (nil, t?, nil):
            guard let c = current(like: t) else { return nil }
            return (c, t)
        case let (nil, nil, b?):
            guard let c = current(like: b) else { return nil }
            return (c, c.adding(b))
        case (nil, nil, nil):
            guard let c = target.presentationValue(keyPath), let m = target.modelValue(keyPath) else { return nil }
            return (c, m)
        }
    }

    /// The three values converted (once, until one of them is set again).
    private var converted: ConvertedValues {
        if let convertedValues { return convertedValues }
        let set = values
        let converted = ConvertedValues(from: set.from.map { AnimatableValue($0) }, to: set.to.map { AnimatableValue($0) },
                                        by: set.by.map { AnimatableValue($0) })
        convertedValues = converted
        return converted
    }

    package override func typedEndpoints() -> TypedEndpoints? {
        if let typedEndpointsCache { return typedEndpointsCache }
        let typed = converted.typed
        typedEndpointsCache = .some(typed)
        return typed
    }

    package override func value(atProgress progress: Double, simpleTime: CFTimeInterval, keyPath: String,
                                target: AnimationTarget) -> AnimatableValue? {
        guard let (from, to) = endpoints(keyPath: keyPath, target: target) else { return nil }
        if progress == 0 { return from }
        if progress == 1 { return to }
        return from.interpolated(to: to, fraction: progress)
    }
}
