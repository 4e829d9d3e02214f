import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A flow layout whose inserted items fly in from the left and deleted items shrink away,
/// recording the update items it was prepared with (as iOS layouts override them).
final class AnimatedFlowLayout: UICollectionViewFlowLayout {
    var updates: [UICollectionViewUpdateItem] = []
    var finalized = 0
    var insertedPaths: [IndexPath] = []
    var deletedPaths: [IndexPath] = []

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        updates = updateItems
        insertedPaths = updateItems.filter { $0.updateAction == .insert }.compactMap(\.indexPathAfterUpdate)
        deletedPaths = updateItems.filter { $0.updateAction == .delete }.compactMap(\.indexPathBeforeUpdate)
    }

    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        finalized += 1
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard insertedPaths.contains(itemIndexPath), let attributes = layoutAttributesForItem(at: itemIndexPath) else { return nil }
        attributes.center.x -= 300
        attributes.alpha = 0.5
        return attributes
    }

    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard deletedPaths.contains(itemIndexPath), let attributes = super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
                ?? collectionView?.cellForItem(at: itemIndexPath).map({ _ in UICollectionViewLayoutAttributes(forCellWith: itemIndexPath) }) else { return nil }
        attributes.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        attributes.alpha = 0
        return attributes
    }
}

@MainActor @Suite(.serialized) struct CollectionViewUpdateTests {
    /// 100 x 100 items, no spacing: three per 300-point line.
    func makeGrid(_ model: CollectionModel, _ layout: UICollectionViewFlowLayout = UICollectionViewFlowLayout()) -> (UIWindow, UICollectionView) {
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        return makeCollection(model, layout: layout, size: CGSize(width: 300, height: 400))
    }

    @Test func insertMovesItemsOnTheMediaClockFromTheLayoutsInitialAttributes() {
        let model = CollectionModel(items: 6)
        let layout = AnimatedFlowLayout()
        let (window, cv) = makeGrid(model, layout)
        defer { finish(window) }
        let old1 = cv.cellForItem(at: IndexPath(item: 1, section: 0))!
        var completed: Bool?
        cv.performBatchUpdates({
            model.items[0].insert("new", at: 1)
            cv.insertItems(at: [IndexPath(item: 1, section: 0)])
        }, completion: { completed = $0 })
        #expect(layout.updates.count == 1 && layout.updates[0].updateAction == .insert && layout.updates[0].indexPathAfterUpdate == IndexPath(item: 1, section: 0))
        #expect(layout.finalized == 1)
        let inserted = cv.cellForItem(at: IndexPath(item: 1, section: 0)) as! LabelCell
        #expect(inserted.label.text == "new" && cv.cellForItem(at: IndexPath(item: 2, section: 0)) === old1)
        // Model values are final at once.
        #expect(old1.frame == CGRect(x: 200, y: 0, width: 100, height: 100) && inserted.frame.minX == 100 && inserted.alpha == 1)
        // Half way (0.15 of 0.3 s, ease in-out: half the distance).
        UIApplication.shared.advanceTime(by: 0.15)
        let moving = old1.layer.presentation()!.frame.minX
        let flying = inserted.layer.presentation()!.frame.minX
        #expect(abs(moving - 150) < 1, "from 100 to 200: \(moving)")
        #expect(abs(flying - -50) < 1, "from -200 (100 - 300) to 100: \(flying)")
        #expect(abs(inserted.layer.presentation()!.opacity - 0.75) < 0.02)
        #expect(completed == nil)
        UIApplication.shared.advanceTime(by: 0.2)
        #expect(old1.layer.presentation()!.frame.minX == 200 && inserted.layer.presentation()!.frame.minX == 100)
        #expect(completed == true)
        #expect(cv.numberOfItems(inSection: 0) == 7)
    }

