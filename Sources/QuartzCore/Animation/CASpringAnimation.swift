import CoreGraphics
import Foundation

/// A basic animation whose progress follows a damped spring instead of a timing curve.
///
/// The progress is `1 + x(t)` where `x` solves `mass·x'' + damping·x' + stiffness·x = 0`
/// with `x(0) = -1` and `x'(0) = initialVelocity` (in units of the whole distance per
/// second): the closed-form solution for under-, critically and over-damped springs. The
/// timing function is not used. As on Apple platforms the animation still runs for its
/// `duration` (0.25 s when 0); set it to `settlingDuration` to let the spring come to rest
/// (`init(perceptualDuration:bounce:)` does so).
open class CASpringAnimation: CABasicAnimation {
    /// The mass of the object attached to the spring (default 1; must be positive).
    open var mass: CGFloat = 1
    /// The spring stiffness coefficient (default 100; must be positive).
    open var stiffness: CGFloat = 100
    /// The damping coefficient (default 10; must be non-negative).
    open var damping: CGFloat = 10
    /// The initial velocity, in units of the total distance per second (default 0).
    open var initialVelocity: CGFloat = 0

    /// The initial velocity of a point's y component when it differs from its x's (UIKit's
    /// `UISpringTimingParameters.initialVelocity.dy` for position animations); nil: both
    /// components start with `initialVelocity`.
    package var verticalInitialVelocity: CGFloat?

    /// The displacement below which the spring counts as settled.
    package static let settlingEpsilon = 0.001

    /// Creates a spring from its perceived duration and bounce (-1...1; 0 is critically
    /// damped, positive bounces, negative is overdamped); the duration becomes `settlingDuration`.
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        let d = perceptualDuration > 0 && perceptualDuration.isFinite ? perceptualDuration : 0.5
        let b = Double(min(max(bounce, -1), 1))
        mass = 1
        stiffness = CGFloat(pow(2 * .pi / d, 2))
        if b >= 0 {
            damping = CGFloat(4 * .pi * (1 - b) / d)
        } else {
            damping = CGFloat(4 * .pi / (d * max(1 + b, 1e-6)))
        }
        duration = settlingDuration
    }

    /// The perceived duration: the period of the undamped spring, `2π·√(mass/stiffness)`.
    open var perceptualDuration: CFTimeInterval {
        let m = Double(max(mass, .leastNonzeroMagnitude)), k = Double(max(stiffness, .leastNonzeroMagnitude))
        return 2 * .pi * (m / k).squareRoot()
    }

    /// How bouncy the spring is: `1 − ζ` when under- or critically damped, `1/ζ − 1` when overdamped.
    open var bounce: CGFloat {
        let zeta = solution.dampingRatio
        return CGFloat(zeta <= 1 ? 1 - zeta : 1 / zeta - 1)
    }

    /// Returns a copy with every property copied.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! CASpringAnimation
        copy.mass = mass
        copy.stiffness = stiffness
        copy.damping = damping
        copy.initialVelocity = initialVelocity
        copy.verticalInitialVelocity = verticalInitialVelocity
        return copy
    }

    /// The oscillator for the current parameters.
    package var solution: SpringSolution {
        SpringSolution(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                       initialVelocity: Double(initialVelocity))
    }

    /// The time after which the displacement stays within 0.001 of the distance (the spring is at rest).
    open var settlingDuration: CFTimeInterval {
        solution.settlingTime(epsilon: Self.settlingEpsilon)
    }

    package override func progressForSample(_ simpleTime: CFTimeInterval, duration: CFTimeInterval) -> Double {
        1 + solution.displacement(at: simpleTime)
    }

    /// A point with its own vertical velocity is not a plain interpolation of its endpoints.
    package override func typedEndpoints() -> TypedEndpoints? {
        if let vy = verticalInitialVelocity, vy != initialVelocity { return nil }
        return super.typedEndpoints()
    }

    /// Interpolates with the spring's progress; a point with its own vertical velocity
    /// moves its y along the spring released with that velocity.
    package override func value(atProgress progress: Double, simpleTime: CFTimeInterval, keyPath: String,
                                target: AnimationTarget) -> AnimatableValue? {
        guard let vy = verticalInitialVelocity, vy != initialVelocity,
              let (from, to) = endpoints(keyPath: keyPath, target: target),
              case .point(let a) = from, case .point(let b) = to else {
            return super.value(atProgress: progress, simpleTime: simpleTime, keyPath: keyPath, target: target)
        }
        let vertical = SpringSolution(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                                      initialVelocity: Double(vy))
        let py = progress == 1 ? 1 : 1 + vertical.displacement(at: simpleTime)
        return .point(CGPoint(x: a.x + (b.x - a.x) * CGFloat(progress), y: a.y + (b.y - a.y) * CGFloat(py)))
    }
}

