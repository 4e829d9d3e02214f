import CoreGraphics
import Foundation

/// Rubber-banding: past an edge the content moves less than the finger, as iOS's
/// `(1 - 1 / (x * 0.55 / d + 1)) * d` for an overshoot `x` against the dimension `d`.
extension UIScrollView {
    /// The rubber band's stiffness constant.
    package static let rubberBandCoefficient: CGFloat = 0.55

    /// How far the content moves for a finger overshoot `x` (points, >= 0) against `d`.
    package static func rubberBand(_ x: CGFloat, dimension d: CGFloat) -> CGFloat {
        guard d > 0, x > 0 else { return 0 }
        return (1 - 1 / (x * rubberBandCoefficient / d + 1)) * d
    }

    /// The finger overshoot that moves the content by `y` (the inverse of `rubberBand`).
    package static func rubberBandInverse(_ y: CGFloat, dimension d: CGFloat) -> CGFloat {
        guard d > 0, y > 0 else { return 0 }
        let f = min(y / d, 0.999_999)
        return (1 / (1 - f) - 1) * d / rubberBandCoefficient
    }

    /// The offset shown for the unbounded drag position `raw`: inside the range as is,
    /// beyond it rubber-banded.
    package func bandedOffset(_ raw: CGPoint) -> CGPoint {
        let lo = minimumContentOffset, hi = maximumContentOffset, size = bounds.size
        func axis(_ v: CGFloat, _ lo: CGFloat, _ hi: CGFloat, _ d: CGFloat) -> CGFloat {
            if v < lo { return lo - Self.rubberBand(lo - v, dimension: d) }
            if v > hi { return hi + Self.rubberBand(v - hi, dimension: d) }
            return v
        }
        return CGPoint(x: axis(raw.x, lo.x, hi.x, size.width), y: axis(raw.y, lo.y, hi.y, size.height))
    }

    /// The drag position that shows `offset` (the inverse of `bandedOffset`).
    package func unbandedOffset(_ offset: CGPoint) -> CGPoint {
        let lo = minimumContentOffset, hi = maximumContentOffset, size = bounds.size
        func axis(_ v: CGFloat, _ lo: CGFloat, _ hi: CGFloat, _ d: CGFloat) -> CGFloat {
            if v < lo { return lo - Self.rubberBandInverse(lo - v, dimension: d) }
            if v > hi { return hi + Self.rubberBandInverse(v - hi, dimension: d) }
            return v
        }
        return CGPoint(x: axis(offset.x, lo.x, hi.x, size.width), y: axis(offset.y, lo.y, hi.y, size.height))
    }
}
