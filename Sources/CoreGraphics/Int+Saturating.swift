import Foundation

extension Int {
    /// The largest magnitude a saturating conversion yields (2^53: every such integer is
    /// exact as a Double, and sums of a few stay far from overflow).
    package static let saturationLimit = 1 << 53

    /// `value` truncated toward zero like `Int(_:)`, but never trapping: NaN becomes 0 and
    /// values beyond ±2^53 (infinities included) are clamped. For values that come from a
    /// program (geometry, timing) and size loops or allocations.
    package init(saturating value: CGFloat) {
        if value.isNaN { self = 0; return }
        let limit = CGFloat(Int.saturationLimit)
        self = Int(Swift.max(-limit, Swift.min(limit, value)))
    }

    /// The number of whole pixels covering `points` at `scale` (rounded up), saturating.
    package init(pixelsCovering points: CGFloat, scale: CGFloat) {
        self.init(saturating: (points * scale).rounded(.up))
    }
}
