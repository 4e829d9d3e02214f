import CoreGraphics
import Foundation

/// Estimates a velocity from timed samples: the least-squares slope over the samples of
/// the last 100 ms (the newest sample's time is the reference), as touch frameworks do.
package struct VelocityTracker {
    private var samples: [(time: TimeInterval, point: CGPoint)] = []
    /// The window of samples considered, in seconds.
    package static let horizon: TimeInterval = 0.1

    package init() {}

    /// Adds a sample (older samples outside the horizon are dropped).
    package mutating func add(_ point: CGPoint, at time: TimeInterval) {
        samples.append((time, point))
        samples.removeAll { time - $0.time > Self.horizon }
        if samples.count > 32 { samples.removeFirst(samples.count - 32) }
    }

    /// Clears the samples.
    package mutating func reset() { samples = [] }

    /// The velocity in points per second (zero with fewer than two samples).
    package var velocity: CGPoint {
        guard samples.count >= 2, let last = samples.last else { return .zero }
        let n = CGFloat(samples.count)
        let ts = samples.map { CGFloat($0.time - last.time) }
        let meanT = ts.reduce(0, +) / n
        let meanX = samples.map(\.point.x).reduce(0, +) / n
        let meanY = samples.map(\.point.y).reduce(0, +) / n
        var stt: CGFloat = 0, stx: CGFloat = 0, sty: CGFloat = 0
        for (i, s) in samples.enumerated() {
            let dt = ts[i] - meanT
            stt += dt * dt
            stx += dt * (s.point.x - meanX)
            sty += dt * (s.point.y - meanY)
        }
        guard stt > 1e-12 else { return .zero }
        return CGPoint(x: stx / stt, y: sty / stt)
    }
}

/// Scalar velocity (scale, rotation) from timed samples, like `VelocityTracker`.
package struct ScalarVelocityTracker {
    private var tracker = VelocityTracker()
    package init() {}
    package mutating func add(_ value: CGFloat, at time: TimeInterval) { tracker.add(CGPoint(x: value, y: 0), at: time) }
    package mutating func reset() { tracker.reset() }
    package var velocity: CGFloat { tracker.velocity.x }
}
