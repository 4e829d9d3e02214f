import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// `UICollectionViewDiffableDataSource.reorderingHandlers` with interactive movement:
/// `canReorderItem` decides which items may move (without it none may, as in UIKit),
/// `willReorder` sees the transaction before the snapshot changes and `didReorder` after.
@MainActor @Suite(.serialized) struct DiffableCollectionReorderingTests {
    @Test func interactiveMovementReordersTheSnapshotThroughTheHandlers() {
        let f = DiffableCollectionDataSourceTests.Fixture()
        defer { finish(f.window) }
        f.apply(["a", "b", "c", "d", "e", "f"])
        UIApplication.shared.runUntilIdle()
        #expect(!f.cv.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)), "no canReorderItem: no reordering")
        var log: [String] = []
        var transactions: [NSDiffableDataSourceTransaction<String, String>] = []
        f.dataSource.reorderingHandlers.canReorderItem = { $0 != "a" }
        f.dataSource.reorderingHandlers.willReorder = { t in
            log.append("will \(f.dataSource.snapshot().itemIdentifiers.joined())")
            transactions.append(t)
        }
        f.dataSource.reorderingHandlers.didReorder = { _ in log.append("did \(f.dataSource.snapshot().itemIdentifiers.joined())") }
        #expect(!f.cv.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        // Item "b" (100-200, 0-100) dragged onto the last place (200-300, 100-200).
        #expect(f.cv.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
        f.cv.updateInteractiveMovementTargetPosition(CGPoint(x: 250, y: 150))
        UIApplication.shared.advanceTime(by: 0.4)
        #expect(log.isEmpty)
        f.cv.endInteractiveMovement()
        UIApplication.shared.advanceTime(by: 0.4)
        #expect(log == ["will abcdef", "did acdefb"])
        let t = transactions[0]
        #expect(t.initialSnapshot.itemIdentifiers == ["a", "b", "c", "d", "e", "f"] && t.finalSnapshot.itemIdentifiers == ["a", "c", "d", "e", "f", "b"])
        #expect(["a", "b", "c", "d", "e", "f"].applying(t.difference) == ["a", "c", "d", "e", "f", "b"])
        #expect(t.sectionTransactions.count == 1 && t.sectionTransactions[0].sectionIdentifier == "main")
        #expect(t.sectionTransactions[0].finalSnapshot.items == ["a", "c", "d", "e", "f", "b"])
        #expect(f.shownTexts == ["a", "c", "d", "e", "f", "b"] && f.cell("b")?.frame == CGRect(x: 200, y: 100, width: 100, height: 100))
    }
}
