import CCairo
import CoreGraphics
import Foundation

extension Compositor {
    /// The whole target in device pixels.
    package var deviceBounds: CGRect { CGRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight) }

    /// Records that `layer`'s subtree changed: the area it covered last frame is damaged
    /// now; the area it covers after the change is measured at the next frame.
    package func layerDidChange(_ layer: CALayer) {
        let layer = layer.outermostReplicatingAncestor ?? layer
        guard layer.renderRecord.changedInFrame != frameNumber else { return }
        layer.renderRecord.changedInFrame = frameNumber
        addDamage(layer.renderRecord.subtreeBounds)
        changedLayers.append(layer)
        VisualUpdateRequest.request()
    }

    /// Records that part of `layer`'s contents (bounds coordinates) was redrawn.
    package func layerContentDidChange(_ layer: CALayer, in rect: CGRect) {
        if let replicator = layer.outermostReplicatingAncestor { return layerDidChange(replicator) }
        guard layer.renderRecord.changedInFrame != frameNumber else { return }
        addDamage(rect.applying(layer.renderRecord.deviceTransform).intersection(layer.renderRecord.subtreeBounds))
    }

    /// Records that `layer` leaves this compositor's tree: what it covered is damaged.
    package func subtreeWillLeave(_ layer: CALayer) {
        addDamage(layer.renderRecord.subtreeBounds)
        Compositor.forgetRecords(in: layer, of: self)
    }

    /// Clears the records that point at `compositor` in a subtree (masks included), so no
    /// layer keeps an unretained reference to a compositor it no longer belongs to.
    package static func forgetRecords(in layer: CALayer, of compositor: Compositor) {
        var stack = [layer]
        while let layer = stack.popLast() {
            if layer.renderRecord.compositor === compositor {
                layer.renderRecord.compositor = nil
                layer.renderRecord.subtreeBounds = .null
            }
            stack += layer.sublayerStorage
            if let mask = layer.mask { stack.append(mask) }
        }
    }

    /// Adds a device-space rectangle to the pending damage.
    package func addDamage(_ rect: CGRect) {
        guard !rect.isNull, !rect.isEmpty, !needsFullRedraw else { return }
        pendingDamage.append(rect)
    }

    /// Measures every changed layer's new area and adds it to the damage; the render
    /// values it builds are kept for this frame's painting.
    package func collectChangedLayerDamage(root: CALayer) {
        // The two changed-layer buffers swap: changes reported while measuring go to the
        // other one; both keep their capacity.
        var changed = changedLayers
        changedLayers = buffers.spareChangedLayers
        buffers.spareChangedLayers = []
        ChangeCoverage.advance()
        var bases = buffers.sublayerBases
        buffers.sublayerBases = SublayerBases()
        let measurer = LayerBoundsMeasurer(compositor: self, keepsRenderValues: true)
        for layer in changed {
            guard layer.rootLayer === root, let m = deviceTransform(of: layer, bases: &bases) else {
                layer.renderRecord.compositor = nil
                continue
            }
            let box = measurer.measure(layer, transform: m)
            addDamage(box)
            var ancestor = layer.superlayer
            while let current = ancestor {
                current.renderRecord.subtreeBounds = current.renderRecord.subtreeBounds.union(box)
                ancestor = current.superlayer
            }
        }
        bases.removeAll()
        buffers.sublayerBases = bases
        changed.removeAll(keepingCapacity: true)
        buffers.spareChangedLayers = changed
    }

    /// How many disjoint damage rectangles merging keeps before giving up for their union.
    package static let mergeLimit = 64

    /// Turns pending damage into at most a few whole-pixel rectangles inside the target:
    /// overlapping rectangles merge; many or large ones become their union.
    package func consolidatedDamage() -> [CGRect] {
        var damage: [CGRect] = []
        consolidateDamage(into: &damage)
        return damage
    }

    /// `consolidatedDamage()` written into `damage` (emptied first; its storage is reused).
    package func consolidateDamage(into damage: inout [CGRect]) {
        damage.removeAll(keepingCapacity: true)
        defer { pendingDamage.removeAll(keepingCapacity: true) }
        // Merge overlapping rectangles as they come: each new one absorbs every merged
        // rectangle it touches (repeatedly, as it grows). Linear in the input while the
        // merged set stays small; past `mergeLimit` disjoint rectangles the answer is almost
        // surely their union (more than 16 become one), so stop early: a superset of the
        // damage is always correct, only slower to paint.
        for rect in pendingDamage {
            guard var current = clippedDamage(rect) else { continue }
            var k = 0
            while k < damage.count {
                if damage[k].intersects(current) {
                    current = current.union(damage.remove(at: k))
                    k = 0
                } else {
                    k += 1
                }
            }
            damage.append(current)
            if damage.count > Compositor.mergeLimit {
                let union = pendingDamage.reduce(CGRect.null) { $0.union(clippedDamage($1) ?? .null) }
                damage.removeAll(keepingCapacity: true)
                if !union.isNull { damage.append(union) }
                return
            }
        }
        let area = damage.reduce(0) { $0 + $1.width * $1.height }
        if damage.count > 16 || area > deviceBounds.width * deviceBounds.height * 0.6 {
            let union = damage.reduce(CGRect.null) { $0.union($1) }
            damage.removeAll(keepingCapacity: true)
            if !union.isNull { damage.append(union) }
        }
    }

    /// A damage rectangle as whole pixels inside the target, or nil when it covers none.
    private func clippedDamage(_ rect: CGRect) -> CGRect? {
        // Clip first: `integral` of a huge or non-finite rectangle would trap.
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { return deviceBounds }
        let clipped = rect.intersection(deviceBounds)
        return clipped.isNull || clipped.isEmpty ? nil : clipped.integral.intersection(deviceBounds)
    }
}

