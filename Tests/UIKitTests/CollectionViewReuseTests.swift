import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Records what the prefetch data source is told.
@MainActor
final class PrefetchRecorder: UICollectionViewDataSourcePrefetching {
    var prefetched: [IndexPath] = []
    var cancelled: [IndexPath] = []
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) { prefetched += indexPaths }
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) { cancelled += indexPaths }
}

@MainActor @Suite(.serialized) struct CollectionViewReuseTests {
    func grid() -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        return layout
    }

    @Test func scrollingAMillionItemsKeepsAScreenfulOfViews() {
        let model = CollectionModel(items: 1_000_000)
        let (window, cv) = makeCollection(model, layout: grid(), size: CGSize(width: 300, height: 400))
        defer { finish(window) }
        #expect(cv.visibleCells.count == 12 && model.cellsAsked == 12)
        for step in 1...50 {
            cv.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 37)
            UIApplication.shared.runUntilIdle()
        }
        // At most 5 lines of 3 are on screen at once (400 points over 100-point lines).
        #expect(cv.collectionViewsCreated <= 15)
        #expect(model.displayed - model.ended == cv.visibleCells.count)
        cv.scrollToItem(at: IndexPath(item: 999_999, section: 0), at: .bottom, animated: false)
        UIApplication.shared.runUntilIdle()
        #expect(cv.indexPathsForVisibleItems.last == IndexPath(item: 999_999, section: 0))
        #expect(cv.collectionViewsCreated <= 15)
    }

    @Test func reloadDataAsksAgainAndKeepsTheViewsForReuse() {
        let model = CollectionModel(items: 10)
        let (window, cv) = makeCollection(model, layout: grid(), size: CGSize(width: 300, height: 400))
        defer { finish(window) }
        let created = cv.collectionViewsCreated
        cv.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        model.items[0] = ["a", "b", "c"]
        cv.reloadData()
        #expect(cv.numberOfItems(inSection: 0) == 3)
        UIApplication.shared.runUntilIdle()
        #expect(cv.visibleCells.map { ($0 as! LabelCell).label.text } == ["a", "b", "c"])
        #expect(cv.collectionViewsCreated == created && cv.indexPathsForSelectedItems == nil)
        #expect(cv.visibleCells.allSatisfy { ($0 as! LabelCell).reuses > 0 })
    }

    @Test func thePrefetchDataSourceHearsOfTheNextScreenful() {
        let model = CollectionModel(items: 100)
        let recorder = PrefetchRecorder()
        let (window, cv) = makeCollection(model, layout: grid(), size: CGSize(width: 300, height: 400)) {
            $0.prefetchDataSource = recorder
        }
        defer { finish(window) }
        // Lines 4 to 7 (items 12 to 23) lie within one screen below the visible ones.
        #expect(recorder.prefetched == (12..<24).map { IndexPath(item: $0, section: 0) })
        cv.contentOffset = CGPoint(x: 0, y: 1000)
        UIApplication.shared.runUntilIdle()
        #expect(recorder.cancelled.contains(IndexPath(item: 23, section: 0)) == false, "item 23 was shown, not cancelled")
        cv.contentOffset = CGPoint(x: 0, y: 5000)
        UIApplication.shared.runUntilIdle()
        #expect(!recorder.cancelled.isEmpty)
        cv.isPrefetchingEnabled = false
        let count = recorder.prefetched.count
        cv.contentOffset = CGPoint(x: 0, y: 2000)
        UIApplication.shared.runUntilIdle()
        #expect(recorder.prefetched.count == count)
    }
}
