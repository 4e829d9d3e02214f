import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A layout returning whatever the test gives it.
final class ScriptedLayout: UICollectionViewLayout {
    var attributes: [UICollectionViewLayoutAttributes] = []
    var size = CGSize(width: 320, height: 1000)
    override var collectionViewContentSize: CGSize { size }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { attributes }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes.first { $0.indexPath == indexPath && $0.representedElementCategory == .cell }
    }
}

@MainActor @Suite(.serialized) struct CollectionViewBadInputTests {
    func cell(_ item: Int, _ frame: CGRect) -> UICollectionViewLayoutAttributes {
        let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
        a.frame = frame
        return a
    }

    @Test func nonFiniteFramesAndMissingItemsAreLoggedAndSkipped() {
        let layout = ScriptedLayout()
        layout.attributes = [
            cell(0, CGRect(x: 0, y: 0, width: 100, height: 100)),
            cell(1, CGRect(x: CGFloat.nan, y: 0, width: 100, height: 100)),
            cell(2, CGRect(x: 0, y: 100, width: CGFloat.infinity, height: 100)),
            cell(7, CGRect(x: 0, y: 200, width: 100, height: 100)),
        ]
        let (window, cv) = makeCollection(CollectionModel(items: 3), layout: layout)
        defer { finish(window) }
        #expect(cv.indexPathsForVisibleItems == [IndexPath(item: 0, section: 0)])
        let log = cv.collectionDiagnostics
        #expect(log.contains { $0.contains("non-finite frame") && $0.contains("0 - 1") })
        #expect(log.contains { $0.contains("non-finite frame") && $0.contains("0 - 2") })
        #expect(log.contains { $0.contains("an item that does not exist") && $0.contains("0 - 7") })
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)) == nil)
    }

    @Test func anInfiniteContentSizeIsClamped() {
        let layout = ScriptedLayout()
        layout.size = CGSize(width: CGFloat.infinity, height: CGFloat.nan)
        layout.attributes = [cell(0, CGRect(x: 0, y: 0, width: 100, height: 100))]
        let (window, cv) = makeCollection(CollectionModel(items: 1), layout: layout)
        defer { finish(window) }
        #expect(cv.contentSize == CGSize(width: UICollectionView.maximumContentLength, height: 0))
        #expect(cv.collectionDiagnostics.contains { $0.contains("too large; clamped") })
        #expect(cv.collectionDiagnostics.contains { $0.contains("height nan") })
        #expect(cv.visibleCells.count == 1)
    }

    @Test func unregisteredIdentifiersAndUndequeuedCellsAreReported() {
        final class Source: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                indexPath.item == 0 ? collectionView.dequeueReusableCell(withReuseIdentifier: "nope", for: indexPath) : UICollectionViewCell()
            }
        }
        let layout = UICollectionViewFlowLayout()
        let source = Source()
        let (window, cv) = makeCollection(CollectionModel(items: 0), layout: layout)
        defer { finish(window) }
        cv.dataSource = source
        UIApplication.shared.runUntilIdle()
        #expect(cv.visibleCells.count == 2)
        #expect(cv.collectionDiagnostics.contains { $0.contains("could not dequeue a view of kind: UICollectionElementKindCell with identifier nope") })
        #expect(cv.collectionDiagnostics.contains { $0.contains("does not have a reuseIdentifier") })
    }

    @Test func decorationKindsWithoutARegistrationAreReported() {
        let layout = ScriptedLayout()
        let deco = UICollectionViewLayoutAttributes(forDecorationViewOfKind: "missing", with: IndexPath(item: 0, section: 0))
        deco.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        layout.attributes = [deco]
        let (window, cv) = makeCollection(CollectionModel(items: 0), layout: layout)
        defer { finish(window) }
        #expect(cv.collectionDiagnostics.contains { $0.contains("could not dequeue a decoration view of kind: missing") })
    }
}
