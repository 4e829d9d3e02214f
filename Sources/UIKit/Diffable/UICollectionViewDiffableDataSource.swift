import Foundation

/// A collection view's data source driven by snapshots: `apply` a snapshot and the
/// collection view animates the difference from the one it shows (the fewest deletes,
/// inserts, moves and reloads, computed in linear time); cells come from the cell provider
/// and supplementary views from the supplementary view provider.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: NSObject, UICollectionViewDataSource {
    /// Makes the cell for an item: dequeue it from the collection view and configure it.
    public typealias CellProvider = (_ collectionView: UICollectionView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType) -> UICollectionViewCell?
    /// Makes a supplementary view (header, footer, badge) of `elementKind` at `indexPath`.
    public typealias SupplementaryViewProvider = (_ collectionView: UICollectionView, _ elementKind: String, _ indexPath: IndexPath) -> UICollectionReusableView?

    /// The collection view this data source feeds (not retained, as in UIKit).
    private(set) weak var collectionView: UICollectionView?
    let cellProvider: CellProvider
    let core = DiffableDataSourceCore<SectionIdentifierType, ItemIdentifierType>()
    /// The section snapshots applied per section (their hierarchy and expansion).
    var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]

    /// Makes the supplementary views the layout asks for (nil: none are provided).
    public var supplementaryViewProvider: SupplementaryViewProvider?

    /// The closures that allow and follow reordering by interactive movement.
    public struct ReorderingHandlers {
        /// Whether an item may be reordered; reordering is off while this is nil.
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        /// Called before the snapshot changes, with the reordering's transaction.
        public var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// Called after the snapshot changed, with the reordering's transaction.
        public var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// Creates handlers that allow no reordering.
        public init() {}
    }
    /// The reordering handlers (none by default: items cannot be reordered).
    public var reorderingHandlers = ReorderingHandlers()

    /// The closures that allow, prepare and shape expanding and collapsing outline items
    /// by their outline disclosure.
    public struct SectionSnapshotHandlers<Item: Hashable & Sendable> {
        /// Whether an item may expand (every item may while this is nil).
        public var shouldExpandItem: ((Item) -> Bool)?
        /// Called before an item expands.
        public var willExpandItem: ((Item) -> Void)?
        /// Whether an item may collapse (every item may while this is nil).
        public var shouldCollapseItem: ((Item) -> Bool)?
        /// Called before an item collapses.
        public var willCollapseItem: ((Item) -> Void)?
        /// The children an expanding parent shows, given its current children (for example
        /// loaded on demand); nil keeps the current children.
        public var snapshotForExpandingParent: ((Item, NSDiffableDataSourceSectionSnapshot<Item>) -> NSDiffableDataSourceSectionSnapshot<Item>)?
        /// Creates handlers that allow every expansion and collapse.
        public init() {}
    }
    /// The handlers consulted when the user expands or collapses an outline item.
    public var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

    /// Creates a data source for `collectionView` and becomes its data source.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    // MARK: Snapshots

    /// A copy of the snapshot the collection view shows.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { core.snapshot }

    /// Shows `snapshot`: the difference from the current one becomes one batch update of
    /// the collection view (animated when `animatingDifferences`), and `completion` runs
    /// when it has finished.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        applyCore(snapshot, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// Shows `snapshot` by reloading the collection view's data, without computing a difference.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        applyUsingReloadDataCore(snapshot, completion: completion)
    }

    /// The item at `indexPath`, nil when there is none.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { core.snapshot.itemIdentifier(at: indexPath) }
    /// The index path of `itemIdentifier`, nil when it is not in the snapshot.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { core.snapshot.indexPath(of: itemIdentifier) }
    /// The section at `index`, nil when there is none.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        let sections = core.snapshot.index.sections
        return index >= 0 && index < sections.count ? sections[index] : nil
    }
    /// The index of `sectionIdentifier`, nil when it is not in the snapshot.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { core.snapshot.indexOfSection(sectionIdentifier) }

    // MARK: UICollectionViewDataSource

    /// The number of sections of the snapshot.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { core.snapshot.numberOfSections }
    /// The number of items of the section at `section`.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        let index = core.snapshot.index
        return section >= 0 && section < index.items.count ? index.items[section].count : 0
    }
    /// The cell from the cell provider for the item at `indexPath`.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        cell(for: indexPath, in: collectionView)
    }
    /// The view from the supplementary view provider.
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        supplementaryView(kind, at: indexPath, in: collectionView)
    }
    /// Whether the item can be moved: `reorderingHandlers.canReorderItem` (false without it).
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { canReorder(indexPath) }
    /// Moves the item the user dragged in the data source's snapshot (the collection view
    /// already shows it moved), telling `willReorder` and `didReorder`.
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        reorder(from: sourceIndexPath, to: destinationIndexPath)
    }
    /// The index titles (default nil).
    open func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }
    /// The index path an index title scrolls to (default the first item of section `index`).
    open func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        IndexPath(item: 0, section: index)
    }
}
