import Foundation

/// The state of a diffable data source's data: section identifiers in order, each with its
/// item identifiers in order. Build one, then `apply` it to a diffable data source, which
/// animates the difference from what it shows.
///
/// Identifiers are found by hash: appending, inserting, deleting and moving `k`
/// identifiers costs O(k); positions (`indexOfItem`, `itemIdentifiers`) are computed in one
/// O(n) walk after a change and shared until the next. Duplicate identifiers and
/// references to identifiers that are not in the snapshot raise an exception in UIKit;
/// here they are logged and that part of the call is ignored.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    typealias S = SectionIdentifierType
    typealias I = ItemIdentifierType

    /// Sections in list 0.
    var sectionStore = DiffableLinkedStore<S>()
    /// Items, one list per section (the list number is the section's slot).
    var itemStore = DiffableLinkedStore<I>()
    var reloadedSections: [S] = []
    var reloadedSectionSet: Set<S> = []
    var reloadedItems: [I] = []
    var reloadedItemSet: Set<I> = []
    var reconfiguredItems: [I] = []
    var reconfiguredItemSet: Set<I> = []
    private var indexBox = DiffableSnapshotIndexBox<S, I>()

    /// Creates an empty snapshot.
    public init() {}

    /// The positions of sections and items (built once per change).
    var index: DiffableSnapshotIndex<S, I> { indexBox.index(sections: sectionStore, items: itemStore) }

    /// Forgets the positions after a change.
    mutating func invalidateIndex() { indexBox = DiffableSnapshotIndexBox() }

    // MARK: Sections and items

    /// The number of items in all sections.
    public var numberOfItems: Int { itemStore.count }
    /// The number of sections.
    public var numberOfSections: Int { sectionStore.count }
    /// The section identifiers in order.
    public var sectionIdentifiers: [SectionIdentifierType] { index.sections }
    /// The item identifiers of all sections in order.
    public var itemIdentifiers: [ItemIdentifierType] {
        // Bulk appends: a joined sequence costs a metadata look-up per element in generic code.
        var all: [ItemIdentifierType] = []
        all.reserveCapacity(numberOfItems)
        for section in index.items { all.append(contentsOf: section) }
        return all
    }

    /// The number of items in `identifier`'s section (0 and a log line when it is absent).
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        guard let slot = sectionStore.slot(of: identifier) else {
            DiffableDiagnostics.report("numberOfItems(inSection:): invalid section identifier \(identifier): it is not in the snapshot")
            return 0
        }
        return itemStore.count(ofList: slot)
    }

    /// The item identifiers of `identifier`'s section in order (empty and a log line when
    /// the section is absent, where UIKit raises an exception).
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        guard let slot = sectionStore.slot(of: identifier) else {
            DiffableDiagnostics.report("itemIdentifiers(inSection:): invalid section identifier \(identifier): it is not in the snapshot")
            return []
        }
        let index = self.index
        return index.items[Int(index.indexOfSectionSlot[Int(slot)])]
    }

    /// The identifier of the section holding `identifier`, nil when the item is absent.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        itemStore.list(of: identifier).map { sectionStore.id(at: $0) }
    }

    /// The position of `identifier` among all items, nil when it is absent.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let slot = itemStore.slot(of: identifier) else { return nil }
        let index = self.index
        let section = index.indexOfSectionSlot[Int(itemStore.list[Int(slot)])]
        return index.starts[Int(section)] + Int(index.rowOfItemSlot[Int(slot)])
    }

    /// The position of `identifier` among the sections, nil when it is absent.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        guard let slot = sectionStore.slot(of: identifier) else { return nil }
        return Int(index.indexOfSectionSlot[Int(slot)])
    }

    /// The index path (section index, row) of `identifier`, nil when it is absent.
    func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
        guard let slot = itemStore.slot(of: identifier) else { return nil }
        let index = self.index
        let section = index.indexOfSectionSlot[Int(itemStore.list[Int(slot)])]
        return IndexPath(row: Int(index.rowOfItemSlot[Int(slot)]), section: Int(section))
    }

    /// The item at `indexPath`, nil outside the snapshot.
    func itemIdentifier(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2 else { return nil }
        let index = self.index
        guard indexPath.section >= 0, indexPath.section < index.items.count else { return nil }
        let rows = index.items[indexPath.section]
        return indexPath.row >= 0 && indexPath.row < rows.count ? rows[indexPath.row] : nil
    }

    // MARK: Reloads and reconfigures

    /// The sections marked for reload, in the order they were marked.
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSections.filter { sectionStore.contains($0) } }
    /// The items marked for reload, in the order they were marked.
    public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItems.filter { itemStore.contains($0) } }
    /// The items marked for reconfiguring, in the order they were marked.
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItems.filter { itemStore.contains($0) } }

    /// Forgets the reload and reconfigure marks (once applied).
    mutating func clearMarks() {
        reloadedSections = []; reloadedSectionSet = []
        reloadedItems = []; reloadedItemSet = []
        reconfiguredItems = []; reconfiguredItemSet = []
    }
}
