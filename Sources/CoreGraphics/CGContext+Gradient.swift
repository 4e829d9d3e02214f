import CCairo
import Foundation

extension CGContext {
    /// Fills the clip with a linear gradient from `start` (location 0) to `end`
    /// (location 1); `options` extend the end colors beyond either end, each separately.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint,
                                   options: CGGradientDrawingOptions) {
        guard CGContext.requireFinite("drawLinearGradient", [start, end]) else { return }
        let dx = end.x - start.x, dy = end.y - start.y
        let length = hypot(dx, dy)
        guard length > 0, length.isFinite else { return }
        let (lower, upper) = gradientRange(options: options, farthest: farthestClipDistance(from: start) / length + 1)
        let p0 = CGPoint(x: start.x + lower * dx, y: start.y + lower * dy)
        let p1 = CGPoint(x: start.x + upper * dx, y: start.y + upper * dy)
        let alpha = state.alpha
        render(deviceExtents: nil) { cr in
            let pattern = cairo_pattern_create_linear(Double(p0.x), Double(p0.y), Double(p1.x), Double(p1.y))!
            CGContext.configure(pattern, gradient, lower: lower, upper: upper, alpha: alpha, options: options)
            cairo_set_source(cr, pattern)
            cairo_paint(cr)
            cairo_pattern_destroy(pattern)
        }
    }

    /// Fills the clip with a radial gradient between two circles (locations 0 and 1);
    /// `options` extend the colors inside the start circle and outside the end circle.
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) {
        guard CGContext.requireFinite("drawRadialGradient", [startCenter, endCenter, CGPoint(x: startRadius, y: endRadius)])
        else { return }
        let r0 = Swift.max(0, startRadius), r1 = Swift.max(0, endRadius)
        let dc = hypot(endCenter.x - startCenter.x, endCenter.y - startCenter.y)
        let dr = abs(r1 - r0)
        guard dc.isFinite, r0.isFinite, r1.isFinite, dc > 0 || dr > 0 else { return }
        let far = (farthestClipDistance(from: startCenter) + Swift.max(r0, r1)) / Swift.max(dc, dr) + 1
        var (lower, upper) = gradientRange(options: options, farthest: far)
        // Circles with negative radius are never drawn: stop where the radius reaches 0.
        if lower < 0, r1 > r0 { lower = Swift.max(lower, -r0 / (r1 - r0)) }
        if upper > 1, r1 < r0 { upper = Swift.min(upper, r0 / (r0 - r1)) }
        func center(_ t: CGFloat) -> CGPoint {
            CGPoint(x: startCenter.x + t * (endCenter.x - startCenter.x), y: startCenter.y + t * (endCenter.y - startCenter.y))
        }
        func radius(_ t: CGFloat) -> CGFloat { Swift.max(0, r0 + t * (r1 - r0)) }
        let c0 = center(lower), c1 = center(upper)
        let alpha = state.alpha
        render(deviceExtents: nil) { cr in
            let pattern = cairo_pattern_create_radial(Double(c0.x), Double(c0.y), Double(radius(lower)),
                                                      Double(c1.x), Double(c1.y), Double(radius(upper)))!
            CGContext.configure(pattern, gradient, lower: lower, upper: upper, alpha: alpha, options: options)
            cairo_set_source(cr, pattern)
            cairo_paint(cr)
            cairo_pattern_destroy(pattern)
        }
    }

    /// The range of gradient locations to paint: both options give Cairo's pad extension
    /// over [0, 1]; one option stretches the range to `farthest` on that side only.
    private func gradientRange(options: CGGradientDrawingOptions, farthest: CGFloat) -> (CGFloat, CGFloat) {
        let before = options.contains(.drawsBeforeStartLocation), after = options.contains(.drawsAfterEndLocation)
        if before == after { return (0, 1) }
        return (before ? -farthest : 0, after ? farthest : 1)
    }

    /// Adds stops and the extend mode to a gradient pattern painted over [lower, upper].
    private static func configure(_ pattern: OpaquePointer, _ gradient: CGGradient, lower: CGFloat, upper: CGFloat,
                                  alpha: CGFloat, options: CGGradientDrawingOptions) {
        if let first = gradient.stops.first, lower < 0 {
            cairo_pattern_add_color_stop_rgba(pattern, 0, Double(first.red), Double(first.green), Double(first.blue),
                                              Double(first.alpha * alpha))
        }
        gradient.addStops(to: pattern, lower: lower, upper: upper, alpha: alpha)
        if let last = gradient.stops.last, upper > 1 {
            cairo_pattern_add_color_stop_rgba(pattern, 1, Double(last.red), Double(last.green), Double(last.blue),
                                              Double(last.alpha * alpha))
        }
        let both = options.contains(.drawsBeforeStartLocation) && options.contains(.drawsAfterEndLocation)
        cairo_pattern_set_extend(pattern, both ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
    }

    /// The largest distance, in user units, from `point` to a corner of the clip's bounds.
    private func farthestClipDistance(from point: CGPoint) -> CGFloat {
        let box = boundingBoxOfClipPath
        var far: CGFloat = 0
        for corner in [CGPoint(x: box.minX, y: box.minY), CGPoint(x: box.maxX, y: box.minY),
                       CGPoint(x: box.minX, y: box.maxY), CGPoint(x: box.maxX, y: box.maxY)] {
            far = Swift.max(far, hypot(corner.x - point.x, corner.y - point.y))
        }
        return far.isFinite ? far : 1e6
    }
}
