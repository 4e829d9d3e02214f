import Foundation
import Testing
@testable import UIKit
import UIKitTesting

// Custom layouts written as iOS code writes them (after Apple's "Customizing collection
// view layouts" sample: a mosaic and a column flow layout; a circular layout with an
// attributes subclass; sticky headers with a custom invalidation context; a snapping
// carousel; a decoration view behind each section).

/// Apple's mosaic idea: segments of one full-width item, two halves, or a two-thirds item
/// beside two stacked thirds, 200 points tall, 1 point apart.
final class MosaicLayout: UICollectionViewLayout {
    enum Segment { case fullWidth, fiftyFifty, twoThirdsOneThird, oneThirdTwoThirds }
    var contentBounds = CGRect.zero
    var cachedAttributes = [UICollectionViewLayoutAttributes]()
    var prepareCount = 0
    var queriedRects: [CGRect] = []

    override func prepare() {
        super.prepare()
        prepareCount += 1
        guard let collectionView = collectionView else { return }
        cachedAttributes.removeAll()
        contentBounds = CGRect(origin: .zero, size: collectionView.bounds.size)
        let count = collectionView.numberOfItems(inSection: 0)
        let width = collectionView.bounds.width
        var index = 0
        var segment = Segment.fullWidth
        var lastFrame = CGRect.zero
        while index < count {
            let frame = CGRect(x: 0, y: lastFrame.maxY + 1, width: width, height: 200)
            var rects: [CGRect]
            switch segment {
            case .fullWidth:
                rects = [frame]
            case .fiftyFifty:
                let half = (width / 2).rounded(.down)
                rects = [CGRect(x: 0, y: frame.minY, width: half, height: 200), CGRect(x: half, y: frame.minY, width: width - half, height: 200)]
            case .twoThirdsOneThird:
                let big = (width * 2 / 3).rounded(.down)
                rects = [CGRect(x: 0, y: frame.minY, width: big, height: 200),
                         CGRect(x: big, y: frame.minY, width: width - big, height: 100),
                         CGRect(x: big, y: frame.minY + 100, width: width - big, height: 100)]
            case .oneThirdTwoThirds:
                let small = (width / 3).rounded(.down)
                rects = [CGRect(x: 0, y: frame.minY, width: small, height: 100),
                         CGRect(x: 0, y: frame.minY + 100, width: small, height: 100),
                         CGRect(x: small, y: frame.minY, width: width - small, height: 200)]
            }
            for rect in rects where index < count {
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: index, section: 0))
                attributes.frame = rect
                cachedAttributes.append(attributes)
                contentBounds = contentBounds.union(rect)
                index += 1
                lastFrame = rect.maxY > lastFrame.maxY ? rect : lastFrame
            }
            switch count - index {
            case 1: segment = .fullWidth
            case 2: segment = .fiftyFifty
            default:
                switch segment {
                case .fullWidth: segment = .fiftyFifty
                case .fiftyFifty: segment = .twoThirdsOneThird
                case .twoThirdsOneThird: segment = .oneThirdTwoThirds
                case .oneThirdTwoThirds: segment = .fiftyFifty
                }
            }
        }
    }

    override var collectionViewContentSize: CGSize { contentBounds.size }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView = collectionView else { return false }
        return !newBounds.size.equalTo(collectionView.bounds.size)
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cachedAttributes[indexPath.item]
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        queriedRects.append(rect)
        // Binary search for one attribute in the rect, then walk both ways (Apple's sample).
        guard let lastIndex = cachedAttributes.indices.last, let first = binarySearch(rect, start: 0, end: lastIndex) else { return [] }
        var result: [UICollectionViewLayoutAttributes] = []
        for attributes in cachedAttributes[..<first].reversed() {
            guard attributes.frame.maxY >= rect.minY else { break }
            result.append(attributes)
        }
        for attributes in cachedAttributes[first...] {
            guard attributes.frame.minY <= rect.maxY else { break }
            result.append(attributes)
        }
        return result
    }

    func binarySearch(_ rect: CGRect, start: Int, end: Int) -> Int? {
        if end < start { return nil }
        let mid = (start + end) / 2
        let attr = cachedAttributes[mid]
        if attr.frame.intersects(rect) { return mid }
        if attr.frame.maxY < rect.minY { return binarySearch(rect, start: mid + 1, end: end) }
        return binarySearch(rect, start: start, end: mid - 1)
    }
}

