import CCairo
import CoreGraphics
import Foundation

/// Small Cairo helpers shared by the painter: colors, matrices and rounded rectangles.
package enum CairoPaths {
    /// Sets the Cairo matrix from a CoreGraphics transform.
    package static func setMatrix(_ cr: OpaquePointer, _ t: CGAffineTransform) {
        var m = cairo_matrix_t(xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d),
                               x0: Double(t.tx), y0: Double(t.ty))
        cairo_set_matrix(cr, &m)
    }

    /// Sets a solid source from a color, its alpha multiplied by `alpha`.
    package static func setSource(_ cr: OpaquePointer, _ color: CGColor, alpha: CGFloat = 1) {
        let c = color.rgba
        cairo_set_source_rgba(cr, Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha * alpha))
    }

    /// Adds a rectangle whose corners in `corners` are rounded by `radius` (clamped to
    /// half the shorter side).
    package static func addRoundedRect(_ cr: OpaquePointer, _ r: CGRect, radius: CGFloat, corners: CACornerMask) {
        let radius = min(max(radius, 0), min(r.width, r.height) / 2)
        if radius <= 0 || corners.isEmpty {
            cairo_rectangle(cr, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
            return
        }
        let rad = Double(radius)
        let minX = Double(r.minX), minY = Double(r.minY), maxX = Double(r.maxX), maxY = Double(r.maxY)
        cairo_new_sub_path(cr)
        if corners.contains(.layerMinXMinYCorner) {
            cairo_arc(cr, minX + rad, minY + rad, rad, .pi, 1.5 * .pi)
        } else { cairo_move_to(cr, minX, minY) }
        if corners.contains(.layerMaxXMinYCorner) {
            cairo_arc(cr, maxX - rad, minY + rad, rad, 1.5 * .pi, 2 * .pi)
        } else { cairo_line_to(cr, maxX, minY) }
        if corners.contains(.layerMaxXMaxYCorner) {
            cairo_arc(cr, maxX - rad, maxY - rad, rad, 0, 0.5 * .pi)
        } else { cairo_line_to(cr, maxX, maxY) }
        if corners.contains(.layerMinXMaxYCorner) {
            cairo_arc(cr, minX + rad, maxY - rad, rad, 0.5 * .pi, .pi)
        } else { cairo_line_to(cr, minX, maxY) }
        cairo_close_path(cr)
    }

    /// Starts a group whose pattern will be in device space: a popped group keeps the
    /// matrix that was current when it was pushed, so the matrix is reset first.
    package static func pushDeviceGroup(_ cr: OpaquePointer) {
        cairo_identity_matrix(cr)
        cairo_push_group(cr)
    }

    /// Whether `t` maps whole pixels to whole pixels with no scaling or rotation.
    package static func isPixelAlignedTranslation(_ t: CGAffineTransform) -> Bool {
        t.a == 1 && t.d == 1 && t.b == 0 && t.c == 0 && t.tx == t.tx.rounded() && t.ty == t.ty.rounded()
    }
}
