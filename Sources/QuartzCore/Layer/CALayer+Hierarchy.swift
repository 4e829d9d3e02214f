import CoreGraphics
import Foundation

extension CALayer {
    /// Removes the old sublayers and adds the new ones in order.
    package func replaceAllSublayers(with newValue: [CALayer]?) {
        for layer in sublayerStorage { layer.detachFromSuperlayer() }
        sublayerStorage = []
        for layer in newValue ?? [] { insertSublayer(layer, at: UInt32(sublayerStorage.count)) }
        setNeedsLayout()
    }

    /// Appends `layer` to the sublayers (front-most), removing it from its old superlayer.
    package func appendSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(sublayerStorage.count))
    }

    /// Inserts `layer` at `idx` (clamped to the sublayer count), removing it from its old
    /// superlayer first. Inserting a layer into itself or its own descendant is refused.
    package func insertSublayerAtIndex(_ layer: CALayer, at idx: UInt32) {
        guard canAdopt(layer) else { return }
        var index = Int(idx)
        if layer.superlayer === self, let current = sublayerStorage.firstIndex(where: { $0 === layer }) {
            sublayerStorage.remove(at: current)
            layer.superlayerLink = nil
            if current < index { index -= 1 }
        } else {
            layer.removeFromSuperlayer()
        }
        if layer.maskOwner != nil { layer.maskOwner?.mask = nil }
        index = min(max(index, 0), sublayerStorage.count)
        sublayerStorage.insert(layer, at: index)
        layer.superlayerLink = self
        // Sublayers whose zPosition changes set the flag themselves (O(1) per insert).
        if layer.zPosition != 0 { sublayersNeedSorting = true }
        setNeedsLayout()
        layer.noteVisualChange()
    }

    /// Inserts `layer` directly below `sibling` (at the front when `sibling` is not a sublayer).
    package func insertSublayerBelow(_ layer: CALayer, below sibling: CALayer?) {
        guard let sibling, sibling !== layer, let index = sublayerStorage.firstIndex(where: { $0 === sibling }) else {
            return insertSublayer(layer, at: 0)
        }
        insertSublayer(layer, at: UInt32(index))
    }

    /// Inserts `layer` directly above `sibling` (at the back-most position's opposite, the
    /// front, when `sibling` is not a sublayer).
    package func insertSublayerAbove(_ layer: CALayer, above sibling: CALayer?) {
        guard let sibling, sibling !== layer, let index = sublayerStorage.firstIndex(where: { $0 === sibling }) else {
            return addSublayer(layer)
        }
        insertSublayer(layer, at: UInt32(index + 1))
    }

    /// Replaces the sublayer `oldLayer` with `newLayer` at the same index; does nothing
    /// when `oldLayer` is not a sublayer (logged).
    package func replaceSublayerInPlace(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let index = sublayerStorage.firstIndex(where: { $0 === oldLayer }) else {
            CALayer.log("replaceSublayer: \(oldLayer) is not a sublayer of \(self)")
            return
        }
        guard oldLayer !== newLayer else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(index))
    }

    /// Removes the layer from its superlayer (or from its owner's `mask`).
    package func detachFromParent() {
        if let owner = maskOwner {
            owner.mask = nil
            return
        }
        guard let parent = superlayer else { return }
        detachFromSuperlayer()
        parent.sublayerStorage.removeAll { $0 === self }
        parent.setNeedsLayout()
    }

    /// Clears the superlayer link and reports the area this layer covered as damage.
    package func detachFromSuperlayer() {
        renderRecord.compositor?.subtreeWillLeave(self)
        superlayerLink = nil
    }

    /// Whether `layer` may become this layer's mask: not the layer itself nor one of its
    /// ancestors (superlayers and mask owners), which would make the tree a cycle.
    package func canUseAsMask(_ layer: CALayer) -> Bool {
        var node: CALayer? = self
        while let current = node {
            if current === layer {
                CALayer.log("mask: \(layer) cannot mask itself or one of its descendants; ignored")
                return false
            }
            node = current.superlayer ?? current.maskOwner
        }
        return true
    }

    /// Whether `layer` may become a sublayer of `self` (not self, not an ancestor).
    private func canAdopt(_ layer: CALayer) -> Bool {
        // A layer without sublayers or mask can only be an ancestor by being `self`: O(1).
        if layer !== self, layer.sublayerStorage.isEmpty, layer.mask == nil { return true }
        var node: CALayer? = self
        while let current = node {
            if current === layer {
                CALayer.log("cannot add \(layer) as a sublayer of itself or of its descendant")
                return false
            }
            node = current.superlayer ?? current.maskOwner
        }
        return true
    }

    /// The sublayers in drawing order: by zPosition, ties in sublayer order.
    package var sublayersInDrawingOrder: [CALayer] {
        guard sublayersNeedSorting else { return sublayerStorage }
        if !sublayerStorage.contains(where: { $0.zPosition != 0 }) { return sublayerStorage }
        return sublayerStorage.enumerated().sorted {
            $0.element.zPosition != $1.element.zPosition ? $0.element.zPosition < $1.element.zPosition : $0.offset < $1.offset
        }.map(\.element)
    }

    /// The root of the layer's tree (a mask's tree continues through its owner).
    package var rootLayer: CALayer {
        var node = self
        while let parent = node.superlayer ?? node.maskOwner { node = parent }
        return node
    }
}
