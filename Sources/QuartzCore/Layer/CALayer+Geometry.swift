import CoreGraphics
import Foundation

extension CALayer {
    /// The layer's rectangle in its superlayer's coordinates, derived from `position`,
    /// `anchorPoint`, `bounds.size` and `transform` (the bounding box when transformed).
    /// Setting it sets `position` and `bounds.size`.
    package var frameFromGeometry: CGRect {
        let size = bounds.size
        let local = CGRect(origin: .zero, size: size)
        return local.applying(CALayer.anchoredTransform(
            origin: .zero, size: size, position: position, anchorPoint: anchorPoint, transform: transform))
    }

    /// Sets `position` and `bounds.size` from a frame rectangle. With a transform, as Core
    /// Animation does, the frame is the bounding box of the transformed bounds, so the size
    /// is the one whose transformed bounding box has the frame's size (scale 2 and frame
    /// 100x50 give bounds 50x25; a quarter turn gives 50x100) and the frame round-trips.
    /// Transforms whose bounding box cannot be inverted (a 45-degree turn) map the frame's
    /// size through the inverse transform, as Core Animation does ("undefined" in its docs).
    package func setGeometry(fromFrame newValue: CGRect) {
        guard CALayer.validate(newValue, key: "frame") else { return }
        let frame = newValue.standardized
        if transform == .identity {
            position = CGPoint(x: frame.minX + anchorPoint.x * frame.width, y: frame.minY + anchorPoint.y * frame.height)
            if bounds.size != frame.size { bounds.size = frame.size }
            return
        }
        let m = transform.affinePart
        let size = CALayer.untransformedSize(of: frame.size, under: m)
        let local = CGRect(x: -anchorPoint.x * size.width, y: -anchorPoint.y * size.height, width: size.width, height: size.height)
        let box = local.applying(m)
        guard box.minX.isFinite, box.minY.isFinite else {
            CALayer.log("frame \(newValue) rejected: the transform \(m) maps it to no finite rectangle")
            return
        }
        position = CGPoint(x: frame.minX - box.minX, y: frame.minY - box.minY)
        if bounds.size != size { bounds.size = size }
    }

    /// The size whose bounding box under the linear part of `m` is `size`: solves
    /// `|a| w + |c| h = W, |b| w + |d| h = H`; when that system is singular, the size mapped
    /// through the inverse transform (absolute values); with no inverse, `size` itself.
    package static func untransformedSize(of size: CGSize, under m: CGAffineTransform) -> CGSize {
        let a = abs(m.a), b = abs(m.b), c = abs(m.c), d = abs(m.d)
        let det = a * d - b * c
        if abs(det) > 1e-12 {
            let w = (d * size.width - c * size.height) / det
            let h = (a * size.height - b * size.width) / det
            if w >= 0, h >= 0, w.isFinite, h.isFinite { return CGSize(width: w, height: h) }
        }
        let inner = m.a * m.d - m.b * m.c
        guard abs(inner) > 1e-12 else { return size }
        let inverse = CGAffineTransform(a: m.a, b: m.b, c: m.c, d: m.d, tx: 0, ty: 0).inverted()
        let mapped = CGSize(width: size.width, height: size.height).applying(inverse)
        return CGSize(width: abs(mapped.width), height: abs(mapped.height))
    }

    /// The transform as an affine transform (its affine part when it has z terms).
    package func affinePartOfTransform() -> CGAffineTransform { transform.affinePart }

