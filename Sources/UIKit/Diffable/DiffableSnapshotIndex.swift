import Foundation

/// The positions of a snapshot's sections and items, built in one walk (O(sections +
/// items)) the first time a position is asked after a change, then shared by every query
/// until the next change.
struct DiffableSnapshotIndex<S: Hashable, I: Hashable> {
    /// Section identifiers in order.
    var sections: [S] = []
    /// For each section (by index), its list (slot) in the item store.
    var sectionSlots: [Int32] = []
    /// For each section slot, its index (-1 for a free slot).
    var indexOfSectionSlot: [Int32] = []
    /// For each section (by index), the global index of its first item; one extra entry
    /// holds the total.
    var starts: [Int] = [0]
    /// For each item slot, its row in its section.
    var rowOfItemSlot: [Int32] = []
    /// Items per section, in order.
    var items: [[I]] = []

    init() {}

    init(sections sectionStore: DiffableLinkedStore<S>, items itemStore: DiffableLinkedStore<I>) {
        let sectionSlotsInOrder = sectionStore.slotsInOrder(ofList: 0)
        sections = sectionSlotsInOrder.map { sectionStore.id(at: $0) }
        sectionSlots = sectionSlotsInOrder
        indexOfSectionSlot = Array(repeating: -1, count: sectionStore.ids.count)
        rowOfItemSlot = Array(repeating: -1, count: itemStore.ids.count)
        starts.reserveCapacity(sections.count + 1)
        items.reserveCapacity(sections.count)
        var total = 0
        for index in sectionSlotsInOrder.indices {
            let slot = sectionSlotsInOrder[index]
            indexOfSectionSlot[Int(slot)] = Int32(index)
            let slots = itemStore.slotsInOrder(ofList: slot)
            var ids: [I] = []
            ids.reserveCapacity(slots.count)
            for row in slots.indices {
                let s = slots[row]
                rowOfItemSlot[Int(s)] = Int32(row)
                ids.append(itemStore.id(at: s))
            }
            items.append(ids)
            total += slots.count
            starts.append(total)
        }
    }
}

/// Holds a snapshot's index once built. A snapshot gets a new box at each change, so
/// copies of a snapshot never see each other's changes; the lock makes concurrent reads of
/// one snapshot (snapshots are `Sendable`) build the index once.
final class DiffableSnapshotIndexBox<S: Hashable, I: Hashable>: @unchecked Sendable {
    private let lock = NSLock()
    private var built: DiffableSnapshotIndex<S, I>?

    func index(sections: DiffableLinkedStore<S>, items: DiffableLinkedStore<I>) -> DiffableSnapshotIndex<S, I> {
        lock.lock()
        defer { lock.unlock() }
        if let built { return built }
        let index = DiffableSnapshotIndex(sections: sections, items: items)
        built = index
        return index
    }
}
