import CCairo
import Foundation

extension CGContext {
    /// Discards the current path.
    public func beginPath() { cairo_new_path(cairo) }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) {
        guard CGContext.requireFinite("move(to:)", [point]) else { return }
        cairo_move_to(cairo, Double(point.x), Double(point.y))
    }

    /// Appends a line from the current point to `point`.
    public func addLine(to point: CGPoint) {
        guard requirePathPoint("addLine(to:)"), CGContext.requireFinite("addLine(to:)", [point]) else { return }
        cairo_line_to(cairo, Double(point.x), Double(point.y))
    }

    /// Appends a cubic Bézier curve from the current point.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard requirePathPoint("addCurve(to:control1:control2:)"),
              CGContext.requireFinite("addCurve(to:control1:control2:)", [end, control1, control2]) else { return }
        cairo_curve_to(cairo, Double(control1.x), Double(control1.y), Double(control2.x), Double(control2.y),
                       Double(end.x), Double(end.y))
    }

    /// Appends a quadratic Bézier curve from the current point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        extendPath { $0.addQuadCurve(to: end, control: control) }
    }

    /// Appends a circular arc; `clockwise` means decreasing angles in user space. A line
    /// joins the current point to the arc's start, if there is one.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        extendPath { $0.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise) }
    }

    /// Appends an arc tangent to the lines current point → `tangent1End` → `tangent2End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        extendPath { $0.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius) }
    }

    /// Appends a closed rectangle subpath.
    public func addRect(_ rect: CGRect) {
        guard !rect.isNull, CGContext.requireFinite("addRect(_:)", [rect.origin, CGPoint(x: rect.width, y: rect.height)]) else { return }
        let r = rect.standardized
        cairo_move_to(cairo, Double(r.minX), Double(r.minY))
        cairo_line_to(cairo, Double(r.maxX), Double(r.minY))
        cairo_line_to(cairo, Double(r.maxX), Double(r.maxY))
        cairo_line_to(cairo, Double(r.minX), Double(r.maxY))
        cairo_close_path(cairo)
    }

    /// Appends one closed rectangle subpath per rectangle.
    public func addRects(_ rects: [CGRect]) {
        for rect in rects { addRect(rect) }
    }

    /// Appends a closed ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect) {
        extendPath { $0.addEllipse(in: rect) }
    }

    /// Starts a subpath at the first point and appends lines through the others.
    public func addLines(between points: [CGPoint]) {
        extendPath { $0.addLines(between: points) }
    }

    /// Appends the elements of `path`, in user space.
    public func addPath(_ path: CGPath) {
        guard CGContext.requireFinite("addPath(_:)", path.elements.flatMap(\.points)) else { return }
        path.addToCairo(cairo)
    }

    /// Closes the current subpath.
    public func closePath() {
        if cairo_has_current_point(cairo) != 0 { cairo_close_path(cairo) }
    }

    /// Whether the current path has no elements.
    public var isPathEmpty: Bool { cairo_has_current_point(cairo) == 0 }

    /// The current point of the path in user space (`.zero` when the path is empty).
    public var currentPointOfPath: CGPoint {
        guard cairo_has_current_point(cairo) != 0 else { return .zero }
        var x = 0.0, y = 0.0
        cairo_get_current_point(cairo, &x, &y)
        return CGPoint(x: x, y: y)
    }

    /// The bounding box of the current path, control points included (`.null` if empty).
    public var boundingBoxOfPath: CGRect {
        path?.boundingBox ?? .null
    }

    /// A copy of the current path in user space, or nil when the path is empty.
    public var path: CGPath? {
        let elements = CGPath.elements(ofCairo: cairo)
        return elements.isEmpty ? nil : CGPath(elements: elements)
    }

    /// Builds elements with `CGMutablePath`'s geometry (starting from the current point)
    /// and appends them to the Cairo path.
    private func extendPath(_ build: (CGMutablePath) -> Void) {
        let scratch = CGMutablePath()
        let hadPoint = cairo_has_current_point(cairo) != 0
        if hadPoint { scratch.move(to: currentPointOfPath) }
        build(scratch)
        guard CGContext.requireFinite("path construction", scratch.elements.flatMap(\.points)) else { return }
        let added = CGPath(elements: hadPoint ? Array(scratch.elements.dropFirst()) : scratch.elements)
        added.addToCairo(cairo, currentPoint: hadPoint ? currentPointOfPath : .zero)
    }

    /// Returns whether all points are finite, logging `operation` when not: Cairo would
    /// otherwise enter a permanent error state.
    package static func requireFinite(_ operation: String, _ points: [CGPoint]) -> Bool {
        if points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) { return true }
        cgLog("\(operation): non-finite coordinates rejected")
        return false
    }

    private func requirePathPoint(_ operation: String) -> Bool {
        if cairo_has_current_point(cairo) != 0 { return true }
        cgLog("\(operation): no current point; element ignored")
        return false
    }
}

extension CGContext {
    /// Replaces the current path with the outline of its stroke under the current line
    /// width, cap, join, miter limit and dash, computed by
    /// ``CGPath/copy(strokingWithWidth:lineCap:lineJoin:miterLimit:transform:)``; fill it
    /// with the non-zero winding rule.
    public func replacePathWithStrokedPath() {
        guard let current = path else { return }
        var source: CGPath = current
        let dashCount = Int(cairo_get_dash_count(cairo))
        if dashCount > 0 {
            var dashes = [Double](repeating: 0, count: dashCount)
            var phase = 0.0
            cairo_get_dash(cairo, &dashes, &phase)
            source = current.copy(dashingWithPhase: CGFloat(phase), lengths: dashes.map { CGFloat($0) })
        }
        let cap: CGLineCap
        switch cairo_get_line_cap(cairo) {
        case CAIRO_LINE_CAP_ROUND: cap = .round
        case CAIRO_LINE_CAP_SQUARE: cap = .square
        default: cap = .butt
        }
        let join: CGLineJoin
        switch cairo_get_line_join(cairo) {
        case CAIRO_LINE_JOIN_ROUND: join = .round
        case CAIRO_LINE_JOIN_BEVEL: join = .bevel
        default: join = .miter
        }
        let outline = source.copy(strokingWithWidth: CGFloat(cairo_get_line_width(cairo)), lineCap: cap,
                                  lineJoin: join, miterLimit: CGFloat(cairo_get_miter_limit(cairo)))
        cairo_new_path(cairo)
        outline.addToCairo(cairo)
    }
}
