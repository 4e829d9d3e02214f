import CoreGraphics
import Foundation

/// Rectangle arithmetic for the compositor's hot paths, inlined: the boxes are standardized
/// (non-negative sizes) device-space rectangles, so Foundation's general versions, which
/// standardize and are not inlined across modules, are not needed per layer and frame.
extension CGRect {
    /// The union of two standardized boxes; the null box is the identity.
    @inline(__always)
    package func boxUnion(_ other: CGRect) -> CGRect {
        if other.isNull { return self }
        if isNull { return other }
        let x0 = Swift.min(origin.x, other.origin.x), y0 = Swift.min(origin.y, other.origin.y)
        let x1 = Swift.max(origin.x + size.width, other.origin.x + other.size.width)
        let y1 = Swift.max(origin.y + size.height, other.origin.y + other.size.height)
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Whether two standardized boxes overlap (touching edges do not count; null never does).
    @inline(__always)
    package func boxIntersects(_ other: CGRect) -> Bool {
        if isNull || other.isNull { return false }
        return origin.x < other.origin.x + other.size.width && other.origin.x < origin.x + size.width
            && origin.y < other.origin.y + other.size.height && other.origin.y < origin.y + size.height
    }
}
