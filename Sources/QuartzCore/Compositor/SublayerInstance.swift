import CCairo
import CoreGraphics
import Foundation

/// One copy of a layer's sublayers as a replicator draws it.
package struct SublayerInstance {
    /// Maps the copy into the layer's coordinates (already about the anchor point); it is
    /// applied to the sublayers before the layer's `sublayerTransform` and device transform.
    package var transform: CGAffineTransform
    /// Unpremultiplied RGBA factors, 0...1, multiplying the copy's pixels (1: unchanged).
    package var color: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
    /// How much earlier than the frame's time the copy's animations are shown.
    package var timeDelay: CFTimeInterval

    /// Whether the color leaves the copy's pixels unchanged.
    package var hasNeutralColor: Bool {
        color.red == 1 && color.green == 1 && color.blue == 1 && color.alpha == 1
    }

    /// Multiplies every pixel of `pattern`'s surface (a popped group) by `color`:
    /// premultiplied channels scale by color × alpha, alpha by alpha. Exact per 8-bit
    /// channel; O(pixels of the group).
    package static func multiply(_ pattern: OpaquePointer, by color: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)) {
        var surface: OpaquePointer?
        guard cairo_pattern_get_surface(pattern, &surface) == CAIRO_STATUS_SUCCESS, let surface else { return }
        cairo_surface_flush(surface)
        guard let image = cairo_surface_map_to_image(surface, nil) else { return }
        defer { cairo_surface_unmap_image(surface, image) }
        guard cairo_image_surface_get_format(image) == CAIRO_FORMAT_ARGB32,
              let data = cairo_image_surface_get_data(image) else { return }
        let width = Int(cairo_image_surface_get_width(image)), height = Int(cairo_image_surface_get_height(image))
        let stride = Int(cairo_image_surface_get_stride(image))
        let fa = UInt32((color.alpha * 65536).rounded())
        let fr = UInt32((color.red * color.alpha * 65536).rounded())
        let fg = UInt32((color.green * color.alpha * 65536).rounded())
        let fb = UInt32((color.blue * color.alpha * 65536).rounded())
        func scale(_ channel: UInt32, _ factor: UInt32) -> UInt32 { (channel * factor + 32768) >> 16 }
        for y in 0..<height {
            let row = (data + y * stride).withMemoryRebound(to: UInt32.self, capacity: width) { $0 }
            for x in 0..<width {
                let word = row[x]
                if word == 0 { continue }
                let a = scale(word >> 24, fa), r = scale((word >> 16) & 0xFF, fr)
                let g = scale((word >> 8) & 0xFF, fg), b = scale(word & 0xFF, fb)
                row[x] = (a << 24) | (r << 16) | (g << 8) | b
            }
        }
        cairo_surface_mark_dirty(image)
    }
}

extension LayerPainter {
    /// Paints `layer`'s sublayers once per instance: each copy placed by its transform,
    /// shown at its delayed time, and (when its color is not white) drawn into a group
    /// whose pixels are multiplied by the color. Copies are painted without culling or
    /// recording, since one layer appears in several places. Returns the union box.
    package func paintInstances(_ instances: [SublayerInstance], of layer: CALayer, _ v: LayerRenderValues,
                                base: CGAffineTransform) -> CGRect {
        let frameTime = presented ? recorder?.lastFrameTime : nil
        let copyPainter = LayerPainter(cr: cr, presented: presented, recorder: nil, damage: damage)
        let sublayers = layer.sublayersInDrawingOrder
        var box = CGRect.null
        for instance in instances where instance.color.alpha > 0 {
            let instanceBase = instance.transform.concatenating(base)
            let neutral = instance.hasNeutralColor
            if !neutral {
                cairo_save(cr)
                CairoPaths.pushDeviceGroup(cr)
            }
            let time = instance.timeDelay != 0 ? frameTime.map { $0 - instance.timeDelay } : nil
            CALayer.withPresentation(of: sublayers, atMediaTime: time) {
                for sublayer in sublayers {
                    box = box.union(copyPainter.paint(sublayer, base: instanceBase))
                }
            }
            if !neutral {
                let group = cairo_pop_group(cr)!
                let c = instance.color
                cairo_identity_matrix(cr)
                cairo_set_source(cr, group)
                if c.red == 1 && c.green == 1 && c.blue == 1 {
                    cairo_paint_with_alpha(cr, Double(c.alpha))
                } else {
                    SublayerInstance.multiply(group, by: c)
                    cairo_paint(cr)
                }
                cairo_pattern_destroy(group)
                cairo_restore(cr)
            }
        }
        return box
    }
}

extension LayerBoundsMeasurer {
    /// Measures `layer`'s sublayers in every instance (at each copy's delayed time);
    /// returns the union of the copies' device boxes.
    package func measureInstances(_ instances: [SublayerInstance], of layer: CALayer, values v: LayerRenderValues,
                                  base: CGAffineTransform) -> CGRect {
        // Copies show values of other times: none is kept for the frame's painting.
        let measurer = LayerBoundsMeasurer(compositor: compositor)
        var box = CGRect.null
        for instance in instances where instance.color.alpha > 0 {
            let instanceBase = instance.transform.concatenating(base)
            let time = instance.timeDelay != 0 ? compositor.lastFrameTime - instance.timeDelay : nil
            CALayer.withPresentation(of: layer.sublayerStorage, atMediaTime: time) {
                for sublayer in layer.sublayerStorage {
                    let sv = sublayer.renderValues(presented: true)
                    box = box.union(measurer.measure(sublayer, transform: LayerPainter.childTransform(sv, base: instanceBase)))
                }
            }
        }
        return box
    }
}
