import CoreGraphics
import Foundation

/// One particle as drawn in a frame: where, how large, turned how far, in what color.
package struct EmitterParticle {
    package var center: CGPoint
    package var scale: CGFloat
    package var angle: CGFloat
    package var color: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
    package var image: CGImage
    package var contentsRect: CGRect
    package var contentsScale: CGFloat
    package var birth: CFTimeInterval
}

/// The random values of one particle: SplitMix64 over a hash of the emitter's seed, the
/// cell, the emission period and the particle's index; `next()` is uniform in -1...1.
package struct EmitterRandom {
    private var state: UInt64

    package init(seed: UInt32, cell: Int, period: Int, index: Int) {
        state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15
        for part in [cell, period, index] {
            state = (state ^ UInt64(truncatingIfNeeded: part)) &* 0xBF58_476D_1CE4_E5B9
            state ^= state >> 31
        }
    }

    package mutating func next() -> CGFloat {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return CGFloat(Double(z >> 11) / Double(1 << 53)) * 2 - 1
    }
}

extension CAEmitterLayer {
    /// The most particles one cell shows in a frame; more are not drawn (logged).
    package static let maximumParticlesPerCell = 20_000

    /// Whether some cell may still create particles after layer time `t`.
    package func isStillEmitting(at t: CFTimeInterval) -> Bool {
        guard let last = emissionPeriods.last, last.birthRate > 0, let cells = emitterCells else { return false }
        let start = last.start ?? t
        return cells.contains { cell in
            cell.isEnabled && cell.birthRate > 0 && (cell.duration <= 0 || t < start + cell.beginTime + cell.duration)
        }
    }

    /// The particles alive at layer time `t`, oldest first within each cell. O(particles).
    package func particles(at t: CFTimeInterval) -> [EmitterParticle] {
        guard let cells = emitterCells, !cells.isEmpty else { return [] }
        var result: [EmitterParticle] = []
        for (cellIndex, cell) in cells.enumerated() where cell.isEnabled {
            guard let image = cell.contents.flatMap({ $0 as? CGImage }) else { continue }
            let longest = Double(max(cell.lifetime + abs(cell.lifetimeRange), 0) * max(lifetime, 0))
            guard longest > 0, longest.isFinite else { continue }
            var count = 0
            for (periodIndex, period) in emissionPeriods.enumerated() {
                guard let start = period.start else { continue }
                let end = periodIndex + 1 < emissionPeriods.count ? (emissionPeriods[periodIndex + 1].start ?? t) : t
                let rate = Double(cell.birthRate * period.birthRate)
                guard rate > 0, rate.isFinite else { continue }
                let origin = start + cell.beginTime
                let cellEnd = cell.duration > 0 ? origin + cell.duration : .infinity
                let from = max(origin, t - longest), to = min(end, cellEnd, t)
                guard to >= from else { continue }
                let first = max(0, Int(((from - origin) * rate).rounded(.up)))
                let last = Int(((to - origin) * rate).rounded(.down))
                guard last >= first else { continue }
                for k in first...last {
                    let birth = origin + Double(k) / rate
                    // A birth at the next period's start belongs to that period.
                    if periodIndex + 1 < emissionPeriods.count, birth >= end { continue }
                    guard count < CAEmitterLayer.maximumParticlesPerCell else {
                        CALayer.log("CAEmitterLayer: more than \(CAEmitterLayer.maximumParticlesPerCell) particles of one cell; the rest are not drawn")
                        break
                    }
                    if let particle = particle(of: cell, index: cellIndex, period: periodIndex, k: k, image: image,
                                               age: t - birth, birth: birth) {
                        result.append(particle)
                        count += 1
                    }
                }
            }
        }
        return result
    }

    /// Particle `k` of `cell` at `age` seconds, or nil when it is dead or invisible.
    private func particle(of cell: CAEmitterCell, index: Int, period: Int, k: Int, image: CGImage,
                          age: CFTimeInterval, birth: CFTimeInterval) -> EmitterParticle? {
        var random = EmitterRandom(seed: seed, cell: index, period: period, index: k)
        let life = Double(cell.lifetime + cell.lifetimeRange * Float(random.next())) * Double(lifetime)
        guard age >= 0, age < life else { return nil }
        let start = emissionPoint(&random)
        let direction = cell.emissionLongitude + cell.emissionRange / 2 * random.next()
        let speed = (cell.velocity + cell.velocityRange * random.next()) * CGFloat(velocity) * cos(cell.emissionLatitude)
        let a = CGFloat(age)
        let center = CGPoint(x: start.x + speed * cos(direction) * a + cell.xAcceleration * a * a / 2,
                             y: start.y + speed * sin(direction) * a + cell.yAcceleration * a * a / 2)
        let scale = (cell.scale + cell.scaleRange * random.next()) * CGFloat(self.scale) + cell.scaleSpeed * a
        let angle = (cell.spin + cell.spinRange * random.next()) * CGFloat(spin) * a
        let base = (cell.color ?? CGColor(red: 1, green: 1, blue: 1, alpha: 1)).rgba
        func component(_ value: CGFloat, _ range: Float, _ speed: Float) -> CGFloat {
            min(max(value + CGFloat(range) * random.next() + CGFloat(speed) * a, 0), 1)
        }
        let color = (red: component(base.red, cell.redRange, cell.redSpeed),
                     green: component(base.green, cell.greenRange, cell.greenSpeed),
                     blue: component(base.blue, cell.blueRange, cell.blueSpeed),
                     alpha: component(base.alpha, cell.alphaRange, cell.alphaSpeed))
        guard scale > 0, color.alpha > 0 else { return nil }
        return EmitterParticle(center: center, scale: scale, angle: angle, color: color, image: image,
                               contentsRect: cell.contentsRect, contentsScale: max(cell.contentsScale, 0.01), birth: birth)
    }

    /// Where a particle starts: a point of the emission shape chosen by the mode.
    private func emissionPoint(_ random: inout EmitterRandom) -> CGPoint {
        let u = random.next(), v = random.next()
        let p = emitterPosition, w = emitterSize.width / 2, h = emitterSize.height / 2
        switch emitterShape {
        case .line:
            if emitterMode == .points { return CGPoint(x: p.x + (u < 0 ? -w : w), y: p.y) }
            return CGPoint(x: p.x + u * w, y: p.y)
        case .rectangle, .cuboid:
            switch emitterMode {
            case .points:
                return CGPoint(x: p.x + (u < 0 ? -w : w), y: p.y + (v < 0 ? -h : h))
            case .outline:
                // A point along the perimeter, uniformly by length.
                let perimeter = 4 * (w + h)
                guard perimeter > 0 else { return p }
                var d = (u + 1) / 2 * perimeter
                if d < 2 * w { return CGPoint(x: p.x - w + d, y: p.y - h) }
                d -= 2 * w
                if d < 2 * h { return CGPoint(x: p.x + w, y: p.y - h + d) }
                d -= 2 * h
                if d < 2 * w { return CGPoint(x: p.x + w - d, y: p.y + h) }
                d -= 2 * w
                return CGPoint(x: p.x - w, y: p.y + h - d)
            default:
                return CGPoint(x: p.x + u * w, y: p.y + v * h)
            }
        case .circle, .sphere:
            let theta = u * .pi
            switch emitterMode {
            case .points: return p
            case .outline: return CGPoint(x: p.x + w * cos(theta), y: p.y + w * sin(theta))
            default:
                let r = w * ((v + 1) / 2).squareRoot()
                return CGPoint(x: p.x + r * cos(theta), y: p.y + r * sin(theta))
            }
        default:
            return p
        }
    }
}
