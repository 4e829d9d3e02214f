import CCairo
import CoreGraphics
import Foundation

/// A shape layer's drawing properties, as presented in one frame.
package struct ShapeStyle {
    package var path: CGPath?
    package var fillColor: CGColor?
    package var fillRule: CAShapeLayerFillRule
    package var strokeColor: CGColor?
    package var strokeStart: CGFloat
    package var strokeEnd: CGFloat
    package var lineWidth: CGFloat
    package var miterLimit: CGFloat
    package var lineCap: CAShapeLayerLineCap
    package var lineJoin: CAShapeLayerLineJoin
    package var lineDashPhase: CGFloat
    package var lineDashPattern: [NSNumber]?

    /// Whether a fill is drawn.
    package var fills: Bool { path.map { !$0.isEmpty } == true && (fillColor?.alpha ?? 0) > 0 }

    /// The stroke's trimmed range, clamped to 0...1, or nil when no stroke is drawn.
    package var strokeRange: ClosedRange<CGFloat>? {
        guard let path, !path.isEmpty, (strokeColor?.alpha ?? 0) > 0, lineWidth > 0, lineWidth.isFinite else { return nil }
        let start = min(max(strokeStart.isFinite ? strokeStart : 0, 0), 1)
        let end = min(max(strokeEnd.isFinite ? strokeEnd : 1, 0), 1)
        return end > start ? start...end : nil
    }

    /// The dash lengths to use, or nil for a solid line (also when the pattern is invalid:
    /// negative, non-finite, or all zero).
    package var dashes: [Double]? {
        guard let pattern = lineDashPattern, !pattern.isEmpty else { return nil }
        let lengths = pattern.map(\.doubleValue)
        guard lengths.allSatisfy({ $0 >= 0 && $0.isFinite }), lengths.contains(where: { $0 > 0 }) else { return nil }
        return lengths
    }

    /// The local box the fill and stroke cover (joins, caps and miters included).
    package var localBounds: CGRect {
        guard let path else { return .null }
        let box = path.boundingBoxOfPath
        guard !box.isNull else { return .null }
        var result = fills ? box : .null
        if strokeRange != nil {
            let half = lineWidth / 2
            let miter: CGFloat = lineJoin == .miter ? max(miterLimit, 1) : 1
            let cap: CGFloat = lineCap == .square ? 2.0.squareRoot() : 1
            let pad = half * max(miter, cap) + 1
            result = result.union(box.insetBy(dx: -pad, dy: -pad))
        }
        return result
    }
}

/// Draws shape layers with Cairo: fill, then the (trimmed, dashed) stroke.
package enum ShapePainter {
    /// Paints `style` in layer coordinates mapped to device space by `m`, colors' alpha
    /// multiplied by `alpha`; returns the device box drawn.
    package static func paint(_ style: ShapeStyle, cr: OpaquePointer, transform m: CGAffineTransform, alpha: CGFloat) -> CGRect {
        guard let path = style.path, !path.isEmpty else { return .null }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        CairoPaths.setMatrix(cr, m)
        if style.fills, let fill = style.fillColor {
            cairo_new_path(cr)
            path.addToCairo(cr)
            cairo_set_fill_rule(cr, style.fillRule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            CairoPaths.setSource(cr, fill, alpha: alpha)
            cairo_fill(cr)
        }
        if let range = style.strokeRange, let stroke = style.strokeColor {
            cairo_new_path(cr)
            if range.lowerBound <= 0 && range.upperBound >= 1 {
                path.addToCairo(cr)
            } else {
                let scale = max(abs(m.a * m.d - m.b * m.c).squareRoot(), 1e-3)
                let pieces = StrokeTrimming.trim(path.flattened(tolerance: 0.05 / scale), from: range.lowerBound, to: range.upperBound)
                for piece in pieces { StrokeTrimming.add(piece, to: cr) }
            }
            cairo_set_line_width(cr, Double(style.lineWidth))
            cairo_set_miter_limit(cr, Double(style.miterLimit))
            switch style.lineCap {
            case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
            case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
            default: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
            }
            switch style.lineJoin {
            case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
            case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
            default: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
            }
            if let dashes = style.dashes {
                cairo_set_dash(cr, dashes, Int32(dashes.count), Double(style.lineDashPhase))
            }
            CairoPaths.setSource(cr, stroke, alpha: alpha)
            cairo_stroke(cr)
        }
        let local = style.localBounds
        return local.isNull ? .null : local.applying(m)
    }
}

/// A polyline to stroke: a flattened subpath or a piece of one.
package struct StrokePolyline: Equatable {
    /// The vertices, in order.
    package var points: [CGPoint]
    /// Whether the last vertex joins back to the first.
    package var closed: Bool
}

/// Cuts flattened subpaths to a fraction range of their total arc length.
package enum StrokeTrimming {
    /// The parts of `subpaths` between `start` and `end` (fractions of the total length of
    /// all subpaths, closing edges included). A closed subpath wholly inside the range
    /// stays closed (its joins intact); cut pieces are open polylines. O(points).
    package static func trim(_ subpaths: [CGFlattenedSubpath], from start: CGFloat, to end: CGFloat) -> [StrokePolyline] {
        let polylines = subpaths.map { $0.closed && !$0.points.isEmpty ? $0.points + [$0.points[0]] : $0.points }
        let lengths = polylines.map(length)
        let total = lengths.reduce(0, +)
        let whole = subpaths.map { StrokePolyline(points: $0.points, closed: $0.closed) }
        guard total > 0 else { return start <= 0 && end >= 1 ? whole : [] }
        let a = start * total, b = end * total
        var result: [StrokePolyline] = []
        var offset: CGFloat = 0
        for (index, subpath) in whole.enumerated() {
            let length = lengths[index]
            defer { offset += length }
            if a <= offset && b >= offset + length {
                result.append(subpath)
            } else if b > offset && a < offset + length {
                let piece = cut(polylines[index], from: max(a - offset, 0), to: min(b - offset, length))
                if piece.count > 1 { result.append(StrokePolyline(points: piece, closed: false)) }
            }
        }
        return result
    }

    /// Appends a polyline to the Cairo path.
    package static func add(_ subpath: StrokePolyline, to cr: OpaquePointer) {
        guard let first = subpath.points.first else { return }
        cairo_move_to(cr, Double(first.x), Double(first.y))
        for p in subpath.points.dropFirst() { cairo_line_to(cr, Double(p.x), Double(p.y)) }
        if subpath.closed { cairo_close_path(cr) }
    }

    private static func length(_ points: [CGPoint]) -> CGFloat {
        guard points.count > 1 else { return 0 }
        var sum: CGFloat = 0
        for i in 1..<points.count { sum += hypot(points[i].x - points[i - 1].x, points[i].y - points[i - 1].y) }
        return sum
    }

    /// The part of a polyline between arc lengths `s0` and `s1`.
    private static func cut(_ points: [CGPoint], from s0: CGFloat, to s1: CGFloat) -> [CGPoint] {
        var result: [CGPoint] = []
        var walked: CGFloat = 0
        for i in 1..<points.count {
            let p = points[i - 1], q = points[i]
            let segment = hypot(q.x - p.x, q.y - p.y)
            let next = walked + segment
            func at(_ s: CGFloat) -> CGPoint {
                let t = segment > 0 ? (s - walked) / segment : 0
                return CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t)
            }
            if result.isEmpty, s0 >= walked, s0 <= next { result.append(at(s0)) }
            if !result.isEmpty {
                if s1 <= next {
                    result.append(at(s1))
                    return result
                }
                result.append(q)
            }
            walked = next
        }
        return result
    }
}
