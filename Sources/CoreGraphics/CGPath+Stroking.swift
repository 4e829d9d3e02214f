import Foundation

extension CGPath {
    /// The tolerance, in path units, used to flatten curves for dashing and stroking.
    private static let outlineTolerance: CGFloat = 0.01

    /// Returns the path cut into dashes: `lengths` alternate painted and skipped lengths,
    /// starting `phase` units into the pattern; `transform` is applied to the result.
    /// Curves are flattened (to 0.01 units), so dashes are polylines. An empty or all-zero
    /// pattern returns the path unchanged.
    public func copy(dashingWithPhase phase: CGFloat, lengths: [CGFloat],
                     transform: CGAffineTransform = .identity) -> CGPath {
        guard !lengths.isEmpty, lengths.allSatisfy({ $0 >= 0 && $0.isFinite }),
              lengths.reduce(0, +) > 0, phase.isFinite else {
            return CGPath(elements: elements.map { $0.applying(transform) })
        }
        let pattern = lengths.count % 2 == 0 ? lengths : lengths + lengths
        let total = pattern.reduce(0, +)
        let result = CGMutablePath()
        for subpath in flattened(tolerance: CGPath.outlineTolerance) {
            var points = subpath.points
            if subpath.closed, let first = points.first { points.append(first) }
            guard points.count > 1 else { continue }
            // Position in the pattern at the start of each subpath.
            var offset = phase.truncatingRemainder(dividingBy: total)
            if offset < 0 { offset += total }
            var index = 0
            while offset >= pattern[index] { offset -= pattern[index]; index = (index + 1) % pattern.count }
            var remaining = pattern[index] - offset
            var drawing = index % 2 == 0
            var penDown = false
            for i in 0..<(points.count - 1) {
                let a = points[i], b = points[i + 1]
                let length = hypot(b.x - a.x, b.y - a.y)
                var done: CGFloat = 0
                while length - done > 1e-12 {
                    let step = Swift.min(remaining, length - done)
                    let t0 = done / length, t1 = (done + step) / length
                    if drawing {
                        let p0 = CGPoint(x: a.x + (b.x - a.x) * t0, y: a.y + (b.y - a.y) * t0)
                        let p1 = CGPoint(x: a.x + (b.x - a.x) * t1, y: a.y + (b.y - a.y) * t1)
                        if !penDown { result.move(to: p0, transform: transform); penDown = true }
                        result.addLine(to: p1, transform: transform)
                    }
                    done += step
                    remaining -= step
                    if remaining <= 1e-12 {
                        index = (index + 1) % pattern.count
                        remaining = pattern[index]
                        drawing = index % 2 == 0
                        penDown = false
                    }
                }
            }
        }
        return result
    }

