import CoreGraphics
import Foundation

extension AnimatableValue {
    /// The part of the value named by a key-value coding sub-path: `x`/`y` of points,
    /// `width`/`height` of sizes, `origin`, `size` and their fields of rects, and Core
    /// Animation's transform fields (`rotation`, `rotation.z`, `scale`, `scale.x|y|z`,
    /// `translation`, `translation.x|y|z`; `rotation.x|y` read as 0). Nil when unknown.
    package func component(_ path: String) -> AnimatableValue? {
        switch self {
        case .point(let p):
            switch path {
            case "x": return .scalar(p.x)
            case "y": return .scalar(p.y)
            default: return nil
            }
        case .size(let s):
            switch path {
            case "width": return .scalar(s.width)
            case "height": return .scalar(s.height)
            default: return nil
            }
        case .rect(let r):
            switch path {
            case "origin": return .point(r.origin)
            case "size": return .size(r.size)
            default:
                if path.hasPrefix("origin.") { return AnimatableValue.point(r.origin).component(String(path.dropFirst(7))) }
                if path.hasPrefix("size.") { return AnimatableValue.size(r.size).component(String(path.dropFirst(5))) }
                return nil
            }
        case .transform(let t):
            let parts = AffineDecomposition(t)
            switch path {
            case "rotation", "rotation.z": return .scalar(CGFloat(parts.rotation))
            case "rotation.x", "rotation.y": return .scalar(0)
            case "scale": return .scalar(CGFloat((parts.scaleX + parts.scaleY) / 2))
            case "scale.x": return .scalar(CGFloat(parts.scaleX))
            case "scale.y": return .scalar(CGFloat(parts.scaleY))
            case "scale.z": return .scalar(t.m33)
            case "translation": return .size(CGSize(width: t.m41, height: t.m42))
            case "translation.x": return .scalar(t.m41)
            case "translation.y": return .scalar(t.m42)
            case "translation.z": return .scalar(t.m43)
            default: return nil
            }
        default:
            return nil
        }
    }

    /// The value with the part named by `path` replaced by `value` (see ``component(_:)``);
    /// nil when the path or the value's kind does not fit. Transform fields are replaced in
    /// the decomposed affine part; `rotation.x|y` rotate the transform about that axis.
    package func replacingComponent(_ path: String, with value: AnimatableValue) -> AnimatableValue? {
        let scalar: CGFloat? = { if case .scalar(let v) = value { return v } else { return nil } }()
        switch self {
        case .point(var p):
            guard let v = scalar else { return nil }
            switch path {
            case "x": p.x = v
            case "y": p.y = v
            default: return nil
            }
            return .point(p)
        case .size(var s):
            guard let v = scalar else { return nil }
            switch path {
            case "width": s.width = v
            case "height": s.height = v
            default: return nil
            }
            return .size(s)
        case .rect(var r):
            switch path {
            case "origin":
                guard case .point(let p) = value else { return nil }
                r.origin = p
            case "size":
                guard case .size(let s) = value else { return nil }
                r.size = s
            default:
                if path.hasPrefix("origin."),
                   case .point(let p)? = AnimatableValue.point(r.origin).replacingComponent(String(path.dropFirst(7)), with: value) {
                    r.origin = p
                } else if path.hasPrefix("size."),
                          case .size(let s)? = AnimatableValue.size(r.size).replacingComponent(String(path.dropFirst(5)), with: value) {
                    r.size = s
                } else {
                    return nil
                }
            }
            return .rect(r)
        case .transform(var t):
            if path == "translation" {
                guard case .size(let s) = value else { return nil }
                t.m41 = s.width
                t.m42 = s.height
                return .transform(t)
            }
            guard let v = scalar else { return nil }
            var parts = AffineDecomposition(t)
            switch path {
            case "rotation", "rotation.z": parts.rotation = Double(v)
            case "rotation.x": return .transform(CATransform3DRotate(t, v, 1, 0, 0))
            case "rotation.y": return .transform(CATransform3DRotate(t, v, 0, 1, 0))
            case "scale":
                parts.scaleX = Double(v)
                parts.scaleY = Double(v)
                t.m33 = v
            case "scale.x": parts.scaleX = Double(v)
            case "scale.y": parts.scaleY = Double(v)
            case "scale.z":
                t.m33 = v
                return .transform(t)
            case "translation.x": parts.translationX = Double(v)
            case "translation.y": parts.translationY = Double(v)
            case "translation.z":
                t.m43 = v
                return .transform(t)
            default: return nil
            }
            let affine = parts.transform
            t.m11 = affine.m11; t.m12 = affine.m12; t.m21 = affine.m21; t.m22 = affine.m22
            t.m41 = affine.m41; t.m42 = affine.m42
            return .transform(t)
        default:
            return nil
        }
    }

    /// The neutral value of the same kind: zero for numbers and geometry, the identity for
    /// transforms, clear for colors; `self` for values that cannot interpolate.
    package var zero: AnimatableValue {
        switch self {
        case .transform: return .transform(.identity)
        // The kinds view animations end on, without component arrays.
        case .scalar: return .scalar(0)
        case .point: return .point(.zero)
        case .size: return .size(.zero)
        case .rect: return .rect(.zero)
        case .other: return self
        default: return withComponents(Array(repeating: 0, count: components?.count ?? 0))
        }
    }
}
