import CoreGraphics
import Foundation

/// A layer that draws nothing itself and keeps its sublayers in one 3D space instead of
/// flattening them into its plane.
///
/// Its own background, border, contents, shadow and mask are not drawn, and its opacity
/// applies to each sublayer separately (no group). Every sublayer (through nested
/// transform layers) is placed by the full 3D product of the transforms above it,
/// perspective (`m34`) included, and the sublayers are drawn back to front by the depth
/// of their centres. The compositor draws layers as flat images, so each sublayer is
/// drawn in the parallelogram through three of its projected corners: exact for
/// rotations without perspective, and an approximation of the keystone shape under
/// perspective (the README says so). A sublayer with `isDoubleSided == false` facing
/// away is not drawn.
open class CATransformLayer: CALayer {
    override package var keepsSublayersIn3D: Bool { true }
    override package var replicatesSublayers: Bool { true }
}

/// Where a transform layer's sublayer is drawn: its values and the affine transform from
/// its bounds coordinates to the transform layer's (before the device transform).
package struct DepthPlacement {
    package let layer: CALayer
    package var values: LayerRenderValues
    package let transform: CGAffineTransform
    package let depth: CGFloat
}

extension CATransform3D {
    /// Maps a layer's bounds coordinates into its superlayer's, in 3D (Core Animation's
    /// geometry: about the anchor point, then to the position).
    package static func anchored(bounds: CGRect, anchorPoint: CGPoint, position: CGPoint, transform: CATransform3D) -> CATransform3D {
        let ax = bounds.minX + anchorPoint.x * bounds.width, ay = bounds.minY + anchorPoint.y * bounds.height
        return CATransform3DMakeTranslation(-ax, -ay, 0).concatenating(transform)
            .concatenating(CATransform3DMakeTranslation(position.x, position.y, 0))
    }

    /// `t` applied about a layer's anchor point (a sublayer transform, or a transform
    /// layer's own transform inside its plane).
    package static func about(anchorOf bounds: CGRect, _ anchorPoint: CGPoint, _ t: CATransform3D) -> CATransform3D {
        guard t != .identity else { return .identity }
        let ax = bounds.minX + anchorPoint.x * bounds.width, ay = bounds.minY + anchorPoint.y * bounds.height
        return CATransform3DMakeTranslation(-ax, -ay, 0).concatenating(t).concatenating(CATransform3DMakeTranslation(ax, ay, 0))
    }

    /// The projected point of (x, y, 0) and its depth, or nil behind the eye.
    package func project(_ x: CGFloat, _ y: CGFloat) -> (point: CGPoint, depth: CGFloat)? {
        let px = x * m11 + y * m21 + m41, py = x * m12 + y * m22 + m42
        let pz = x * m13 + y * m23 + m43, pw = x * m14 + y * m24 + m44
        guard pw > 1e-6 else { return nil }
        return (CGPoint(x: px / pw, y: py / pw), pz / pw)
    }
}

extension CALayer {
    /// The sublayers of a transform layer with values `v` (its stashed 3D transforms),
    /// flattened through nested transform layers and sorted back to front.
    package func depthPlacements(values v: LayerRenderValues) -> [DepthPlacement] {
        var result: [DepthPlacement] = []
        let root = CATransform3D.about(anchorOf: v.bounds, v.anchorPoint, v.depthSublayerTransform)
            .concatenating(CATransform3D.about(anchorOf: v.bounds, v.anchorPoint, v.depthTransform))
        collectDepthPlacements(of: self, toRoot: root, opacity: v.depthOpacity, into: &result)
        return result.enumerated().sorted {
            $0.element.depth != $1.element.depth ? $0.element.depth < $1.element.depth : $0.offset < $1.offset
        }.map(\.element)
    }

    private func collectDepthPlacements(of layer: CALayer, toRoot: CATransform3D, opacity: CGFloat,
                                        into result: inout [DepthPlacement]) {
        for sublayer in layer.sublayerStorage {
            var sv = sublayer.renderValues(presented: true)
            guard !sv.isHidden else { continue }
            if sublayer.keepsSublayersIn3D {
                let toParent = CATransform3D.about(anchorOf: sv.bounds, sv.anchorPoint, sv.depthSublayerTransform)
                    .concatenating(.anchored(bounds: sv.bounds, anchorPoint: sv.anchorPoint, position: sv.position, transform: sv.depthTransform))
                    .concatenating(toRoot)
                collectDepthPlacements(of: sublayer, toRoot: toParent, opacity: opacity * sv.depthOpacity, into: &result)
                continue
            }
            let m = CATransform3D.anchored(bounds: sv.bounds, anchorPoint: sv.anchorPoint, position: sv.position, transform: sv.transform)
                .concatenating(toRoot)
            let b = sv.bounds
            guard let p00 = m.project(b.minX, b.minY), let p10 = m.project(b.maxX, b.minY),
                  let p01 = m.project(b.minX, b.maxY), let centre = m.project(b.midX, b.midY),
                  b.width > 0 || b.height > 0 else { continue }
            let ax = b.width > 0 ? (p10.point.x - p00.point.x) / b.width : 0, ay = b.width > 0 ? (p10.point.y - p00.point.y) / b.width : 0
            let cx = b.height > 0 ? (p01.point.x - p00.point.x) / b.height : 0, cy = b.height > 0 ? (p01.point.y - p00.point.y) / b.height : 0
            let affine = CGAffineTransform(a: ax, b: ay, c: cx, d: cy,
                                           tx: p00.point.x - ax * b.minX - cx * b.minY,
                                           ty: p00.point.y - ay * b.minX - cy * b.minY)
            if !sublayer.isDoubleSided, ax * cy - ay * cx < 0 { continue }
            sv.opacity *= opacity
            result.append(DepthPlacement(layer: sublayer, values: sv, transform: affine, depth: centre.depth))
        }
    }
}
