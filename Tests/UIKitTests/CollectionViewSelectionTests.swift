import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor @Suite(.serialized) struct CollectionViewSelectionTests {
    func makeGrid(_ model: CollectionModel, configure: (UICollectionView) -> Void = { _ in }) -> (UIWindow, UICollectionView) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        return makeCollection(model, layout: layout, size: CGSize(width: 300, height: 400), configure: configure)
    }

    @Test func aTapHighlightsThenSelectsThroughTheEventPath() {
        let model = CollectionModel(items: 30)
        let (window, cv) = makeGrid(model)
        defer { finish(window) }
        let finger = window.touchDown(at: CGPoint(x: 150, y: 150))
        // The scroll view holds touches back for 150 ms (delaysContentTouches).
        #expect(model.log.isEmpty)
        UIApplication.shared.advanceTime(by: 0.16)
        let cell = cv.cellForItem(at: IndexPath(item: 4, section: 0))!
        #expect(cell.isHighlighted && model.log == ["highlight 4"])
        finger.up()
        #expect(!cell.isHighlighted && cell.isSelected)
        #expect(model.log == ["highlight 4", "unhighlight 4", "shouldSelect 4", "didSelect 4"])
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
        model.log = []
        window.tap(at: CGPoint(x: 50, y: 50))
        #expect(model.log == ["highlight 0", "unhighlight 0", "shouldSelect 0", "didDeselect 4", "didSelect 0"])
        #expect(!cell.isSelected && cv.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
    }

    @Test func multipleSelectionTogglesAndShouldSelectCanRefuse() {
        let model = CollectionModel(items: 30)
        let (window, cv) = makeGrid(model) { $0.allowsMultipleSelection = true }
        defer { finish(window) }
        window.tap(at: CGPoint(x: 50, y: 50))
        window.tap(at: CGPoint(x: 150, y: 50))
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        window.tap(at: CGPoint(x: 50, y: 50))
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        model.refuseSelection = IndexPath(item: 2, section: 0)
        window.tap(at: CGPoint(x: 250, y: 50))
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        #expect(!cv.cellForItem(at: IndexPath(item: 2, section: 0))!.isSelected)
    }

    @Test func selectionInCodeScrollsSurvivesReuseAndDoesNotTellTheDelegate() {
        let model = CollectionModel(items: 300)
        let (window, cv) = makeGrid(model)
        defer { finish(window) }
        cv.selectItem(at: IndexPath(item: 150, section: 0), animated: false, scrollPosition: .centeredVertically)
        UIApplication.shared.runUntilIdle()
        // Item 150 is on line 50 (5000..5100): centered in 400 points means offset 4850.
        #expect(cv.contentOffset.y == 4850)
        #expect(cv.cellForItem(at: IndexPath(item: 150, section: 0))?.isSelected == true && model.log.isEmpty)
        cv.scrollToItem(at: IndexPath(item: 0, section: 0), at: .top, animated: false)
        UIApplication.shared.runUntilIdle()
        #expect(cv.contentOffset.y == 0)
        #expect(cv.visibleCells.allSatisfy { !$0.isSelected }, "reused cells are not selected")
        cv.scrollToItem(at: IndexPath(item: 299, section: 0), at: .bottom, animated: false)
        UIApplication.shared.runUntilIdle()
        #expect(cv.contentOffset.y == 9600, "\(cv.contentOffset.y) \(cv.contentSize) \(cv.adjustedContentInset)")
        cv.deselectItem(at: IndexPath(item: 150, section: 0), animated: false)
        #expect(cv.indexPathsForSelectedItems == nil)
        cv.selectItem(at: IndexPath(item: 999, section: 0), animated: false, scrollPosition: [])
        #expect(cv.collectionDiagnostics.last?.contains("does not exist") == true && cv.indexPathsForSelectedItems == nil)
    }

    @Test func hitTestingQueriesTheLayout() {
        let model = CollectionModel(items: 7)
        let (window, cv) = makeGrid(model)
        defer { finish(window) }
        #expect(cv.indexPathForItem(at: CGPoint(x: 250, y: 150)) == IndexPath(item: 5, section: 0))
        #expect(cv.indexPathForItem(at: CGPoint(x: 150, y: 250)) == nil, "past the last item")
        let cell = cv.cellForItem(at: IndexPath(item: 6, section: 0))!
        #expect(cv.indexPath(for: cell) == IndexPath(item: 6, section: 0))
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 6, section: 0))?.frame == CGRect(x: 0, y: 200, width: 100, height: 100))
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 7, section: 0)) == nil)
    }
}
