import CoreGraphics
import Foundation

/// How a keyframe animation computes values between keyframes.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    /// The raw string value.
    public let rawValue: String
    /// Creates a mode from its raw string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates a mode from its raw string.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Straight-line interpolation between keyframes (the default).
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each value holds until the next keyframe time, without interpolation.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Linear interpolation at constant speed; `keyTimes` and `timingFunctions` are ignored.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth Kochanek–Bartels spline through the keyframes.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// A smooth spline at constant pace; `keyTimes` and `timingFunctions` are ignored.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether an animation along a path rotates its layer to follow the path's tangent.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    /// The raw string value.
    public let rawValue: String
    /// Creates a mode from its raw string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates a mode from its raw string.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The layer rotates to follow the path's tangent.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// The layer rotates to follow the path's tangent, plus 180 degrees.
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

/// An animation of a property through a sequence of values (keyframes).
///
/// `keyTimes` (fractions 0...1, one per value, non-decreasing) place the values in time;
/// without valid key times the values are evenly spaced. `timingFunctions` (one per
/// segment) pace each segment; the animation's own `timingFunction` applies first, to the
/// whole timeline. Discrete animations accept `values.count + 1` key times as Apple documents.
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The keyframe values.
    open var values: [Any]?
    /// The time of each keyframe as a fraction of the duration.
    open var keyTimes: [NSNumber]?
    /// The timing function of each segment between keyframes.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How values between keyframes are computed (default `.linear`).
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// A path the animated point property follows; when set, `values` is ignored.
    open var path: CGPath?
    /// Whether an animation along `path` rotates its layer along the tangent (nil: no rotation).
    open var rotationMode: CAAnimationRotationMode?
    /// The tightness of the cubic curve at each keyframe (-1...1, default 0).
    open var tensionValues: [NSNumber]?
    /// The sharpness of the cubic curve's corners at each keyframe (-1...1, default 0).
    open var continuityValues: [NSNumber]?
    /// The position of the cubic curve's peak relative to each keyframe (-1...1, default 0).
    open var biasValues: [NSNumber]?

    /// Returns a copy with every property copied.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! CAKeyframeAnimation
        copy.values = values
        copy.keyTimes = keyTimes
        copy.timingFunctions = timingFunctions
        copy.calculationMode = calculationMode
        copy.rotationMode = rotationMode
        copy.tensionValues = tensionValues
        copy.continuityValues = continuityValues
        copy.biasValues = biasValues
        copy.path = path
        return copy
    }

    package override func apply(at parentTime: CFTimeInterval, to target: AnimationTarget) {
        super.apply(at: parentTime, to: target)
        applyPathRotation(at: parentTime, to: target)
    }

    /// The keyframes as animatable values.
    package func keyframeValues() -> [AnimatableValue] {
        (values ?? []).map { AnimatableValue($0) }
    }

    /// The key times to use for `count` values: the given ones when valid, else evenly spaced.
    package func effectiveKeyTimes(count: Int, values: [AnimatableValue]) -> [Double] {
        let paced = calculationMode == .paced || calculationMode == .cubicPaced
        if paced { return Self.pacedKeyTimes(values) }
        let discrete = calculationMode == .discrete
        if let given = keyTimes?.map(\.doubleValue),
           given.count == count || (discrete && given.count == count + 1),
           zip(given, given.dropFirst()).allSatisfy({ $0 <= $1 }),
           given.allSatisfy({ $0.isFinite }) {
            return given
        }
        if discrete { return (0...count).map { Double($0) / Double(max(count, 1)) } }
        guard count > 1 else { return [0] }
        return (0..<count).map { Double($0) / Double(count - 1) }
    }

    /// Key times proportional to the cumulative distance between values.
    package static func pacedKeyTimes(_ values: [AnimatableValue]) -> [Double] {
        guard values.count > 1 else { return [0] }
        var cumulative = [0.0]
        for i in 1..<values.count { cumulative.append(cumulative[i - 1] + values[i - 1].distance(to: values[i])) }
        let total = cumulative.last ?? 0
        guard total > 0 else { return (0..<values.count).map { Double($0) / Double(values.count - 1) } }
        return cumulative.map { $0 / total }
    }

    package override func value(atProgress progress: Double, simpleTime: CFTimeInterval, keyPath: String,
                                target: AnimationTarget) -> AnimatableValue? {
        if let path { return pathPoint(path, atProgress: progress).map { .point($0.point) } }
        let frames = keyframeValues()
        guard !frames.isEmpty else { return nil }
        if frames.count == 1 { return frames[0] }
        let times = effectiveKeyTimes(count: frames.count, values: frames)
        if calculationMode == .discrete {
            var index = 0
            for (i, t) in times.enumerated() where i < frames.count && t <= progress { index = i }
            return frames[index]
        }
        // Find the segment [times[i], times[i+1]] holding progress.
        let count = frames.count
        if progress <= times[0] { return frames[0] }
        if progress >= times[count - 1] { return frames[count - 1] }
        var i = 0
        while i < count - 2 && progress >= times[i + 1] { i += 1 }
        let span = times[i + 1] - times[i]
        var local = span > 0 ? (progress - times[i]) / span : 1
        let paced = calculationMode == .paced || calculationMode == .cubicPaced
        if !paced, let functions = timingFunctions, i < functions.count {
            local = functions[i].transform(local)
        }
        if calculationMode == .cubic || calculationMode == .cubicPaced {
            return cubicValue(frames, segment: i, fraction: local)
        }
        return frames[i].interpolated(to: frames[i + 1], fraction: local)
    }
}

