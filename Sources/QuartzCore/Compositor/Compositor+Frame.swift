import CCairo
import CoreGraphics
import Foundation

extension Compositor {
    /// Renders one frame at media time `time` (default: `CACurrentMediaTime()`) and
    /// returns the repainted regions in points (empty when nothing changed).
    ///
    /// Commits the pending transaction first (layout, display, animation start), then
    /// evaluates animations, collects damage and repaints only the damaged rectangles.
    @discardableResult
    public func render(atTime time: CFTimeInterval? = nil) -> [CGRect] {
        let now = time ?? CACurrentMediaTime()
        commitPendingTransaction(at: now)
        lastFrameTime = now
        guard let root = rootLayer else {
            if needsFullRedraw { clear(deviceBounds); needsFullRedraw = false }
            finishFrame(damage: [])
            return lastFrameDamage
        }
        advanceAnimations(to: now)
        var damage = buffers.damage
        buffers.damage = []
        if needsFullRedraw {
            damage.removeAll(keepingCapacity: true)
            damage.append(deviceBounds)
            pendingDamage.removeAll(keepingCapacity: true)
            ChangeCoverage.advance()
            changedLayers.removeAll(keepingCapacity: true)
        } else {
            collectChangedLayerDamage(root: root)
            consolidateDamage(into: &damage)
        }
        if !damage.isEmpty {
            paint(root, damage: damage, full: needsFullRedraw)
        }
        dropKeptRenderValues()
        needsFullRedraw = false
        finishFrame(damage: damage)
        damage.removeAll(keepingCapacity: true)
        buffers.damage = damage
        return lastFrameDamage
    }

    /// Clears the damaged rectangles and repaints the tree inside them. When the root
    /// layer's opaque background covers the damage, nothing behind it can show, so the
    /// clear is skipped (the root's background overwrites every damaged pixel).
    private func paint(_ root: CALayer, damage: [CGRect], full: Bool) {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        for rect in damage {
            cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        }
        cairo_clip(cr)
        let rootTransform = rootTransform(root, presented: true)
        if !rootCoversOpaquely(root, transform: rootTransform, damage: damage) {
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            if let color = backgroundColor {
                CairoPaths.setSource(cr, color)
            } else {
                cairo_set_source_rgba(cr, 0, 0, 0, 0)
            }
            cairo_paint(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        }
        let painter = LayerPainter(cr: cr, presented: true, recorder: self, damage: full ? nil : damage, occlusion: occlusion)
        painter.paint(root, transform: rootTransform)
        cairo_restore(cr)
        cairo_surface_flush(surface)
    }

    /// Whether the root layer paints an opaque, square-cornered, axis-aligned background
    /// over all of `damage`, or its sublayers do (`OpaqueCoverage`).
    private func rootCoversOpaquely(_ root: CALayer, transform m: CGAffineTransform, damage: [CGRect]) -> Bool {
        let v = root.renderValues(presented: true)
        guard !v.isHidden, v.opacity >= 1, root.mask == nil, !root.hasActiveTransition else { return false }
        if let color = v.backgroundColor, color.alpha >= 1, v.cornerRadius == 0 || v.maskedCorners.isEmpty, m.b == 0, m.c == 0 {
            let box = v.bounds.applying(m)
            if damage.allSatisfy({ box.contains($0) }) { return true }
        }
        return damage.allSatisfy { OpaqueCoverage.sublayersCover($0, of: root, values: v, transform: m, presented: true) }
    }

    /// Clears a device rectangle to the background.
    private func clear(_ rect: CGRect) {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        if let color = backgroundColor { CairoPaths.setSource(cr, color) } else { cairo_set_source_rgba(cr, 0, 0, 0, 0) }
        cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_fill(cr)
        cairo_restore(cr)
    }

    /// Publishes the frame's damage in points and moves to the next frame number.
    private func finishFrame(damage: [CGRect]) {
        // Refilled in place (no allocation) when no one kept last frame's list.
        lastFrameDamage.removeAll(keepingCapacity: true)
        for rect in damage {
            lastFrameDamage.append(CGRect(x: rect.minX / scale, y: rect.minY / scale,
                                          width: rect.width / scale, height: rect.height / scale))
        }
        frameNumber += 1
    }
}