    /// Sets `transform` from an affine transform.
    package func setTransform(affine m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    /// Maps a point in a layer's bounds coordinates to its superlayer's coordinates:
    /// move the anchor to the origin, apply the transform, move to `position`.
    package static func anchoredTransform(origin: CGPoint, size: CGSize, position: CGPoint,
                                          anchorPoint: CGPoint, transform: CATransform3D) -> CGAffineTransform {
        let ax = origin.x + anchorPoint.x * size.width
        let ay = origin.y + anchorPoint.y * size.height
        if transform == .identity {
            return CGAffineTransform(translationX: position.x - ax, y: position.y - ay)
        }
        return CGAffineTransform(translationX: -ax, y: -ay)
            .concatenating(transform.affinePart)
            .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
    }

    /// The transform from this layer's coordinates to its superlayer's, including the
    /// superlayer's `sublayerTransform`; `presented` reads animated values.
    package func transformToSuperlayer(presented: Bool) -> CGAffineTransform {
        let values = presented ? presentedGeometry : LayerGeometry(bounds: bounds, position: position, anchorPoint: anchorPoint, transform: transform)
        var m = CALayer.anchoredTransform(origin: values.bounds.origin, size: values.bounds.size, position: values.position,
                                          anchorPoint: values.anchorPoint, transform: values.transform)
        if let parent = superlayer {
            let sub = presented ? parent.presentedSublayerTransform : parent.sublayerTransform
            if sub != .identity {
                let pb = presented ? parent.presentedGeometry.bounds : parent.bounds
                let pa = presented ? parent.presentedGeometry.anchorPoint : parent.anchorPoint
                let ax = pb.minX + pa.x * pb.width, ay = pb.minY + pa.y * pb.height
                m = m.concatenating(CGAffineTransform(translationX: -ax, y: -ay))
                    .concatenating(sub.affinePart)
                    .concatenating(CGAffineTransform(translationX: ax, y: ay))
            }
        }
        return m
    }

    /// The transform from this layer's coordinates to its root layer's coordinates.
    package func transformToRoot(presented: Bool = false) -> CGAffineTransform {
        var m = CGAffineTransform.identity
        var node: CALayer? = self
        while let layer = node {
            if let owner = layer.maskOwner {
                // A mask lives in its owner's coordinates, positioned by its own geometry.
                m = m.concatenating(layer.transformToSuperlayer(presented: presented))
                node = owner
                continue
            }
            guard layer.superlayer != nil else { break }
            m = m.concatenating(layer.transformToSuperlayer(presented: presented))
            node = layer.superlayer
        }
        return m
    }

    /// The transform from this layer's coordinates to `other`'s (or to the root when nil).
    private func transform(to other: CALayer?) -> CGAffineTransform {
        let toRoot = transformToRoot()
        guard let other else { return toRoot }
        if other.rootLayer !== rootLayer {
            CALayer.log("convert: layers \(self) and \(other) are in different trees; using their root coordinates")
        }
        return toRoot.concatenating(other.transformToRoot().inverted())
    }

    /// Converts a point from this layer's coordinates to `l`'s.
    package func convertPoint(_ p: CGPoint, to l: CALayer?) -> CGPoint { p.applying(transform(to: l)) }

    /// Converts a point from `l`'s coordinates to this layer's.
    package func convertPoint(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        guard let l else { return p.applying(transformToRoot().inverted()) }
        return l.convertPoint(p, to: self)
    }

    /// Converts a rectangle from this layer's coordinates to `l`'s (the bounding box).
    package func convertRect(_ r: CGRect, to l: CALayer?) -> CGRect { r.applying(transform(to: l)) }

    /// Converts a rectangle from `l`'s coordinates to this layer's (the bounding box).
    package func convertRect(_ r: CGRect, from l: CALayer?) -> CGRect {
        guard let l else { return r.applying(transformToRoot().inverted()) }
        return l.convertRect(r, to: self)
    }

    
    /// The farthest descendant (or self) containing `p`, given in the superlayer's
    /// coordinates; hidden layers are skipped; masksToBounds cuts off sublayers outside.
    package func hitTestSubtree(_ p: CGPoint) -> CALayer? {
        guard !isHidden else { return nil }
        let local = p.applying(transformToSuperlayer(presented: false).inverted())
        if masksToBounds && !contains(local) { return nil }
        for sublayer in sublayersInDrawingOrder.reversed() {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return contains(local) ? self : nil
    }

    /// The preferred size in the superlayer's coordinates: the bounds size mapped by the
    /// transform (subclasses such as text layers compute their own).
    package func transformedBoundsSize() -> CGSize {
        let size = bounds.size.applying(transform.affinePart)
        return CGSize(width: abs(size.width), height: abs(size.height))
    }

    /// Validates geometry, rejecting NaN and infinite values with a log line.
    package static func validate(_ p: CGPoint, key: String) -> Bool {
        if p.x.isFinite && p.y.isFinite { return true }
        log("\(key) \(p) rejected: coordinates must be finite")
        return false
    }

    /// Validates a rectangle, rejecting NaN and infinite values with a log line.
    package static func validate(_ r: CGRect, key: String) -> Bool {
        if r.origin.x.isFinite && r.origin.y.isFinite && r.size.width.isFinite && r.size.height.isFinite { return true }
        log("\(key) \(r) rejected: values must be finite")
        return false
    }

    /// Validates scalar values, rejecting NaN and infinite ones with a log line.
    package static func validate(_ values: [CGFloat], key: String) -> Bool {
        if values.allSatisfy(\.isFinite) { return true }
        log("\(key) \(values.count == 1 ? "\(values[0])" : "\(values)") rejected: values must be finite")
        return false
    }

    /// Validates a 3D transform, rejecting one with a NaN or infinite component.
    package static func validate(_ t: CATransform3D, key: String) -> Bool {
        let m = [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
        if m.allSatisfy(\.isFinite) { return true }
        log("\(key) rejected: a CATransform3D component is NaN or infinite")
        return false
    }

    /// Validates a media-timing value: NaN is always rejected, infinity unless
    /// `allowsInfinity` (repeat counts and durations may be infinite: "forever").
    package static func validateTiming(_ value: Double, key: String, allowsInfinity: Bool = false) -> Bool {
        if value.isFinite || (allowsInfinity && value == .infinity) { return true }
        log("\(key) \(value) rejected: timing values must be finite\(allowsInfinity ? " or +infinity" : "")")
        return false
    }

    /// Reacts to a bounds change: validation, layout and redisplay as Core Animation does.
    package func boundsDidChange(from oldValue: CGRect) {
        guard CALayer.validate(bounds, key: "bounds") else { bounds = oldValue; return }
        if bounds.size.width < 0 || bounds.size.height < 0 {
            bounds = bounds.standardized
            return
        }
        if bounds.size != oldValue.size {
            setNeedsLayout()
            if needsDisplayOnBoundsChange { setNeedsDisplay() }
        }
        propertyDidChange("bounds", previous: .typed(.rect(oldValue)))
    }
}

/// The values that place a layer in its superlayer.
package struct LayerGeometry {
    package var bounds: CGRect
    package var position: CGPoint
    package var anchorPoint: CGPoint
    package var transform: CATransform3D
}
