import CCairo
import Foundation

extension CGContext {
    /// Intersects the clip with the current path (non-zero winding), then clears the path.
    public func clip() { clip(using: .winding) }

    /// Intersects the clip with the current path filled with `rule`, then clears the path.
    public func clip(using rule: CGPathFillRule) {
        let previous = cairo_get_fill_rule(cairo)
        cairo_set_fill_rule(cairo, rule.cairoFillRule)
        cairo_clip(cairo)
        cairo_set_fill_rule(cairo, previous)
    }

    /// Intersects the clip with `rect`; the current path is left as it was.
    public func clip(to rect: CGRect) { clip(to: [rect]) }

    /// Intersects the clip with the union of `rects`; the current path is left as it was.
    public func clip(to rects: [CGRect]) {
        withTemporaryPath {
            addRects(rects)
            clip(using: .winding)
        }
    }

    /// Intersects the clip with `mask` drawn into `rect`: an image with alpha clips by its
    /// alpha; a gray or opaque image by its gray level (white paints, black hides).
    public func clip(to rect: CGRect, mask: CGImage) {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        cairo_restore(cairo)
        let width = Int(saturating: x2.rounded(.up)), height = Int(saturating: y2.rounded(.up))
        guard width > 0, height > 0, let coverage = mask.coverageSurface(),
              let deviceMask = cgCreateImageSurface(CAIRO_FORMAT_A8, width, height) else {
            cgLog("clip(to:mask:): could not build the mask; clipping to the rectangle only")
            clip(to: rect)
            return
        }
        let mcr = cairo_create(deviceMask)!
        var m = cairo_matrix_t()
        cairo_get_matrix(cairo, &m)
        cairo_set_matrix(mcr, &m)
        let pattern = CGImage.pattern(for: coverage, width: mask.width, height: mask.height, in: rect,
                                      quality: state.interpolationQuality, tiled: false)
        cairo_set_source(mcr, pattern)
        cairo_paint(mcr)
        cairo_pattern_destroy(pattern)
        cairo_surface_destroy(coverage)
        if let existing = state.clipMask {
            cairo_identity_matrix(mcr)
            cairo_set_operator(mcr, CAIRO_OPERATOR_DEST_IN)
            cairo_set_source_surface(mcr, existing.surface, 0, 0)
            cairo_paint(mcr)
        }
        cairo_destroy(mcr)
        cairo_surface_flush(deviceMask)
        state.clipMask = CGContextClipMask(adoptingSurface: deviceMask)
        clip(to: rect)
    }

    /// Removes all clipping, mask clips included.
    public func resetClip() {
        cairo_reset_clip(cairo)
        state.clipMask = nil
    }

    /// The bounding box of the clip in user space (the whole context when unclipped).
    public var boundingBoxOfClipPath: CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }
}