/// The closed-form motion of a damped harmonic oscillator released from `x(0) = -1`.
package struct SpringSolution: Sendable, Equatable {
    package let mass: Double
    package let stiffness: Double
    package let damping: Double
    package let initialVelocity: Double

    /// Takes the parameters, replacing invalid ones by Core Animation's defaults.
    package init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
        self.mass = mass > 0 && mass.isFinite ? mass : 1
        self.stiffness = stiffness > 0 && stiffness.isFinite ? stiffness : 100
        self.damping = damping >= 0 && damping.isFinite ? damping : 10
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
    }

    /// The undamped angular frequency `√(k/m)`.
    package var naturalFrequency: Double { (stiffness / mass).squareRoot() }
    /// The damping ratio `c / (2√(km))`.
    package var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The displacement from the target at time `t` (−1 at t = 0, tending to 0).
    package func displacement(at t: Double) -> Double {
        let x0 = -1.0, v0 = initialVelocity
        let w0 = naturalFrequency, zeta = dampingRatio
        if t <= 0 { return x0 }
        if zeta < 1 - 1e-9 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let a = x0, b = (v0 + zeta * w0 * x0) / wd
            return exp(-zeta * w0 * t) * (a * cos(wd * t) + b * sin(wd * t))
        } else if zeta <= 1 + 1e-9 {
            let a = x0, b = v0 + w0 * x0
            return exp(-w0 * t) * (a + b * t)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -w0 * (zeta - root), r2 = -w0 * (zeta + root)
            let c2 = (v0 - r1 * x0) / (r2 - r1), c1 = x0 - c2
            return c1 * exp(r1 * t) + c2 * exp(r2 * t)
        }
    }

    /// An upper bound of |x(t)| valid for every later time (the decaying envelope).
    private func envelope(at t: Double) -> Double {
        let x0 = -1.0, v0 = initialVelocity
        let w0 = naturalFrequency, zeta = dampingRatio
        if zeta < 1 - 1e-9 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let b = (v0 + zeta * w0 * x0) / wd
            return exp(-zeta * w0 * t) * (x0 * x0 + b * b).squareRoot()
        } else if zeta <= 1 + 1e-9 {
            let b = v0 + w0 * x0
            return exp(-w0 * t) * (abs(x0) + abs(b) * t)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -w0 * (zeta - root), r2 = -w0 * (zeta + root)
            let c2 = (v0 - r1 * x0) / (r2 - r1), c1 = x0 - c2
            return abs(c1) * exp(r1 * t) + abs(c2) * exp(r2 * t)
        }
    }

    /// The time after which |x| stays below `epsilon`: the envelope bounds the search, then
    /// the last crossing is found by stepping back at 1 ms and refining by bisection.
    package func settlingTime(epsilon: Double) -> Double {
        // Find a time after which the envelope (and so |x|) stays below epsilon.
        var bound = 0.001
        while envelope(at: bound) >= epsilon || (dampingRatio >= 1 - 1e-9 && envelopeRising(at: bound)) {
            bound *= 2
            if bound > 1e6 { return .infinity }
        }
        let step = 0.001
        var t = bound
        while t > 0 && abs(displacement(at: t)) < epsilon { t -= step }
        if t <= 0 { return 0 }
        var low = t, high = min(t + step, bound)
        for _ in 0..<50 {
            let mid = (low + high) / 2
            if abs(displacement(at: mid)) >= epsilon { low = mid } else { high = mid }
        }
        return high
    }

    /// Whether the critically damped envelope `(|a| + |b| t) e^{-w0 t}` still grows at `t`.
    private func envelopeRising(at t: Double) -> Bool {
        envelope(at: t * 1.01) > envelope(at: t)
    }
}
