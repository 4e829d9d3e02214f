import CoreGraphics
import Foundation

/// The smallest element of a compositional layout: one cell. Its `layoutSize` is
/// resolved against the group that holds it; `contentInsets` shrink the cell inside that
/// size; `edgeSpacing` adds space around it in the group; `supplementaryItems` (badges)
/// are anchored to it.
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject, @preconcurrency NSCopying {
    /// The item's size, resolved against its containing group.
    public let layoutSize: NSCollectionLayoutSize
    /// The supplementary items anchored to the item.
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]
    /// Insets of the cell inside the item's size (default zero).
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Space around the item inside its group (default nil: none).
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?

    /// Creates an item of `layoutSize`.
    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// Creates an item of `layoutSize` with supplementary items anchored to it.
    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
        super.init()
    }

    /// A copy with the same size, insets, spacing and supplementary items.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSCollectionLayoutItem(layoutSize: layoutSize, supplementaryItems: supplementaryItems)
        copy.contentInsets = contentInsets
        copy.edgeSpacing = edgeSpacing
        return copy
    }
}

/// A container of items laid out in a row (`horizontal`), a column (`vertical`) or at
/// frames a closure computes (`custom`). Subitems repeat while they fit along the group's
/// axis; `subitem:count:` divides the group's length into exactly `count` items.
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Arrangement { case horizontal, vertical, custom }
    let arrangement: Arrangement
    /// The number of repetitions of a single subitem (nil: repeat while they fit).
    let fixedCount: Int?
    let itemProvider: NSCollectionLayoutGroupCustomItemProvider?
    /// The items of the group, laid out in order (and repeated while they fit).
    public let subitems: [NSCollectionLayoutItem]
    /// The space between subitems along the group's axis (default nil: none).
    open var interItemSpacing: NSCollectionLayoutSpacing?

    init(layoutSize: NSCollectionLayoutSize, arrangement: Arrangement, subitems: [NSCollectionLayoutItem], count: Int?,
         provider: NSCollectionLayoutGroupCustomItemProvider?) {
        self.arrangement = arrangement
        self.subitems = subitems
        fixedCount = count
        itemProvider = provider
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// A row of `subitems`, repeated while they fit in the group's width.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        make(layoutSize, .horizontal, subitems, nil)
    }
    /// A row of exactly `count` copies of `subitem`, each as wide as the row allows.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        make(layoutSize, .horizontal, [subitem], count)
    }
    /// A row of exactly `count` copies of `repeatingSubitem` (iOS 16's spelling).
    open class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        make(layoutSize, .horizontal, [repeatingSubitem], count)
    }
    /// A column of `subitems`, repeated while they fit in the group's height.
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        make(layoutSize, .vertical, subitems, nil)
    }
    /// A column of exactly `count` copies of `subitem`, each as tall as the column allows.
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        make(layoutSize, .vertical, [subitem], count)
    }
    /// A column of exactly `count` copies of `repeatingSubitem` (iOS 16's spelling).
    open class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        make(layoutSize, .vertical, [repeatingSubitem], count)
    }
    /// A group whose items are at the frames `itemProvider` returns (one item per frame,
    /// in the group's coordinates), asked each time the layout is computed.
    open class func custom(layoutSize: NSCollectionLayoutSize, itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .custom, subitems: [], count: nil, provider: itemProvider)
    }

    private static func make(_ size: NSCollectionLayoutSize, _ arrangement: Arrangement, _ subitems: [NSCollectionLayoutItem], _ count: Int?) -> NSCollectionLayoutGroup {
        var count = count
        if let c = count, c < 1 {
            CompositionalDiagnostics.report("NSCollectionLayoutGroup: a count of \(c) is invalid; 1 is used")
            count = 1
        }
        if subitems.isEmpty { CompositionalDiagnostics.report("NSCollectionLayoutGroup: a group needs at least one subitem; the group shows nothing") }
        return NSCollectionLayoutGroup(layoutSize: size, arrangement: arrangement, subitems: subitems, count: count, provider: nil)
    }

    /// A copy with the same arrangement, subitems and spacing.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: arrangement, subitems: subitems, count: fixedCount, provider: itemProvider)
        copy.contentInsets = contentInsets
        copy.edgeSpacing = edgeSpacing
        copy.interItemSpacing = interItemSpacing
        return copy
    }

    /// A text picture of the group's structure (for debugging).
    open func visualDescription() -> String {
        func line(_ item: NSCollectionLayoutItem, _ depth: Int) -> [String] {
            let pad = String(repeating: "  ", count: depth)
            let size = "\(item.layoutSize.widthDimension) x \(item.layoutSize.heightDimension)"
            guard let group = item as? NSCollectionLayoutGroup else { return ["\(pad)item \(size)"] }
            let count = group.fixedCount.map { " count=\($0)" } ?? ""
            return ["\(pad)\(group.arrangement) group \(size)\(count)"] + group.subitems.flatMap { line($0, depth + 1) }
        }
        return line(self, 0).joined(separator: "\n")
    }
}

/// The closure of a custom group: the frames of its items for an environment.
public typealias NSCollectionLayoutGroupCustomItemProvider = @MainActor (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]

/// One item of a custom group: its frame in the group and its z order.
@preconcurrency @MainActor
open class NSCollectionLayoutGroupCustomItem: NSObject, @preconcurrency NSCopying {
    /// The item's frame in the group's coordinates.
    public let frame: CGRect
    /// The item's stacking order (default 0).
    public let zIndex: Int

    /// Creates a custom item at `frame`.
    public convenience init(frame: CGRect) { self.init(frame: frame, zIndex: 0) }
    /// Creates a custom item at `frame` with `zIndex`.
    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
        super.init()
    }

    /// A copy (custom items are immutable; the receiver itself).
    open func copy(with zone: NSZone? = nil) -> Any { self }
}
