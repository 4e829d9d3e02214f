import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A row of 100x100 items at x = 100 * item in a 1000-point-wide content, written left to
/// right; whether the collection view flips it is the test's choice.
@MainActor
final class RowLayout: UICollectionViewLayout {
    var flips = true
    var development: UIUserInterfaceLayoutDirection = .leftToRight
    override var flipsHorizontallyInOppositeLayoutDirection: Bool { flips }
    override var developmentLayoutDirection: UIUserInterfaceLayoutDirection { development }
    override var collectionViewContentSize: CGSize { CGSize(width: 1000, height: 100) }
    func frame(_ item: Int) -> CGRect { CGRect(x: CGFloat(item) * 100, y: 0, width: 100, height: 100) }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        (0..<10).filter { frame($0).intersects(rect) }.map { layoutAttributesForItem(at: IndexPath(item: $0, section: 0))! }
    }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let a = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        a.frame = frame(indexPath.item)
        return a
    }
}

/// Right to left. UIKit's contract (UICollectionViewLayout.h): `developmentLayoutDirection`
/// "Default implementation returns the layout direction of the main bundle's development
/// region; FlowLayout returns leftToRight"; `flipsHorizontallyInOppositeLayoutDirection`
/// "Base implementation returns false. If your subclass's implementation overrides this
/// property to return true, a UICollectionView showing this layout will ensure its
/// bounds.origin is always found at the leading edge, flipping its coordinate system
/// horizontally if necessary." The flow layout itself lays its lines out from the right in
/// a right-to-left interface (UIKit's flow layout supports right to left natively since
/// iOS 9), so its frames are the left-to-right ones mirrored within the width.
@MainActor @Suite(.serialized) struct CollectionViewLayoutDirectionTests {
    @Test func defaultsAreUIKits() {
        #expect(!UICollectionViewLayout().flipsHorizontallyInOppositeLayoutDirection)
        #expect(UICollectionViewLayout().developmentLayoutDirection == .leftToRight)
        #expect(!UICollectionViewFlowLayout().flipsHorizontallyInOppositeLayoutDirection)
        #expect(UICollectionViewFlowLayout().developmentLayoutDirection == .leftToRight)
    }

