import CCairo
import CoreGraphics
import Foundation

/// Draws a layer's drop shadow: the alpha of its content (or its `shadowPath`) blurred,
/// tinted with `shadowColor` x `shadowOpacity`, offset by `shadowOffset`.
package enum LayerShadow {
    /// Whether the layer casts a visible shadow (`masksToBounds` clips it away, as on iOS).
    package static func isVisible(_ v: LayerRenderValues, layer: CALayer) -> Bool {
        v.shadowOpacity > 0 && (v.shadowColor?.alpha ?? 0) > 0 && !v.masksToBounds
    }

    /// The device scale of `m` (pixels per point, including the layer's own scaling).
    package static func scale(of m: CGAffineTransform) -> CGFloat {
        abs(m.a * m.d - m.b * m.c).squareRoot()
    }

    /// The blur's standard deviation in device pixels: `shadowRadius` points.
    package static func sigma(_ v: LayerRenderValues, _ m: CGAffineTransform) -> Double {
        Double(v.shadowRadius * scale(of: m))
    }

    /// The device offset of the shadow (y down, as `shadowOffset` is on iOS).
    package static func offset(_ v: LayerRenderValues, _ m: CGAffineTransform) -> CGSize {
        let s = scale(of: m)
        return CGSize(width: v.shadowOffset.width * s, height: v.shadowOffset.height * s)
    }

    /// Paints the shadow below the content about to be drawn. `content` is the layer's
    /// rendered group (device space), `contentBox` its device box. Returns the shadow's box.
    package static func paint(_ cr: OpaquePointer, layer: CALayer, values v: LayerRenderValues, transform m: CGAffineTransform,
                              content: OpaquePointer, contentBox: CGRect) -> CGRect {
        guard let color = v.shadowColor else { return .null }
        let sigma = sigma(v, m)
        let offset = offset(v, m)
        let margin = CGFloat(AlphaBlur.margin(sigma: sigma))
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        cairo_restore(cr)
        let clip = CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
        let shapeBox = layer.shadowShapeBox(values: v, transform: m) ?? contentBox
        let full = shapeBox.offsetBy(dx: offset.width, dy: offset.height).insetBy(dx: -margin, dy: -margin)
        let box = full.intersection(clip.insetBy(dx: -margin, dy: -margin)).integral
        guard !box.isNull, box.width >= 1, box.height >= 1, box.width * box.height < CGFloat(1 << 26) else { return full }
        guard let alpha = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(box.width), Int32(box.height)) else { return full }
        defer { cairo_surface_destroy(alpha) }
        let shape = cairo_create(alpha)!
        cairo_translate(shape, Double(offset.width - box.minX), Double(offset.height - box.minY))
        if !layer.addShadowShape(to: shape, values: v, transform: m) {
            cairo_set_source(shape, content)
            cairo_paint(shape)
        }
        cairo_destroy(shape)
        AlphaBlur.blur(alpha, sigma: sigma)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        CairoPaths.setSource(cr, color, alpha: v.shadowOpacity)
        cairo_mask_surface(cr, alpha, Double(box.minX), Double(box.minY))
        cairo_restore(cr)
        return full
    }
}
