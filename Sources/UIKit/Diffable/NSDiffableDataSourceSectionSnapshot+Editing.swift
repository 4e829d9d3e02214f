import Foundation

// Building and changing an outline: append, insert, delete, expand, collapse, and
// grafting other section snapshots.

extension NSDiffableDataSourceSectionSnapshot {
    /// Appends `items` as the last children of `parent` (root items when nil).
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        if let parent, !store.contains(parent) {
            DiffableDiagnostics.report("append(_:to:): parent item identifier \(parent) is not in the section snapshot; \(items.count) items were not appended")
            return
        }
        for id in unique(items, "append(_:to:)") { insertUnchecked(id, under: parent, before: nil) }
    }

    /// Inserts `items` just before `before`, as its siblings.
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        guard let anchor = existing(item, "insert(_:before:)") else { return }
        let parent = self.parent(of: item)
        for id in unique(items, "insert(_:before:)") { insertUnchecked(id, under: parent, before: anchor) }
    }

    /// Inserts `items` just after `after`, as its siblings.
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        guard let anchor = existing(item, "insert(_:after:)") else { return }
        let parent = self.parent(of: item)
        let next = store.slot(after: anchor)
        for id in unique(items, "insert(_:after:)") { insertUnchecked(id, under: parent, before: next) }
    }

    /// Deletes `items` with all their descendants.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        var missing: [ItemIdentifierType] = []
        for id in items {
            guard let slot = store.slot(of: id) else { missing.append(id); continue }
            removeSubtree(slot)
        }
        if !missing.isEmpty {
            DiffableDiagnostics.report("delete(_:): item identifiers not in the section snapshot were ignored: \(DiffableDiagnostics.describeSet(missing))")
        }
    }

    /// Deletes every item.
    public mutating func deleteAll() { self = NSDiffableDataSourceSectionSnapshot() }

    /// Expands `items`: their children show while they are visible.
    public mutating func expand(_ items: [ItemIdentifierType]) {
        for id in items {
            guard store.contains(id) else {
                DiffableDiagnostics.report("expand(_:): item identifier \(id) is not in the section snapshot")
                continue
            }
            expanded.insert(id)
        }
    }

    /// Collapses `items`: their descendants are hidden (and keep their own expansion).
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        for id in items {
            guard store.contains(id) else {
                DiffableDiagnostics.report("collapse(_:): item identifier \(id) is not in the section snapshot")
                continue
            }
            expanded.remove(id)
        }
    }

    /// Replaces the children of `parent` with the root items of `snapshot` (and their
    /// descendants and expansion).
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        guard let slot = existing(parent, "replace(childrenOf:using:)") else { return }
        for child in store.slotsInOrder(ofList: slot + 1) { removeSubtree(child) }
        graft(snapshot, under: parent, before: nil, "replace(childrenOf:using:)")
    }

    /// Inserts the items of `snapshot` just before `item`, as its siblings.
    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, before item: ItemIdentifierType) {
        guard let anchor = existing(item, "insert(_:before:)") else { return }
        graft(snapshot, under: parent(of: item), before: anchor, "insert(_:before:)")
    }

    /// Inserts the items of `snapshot` just after `item`, as its siblings.
    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, after item: ItemIdentifierType) {
        guard let anchor = existing(item, "insert(_:after:)") else { return }
        graft(snapshot, under: parent(of: item), before: store.slot(after: anchor), "insert(_:after:)")
    }

    /// Appends the items of `snapshot` as the last children of `parent` (root items when nil).
    public mutating func append(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to parent: ItemIdentifierType? = nil) {
        if let parent, !store.contains(parent) {
            DiffableDiagnostics.report("append(_:to:): parent item identifier \(parent) is not in the section snapshot; nothing was appended")
            return
        }
        graft(snapshot, under: parent, before: nil, "append(_:to:)")
    }

    // MARK: Helpers

    /// Adds the outline of `other` under `parent` before slot `before`; items already here
    /// are reported as duplicates and skipped with their subtrees.
    private mutating func graft(_ other: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, under parent: ItemIdentifierType?,
                                before: Int32?, _ call: String) {
        var duplicates: [ItemIdentifierType] = []
        func copy(_ list: Int32, under parent: ItemIdentifierType?, before: Int32?) {
            for s in other.store.slotsInOrder(ofList: list) {
                let id = other.store.id(at: s)
                if store.contains(id) { duplicates.append(id); continue }
                insertUnchecked(id, under: parent, before: before)
                if other.expanded.contains(id) { expanded.insert(id) }
                copy(s + 1, under: id, before: nil)
            }
        }
        copy(0, under: parent, before: before)
        if !duplicates.isEmpty { reportDuplicates(duplicates, call) }
    }

    private mutating func removeSubtree(_ slot: Int32) {
        for child in store.slotsInOrder(ofList: slot + 1) { removeSubtree(child) }
        let id = store.id(at: slot)
        expanded.remove(id)
        store.remove(id)
    }

    private func existing(_ item: ItemIdentifierType, _ call: String) -> Int32? {
        guard let slot = store.slot(of: item) else {
            DiffableDiagnostics.report("\(call): item identifier \(item) is not in the section snapshot; nothing was changed")
            return nil
        }
        return slot
    }

    private func unique(_ items: [ItemIdentifierType], _ call: String) -> [ItemIdentifierType] {
        var seen = Set<ItemIdentifierType>(minimumCapacity: items.count)
        var kept: [ItemIdentifierType] = []
        var duplicates: [ItemIdentifierType] = []
        for id in items {
            if !store.contains(id), seen.insert(id).inserted { kept.append(id) } else if !duplicates.contains(id) { duplicates.append(id) }
        }
        if !duplicates.isEmpty { reportDuplicates(duplicates, call) }
        return kept
    }

    private func reportDuplicates(_ duplicates: [ItemIdentifierType], _ call: String) {
        // UIKit's NSInternalInconsistencyException reason; UIKit stops the app here.
        DiffableDiagnostics.report("\(call): Identifiers in a section snapshot must be unique. Duplicate item identifiers: \(DiffableDiagnostics.describeSet(duplicates)) The duplicates were dropped.")
    }
}
