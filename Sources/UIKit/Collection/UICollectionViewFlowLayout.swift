import CoreGraphics
import Foundation

/// The grid and list layout of UIKit: items flow along lines across the collection view
/// (rows when scrolling vertically, columns when scrolling horizontally), lines stack
/// along the scrolling axis, each section with its header, insets and footer. Items of a
/// line are spread over it (the extra space goes between them); the last line of a
/// section keeps the minimum spacing from the leading inset, as UIKit's does.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// How section insets are measured.
    public enum SectionInsetReference: Int, Sendable { case fromContentInset = 0, fromSafeArea, fromLayoutMargins }
    /// The estimated size meaning "each cell sizes itself" (Auto Layout self-sizing).
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// The scrolling direction (default vertical).
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { if oldValue != scrollDirection { invalidateLayout() } } }
    /// The size of items (default 50 x 50) unless the delegate answers `sizeForItemAt`.
    open var itemSize = CGSize(width: 50, height: 50) { didSet { if oldValue != itemSize { invalidateLayout() } } }
    /// The estimated item size; non-zero turns on self-sizing cells (default zero).
    open var estimatedItemSize: CGSize = .zero { didSet { if oldValue != estimatedItemSize { invalidateLayout() } } }
    /// The minimum spacing between lines (default 10).
    open var minimumLineSpacing: CGFloat = 10 { didSet { if oldValue != minimumLineSpacing { invalidateLayout() } } }
    /// The minimum spacing between items of a line (default 10).
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { if oldValue != minimumInteritemSpacing { invalidateLayout() } } }
    /// The margins around each section's items (default zero).
    open var sectionInset: UIEdgeInsets = .zero { didSet { if oldValue != sectionInset { invalidateLayout() } } }
    /// The size of section headers: the height counts when scrolling vertically, the width
    /// when scrolling horizontally (default zero: no header).
    open var headerReferenceSize: CGSize = .zero { didSet { if oldValue != headerReferenceSize { invalidateLayout() } } }
    /// The size of section footers (default zero: no footer).
    open var footerReferenceSize: CGSize = .zero { didSet { if oldValue != footerReferenceSize { invalidateLayout() } } }
    /// Whether headers stay at the top of the visible bounds while their section scrolls.
    open var sectionHeadersPinToVisibleBounds = false { didSet { if oldValue != sectionHeadersPinToVisibleBounds { invalidateLayout() } } }
    /// Whether footers stay at the bottom of the visible bounds while their section scrolls.
    open var sectionFootersPinToVisibleBounds = false { didSet { if oldValue != sectionFootersPinToVisibleBounds { invalidateLayout() } } }
    /// What section insets are measured from (default the content inset).
    open var sectionInsetReference: SectionInsetReference = .fromContentInset { didSet { if oldValue != sectionInsetReference { invalidateLayout() } } }

    var model = FlowLayoutModel()
    var needsRecompute = true
    /// Sizes self-sizing cells reported, by index path.
    var measuredSizes: [IndexPath: CGSize] = [:]

    /// Creates a flow layout with UIKit's defaults.
    public override init() { super.init() }
    /// Decodes a flow layout: its metrics (`UICollectionViewFlowLayout…` keys, checked).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        decodeFlowLayout(from: coder)
        if coder.hasFailedDecoding { return nil }
    }

    /// Archives the flow layout's metrics after the layout's.
    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        encodeFlowLayout(with: coder)
    }

    /// The flow layout's invalidation context class.
    open override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }

    /// Computes every line of every section (when the metrics or data changed).
    open override func prepare() {
        super.prepare()
        prepareFlow()
    }
    /// The size of all sections along the scrolling axis, the visible size across it.
    open override var collectionViewContentSize: CGSize { model.contentSize }
    /// The items, headers and footers intersecting `rect` (found by binary search).
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { flowAttributes(in: rect) }
    /// The item's attributes.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { flowItemAttributes(indexPath) }
    /// A header's or footer's attributes.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        flowSupplementaryAttributes(elementKind, indexPath)
    }
    /// True when the size across the scrolling axis changes or headers/footers are pinned.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { flowShouldInvalidate(newBounds) }
    /// A context that recomputes the lines only when the size across the scrolling axis changed.
    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext { flowBoundsContext(newBounds) }
    /// True when a self-sizing cell's size differs from its attributes.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        estimatedItemSize != .zero && preferredAttributes.representedElementCategory == .cell && preferredAttributes.size != originalAttributes.size
    }
    /// Keeps the measured size and recomputes the lines.
    open override func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                           withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext {
        measuredSizes[preferredAttributes.indexPath] = preferredAttributes.size
        return super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
    }
    /// Notes whether the lines must be recomputed (everything, data, metrics or sizes),
    /// then tells the collection view.
    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        noteInvalidation(context)
        super.invalidateLayout(with: context)
    }

    override var asksForPreferredAttributes: Bool { estimatedItemSize != .zero }
}

/// The flow layout's invalidation context: whether the delegate's metrics and the
/// computed attributes are invalid (both default true).
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// Whether the delegate must be asked for sizes and spacings again.
    open var invalidateFlowLayoutDelegateMetrics = true
    /// Whether the lines must be computed again.
    open var invalidateFlowLayoutAttributes = true
}
