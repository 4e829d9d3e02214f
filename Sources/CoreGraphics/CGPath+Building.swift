import Foundation

/// Writes one diagnostic line to standard error, prefixed with `CoreGraphics:`.
package func cgLog(_ message: String) {
    DiagnosticLog.write("CoreGraphics", message)
}

extension CGMutablePath {
    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        append(.move(point), transform)
    }

    /// Appends a straight line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        guard requireCurrentPoint("addLine(to:)") else { return }
        append(.line(point), transform)
    }

    /// Starts a subpath at the first point and appends lines through the others.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        append(.move(first), transform)
        for p in points.dropFirst() { append(.line(p), transform) }
    }

    /// Appends a quadratic Bézier curve from the current point to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        guard requireCurrentPoint("addQuadCurve(to:control:)") else { return }
        append(.quad(control, end), transform)
    }

    /// Appends a cubic Bézier curve from the current point to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint,
                         transform: CGAffineTransform = .identity) {
        guard requireCurrentPoint("addCurve(to:control1:control2:)") else { return }
        append(.curve(control1, control2, end), transform)
    }

    /// Closes the current subpath with a line back to its start.
    public func closeSubpath() {
        guard let last = elements.last, last != .close else { return }
        elements.append(.close)
    }

    /// Appends a closed rectangle: (minX, minY), (maxX, minY), (maxX, maxY), (minX, maxY).
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        guard !rect.isNull else { return }
        let r = rect.standardized
        append(.move(CGPoint(x: r.minX, y: r.minY)), transform)
        append(.line(CGPoint(x: r.maxX, y: r.minY)), transform)
        append(.line(CGPoint(x: r.maxX, y: r.maxY)), transform)
        append(.line(CGPoint(x: r.minX, y: r.maxY)), transform)
        elements.append(.close)
    }

    /// Appends one closed rectangle per element of `rects`.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Appends a closed ellipse inscribed in `rect`, starting at (maxX, midY) and
    /// running toward increasing angles (counterclockwise in a y-up space).
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        guard !rect.isNull else { return }
        let r = rect.standardized
        let center = CGPoint(x: r.midX, y: r.midY)
        append(.move(CGPoint(x: r.maxX, y: r.midY)), transform)
        appendArcSegments(center: center, rx: r.width / 2, ry: r.height / 2, start: 0, delta: 2 * .pi, transform)
        elements.append(.close)
    }

    /// Appends a closed rounded rectangle whose corners are quarter ellipses of
    /// `cornerWidth` by `cornerHeight` (clamped, with a log line, to half the sides).
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        guard !rect.isNull else { return }
        let r = rect.standardized
        var cw = cornerWidth, ch = cornerHeight
        if cw < 0 || ch < 0 || cw * 2 > r.width || ch * 2 > r.height || !cw.isFinite || !ch.isFinite {
            cgLog("addRoundedRect: corner size \(cornerWidth)x\(cornerHeight) does not fit \(r.size); clamped")
            cw = Swift.max(0, Swift.min(cw.isFinite ? cw : 0, r.width / 2))
            ch = Swift.max(0, Swift.min(ch.isFinite ? ch : 0, r.height / 2))
        }
        if cw == 0 || ch == 0 { addRect(r, transform: transform); return }
        append(.move(CGPoint(x: r.minX + cw, y: r.minY)), transform)
        append(.line(CGPoint(x: r.maxX - cw, y: r.minY)), transform)
        appendArcSegments(center: CGPoint(x: r.maxX - cw, y: r.minY + ch), rx: cw, ry: ch,
                          start: -.pi / 2, delta: .pi / 2, transform)
        append(.line(CGPoint(x: r.maxX, y: r.maxY - ch)), transform)
        appendArcSegments(center: CGPoint(x: r.maxX - cw, y: r.maxY - ch), rx: cw, ry: ch,
                          start: 0, delta: .pi / 2, transform)
        append(.line(CGPoint(x: r.minX + cw, y: r.maxY)), transform)
        appendArcSegments(center: CGPoint(x: r.minX + cw, y: r.maxY - ch), rx: cw, ry: ch,
                          start: .pi / 2, delta: .pi / 2, transform)
        append(.line(CGPoint(x: r.minX, y: r.minY + ch)), transform)
        appendArcSegments(center: CGPoint(x: r.minX + cw, y: r.minY + ch), rx: cw, ry: ch,
                          start: .pi, delta: .pi / 2, transform)
        elements.append(.close)
    }

    /// Appends a circular arc; `clockwise` means decreasing angles (clockwise in a y-up
    /// space). A line joins the current point to the arc's start, if there is one.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                       clockwise: Bool, transform: CGAffineTransform = .identity) {
        let twoPi = 2 * CGFloat.pi
        var delta = endAngle - startAngle
        if clockwise {
            if delta > 0 {
                delta = delta.truncatingRemainder(dividingBy: twoPi)
                if delta > 0 { delta -= twoPi }
            }
            delta = Swift.max(delta, -twoPi)
        } else {
            if delta < 0 {
                delta = delta.truncatingRemainder(dividingBy: twoPi)
                if delta < 0 { delta += twoPi }
            }
            delta = Swift.min(delta, twoPi)
        }
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: delta, transform: transform)
    }

    /// Appends an arc from `startAngle` sweeping `delta` radians (positive: increasing angles).
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        guard radius.isFinite, startAngle.isFinite, delta.isFinite else {
            cgLog("addArc: non-finite radius or angle ignored")
            return
        }
        let start = CGPoint(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        if hasCurrentPoint { append(.line(start), transform) } else { append(.move(start), transform) }
        appendArcSegments(center: center, rx: radius, ry: radius, start: startAngle, delta: delta, transform)
    }

    /// Appends an arc of `radius` tangent to the lines current point → `tangent1End` and
    /// `tangent1End` → `tangent2End`, preceded by a line to the first tangent point.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                       transform: CGAffineTransform = .identity) {
        guard requireCurrentPoint("addArc(tangent1End:tangent2End:radius:)") else { return }
        // Work in the untransformed space, where the arc is circular.
        let p0 = currentPoint.applying(transform.inverted())
        let p1 = tangent1End, p2 = tangent2End
        let u1 = CGVector(dx: p0.x - p1.x, dy: p0.y - p1.y)
        let u2 = CGVector(dx: p2.x - p1.x, dy: p2.y - p1.y)
        let l1 = hypot(u1.dx, u1.dy), l2 = hypot(u2.dx, u2.dy)
        let cross = u1.dx * u2.dy - u1.dy * u2.dx
        guard radius > 0, l1 > 0, l2 > 0, abs(cross) > 1e-12 * l1 * l2 else {
            append(.line(p1), transform)
            return
        }
        let n1 = CGVector(dx: u1.dx / l1, dy: u1.dy / l1), n2 = CGVector(dx: u2.dx / l2, dy: u2.dy / l2)
        let cosTheta = Swift.max(-1, Swift.min(1, n1.dx * n2.dx + n1.dy * n2.dy))
        let theta = acos(cosTheta)
        let tangentDistance = radius / tan(theta / 2)
        let t1 = CGPoint(x: p1.x + n1.dx * tangentDistance, y: p1.y + n1.dy * tangentDistance)
        let t2 = CGPoint(x: p1.x + n2.dx * tangentDistance, y: p1.y + n2.dy * tangentDistance)
        let bisector = CGVector(dx: n1.dx + n2.dx, dy: n1.dy + n2.dy)
        let bl = hypot(bisector.dx, bisector.dy)
        let centerDistance = radius / sin(theta / 2)
        let center = CGPoint(x: p1.x + bisector.dx / bl * centerDistance, y: p1.y + bisector.dy / bl * centerDistance)
        let a0 = atan2(t1.y - center.y, t1.x - center.x)
        let a1 = atan2(t2.y - center.y, t2.x - center.x)
        var delta = a1 - a0
        while delta > .pi { delta -= 2 * .pi }
        while delta < -.pi { delta += 2 * .pi }
        append(.line(t1), transform)
        appendArcSegments(center: center, rx: radius, ry: radius, start: a0, delta: delta, transform)
    }

    /// Appends the elements of `path`, each point mapped by `transform`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        for element in path.elements { append(element, transform) }
    }

    /// Appends cubic segments (at most a quarter turn each) approximating an elliptical
    /// arc; the arc's start point must already be the current point.
    package func appendArcSegments(center: CGPoint, rx: CGFloat, ry: CGFloat, start: CGFloat,
                                   delta: CGFloat, _ transform: CGAffineTransform) {
        guard delta != 0, delta.isFinite, start.isFinite else { return }
        // More than two full turns draw nothing new.
        let count = Swift.max(1, Swift.min(8, Int(saturating: (abs(delta) / (.pi / 2) - 1e-9).rounded(.up))))
        let step = delta / CGFloat(count)
        let k = 4.0 / 3.0 * tan(step / 4)
        var angle = start
        for _ in 0..<count {
            let next = angle + step
            let (c0, s0) = (cos(angle), sin(angle))
            let (c1, s1) = (cos(next), sin(next))
            let control1 = CGPoint(x: center.x + rx * (c0 - k * s0), y: center.y + ry * (s0 + k * c0))
            let control2 = CGPoint(x: center.x + rx * (c1 + k * s1), y: center.y + ry * (s1 - k * c1))
            let end = CGPoint(x: center.x + rx * c1, y: center.y + ry * s1)
            append(.curve(control1, control2, end), transform)
            angle = next
        }
    }

    /// Returns whether a subpath is open, logging `operation` when it is not.
    private func requireCurrentPoint(_ operation: String) -> Bool {
        if hasCurrentPoint { return true }
        cgLog("\(operation): no current point; element ignored")
        return false
    }
}
