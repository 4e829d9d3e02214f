import CCairo
import CoreGraphics
import Foundation

/// Draws an emitter's particles: each particle's image (its `contentsRect` part) centred
/// on the particle, scaled, turned, and multiplied by its color.
///
/// A white color draws the image with the color's alpha; another color fills the image's
/// shape with that color (exact for the white or single-color images particles usually
/// are; a multicolored image loses its own colors). `.additive` adds the particles'
/// colors; the other render modes choose the drawing order.
package enum EmitterPainter {
    /// Paints `particles` in layer coordinates with layer-to-device transform `m`;
    /// returns their device box.
    package static func paint(_ particles: [EmitterParticle], renderMode: CAEmitterLayerRenderMode,
                              cr: OpaquePointer, transform m: CGAffineTransform, alpha: CGFloat) -> CGRect {
        guard !particles.isEmpty else { return .null }
        cairo_save(cr)
        if renderMode == .additive { cairo_set_operator(cr, CAIRO_OPERATOR_ADD) }
        let ordered = renderMode == .oldestLast ? particles.sorted { $0.birth > $1.birth } : particles.sorted { $0.birth < $1.birth }
        for particle in ordered {
            let image = particle.image
            let sub = particle.contentsRect
            let pixelWidth = CGFloat(image.width) * sub.width, pixelHeight = CGFloat(image.height) * sub.height
            guard pixelWidth > 0, pixelHeight > 0 else { continue }
            // Pixel space of the sub-image, centred on the particle.
            let place = CGAffineTransform(translationX: -pixelWidth / 2, y: -pixelHeight / 2)
                .concatenating(CGAffineTransform(scaleX: particle.scale / particle.contentsScale, y: particle.scale / particle.contentsScale))
                .concatenating(CGAffineTransform(rotationAngle: particle.angle))
                .concatenating(CGAffineTransform(translationX: particle.center.x, y: particle.center.y))
                .concatenating(m)
            cairo_save(cr)
            CairoPaths.setMatrix(cr, place)
            let offsetX = -Double(CGFloat(image.width) * sub.minX), offsetY = -Double(CGFloat(image.height) * sub.minY)
            cairo_rectangle(cr, 0, 0, Double(pixelWidth), Double(pixelHeight))
            cairo_clip(cr)
            let a = Double(particle.color.alpha * alpha)
            if particle.color.red >= 1, particle.color.green >= 1, particle.color.blue >= 1 {
                cairo_set_source_surface(cr, image.surface, offsetX, offsetY)
                cairo_paint_with_alpha(cr, a)
            } else {
                cairo_set_source_rgba(cr, Double(particle.color.red), Double(particle.color.green), Double(particle.color.blue), a)
                cairo_mask_surface(cr, image.surface, offsetX, offsetY)
            }
            cairo_restore(cr)
        }
        cairo_restore(cr)
        return bounds(of: particles).applying(m)
    }

    /// The box (layer coordinates) that holds every particle whatever its rotation.
    package static func bounds(of particles: [EmitterParticle]) -> CGRect {
        var box = CGRect.null
        for particle in particles {
            let w = CGFloat(particle.image.width) * particle.contentsRect.width
            let h = CGFloat(particle.image.height) * particle.contentsRect.height
            let r = hypot(w, h) / 2 * particle.scale / particle.contentsScale + 1
            box = box.union(CGRect(x: particle.center.x - r, y: particle.center.y - r, width: 2 * r, height: 2 * r))
        }
        return box
    }
}
