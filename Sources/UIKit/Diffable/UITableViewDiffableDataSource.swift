import Foundation

/// A table's data source driven by snapshots: `apply` a snapshot and the table animates
/// the difference from the one it shows (the fewest deletes, inserts, moves and reloads,
/// computed in linear time); cells come from the cell provider. Subclass it to give
/// section titles or to allow editing and reordering.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: NSObject, UITableViewDataSource {
    /// Makes the cell for an item: dequeue it from the table and configure it.
    public typealias CellProvider = (_ tableView: UITableView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType) -> UITableViewCell?

    /// The table this data source feeds (not retained, as in UIKit).
    private(set) weak var tableView: UITableView?
    let cellProvider: CellProvider
    let core = DiffableDataSourceCore<SectionIdentifierType, ItemIdentifierType>()

    /// How inserted, deleted and reloaded rows animate when a snapshot is applied with
    /// animation (default `.automatic`).
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// Creates a data source for `tableView` and becomes its data source.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    // MARK: Snapshots

    /// A copy of the snapshot the table shows.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { core.snapshot }

    /// Shows `snapshot`: the difference from the current one becomes one batch update of the
    /// table (animated with `defaultRowAnimation` when `animatingDifferences`), and
    /// `completion` runs when it has finished.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        applyCore(snapshot, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// Shows `snapshot` by reloading the table's data, without computing a difference.
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

    // MARK: UITableViewDataSource

    /// The number of sections of the snapshot.
    open func numberOfSections(in tableView: UITableView) -> Int { core.snapshot.numberOfSections }
    /// The number of items of the section at `section`.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        let index = core.snapshot.index
        return section >= 0 && section < index.items.count ? index.items[section].count : 0
    }
    /// The cell from the cell provider for the item at `indexPath`.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { cell(for: indexPath, in: tableView) }
    /// The title of a section's header (default nil: no title; override to give one).
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// The title of a section's footer (default nil).
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// Whether the row can be edited (default false, as in UIKit: override to allow
    /// swipe-to-delete and editing controls).
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    /// Whether the row can be moved (default false: override to allow reordering).
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Commits a deletion or insertion the user confirmed (default: logged, nothing
    /// changes; override to update and apply a snapshot).
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        tableView.noteUnimplementedCommit(editingStyle, indexPath)
    }
    /// Moves the item the user dragged in the data source's snapshot (the table already
    /// shows it moved).
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        core.moveItem(from: sourceIndexPath, to: destinationIndexPath)
    }
    /// The section index titles (default nil).
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    /// The section a section index title scrolls to (default `index`).
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
}