/// Apple's column flow layout: as many columns of at least `minColumnWidth` as fit the
/// margins, set in `prepare()`.
final class ColumnFlowLayout: UICollectionViewFlowLayout {
    let minColumnWidth: CGFloat = 140
    let cellHeight: CGFloat = 70

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        let availableWidth = collectionView.bounds.inset(by: collectionView.layoutMargins).width
        let maxNumColumns = Int(availableWidth / minColumnWidth)
        let cellWidth = (availableWidth / CGFloat(maxNumColumns)).rounded(.down)
        itemSize = CGSize(width: cellWidth, height: cellHeight)
        sectionInset = UIEdgeInsets(top: minimumInteritemSpacing, left: 0, bottom: 0, right: 0)
        sectionInsetReference = .fromLayoutMargins
    }
}

/// A cell for the circular layout: it turns about the anchor its attributes carry.
final class CircularCell: UICollectionViewCell {
    var anchors: [CGPoint] = []
    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        let circular = layoutAttributes as! CircularAttributes
        anchors.append(circular.anchorPoint)
        layer.anchorPoint = circular.anchorPoint
        center.y += (circular.anchorPoint.y - 0.5) * bounds.height
    }
}

/// The circular layout of the well-known tutorial: items on a wheel of `radius` turning
/// as the content scrolls sideways.
final class CircularLayout: UICollectionViewLayout {
    let itemSize = CGSize(width: 60, height: 80)
    var radius: CGFloat = 300 { didSet { invalidateLayout() } }
    var anglePerItem: CGFloat { atan(itemSize.width / radius) }
    var attributesList = [CircularAttributes]()
    var count: Int { collectionView?.numberOfItems(inSection: 0) ?? 0 }
    var angleAtExtreme: CGFloat { count > 0 ? -CGFloat(count - 1) * anglePerItem : 0 }
    var angle: CGFloat {
        guard let cv = collectionView, collectionViewContentSize.width > cv.bounds.width else { return 0 }
        return angleAtExtreme * cv.contentOffset.x / (collectionViewContentSize.width - cv.bounds.width)
    }

    override class var layoutAttributesClass: AnyClass { CircularAttributes.self }

    override var collectionViewContentSize: CGSize {
        CGSize(width: CGFloat(count) * itemSize.width, height: collectionView?.bounds.height ?? 0)
    }

    override func prepare() {
        super.prepare()
        guard let cv = collectionView else { return }
        let centerX = cv.contentOffset.x + cv.bounds.width / 2
        let anchorPointY = (itemSize.height / 2 + radius) / itemSize.height
        attributesList = (0..<count).map { i in
            let attributes = CircularAttributes(forCellWith: IndexPath(item: i, section: 0))
            attributes.size = itemSize
            attributes.center = CGPoint(x: centerX, y: cv.bounds.midY)
            attributes.angle = angle + anglePerItem * CGFloat(i)
            attributes.anchorPoint = CGPoint(x: 0.5, y: anchorPointY)
            return attributes
        }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { attributesList }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { attributesList[indexPath.item] }
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
}

/// A list whose section headers stick to the top: it invalidates on every bounds change
/// with its own context, which says whether only the headers moved.
final class StickyHeaderContext: UICollectionViewLayoutInvalidationContext {
    var invalidateHeadersOnly = false
}

final class StickyHeaderLayout: UICollectionViewLayout {
    let rowHeight: CGFloat = 50
    let headerHeight: CGFloat = 30
    var rows: [[CGRect]] = []
    var sectionTops: [CGFloat] = []
    var contentHeight: CGFloat = 0
    var needsFullComputation = true
    var fullComputations = 0
    var contexts: [StickyHeaderContext] = []

