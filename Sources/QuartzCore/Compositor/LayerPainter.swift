import CCairo
import CoreGraphics
import Foundation

/// Paints a layer tree into a Cairo context: one walk, back to front, with group opacity,
/// clipping, shadows, masks and borders. Shared by the compositor's frames and
/// `CALayer.render(in:)`.
package struct LayerPainter {
    /// The Cairo context painted into (device space is its identity matrix space).
    package let cr: OpaquePointer
    /// Whether running animations' presentation values are drawn.
    package let presented: Bool
    /// The compositor that records where layers were drawn, or nil for one-off renders.
    package let recorder: Compositor?
    /// Device-space rectangles to repaint, or nil to paint everything.
    package let damage: [CGRect]?
    /// The bounding box of `damage`, within the context's clip: anything outside it is
    /// clipped away and not drawn.
    package let damageBox: CGRect
    /// What later, opaque layers will cover (shared by copies of this painter; empty
    /// between walks).
    package let occlusion: Occlusion

    package init(cr: OpaquePointer, presented: Bool, recorder: Compositor?, damage: [CGRect]?,
                 occlusion: Occlusion = Occlusion()) {
        self.cr = cr
        self.occlusion = occlusion
        self.presented = presented
        self.recorder = recorder
        self.damage = damage
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        cairo_restore(cr)
        let clip = CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
        self.damageBox = (damage?.reduce(CGRect.null) { $0.union($1) } ?? clip).intersection(clip)
    }

    /// Whether `box` (device space) touches the area being repainted.
    private func touchesDamage(_ box: CGRect) -> Bool {
        guard box.boxIntersects(damageBox), !occlusion.hides(box) else { return false }
        guard let damage else { return true }
        return damage.count == 1 || damage.contains { $0.boxIntersects(box) }
    }

    /// The transform that places sublayers: `sublayerTransform` about the anchor point,
    /// then the layer's own transform `m`.
    package static func sublayerBase(_ v: LayerRenderValues, _ m: CGAffineTransform) -> CGAffineTransform {
        guard v.sublayerTransform != .identity else { return m }
        let ax = v.bounds.minX + v.anchorPoint.x * v.bounds.width
        let ay = v.bounds.minY + v.anchorPoint.y * v.bounds.height
        return CGAffineTransform(translationX: -ax, y: -ay).concatenating(v.sublayerTransform.affinePart)
            .concatenating(CGAffineTransform(translationX: ax, y: ay)).concatenating(m)
    }

    /// The device transform of a sublayer with values `v` placed in `base`.
    package static func childTransform(_ v: LayerRenderValues, base: CGAffineTransform) -> CGAffineTransform {
        CALayer.anchoredTransform(origin: v.bounds.origin, size: v.bounds.size, position: v.position,
                                  anchorPoint: v.anchorPoint, transform: v.transform).concatenating(base)
    }

    /// Paints `layer` with layer-to-device transform `m`; returns the device box its
    /// subtree covers (used for damage), or `.null` when it draws nothing.
    @discardableResult
    package func paint(_ layer: CALayer, transform m: CGAffineTransform) -> CGRect {
        paint(layer, layer.renderValues(presented: presented), m)
    }

    /// Paints a sublayer with values `v`, placed by its geometry in `base`.
    package func paint(_ layer: CALayer, base: CGAffineTransform) -> CGRect {
        StackGuard.call { paintGuarded(layer, base: base) }
    }

    private func paintGuarded(_ layer: CALayer, base: CGAffineTransform) -> CGRect {
        // A layer whose recorded area misses the damage is skipped before reading its
        // values: changed layers and their subtrees were re-measured before painting.
        if let recorder, damage != nil, layer.renderRecord.compositor === recorder,
           !touchesDamage(layer.renderRecord.subtreeBounds) {
            return layer.renderRecord.subtreeBounds
        }
        if let box = paintPlainImageLeaf(layer, base: base) { return box }
        // This frame's damage pass built the values of the layers it measured.
        let v = (presented ? recorder?.keptRenderValues(of: layer) : nil) ?? layer.renderValues(presented: presented)
        return paint(layer, v, LayerPainter.childTransform(v, base: base))
    }

    /// The fast path for the commonest layer of all: a plain `CALayer` leaf that only shows
    /// its cached contents, untransformed, 1:1 on whole device pixels. It is drawn without
    /// building its render values; anything else returns nil and takes the general path.
    private func paintPlainImageLeaf(_ layer: CALayer, base: CGAffineTransform) -> CGRect? {
        guard type(of: layer) == CALayer.self, let image = layer.contentsImage, layer.sublayerStorage.isEmpty,
              layer.transformStorage == nil, layer.shadowStorage == nil, layer.contentsStorage == nil,
              layer.extraStorage == nil, !presented || layer.presentationValues == nil,
              layer.backgroundColor == nil, layer.borderWidth == 0, layer.opacity == 1, !layer.isHidden,
              !layer.masksToBounds || layer.cornerRadius == 0, layer.mask == nil,
              base.b == 0, base.c == 0, base.a > 0, base.a == base.d else { return nil }
        let b = layer.bounds, p = layer.position, anchor = layer.anchorPoint
        guard CGFloat(image.width) == b.width * base.a, CGFloat(image.height) == b.height * base.d else { return nil }
        // Layer origin (bounds.minX, bounds.minY) lands at position - anchor * size.
        let x = (p.x - anchor.x * b.width) * base.a + base.tx, y = (p.y - anchor.y * b.height) * base.d + base.ty
        guard x == x.rounded(), y == y.rounded() else { return nil }
        let box = CGRect(x: x, y: y, width: CGFloat(image.width), height: CGFloat(image.height))
        if recorder != nil {
            layer.renderRecord.compositor = recorder
            layer.renderRecord.deviceTransform = CGAffineTransform(a: base.a, b: 0, c: 0, d: base.d, tx: x - b.minX * base.a, ty: y - b.minY * base.d)
            layer.renderRecord.subtreeBounds = box
        }
        guard touchesDamage(box) else { return box }
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, image.surface, Double(x), Double(y))
        cairo_paint(cr)
        return box
    }

    /// Paints `layer` with its values and device transform already computed.
    private func paint(_ layer: CALayer, _ v: LayerRenderValues, _ m: CGAffineTransform) -> CGRect {
        if recorder != nil {
            layer.renderRecord.compositor = recorder
            layer.renderRecord.deviceTransform = m
        }
        guard !v.isHidden, v.opacity > 0 else {
            if recorder != nil { layer.renderRecord.subtreeBounds = .null }
            return .null
        }
        let box = paintVisible(layer, v, m)
        if recorder != nil { layer.renderRecord.subtreeBounds = box }
        return box
    }

    /// Paints a visible layer, choosing a group when opacity, masks, shadows or a running
    /// transition need the subtree as one image.
    private func paintVisible(_ layer: CALayer, _ v: LayerRenderValues, _ m: CGAffineTransform) -> CGRect {
        let hasShadow = LayerShadow.isVisible(v, layer: layer)
        let ownParts = (v.backgroundColor != nil ? 1 : 0) + (v.contentsImage != nil ? 1 : 0) + (v.borderWidth > 0 ? 1 : 0)
            + layer.subclassContentPartCount
        let needsGroup = layer.mask != nil || hasShadow || layer.hasActiveTransition
            || (v.opacity < 1 && (!layer.sublayerStorage.isEmpty || ownParts > 1) && layer.allowsGroupOpacity)
        if !needsGroup {
            return paintContent(layer, v, m, alpha: v.opacity)
        }
        cairo_save(cr)
        CairoPaths.pushDeviceGroup(cr)
        var box = occlusion.suspended { paintContent(layer, v, m, alpha: 1) }
        if let mask = layer.mask {
            box = box.intersection(applyMask(mask, ownerTransform: m))
        }
        let content = cairo_pop_group(cr)!
        defer { cairo_pattern_destroy(content) }
        if hasShadow {
            box = box.boxUnion(LayerShadow.paint(cr, layer: layer, values: v, transform: m, content: content, contentBox: box))
        }
        if layer.hasActiveTransition {
            LayerTransitionPainter.paint(cr, layer: layer, values: v, transform: m, content: content, alpha: v.opacity)
        } else {
            cairo_identity_matrix(cr)
            cairo_set_source(cr, content)
            cairo_paint_with_alpha(cr, Double(v.opacity))
        }
        cairo_restore(cr)
        return box
    }

    /// Paints background, contents, sublayers and border; `alpha` multiplies each part
    /// (used for single-part layers without a group). Returns the subtree's device box.
    private func paintContent(_ layer: CALayer, _ v: LayerRenderValues, _ m: CGAffineTransform, alpha: CGFloat) -> CGRect {
        let local = v.bounds
        var box = local.applying(m)
        if touchesDamage(box) {
            CairoPaths.setMatrix(cr, m)
            if let color = v.backgroundColor, color.alpha > 0,
               alpha < 1 || !OpaqueCoverage.sublayersCover(box.intersection(damageBox), of: layer, values: v, transform: m, presented: presented) {
                CairoPaths.addRoundedRect(cr, local, radius: v.cornerRadius, corners: v.maskedCorners)
                CairoPaths.setSource(cr, color, alpha: alpha)
                cairo_fill(cr)
            }
        }
        if let image = v.contentsImage {
            box = box.boxUnion(paintContents(image, layer: layer, v, m, alpha: alpha))
        }
        box = box.boxUnion(layer.paintSubclassContent(self, values: v, transform: m, alpha: alpha))
        if !layer.sublayerStorage.isEmpty {
            box = box.boxUnion(paintSublayers(layer, v, m))
        }
        if v.borderWidth > 0, let color = v.borderColor, color.alpha > 0, touchesDamage(box) {
            CairoPaths.setMatrix(cr, m)
            let outer = local
            let width = min(v.borderWidth, min(local.width, local.height) / 2)
            let inner = local.insetBy(dx: width, dy: width)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
            CairoPaths.addRoundedRect(cr, outer, radius: v.cornerRadius, corners: v.maskedCorners)
            if inner.width > 0, inner.height > 0 {
                CairoPaths.addRoundedRect(cr, inner, radius: max(0, v.cornerRadius - width), corners: v.maskedCorners)
            }
            CairoPaths.setSource(cr, color, alpha: alpha)
            cairo_fill(cr)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        }
        return box
    }

    /// Paints the contents image by gravity, contentsRect and nine-part centre.
    private func paintContents(_ image: CGImage, layer: CALayer, _ v: LayerRenderValues, _ m: CGAffineTransform, alpha: CGFloat) -> CGRect {
        if let box = paintContentsPixelAligned(image, layer: layer, v, m, alpha: alpha) { return box }
        let slices = ContentsGeometry.slices(
            imageSize: CGSize(width: image.width, height: image.height), contentsScale: layer.contentsScale,
            bounds: v.bounds, gravity: layer.contentsGravity, contentsRect: v.contentsRect, contentsCenter: v.contentsCenter)
        var box = CGRect.null
        for slice in slices { box = box.union(slice.destination) }
        let deviceBox = (v.masksToBounds ? box.intersection(v.bounds) : box).applying(m)
        guard !slices.isEmpty, touchesDamage(deviceBox) else { return deviceBox }
        let clipsRounded = v.masksToBounds && v.cornerRadius > 0
        cairo_save(cr)
        CairoPaths.setMatrix(cr, m)
        if v.masksToBounds {
            CairoPaths.addRoundedRect(cr, v.bounds, radius: clipsRounded ? v.cornerRadius : 0, corners: v.maskedCorners)
            cairo_clip(cr)
        }
        let pattern = cairo_pattern_create_for_surface(image.surface)!
        cairo_pattern_set_extend(pattern, slices.count > 1 ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
        for slice in slices {
            let sx = slice.source.width / slice.destination.width
            let sy = slice.source.height / slice.destination.height
            let userToImage = CGAffineTransform(translationX: -slice.destination.minX, y: -slice.destination.minY)
                .concatenating(CGAffineTransform(scaleX: sx, y: sy))
                .concatenating(CGAffineTransform(translationX: slice.source.minX, y: slice.source.minY))
            var matrix = CGContext.cairoMatrix(userToImage)
            cairo_pattern_set_matrix(pattern, &matrix)
            let deviceToImage = m.inverted().concatenating(userToImage)
            let nearest = CairoPaths.isPixelAlignedTranslation(deviceToImage)
                || (deviceToImage.a < 1 ? layer.minificationFilter : layer.magnificationFilter) == .nearest
            cairo_pattern_set_filter(pattern, nearest ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD)
            cairo_set_source(cr, pattern)
            let d = slice.destination
            cairo_rectangle(cr, Double(d.minX), Double(d.minY), Double(d.width), Double(d.height))
            if alpha < 1 {
                cairo_clip(cr)
                cairo_paint_with_alpha(cr, Double(alpha))
                cairo_reset_clip(cr)
                if v.masksToBounds {
                    CairoPaths.addRoundedRect(cr, v.bounds, radius: clipsRounded ? v.cornerRadius : 0, corners: v.maskedCorners)
                    cairo_clip(cr)
                }
            } else {
                cairo_fill(cr)
            }
        }
        cairo_pattern_destroy(pattern)
        cairo_restore(cr)
        return deviceBox
    }

    /// The fast path for the common case: the whole image drawn 1:1 onto whole device
    /// pixels (resize gravity, bounds size x scale = image size, translation only), which
    /// is one Cairo composite of the cached surface. Returns nil when it does not apply.
    private func paintContentsPixelAligned(_ image: CGImage, layer: CALayer, _ v: LayerRenderValues, _ m: CGAffineTransform, alpha: CGFloat) -> CGRect? {
        guard m.b == 0, m.c == 0, m.a > 0, m.a == m.d, !v.masksToBounds || v.cornerRadius == 0,
              v.contentsRect == LayerPainter.unitRect, v.contentsCenter == LayerPainter.unitRect,
              layer.contentsStorage.map({ $0.gravity == .resize }) ?? true,
              CGFloat(image.width) == v.bounds.width * m.a, CGFloat(image.height) == v.bounds.height * m.d else { return nil }
        let x = v.bounds.minX * m.a + m.tx, y = v.bounds.minY * m.d + m.ty
        guard x == x.rounded(), y == y.rounded() else { return nil }
        let box = CGRect(x: x, y: y, width: CGFloat(image.width), height: CGFloat(image.height))
        guard touchesDamage(box) else { return box }
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, image.surface, Double(x), Double(y))
        if alpha < 1 { cairo_paint_with_alpha(cr, Double(alpha)) } else { cairo_paint(cr) }
        return box
    }

    /// The unit rectangle, the default contentsRect and contentsCenter.
    package static let unitRect = CGRect(x: 0, y: 0, width: 1, height: 1)

    /// Paints sublayers in zPosition order, clipped to the (rounded) bounds when
    /// `masksToBounds`; returns their union box (clipped likewise).
    private func paintSublayers(_ layer: CALayer, _ v: LayerRenderValues, _ m: CGAffineTransform) -> CGRect {
        let base = LayerPainter.sublayerBase(v, m)
        if v.masksToBounds {
            cairo_save(cr)
            CairoPaths.setMatrix(cr, m)
            CairoPaths.addRoundedRect(cr, v.bounds, radius: v.cornerRadius, corners: v.maskedCorners)
            cairo_clip(cr)
        }
        var box = CGRect.null
        if layer.keepsSublayersIn3D {
            for placement in layer.depthPlacements(values: v) {
                box = box.boxUnion(paint(placement.layer, placement.values, placement.transform.concatenating(base)))
            }
        } else if let instances = layer.sublayerInstances(values: v) {
            box = paintInstances(instances, of: layer, v, base: base)
        } else {
            let sublayers = layer.sublayersInDrawingOrder
            let covers = recorder == nil ? [] : OpaqueCoverage.siblingCovers(sublayers, parent: v, base: base, presented: presented)
            if covers.isEmpty {
                for sublayer in sublayers { box = box.boxUnion(paint(sublayer, base: base)) }
            } else {
                // Each sublayer is painted knowing the covers of the large opaque siblings
                // in front of it.
                let rects = covers.map(\.rect)
                var next = 0
                for (index, sublayer) in sublayers.enumerated() {
                    while next < covers.count, covers[next].index <= index { next += 1 }
                    box = box.boxUnion(occlusion.with(rects[next...]) { paint(sublayer, base: base) })
                }
            }
        }
        if v.masksToBounds {
            cairo_restore(cr)
            box = box.intersection(v.bounds.applying(m))
        }
        return box
    }

    /// Renders `mask` (in the owner's coordinates) to a group and masks the current group
    /// with its alpha; returns the mask's device box.
    private func applyMask(_ mask: CALayer, ownerTransform m: CGAffineTransform) -> CGRect {
        let content = cairo_pop_group(cr)!
        CairoPaths.pushDeviceGroup(cr)
        let maskPainter = LayerPainter(cr: cr, presented: presented, recorder: nil, damage: nil)
        let mv = mask.renderValues(presented: presented)
        let maskTransform = LayerPainter.childTransform(mv, base: m)
        let box = maskPainter.paint(mask, transform: maskTransform)
        let maskPattern = cairo_pop_group(cr)!
        CairoPaths.pushDeviceGroup(cr)
        cairo_identity_matrix(cr)
        cairo_set_source(cr, content)
        cairo_mask(cr, maskPattern)
        cairo_pattern_destroy(maskPattern)
        cairo_pattern_destroy(content)
        return box
    }
}
