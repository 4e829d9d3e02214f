import CoreGraphics
import Foundation

/// The motion of one axis of a scroll view after the finger lifts, as a closed-form
/// function of the time since release (so results do not depend on the frame rate).
///
/// - `glide`: exponential deceleration (the velocity multiplied by the rate each
///   millisecond) that comes to rest exactly at the target: `x(t) = target - (target - x0) * rate^t`
///   with `t` in milliseconds; for a target equal to the projection
///   `x0 + v * rate / (1 - rate)` this is the velocity `v` (points per millisecond) decaying.
/// - `glideIntoBounce`: the deceleration of a fling whose projection lies past an edge,
///   up to the edge, then a critically damped spring out and back to it.
/// - `spring`: a critically damped spring from a displacement and velocity to the edge.
package struct ScrollAxisMotion {
    /// The spring's natural frequency (per second): settles in about half a second.
    package static let springFrequency: CGFloat = 12
    /// Distances below this (points) count as at rest.
    package static let restDistance: CGFloat = 0.25

    private enum Kind {
        case rest(CGFloat)
        case glide(from: CGFloat, to: CGFloat, rate: CGFloat)
        case glideIntoBounce(from: CGFloat, velocity: CGFloat, rate: CGFloat, edge: CGFloat, edgeTime: CGFloat, edgeVelocity: CGFloat)
        case spring(edge: CGFloat, displacement: CGFloat, velocity: CGFloat)
    }
    private let kind: Kind

    /// Stays at `value`.
    package static func rest(_ value: CGFloat) -> ScrollAxisMotion { ScrollAxisMotion(kind: .rest(value)) }

    /// Decelerates from `x0` to rest exactly at `target` with `rate` per millisecond.
    package static func glide(from x0: CGFloat, to target: CGFloat, rate: CGFloat) -> ScrollAxisMotion {
        x0 == target ? .rest(target) : ScrollAxisMotion(kind: .glide(from: x0, to: target, rate: rate))
    }

    /// Decelerates from `x0` with `velocity` (points per millisecond) until `edge`, then
    /// bounces back to it. When the glide would not reach the edge it glides to its end.
    package static func bounce(from x0: CGFloat, velocity v: CGFloat, rate r: CGFloat, edge: CGFloat) -> ScrollAxisMotion {
        // x(t) = x0 + v r (1 - r^t) / (1 - r): the edge is reached when r^t = 1 - (edge - x0)(1 - r) / (v r).
        let q = 1 - (edge - x0) * (1 - r) / (v * r)
        guard q > 0, q < 1 else { return .glide(from: x0, to: x0 + v * r / (1 - r), rate: r) }
        let t = log(q) / log(r)
        return ScrollAxisMotion(kind: .glideIntoBounce(from: x0, velocity: v, rate: r, edge: edge, edgeTime: t, edgeVelocity: v * q))
    }

    /// Springs back to `edge` from `x0` moving at `velocity` (points per second).
    package static func spring(from x0: CGFloat, velocity: CGFloat, to edge: CGFloat) -> ScrollAxisMotion {
        x0 == edge && velocity == 0 ? .rest(edge) : ScrollAxisMotion(kind: .spring(edge: edge, displacement: x0 - edge, velocity: velocity))
    }

    /// The position `ms` milliseconds after the start, and whether the motion is over.
    package func position(at ms: CGFloat) -> (value: CGFloat, done: Bool) {
        switch kind {
        case .rest(let v):
            return (v, true)
        case .glide(let x0, let target, let r):
            let remaining = (target - x0) * pow(r, ms)
            return abs(remaining) < Self.restDistance ? (target, true) : (target - remaining, false)
        case .glideIntoBounce(let x0, let v, let r, let edge, let te, let ve):
            if ms < te { return (x0 + v * r * (1 - pow(r, ms)) / (1 - r), false) }
            return Self.springPosition(edge: edge, displacement: 0, velocity: ve * 1000, seconds: (ms - te) / 1000)
        case .spring(let edge, let d, let v):
            return Self.springPosition(edge: edge, displacement: d, velocity: v, seconds: ms / 1000)
        }
    }

    /// A critically damped spring: `x(s) = (d + (v + w d) s) e^(-w s)` about `edge`.
    private static func springPosition(edge: CGFloat, displacement d: CGFloat, velocity v: CGFloat, seconds s: CGFloat) -> (CGFloat, Bool) {
        let w = springFrequency
        let x = (d + (v + w * d) * s) * exp(-w * s)
        let speed = abs((v - w * (v + w * d) * s) * exp(-w * s))
        if abs(x) < restDistance, speed < restDistance * w { return (edge, true) }
        return (edge + x, false)
    }
}