    override class var invalidationContextClass: AnyClass { StickyHeaderContext.self }

    override func prepare() {
        super.prepare()
        guard needsFullComputation, let cv = collectionView else { return }
        needsFullComputation = false
        fullComputations += 1
        rows = []
        sectionTops = []
        var y: CGFloat = 0
        for section in 0..<cv.numberOfSections {
            sectionTops.append(y)
            y += headerHeight
            rows.append((0..<cv.numberOfItems(inSection: section)).map { _ in
                defer { y += rowHeight }
                return CGRect(x: 0, y: y, width: cv.bounds.width, height: rowHeight)
            })
        }
        contentHeight = y
    }

    override var collectionViewContentSize: CGSize { CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight) }

    func headerAttributes(_ section: Int) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                                          with: IndexPath(item: 0, section: section))
        let top = sectionTops[section]
        let bottom = section + 1 < sectionTops.count ? sectionTops[section + 1] : contentHeight
        let y = min(max(top, collectionView!.contentOffset.y), bottom - headerHeight)
        attributes.frame = CGRect(x: 0, y: y, width: collectionView!.bounds.width, height: headerHeight)
        attributes.zIndex = 100
        return attributes
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result: [UICollectionViewLayoutAttributes] = []
        for (section, frames) in rows.enumerated() {
            let bottom = section + 1 < sectionTops.count ? sectionTops[section + 1] : contentHeight
            guard sectionTops[section] < rect.maxY, bottom > rect.minY else { continue }
            result.append(headerAttributes(section))
            for (item, frame) in frames.enumerated() where frame.intersects(rect) {
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
                attributes.frame = frame
                result.append(attributes)
            }
        }
        return result
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = rows[indexPath.section][indexPath.item]
        return attributes
    }

    override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        headerAttributes(indexPath.section)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds) as! StickyHeaderContext
        context.invalidateHeadersOnly = newBounds.size == collectionView?.bounds.size
        context.invalidateSupplementaryElements(ofKind: UICollectionView.elementKindSectionHeader,
                                                at: sectionTops.indices.map { IndexPath(item: 0, section: $0) })
        return context
    }

    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if let sticky = context as? StickyHeaderContext {
            contexts.append(sticky)
            if !sticky.invalidateHeadersOnly { needsFullComputation = true }
        } else {
            needsFullComputation = true
        }
        super.invalidateLayout(with: context)
    }
}

/// A horizontal carousel that always comes to rest with an item centered.
final class CarouselLayout: UICollectionViewFlowLayout {
    var velocities: [CGPoint] = []
    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                      withScrollingVelocity velocity: CGPoint) -> CGPoint {
        velocities.append(velocity)
        guard let cv = collectionView else { return proposedContentOffset }
        let midX = proposedContentOffset.x + cv.bounds.width / 2
        let rect = CGRect(x: proposedContentOffset.x, y: 0, width: cv.bounds.width, height: cv.bounds.height)
        let closest = (layoutAttributesForElements(in: rect) ?? []).min { abs($0.center.x - midX) < abs($1.center.x - midX) }
        guard let closest else { return proposedContentOffset }
        return CGPoint(x: closest.center.x - cv.bounds.width / 2, y: proposedContentOffset.y)
    }
}

/// A decoration view drawn behind each section's items.
final class SectionBackgroundView: UICollectionReusableView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGray5
    }
    required init?(coder: NSCoder) { fatalError() }
}

final class DecoratedFlowLayout: UICollectionViewFlowLayout {
    static let backgroundKind = "section-background"

