import Foundation

// Adding, removing, moving and marking sections: O(k) for k identifiers plus the items
// of deleted sections.

extension NSDiffableDataSourceSnapshot {
    /// Appends sections at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        for id in uniqueSections(identifiers, "appendSections(_:)") { addSection(id, before: nil) }
        invalidateIndex()
    }

    /// Inserts sections just before `toIdentifier`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        guard let anchor = existingSection(toIdentifier, "insertSections(_:beforeSection:)") else { return }
        for id in uniqueSections(identifiers, "insertSections(_:beforeSection:)") { addSection(id, before: anchor) }
        invalidateIndex()
    }

    /// Inserts sections just after `toIdentifier`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        guard let anchor = existingSection(toIdentifier, "insertSections(_:afterSection:)") else { return }
        let next = sectionStore.slot(after: anchor)
        for id in uniqueSections(identifiers, "insertSections(_:afterSection:)") { addSection(id, before: next) }
        invalidateIndex()
    }

    /// Deletes sections with their items (those not in the snapshot are logged and skipped).
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        var missing: [SectionIdentifierType] = []
        for id in identifiers {
            guard let slot = sectionStore.slot(of: id) else { missing.append(id); continue }
            itemStore.removeAll(inList: slot)
            sectionStore.remove(id)
        }
        if !missing.isEmpty {
            DiffableDiagnostics.report("deleteSections(_:): section identifiers not in the snapshot were ignored: \(DiffableDiagnostics.describeSet(missing))")
        }
        invalidateIndex()
    }

    /// Moves a section (with its items) just before `toIdentifier`.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        guard let (moved, anchor) = sectionMovePair(identifier, toIdentifier, "moveSection(_:beforeSection:)") else { return }
        sectionStore.move(moved, toList: 0, before: anchor)
        invalidateIndex()
    }

    /// Moves a section (with its items) just after `toIdentifier`.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        guard let (moved, anchor) = sectionMovePair(identifier, toIdentifier, "moveSection(_:afterSection:)") else { return }
        if sectionStore.slot(after: anchor) == moved { return }
        sectionStore.move(moved, toList: 0, before: sectionStore.slot(after: anchor))
        invalidateIndex()
    }

    /// Marks sections for reload: their rows are replaced when the snapshot is applied.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for id in identifiers {
            guard sectionStore.contains(id) else {
                // UIKit's NSInternalInconsistencyException reason for this call.
                DiffableDiagnostics.report("Attempted to reload section identifier that does not exist in the snapshot: \(id)")
                continue
            }
            if reloadedSectionSet.insert(id).inserted { reloadedSections.append(id) }
        }
    }

    // MARK: Checks

    private mutating func addSection(_ id: SectionIdentifierType, before: Int32?) {
        let slot = sectionStore.insert(id, inList: 0, before: before)
        itemStore.ensureList(slot)
    }

    private func uniqueSections(_ identifiers: [SectionIdentifierType], _ call: String) -> [SectionIdentifierType] {
        var seen = Set<SectionIdentifierType>(minimumCapacity: identifiers.count)
        var kept: [SectionIdentifierType] = []
        var duplicates: [SectionIdentifierType] = []
        var duplicateSet = Set<SectionIdentifierType>()
        for id in identifiers {
            if !sectionStore.contains(id), seen.insert(id).inserted { kept.append(id) }
            else if duplicateSet.insert(id).inserted { duplicates.append(id) }
        }
        if !duplicates.isEmpty {
            // UIKit's NSInternalInconsistencyException reason; UIKit stops the app here.
            DiffableDiagnostics.report("\(call): Fatal: supplied section identifiers are not unique. Duplicate identifiers: \(DiffableDiagnostics.describeSet(duplicates)) The duplicates were dropped.")
        }
        return kept
    }

    private func existingSection(_ identifier: SectionIdentifierType, _ call: String) -> Int32? {
        guard let slot = sectionStore.slot(of: identifier) else {
            DiffableDiagnostics.report("\(call): invalid section identifier \(identifier): it is not in the snapshot; nothing was inserted")
            return nil
        }
        return slot
    }

    private func sectionMovePair(_ identifier: SectionIdentifierType, _ toIdentifier: SectionIdentifierType, _ call: String) -> (Int32, Int32)? {
        guard let moved = sectionStore.slot(of: identifier) else {
            DiffableDiagnostics.report("\(call): invalid section identifier \(identifier): it is not in the snapshot; nothing was moved")
            return nil
        }
        guard let anchor = sectionStore.slot(of: toIdentifier) else {
            DiffableDiagnostics.report("\(call): invalid destination section identifier \(toIdentifier): it is not in the snapshot; nothing was moved")
            return nil
        }
        guard moved != anchor else {
            DiffableDiagnostics.report("\(call): section identifier \(identifier) cannot be moved relative to itself")
            return nil
        }
        return (moved, anchor)
    }
}
