import Foundation

// Adding, removing, moving and marking items: O(k) for k identifiers, by hash.

extension NSDiffableDataSourceSnapshot {
    /// Appends `identifiers` to `sectionIdentifier` (the last section when nil).
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        let section: Int32
        if let sectionIdentifier {
            guard let slot = sectionStore.slot(of: sectionIdentifier) else {
                DiffableDiagnostics.report("appendItems(_:toSection:): invalid section identifier \(sectionIdentifier): it is not in the snapshot; \(identifiers.count) items were not appended")
                return
            }
            section = slot
        } else {
            guard let last = sectionStore.tails.first, last != DiffableLinkedStore<S>.none else {
                // UIKit's NSInternalInconsistencyException reason for this call.
                DiffableDiagnostics.report("appendItems(_:toSection:): There are currently no sections in the data source. Please add a section first. \(identifiers.count) items were not appended")
                return
            }
            section = last
        }
        for id in unique(identifiers, "appendItems(_:toSection:)") { itemStore.insert(id, inList: section, before: nil) }
        invalidateIndex()
    }

    /// Inserts `identifiers` just before `beforeIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        guard let anchor = existingItem(beforeIdentifier, "insertItems(_:beforeItem:)") else { return }
        let list = itemStore.list[Int(anchor)]
        for id in unique(identifiers, "insertItems(_:beforeItem:)") { itemStore.insert(id, inList: list, before: anchor) }
        invalidateIndex()
    }

    /// Inserts `identifiers` just after `afterIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        guard let anchor = existingItem(afterIdentifier, "insertItems(_:afterItem:)") else { return }
        let list = itemStore.list[Int(anchor)]
        let next = itemStore.slot(after: anchor)
        for id in unique(identifiers, "insertItems(_:afterItem:)") { itemStore.insert(id, inList: list, before: next) }
        invalidateIndex()
    }

    /// Deletes `identifiers` (those not in the snapshot are logged and skipped).
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        var missing: [ItemIdentifierType] = []
        for id in identifiers where itemStore.remove(id) == nil { missing.append(id) }
        if !missing.isEmpty {
            DiffableDiagnostics.report("deleteItems(_:): item identifiers not in the snapshot were ignored: \(DiffableDiagnostics.describeSet(missing))")
        }
        invalidateIndex()
    }

    /// Deletes every item, keeping the sections.
    public mutating func deleteAllItems() {
        for slot in sectionStore.slotsInOrder(ofList: 0) { itemStore.removeAll(inList: slot) }
        invalidateIndex()
    }

    /// Moves `identifier` just before `toIdentifier` (possibly into another section).
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        guard let (moved, anchor) = movePair(identifier, toIdentifier, "moveItem(_:beforeItem:)") else { return }
        itemStore.move(moved, toList: itemStore.list[Int(anchor)], before: anchor)
        invalidateIndex()
    }

    /// Moves `identifier` just after `toIdentifier` (possibly into another section).
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        guard let (moved, anchor) = movePair(identifier, toIdentifier, "moveItem(_:afterItem:)") else { return }
        if itemStore.slot(after: anchor) == moved { return }
        itemStore.move(moved, toList: itemStore.list[Int(anchor)], before: itemStore.slot(after: anchor))
        invalidateIndex()
    }

    /// Marks `identifiers` for reload: their cells are replaced by new ones from the cell
    /// provider when the snapshot is applied.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        for id in identifiers {
            guard itemStore.contains(id) else {
                // UIKit's NSInternalInconsistencyException reason for this call.
                DiffableDiagnostics.report("Attempted to reload item identifier that does not exist in the snapshot: \(id)")
                continue
            }
            if reloadedItemSet.insert(id).inserted { reloadedItems.append(id) }
        }
    }

    /// Marks `identifiers` for reconfiguring: the cell provider configures their existing
    /// cells again when the snapshot is applied (no new cell, no reload animation).
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        for id in identifiers {
            guard itemStore.contains(id) else {
                // UIKit's NSInternalInconsistencyException reason for this call.
                DiffableDiagnostics.report("Attempted to reconfigure item identifier that does not exist in the snapshot: \(id)")
                continue
            }
            if reconfiguredItemSet.insert(id).inserted { reconfiguredItems.append(id) }
        }
    }

    // MARK: Checks

    /// `identifiers` without those repeated in the list or already in the snapshot (which
    /// are logged with UIKit's message and dropped).
    func unique(_ identifiers: [ItemIdentifierType], _ call: String) -> [ItemIdentifierType] {
        var seen = Set<ItemIdentifierType>(minimumCapacity: identifiers.count)
        var kept: [ItemIdentifierType] = []
        kept.reserveCapacity(identifiers.count)
        var duplicates: [ItemIdentifierType] = []
        var duplicateSet = Set<ItemIdentifierType>()
        for id in identifiers {
            if !itemStore.contains(id), seen.insert(id).inserted { kept.append(id) }
            else if duplicateSet.insert(id).inserted { duplicates.append(id) }
        }
        if !duplicates.isEmpty {
            // UIKit's NSInternalInconsistencyException reason; UIKit stops the app here.
            DiffableDiagnostics.report("\(call): Fatal: supplied item identifiers are not unique. Duplicate identifiers: \(DiffableDiagnostics.describeSet(duplicates)) The duplicates were dropped.")
        }
        return kept
    }

    private func existingItem(_ identifier: ItemIdentifierType, _ call: String) -> Int32? {
        guard let slot = itemStore.slot(of: identifier) else {
            DiffableDiagnostics.report("\(call): invalid item identifier \(identifier): it is not in the snapshot; nothing was inserted")
            return nil
        }
        return slot
    }

    private func movePair(_ identifier: ItemIdentifierType, _ toIdentifier: ItemIdentifierType, _ call: String) -> (Int32, Int32)? {
        guard let moved = itemStore.slot(of: identifier) else {
            DiffableDiagnostics.report("\(call): invalid item identifier \(identifier): it is not in the snapshot; nothing was moved")
            return nil
        }
        guard let anchor = itemStore.slot(of: toIdentifier) else {
            DiffableDiagnostics.report("\(call): invalid destination item identifier \(toIdentifier): it is not in the snapshot; nothing was moved")
            return nil
        }
        guard moved != anchor else {
            DiffableDiagnostics.report("\(call): item identifier \(identifier) cannot be moved relative to itself")
            return nil
        }
        return (moved, anchor)
    }
}