/// Computes the device box a layer subtree covers, without drawing, recording each
/// layer's box and transform for later culling.
package struct LayerBoundsMeasurer {
    /// The compositor whose records are updated.
    package let compositor: Compositor
    /// Whether the presented render values measured are kept for the frame's painting
    /// (not for values shown at another time, such as a replicator's delayed copies).
    package var keepsRenderValues = false

    package init(compositor: Compositor, keepsRenderValues: Bool = false) {
        self.compositor = compositor
        self.keepsRenderValues = keepsRenderValues
    }

    /// Measures `layer` with device transform `m`.
    @discardableResult
    package func measure(_ layer: CALayer, transform m: CGAffineTransform) -> CGRect {
        StackGuard.call { measureGuarded(layer, transform: m) }
    }

    private func measureGuarded(_ layer: CALayer, transform m: CGAffineTransform) -> CGRect {
        let v = layer.renderValues(presented: true)
        layer.renderRecord.compositor = compositor
        layer.renderRecord.deviceTransform = m
        if keepsRenderValues { compositor.keepRenderValues(v, of: layer) }
        guard !v.isHidden, v.opacity > 0 else {
            layer.renderRecord.subtreeBounds = .null
            return .null
        }
        var local = v.bounds
        if let image = v.contentsImage, !v.masksToBounds {
            for slice in ContentsGeometry.slices(imageSize: CGSize(width: image.width, height: image.height),
                                                 contentsScale: layer.contentsScale, bounds: v.bounds,
                                                 gravity: layer.contentsGravity, contentsRect: v.contentsRect,
                                                 contentsCenter: v.contentsCenter) {
                local = local.union(slice.destination)
            }
        }
        local = local.union(layer.subclassContentBounds(values: v))
        if let flip = LayerTransitionPainter.flipCoverage(of: layer, bounds: v.bounds) { local = local.union(flip) }
        var box = local.applying(m)
        if !layer.sublayerStorage.isEmpty {
            let base = LayerPainter.sublayerBase(v, m)
            var children = CGRect.null
            if layer.keepsSublayersIn3D {
                for placement in layer.depthPlacements(values: v) {
                    children = children.union(measure(placement.layer, transform: placement.transform.concatenating(base)))
                }
            } else if let instances = layer.sublayerInstances(values: v) {
                children = measureInstances(instances, of: layer, values: v, base: base)
            } else {
                for sublayer in layer.sublayerStorage {
                    children = children.union(measure(sublayer, transform: sublayer.presentedChildTransform(base: base)))
                }
            }
            box = box.union(v.masksToBounds ? children.intersection(v.bounds.applying(m)) : children)
        }
        if LayerShadow.isVisible(v, layer: layer) {
            let offset = LayerShadow.offset(v, m)
            let margin = CGFloat(AlphaBlur.margin(sigma: LayerShadow.sigma(v, m)))
            let shape = layer.shadowShapeBox(values: v, transform: m) ?? box
            box = box.union(shape.offsetBy(dx: offset.width, dy: offset.height).insetBy(dx: -margin, dy: -margin))
        }
        layer.renderRecord.subtreeBounds = box
        return box
    }
}
