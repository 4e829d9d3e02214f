import CoreGraphics
import Foundation

/// One element of a keyframe path: a parametric piece from one vertex to the next.
package struct KeyframePathSegment {
    /// The kind of piece; `jump` is a `moveTo` inside the path (the value jumps).
    package enum Kind { case line, quad, cubic, jump }
    package let kind: Kind
    package let points: [CGPoint]  // start, controls..., end

    /// The point at parameter `s` (0...1).
    package func point(at s: Double) -> CGPoint {
        let t = CGFloat(min(max(s, 0), 1)), u = 1 - t
        let p = points
        switch kind {
        case .jump: return p[1]
        case .line: return CGPoint(x: p[0].x + (p[1].x - p[0].x) * t, y: p[0].y + (p[1].y - p[0].y) * t)
        case .quad:
            return CGPoint(x: u * u * p[0].x + 2 * u * t * p[1].x + t * t * p[2].x,
                           y: u * u * p[0].y + 2 * u * t * p[1].y + t * t * p[2].y)
        case .cubic:
            let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
            return CGPoint(x: a * p[0].x + b * p[1].x + c * p[2].x + d * p[3].x,
                           y: a * p[0].y + b * p[1].y + c * p[2].y + d * p[3].y)
        }
    }

    /// The direction of travel at parameter `s` (not normalized; zero when undefined).
    package func tangent(at s: Double) -> CGVector {
        let t = CGFloat(min(max(s, 0), 1)), u = 1 - t
        let p = points
        switch kind {
        case .jump: return CGVector(dx: 0, dy: 0)
        case .line: return CGVector(dx: p[1].x - p[0].x, dy: p[1].y - p[0].y)
        case .quad:
            return CGVector(dx: 2 * u * (p[1].x - p[0].x) + 2 * t * (p[2].x - p[1].x),
                            dy: 2 * u * (p[1].y - p[0].y) + 2 * t * (p[2].y - p[1].y))
        case .cubic:
            var v = CGVector(dx: 3 * u * u * (p[1].x - p[0].x) + 6 * u * t * (p[2].x - p[1].x) + 3 * t * t * (p[3].x - p[2].x),
                             dy: 3 * u * u * (p[1].y - p[0].y) + 6 * u * t * (p[2].y - p[1].y) + 3 * t * t * (p[3].y - p[2].y))
            if v.dx == 0 && v.dy == 0 {
                // Coincident control points: use the chord.
                v = CGVector(dx: p[3].x - p[0].x, dy: p[3].y - p[0].y)
            }
            return v
        }
    }

    /// The arc length, by sampling the curve at 64 intervals (exact for lines, 0 for jumps).
    package var length: Double {
        switch kind {
        case .jump: return 0
        case .line: return Double(hypot(points[1].x - points[0].x, points[1].y - points[0].y))
        default:
            var total = 0.0
            var previous = point(at: 0)
            for i in 1...64 {
                let next = point(at: Double(i) / 64)
                total += Double(hypot(next.x - previous.x, next.y - previous.y))
                previous = next
            }
            return total
        }
    }

    /// The parameter at which the arc length from the start is `fraction` of the segment's length.
    package func parameter(atLengthFraction fraction: Double) -> Double {
        guard kind == .quad || kind == .cubic else { return fraction }
        var lengths = [0.0]
        var previous = point(at: 0)
        for i in 1...64 {
            let next = point(at: Double(i) / 64)
            lengths.append(lengths[i - 1] + Double(hypot(next.x - previous.x, next.y - previous.y)))
            previous = next
        }
        let total = lengths[64]
        guard total > 0 else { return fraction }
        let target = fraction * total
        var i = 1
        while i < 64 && lengths[i] < target { i += 1 }
        let span = lengths[i] - lengths[i - 1]
        let local = span > 0 ? (target - lengths[i - 1]) / span : 0
        return (Double(i - 1) + local) / 64
    }
}

