import CoreGraphics
import Foundation

/// A path of lines and curves plus the attributes to stroke and fill it in the current
/// UIGraphics context.
///
/// Coordinates are UIKit's (y down): `addArc(withCenter:…clockwise: true)` sweeps visually
/// clockwise on screen, toward increasing angles, which is `clockwise: false` for `CGPath`.
/// Not actor-isolated, as on Apple platforms; a path is mutable, so share it between threads
/// only with your own synchronization.
open class UIBezierPath: NSObject, NSCopying {
    /// The path's geometry.
    package var path: CGMutablePath
    /// The dash lengths (empty: solid).
    package var dashPattern: [CGFloat] = []
    /// Where in the dash pattern stroking starts.
    package var dashPhase: CGFloat = 0

    /// The stroke width in points (default 1).
    open var lineWidth: CGFloat = 1
    /// How open ends are stroked (default `.butt`).
    open var lineCapStyle: CGLineCap = .butt
    /// How corners are stroked (default `.miter`).
    open var lineJoinStyle: CGLineJoin = .miter
    /// The miter limit (default 10).
    open var miterLimit: CGFloat = 10
    /// The curve flattening accuracy (default 0.6).
    open var flatness: CGFloat = 0.6
    /// Whether filling and `contains(_:)` use the even-odd rule instead of nonzero winding.
    open var usesEvenOddFillRule = false

    /// An empty path.
    public override init() {
        path = CGMutablePath()
        super.init()
    }

