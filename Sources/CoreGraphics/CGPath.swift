import Foundation

/// The kind of a path element, with CoreGraphics' raw values.
public enum CGPathElementType: Int32, Sendable {
    /// Starts a new subpath at one point.
    case moveToPoint = 0
    /// A straight line to one point.
    case addLineToPoint = 1
    /// A quadratic curve: a control point, then the end point.
    case addQuadCurveToPoint = 2
    /// A cubic curve: two control points, then the end point.
    case addCurveToPoint = 3
    /// Closes the current subpath; no points.
    case closeSubpath = 4
}

/// One element of a path as `applyWithBlock` reports it: a type and its points.
public struct CGPathElement {
    /// The kind of element.
    public var type: CGPathElementType
    /// The element's points (0 to 3, depending on ``type``); valid only during the callback.
    public var points: UnsafeMutablePointer<CGPoint>

    /// Creates an element from a type and a pointer to its points.
    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

/// Which points count as inside a path that crosses itself.
public enum CGPathFillRule: Int, Sendable {
    /// Non-zero winding number.
    case winding = 0
    /// Odd number of crossings.
    case evenOdd = 1
}

/// How the ends of stroked lines are drawn.
public enum CGLineCap: Int32, Sendable {
    /// Squared off exactly at the end point.
    case butt = 0
    /// A half circle beyond the end point.
    case round = 1
    /// Squared off half the line width beyond the end point.
    case square = 2
}

/// How the corners of stroked paths are drawn.
public enum CGLineJoin: Int32, Sendable {
    /// A sharp corner, beveled beyond the miter limit.
    case miter = 0
    /// A rounded corner.
    case round = 1
    /// A cut-off corner.
    case bevel = 2
}

/// One stored path element (Swift storage behind ``CGPath``).
package enum CGPathStoredElement: Equatable, Sendable {
    /// Starts a subpath.
    case move(CGPoint)
    /// A straight line.
    case line(CGPoint)
    /// A quadratic curve (control, end).
    case quad(CGPoint, CGPoint)
    /// A cubic curve (control1, control2, end).
    case curve(CGPoint, CGPoint, CGPoint)
    /// Closes the subpath.
    case close

    /// The element with every point mapped by `t`.
    package func applying(_ t: CGAffineTransform) -> CGPathStoredElement {
        switch self {
        case .move(let p): return .move(p.applying(t))
        case .line(let p): return .line(p.applying(t))
        case .quad(let c, let p): return .quad(c.applying(t), p.applying(t))
        case .curve(let c1, let c2, let p): return .curve(c1.applying(t), c2.applying(t), p.applying(t))
        case .close: return .close
        }
    }

    /// The element's points, in CoreGraphics' order (controls first, end point last).
    package var points: [CGPoint] {
        switch self {
        case .move(let p), .line(let p): return [p]
        case .quad(let c, let p): return [c, p]
        case .curve(let c1, let c2, let p): return [c1, c2, p]
        case .close: return []
        }
    }
}

/// An immutable graphics path: lines, curves and closed subpaths.
///
/// Elements are stored in Swift; ``applyWithBlock(_:)`` reports them with CoreGraphics'
/// element layout. Two paths are equal when their elements are equal.
public class CGPath: Equatable, Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The elements, in order.
    package var elements: [CGPathStoredElement]

    /// Creates a path holding `elements`.
    package init(elements: [CGPathStoredElement]) {
        self.elements = elements
    }

    /// Creates an immutable path holding one closed rectangle.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// Creates an immutable path holding one ellipse inscribed in `rect`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// Creates an immutable path holding one rounded rectangle.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
                            transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// Returns an immutable copy of the path.
    public func copy() -> CGPath? { CGPath(elements: elements) }

    /// Returns an immutable copy with every point mapped by `transform` (identity when nil).
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        guard let t = transform?.pointee else { return CGPath(elements: elements) }
        return CGPath(elements: elements.map { $0.applying(t) })
    }

    /// Returns a mutable copy of the path.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }

    /// Returns a mutable copy with every point mapped by `transform` (identity when nil).
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        guard let t = transform?.pointee else { return CGMutablePath(elements: elements) }
        return CGMutablePath(elements: elements.map { $0.applying(t) })
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The point where the next element would start: the last end point, or the start
    /// of the subpath after a close; `.zero` for an empty path.
    public var currentPoint: CGPoint {
        var start = CGPoint.zero
        var current = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p): start = p; current = p
            case .line(let p), .quad(_, let p), .curve(_, _, let p): current = p
            case .close: current = start
            }
        }
        return current
    }

    /// Calls `block` with each element, in order; the points are valid during the call only.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        let buffer = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        defer { buffer.deallocate() }
        buffer.initialize(repeating: .zero, count: 3)
        for element in elements {
            let type: CGPathElementType
            switch element {
            case .move: type = .moveToPoint
            case .line: type = .addLineToPoint
            case .quad: type = .addQuadCurveToPoint
            case .curve: type = .addCurveToPoint
            case .close: type = .closeSubpath
            }
            for (i, p) in element.points.enumerated() { buffer[i] = p }
            var pathElement = CGPathElement(type: type, points: buffer)
            withUnsafePointer(to: &pathElement) { block($0) }
        }
    }

    /// Whether the path is exactly one axis-aligned rectangle; its rect is written to `rect`.
    public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
        var points: [CGPoint] = []
        var closed = false
        for (i, element) in elements.enumerated() {
            switch element {
            case .move(let p):
                guard i == 0 else { return false }
                points.append(p)
            case .line(let p):
                guard i > 0, !closed else { return false }
                points.append(p)
            case .close:
                guard !closed else { return false }
                closed = true
            default:
                return false
            }
        }
        if points.count == 5, points[4] == points[0] { points.removeLast() }
        guard points.count == 4 else { return false }
        for i in 0..<4 {
            let a = points[i], b = points[(i + 1) % 4]
            guard a.x == b.x || a.y == b.y else { return false }
            guard a != b else { return false }
        }
        // Edges must alternate between horizontal and vertical.
        let firstHorizontal = points[0].y == points[1].y
        for i in 0..<4 {
            let a = points[i], b = points[(i + 1) % 4]
            let horizontal = a.y == b.y
            guard horizontal == (i % 2 == 0 ? firstHorizontal : !firstHorizontal) else { return false }
        }
        let xs = points.map(\.x), ys = points.map(\.y)
        let found = CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        rect?.pointee = found
        return true
    }

    /// Whether two paths hold the same elements.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
        lhs === rhs || lhs.elements == rhs.elements
    }

    /// Hashes the elements' points.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(elements.count)
        for element in elements {
            for p in element.points { hasher.combine(p.x); hasher.combine(p.y) }
        }
    }

    /// A readable list of the elements.
    public var description: String {
        "<CGPath \(elements.count) elements: \(elements)>"
    }
}

/// A mutable graphics path that elements can be added to.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// Creates an empty mutable path.
    public init() {
        super.init(elements: [])
    }

    /// Creates a mutable path holding `elements`.
    package override init(elements: [CGPathStoredElement]) {
        super.init(elements: elements)
    }

    /// Whether the path has a current point (a subpath has been started).
    package var hasCurrentPoint: Bool { !elements.isEmpty }

    /// Appends one element, transformed by `t`.
    package func append(_ element: CGPathStoredElement, _ t: CGAffineTransform) {
        elements.append(t.isIdentity ? element : element.applying(t))
    }
}