extension CAKeyframeAnimation {
    /// The pieces of `path` between consecutive vertices (closes become lines back to the
    /// subpath's start; a leading `moveTo` only sets the start point).
    package static func segments(of path: CGPath) -> [KeyframePathSegment] {
        var segments: [KeyframePathSegment] = []
        var current: CGPoint?
        var subpathStart = CGPoint.zero
        path.applyWithBlock { elementPointer in
            let element = elementPointer.pointee
            let p = element.points
            switch element.type {
            case .moveToPoint:
                if let current { segments.append(KeyframePathSegment(kind: .jump, points: [current, p[0]])) }
                current = p[0]
                subpathStart = p[0]
            case .addLineToPoint:
                segments.append(KeyframePathSegment(kind: .line, points: [current ?? p[0], p[0]]))
                current = p[0]
            case .addQuadCurveToPoint:
                segments.append(KeyframePathSegment(kind: .quad, points: [current ?? p[0], p[0], p[1]]))
                current = p[1]
            case .addCurveToPoint:
                segments.append(KeyframePathSegment(kind: .cubic, points: [current ?? p[0], p[0], p[1], p[2]]))
                current = p[2]
            case .closeSubpath:
                if let start = current, start != subpathStart {
                    segments.append(KeyframePathSegment(kind: .line, points: [start, subpathStart]))
                }
                current = subpathStart
            }
        }
        // A path that is a lone moveTo still has a position.
        if segments.isEmpty, let current { segments.append(KeyframePathSegment(kind: .jump, points: [current, current])) }
        return segments
    }

    /// The point and travel direction along `path` at `progress`.
    ///
    /// Each path element is one keyframe segment: `linear` and `cubic` give each segment an
    /// equal share of time (or the share `keyTimes` gives, one key time per vertex) with the
    /// segment's timing function; `discrete` jumps from vertex to vertex; `paced` and
    /// `cubicPaced` move at constant speed along the arc length.
    package func pathPoint(_ path: CGPath, atProgress progress: Double) -> (point: CGPoint, tangent: CGVector)? {
        let segments = Self.segments(of: path)
        guard !segments.isEmpty else { return nil }
        let count = segments.count
        let paced = calculationMode == .paced || calculationMode == .cubicPaced
        var times: [Double]
        if paced {
            var cumulative = [0.0]
            for segment in segments { cumulative.append(cumulative.last! + segment.length) }
            let total = cumulative.last!
            times = total > 0 ? cumulative.map { $0 / total } : (0...count).map { Double($0) / Double(count) }
        } else if let given = keyTimes?.map(\.doubleValue), given.count == count + 1,
                  zip(given, given.dropFirst()).allSatisfy({ $0 <= $1 }) {
            times = given
        } else {
            times = (0...count).map { Double($0) / Double(count) }
        }
        if calculationMode == .discrete {
            var index = 0
            for (i, t) in times.enumerated() where t <= progress { index = i }
            let vertex = index == 0 ? segments[0].points[0] : segments[min(index, count) - 1].points.last!
            let segment = segments[min(index, count - 1)]
            return (vertex, segment.tangent(at: index >= count ? 1 : 0))
        }
        if progress <= times[0] { return (segments[0].points[0], segments[0].tangent(at: 0)) }
        if progress >= times[count] { return (segments[count - 1].points.last!, segments[count - 1].tangent(at: 1)) }
        var i = 0
        while i < count - 1 && progress >= times[i + 1] { i += 1 }
        let span = times[i + 1] - times[i]
        var local = span > 0 ? (progress - times[i]) / span : 1
        if !paced, let functions = timingFunctions, i < functions.count { local = functions[i].transform(local) }
        let segment = segments[i]
        let s = paced ? segment.parameter(atLengthFraction: local) : local
        return (segment.point(at: s), segment.tangent(at: s))
    }

    /// The rotation (radians about z) that `rotationMode` adds at `progress`, or nil.
    package func pathRotation(atProgress progress: Double) -> Double? {
        guard let path, let rotationMode, let sample = pathPoint(path, atProgress: progress) else { return nil }
        let v = sample.tangent
        guard v.dx != 0 || v.dy != 0 else { return nil }
        let angle = Double(atan2(v.dy, v.dx))
        return rotationMode == .rotateAutoReverse ? angle + .pi : angle
    }

    /// Turns the presentation transform along the path's tangent when `rotationMode` is set
    /// (the rotation is applied before the layer's own transform).
    package func applyPathRotation(at parentTime: CFTimeInterval, to target: AnimationTarget) {
        guard path != nil, rotationMode != nil else { return }
        let timing = self.timing
        guard let sample = timing.sample(at: parentTime),
              let angle = pathRotation(atProgress: progressForSample(sample.simpleTime, duration: timing.duration)),
              case .transform(let current)? = target.presentationValue("transform") else { return }
        target.set("transform", .transform(CATransform3DMakeRotation(CGFloat(angle), 0, 0, 1).concatenating(current)))
    }
}
