import Foundation

/// A polyline produced by flattening one subpath.
package struct CGFlattenedSubpath: Equatable {
    /// The vertices, in order (the closing edge is implied by ``closed``).
    package var points: [CGPoint]
    /// Whether the subpath was closed with `closeSubpath`.
    package var closed: Bool
}

extension CGPath {
    /// The smallest rectangle holding every point of the path, control points included;
    /// `CGRect.null` for an empty path.
    public var boundingBox: CGRect {
        var box = BoxAccumulator()
        for element in elements { for p in element.points { box.add(p) } }
        return box.rect
    }

    /// The smallest rectangle holding the path itself: curve extrema rather than
    /// control points; `CGRect.null` for an empty path.
    public var boundingBoxOfPath: CGRect {
        var box = BoxAccumulator()
        var current = CGPoint.zero, start = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p): box.add(p); current = p; start = p
            case .line(let p): box.add(p); current = p
            case .quad(let c, let p):
                box.add(p)
                for t in CGPath.quadExtrema(current, c, p) { box.add(CGPath.quadPoint(current, c, p, t)) }
                current = p
            case .curve(let c1, let c2, let p):
                box.add(p)
                for t in CGPath.cubicExtrema(current, c1, c2, p) { box.add(CGPath.cubicPoint(current, c1, c2, p, t)) }
                current = p
            case .close: current = start
            }
        }
        return box.rect
    }

    /// Whether `point` is inside the path filled with `rule`, the path first mapped by
    /// `transform`. Curves are flattened to 0.01 units; open subpaths count as closed.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding,
                         transform: CGAffineTransform = .identity) -> Bool {
        let path = transform.isIdentity ? self : CGPath(elements: elements.map { $0.applying(transform) })
        var winding = 0
        for subpath in path.flattened(tolerance: 0.01) {
            let pts = subpath.points
            guard pts.count > 1 else { continue }
            for i in 0..<pts.count {
                let a = pts[i], b = pts[(i + 1) % pts.count]
                if a.y <= point.y {
                    if b.y > point.y, CGPath.cross(a, b, point) > 0 { winding += 1 }
                } else if b.y <= point.y, CGPath.cross(a, b, point) < 0 {
                    winding -= 1
                }
            }
        }
        return rule == .winding ? winding != 0 : winding % 2 != 0
    }

    /// The path as polylines, curves subdivided so no chord strays more than `tolerance`.
    package func flattened(tolerance: CGFloat) -> [CGFlattenedSubpath] {
        var result: [CGFlattenedSubpath] = []
        var current: [CGPoint] = []
        var last = CGPoint.zero
        func finish(closed: Bool) {
            if !current.isEmpty { result.append(CGFlattenedSubpath(points: current, closed: closed)) }
            current = []
        }
        for element in elements {
            switch element {
            case .move(let p):
                finish(closed: false)
                current = [p]; last = p
            case .line(let p):
                if current.isEmpty { current = [last] }
                current.append(p); last = p
            case .quad(let c, let p):
                if current.isEmpty { current = [last] }
                let m = hypot(last.x - 2 * c.x + p.x, last.y - 2 * c.y + p.y)
                let n = CGPath.segmentCount(m * 0.25, tolerance)
                for i in 1...n { current.append(CGPath.quadPoint(last, c, p, CGFloat(i) / CGFloat(n))) }
                last = p
            case .curve(let c1, let c2, let p):
                if current.isEmpty { current = [last] }
                let m = Swift.max(hypot(last.x - 2 * c1.x + c2.x, last.y - 2 * c1.y + c2.y),
                                  hypot(c1.x - 2 * c2.x + p.x, c1.y - 2 * c2.y + p.y))
                let n = CGPath.segmentCount(m * 0.75, tolerance)
                for i in 1...n { current.append(CGPath.cubicPoint(last, c1, c2, p, CGFloat(i) / CGFloat(n))) }
                last = p
            case .close:
                if let first = current.first { last = first }
                finish(closed: true)
            }
        }
        finish(closed: false)
        return result
    }

    private static func segmentCount(_ deviation: CGFloat, _ tolerance: CGFloat) -> Int {
        guard deviation.isFinite, deviation > 0 else { return 1 }
        return Swift.max(1, Swift.min(1000, Int(saturating: sqrt(deviation / tolerance).rounded(.up))))
    }

    private static func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }

    /// The point at `t` of a quadratic Bézier curve.
    package static func quadPoint(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        return CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p1.x,
                       y: u * u * p0.y + 2 * u * t * c.y + t * t * p1.y)
    }

    /// The point at `t` of a cubic Bézier curve.
    package static func cubicPoint(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p1.x,
                       y: a * p0.y + b * c1.y + c * c2.y + d * p1.y)
    }

    private static func quadExtrema(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint) -> [CGFloat] {
        var ts: [CGFloat] = []
        for (a, b, d) in [(p0.x, c.x, p1.x), (p0.y, c.y, p1.y)] {
            let denominator = a - 2 * b + d
            if denominator != 0 {
                let t = (a - b) / denominator
                if t > 0 && t < 1 { ts.append(t) }
            }
        }
        return ts
    }

    private static func cubicExtrema(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint) -> [CGFloat] {
        var ts: [CGFloat] = []
        for (a, b, c, d) in [(p0.x, c1.x, c2.x, p1.x), (p0.y, c1.y, c2.y, p1.y)] {
            // Derivative / 3: qa t^2 + qb t + qc.
            let qa = -a + 3 * b - 3 * c + d
            let qb = 2 * (a - 2 * b + c)
            let qc = b - a
            if abs(qa) < 1e-12 {
                if qb != 0 { ts.append(-qc / qb) }
            } else {
                let disc = qb * qb - 4 * qa * qc
                if disc >= 0 {
                    let s = sqrt(disc)
                    ts.append((-qb + s) / (2 * qa))
                    ts.append((-qb - s) / (2 * qa))
                }
            }
        }
        return ts.filter { $0 > 0 && $0 < 1 }
    }
}

/// Grows a rectangle point by point.
private struct BoxAccumulator {
    var minX = CGFloat.infinity, minY = CGFloat.infinity
    var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity

    mutating func add(_ p: CGPoint) {
        minX = Swift.min(minX, p.x); maxX = Swift.max(maxX, p.x)
        minY = Swift.min(minY, p.y); maxY = Swift.max(maxY, p.y)
    }

    var rect: CGRect {
        minX > maxX ? .null : CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
