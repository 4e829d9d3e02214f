import Foundation
import Testing
@testable import UIKit

/// NSDiffableDataSourceSnapshot's API as UIKit defines it (Apple's documentation of each
/// method); misuse that raises in UIKit is logged and ignored here.
@Suite struct DiffableSnapshotTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

    func make() -> Snapshot {
        var s = Snapshot()
        s.appendSections(["a", "b"])
        s.appendItems([1, 2, 3], toSection: "a")
        s.appendItems([4, 5])   // nil: the last section
        return s
    }

    @Test func appendAndQueries() {
        let s = make()
        #expect(s.numberOfSections == 2 && s.numberOfItems == 5)
        #expect(s.sectionIdentifiers == ["a", "b"])
        #expect(s.itemIdentifiers == [1, 2, 3, 4, 5])
        #expect(s.itemIdentifiers(inSection: "b") == [4, 5])
        #expect(s.numberOfItems(inSection: "a") == 3)
        #expect(s.sectionIdentifier(containingItem: 4) == "b" && s.sectionIdentifier(containingItem: 9) == nil)
        #expect(s.indexOfItem(4) == 3 && s.indexOfItem(1) == 0 && s.indexOfItem(9) == nil)
        #expect(s.indexOfSection("b") == 1 && s.indexOfSection("z") == nil)
    }

    @Test func insertBeforeAndAfterItems() {
        var s = make()
        s.insertItems([10, 11], beforeItem: 2)
        s.insertItems([12], afterItem: 5)
        s.insertItems([13], afterItem: 3)
        #expect(s.itemIdentifiers(inSection: "a") == [1, 10, 11, 2, 3, 13])
        #expect(s.itemIdentifiers(inSection: "b") == [4, 5, 12])
        #expect(s.indexOfItem(12) == 8)
    }

    @Test func deleteMoveAndDeleteAll() {
        var s = make()
        s.deleteItems([2, 5])
        #expect(s.itemIdentifiers == [1, 3, 4] && s.numberOfItems == 3)
        s.moveItem(1, afterItem: 4)   // across sections
        #expect(s.itemIdentifiers(inSection: "a") == [3] && s.itemIdentifiers(inSection: "b") == [4, 1])
        s.moveItem(1, beforeItem: 4)
        #expect(s.itemIdentifiers(inSection: "b") == [1, 4])
        s.moveItem(3, beforeItem: 1)
        #expect(s.itemIdentifiers(inSection: "a").isEmpty && s.itemIdentifiers(inSection: "b") == [3, 1, 4])
        s.deleteAllItems()
        #expect(s.numberOfItems == 0 && s.numberOfSections == 2)
        s.appendItems([7])
        #expect(s.itemIdentifiers(inSection: "b") == [7])
    }

    @Test func sectionEditing() {
        var s = make()
        s.insertSections(["x"], beforeSection: "a")
        s.insertSections(["y"], afterSection: "a")
        #expect(s.sectionIdentifiers == ["x", "a", "y", "b"])
        s.moveSection("x", afterSection: "b")
        #expect(s.sectionIdentifiers == ["a", "y", "b", "x"])
        s.moveSection("b", beforeSection: "a")
        #expect(s.sectionIdentifiers == ["b", "a", "y", "x"])
        #expect(s.itemIdentifiers == [4, 5, 1, 2, 3])
        s.deleteSections(["a"])
        #expect(s.sectionIdentifiers == ["b", "y", "x"] && s.itemIdentifiers == [4, 5] && s.sectionIdentifier(containingItem: 1) == nil)
        // A deleted item can come back elsewhere.
        s.appendItems([1], toSection: "y")
        #expect(s.indexOfItem(1) == 2)
    }

    @Test func reloadAndReconfigureMarks() {
        var s = make()
        s.reloadItems([3, 1, 3])
        s.reconfigureItems([5])
        s.reloadSections(["b"])
        #expect(s.reloadedItemIdentifiers == [3, 1])
        #expect(s.reconfiguredItemIdentifiers == [5])
        #expect(s.reloadedSectionIdentifiers == ["b"])
        s.deleteItems([1])
        #expect(s.reloadedItemIdentifiers == [3])
    }

    @Test func duplicatesAreLoggedAsUIKitReportsThemAndDropped() {
        var s = make()
        s.appendItems([6, 6, 2, 7], toSection: "b")
        #expect(s.itemIdentifiers == [1, 2, 3, 4, 5, 6, 7])
        #expect(s.sectionIdentifier(containingItem: 2) == "a")
        // UIKit: "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    6,\n    2\n)}"
        #expect(DiffableDiagnostics.recentMessages.contains { $0.contains("Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    6,\n    2\n)}") })
        s.appendSections(["a", "c", "c"])
        #expect(s.sectionIdentifiers == ["a", "b", "c"])
        #expect(DiffableDiagnostics.recentMessages.contains { $0.contains("Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\n    a,\n    c\n)}") })
    }

    @Test func missingIdentifiersAreLoggedAndIgnored() {
        var s = make()
        s.insertItems([100], beforeItem: 999)
        s.insertItems([101], afterItem: 998)
        s.deleteItems([997, 1])
        s.moveItem(2, beforeItem: 996)
        s.moveItem(2, afterItem: 2)
        s.appendItems([102], toSection: "nope")
        s.reloadItems([995])
        s.insertSections(["q"], afterSection: "nope")
        s.deleteSections(["nope2"])
        #expect(s.itemIdentifiers == [2, 3, 4, 5] && s.sectionIdentifiers == ["a", "b"])
        #expect(s.itemIdentifiers(inSection: "nope3").isEmpty)
        let log = DiffableDiagnostics.recentMessages
        #expect(log.contains { $0.contains("insertItems(_:beforeItem:): invalid item identifier 999") })
        #expect(log.contains { $0.contains("deleteItems(_:): item identifiers not in the snapshot were ignored: {(\n    997\n)}") })
        #expect(log.contains { $0.contains("Attempted to reload item identifier that does not exist in the snapshot: 995") })
        #expect(log.contains { $0.contains("appendItems(_:toSection:): invalid section identifier nope") })
        var empty = Snapshot()
        empty.appendItems([1])
        #expect(empty.numberOfItems == 0)
        #expect(DiffableDiagnostics.recentMessages.contains { $0.contains("There are currently no sections in the data source. Please add a section first.") })
    }

    @Test func copiesAreIndependent() {
        let s = make()
        #expect(s.indexOfItem(5) == 4)   // builds the shared index
        var t = s
        t.insertItems([0], beforeItem: 1)
        #expect(s.indexOfItem(5) == 4 && t.indexOfItem(5) == 5)
        #expect(s.itemIdentifiers == [1, 2, 3, 4, 5])
    }

    @Test func largeSnapshotOperationsStayProportionalToTheirArguments() {
        // 100,000 items built one call at a time, then edited in the middle: each edit
        // touches the linked store (no shifting) and the index is rebuilt only on a query.
        var s = NSDiffableDataSourceSnapshot<Int, Int>()
        s.appendSections([0])
        for i in 0..<100_000 { s.appendItems([i]) }
        for i in stride(from: 0, to: 100_000, by: 100) { s.insertItems([-1 - i], afterItem: i) }
        for i in stride(from: 50, to: 100_000, by: 100) { s.deleteItems([i]) }
        #expect(s.numberOfItems == 100_000)
        #expect(s.indexOfItem(-1) == 1 && s.indexOfItem(99_999) == 99_999)
    }
}
