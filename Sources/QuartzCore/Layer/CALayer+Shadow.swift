import CCairo
import CoreGraphics
import Foundation

extension CALayer {
    /// The device box of the `shadowPath` shape, or nil when the shadow follows the content.
    package func shadowShapeBox(values v: LayerRenderValues, transform m: CGAffineTransform) -> CGRect? {
        guard let path = shadowPath else { return nil }
        return path.boundingBoxOfPath.applying(m)
    }

    /// Fills the `shadowPath` shape into `cr` (whose matrix maps device space); returns
    /// false when the layer has no shadow path.
    package func addShadowShape(to cr: OpaquePointer, values v: LayerRenderValues, transform m: CGAffineTransform) -> Bool {
        guard let path = shadowPath else { return false }
        cairo_save(cr)
        var device = cairo_matrix_t()
        cairo_get_matrix(cr, &device)
        let combined = m.concatenating(CGContext.affineTransform(device))
        CairoPaths.setMatrix(cr, combined)
        cairo_new_path(cr)
        path.addToCairo(cr)
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        cairo_fill(cr)
        cairo_restore(cr)
        return true
    }
}
