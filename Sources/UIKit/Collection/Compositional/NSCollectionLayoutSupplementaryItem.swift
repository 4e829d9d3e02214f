import CoreGraphics
import Foundation

/// Where a supplementary item attaches to its container: the edges it aligns with and an
/// offset, absolute (points) or fractional (of the supplementary item's own size).
@preconcurrency @MainActor
open class NSCollectionLayoutAnchor: NSObject, @preconcurrency NSCopying {
    /// The edges of the container the item aligns with (an edge alone centers it along
    /// the other axis).
    public let edges: NSDirectionalRectEdge
    /// The offset from the aligned position.
    public let offset: CGPoint
    /// Whether `offset` is in points.
    public let isAbsoluteOffset: Bool
    /// Whether `offset` is a fraction of the item's size.
    open var isFractionalOffset: Bool { !isAbsoluteOffset && offset != .zero }

    /// An anchor at `edges` with no offset.
    public convenience init(edges: NSDirectionalRectEdge) { self.init(edges: edges, offset: .zero, absolute: true) }
    /// An anchor at `edges` moved by `absoluteOffset` points.
    public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) { self.init(edges: edges, offset: absoluteOffset, absolute: true) }
    /// An anchor at `edges` moved by `fractionalOffset` times the item's size.
    public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) { self.init(edges: edges, offset: fractionalOffset, absolute: false) }

    init(edges: NSDirectionalRectEdge, offset: CGPoint, absolute: Bool) {
        self.edges = edges
        self.offset = offset
        isAbsoluteOffset = absolute
        super.init()
    }

    /// A copy (anchors are immutable; the receiver itself).
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// The anchor's point on `rect` (its edges, else the middle), moved by the offset.
    func point(in rect: CGRect, itemSize: CGSize) -> CGPoint {
        var x = rect.midX, y = rect.midY
        if edges.contains(.leading) { x = rect.minX } else if edges.contains(.trailing) { x = rect.maxX }
        if edges.contains(.top) { y = rect.minY } else if edges.contains(.bottom) { y = rect.maxY }
        let dx = isAbsoluteOffset ? offset.x : offset.x * itemSize.width
        let dy = isAbsoluteOffset ? offset.y : offset.y * itemSize.height
        guard dx.isFinite, dy.isFinite else { return CGPoint(x: x, y: y) }
        return CGPoint(x: x + dx, y: y + dy)
    }

    /// The frame of an element of `size` anchored in `container`.
    func frame(of size: CGSize, in container: CGRect) -> CGRect {
        var x = container.midX - size.width / 2, y = container.midY - size.height / 2
        if edges.contains(.leading) { x = container.minX } else if edges.contains(.trailing) { x = container.maxX - size.width }
        if edges.contains(.top) { y = container.minY } else if edges.contains(.bottom) { y = container.maxY - size.height }
        let dx = isAbsoluteOffset ? offset.x : offset.x * size.width
        let dy = isAbsoluteOffset ? offset.y : offset.y * size.height
        guard dx.isFinite, dy.isFinite else {
            CompositionalDiagnostics.report("NSCollectionLayoutAnchor offset \(offset) is not finite; no offset is used")
            return CGRect(x: x, y: y, width: size.width, height: size.height)
        }
        return CGRect(x: x + dx, y: y + dy, width: size.width, height: size.height)
    }
}

/// A view attached to an item or group (a badge): a supplementary view of `elementKind`
/// from the data source, placed by its anchor on the container.
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The kind of supplementary view.
    public let elementKind: String
    /// Where the item attaches to its container.
    public let containerAnchor: NSCollectionLayoutAnchor
    /// Which point of the item attaches (nil: its matching edges).
    public let itemAnchor: NSCollectionLayoutAnchor?
    /// The stacking order (default 1: above the item).
    open var zIndex = 1

    /// Creates a supplementary item anchored to its container.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
    }

    /// Creates a supplementary item whose `itemAnchor` attaches to `containerAnchor`.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor, itemAnchor: NSCollectionLayoutAnchor?) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// The frame in `container`: without an item anchor the item's matching edges align
    /// with the container's; with one, the item anchor's point goes to the container
    /// anchor's point.
    func frame(in container: CGRect) -> CGRect {
        let size = layoutSize.resolve(in: container.size, what: "supplementary item \(elementKind)")
        guard let itemAnchor else { return containerAnchor.frame(of: size, in: container) }
        let target = containerAnchor.point(in: container, itemSize: size)
        let local = itemAnchor.point(in: CGRect(origin: .zero, size: size), itemSize: size)
        return CGRect(x: target.x - local.x, y: target.y - local.y, width: size.width, height: size.height)
    }
}

/// Where a boundary supplementary item sits on its section or layout.
public enum NSRectAlignment: Int, Sendable {
    case none = 0, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// A header or footer of a section or of the whole layout: placed at an edge, extending
/// the section (default), optionally pinned to the visible bounds while its section shows.
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// The edge of the section the item sits at.
    public let alignment: NSRectAlignment
    /// The offset from that edge.
    public let offset: CGPoint
    /// Whether the section grows to hold the item (default true).
    open var extendsBoundary = true
    /// Whether the item stays in the visible bounds while its section is on screen
    /// (default false).
    open var pinToVisibleBounds = false

    /// Creates a boundary item at `alignment`.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    /// Creates a boundary item at `alignment`, moved by `absoluteOffset`.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: NSCollectionLayoutAnchor(edges: []), itemAnchor: nil)
    }
}

/// A view behind a section (its background), registered on the layout with
/// `register(_:forDecorationViewOfKind:)`.
@preconcurrency @MainActor
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// The kind of decoration view.
    public let elementKind: String
    /// The stacking order relative to the section's other elements (default 0: below them all).
    open var zIndex = 0

    init(elementKind: String) {
        self.elementKind = elementKind
        let full = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
        super.init(layoutSize: full, supplementaryItems: [])
    }

    /// A decoration item filling its section (less its `contentInsets`).
    open class func background(elementKind: String) -> NSCollectionLayoutDecorationItem { NSCollectionLayoutDecorationItem(elementKind: elementKind) }
}
