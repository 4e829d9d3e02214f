import CoreGraphics
import Foundation

/// Space between or around compositional layout items: a fixed number of points, or a
/// flexible minimum that grows to take the space left in a group.
@preconcurrency @MainActor
open class NSCollectionLayoutSpacing: NSObject, @preconcurrency NSCopying {
    /// The fixed spacing, or the minimum of a flexible one.
    public let spacing: CGFloat
    /// Whether the spacing grows to take the space left over.
    public let isFlexibleSpacing: Bool
    /// Whether the spacing is exactly `spacing`.
    open var isFixedSpacing: Bool { !isFlexibleSpacing }

    init(spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing
        isFlexibleSpacing = flexible
        super.init()
    }

    /// Spacing of exactly `fixedSpacing` points.
    open class func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing { NSCollectionLayoutSpacing(spacing: fixedSpacing, flexible: false) }
    /// Spacing of at least `flexibleSpacing` points that grows to share the space left.
    open class func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing { NSCollectionLayoutSpacing(spacing: flexibleSpacing, flexible: true) }

    /// A copy (spacings are immutable; the receiver itself).
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// Whether `object` is the same spacing.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSCollectionLayoutSpacing else { return false }
        return other.spacing == spacing && other.isFlexibleSpacing == isFlexibleSpacing
    }

    /// The minimum in points (invalid values logged, 0 used).
    var points: CGFloat {
        guard spacing.isFinite, spacing >= 0 else {
            CompositionalDiagnostics.report("NSCollectionLayoutSpacing \(spacing) is invalid (NaN, infinite or negative); 0 is used")
            return 0
        }
        return spacing
    }
}

/// The spacing around an item inside its group, on each edge (nil: none).
@preconcurrency @MainActor
open class NSCollectionLayoutEdgeSpacing: NSObject, @preconcurrency NSCopying {
    /// The spacing before the leading edge.
    public let leading: NSCollectionLayoutSpacing?
    /// The spacing above the top edge.
    public let top: NSCollectionLayoutSpacing?
    /// The spacing after the trailing edge.
    public let trailing: NSCollectionLayoutSpacing?
    /// The spacing below the bottom edge.
    public let bottom: NSCollectionLayoutSpacing?

    /// Creates edge spacing.
    public init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
        super.init()
    }

    /// A copy (edge spacings are immutable; the receiver itself).
    open func copy(with zone: NSZone? = nil) -> Any { self }
}
