import CoreGraphics
import Foundation
import QuartzCore

/// UIKit's `NSValue` geometry boxing (`NSValue(cgPoint:)`, `cgPointValue`, ...), as animation
/// and key-value code uses it. A getter asked for a kind the value does not hold returns
/// the zero value (or the identity transform) instead of reinterpreting its bytes.
extension NSValue {
    /// A value holding a point.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// A value holding a size.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// A value holding a rectangle.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    /// A value holding a vector.
    public convenience init(cgVector vector: CGVector) { self.init(boxedDoubles: [Double(vector.dx), Double(vector.dy)]) }
    /// A value holding an affine transform.
    public convenience init(cgAffineTransform t: CGAffineTransform) {
        self.init(boxedDoubles: [t.a, t.b, t.c, t.d, t.tx, t.ty].map { Double($0) })
    }
    /// A value holding edge insets.
    public convenience init(uiEdgeInsets insets: UIEdgeInsets) {
        self.init(boxedDoubles: [insets.top, insets.left, insets.bottom, insets.right].map { Double($0) })
    }
    /// A value holding directional edge insets.
    public convenience init(directionalEdgeInsets insets: NSDirectionalEdgeInsets) {
        self.init(boxedDoubles: [insets.top, insets.leading, insets.bottom, insets.trailing].map { Double($0) })
    }
    /// A value holding an offset.
    public convenience init(uiOffset offset: UIOffset) {
        self.init(boxedDoubles: [Double(offset.horizontal), Double(offset.vertical)])
    }

    /// The point the value holds (`.zero` when it holds something else).
    public var cgPointValue: CGPoint { BoxedGeometry.point(in: self) ?? .zero }
    /// The size the value holds (`.zero` when it holds something else).
    public var cgSizeValue: CGSize { BoxedGeometry.size(in: self) ?? .zero }
    /// The rectangle the value holds (`.zero` when it holds something else).
    public var cgRectValue: CGRect { BoxedGeometry.rect(in: self) ?? .zero }
    /// The vector the value holds (`.zero` when it holds something else).
    public var cgVectorValue: CGVector {
        guard let d = BoxedGeometry.doubles(in: self, count: 2) else { return .zero }
        return CGVector(dx: d[0], dy: d[1])
    }
    /// The affine transform the value holds (the identity when it holds something else).
    public var cgAffineTransformValue: CGAffineTransform { BoxedGeometry.affineTransform(in: self) ?? .identity }
    /// The edge insets the value holds (`.zero` when it holds something else).
    public var uiEdgeInsetsValue: UIEdgeInsets {
        guard let d = BoxedGeometry.doubles(in: self, count: 4) else { return .zero }
        return UIEdgeInsets(top: d[0], left: d[1], bottom: d[2], right: d[3])
    }
    /// The directional edge insets the value holds (`.zero` when it holds something else).
    public var directionalEdgeInsetsValue: NSDirectionalEdgeInsets {
        guard let d = BoxedGeometry.doubles(in: self, count: 4) else { return .zero }
        return NSDirectionalEdgeInsets(top: d[0], leading: d[1], bottom: d[2], trailing: d[3])
    }
    /// The offset the value holds (`.zero` when it holds something else).
    public var uiOffsetValue: UIOffset {
        guard let d = BoxedGeometry.doubles(in: self, count: 2) else { return .zero }
        return UIOffset(horizontal: d[0], vertical: d[1])
    }
}
