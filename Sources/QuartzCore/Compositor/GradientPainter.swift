import CCairo
import CoreGraphics
import Foundation

/// A gradient layer's drawing properties, as presented in one frame.
package struct GradientStyle {
    /// One color stop (unpremultiplied RGBA).
    package struct Stop {
        package var location: CGFloat
        package var color: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
    }
    /// The stops, by increasing location.
    package var stops: [Stop]
    package var startPoint: CGPoint
    package var endPoint: CGPoint
    package var type: CAGradientLayerType

    /// The color at `t`: linear between neighbouring stops (unpremultiplied), the end
    /// colors beyond the first and last stop.
    package func color(at t: CGFloat) -> (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        guard let first = stops.first, let last = stops.last else { return (0, 0, 0, 0) }
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        for i in 1..<stops.count where t <= stops[i].location {
            let a = stops[i - 1], b = stops[i]
            let span = b.location - a.location
            let f = span > 0 ? (t - a.location) / span : 1
            return (a.color.red + (b.color.red - a.color.red) * f, a.color.green + (b.color.green - a.color.green) * f,
                    a.color.blue + (b.color.blue - a.color.blue) * f, a.color.alpha + (b.color.alpha - a.color.alpha) * f)
        }
        return last.color
    }
}

/// Draws gradient layers with Cairo: linear and radial gradient patterns, and conic
/// gradients as a mesh of thin sectors whose corner colors are the exact gradient colors.
package enum GradientPainter {
    /// Sectors of a conic gradient per full turn (stop locations add their own edges).
    static let conicSectors = 256

    /// Fills the (rounded) bounds with the gradient; returns the device box drawn.
    package static func paint(_ style: GradientStyle, cr: OpaquePointer, values v: LayerRenderValues,
                              transform m: CGAffineTransform, alpha: CGFloat) -> CGRect {
        let b = v.bounds
        guard !style.stops.isEmpty, b.width > 0, b.height > 0, alpha > 0 else { return .null }
        let start = CGPoint(x: b.minX + style.startPoint.x * b.width, y: b.minY + style.startPoint.y * b.height)
        let end = CGPoint(x: b.minX + style.endPoint.x * b.width, y: b.minY + style.endPoint.y * b.height)
        let pattern: OpaquePointer
        switch style.type {
        case .radial:
            var rx = abs(end.x - start.x), ry = abs(end.y - start.y)
            if rx == 0 { rx = ry }
            if ry == 0 { ry = rx }
            if rx > 0 {
                pattern = cairo_pattern_create_radial(0, 0, 0, 0, 0, 1)
                var matrix = cairo_matrix_t(xx: Double(1 / rx), yx: 0, xy: 0, yy: Double(1 / ry),
                                            x0: Double(-start.x / rx), y0: Double(-start.y / ry))
                cairo_pattern_set_matrix(pattern, &matrix)
                addStops(style, to: pattern, alpha: alpha)
            } else {
                let c = style.stops.last!.color
                pattern = cairo_pattern_create_rgba(Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha * alpha))
            }
        case .conic:
            pattern = conicMesh(style, center: start, toward: end, covering: b, alpha: alpha)
        default:
            pattern = cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))
            addStops(style, to: pattern, alpha: alpha)
        }
        defer { cairo_pattern_destroy(pattern) }
        cairo_save(cr)
        CairoPaths.setMatrix(cr, m)
        cairo_new_path(cr)
        CairoPaths.addRoundedRect(cr, b, radius: v.cornerRadius, corners: v.maskedCorners)
        cairo_set_source(cr, pattern)
        cairo_fill(cr)
        cairo_restore(cr)
        return b.applying(m)
    }

    private static func addStops(_ style: GradientStyle, to pattern: OpaquePointer, alpha: CGFloat) {
        for stop in style.stops {
            let c = stop.color
            cairo_pattern_add_color_stop_rgba(pattern, Double(stop.location), Double(c.red), Double(c.green),
                                              Double(c.blue), Double(c.alpha * alpha))
        }
    }

    /// A mesh of pie-slice patches around `center`, reaching past every corner of `rect`;
    /// each slice's straight edges carry the gradient color at their angle.
    private static func conicMesh(_ style: GradientStyle, center: CGPoint, toward end: CGPoint,
                                  covering rect: CGRect, alpha: CGFloat) -> OpaquePointer {
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)]
        let radius = Double(corners.map { hypot($0.x - center.x, $0.y - center.y) }.max()! + 2)
        let dx = end.x - center.x, dy = end.y - center.y
        let startAngle = dx == 0 && dy == 0 ? 0 : atan2(Double(dy), Double(dx))
        var edges = (0...conicSectors).map { CGFloat($0) / CGFloat(conicSectors) }
        edges += style.stops.map(\.location).filter { $0 > 0 && $0 < 1 }
        edges.sort()
        let mesh = cairo_pattern_create_mesh()!
        let cx = Double(center.x), cy = Double(center.y)
        for i in 1..<edges.count where edges[i] > edges[i - 1] {
            let t0 = edges[i - 1], t1 = edges[i]
            let a0 = startAngle + Double(t0) * 2 * .pi, a1 = startAngle + Double(t1) * 2 * .pi
            let k = 4.0 / 3.0 * tan((a1 - a0) / 4) * radius
            let p0 = (cx + radius * cos(a0), cy + radius * sin(a0))
            let p1 = (cx + radius * cos(a1), cy + radius * sin(a1))
            cairo_mesh_pattern_begin_patch(mesh)
            cairo_mesh_pattern_move_to(mesh, cx, cy)
            cairo_mesh_pattern_line_to(mesh, p0.0, p0.1)
            cairo_mesh_pattern_curve_to(mesh, p0.0 - k * sin(a0), p0.1 + k * cos(a0),
                                        p1.0 + k * sin(a1), p1.1 - k * cos(a1), p1.0, p1.1)
            cairo_mesh_pattern_line_to(mesh, cx, cy)
            let c0 = style.color(at: t0), c1 = style.color(at: t1)
            for (corner, c) in [(0, c0), (1, c0), (2, c1), (3, c1)] {
                cairo_mesh_pattern_set_corner_color_rgba(mesh, UInt32(corner), Double(c.red), Double(c.green),
                                                         Double(c.blue), Double(c.alpha * alpha))
            }
            cairo_mesh_pattern_end_patch(mesh)
        }
        return mesh
    }
}
