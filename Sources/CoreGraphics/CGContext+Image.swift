import CCairo
import Foundation

extension CGContext {
    /// Draws `image` scaled into `rect`: upright in a y-up user space (the image's top row
    /// at `rect.maxY`), upside down when the CTM has been flipped, as CoreGraphics does.
    public func draw(_ image: CGImage, in rect: CGRect) {
        draw(image, in: rect, byTiling: false)
    }

    /// Draws `image` into `rect`, or with `byTiling`, repeats it with `rect` as one tile
    /// across the whole clip.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool) {
        guard !rect.isNull, !rect.isEmpty, rect.width.isFinite, rect.height.isFinite else { return }
        let extents: CGRect? = byTiling ? nil : rect.applying(userToDevicePixels)
        let quality = image.shouldInterpolate ? state.interpolationQuality : .none
        let alpha = Double(state.alpha)
        render(deviceExtents: extents) { cr in
            let pattern = CGImage.pattern(for: image.surface, width: image.width, height: image.height,
                                          in: rect, quality: quality, tiled: byTiling)
            cairo_save(cr)
            let savedPath = cairo_copy_path(cr)
            if !byTiling {
                // Edge pixels extend to the rectangle's border (no transparent fringe when
                // scaled), and nothing is painted outside it.
                cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
                cairo_new_path(cr)
                cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
                cairo_clip(cr)
            }
            cairo_set_source(cr, pattern)
            cairo_paint_with_alpha(cr, alpha)
            cairo_restore(cr)
            cairo_new_path(cr)
            if let savedPath {
                if savedPath.pointee.status == CAIRO_STATUS_SUCCESS { cairo_append_path(cr, savedPath) }
                cairo_path_destroy(savedPath)
            }
            cairo_pattern_destroy(pattern)
        }
    }
}
