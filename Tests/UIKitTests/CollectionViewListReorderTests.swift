import Foundation
import Testing
import UIKit
import UIKitTesting

/// The list cell's reorder accessory: dragging it moves the item by the collection view's
/// interactive movement (the diffable data source's reordering handlers are told), and
/// holding the item near an edge scrolls the content so it can go to items off screen.
@MainActor @Suite(.serialized) struct CollectionViewListReorderTests {
    @MainActor struct ReorderList {
        let window: UIWindow
        let cv: UICollectionView
        let source: UICollectionViewDiffableDataSource<Int, String>
        var reordered: [String] { source.snapshot().itemIdentifiers }

        init(count: Int) {
            (window, cv) = makeCollection(keptModel(), layout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
                var content = cell.defaultContentConfiguration()
                content.text = item
                cell.contentConfiguration = content
                cell.accessories = [.reorder()]
            }
            source = UICollectionViewDiffableDataSource<Int, String>(collectionView: cv) { cv, ip, item in
                cv.dequeueConfiguredReusableCell(using: registration, for: ip, item: item)
            }
            keptSources.append(source)
            source.reorderingHandlers.canReorderItem = { _ in true }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems((0..<count).map { "\($0)" })
            source.apply(snapshot, animatingDifferences: false)
            cv.isEditing = true
            UIApplication.shared.runUntilIdle()
        }

        /// The center of item `i`'s reorder grip, in window coordinates.
        func grip(_ i: Int) -> CGPoint {
            let cell = cv.cellForItem(at: IndexPath(item: i, section: 0)) as! UICollectionViewListCell
            let grip = cell.visibleReorderAccessory()!
            return grip.convert(CGPoint(x: grip.bounds.midX, y: grip.bounds.midY), to: window)
        }
    }

    @Test func draggingTheReorderAccessoryMovesTheItem() {
        let list = ReorderList(count: 5)
        defer { finish(list.window) }
        var told: [[String]] = []
        list.source.reorderingHandlers.didReorder = { transaction in told.append(transaction.finalSnapshot.itemIdentifiers) }
        // Without editing the grip is hidden: a drag there does not reorder.
        list.cv.isEditing = false
        UIApplication.shared.runUntilIdle()
        #expect((list.cv.cellForItem(at: IndexPath(item: 0, section: 0)) as! UICollectionViewListCell).visibleReorderAccessory() == nil)
        list.cv.isEditing = true
        UIApplication.shared.runUntilIdle()
        let start = list.grip(0)
        // Rows are 44 points: 100 points lower the finger is over item 2 (y 88...132).
        list.window.drag(from: start, to: CGPoint(x: start.x, y: start.y + 100), steps: 12)
        UIApplication.shared.advanceTime(by: 1)
        #expect(list.reordered == ["1", "2", "0", "3", "4"])
        #expect(told == [["1", "2", "0", "3", "4"]])
        let moved = list.cv.cellForItem(at: IndexPath(item: 2, section: 0))!
        #expect(moved.frame.minY == 88)
        #expect((moved.contentConfiguration as? UIListContentConfiguration)?.text == "0")
    }

    @Test func holdingAMovingItemNearTheBottomEdgeScrollsToItemsOffScreen() {
        // 30 rows of 44 points in a 480-point view: items from 11 on start off screen.
        let list = ReorderList(count: 30)
        defer { finish(list.window) }
        let start = list.grip(0)
        let finger = list.window.touchDown(at: start)
        for i in 1...12 { finger.move(to: CGPoint(x: start.x, y: start.y + CGFloat(i) * 37)) }
        // The finger rests near the bottom edge (within the 44-point margin).
        #expect(list.cv.contentOffset.y == 0)
        UIApplication.shared.advanceTime(by: 0.5)
        #expect(list.cv.contentOffset.y > 100)
        finger.up()
        let scrolled = list.cv.contentOffset.y
        UIApplication.shared.advanceTime(by: 1)
        // Scrolling stopped with the drop, and item 0 went past the first screen of items.
        #expect(list.cv.contentOffset.y == scrolled)
        let index = list.reordered.firstIndex(of: "0")!
        #expect(index > 11)
        // The item landed under the finger: its row contains the drop point.
        let dropped = list.cv.cellForItem(at: IndexPath(item: index, section: 0))!
        let fingerInContent = list.window.convert(CGPoint(x: start.x, y: start.y + 12 * 37), to: list.cv)
        #expect(abs(dropped.frame.midY - fingerInContent.y) <= 44)
    }

    @Test func autoScrollStopsWhenTheItemLeavesTheEdge() {
        let list = ReorderList(count: 30)
        defer { finish(list.window) }
        let start = list.grip(0)
        let finger = list.window.touchDown(at: start)
        for i in 1...12 { finger.move(to: CGPoint(x: start.x, y: start.y + CGFloat(i) * 37)) }
        UIApplication.shared.advanceTime(by: 0.25)
        // Back to the middle of the view: the content stops.
        finger.move(to: CGPoint(x: start.x, y: 240))
        let offset = list.cv.contentOffset.y
        #expect(offset > 0)
        UIApplication.shared.advanceTime(by: 0.5)
        #expect(list.cv.contentOffset.y == offset)
        finger.up()
        UIApplication.shared.advanceTime(by: 1)
    }
}
