import Foundation

extension CGPoint {
    /// Returns the point mapped by `t`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// Returns the size mapped by the linear part of `t` (no translation; may be negative).
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// Returns the smallest rectangle containing the four transformed corners of the
    /// standardized rectangle. The null rectangle maps to itself; an infinite one too.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull || isInfinite { return self }
        if t.b == 0, t.c == 0 {
            let r = standardized
            let x0 = r.minX * t.a + t.tx, x1 = r.maxX * t.a + t.tx
            let y0 = r.minY * t.d + t.ty, y1 = r.maxY * t.d + t.ty
            return CGRect(x: Swift.min(x0, x1), y: Swift.min(y0, y1),
                          width: Swift.abs(x1 - x0), height: Swift.abs(y1 - y0))
        }
        let r = standardized
        let corners = [
            CGPoint(x: r.minX, y: r.minY).applying(t), CGPoint(x: r.maxX, y: r.minY).applying(t),
            CGPoint(x: r.minX, y: r.maxY).applying(t), CGPoint(x: r.maxX, y: r.maxY).applying(t),
        ]
        var minX = corners[0].x, maxX = corners[0].x, minY = corners[0].y, maxY = corners[0].y
        for p in corners.dropFirst() {
            minX = Swift.min(minX, p.x); maxX = Swift.max(maxX, p.x)
            minY = Swift.min(minY, p.y); maxY = Swift.max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// A vector with an x and y component, as CoreGraphics defines it.
public struct CGVector: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The x component.
    public var dx: CGFloat
    /// The y component.
    public var dy: CGFloat

    /// Creates the zero vector.
    public init() { dx = 0; dy = 0 }

    /// Creates a vector from its components.
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }

    /// Creates a vector from `Double` components.
    public init(dx: Double, dy: Double) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }

    /// Creates a vector from `Int` components.
    public init(dx: Int, dy: Int) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }

    /// The zero vector.
    public static let zero = CGVector()

    /// A readable form, `(dx, dy)`.
    public var description: String { "(\(dx), \(dy))" }
}
