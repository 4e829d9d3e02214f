import CoreGraphics
import Foundation

/// One dimension (width or height) of a compositional layout element: a fraction of the
/// container's width or height, an absolute number of points, or an estimate the element's
/// view refines by self-sizing. Invalid values (NaN, infinite, negative) are logged and
/// resolve to 0 when the layout uses them.
@preconcurrency @MainActor
open class NSCollectionLayoutDimension: NSObject, @preconcurrency NSCopying {
    enum Kind: Equatable { case fractionalWidth, fractionalHeight, absolute, estimated }
    let kind: Kind
    /// The fraction, the points or the estimate, as given.
    public let dimension: CGFloat

    /// A dimension that is `fractionalWidth` times the container's width.
    open class func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(kind: .fractionalWidth, dimension: fractionalWidth) }
    /// A dimension that is `fractionalHeight` times the container's height.
    open class func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(kind: .fractionalHeight, dimension: fractionalHeight) }
    /// A dimension of `absoluteDimension` points.
    open class func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(kind: .absolute, dimension: absoluteDimension) }
    /// A dimension estimated at `estimatedDimension` points; the view's
    /// `preferredLayoutAttributesFitting(_:)` gives the real size when it shows.
    open class func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(kind: .estimated, dimension: estimatedDimension) }

    init(kind: Kind, dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
        super.init()
    }

    /// Whether the dimension is a fraction of the container's width.
    open var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether the dimension is a fraction of the container's height.
    open var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether the dimension is a number of points.
    open var isAbsolute: Bool { kind == .absolute }
    /// Whether the dimension is an estimate refined by self-sizing.
    open var isEstimated: Bool { kind == .estimated }

    /// A copy (dimensions are immutable; the receiver itself).
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// Whether `object` is a dimension of the same kind and value.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSCollectionLayoutDimension else { return false }
        return other.kind == kind && other.dimension == dimension
    }

    /// The dimension in UIKit's description style.
    open override var description: String {
        switch kind {
        case .fractionalWidth: return "<NSCollectionLayoutDimension: fractionalWidth=\(dimension)>"
        case .fractionalHeight: return "<NSCollectionLayoutDimension: fractionalHeight=\(dimension)>"
        case .absolute: return "<NSCollectionLayoutDimension: absolute=\(dimension)>"
        case .estimated: return "<NSCollectionLayoutDimension: estimated=\(dimension)>"
        }
    }

    /// The points this dimension stands for in `container` (fractions of its width or
    /// height); an invalid value resolves to 0 with a log line, a fraction of 0 to 0.
    func resolve(in container: CGSize, what: String) -> CGFloat {
        guard dimension.isFinite, dimension >= 0 else {
            CompositionalDiagnostics.report("NSCollectionLayoutDimension \(what) \(description) is invalid (NaN, infinite or negative); 0 is used")
            return 0
        }
        switch kind {
        case .fractionalWidth: return container.width.isFinite ? max(0, dimension * container.width) : 0
        case .fractionalHeight: return container.height.isFinite ? max(0, dimension * container.height) : 0
        case .absolute, .estimated: return dimension
        }
    }
}

/// The width and height of a compositional layout element.
@preconcurrency @MainActor
open class NSCollectionLayoutSize: NSObject, @preconcurrency NSCopying {
    /// The width.
    public let widthDimension: NSCollectionLayoutDimension
    /// The height.
    public let heightDimension: NSCollectionLayoutDimension

    /// Creates a size from a width and a height dimension.
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
        super.init()
    }

    /// A copy (sizes are immutable; the receiver itself).
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// Whether `object` is a size with equal dimensions.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSCollectionLayoutSize else { return false }
        return widthDimension.isEqual(other.widthDimension) && heightDimension.isEqual(other.heightDimension)
    }

    /// The size in points in `container`.
    func resolve(in container: CGSize, what: String) -> CGSize {
        CGSize(width: widthDimension.resolve(in: container, what: "\(what) width"), height: heightDimension.resolve(in: container, what: "\(what) height"))
    }
}

/// The compositional layout's rate-limited log of bad input.
@MainActor
package enum CompositionalDiagnostics {
    /// The messages logged, most recent last (at most 50), for tests.
    package static var recent: [String] = []
    static var seen: Set<String> = []

    static func report(_ message: String) {
        recent.append(message)
        if recent.count > 50 { recent.removeFirst(recent.count - 50) }
        // Each distinct message is logged once: layouts recompute often.
        guard seen.insert(message).inserted else { return }
        UIView.log(message)
    }
}
