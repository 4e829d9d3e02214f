import CCairo
import Foundation

extension CGPath {
    /// Appends the path to the current path of `cr`, in `cr`'s user space; quadratic
    /// curves become the equivalent cubic curves. The compositor uses this for layer paths.
    package func addToCairo(_ cr: OpaquePointer) {
        addToCairo(cr, currentPoint: .zero)
    }

    /// Appends the path to `cr`'s path when the path continues from `currentPoint`
    /// (needed to convert a leading quadratic curve).
    package func addToCairo(_ cr: OpaquePointer, currentPoint: CGPoint) {
        var current = currentPoint, start = currentPoint
        for element in elements {
            switch element {
            case .move(let p):
                cairo_move_to(cr, Double(p.x), Double(p.y)); current = p; start = p
            case .line(let p):
                cairo_line_to(cr, Double(p.x), Double(p.y)); current = p
            case .quad(let c, let p):
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
                current = p
            case .curve(let c1, let c2, let p):
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
                current = p
            case .close:
                cairo_close_path(cr); current = start
            }
        }
    }

    /// Reads the current path of `cr` (in its user space) as stored elements.
    package static func elements(ofCairo cr: OpaquePointer) -> [CGPathStoredElement] {
        guard let path = cairo_copy_path(cr) else { return [] }
        defer { cairo_path_destroy(path) }
        guard path.pointee.status == CAIRO_STATUS_SUCCESS, let data = path.pointee.data else { return [] }
        var result: [CGPathStoredElement] = []
        var i = 0
        let count = Int(path.pointee.num_data)
        func point(_ k: Int) -> CGPoint { CGPoint(x: data[k].point.x, y: data[k].point.y) }
        while i < count {
            let header = data[i].header
            switch header.type {
            case CAIRO_PATH_MOVE_TO: result.append(.move(point(i + 1)))
            case CAIRO_PATH_LINE_TO: result.append(.line(point(i + 1)))
            case CAIRO_PATH_CURVE_TO: result.append(.curve(point(i + 1), point(i + 2), point(i + 3)))
            case CAIRO_PATH_CLOSE_PATH: result.append(.close)
            default: break
            }
            i += Int(header.length)
        }
        // Cairo follows every close with a move to the subpath start; CoreGraphics does not.
        var cleaned: [CGPathStoredElement] = []
        var subpathStart = CGPoint.zero
        for element in result {
            if case .move(let p) = element {
                if cleaned.last == .close, p == subpathStart { continue }
                subpathStart = p
            }
            cleaned.append(element)
        }
        return cleaned
    }
}