    @Test func deleteAnimatesToTheFinalAttributesThenReturnsTheCellToTheQueue() {
        let model = CollectionModel(items: 6)
        let layout = AnimatedFlowLayout()
        let (window, cv) = makeGrid(model, layout)
        defer { finish(window) }
        let doomed = cv.cellForItem(at: IndexPath(item: 0, section: 0))!
        let next = cv.cellForItem(at: IndexPath(item: 1, section: 0))!
        let created = cv.collectionViewsCreated
        model.items[0].remove(at: 0)
        cv.deleteItems(at: [IndexPath(item: 0, section: 0)])
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0)) === next && next.frame.minX == 0)
        #expect(doomed.superview === cv && !doomed.isHidden && model.ended == 1)
        UIApplication.shared.advanceTime(by: 0.15)
        let size = doomed.layer.presentation()!.bounds.width
        #expect(size > 10 && size < 100)
        UIApplication.shared.advanceTime(by: 0.2)
        #expect(doomed.isHidden, "back in the queue")
        // Inserting again reuses it.
        model.items[0].append("again")
        cv.insertItems(at: [IndexPath(item: 5, section: 0)])
        #expect(cv.cellForItem(at: IndexPath(item: 5, section: 0)) === doomed && cv.collectionViewsCreated == created)
    }

    @Test func movesSectionsAndReloadsKeepTheViewConsistent() {
        let model = CollectionModel(sections: 2, items: 3)
        let (window, cv) = makeGrid(model)
        defer { finish(window) }
        let a = cv.cellForItem(at: IndexPath(item: 0, section: 0))!
        cv.performBatchUpdates {
            let item = model.items[0].remove(at: 0)
            model.items[1].append(item)
            cv.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 3, section: 1))
            model.items[0][0] = "reloaded"
            cv.reloadItems(at: [IndexPath(item: 1, section: 0)])
        }
        UIApplication.shared.advanceTime(by: 1)
        #expect(cv.cellForItem(at: IndexPath(item: 3, section: 1)) === a)
        #expect(a.frame == CGRect(x: 0, y: 200, width: 100, height: 100))
        #expect((cv.cellForItem(at: IndexPath(item: 0, section: 0)) as! LabelCell).label.text == "reloaded")
        let texts = cv.indexPathsForVisibleItems.map { (cv.cellForItem(at: $0) as! LabelCell).label.text! }
        #expect(texts == model.items.flatMap { $0 })
        // Sections.
        model.items.insert(["x", "y"], at: 0)
        cv.insertSections(IndexSet(integer: 0))
        UIApplication.shared.advanceTime(by: 1)
        #expect(cv.numberOfSections == 3 && cv.cellForItem(at: IndexPath(item: 3, section: 2)) === a)
        model.items.remove(at: 1)
        cv.deleteSections(IndexSet(integer: 1))
        UIApplication.shared.advanceTime(by: 1)
        #expect(cv.cellForItem(at: IndexPath(item: 3, section: 1)) === a && a.frame.minY == 200)
    }

    @Test func anInvalidBatchLogsUIKitsMessageAndReloads() {
        let model = CollectionModel(items: 5)
        let (window, cv) = makeGrid(model)
        defer { finish(window) }
        var finished: Bool?
        cv.performBatchUpdates({
            model.items[0].append("one")
            model.items[0].append("two")
            cv.insertItems(at: [IndexPath(item: 5, section: 0)])
        }, completion: { finished = $0 })
        // UIKit: "Invalid update: invalid number of items in section 0. The number of items
        // contained in an existing section after the update (7) must be equal to ..."
        #expect(cv.collectionDiagnostics.last?.contains("Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (7) must be equal to the number of items contained in that section before the update (5), plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted)") == true)
        #expect(finished == false && cv.numberOfItems(inSection: 0) == 7 && cv.visibleCells.count == 7)
        #expect((cv.cellForItem(at: IndexPath(item: 6, section: 0)) as! LabelCell).label.text == "two")
        cv.deleteItems(at: [IndexPath(item: 9, section: 0)])
        #expect(cv.collectionDiagnostics.last?.contains("attempt to delete item 9 from section 0 which only contains 7 items before the update") == true)
        #expect(cv.visibleCells.count == 7)
    }

    @Test func layoutChangesAnimateEveryViewToItsNewPlace() {
        let model = CollectionModel(items: 6)
        let (window, cv) = makeGrid(model)
        defer { finish(window) }
        let cell = cv.cellForItem(at: IndexPath(item: 4, section: 0))!
        #expect(cell.frame == CGRect(x: 100, y: 100, width: 100, height: 100))
        let list = UICollectionViewFlowLayout()
        list.itemSize = CGSize(width: 300, height: 50)
        list.minimumLineSpacing = 0
        var done = false
        cv.setCollectionViewLayout(list, animated: true) { done = $0 }
        #expect(cv.collectionViewLayout === list && list.collectionView === cv)
        #expect(cell.frame == CGRect(x: 0, y: 200, width: 300, height: 50))
        UIApplication.shared.advanceTime(by: 0.15)
        let mid = cell.layer.presentation()!.frame
        #expect(abs(mid.minY - 150) < 1 && abs(mid.width - 200) < 1)
        UIApplication.shared.advanceTime(by: 0.2)
        #expect(done && cell.layer.presentation()!.frame == CGRect(x: 0, y: 200, width: 300, height: 50))
        // Items that only the new layout shows get views.
        #expect(cv.indexPathsForVisibleItems.count == 6)
    }

    @Test func anAnimatedResizeTellsTheLayoutAndMovesTheItemsWithTheBlock() {
        final class ResizeLayout: UICollectionViewFlowLayout {
            var log: [String] = []
            override func prepare(forAnimatedBoundsChange oldBounds: CGRect) {
                super.prepare(forAnimatedBoundsChange: oldBounds)
                log.append("prepare \(Int(oldBounds.width))")
            }
            override func finalizeAnimatedBoundsChange() {
                super.finalizeAnimatedBoundsChange()
                log.append("finalize")
            }
        }
        let model = CollectionModel(items: 6)
        let layout = ResizeLayout()
        let (window, cv) = makeGrid(model, layout)
        defer { finish(window) }
        let cell = cv.cellForItem(at: IndexPath(item: 3, section: 0))!
        #expect(cell.frame.origin == CGPoint(x: 0, y: 100))
        UIView.animate(withDuration: 0.4) {
            cv.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        }
        #expect(layout.log == ["prepare 300", "finalize"])
        // Four items per line now: item 3 moves from (0, 100) to (300, 0) with the block.
        #expect(cell.frame.origin == CGPoint(x: 300, y: 0))
        UIApplication.shared.advanceTime(by: 0.2)
        let mid = cell.layer.presentation()!.frame.origin
        #expect(abs(mid.x - 150) < 1 && abs(mid.y - 50) < 1, "\(mid)")
    }
}
