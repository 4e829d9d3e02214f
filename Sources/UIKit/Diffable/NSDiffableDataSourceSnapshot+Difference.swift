import Foundation

// The difference between two snapshots as one batch update, in linear time: sections and
// items are matched by hash; what is only in the old snapshot is deleted, what is only in
// the new one inserted; survivors that left their section move, and within a section the
// survivors outside a longest increasing subsequence of their old rows move (the fewest
// moves that keep the others in order). Reload and reconfigure marks of the new snapshot
// become reloads (a moved reloaded item becomes a delete and an insert, as a row cannot
// be moved and reloaded at once) and reconfigures.

extension NSDiffableDataSourceSnapshot {
    /// The batch that turns a view showing `old` into one showing `self`.
    /// O(sections + items) hash look-ups, plus O(m log m) for m survivors of a section
    /// whose order changed.
    func batch(from old: NSDiffableDataSourceSnapshot) -> DiffableBatch {
        let oi = old.index, ni = index
        var batch = DiffableBatch()
        // Sections: old index of each new section, new index of each old one.
        var newToOld = [Int](repeating: -1, count: ni.sections.count)
        var oldToNew = [Int](repeating: -1, count: oi.sections.count)
        for j in ni.sections.indices {
            let id = ni.sections[j]
            if let slot = old.sectionStore.slot(of: id) {
                let i = Int(oi.indexOfSectionSlot[Int(slot)])
                newToOld[j] = i
                oldToNew[i] = j
            } else {
                batch.insertedSections.append(j)
            }
        }
        for i in oldToNew.indices where oldToNew[i] < 0 { batch.deletedSections.append(i) }
        var reloadedOld = [Bool](repeating: false, count: oi.sections.count)
        for id in reloadedSectionIdentifiers {
            guard let slot = old.sectionStore.slot(of: id) else { continue }
            let i = Int(oi.indexOfSectionSlot[Int(slot)])
            reloadedOld[i] = true
            batch.reloadedSections.append(i)
        }
        batch.reloadedSections.sort()
        let survivingSections = newToOld.filter { $0 >= 0 }
        let keptSections = diffableLongestIncreasingSubsequence(survivingSections)
        var k = 0
        for j in newToOld.indices where newToOld[j] >= 0 {
            if !keptSections[k] { batch.movedSections.append(.init(from: newToOld[j], to: j)) }
            k += 1
        }
        // A section's items are matched item by item when it survives and is not reloaded.
        func carried(new j: Int) -> Bool { newToOld[j] >= 0 && !reloadedOld[newToOld[j]] }
        func carried(old i: Int) -> Bool { oldToNew[i] >= 0 && !reloadedOld[i] }

        // Items: each carried section is walked against its old section with two cursors.
        // Equal identifiers at the cursors are survivors found without hashing; at a
        // mismatch the new item is looked up in the old snapshot and the old item in the
        // new one, so hashing costs O(changes), not O(items). An old item whose new place
        // is found ahead is remembered there (`known`), so no item is looked up twice.
        var resolved: [[Bool]] = oi.items.indices.map { carried(old: $0) ? [Bool](repeating: false, count: oi.items[$0].count) : [] }
        var known: [[Int]] = ni.items.indices.map {
            carried(new: $0) ? [Int](repeating: DiffableOldPosition.unknown, count: ni.items[$0].count) : []
        }
        var movedIndex: [I: Int] = [:]
        func oldPosition(of id: I) -> Int {
            guard let slot = old.itemStore.slot(of: id) else { return DiffableOldPosition.none }
            return DiffableOldPosition.at(Int(oi.indexOfSectionSlot[Int(old.itemStore.list[Int(slot)])]), Int(oi.rowOfItemSlot[Int(slot)]))
        }
        /// Settles old item (i, r): remembered at its new place, or deleted.
        func settleOld(_ i: Int, _ r: Int) {
            resolved[i][r] = true
            if let slot = itemStore.slot(of: oi.items[i][r]) {
                let j = Int(ni.indexOfSectionSlot[Int(itemStore.list[Int(slot)])])
                if carried(new: j) {
                    known[j][Int(ni.rowOfItemSlot[Int(slot)])] = DiffableOldPosition.at(i, r)
                    return
                }
            }
            batch.deletedItems.append(IndexPath(row: r, section: i))
        }
        for j in ni.items.indices where carried(new: j) {
            let from = newToOld[j]
            let oldItems = oi.items[from], newItems = ni.items[j]
            var p = 0
            var sameRows: [Int] = [], sameNewRows: [Int] = []
            sameRows.reserveCapacity(min(oldItems.count, newItems.count))
            sameNewRows.reserveCapacity(sameRows.capacity)
            for q in 0..<newItems.count {
                while p < oldItems.count, resolved[from][p] { p += 1 }
                var position = known[j][q]
                if position == DiffableOldPosition.unknown {
                    let id = newItems[q]
                    if p < oldItems.count, oldItems[p] == id {
                        position = DiffableOldPosition.at(from, p)
                    } else {
                        position = oldPosition(of: id)
                        if p < oldItems.count { settleOld(from, p) }
                    }
                }
                guard position >= 0, case let (i, r) = DiffableOldPosition.split(position), carried(old: i) else {
                    batch.insertedItems.append(IndexPath(row: q, section: j))
                    continue
                }
                resolved[i][r] = true
                if i == from {
                    sameRows.append(r)
                    sameNewRows.append(q)
                } else {
                    movedIndex[newItems[q]] = batch.movedItems.count
                    batch.movedItems.append(.init(from: IndexPath(row: r, section: i), to: IndexPath(row: q, section: j)))
                }
            }
            let kept = diffableLongestIncreasingSubsequence(sameRows)
            for n in kept.indices where !kept[n] {
                movedIndex[newItems[sameNewRows[n]]] = batch.movedItems.count
                batch.movedItems.append(.init(from: IndexPath(row: sameRows[n], section: from), to: IndexPath(row: sameNewRows[n], section: j)))
            }
        }
        // Old items no walk reached are gone (or went to a new or reloaded section).
        for i in oi.items.indices where carried(old: i) {
            for r in oi.items[i].indices where !resolved[i][r] { settleOld(i, r) }
        }
        // Reloads: in place, or a delete and an insert for a moved item.
        var cancelledMoves = Set<Int>()
        var reloadedItemSet = Set<I>()
        for id in reloadedItemIdentifiers {
            guard let from = old.indexPath(of: id), carried(old: from.section),
                  let to = indexPath(of: id), carried(new: to.section) else { continue }
            reloadedItemSet.insert(id)
            if let m = movedIndex[id] {
                cancelledMoves.insert(m)
                batch.deletedItems.append(from)
                batch.insertedItems.append(to)
            } else {
                batch.reloadedItems.append(from)
            }
        }
        if !cancelledMoves.isEmpty {
            batch.movedItems = batch.movedItems.indices.filter { !cancelledMoves.contains($0) }.map { batch.movedItems[$0] }
        }
        for id in reconfiguredItemIdentifiers where !reloadedItemSet.contains(id) {
            guard let from = old.indexPath(of: id), carried(old: from.section),
                  let to = indexPath(of: id), carried(new: to.section) else { continue }
            batch.reconfiguredItems.append(to)
        }
        batch.insertedItems.sort()
        batch.deletedItems.sort()
        batch.reloadedItems.sort()
        return batch
    }
}

/// Where a new item was in the old snapshot, as the difference learns it, packed in an
/// `Int` (flat arrays of them cost no metadata look-ups in generic code).
enum DiffableOldPosition {
    /// Not looked up yet.
    static let unknown = -2
    /// Not in the old snapshot.
    static let none = -1
    /// Row `row` of section `section`.
    static func at(_ section: Int, _ row: Int) -> Int { section << 32 | row }
    static func split(_ position: Int) -> (Int, Int) { (position >> 32, position & 0xFFFF_FFFF) }
}