extension CAKeyframeAnimation {
    /// The value on the Kochanek–Bartels spline between keyframes `i` and `i + 1`.
    ///
    /// Tangents use the tension, continuity and bias of each keyframe (0 gives Catmull-Rom);
    /// the end keyframes reuse themselves as the missing neighbour. Values that do not
    /// interpolate component-wise fall back to linear interpolation.
    package func cubicValue(_ frames: [AnimatableValue], segment i: Int, fraction s: Double) -> AnimatableValue {
        guard let p1 = frames[i].components, let p2 = frames[i + 1].components, p1.count == p2.count else {
            return frames[i].interpolated(to: frames[i + 1], fraction: s)
        }
        let p0 = (i > 0 ? frames[i - 1].components : nil) ?? p1
        let p3 = (i + 2 < frames.count ? frames[i + 2].components : nil) ?? p2
        guard p0.count == p1.count, p3.count == p1.count else {
            return frames[i].interpolated(to: frames[i + 1], fraction: s)
        }
        func parameter(_ array: [NSNumber]?, _ index: Int) -> Double {
            guard let array, index < array.count else { return 0 }
            return array[index].doubleValue
        }
        let t1 = parameter(tensionValues, i), c1 = parameter(continuityValues, i), b1 = parameter(biasValues, i)
        let t2 = parameter(tensionValues, i + 1), c2 = parameter(continuityValues, i + 1), b2 = parameter(biasValues, i + 1)
        // Outgoing tangent at p1 and incoming tangent at p2.
        let oa = (1 - t1) * (1 + b1) * (1 + c1) / 2, ob = (1 - t1) * (1 - b1) * (1 - c1) / 2
        let ia = (1 - t2) * (1 + b2) * (1 - c2) / 2, ib = (1 - t2) * (1 - b2) * (1 + c2) / 2
        let s2 = s * s, s3 = s2 * s
        let h00 = 2 * s3 - 3 * s2 + 1, h10 = s3 - 2 * s2 + s
        let h01 = -2 * s3 + 3 * s2, h11 = s3 - s2
        var out = [Double](repeating: 0, count: p1.count)
        for k in 0..<p1.count {
            let d1 = oa * (p1[k] - p0[k]) + ob * (p2[k] - p1[k])
            let d2 = ia * (p2[k] - p1[k]) + ib * (p3[k] - p2[k])
            out[k] = h00 * p1[k] + h10 * d1 + h01 * p2[k] + h11 * d2
        }
        return frames[i].withComponents(out)
    }
}
