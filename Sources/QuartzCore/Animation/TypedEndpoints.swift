import CoreGraphics
import Foundation

/// The fixed endpoints of a basic animation when both are scalars, both points or both
/// affine transforms: the kinds view animations run by the thousand. A frame evaluates
/// them straight into the layer's typed presentation slot, without `AnimatableValue`
/// copies, and transforms keep their decompositions instead of decomposing every frame.
/// The results are those of `AnimatableValue.interpolated(to:fraction:)` and `adding(_:)`.
package enum TypedEndpoints {
    case scalar(CGFloat, CGFloat)
    case point(CGPoint, CGPoint)
    case affine(AffineEndpoints)

    /// The typed form of `from` and `to`, or nil when they are not two values of one of
    /// the kinds above.
    package init?(from: AnimatableValue, to: AnimatableValue) {
        switch (from, to) {
        case (.scalar(let a), .scalar(let b)): self = .scalar(a, b)
        case (.point(let a), .point(let b)): self = .point(a, b)
        case (.transform(let a), .transform(let b)) where a.isAffine && b.isAffine:
            self = .affine(AffineEndpoints(from: a, to: b))
        default: return nil
        }
    }
}

/// Two affine transforms and their decompositions (see `AffineDecomposition.endpoints`).
package final class AffineEndpoints {
    package let from: CATransform3D
    package let to: CATransform3D
    package let start: AffineDecomposition
    package let end: AffineDecomposition

    package init(from: CATransform3D, to: CATransform3D) {
        self.from = from
        self.to = to
        (start, end) = AffineDecomposition.endpoints(from, to)
    }
}

extension AnimationTarget {
    /// Writes the value of `endpoints` at `progress` (added to the current presentation
    /// value when `additive`) into a layer's typed slot; false, having written nothing,
    /// when the target is not a layer or the slot's current value is of another kind
    /// (the general evaluation then handles the animation).
    package func write(_ endpoints: TypedEndpoints, progress p: Double, additive: Bool, in slot: PresentationSlot) -> Bool {
        guard let (layer, values) = layerValues else { return false }
        return endpoints.write(progress: p, additive: additive, in: slot, of: values, layer: layer)
    }
}

extension TypedEndpoints {
    /// Writes the value at `progress` (added to the current presentation value when
    /// `additive`) into `slot` of `values`, the presentation values of `layer`; false,
    /// having written nothing, when the slot's current value is of another kind.
    package func write(progress p: Double, additive: Bool, in slot: PresentationSlot,
                       of values: LayerPresentationValues, layer: CALayer) -> Bool {
        switch self {
        case .scalar(let a, let b):
            var v = p == 0 ? a : p == 1 ? b : CGFloat(Double(a) + (Double(b) - Double(a)) * p)
            if additive {
                guard case .scalar(let current)? = values.value(in: slot) ?? layer.animatableModelValue(slot) else { return false }
                v = CGFloat(Double(current) + Double(v))
            }
            values.set(.scalar(v), in: slot)
        case .point(let a, let b):
            var v = p == 0 ? a : p == 1 ? b : CGPoint(x: CGFloat(Double(a.x) + (Double(b.x) - Double(a.x)) * p),
                                                      y: CGFloat(Double(a.y) + (Double(b.y) - Double(a.y)) * p))
            if additive {
                let current: CGPoint
                if values.holdsValue(in: slot) {
                    guard let presented = values.point(slot) else { return false }
                    current = presented
                } else if slot == .position {
                    current = layer.position
                } else {
                    guard case .point(let model)? = layer.animatableModelValue(slot) else { return false }
                    current = model
                }
                v = CGPoint(x: CGFloat(Double(current.x) + Double(v.x)), y: CGFloat(Double(current.y) + Double(v.y)))
            }
            values.set(.point(v), in: slot)
        case .affine(let e):
            var t = p == 0 ? e.from : p == 1 ? e.to : AffineDecomposition.interpolate(e.start, e.end, p)
            if additive {
                if values.holdsValue(in: slot) {
                    guard let presented = values.transform(slot) else { return false }
                    t = t.concatenating(presented)
                } else if slot == .transform {
                    t = t.concatenating(layer.transform)
                } else {
                    guard case .transform(let model)? = layer.animatableModelValue(slot) else { return false }
                    t = t.concatenating(model)
                }
            }
            values.set(.transform(t), in: slot)
        }
        return true
    }
}
