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
        for (j, id) in ni.sections.enumerated() {
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

        // Items of the new snapshot: inserts, moves across sections, and per section the
        // survivors whose relative order is checked.
        var movedIndex: [I: Int] = [:]
        for j in ni.items.indices where carried(new: j) {
            let from = newToOld[j]
            var sameRows: [Int] = [], sameNewRows: [Int] = []
            for (row, id) in ni.items[j].enumerated() {
                guard let slot = old.itemStore.slot(of: id) else {
                    batch.insertedItems.append(IndexPath(row: row, section: j))
                    continue
                }
                let i = Int(oi.indexOfSectionSlot[Int(old.itemStore.list[Int(slot)])])
                let oldRow = Int(oi.rowOfItemSlot[Int(slot)])
                if i == from {
                    sameRows.append(oldRow)
                    sameNewRows.append(row)
                } else if carried(old: i) {
                    movedIndex[id] = batch.movedItems.count
                    batch.movedItems.append(.init(from: IndexPath(row: oldRow, section: i), to: IndexPath(row: row, section: j)))
                } else {
                    batch.insertedItems.append(IndexPath(row: row, section: j))
                }
            }
            let kept = diffableLongestIncreasingSubsequence(sameRows)
            for n in kept.indices where !kept[n] {
                movedIndex[ni.items[j][sameNewRows[n]]] = batch.movedItems.count
                batch.movedItems.append(.init(from: IndexPath(row: sameRows[n], section: from), to: IndexPath(row: sameNewRows[n], section: j)))
            }
        }
        // Items of the old snapshot that are gone (or went to a new or reloaded section).
        for i in oi.items.indices where carried(old: i) {
            for (row, id) in oi.items[i].enumerated() {
                if let slot = itemStore.slot(of: id), carried(new: Int(ni.indexOfSectionSlot[Int(itemStore.list[Int(slot)])])) { continue }
                batch.deletedItems.append(IndexPath(row: row, section: i))
            }
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
            batch.movedItems = batch.movedItems.enumerated().filter { !cancelledMoves.contains($0.offset) }.map(\.element)
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
