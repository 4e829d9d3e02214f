import CCairo
import Foundation

extension CGImage {
    /// Returns a Cairo pattern that paints `surface` (an image of `width` × `height`
    /// pixels, top row first) into `rect` of user space the CoreGraphics way: the image's
    /// top row lands at `rect.maxY`, so it is upright in a y-up space and upside down in a
    /// flipped one. The caller destroys the pattern.
    package static func pattern(for surface: OpaquePointer, width: Int, height: Int, in rect: CGRect,
                                quality: CGInterpolationQuality, tiled: Bool) -> OpaquePointer {
        let r = rect.standardized
        let imageToUser = CGAffineTransform(a: r.width / CGFloat(width), b: 0, c: 0, d: -r.height / CGFloat(height),
                                            tx: r.minX, ty: r.maxY)
        let pattern = cairo_pattern_create_for_surface(surface)!
        var m = CGContext.cairoMatrix(imageToUser.inverted())
        cairo_pattern_set_matrix(pattern, &m)
        cairo_pattern_set_extend(pattern, tiled ? CAIRO_EXTEND_REPEAT : CAIRO_EXTEND_NONE)
        let filter: cairo_filter_t
        switch quality {
        case .none: filter = CAIRO_FILTER_NEAREST
        case .low: filter = CAIRO_FILTER_FAST
        case .default, .medium: filter = CAIRO_FILTER_GOOD
        case .high: filter = CAIRO_FILTER_BEST
        }
        cairo_pattern_set_filter(pattern, filter)
        return pattern
    }

    /// The image as an 8-bit coverage surface for mask clipping: the alpha channel when
    /// the image has alpha and is not gray, its gray level otherwise. The caller destroys it.
    package func coverageSurface() -> OpaquePointer? {
        guard let result = cgCreateImageSurface(CAIRO_FORMAT_A8, width, height) else { return nil }
        cairo_surface_flush(surface)
        cairo_surface_flush(result)
        guard let source = cairo_image_surface_get_data(surface),
              let target = cairo_image_surface_get_data(result) else {
            cairo_surface_destroy(result)
            return nil
        }
        let useAlpha = hasAlpha && colorSpace?.model != .monochrome
        let sStride = Int(cairo_image_surface_get_stride(surface))
        let tStride = Int(cairo_image_surface_get_stride(result))
        for y in 0..<height {
            let row = UnsafeRawPointer(source + y * sStride)
            for x in 0..<width {
                let px = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                let value: UInt32
                if useAlpha {
                    value = px >> 24
                } else {
                    let r = (px >> 16) & 0xFF, g = (px >> 8) & 0xFF, b = px & 0xFF
                    value = (r * 77 + g * 150 + b * 29 + 128) >> 8
                }
                target[y * tStride + x] = UInt8(value)
            }
        }
        cairo_surface_mark_dirty(result)
        return result
    }
}
