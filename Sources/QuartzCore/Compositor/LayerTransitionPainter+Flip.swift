import CCairo
import CoreGraphics
import Foundation

extension CATransitionType {
    /// A 3D flip about the layer's vertical (subtypes `fromLeft`/`fromRight`) or horizontal
    /// (`fromTop`/`fromBottom`) axis, in perspective (Apple's string "oglFlip").
    package static let flip = CATransitionType(rawValue: "oglFlip")
    /// The old content curls up from the bottom, uncovering the new (Apple's "pageCurl").
    package static let pageCurl = CATransitionType(rawValue: "pageCurl")
    /// The new content uncurls down from the top over the old (Apple's "pageUnCurl").
    package static let pageUnCurl = CATransitionType(rawValue: "pageUnCurl")
}

extension LayerTransitionPainter {
    /// The eye distance of the flip's perspective, in points (`m34 = −1/500`, the value
    /// UIKit code commonly uses for flips).
    package static let flipEyeDistance: CGFloat = 500

    /// The area a flip in progress may cover, in layer coordinates: the bounds scaled about
    /// their centre by the largest perspective magnification (the near edge comes closer
    /// to the eye and grows past the bounds), so that damage covers every pixel drawn.
    package static func flipCoverage(of layer: CALayer, bounds b: CGRect) -> CGRect? {
        guard let (type, subtype, _) = layer.transitionProgress, type == .flip else { return nil }
        let vertical = subtype == .fromTop || subtype == .fromBottom
        let half = (vertical ? b.height : b.width) / 2
        let magnification = flipEyeDistance / max(flipEyeDistance - half, 1)
        return b.insetBy(dx: -b.width * (magnification - 1) / 2 - 1, dy: -b.height * (magnification - 1) / 2 - 1)
    }

