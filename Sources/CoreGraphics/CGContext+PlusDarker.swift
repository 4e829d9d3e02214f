import CCairo
import Foundation

extension CGContext {
    /// Composites what `body` paints with `CGBlendMode.plusDarker`, which Cairo lacks:
    /// R = max(0, 1 − ((1 − D) + (1 − S))) for opaque colors, in premultiplied form
    /// `Rc = max(0, Ra − (Sa − Sc) − (Da − Dc))`, `Ra = min(1, Sa + Da)`. The source is
    /// rendered into a group (clipped, mask-clipped) and combined pixel by pixel with the
    /// destination image surface. Returns false when the destination is not an image
    /// surface (the caller then draws normally).
    package func compositePlusDarker(_ body: (OpaquePointer) -> Void) -> Bool {
        guard cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE else { return false }
        let targetFormat = cairo_image_surface_get_format(surface)
        let surfaceWidth = Int(cairo_image_surface_get_width(surface))
        let surfaceHeight = Int(cairo_image_surface_get_height(surface))
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        cairo_restore(cairo)
        let minX = Swift.max(0, Int(saturating: x1.rounded(.down))), minY = Swift.max(0, Int(saturating: y1.rounded(.down)))
        let maxX = Swift.min(surfaceWidth, Int(saturating: x2.rounded(.up))), maxY = Swift.min(surfaceHeight, Int(saturating: y2.rounded(.up)))
        guard maxX > minX, maxY > minY else { return true }
        let width = maxX - minX, height = maxY - minY
        guard let source = cgCreateImageSurface(CAIRO_FORMAT_ARGB32, width, height) else { return false }
        defer { cairo_surface_destroy(source) }

        // Render the source (clipped like any drawing) into a group, then into `source`.
        cairo_save(cairo)
        // The popped group keeps the matrix current at push time: push in device space so
        // the group pattern maps 1:1 to device pixels, then draw with the user matrix.
        var userMatrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &userMatrix)
        cairo_identity_matrix(cairo)
        cairo_push_group_with_content(cairo, CAIRO_CONTENT_COLOR_ALPHA)
        cairo_set_matrix(cairo, &userMatrix)
        cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
        body(cairo)
        let group = cairo_pop_group(cairo)
        cairo_restore(cairo)
        let scr = cairo_create(source)!
        cairo_translate(scr, -Double(minX), -Double(minY))
        cairo_set_source(scr, group)
        if let mask = state.clipMask {
            cairo_mask_surface(scr, mask.surface, 0, 0)
        } else {
            cairo_paint(scr)
        }
        cairo_destroy(scr)
        cairo_pattern_destroy(group)
        cairo_surface_flush(source)
        cairo_surface_flush(surface)

        guard let sp = cairo_image_surface_get_data(source), let dp = cairo_image_surface_get_data(surface) else { return false }
        let sStride = Int(cairo_image_surface_get_stride(source)), dStride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<height {
            let srow = UnsafeRawPointer(sp + y * sStride)
            let drow = UnsafeMutableRawPointer(dp + (y + minY) * dStride)
            for x in 0..<width {
                let s = srow.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                let sa = Int(s >> 24)
                if sa == 0 { continue }
                if targetFormat == CAIRO_FORMAT_A8 {
                    let da = Int(drow.load(fromByteOffset: x + minX, as: UInt8.self))
                    drow.storeBytes(of: UInt8(Swift.min(255, sa + da)), toByteOffset: x + minX, as: UInt8.self)
                    continue
                }
                let d = drow.loadUnaligned(fromByteOffset: (x + minX) * 4, as: UInt32.self)
                let da = targetFormat == CAIRO_FORMAT_RGB24 ? 255 : Int(d >> 24)
                let ra = Swift.min(255, sa + da)
                func channel(_ shift: UInt32) -> UInt32 {
                    let sc = Int((s >> shift) & 0xFF), dc = Int((d >> shift) & 0xFF)
                    return UInt32(Swift.max(0, ra - (sa - sc) - (da - dc)))
                }
                let px = UInt32(ra) << 24 | channel(16) << 16 | channel(8) << 8 | channel(0)
                drow.storeBytes(of: px, toByteOffset: (x + minX) * 4, as: UInt32.self)
            }
        }
        cairo_surface_mark_dirty(surface)
        return true
    }
}
