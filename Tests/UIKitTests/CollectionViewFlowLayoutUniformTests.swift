import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A data source of `counts[s]` items per section and a flow delegate that answers only
/// the section metrics (not `sizeForItemAt`): the flow layout's uniform path.
@MainActor
final class UniformSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var counts: [Int]
    var headerHeight: CGFloat = 0
    init(_ counts: [Int]) { self.counts = counts }
    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! LabelCell
        cell.label.text = "\(indexPath.item)"
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "title", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize {
        CGSize(width: headerHeight, height: headerHeight)
    }
}

/// The flow layout's uniform path (every item `itemSize`: lines computed arithmetically)
/// must give exactly the frames of the general path (the delegate answering `sizeForItemAt`
/// with the same size), whose line rules `CollectionViewFlowLayoutTests` checks against
/// UIKit's documented behaviour.
@MainActor @Suite(.serialized) struct CollectionViewFlowLayoutUniformTests {
    /// Every element's frame in the whole content, by category, kind and index path.
    func allFrames(_ cv: UICollectionView) -> [String: CGRect] {
        let content = CGRect(origin: .zero, size: cv.contentSize).insetBy(dx: -1, dy: -1)
        var result: [String: CGRect] = [:]
        for a in cv.collectionViewLayout.layoutAttributesForElements(in: content) ?? [] {
            result["\(a.representedElementCategory) \(a.representedElementKind ?? "") \(a.indexPath)"] = a.frame
        }
        return result
    }

    func configure(_ layout: UICollectionViewFlowLayout, _ variant: Int) {
        layout.itemSize = [CGSize(width: 90, height: 40), CGSize(width: 200, height: 30), CGSize(width: 70, height: 70), CGSize(width: 400, height: 20)][variant % 4]
        layout.sectionInset = UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 7)
        layout.minimumInteritemSpacing = [10, 3, 0, 10][variant % 4]
        layout.minimumLineSpacing = [10, 0, 7][variant % 3]
        layout.scrollDirection = variant >= 4 ? .horizontal : .vertical
        layout.footerReferenceSize = CGSize(width: 12, height: 12)
    }

    @Test(arguments: 0..<8) func uniformFramesEqualTheGeneralPath(variant: Int) {
        let counts = [7, 0, 1, 12, 3]
        // General path: the test model answers sizeForItemAt with the layout's itemSize.
        let model = CollectionModel(counts.map { n in (0..<n).map { "\($0)" } })
        let general = UICollectionViewFlowLayout()
        configure(general, variant)
        let (w1, cv1) = makeCollection(model, layout: general)
        defer { finish(w1) }
        let uniform = UICollectionViewFlowLayout()
        configure(uniform, variant)
        let source = UniformSource(counts)
        source.headerHeight = 25
        let (w2, cv2) = makeCollection(CollectionModel([]), layout: uniform) { cv in
            cv.register(TitleView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "title")
        }
        defer { finish(w2) }
        cv2.dataSource = source
        cv2.delegate = source
        UIApplication.shared.runUntilIdle()
        #expect(uniform.model.sections.allSatisfy { $0.uniform != nil }, "the uniform path is taken")
        #expect(general.model.sections.allSatisfy { $0.uniform == nil })
        // Headers only in the uniform one: compare items and footers, then the header shift.
        general.headerReferenceSize = CGSize(width: 25, height: 25)
        UIApplication.shared.runUntilIdle()
        #expect(cv1.contentSize == cv2.contentSize)
        let a = allFrames(cv1), b = allFrames(cv2)
        #expect(a.count == counts.reduce(0, +) + 2 * counts.count && a.count == b.count)
        for (key, frame) in a { #expect(b[key] == frame, "\(key)") }
        // Single items answer the same, and index paths outside the section answer nil.
        for s in counts.indices {
            for i in 0..<counts[s] {
                let ip = IndexPath(item: i, section: s)
                #expect(uniform.layoutAttributesForItem(at: ip)?.frame == general.layoutAttributesForItem(at: ip)?.frame)
            }
            #expect(uniform.layoutAttributesForItem(at: IndexPath(item: counts[s], section: s)) == nil)
        }
        // Partial rectangles find the same elements.
        let size = cv1.contentSize
        for k in 0..<6 {
            let r = CGRect(x: size.width * CGFloat(k) / 7, y: size.height * CGFloat(k) / 7, width: 60 + CGFloat(k) * 30, height: 55)
            let ga = Set((general.layoutAttributesForElements(in: r) ?? []).map { "\($0.indexPath) \($0.frame)" })
            let ua = Set((uniform.layoutAttributesForElements(in: r) ?? []).map { "\($0.indexPath) \($0.frame)" })
            #expect(ga == ua, "rect \(r)")
        }
    }

    @Test func aMillionItemsArePreparedWithoutVisitingEachItem() {
        let source = UniformSource([1_000_000])
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 120, height: 140)
        let (window, cv) = makeCollection(CollectionModel([]), layout: layout, size: CGSize(width: 1280, height: 800))
        defer { finish(window) }
        cv.dataSource = source
        cv.delegate = source
        UIApplication.shared.runUntilIdle()
        // 1280 points: ten 120-point items (1200 + 9 x 10 = 1290 > 1280, so nine: 1080 +
        // 80 of spacing fits); 200 points left spread over 8 gaps: spacing 25.
        let g = layout.model.sections[0]
        #expect(g.uniform?.perLine == 9 && g.itemFrames.isEmpty && g.lines.starts.isEmpty, "nothing stored per item")
        let lines = (1_000_000 + 8) / 9
        #expect(cv.contentSize == CGSize(width: 1280, height: CGFloat(lines) * 140 + CGFloat(lines - 1) * 10))
        // The last item: line 111,111 (0-based), alone on the last line at the leading inset.
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 999_999, section: 0))?.frame == CGRect(x: 0, y: 111_111 * 150, width: 120, height: 140))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 999_998, section: 0))?.frame == CGRect(x: 1160, y: 111_110 * 150, width: 120, height: 140))
        // Scrolled to the middle (line 55,555), only the lines on screen become views.
        cv.contentOffset = CGPoint(x: 0, y: 55_555 * 150)
        UIApplication.shared.runUntilIdle()
        let visible = cv.indexPathsForVisibleItems
        #expect(visible.count == 6 * 9, "800 points show parts of six 150-point lines")
        #expect(visible.first == IndexPath(item: 55_555 * 9, section: 0) && cv.visibleCells.count == 54)
        #expect(cv.cellForItem(at: IndexPath(item: 55_555 * 9 + 1, section: 0))?.frame == CGRect(x: 145, y: 55_555 * 150, width: 120, height: 140))
    }

    @Test func aDelegateThatSizesItemsKeepsTheGeneralPath() {
        let model = CollectionModel(items: 30)
        let layout = UICollectionViewFlowLayout()
        let (window, _) = makeCollection(model, layout: layout)
        defer { finish(window) }
        #expect(layout.model.sections[0].uniform == nil && layout.model.sections[0].itemFrames.count == 30)
        // Self-sizing also keeps per-item frames even without delegate sizes.
        let source = UniformSource([30])
        let sizing = UICollectionViewFlowLayout()
        sizing.estimatedItemSize = CGSize(width: 50, height: 50)
        let (w2, cv2) = makeCollection(CollectionModel([]), layout: sizing)
        defer { finish(w2) }
        cv2.dataSource = source
        cv2.delegate = source
        UIApplication.shared.runUntilIdle()
        #expect(sizing.model.sections[0].uniform == nil && sizing.model.sections[0].itemFrames.count == 30)
    }
}
