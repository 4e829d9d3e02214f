import CCairo
import CoreGraphics
import Foundation

extension CALayer {
    /// Whether a `CATransition` is running on the layer (its progress is set).
    package var hasActiveTransition: Bool { transitionProgress != nil }

    /// Captures how the layer looks now (its subtree, presentation values) as the "before"
    /// image of `transition`, in layer coordinates at `contentsScale` (at least the scale
    /// of the compositor that shows it).
    package func captureTransitionSnapshot(for transition: CATransition) {
        let scale = max(contentsScale, renderRecord.compositor?.scale ?? 1)
        let width = Int(pixelsCovering: bounds.width, scale: scale), height = Int(pixelsCovering: bounds.height, scale: scale)
        guard width > 0, height > 0, width <= CALayer.maximumBackingDimension, height <= CALayer.maximumBackingDimension else {
            transitionSnapshot = nil
            return
        }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        let cr = cairo_create(surface)!
        let painter = LayerPainter(cr: cr, presented: true, recorder: nil, damage: nil)
        let wasTransitioning = transitionProgress
        transitionProgress = nil
        painter.paint(self, transform: CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY)
            .concatenating(CGAffineTransform(scaleX: scale, y: scale)))
        transitionProgress = wasTransitioning
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        transitionSnapshot = CGImage(adoptingSurface: surface)
    }

    /// Updates the running transition's progress from the animation store at `time`.
    package func updateActiveTransition(atMediaTime time: CFTimeInterval) {
        // Most animating layers run no transition: answered without listing the store's.
        guard let store = animationStore, store.holdsTransitions else {
            transitionProgress = nil
            transitionSnapshot = nil
            return
        }
        let local = localTime(forMediaTime: time)
        for entry in store.activeTransitions.reversed() {
            if let progress = entry.progress(local) {
                transitionProgress = (entry.transition.type, entry.transition.subtype, progress)
                return
            }
        }
        transitionProgress = nil
        if store.activeTransitions.isEmpty { transitionSnapshot = nil }
    }
}

/// Paints a layer during a `CATransition`: the "before" snapshot and the current content
/// mixed by type (fade, push, moveIn, reveal, flip, page curls) and subtype at the transition's progress.
package enum LayerTransitionPainter {
    /// Paints `content` (the layer's current group, device space) and the snapshot.
    package static func paint(_ cr: OpaquePointer, layer: CALayer, values v: LayerRenderValues, transform m: CGAffineTransform,
                              content: OpaquePointer, alpha: CGFloat) {
        guard let (type, subtype, progress) = layer.transitionProgress else { return }
        let p = CGFloat(min(max(progress, 0), 1))
        switch type {
        case .flip:
            return paintFlip(cr, layer: layer, values: v, transform: m, content: content, alpha: alpha, subtype: subtype, progress: p)
        case .pageCurl, .pageUnCurl:
            return paintCurl(cr, layer: layer, values: v, transform: m, content: content, alpha: alpha,
                             uncurl: type == .pageUnCurl, progress: p)
        default:
            break
        }
        let direction = offsetDirection(subtype)
        let size = v.bounds.size
        let travel = CGSize(width: direction.width * size.width, height: direction.height * size.height)
        // Offsets are in layer coordinates; the new content enters from `subtype`'s side.
        var oldOffset = CGSize.zero, newOffset = CGSize.zero
        var oldAlpha: CGFloat = 1, newAlpha: CGFloat = 1
        var newOnTop = true
        switch type {
        case .push:
            newOffset = CGSize(width: travel.width * (1 - p), height: travel.height * (1 - p))
            oldOffset = CGSize(width: -travel.width * p, height: -travel.height * p)
        case .moveIn:
            newOffset = CGSize(width: travel.width * (1 - p), height: travel.height * (1 - p))
        case .reveal:
            oldOffset = CGSize(width: -travel.width * p, height: -travel.height * p)
            newOnTop = false
        default:
            oldAlpha = 1 - p
            newAlpha = p
        }
        cairo_save(cr)
        CairoPaths.setMatrix(cr, m)
        cairo_rectangle(cr, Double(v.bounds.minX), Double(v.bounds.minY), Double(v.bounds.width), Double(v.bounds.height))
        cairo_clip(cr)
        let drawOld = {
            guard let snapshot = layer.transitionSnapshot else { return }
            CairoPaths.setMatrix(cr, CGAffineTransform(translationX: oldOffset.width, y: oldOffset.height).concatenating(m))
            let sx = v.bounds.width / CGFloat(snapshot.width), sy = v.bounds.height / CGFloat(snapshot.height)
            cairo_translate(cr, Double(v.bounds.minX), Double(v.bounds.minY))
            cairo_scale(cr, Double(sx), Double(sy))
            cairo_set_source_surface(cr, snapshot.surface, 0, 0)
            cairo_paint_with_alpha(cr, Double(oldAlpha * alpha))
        }
        let drawNew = {
            // The group is in device space: shift it by the layer-space offset mapped to device.
            let shift = CGSize(width: newOffset.width * m.a + newOffset.height * m.c, height: newOffset.width * m.b + newOffset.height * m.d)
            cairo_identity_matrix(cr)
            var pattern = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: Double(-shift.width), y0: Double(-shift.height))
            cairo_pattern_set_matrix(content, &pattern)
            cairo_set_source(cr, content)
            cairo_paint_with_alpha(cr, Double(newAlpha * alpha))
            var identity = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: 0, y0: 0)
            cairo_pattern_set_matrix(content, &identity)
        }
        if type == .push || type == .moveIn || type == .reveal {
            if newOnTop { drawOld(); drawNew() } else { drawNew(); drawOld() }
        } else {
            // A cross-fade: old x (1 - p) + new x p, composited as one image.
            cairo_push_group(cr)
            drawOld()
            cairo_set_operator(cr, CAIRO_OPERATOR_ADD)
            drawNew()
            cairo_pop_group_to_source(cr)
            cairo_identity_matrix(cr)
            cairo_paint(cr)
        }
        cairo_restore(cr)
    }

    /// The unit direction the new content comes from (y down: "fromTop" starts above).
    private static func offsetDirection(_ subtype: CATransitionSubtype?) -> CGSize {
        switch subtype {
        case .some(.fromLeft): return CGSize(width: -1, height: 0)
        case .some(.fromTop): return CGSize(width: 0, height: -1)
        case .some(.fromBottom): return CGSize(width: 0, height: 1)
        default: return CGSize(width: 1, height: 0)
        }
    }
}
