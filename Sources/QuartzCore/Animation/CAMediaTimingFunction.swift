import Foundation

/// The name of one of Core Animation's predefined timing curves.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// The raw string value.
    public let rawValue: String
    /// Creates a name from its raw string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates a name from its raw string.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Linear pacing: (0,0) (1,1).
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Ease-in pacing: (0.42,0) (1,1).
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Ease-out pacing: (0,0) (0.58,1).
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Ease-in-ease-out pacing: (0.42,0) (0.58,1).
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The system default curve: (0.25,0.1) (0.25,1).
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// A cubic Bézier curve from (0,0) to (1,1) mapping an animation's time fraction to its progress.
open class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    /// The first control point.
    package let c1: (x: Double, y: Double)
    /// The second control point.
    package let c2: (x: Double, y: Double)

    /// Creates one of the predefined curves; unknown names give the linear curve.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: self.init(controlPoints: 0, 0, 1, 1)
        }
    }

    /// Creates a curve with control points (c1x, c1y) and (c2x, c2y); x values are clamped to 0...1.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        func clampX(_ v: Float) -> Double { v.isFinite ? Double(min(max(v, 0), 1)) : 0 }
        func finiteY(_ v: Float) -> Double { v.isFinite ? Double(v) : 0 }
        c1 = (clampX(c1x), finiteY(c1y))
        c2 = (clampX(c2x), finiteY(c2y))
        super.init()
    }

    /// Writes control point `idx` (0...3; 0 is (0,0), 3 is (1,1)) into `ptr[0]` and `ptr[1]`.
    public func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let point: (x: Double, y: Double)
        switch idx {
        case 0: point = (0, 0)
        case 1: point = c1
        case 2: point = c2
        case 3: point = (1, 1)
        default:
            print("CAMediaTimingFunction: control point index \(idx) out of range 0...3")
            return
        }
        ptr[0] = Float(point.x)
        ptr[1] = Float(point.y)
    }

    /// Whether the curve is the identity (both control points on the diagonal).
    package var isLinear: Bool { c1.x == c1.y && c2.x == c2.y }

    private func sampleX(_ t: Double) -> Double {
        // B(t) = 3(1-t)^2 t p1 + 3(1-t) t^2 p2 + t^3
        let u = 1 - t
        return 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t
    }

    private func sampleY(_ t: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t
    }

    private func derivativeX(_ t: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * c1.x + 6 * u * t * (c2.x - c1.x) + 3 * t * t * (1 - c2.x)
    }

    /// The curve parameter whose x is `x` (Newton's method, falling back to bisection).
    package func solveCurveParameter(forX x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        let epsilon = 1e-12
        var t = x
        for _ in 0..<8 {
            let error = sampleX(t) - x
            if abs(error) < epsilon { return t }
            let slope = derivativeX(t)
            if abs(slope) < 1e-9 { break }
            let next = t - error / slope
            if next < 0 || next > 1 { break }
            t = next
        }
        var low = 0.0, high = 1.0
        t = x
        for _ in 0..<100 {
            let value = sampleX(t)
            if abs(value - x) < epsilon { return t }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }

    /// The progress (y) for the time fraction `x`; outside 0...1 the curve is extended
    /// linearly with its end slopes (so overshooting fractions stay continuous).
    package func transform(_ x: Double) -> Double {
        guard x.isFinite else { return x }
        if isLinear { return x }
        if x < 0 {
            let slope = c1.x > 0 ? c1.y / c1.x : (c2.x > 0 ? c2.y / c2.x : 0)
            return slope * x
        }
        if x > 1 {
            let slope = c2.x < 1 ? (1 - c2.y) / (1 - c2.x) : (c1.x < 1 ? (1 - c1.y) / (1 - c1.x) : 0)
            return 1 + slope * (x - 1)
        }
        return sampleY(solveCurveParameter(forX: x))
    }

    /// Two timing functions are equal when their control points are.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CAMediaTimingFunction else { return false }
        return c1 == other.c1 && c2 == other.c2
    }

    /// A hash consistent with `isEqual(_:)`.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(c1.x); hasher.combine(c1.y); hasher.combine(c2.x); hasher.combine(c2.y)
        return hasher.finalize()
    }

    /// Lists the control points.
    open override var description: String {
        "<CAMediaTimingFunction: (\(c1.x), \(c1.y)) (\(c2.x), \(c2.y))>"
    }
}
