import Foundation

/// The changes that take a list view from one snapshot to the next, in the terms of
/// `performBatchUpdates`: deletions and reloads at positions before the update,
/// insertions and reconfigures at positions after it, moves from before to after. Table
/// and collection views turn it into their own batch calls.
struct DiffableBatch: Equatable {
    struct Move<Index: Equatable>: Equatable {
        var from: Index
        var to: Index
    }

    var deletedSections: [Int] = []
    var insertedSections: [Int] = []
    var movedSections: [Move<Int>] = []
    var reloadedSections: [Int] = []
    var deletedItems: [IndexPath] = []
    var insertedItems: [IndexPath] = []
    var movedItems: [Move<IndexPath>] = []
    var reloadedItems: [IndexPath] = []
    /// Items whose cells are configured again in place (positions after the update).
    var reconfiguredItems: [IndexPath] = []

    /// Whether the batch changes the structure (reconfigures alone do not).
    var changesStructure: Bool {
        !(deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty && reloadedSections.isEmpty
            && deletedItems.isEmpty && insertedItems.isEmpty && movedItems.isEmpty && reloadedItems.isEmpty)
    }

    var isEmpty: Bool { !changesStructure && reconfiguredItems.isEmpty }
}