    /// Paints a flip at progress `p`: the old snapshot turning away during the first half,
    /// the new content turning in during the second, each projected in perspective by
    /// drawing it as thin strips, each strip with its own (exact at the strip's centre) scale.
    package static func paintFlip(_ cr: OpaquePointer, layer: CALayer, values v: LayerRenderValues,
                                  transform m: CGAffineTransform, content: OpaquePointer, alpha: CGFloat,
                                  subtype: CATransitionSubtype?, progress p: CGFloat) {
        let b = v.bounds
        guard b.width > 0, b.height > 0 else { return }
        let vertical = subtype == .fromTop || subtype == .fromBottom
        let sign: CGFloat = (subtype == .fromRight || subtype == .fromBottom) ? -1 : 1
        let showingOld = p < 0.5
        let angle = showingOld ? p * .pi : p * .pi - .pi
        let pattern: OpaquePointer
        var patternMatrix: cairo_matrix_t
        if showingOld {
            guard let snapshot = layer.transitionSnapshot else { return }
            pattern = cairo_pattern_create_for_surface(snapshot.surface)
            let sx = Double(CGFloat(snapshot.width) / b.width), sy = Double(CGFloat(snapshot.height) / b.height)
            patternMatrix = cairo_matrix_t(xx: sx, yx: 0, xy: 0, yy: sy, x0: -Double(b.minX) * sx, y0: -Double(b.minY) * sy)
        } else {
            pattern = cairo_pattern_reference(content)
            patternMatrix = cairo_matrix_t(xx: Double(m.a), yx: Double(m.b), xy: Double(m.c), yy: Double(m.d),
                                           x0: Double(m.tx), y0: Double(m.ty))
        }
        defer {
            var identity = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: 0, y0: 0)
            cairo_pattern_set_matrix(content, &identity)
            cairo_pattern_destroy(pattern)
        }
        cairo_pattern_set_matrix(pattern, &patternMatrix)
        let (start, length) = vertical ? (b.minY, b.height) : (b.minX, b.width)
        let (acrossCenter) = vertical ? b.midX : b.midY
        let center = start + length / 2
        let devicePerPoint = max(hypot(m.a, m.b), hypot(m.c, m.d), 1)
        let strips = min(max(Int((length * devicePerPoint).rounded(.up)), 1), 2048)
        let e = flipEyeDistance, c = cos(angle), s = sin(angle)
        func project(_ u: CGFloat) -> (CGFloat, CGFloat) {
            let d = u - center
            let k = e / max(e + sign * d * s, 1)
            return (center + d * c * k, k)
        }
        cairo_save(cr)
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE)
        for i in 0..<strips {
            let u0 = start + length * CGFloat(i) / CGFloat(strips)
            let u1 = start + length * CGFloat(i + 1) / CGFloat(strips)
            let (p0, k0) = project(u0), (p1, k1) = project(u1)
            guard abs(p1 - p0) > 1e-9 else { continue }
            let k = (k0 + k1) / 2, scale = (p1 - p0) / (u1 - u0)
            // Along the axis: u ↦ p0 + (u − u0)·scale; across it: w ↦ centre + (w − centre)·k.
            let strip = vertical
                ? CGAffineTransform(a: k, b: 0, c: 0, d: scale, tx: acrossCenter - acrossCenter * k, ty: p0 - u0 * scale)
                : CGAffineTransform(a: scale, b: 0, c: 0, d: k, tx: p0 - u0 * scale, ty: acrossCenter - acrossCenter * k)
            CairoPaths.setMatrix(cr, strip.concatenating(m))
            if vertical {
                cairo_rectangle(cr, Double(b.minX), Double(u0), Double(b.width), Double(u1 - u0))
            } else {
                cairo_rectangle(cr, Double(u0), Double(b.minY), Double(u1 - u0), Double(b.height))
            }
            cairo_clip(cr)
            cairo_set_source(cr, pattern)
            cairo_paint_with_alpha(cr, Double(alpha))
            cairo_reset_clip(cr)
        }
        cairo_restore(cr)
    }

    /// Paints a page curl at progress `p`, approximated as a moving fold line: the old
    /// content above the fold (curl up) or the new content above it (uncurl), with a
    /// shaded band for the curled paper's underside.
    package static func paintCurl(_ cr: OpaquePointer, layer: CALayer, values v: LayerRenderValues,
                                  transform m: CGAffineTransform, content: OpaquePointer, alpha: CGFloat,
                                  uncurl: Bool, progress p: CGFloat) {
        let b = v.bounds
        let fold = uncurl ? b.minY + b.height * p : b.minY + b.height * (1 - p)
        func drawSnapshot(clipTo rect: CGRect?) {
            guard let snapshot = layer.transitionSnapshot else { return }
            cairo_save(cr)
            CairoPaths.setMatrix(cr, m)
            if let rect {
                cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
                cairo_clip(cr)
            }
            cairo_translate(cr, Double(b.minX), Double(b.minY))
            cairo_scale(cr, Double(b.width / CGFloat(snapshot.width)), Double(b.height / CGFloat(snapshot.height)))
            cairo_set_source_surface(cr, snapshot.surface, 0, 0)
            cairo_paint_with_alpha(cr, Double(alpha))
            cairo_restore(cr)
        }
        func drawContent(clipTo rect: CGRect?) {
            cairo_save(cr)
            if let rect {
                CairoPaths.setMatrix(cr, m)
                cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
                cairo_clip(cr)
            }
            cairo_identity_matrix(cr)
            cairo_set_source(cr, content)
            cairo_paint_with_alpha(cr, Double(alpha))
            cairo_restore(cr)
        }
        let above = CGRect(x: b.minX, y: b.minY, width: b.width, height: max(fold - b.minY, 0))
        if uncurl {
            drawSnapshot(clipTo: nil)
            drawContent(clipTo: above)
        } else {
            drawContent(clipTo: nil)
            drawSnapshot(clipTo: above)
        }
        // The curled part: a band below the fold, lit from above.
        let band = min(p, 1 - p) * b.height * 0.3
        guard band > 0.5 else { return }
        cairo_save(cr)
        CairoPaths.setMatrix(cr, m)
        let gradient = cairo_pattern_create_linear(0, Double(fold), 0, Double(fold + band))!
        cairo_pattern_add_color_stop_rgba(gradient, 0, 0.95, 0.95, 0.95, Double(alpha))
        cairo_pattern_add_color_stop_rgba(gradient, 1, 0.6, 0.6, 0.6, Double(alpha) * 0.8)
        cairo_rectangle(cr, Double(b.minX), Double(fold), Double(b.width), Double(band))
        cairo_set_source(cr, gradient)
        cairo_fill(cr)
        cairo_pattern_destroy(gradient)
        cairo_restore(cr)
    }
}
