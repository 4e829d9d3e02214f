import CCairo
import Foundation

/// What a drawing mode does: fill (with a rule), stroke, or both.
public enum CGPathDrawingMode: Int32, Sendable {
    /// Fill with the non-zero winding rule.
    case fill = 0
    /// Fill with the even-odd rule.
    case eoFill = 1
    /// Stroke.
    case stroke = 2
    /// Fill (winding), then stroke.
    case fillStroke = 3
    /// Fill (even-odd), then stroke.
    case eoFillStroke = 4
}

/// Logs a message only the first time it is asked to.
private final class OneTimeLog: @unchecked Sendable {
    private let lock = NSLock()
    private var done = false

    func log(_ message: String) {
        lock.lock()
        let first = !done
        done = true
        lock.unlock()
        if first { cgLog(message) }
    }
}

private let plusDarkerLog = OneTimeLog()

extension CGContext {
    /// Runs one drawing operation: its shadow (if a shadow is set), then the operation
    /// itself through the blend mode and mask clip, then ``didDraw()``.
    ///
    /// `draw` receives a Cairo context holding the current path and line settings and
    /// must set its own source and paint; it is called once for the shadow's coverage
    /// and once for the real drawing. `deviceExtents` bounds what it paints, in device
    /// pixels, when known (it limits the shadow's work area).
    package func render(deviceExtents: CGRect?, _ draw: (OpaquePointer) -> Void) {
        if hasVisibleShadow { drawShadow(deviceExtents: deviceExtents, draw) }
        composite(draw)
        didDraw()
    }

    /// Paints with the blend mode's operator, through the mask clip when one is set.
    package func composite(_ body: (OpaquePointer) -> Void) {
        if state.blendMode == .plusDarker {
            if compositePlusDarker(body) { return }
            plusDarkerLog.log("CGBlendMode.plusDarker needs an image surface; drawing with .normal")
        }
        let op = state.blendMode.cairoOperator
        cairo_save(cairo)
        if let mask = state.clipMask {
            cairo_push_group(cairo)
            cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
            body(cairo)
            cairo_pop_group_to_source(cairo)
            cairo_set_operator(cairo, op)
            cairo_identity_matrix(cairo)
            cairo_mask_surface(cairo, mask.surface, 0, 0)
        } else {
            cairo_set_operator(cairo, op)
            body(cairo)
        }
        cairo_restore(cairo)
    }

    /// Sets `color`, multiplied by the global alpha, as the source of `cr`.
    package func setSource(_ cr: OpaquePointer, _ color: CGColor) {
        let c = color.rgba
        cairo_set_source_rgba(cr, Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha * state.alpha))
    }

    /// Maps a user-space box given by Cairo (x1, y1, x2, y2) to device pixels.
    package func deviceRect(userX1 x1: Double, y1: Double, x2: Double, y2: Double) -> CGRect? {
        guard x2 > x1 || y2 > y1 else { return nil }
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1).applying(userToDevicePixels)
    }

    private var fillExtents: CGRect? {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_fill_extents(cairo, &x1, &y1, &x2, &y2)
        return deviceRect(userX1: x1, y1: y1, x2: x2, y2: y2)
    }

    private var strokeExtents: CGRect? {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_stroke_extents(cairo, &x1, &y1, &x2, &y2)
        return deviceRect(userX1: x1, y1: y1, x2: x2, y2: y2)
    }

    /// Fills the current path with the fill color, then clears the path.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        guard !isPathEmpty else { return }
        let extents = fillExtents
        let color = state.fillColor
        render(deviceExtents: extents) { cr in
            cairo_set_fill_rule(cr, rule.cairoFillRule)
            setSource(cr, color)
            cairo_fill(cr)
        }
        cairo_new_path(cairo)
    }

    /// Strokes the current path with the stroke color and line settings, then clears it.
    public func strokePath() {
        guard !isPathEmpty else { return }
        let extents = strokeExtents
        let color = state.strokeColor
        render(deviceExtents: extents) { cr in
            setSource(cr, color)
            cairo_stroke(cr)
        }
        cairo_new_path(cairo)
    }

    /// Paints the current path as `mode` says, then clears it.
    public func drawPath(using mode: CGPathDrawingMode) {
        guard !isPathEmpty else { return }
        switch mode {
        case .fill: fillPath(using: .winding)
        case .eoFill: fillPath(using: .evenOdd)
        case .stroke: strokePath()
        case .fillStroke, .eoFillStroke:
            let rule: CGPathFillRule = mode == .fillStroke ? .winding : .evenOdd
            let extents = strokeExtents.map { s in fillExtents.map { $0.union(s) } ?? s } ?? fillExtents
            let fill = state.fillColor, stroke = state.strokeColor
            render(deviceExtents: extents) { cr in
                cairo_set_fill_rule(cr, rule.cairoFillRule)
                setSource(cr, fill)
                cairo_fill_preserve(cr)
                setSource(cr, stroke)
                cairo_stroke(cr)
            }
            cairo_new_path(cairo)
        }
    }

    /// Runs `body` with a fresh path, then puts the caller's current path back.
    package func withTemporaryPath(_ body: () -> Void) {
        let saved = cairo_copy_path(cairo)
        cairo_new_path(cairo)
        body()
        cairo_new_path(cairo)
        if let saved {
            if saved.pointee.status == CAIRO_STATUS_SUCCESS { cairo_append_path(cairo, saved) }
            cairo_path_destroy(saved)
        }
    }

    /// Fills `rect` with the fill color; the current path is left as it was.
    public func fill(_ rect: CGRect) { fill([rect]) }

    /// Fills every rectangle in `rects` with the fill color.
    public func fill(_ rects: [CGRect]) {
        withTemporaryPath { addRects(rects); fillPath() }
    }

    /// Strokes the outline of `rect`.
    public func stroke(_ rect: CGRect) {
        withTemporaryPath { addRect(rect); strokePath() }
    }

    /// Strokes the outline of `rect` with a line `width` wide.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        cairo_save(cairo)
        setLineWidth(width)
        withTemporaryPath { addRect(rect); strokePath() }
        cairo_restore(cairo)
    }

    /// Fills the ellipse inscribed in `rect`.
    public func fillEllipse(in rect: CGRect) {
        withTemporaryPath { addEllipse(in: rect); fillPath() }
    }

    /// Strokes the ellipse inscribed in `rect`.
    public func strokeEllipse(in rect: CGRect) {
        withTemporaryPath { addEllipse(in: rect); strokePath() }
    }

    /// Strokes one line segment per pair of points (an odd last point is ignored).
    public func strokeLineSegments(between points: [CGPoint]) {
        withTemporaryPath {
            var i = 0
            while i + 1 < points.count {
                move(to: points[i]); addLine(to: points[i + 1])
                i += 2
            }
            strokePath()
        }
    }

    /// Makes `rect` fully transparent (inside the clip), ignoring blend mode and shadow.
    public func clear(_ rect: CGRect) {
        cairo_save(cairo)
        withTemporaryPath {
            addRect(rect)
            cairo_clip(cairo)
        }
        if let mask = state.clipMask {
            cairo_identity_matrix(cairo)
            cairo_set_operator(cairo, CAIRO_OPERATOR_DEST_OUT)
            cairo_set_source_rgba(cairo, 0, 0, 0, 1)
            cairo_mask_surface(cairo, mask.surface, 0, 0)
        } else {
            cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
            cairo_paint(cairo)
        }
        cairo_restore(cairo)
        didDraw()
    }
}