    override init() {
        super.init()
        register(SectionBackgroundView.self, forDecorationViewOfKind: Self.backgroundKind)
    }
    required init?(coder: NSCoder) { fatalError() }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result = super.layoutAttributesForElements(in: rect) ?? []
        for section in 0..<(collectionView?.numberOfSections ?? 0) {
            if let background = layoutAttributesForDecorationView(ofKind: Self.backgroundKind, at: IndexPath(item: 0, section: section)),
               background.frame.intersects(rect) {
                result.append(background)
            }
        }
        return result
    }

    override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard elementKind == Self.backgroundKind, let cv = collectionView else { return nil }
        let count = cv.numberOfItems(inSection: indexPath.section)
        guard count > 0, let first = layoutAttributesForItem(at: IndexPath(item: 0, section: indexPath.section)),
              let last = layoutAttributesForItem(at: IndexPath(item: count - 1, section: indexPath.section)) else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forDecorationViewOfKind: elementKind, with: indexPath)
        attributes.frame = CGRect(x: 0, y: first.frame.minY - 5, width: cv.bounds.width, height: last.frame.maxY - first.frame.minY + 10)
        attributes.zIndex = -1
        return attributes
    }
}

@MainActor @Suite(.serialized) struct CollectionViewCustomLayoutTests {
    @Test func mosaicShowsOnlyTheVisibleItemsAtTheirFramesAndReusesCellsWhileScrolling() {
        let model = CollectionModel(items: 100)
        let layout = MosaicLayout()
        let (window, cv) = makeCollection(model, layout: layout)
        defer { finish(window) }
        // Segments: full width (1..201), halves (202..402), two thirds + two thirds (403..603).
        let frames = cv.visibleFrames
        #expect(frames[IndexPath(item: 0, section: 0)] == CGRect(x: 0, y: 1, width: 320, height: 200))
        #expect(frames[IndexPath(item: 1, section: 0)] == CGRect(x: 0, y: 202, width: 160, height: 200))
        #expect(frames[IndexPath(item: 2, section: 0)] == CGRect(x: 160, y: 202, width: 160, height: 200))
        #expect(frames[IndexPath(item: 3, section: 0)] == CGRect(x: 0, y: 403, width: 213, height: 200))
        #expect(frames[IndexPath(item: 4, section: 0)] == CGRect(x: 213, y: 403, width: 107, height: 100))
        #expect(cv.indexPathsForVisibleItems.map(\.item) == [0, 1, 2, 3, 4], "item 5 starts at 503, below the 480-point bounds")
        #expect(cv.visibleCells.map { ($0 as! LabelCell).label.text } == ["0.0", "0.1", "0.2", "0.3", "0.4"])
        #expect(layout.queriedRects.allSatisfy { $0 == cv.bounds }, "the layout is asked for the visible rect only")
        #expect(cv.contentSize.height == layout.collectionViewContentSize.height && cv.contentSize.width == 320)
        // Scrolling far down: the cells that left are reused, none piles up.
        for step in 1...40 {
            cv.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 100)
            UIApplication.shared.runUntilIdle()
        }
        let created = cv.collectionViewsCreated
        #expect(created <= 12, "a screenful of cells plus the ones entering: \(created)")
        #expect(cv.visibleCells.contains { ($0 as! LabelCell).reuses > 0 })
        #expect(model.displayed - model.ended == cv.visibleCells.count)
        for ip in cv.indexPathsForVisibleItems {
            #expect(cv.cellForItem(at: ip)!.frame == layout.cachedAttributes[ip.item].frame)
            #expect((cv.cellForItem(at: ip) as! LabelCell).label.text == "0.\(ip.item)")
        }
        #expect(layout.prepareCount == 1, "scrolling does not invalidate a layout whose bounds size stays")
    }

    @Test func columnFlowLayoutFillsTheMarginsWithColumns() {
        let model = CollectionModel(items: 30)
        let layout = ColumnFlowLayout()
        layout.minimumInteritemSpacing = 0
        let (window, cv) = makeCollection(model, layout: layout)
        defer { finish(window) }
        // 320 wide with 8-point margins: 304 points, two columns of 152 (Apple's sample's
        // arithmetic); the section insets come from the margins (8 all round) plus the
        // sample's top inset (the interitem spacing, 0 here); lines 10 apart.
        #expect(cv.layoutMargins.left == 8 && cv.layoutMargins.right == 8)
        let frames = cv.visibleFrames
        #expect(frames[IndexPath(item: 0, section: 0)] == CGRect(x: 8, y: 8, width: 152, height: 70))
        #expect(frames[IndexPath(item: 1, section: 0)] == CGRect(x: 160, y: 8, width: 152, height: 70))
        #expect(frames[IndexPath(item: 2, section: 0)] == CGRect(x: 8, y: 88, width: 152, height: 70))
        let expectedHeight: CGFloat = 8 + 15 * 70 + 14 * 10 + 8
        #expect(cv.contentSize.height == expectedHeight)
        // Wider: three columns of 154 in 464 points; the 2 points left over go between them.
        cv.frame = CGRect(x: 0, y: 0, width: 480, height: 480)
        UIApplication.shared.runUntilIdle()
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 163, y: 8, width: 154, height: 70))
        #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 318, y: 8, width: 154, height: 70))
    }

    @Test func circularLayoutHandsItsAttributesSubclassToTheCells() {
        let model = CollectionModel(items: 12)
        let layout = CircularLayout()
        let (window, cv) = makeCollection(model, layout: layout, size: CGSize(width: 320, height: 400)) {
            $0.register(CircularCell.self, forCellWithReuseIdentifier: "circle")
        }
        defer { finish(window) }
        _ = cv
        // The model's data source dequeues "cell": use a registration-free circle source.
        final class Source: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "circle", for: indexPath)
            }
        }
        let source = Source()
        cv.dataSource = source
        UIApplication.shared.runUntilIdle()
        let cell = cv.cellForItem(at: IndexPath(item: 1, section: 0)) as! CircularCell
        let anchorY = (40 + 300) / 80.0
        #expect(cell.anchors.last == CGPoint(x: 0.5, y: anchorY))
        #expect(cell.layer.anchorPoint == CGPoint(x: 0.5, y: anchorY))
        let step = atan(60.0 / 300.0)
        #expect(abs(cell.transform.b - sin(step)) < 1e-9, "item 1 turned by one step")
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)) is CircularAttributes)
        // Scrolling turns the wheel: the layout invalidates on every bounds change.
        cv.contentOffset = CGPoint(x: cv.contentSize.width - 320, y: 0)
        UIApplication.shared.runUntilIdle()
        let last = cv.cellForItem(at: IndexPath(item: 11, section: 0))!
        #expect(abs(last.transform.b) < 1e-9, "the last item is upright at the far end")
        #expect(cell.transform.b < 0)
    }

    @Test func stickyHeadersInvalidateOnEveryScrollWithTheirOwnContext() {
        let model = CollectionModel(sections: 3, items: 6)
        let layout = StickyHeaderLayout()
        let (window, cv) = makeCollection(model, layout: layout, size: CGSize(width: 320, height: 200))
        defer { finish(window) }
        let header0 = cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))!
        #expect(header0.frame == CGRect(x: 0, y: 0, width: 320, height: 30) && (header0 as! TitleView).label.text == "header 0")
        #expect(layout.fullComputations == 1)
        cv.contentOffset = CGPoint(x: 0, y: 120)
        UIApplication.shared.runUntilIdle()
        #expect(header0.frame.minY == 120, "the header sticks to the top")
        #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.minY == 130)
        #expect(layout.contexts.last?.invalidateHeadersOnly == true && layout.fullComputations == 1)
        #expect(layout.contexts.last?.invalidatedSupplementaryIndexPaths?[UICollectionView.elementKindSectionHeader]?.count == 3)
        // Section 0 ends at 330: its header is pushed up by section 1's.
        cv.contentOffset = CGPoint(x: 0, y: 310)
        UIApplication.shared.runUntilIdle()
        #expect(header0.frame.minY == 300)
        let header1 = cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))!
        #expect(header1.frame.minY == 330)
        // Headers are in front of the cells they cover.
        #expect(cv.subviews.firstIndex(of: header0)! > cv.subviews.firstIndex(of: cv.cellForItem(at: IndexPath(item: 5, section: 0))!)!)
        #expect(cv.indexPathForItem(at: CGPoint(x: 10, y: 315)) == IndexPath(item: 5, section: 0))
        // A resize recomputes everything.
        cv.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        UIApplication.shared.runUntilIdle()
        #expect(layout.fullComputations == 2 && cv.cellForItem(at: IndexPath(item: 0, section: 1))?.frame.width == 300)
    }

    @Test func carouselSnapsAFlingToAnItemCenter() {
        let model = CollectionModel(items: 20)
        let layout = CarouselLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 200, height: 200)
        layout.sectionInset = UIEdgeInsets(top: 0, left: 60, bottom: 0, right: 60)
        let recorder = ScrollRecorder()
        let (window, cv) = makeCollection(model, layout: layout, size: CGSize(width: 320, height: 220))
        defer { finish(window) }
        cv.delegate = recorder
        // Item i is centered at 160 + 210 i (inset 60, width 200, line spacing 10).
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 270, y: 10, width: 200, height: 200))
        // 200 points left in 10 frames: 1200 points/s; the fling would rest at
        // 200 + 1.2 * 0.998 / 0.002 = 798.8, whose nearest center is item 4's (1000).
        window.drag(from: CGPoint(x: 300, y: 100), to: CGPoint(x: 100, y: 100), steps: 10)
        #expect(abs(layout.velocities.last!.x - 1200) < 1e-6, "points per second")
        #expect(recorder.projectedTarget == CGPoint(x: 840, y: 0), "the delegate sees the layout's target")
        UIApplication.shared.advanceTime(by: 10)
        #expect(cv.contentOffset == CGPoint(x: 840, y: 0))
        #expect(cv.cellForItem(at: IndexPath(item: 4, section: 0))!.frame.midX == cv.contentOffset.x + 160)
    }

    @Test func decorationViewsComeFromTheLayoutAndSitBehindEachSection() {
        let model = CollectionModel(sections: 3, items: 10)
        let layout = DecoratedFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 40)
        layout.sectionInset = UIEdgeInsets(top: 20, left: 0, bottom: 20, right: 0)
        let (window, cv) = makeCollection(model, layout: layout)
        defer { finish(window) }
        let backgrounds = cv.subviews.filter { $0 is SectionBackgroundView && !$0.isHidden }
        // Section 0: 4 lines of 3 items (100 wide, spread over 320), 20 + 4 * 40 + 3 * 10 + 20
        // = 230 tall; sections 1 and 2 start at 230 and 460, their backgrounds at 245 and 475.
        #expect(backgrounds.count == 3)
        let first = backgrounds.first { $0.frame.minY == 15 }!
        #expect(first.frame == CGRect(x: 0, y: 15, width: 320, height: 200))
        #expect(first.layer.zPosition == -1)
        let cell = cv.cellForItem(at: IndexPath(item: 0, section: 0))!
        #expect(cv.subviews.firstIndex(of: first)! < cv.subviews.firstIndex(of: cell)!, "behind the cells")
        // Taps go to the cells in front of it.
        #expect(cv.hitTest(CGPoint(x: 10, y: 30), with: nil)?.isDescendant(of: cell) == true)
        // Scrolling reuses decoration views like cells.
        cv.contentOffset = CGPoint(x: 0, y: 460)
        UIApplication.shared.runUntilIdle()
        let all = cv.subviews.filter { $0 is SectionBackgroundView }
        #expect(all.count == 3 && all.filter { !$0.isHidden }.map(\.frame.minY) == [475], "no new view")
    }
}