    /// A closed rectangle starting at its origin and running visually clockwise.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// A closed ellipse inscribed in `rect`, starting at its right-middle point and running
    /// visually clockwise.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A rectangle with circular corners of `cornerRadius`, clamped to half the shorter side.
    /// (UIKit draws slightly "continuous" corners; ours are circular arcs.)
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners,
                  cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// A rectangle whose `corners` are rounded with radius `cornerRadii.width` (as in UIKit, the
    /// height is ignored), clamped to half the shorter side; the other corners stay square.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        guard !r.isNull, r.width.isFinite, r.height.isFinite else { return }
        let radius = Swift.max(0, Swift.min(cornerRadii.width.isFinite ? cornerRadii.width : 0, Swift.min(r.width, r.height) / 2))
        func radiusOf(_ corner: UIRectCorner) -> CGFloat { corners.contains(corner) ? radius : 0 }
        let tl = radiusOf(.topLeft), tr = radiusOf(.topRight), br = radiusOf(.bottomRight), bl = radiusOf(.bottomLeft)
        let half = CGFloat.pi / 2
        path.move(to: CGPoint(x: r.minX + tl, y: r.minY))
        path.addLine(to: CGPoint(x: r.maxX - tr, y: r.minY))
        if tr > 0 { path.addArc(center: CGPoint(x: r.maxX - tr, y: r.minY + tr), radius: tr, startAngle: -half, endAngle: 0, clockwise: false) }
        path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - br))
        if br > 0 { path.addArc(center: CGPoint(x: r.maxX - br, y: r.maxY - br), radius: br, startAngle: 0, endAngle: half, clockwise: false) }
        path.addLine(to: CGPoint(x: r.minX + bl, y: r.maxY))
        if bl > 0 { path.addArc(center: CGPoint(x: r.minX + bl, y: r.maxY - bl), radius: bl, startAngle: half, endAngle: .pi, clockwise: false) }
        path.addLine(to: CGPoint(x: r.minX, y: r.minY + tl))
        if tl > 0 { path.addArc(center: CGPoint(x: r.minX + tl, y: r.minY + tl), radius: tl, startAngle: .pi, endAngle: 3 * half, clockwise: false) }
        path.closeSubpath()
    }

    /// An open circular arc; `clockwise` is visual in UIKit's y-down space.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path with the geometry of `cgPath`.
    public convenience init(cgPath: CGPath) {
        self.init()
        path = CGMutablePath(elements: cgPath.elements)
    }

    // MARK: Geometry

    /// The path's geometry; setting it replaces the geometry and keeps the attributes.
    open var cgPath: CGPath {
        get { CGPath(elements: path.elements) }
        set { path = CGMutablePath(elements: newValue.elements) }
    }

    /// Whether the path has no elements.
    open var isEmpty: Bool { path.isEmpty }

    /// The smallest rectangle enclosing every point of the path, control points included
    /// (`CGRect.null` for an empty path).
    open var bounds: CGRect { path.boundingBox }

    /// Where the next element would start; `.zero` for an empty path.
    open var currentPoint: CGPoint { path.currentPoint }

    /// Whether `point` is inside the area `fill()` would paint (the fill rule applies; open
    /// subpaths count as closed).
    open func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    // MARK: Building

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) { path.move(to: point) }

    /// Appends a line from the current point to `point` (ignored, with a log line, without one).
    open func addLine(to point: CGPoint) { path.addLine(to: point) }

    /// Appends a cubic Bézier curve from the current point to `endPoint`.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// Appends a quadratic Bézier curve from the current point to `endPoint`.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// Appends a circular arc, joined by a line from the current point when there is one;
    /// `clockwise` is visual in UIKit's y-down space (toward increasing angles).
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    /// Closes the current subpath with a line to its start.
    open func close() { path.closeSubpath() }

    /// Removes every element (attributes are kept).
    open func removeAllPoints() { path = CGMutablePath() }

    /// Appends the elements of `bezierPath`.
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }

    /// Maps every point of the path through `transform`.
    open func apply(_ transform: CGAffineTransform) {
        path = CGMutablePath(elements: path.elements.map { $0.applying(transform) })
    }

    /// A new path with the same shape traced in the opposite direction, subpath by subpath
    /// (in reverse order), with the same attributes.
    open func reversing() -> UIBezierPath {
        let reversed = copy() as! UIBezierPath
        reversed.path = CGMutablePath(elements: UIBezierPath.reversedElements(path.elements))
        return reversed
    }

    /// Reverses each subpath of `elements`; subpaths come out in reverse order.
    package static func reversedElements(_ elements: [CGPathStoredElement]) -> [CGPathStoredElement] {
        // Split into subpaths: a start point, segments (with their start points), closed flag.
        struct Subpath { var start: CGPoint; var segments: [(from: CGPoint, element: CGPathStoredElement)] = []; var closed = false }
        var subpaths: [Subpath] = []
        var current = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p):
                subpaths.append(Subpath(start: p))
                current = p
            case .close:
                guard var last = subpaths.popLast() else { continue }
                if current != last.start { last.segments.append((current, .line(last.start))) }
                last.closed = true
                subpaths.append(last)
                current = last.start
                subpaths.append(Subpath(start: current))  // elements after a close start here
            default:
                if subpaths.isEmpty { subpaths.append(Subpath(start: current)) }
                subpaths[subpaths.count - 1].segments.append((current, element))
                current = element.points.last ?? current
            }
        }
        var result: [CGPathStoredElement] = []
        for subpath in subpaths.reversed() {
            guard let end = subpath.segments.last?.element.points.last else { continue }
            result.append(.move(end))
            for (from, element) in subpath.segments.reversed() {
                switch element {
                case .line: result.append(.line(from))
                case .quad(let c, _): result.append(.quad(c, from))
                case .curve(let c1, let c2, _): result.append(.curve(c2, c1, from))
                default: break
                }
            }
            if subpath.closed { result.append(.close) }
        }
        return result
    }

    // MARK: Dashes

    /// Sets the dash pattern from `count` lengths at `pattern` (nil or 0: solid) and the phase.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        if let pattern, count > 0 {
            dashPattern = Array(UnsafeBufferPointer(start: pattern, count: count))
        } else {
            dashPattern = []
        }
        dashPhase = phase
    }

    /// Reads the dash pattern: the lengths into `pattern` (which must hold as many values as
    /// the pattern has; pass nil to ask for the count first), the count and the phase.
    open func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
                          phase: UnsafeMutablePointer<CGFloat>?) {
        if let pattern {
            for (i, value) in dashPattern.enumerated() { pattern[i] = value }
        }
        count?.pointee = dashPattern.count
        phase?.pointee = dashPhase
    }

    // MARK: Copying and description

    /// A copy of the geometry and attributes (a `UIBezierPath`; subclasses with more state
    /// override this).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIBezierPath()
        copy.path = CGMutablePath(elements: path.elements)
        copy.dashPattern = dashPattern
        copy.dashPhase = dashPhase
        copy.lineWidth = lineWidth
        copy.lineCapStyle = lineCapStyle
        copy.lineJoinStyle = lineJoinStyle
        copy.miterLimit = miterLimit
        copy.flatness = flatness
        copy.usesEvenOddFillRule = usesEvenOddFillRule
        return copy
    }

    /// A readable description.
    open override var description: String {
        "<UIBezierPath: \(Unmanaged.passUnretained(self).toOpaque()); \(path.description)>"
    }
}
