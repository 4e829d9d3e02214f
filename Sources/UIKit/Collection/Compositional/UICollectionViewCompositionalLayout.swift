import CoreGraphics
import Foundation

/// UIKit's composable layout: each section repeats a group of items (rows, columns,
/// custom frames, nested groups) sized in fractional, absolute or estimated dimensions,
/// with spacing, insets, headers and footers (optionally pinned), backgrounds, and
/// sections that scroll across the layout's axis in their own scroll view.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// The closure giving the section at an index for an environment.
    public typealias SectionProvider = @MainActor (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    let sectionProvider: SectionProvider
    var configurationStorage: UICollectionViewCompositionalLayoutConfiguration
    var model = CompositionalLayoutModel()
    var needsRecompute = true
    /// Sizes self-sizing elements reported, by element.
    var measuredSizes: [CollectionElementKey: CGSize] = [:]
    /// Whether any element of the last computed layout has an estimated dimension.
    var hasEstimatedDimensions = false
    /// Whether any header or footer is pinned (scrolling then re-queries them).
    var hasPinnedSupplementaries = false
    /// The internal scroll views of orthogonal sections, by section.
    var orthogonalViews: [Int: CollectionOrthogonalScrollView] = [:]

    /// A layout repeating `section` for every section.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }
    /// A layout repeating `section` for every section, with `configuration`.
    public convenience init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.init(sectionProvider: { _, _ in section }, configuration: configuration)
    }
    /// A layout asking `sectionProvider` for each section.
    public convenience init(sectionProvider: @escaping SectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }
    /// A layout asking `sectionProvider` for each section, with `configuration`.
    public init(sectionProvider: @escaping SectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.sectionProvider = sectionProvider
        configurationStorage = configuration.copy() as! UICollectionViewCompositionalLayoutConfiguration
        super.init()
    }
    /// Decodes a layout; archives carry no sections, so it shows none (logged).
    public required init?(coder: NSCoder) {
        sectionProvider = { index, _ in
            CompositionalDiagnostics.report("UICollectionViewCompositionalLayout decoded from an archive has no section provider; section \(index) is empty")
            return nil
        }
        configurationStorage = UICollectionViewCompositionalLayoutConfiguration()
        super.init(coder: coder)
    }

    /// Right to left the collection view mirrors the sections (leading is on the right).
    override var mirrorsInOppositeLayoutDirection: Bool { true }

    /// The layout-wide configuration (a copy; setting it lays out again).
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        get { configurationStorage.copy() as! UICollectionViewCompositionalLayoutConfiguration }
        set { configurationStorage = newValue.copy() as! UICollectionViewCompositionalLayoutConfiguration; invalidateLayout() }
    }

    /// Computes every section (when the data, the sizes or the container changed) and
    /// places the orthogonal sections' scroll views.
    open override func prepare() {
        super.prepare()
        prepareCompositional()
    }
    /// The size of all sections along the scrolling axis, the visible size across it.
    open override var collectionViewContentSize: CGSize { model.contentSize }
    /// The elements intersecting `rect` (sections and groups found by binary search).
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { compositionalAttributes(in: rect) }
    /// The item's attributes.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { compositionalItemAttributes(indexPath) }
    /// A badge's, header's or footer's attributes.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        compositionalSupplementaryAttributes(elementKind, indexPath)
    }
    /// A section background's attributes.
    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        compositionalDecorationAttributes(elementKind, indexPath)
    }
    /// True when the container's size changes, or pinned headers must follow a scroll.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let cv = collectionView else { return false }
        return newBounds.size != cv.bounds.size || hasPinnedSupplementaries
    }
    /// True when an element with an estimated dimension prefers another size.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        preferredSizeChanges(preferredAttributes, originalAttributes)
    }
    /// Keeps the measured size and lays the sections out again.
    open override func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                           withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext {
        measuredSizes[CollectionElementKey(preferredAttributes)] = preferredAttributes.size
        needsRecompute = true
        return super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
    }
    /// Notes whether the sections must be computed again, then tells the collection view.
    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateEverything || context.invalidateDataSourceCounts {
            needsRecompute = true
            if context.invalidateDataSourceCounts { measuredSizes = [:] }
        }
        if context.invalidatedItemIndexPaths != nil || context.invalidatedSupplementaryIndexPaths != nil { needsRecompute = true }
        super.invalidateLayout(with: context)
    }
    /// Where a fling of the collection view comes to rest (the proposed offset; orthogonal
    /// sections snap in their own scroll views).
    open override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    override var asksForPreferredAttributes: Bool { hasEstimatedDimensions }
    override func hostView(for attributes: UICollectionViewLayoutAttributes) -> UIView? { orthogonalHost(attributes) }
    override func detach(from collectionView: UICollectionView) { removeOrthogonalViews(collectionView) }
}
