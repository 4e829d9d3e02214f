import CoreGraphics
import Foundation

/// A value a property animation can produce: the interpolable kinds Core Animation knows,
/// plus `other` for values that can only switch (contents images, booleans, strings...).
package enum AnimatableValue: @unchecked Sendable {
    case scalar(CGFloat)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case transform(CATransform3D)
    /// A color; nil stands for no color (treated as clear when interpolating).
    case color(CGColor?)
    /// A path; two paths with the same element structure interpolate point by point.
    case path(CGPath)
    /// An array of interpolable values (a gradient's colors or locations, a dash
    /// pattern); arrays of the same length interpolate element by element.
    case array([AnimatableValue])
    /// A value that is not interpolated: it switches at the halfway point.
    case other(Any?)

    /// Wraps a property value: numbers (CGFloat, Double, Float, Int, NSNumber) become
    /// scalars, Bool and unknown types `other`, affine transforms become 3D transforms,
    /// geometry boxed in `NSValue` is unboxed.
    package init(_ any: Any?) {
        guard let any else {
            self = .other(nil)
            return
        }
        if type(of: any) is NSNumber.Type, let number = any as? NSNumber {
            // An NSNumber object (a boxed Bool answers `is Bool`).
            self = any is Bool ? .other(number.boolValue) : .scalar(CGFloat(number.doubleValue))
            return
        }
        switch any {
        // The kinds view animations carry, tested first.
        case let value as CGFloat: self = .scalar(value)
        case let value as CGPoint: self = .point(value)
        case let value as CATransform3D: self = .transform(value)
        case let value as AnimatableValue: self = value
        case let value as Bool: self = .other(value)
        case let value as Double: self = .scalar(CGFloat(value))
        case let value as Float: self = .scalar(CGFloat(value))
        case let value as Int: self = .scalar(CGFloat(value))
        case let value as CGSize: self = .size(value)
        case let value as CGRect: self = .rect(value)
        case let value as CGAffineTransform: self = .transform(CATransform3DMakeAffineTransform(value))
        case let value as CGColor: self = .color(value)
        case let value as CGPath: self = .path(value)
        case let value as [Any]:
            // Numbers inside arrays (locations, dash lengths) are always scalars: an
            // NSNumber holding 0 or 1 would otherwise read as a boxed Bool.
            let elements = value.map { element in
                type(of: element) is NSNumber.Type ? .scalar(CGFloat((element as! NSNumber).doubleValue)) : AnimatableValue(element)
            }
            self = elements.allSatisfy(\.isInterpolable) && !elements.isEmpty ? .array(elements) : .other(any)
        // Boxed geometry (`NSValue(cgPoint:)`, `NSValue(caTransform3D:)`, ...); NSNumbers were handled above.
        case let value as NSValue: self = BoxedGeometry.animatable(value)
        default: self = .other(any)
        }
    }

    /// The value as a property value (scalars come back as CGFloat).
    package var anyValue: Any? {
        switch self {
        case .scalar(let v): return v
        case .point(let v): return v
        case .size(let v): return v
        case .rect(let v): return v
        case .transform(let v): return v
        case .color(let v): return v
        case .path(let v): return v
        case .array(let v): return v.map { $0.anyValue ?? NSNull() }
        case .other(let v): return v
        }
    }

    /// Whether the value interpolates (everything but `other`).
    package var isInterpolable: Bool {
        if case .other = self { return false }
        return true
    }

    /// The numeric components (scalar 1, point/size 2, rect 4, color 4 unpremultiplied RGBA,
    /// transform 16, path 2 per element point in order); nil for `other`.
    package var components: [Double]? {
        switch self {
        case .scalar(let v): return [Double(v)]
        case .point(let p): return [Double(p.x), Double(p.y)]
        case .size(let s): return [Double(s.width), Double(s.height)]
        case .rect(let r): return [Double(r.origin.x), Double(r.origin.y), Double(r.size.width), Double(r.size.height)]
        case .transform(let t): return t.rows.flatMap { $0.map(Double.init) }
        case .color(let c):
            let rgba = c?.rgba ?? (red: 0, green: 0, blue: 0, alpha: 0)
            return [Double(rgba.red), Double(rgba.green), Double(rgba.blue), Double(rgba.alpha)]
        case .path(let path):
            return path.elements.flatMap { $0.points.flatMap { [Double($0.x), Double($0.y)] } }
        case .array(let elements):
            var result: [Double] = []
            for element in elements {
                guard let c = element.components else { return nil }
                result += c
            }
            return result
        case .other: return nil
        }
    }

    /// A value of the same kind as `self` built from `components` (colors are clamped to 0...1).
    package func withComponents(_ c: [Double]) -> AnimatableValue {
        func f(_ i: Int) -> CGFloat { i < c.count ? CGFloat(c[i]) : 0 }
        switch self {
        case .scalar: return .scalar(f(0))
        case .point: return .point(CGPoint(x: f(0), y: f(1)))
        case .size: return .size(CGSize(width: f(0), height: f(1)))
        case .rect: return .rect(CGRect(x: f(0), y: f(1), width: f(2), height: f(3)))
        case .transform:
            return .transform(CATransform3D(rows: (0..<4).map { r in (0..<4).map { f(r * 4 + $0) } }))
        case .color:
            func clamp(_ v: CGFloat) -> CGFloat { min(max(v, 0), 1) }
            return .color(CGColor(red: clamp(f(0)), green: clamp(f(1)), blue: clamp(f(2)), alpha: clamp(f(3))))
        case .path(let path):
            var index = 0
            func next() -> CGPoint {
                defer { index += 2 }
                return CGPoint(x: f(index), y: f(index + 1))
            }
            return .path(CGPath(elements: path.elements.map { element in
                switch element {
                case .move: return .move(next())
                case .line: return .line(next())
                case .quad: let c = next(); return .quad(c, next())
                case .curve: let c1 = next(), c2 = next(); return .curve(c1, c2, next())
                case .close: return .close
                }
            }))
        case .array(let elements):
            var index = 0
            return .array(elements.map { element in
                let count = element.components?.count ?? 0
                defer { index += count }
                return element.withComponents(Array(c[min(index, c.count)..<min(index + count, c.count)]))
            })
        case .other: return self
        }
    }

    /// Brings two values to a common kind: a nil color (`.other(nil)`) next to a color
    /// becomes `.color(nil)`; returns nil when the kinds differ otherwise.
    private static func unify(_ a: AnimatableValue, _ b: AnimatableValue) -> (AnimatableValue, AnimatableValue)? {
        switch (a, b) {
        case (.scalar, .scalar), (.point, .point), (.size, .size), (.rect, .rect),
             (.transform, .transform), (.color, .color):
            return (a, b)
        case (.other(nil), .color): return (.color(nil), b)
        case (.color, .other(nil)): return (a, .color(nil))
        case (.path(let pa), .path(let pb)):
            return sameStructure(pa, pb) ? (a, b) : nil
        case (.array(let xs), .array(let ys)):
            guard xs.count == ys.count else { return nil }
            var left: [AnimatableValue] = [], right: [AnimatableValue] = []
            for (x, y) in zip(xs, ys) {
                guard let (ux, uy) = unify(x, y), ux.components?.count == uy.components?.count else { return nil }
                left.append(ux)
                right.append(uy)
            }
            return (.array(left), .array(right))
        default: return nil
        }
    }

    /// Whether two paths have the same elements in the same order (only their points
    /// differ), the condition for Core Animation to interpolate between them.
    private static func sameStructure(_ a: CGPath, _ b: CGPath) -> Bool {
        guard a.elements.count == b.elements.count else { return false }
        for (x, y) in zip(a.elements, b.elements) {
            switch (x, y) {
            case (.move, .move), (.line, .line), (.quad, .quad), (.curve, .curve), (.close, .close): continue
            default: return false
            }
        }
        return true
    }

    /// The value a `fraction` of the way from `self` to `other`; fractions outside 0...1
    /// extrapolate linearly. Affine transforms interpolate by decomposition (translation,
    /// scale, shear, rotation about z), other transforms entry by entry; colors in
    /// unpremultiplied RGBA; values that cannot interpolate switch at 0.5.
    package func interpolated(to other: AnimatableValue, fraction: Double) -> AnimatableValue {
        if let result = fieldwise(with: other, { $0 + ($1 - $0) * fraction }) { return result }
        if case .transform(let ta) = self, case .transform(let tb) = other, ta.isAffine, tb.isAffine {
            return .transform(AffineDecomposition.interpolate(ta, tb, fraction))
        }
        guard let (a, b) = Self.unify(self, other) else { return fraction < 0.5 ? self : other }
        if case .transform(let ta) = a, case .transform(let tb) = b, ta.isAffine, tb.isAffine {
            return .transform(AffineDecomposition.interpolate(ta, tb, fraction))
        }
        return a.combined(with: b) { $0 + ($1 - $0) * fraction } ?? (fraction < 0.5 ? self : other)
    }

    /// `self + other`: component sums; transforms concatenate (`other` applied first);
    /// non-interpolable values keep `other`.
    package func adding(_ other: AnimatableValue) -> AnimatableValue {
        if let result = fieldwise(with: other, +) { return result }
        if case .transform(let ta) = self, case .transform(let tb) = other { return .transform(tb.concatenating(ta)) }
        guard let (a, b) = Self.unify(self, other) else { return other }
        if case .transform(let ta) = a, case .transform(let tb) = b { return .transform(tb.concatenating(ta)) }
        return a.combined(with: b, +) ?? other
    }

    /// `self - other`, the inverse of `adding` (`self.subtracting(b).adding(b) == self`).
    package func subtracting(_ other: AnimatableValue) -> AnimatableValue {
        guard let (a, b) = Self.unify(self, other) else { return self }
        if case .transform(let ta) = a, case .transform(let tb) = b {
            return .transform(CATransform3DInvert(tb).concatenating(ta))
        }
        return a.combined(with: b, -) ?? self
    }

    /// The value whose components are `operation` of the components of `self` and `other`
    /// (two values of one kind, as `unify` leaves them); nil for values without components.
    /// Scalars, points, sizes and rects are combined field by field without building
    /// component arrays: animations do this for every animated property every frame.
    private func combined(with other: AnimatableValue, _ operation: (Double, Double) -> Double) -> AnimatableValue? {
        if let result = fieldwise(with: other, operation) { return result }
        guard let ca = components, let cb = other.components else { return nil }
        return withComponents(zip(ca, cb).map { operation($0, $1) })
    }

    /// `operation` field by field when both values are scalars, points, sizes or rects of
    /// the same kind (they need no unifying); nil otherwise.
    private func fieldwise(with other: AnimatableValue, _ operation: (Double, Double) -> Double) -> AnimatableValue? {
        func f(_ x: CGFloat, _ y: CGFloat) -> CGFloat { CGFloat(operation(Double(x), Double(y))) }
        if case .scalar(let x) = self, case .scalar(let y) = other { return .scalar(f(x, y)) }
        if case .point(let p) = self, case .point(let q) = other { return .point(CGPoint(x: f(p.x, q.x), y: f(p.y, q.y))) }
        if case .size(let s) = self, case .size(let t) = other {
            return .size(CGSize(width: f(s.width, t.width), height: f(s.height, t.height)))
        }
        if case .rect(let r) = self, case .rect(let u) = other {
            return .rect(CGRect(x: f(r.origin.x, u.origin.x), y: f(r.origin.y, u.origin.y),
                                width: f(r.size.width, u.size.width), height: f(r.size.height, u.size.height)))
        }
        return nil
    }

    /// `self` repeated `count` times (`self + self + ...`), used by cumulative animations.
    package func multiplied(by count: Int) -> AnimatableValue {
        if case .transform(let t) = self {
            var result = CATransform3D.identity
            for _ in 0..<max(0, count) { result = result.concatenating(t) }
            return .transform(result)
        }
        guard let c = components else { return self }
        return withComponents(c.map { $0 * Double(count) })
    }

    /// The Euclidean distance between two values (0 when they cannot be compared), used to
    /// pace keyframes. Transforms measure the distance of their entries.
    package func distance(to other: AnimatableValue) -> Double {
        guard let (a, b) = Self.unify(self, other), let ca = a.components, let cb = b.components else { return 0 }
        return zip(ca, cb).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot()
    }
}

extension AnimatableValue: Equatable {
    /// Values are equal when their kinds and contents are; `other` compares hashable or
    /// object-identical contents.
    package static func == (lhs: AnimatableValue, rhs: AnimatableValue) -> Bool {
        switch (lhs, rhs) {
        case (.scalar(let a), .scalar(let b)): return a == b
        case (.point(let a), .point(let b)): return a == b
        case (.size(let a), .size(let b)): return a == b
        case (.rect(let a), .rect(let b)): return a == b
        case (.transform(let a), .transform(let b)): return a == b
        case (.color(let a), .color(let b)): return a == b
        case (.path(let a), .path(let b)): return a == b
        case (.array(let a), .array(let b)): return a == b
        case (.other(let a), .other(let b)):
            switch (a, b) {
            case (nil, nil): return true
            case (let x as AnyHashable, let y as AnyHashable): return x == y
            case (let x as AnyObject, let y as AnyObject): return x === y
            default: return false
            }
        default: return false
        }
    }
}