    /// Returns the outline of the path stroked `lineWidth` wide with the given cap, join
    /// and miter limit, `transform` applied to the result.
    ///
    /// The outline is a union of closed, counterclockwise pieces (one per segment, join
    /// and cap; round parts are true circles): fill it with the non-zero winding rule, as
    /// CoreGraphics' stroked paths are meant to be filled. Curves are flattened to 0.01 units.
    public func copy(strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin,
                     miterLimit: CGFloat, transform: CGAffineTransform = .identity) -> CGPath {
        let result = CGMutablePath()
        let w = abs(lineWidth) / 2
        guard w > 0, w.isFinite else { return result }
        func polygon(_ pts: [CGPoint]) {
            guard pts.count > 2 else { return }
            var area: CGFloat = 0
            for i in 0..<pts.count {
                let p = pts[i], q = pts[(i + 1) % pts.count]
                area += p.x * q.y - q.x * p.y
            }
            guard abs(area) > 1e-18 else { return }
            let ordered = area > 0 ? pts : pts.reversed()
            result.addLines(between: ordered, transform: transform)
            result.closeSubpath()
        }
        func circle(_ c: CGPoint) {
            result.addEllipse(in: CGRect(x: c.x - w, y: c.y - w, width: 2 * w, height: 2 * w), transform: transform)
        }
        func cap(_ p: CGPoint, direction d: CGVector) {
            switch lineCap {
            case .butt: break
            case .round: circle(p)
            case .square:
                let n = CGVector(dx: -d.dy * w, dy: d.dx * w)
                let e = CGPoint(x: p.x + d.dx * w, y: p.y + d.dy * w)
                polygon([CGPoint(x: p.x + n.dx, y: p.y + n.dy), CGPoint(x: e.x + n.dx, y: e.y + n.dy),
                         CGPoint(x: e.x - n.dx, y: e.y - n.dy), CGPoint(x: p.x - n.dx, y: p.y - n.dy)])
            }
        }
        func join(_ v: CGPoint, _ d1: CGVector, _ d2: CGVector) {
            let cross = d1.dx * d2.dy - d1.dy * d2.dx
            let dot = d1.dx * d2.dx + d1.dy * d2.dy
            if abs(cross) < 1e-12 && dot > 0 { return }
            if lineJoin == .round { circle(v); return }
            // The outer side is right of a left turn and left of a right turn.
            let sign: CGFloat = cross > 0 ? -1 : 1
            let o1 = CGPoint(x: v.x - d1.dy * w * sign, y: v.y + d1.dx * w * sign)
            let o2 = CGPoint(x: v.x - d2.dy * w * sign, y: v.y + d2.dx * w * sign)
            if lineJoin == .miter {
                let cosTheta = Swift.max(-1, Swift.min(1, -dot))  // angle between the segments
                let sinHalf = sqrt(Swift.max(0, (1 - cosTheta) / 2))
                if sinHalf > 1e-9, 1 / sinHalf <= miterLimit {
                    let bisector = CGVector(dx: (o1.x - v.x) + (o2.x - v.x), dy: (o1.y - v.y) + (o2.y - v.y))
                    let bl = hypot(bisector.dx, bisector.dy)
                    if bl > 1e-12 {
                        let tipDistance = w / sinHalf
                        let tip = CGPoint(x: v.x + bisector.dx / bl * tipDistance, y: v.y + bisector.dy / bl * tipDistance)
                        polygon([v, o1, tip, o2])
                        return
                    }
                }
            }
            polygon([v, o1, o2])
        }
        for subpath in flattened(tolerance: CGPath.outlineTolerance) {
            // Drop repeated points; they have no direction.
            var pts: [CGPoint] = []
            for p in subpath.points where pts.last.map({ hypot($0.x - p.x, $0.y - p.y) > 1e-12 }) ?? true { pts.append(p) }
            var closed = subpath.closed
            if closed, pts.count > 1, let first = pts.first, let last = pts.last,
               hypot(first.x - last.x, first.y - last.y) <= 1e-12 { pts.removeLast() }
            if pts.count == 1 {
                // A lone point: round and square caps still mark it.
                if lineCap == .round { circle(pts[0]) }
                if lineCap == .square {
                    polygon([CGPoint(x: pts[0].x - w, y: pts[0].y - w), CGPoint(x: pts[0].x + w, y: pts[0].y - w),
                             CGPoint(x: pts[0].x + w, y: pts[0].y + w), CGPoint(x: pts[0].x - w, y: pts[0].y + w)])
                }
                continue
            }
            if closed && pts.count < 3 { closed = false; if pts.count == 2 { pts.append(pts[0]) } }
            let edgeCount = closed ? pts.count : pts.count - 1
            var directions: [CGVector] = []
            for i in 0..<edgeCount {
                let a = pts[i], b = pts[(i + 1) % pts.count]
                let l = hypot(b.x - a.x, b.y - a.y)
                let d = CGVector(dx: (b.x - a.x) / l, dy: (b.y - a.y) / l)
                directions.append(d)
                let n = CGVector(dx: -d.dy * w, dy: d.dx * w)
                polygon([CGPoint(x: a.x + n.dx, y: a.y + n.dy), CGPoint(x: b.x + n.dx, y: b.y + n.dy),
                         CGPoint(x: b.x - n.dx, y: b.y - n.dy), CGPoint(x: a.x - n.dx, y: a.y - n.dy)])
            }
            for i in 1..<edgeCount { join(pts[i], directions[i - 1], directions[i]) }
            if closed {
                join(pts[0], directions[edgeCount - 1], directions[0])
            } else {
                let d0 = directions[0], dn = directions[edgeCount - 1]
                cap(pts[0], direction: CGVector(dx: -d0.dx, dy: -d0.dy))
                cap(pts[pts.count - 1], direction: dn)
            }
        }
        return result
    }
}