    func gridLayout() -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 40)
        layout.sectionInset = UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        return layout
    }

    @Test(arguments: [false, true]) func aRightToLeftFlowLayoutMirrorsItsLines(uniform: Bool) {
        // The same eight items, laid out left to right in CollectionViewFlowLayoutTests
        // (insets 10/20 leave 290 points: three 90-point items spread at spacing 10 exactly
        // -> x 10, 110, 210; last line 10, 110), mirrored within 320 points: x' = 320 - maxX.
        let model = CollectionModel(items: 8)
        let source = UniformSource([8])
        source.headerHeight = 30
        let layout = gridLayout()
        let (window, cv) = makeCollection(model, layout: layout) { $0.semanticContentAttribute = .forceRightToLeft }
        defer { finish(window) }
        if uniform {
            cv.dataSource = source
            cv.delegate = source
            UIApplication.shared.runUntilIdle()
        }
        #expect((layout.model.sections[0].uniform != nil) == uniform)
        let f = cv.visibleFrames
        #expect(f[IndexPath(item: 0, section: 0)] == CGRect(x: 220, y: 35, width: 90, height: 40))
        #expect(f[IndexPath(item: 1, section: 0)] == CGRect(x: 120, y: 35, width: 90, height: 40))
        #expect(f[IndexPath(item: 2, section: 0)] == CGRect(x: 20, y: 35, width: 90, height: 40))
        #expect(f[IndexPath(item: 6, section: 0)] == CGRect(x: 220, y: 135, width: 90, height: 40))
        #expect(f[IndexPath(item: 7, section: 0)] == CGRect(x: 120, y: 135, width: 90, height: 40))
        #expect(cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 0, width: 320, height: 30))
        // Hit-testing and the collection view's queries agree with what is on screen.
        #expect(cv.indexPathForItem(at: CGPoint(x: 300, y: 50)) == IndexPath(item: 0, section: 0))
        #expect(cv.indexPathForItem(at: CGPoint(x: 30, y: 50)) == IndexPath(item: 2, section: 0))
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 120, y: 35, width: 90, height: 40))
        // Back to left to right: the layout is prepared again and the lines run from the left.
        cv.semanticContentAttribute = .forceLeftToRight
        UIApplication.shared.runUntilIdle()
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 10, y: 35, width: 90, height: 40))
    }

    @Test func aContainersDirectionIsInherited() {
        let model = CollectionModel(items: 3)
        let layout = gridLayout()
        let (window, cv) = makeCollection(model, layout: layout)
        defer { finish(window) }
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 10)
        window.semanticContentAttribute = .forceRightToLeft
        cv.setNeedsLayout()
        UIApplication.shared.runUntilIdle()
        // A lone last line keeps the minimum spacing from the leading (right) inset.
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 220, y: 35, width: 90, height: 40))
        #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 20, y: 35, width: 90, height: 40))
        window.semanticContentAttribute = .unspecified
    }

    @Test func aHorizontalFlowLayoutMirrorsWithinItsContent() {
        let model = CollectionModel(items: 20)
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 100, height: 100)
        let (window, cv) = makeCollection(model, layout: layout, size: CGSize(width: 320, height: 220)) { $0.semanticContentAttribute = .forceRightToLeft }
        defer { finish(window) }
        // Two items per column (100 + 10 + 100 <= 220), ten columns 110 apart: content 1090
        // wide. Column c is at x = 110c left to right, at 1090 - 110c - 100 mirrored.
        #expect(cv.contentSize == CGSize(width: 1090, height: 220))
        let a = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
        #expect(a?.frame == CGRect(x: 990, y: 0, width: 100, height: 100))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 19, section: 0))?.frame == CGRect(x: 0, y: 110, width: 100, height: 100))
        // The flow layout does not flip the collection view: the offset starts at 0 and
        // shows the last columns (as UIKit's flow layout does without a subclass).
        #expect(cv.contentOffset == .zero && cv.cellForItem(at: IndexPath(item: 19, section: 0)) != nil)
    }

    @Test func aLayoutThatFlipsIsMirroredByTheCollectionView() {
        let layout = RowLayout()
        let model = CollectionModel(items: 10)
        let (window, cv) = makeCollection(model, layout: layout, size: CGSize(width: 300, height: 100)) {
            $0.semanticContentAttribute = .forceRightToLeft
        }
        defer { finish(window) }
        // Content 1000 wide: item i at x = 1000 - 100i - 100; the bounds start at the
        // leading edge (the right end of the content).
        #expect(cv.contentOffset == CGPoint(x: 700, y: 0))
        #expect(Set(cv.indexPathsForVisibleItems.map(\.item)) == [0, 1, 2])
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 900, y: 0, width: 100, height: 100))
        #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 700, y: 0, width: 100, height: 100))
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 9, section: 0))?.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(cv.indexPathForItem(at: CGPoint(x: 950, y: 50)) == IndexPath(item: 0, section: 0))
        // Scrolling toward the trailing end (left) shows the later items.
        cv.contentOffset = CGPoint(x: 0, y: 0)
        UIApplication.shared.runUntilIdle()
        #expect(Set(cv.indexPathsForVisibleItems.map(\.item)) == [7, 8, 9])
        // The layout's own answers stay in its development coordinates.
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 9, section: 0))?.frame.minX == 900)
    }

    @Test func aLayoutIsNotFlippedInItsOwnDirectionOrWhenItDeclines() {
        // Developed right to left, shown left to right: flipped.
        let rtl = RowLayout()
        rtl.development = .rightToLeft
        let model = CollectionModel(items: 10)
        let (w1, cv1) = makeCollection(model, layout: rtl, size: CGSize(width: 300, height: 100))
        defer { finish(w1) }
        #expect(cv1.cellForItem(at: IndexPath(item: 7, section: 0))?.frame == CGRect(x: 200, y: 0, width: 100, height: 100))
        // Declining: the frames are the layout's in either direction.
        let plain = RowLayout()
        plain.flips = false
        let (w2, cv2) = makeCollection(model, layout: plain, size: CGSize(width: 300, height: 100)) {
            $0.semanticContentAttribute = .forceRightToLeft
        }
        defer { finish(w2) }
        #expect(cv2.contentOffset == .zero)
        #expect(cv2.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test func aFlowLayoutSubclassThatFlipsIsMirroredOnce() {
        final class FlippingFlow: UICollectionViewFlowLayout {
            override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
        }
        let layout = FlippingFlow()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 100, height: 100)
        let model = CollectionModel(items: 20)
        let (window, cv) = makeCollection(model, layout: layout, size: CGSize(width: 320, height: 220)) {
            $0.semanticContentAttribute = .forceRightToLeft
        }
        defer { finish(window) }
        // The layout keeps left-to-right frames; the collection view mirrors them and starts
        // at the leading edge: item 0 at 990, visible at offset 1090 - 320 = 770.
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 0)
        #expect(cv.contentOffset == CGPoint(x: 770, y: 0))
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 990, y: 0, width: 100, height: 100))
    }
}
