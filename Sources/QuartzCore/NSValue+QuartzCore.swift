import CoreGraphics
import Foundation

/// Geometry boxed in `NSValue`. Foundation on Linux boxes points, sizes and rects itself
/// (with Apple's type encodings) but cannot box other structs, so transforms, vectors,
/// insets and offsets are kept as C arrays of doubles (`[6d]`, `[16d]`, ...), which it can
/// box, compare and archive.
package enum BoxedGeometry {
    static let pointType = "{CGPoint=dd}"
    static let sizeType = "{CGSize=dd}"
    static let rectType = "{CGRect={CGPoint=dd}{CGSize=dd}}"

    /// The value's point, nil when it holds something else.
    package static func point(in value: NSValue) -> CGPoint? {
        String(cString: value.objCType) == pointType ? value.pointValue : nil
    }

    /// The value's size, nil when it holds something else.
    package static func size(in value: NSValue) -> CGSize? {
        String(cString: value.objCType) == sizeType ? value.sizeValue : nil
    }

    /// The value's rect, nil when it holds something else.
    package static func rect(in value: NSValue) -> CGRect? {
        String(cString: value.objCType) == rectType ? value.rectValue : nil
    }

    /// The value's doubles when it holds an array of exactly `count` of them, else nil.
    package static func doubles(in value: NSValue, count: Int) -> [Double]? {
        guard !(value is NSNumber), String(cString: value.objCType) == "[\(count)d]" else { return nil }
        var result = [Double](repeating: 0, count: count)
        result.withUnsafeMutableBytes { value.getValue($0.baseAddress!) }
        return result
    }

    /// The value's 3D transform: one boxed as such, or an affine transform made 3D.
    package static func transform(in value: NSValue) -> CATransform3D? {
        if let m = doubles(in: value, count: 16) {
            return CATransform3D(m11: m[0], m12: m[1], m13: m[2], m14: m[3], m21: m[4], m22: m[5], m23: m[6], m24: m[7],
                                 m31: m[8], m32: m[9], m33: m[10], m34: m[11], m41: m[12], m42: m[13], m43: m[14], m44: m[15])
        }
        if let t = affineTransform(in: value) { return CATransform3DMakeAffineTransform(t) }
        return nil
    }

    /// The value's affine transform, nil when it holds something else.
    package static func affineTransform(in value: NSValue) -> CGAffineTransform? {
        guard let m = doubles(in: value, count: 6) else { return nil }
        return CGAffineTransform(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5])
    }

    /// `value` as a `T`, geometry boxed in an `NSValue` unboxed (key-value setters take both).
    package static func cast<T>(_ value: Any?, to type: T.Type) -> T? {
        if let v = value as? T { return v }
        guard let boxed = value as? NSValue, !(boxed is NSNumber) else { return nil }
        return animatable(boxed).anyValue as? T
    }

    /// What an animation makes of a boxed value: points, sizes, rects and transforms
    /// interpolate; anything else switches.
    package static func animatable(_ value: NSValue) -> AnimatableValue {
        if let p = point(in: value) { return .point(p) }
        if let s = size(in: value) { return .size(s) }
        if let r = rect(in: value) { return .rect(r) }
        if let t = transform(in: value) { return .transform(t) }
        return .other(value)
    }
}

extension NSValue {
    /// Boxes doubles as a C array (`[Nd]`), the form `BoxedGeometry` reads back.
    package convenience init(boxedDoubles doubles: [Double]) {
        let buffer = UnsafeMutablePointer<Double>.allocate(capacity: max(1, doubles.count))
        defer { buffer.deallocate() }
        buffer.initialize(from: doubles, count: doubles.count)
        let type = "[\(doubles.count)d]"
        self.init(bytes: buffer, objCType: type)
    }

    /// A value holding a 3D transform, as animations take it (`toValue = NSValue(caTransform3D: t)`).
    public convenience init(caTransform3D t: CATransform3D) {
        self.init(boxedDoubles: [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
                                 t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44].map { Double($0) })
    }

    /// The 3D transform the value holds (an affine transform made 3D); the identity when
    /// it holds neither.
    public var caTransform3DValue: CATransform3D {
        BoxedGeometry.transform(in: self) ?? CATransform3DIdentity
    }
}
