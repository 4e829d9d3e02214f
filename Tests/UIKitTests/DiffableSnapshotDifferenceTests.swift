import Foundation
import Testing
@testable import UIKit

/// The batch a snapshot difference becomes: the fewest deletes, inserts and moves, and
/// indexes in UIKit's batch-update terms (deletes before, inserts after).
@Suite struct DiffableSnapshotDifferenceTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, String>

    func snapshot(_ sections: [(String, [String])]) -> Snapshot {
        var s = Snapshot()
        for (section, items) in sections {
            s.appendSections([section])
            s.appendItems(items, toSection: section)
        }
        return s
    }

    @Test func identicalSnapshotsGiveAnEmptyBatch() {
        let a = snapshot([("s", ["a", "b", "c"])])
        #expect(a.batch(from: a).isEmpty)
    }

    @Test func deletesAndInsertsUseOldAndNewPositions() {
        let old = snapshot([("s", ["a", "b", "c", "d"])])
        let new = snapshot([("s", ["a", "x", "c", "d", "y"])])
        let batch = new.batch(from: old)
        #expect(batch.deletedItems == [IndexPath(row: 1, section: 0)])
        #expect(batch.insertedItems == [IndexPath(row: 1, section: 0), IndexPath(row: 4, section: 0)])
        #expect(batch.movedItems.isEmpty && batch.reloadedItems.isEmpty)
    }

    @Test func onlyItemsOutsideTheLongestIncreasingRunMove() {
        // Moving one item to the front is one move, not n - 1.
        let old = snapshot([("s", ["a", "b", "c", "d", "e"])])
        let new = snapshot([("s", ["e", "a", "b", "c", "d"])])
        let batch = new.batch(from: old)
        #expect(batch.movedItems == [.init(from: IndexPath(row: 4, section: 0), to: IndexPath(row: 0, section: 0))])
        #expect(batch.insertedItems.isEmpty && batch.deletedItems.isEmpty)
        // Swapping two adjacent items is one move.
        let swapped = snapshot([("s", ["a", "c", "b", "d", "e"])])
        #expect(swapped.batch(from: old).movedItems.count == 1)
        // Reversing n items keeps one and moves n - 1.
        let reversed = snapshot([("s", ["e", "d", "c", "b", "a"])])
        #expect(reversed.batch(from: old).movedItems.count == 4)
    }

    @Test func sectionsAndCrossSectionMoves() {
        let old = snapshot([("A", ["a1", "a2"]), ("B", ["b1"]), ("C", ["c1"])])
        let new = snapshot([("C", ["c1", "a2"]), ("A", ["a1"]), ("D", ["d1", "b1"])])
        let batch = new.batch(from: old)
        #expect(batch.deletedSections == [1] && batch.insertedSections == [2])
        // A and C survive; one of them moves (the longest run keeps the other).
        #expect(batch.movedSections.count == 1)
        // a2 moves from A to C; b1's section is gone, so it is inserted into D with D.
        #expect(batch.movedItems == [.init(from: IndexPath(row: 1, section: 0), to: IndexPath(row: 1, section: 0))])
        #expect(batch.insertedItems.isEmpty && batch.deletedItems.isEmpty)
    }

    @Test func reloadsAndReconfigures() {
        let old = snapshot([("s", ["a", "b", "c"]), ("t", ["d"])])
        var new = snapshot([("s", ["c", "a", "b"]), ("t", ["d"])])
        new.reloadItems(["b", "c"])
        new.reconfigureItems(["a"])
        new.reloadSections(["t"])
        let batch = new.batch(from: old)
        // b reloads in place (old position); c moved, so it is deleted and inserted.
        #expect(batch.reloadedItems == [IndexPath(row: 1, section: 0)])
        #expect(batch.deletedItems == [IndexPath(row: 2, section: 0)] && batch.insertedItems == [IndexPath(row: 0, section: 0)])
        #expect(batch.movedItems.isEmpty)
        #expect(batch.reconfiguredItems == [IndexPath(row: 1, section: 0)])
        #expect(batch.reloadedSections == [1])
    }

    @Test func oneHundredThousandItemsWithOnePercentChanged() {
        var old = NSDiffableDataSourceSnapshot<Int, Int>()
        old.appendSections([0])
        old.appendItems(Array(0..<100_000))
        var new = old
        // 400 deleted, 400 inserted, 200 moved (to the end).
        new.deleteItems(Array(stride(from: 0, to: 100_000, by: 250)))
        for i in 0..<400 { new.insertItems([1_000_000 + i], afterItem: 1 + i * 250) }
        for i in 0..<200 { new.moveItem(7 + i * 500, afterItem: 99_999) }
        let batch = new.batch(from: old)
        #expect(batch.deletedItems.count == 400 && batch.insertedItems.count == 400 && batch.movedItems.count == 200)
    }

    @Test func hashingIsProportionalToTheChangesNotToTheItems() {
        // Counted work instead of time: 100,000 items, 1% changed. Survivors in place are
        // matched by equality at the cursors; only mismatches are looked up by hash.
        var old = NSDiffableDataSourceSnapshot<Int, CountedID>()
        old.appendSections([0])
        old.appendItems((0..<100_000).map { CountedID(value: $0) })
        var new = old
        new.deleteItems(stride(from: 0, to: 100_000, by: 250).map { CountedID(value: $0) })
        for i in 0..<400 { new.insertItems([CountedID(value: 1_000_000 + i)], afterItem: CountedID(value: 1 + i * 250)) }
        for i in 0..<200 { new.moveItem(CountedID(value: 7 + i * 500), afterItem: CountedID(value: 99_999)) }
        _ = old.indexOfItem(CountedID(value: 0))
        _ = new.indexOfItem(CountedID(value: 1))
        CountedID.counter.reset()
        let batch = new.batch(from: old)
        let hashes = CountedID.counter.value
        #expect(batch.deletedItems.count == 400 && batch.insertedItems.count == 400 && batch.movedItems.count == 200)
        // 1,000 changes: a few look-ups each (the moved items' dictionary adds one each).
        #expect(hashes <= 5_000, "hashed \(hashes) times")
    }
}

/// An item identifier that counts how often it is hashed.
struct CountedID: Hashable, Sendable, CustomStringConvertible {
    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        var value: Int { lock.lock(); defer { lock.unlock() }; return count }
        func add() { lock.lock(); count += 1; lock.unlock() }
        func reset() { lock.lock(); count = 0; lock.unlock() }
    }
    static let counter = Counter()
    let value: Int
    var description: String { "\(value)" }
    func hash(into hasher: inout Hasher) {
        CountedID.counter.add()
        hasher.combine(value)
    }
    static func == (a: CountedID, b: CountedID) -> Bool { a.value == b.value }
}
