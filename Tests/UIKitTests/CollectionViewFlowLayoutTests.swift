import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Flow layout frames. UIKit's line rules, as documented and observed:
/// - `minimumInteritemSpacing` "is used to compute how many items can fit in a single
///   line, but after the number of items is determined, the actual spacing may possibly be
///   adjusted upward" (Apple, UICollectionViewFlowLayout.minimumInteritemSpacing): full
///   lines are justified, the extra space going between the items.
/// - The last line of a section is not justified: "On the last line, it used exactly the
///   minimumInteritemSpacing value and doesn't fill entirely the line" (answer on
///   "Collection view grid last row appears differently", newbedev); "UICollectionViewFlowLayout's
///   last row is left-aligned" (openradar 20825965, steipete). A lone last item sits at
///   the leading inset.
/// - Line spacing "is not applied to the space between the header and the first line or
///   between the last line and the footer" (Apple, minimumLineSpacing); defaults: item
///   50 x 50, spacings 10.
@MainActor @Suite(.serialized) struct CollectionViewFlowLayoutTests {
    @Test func defaultsAreUIKits() {
        let layout = UICollectionViewFlowLayout()
        #expect(layout.itemSize == CGSize(width: 50, height: 50) && layout.minimumLineSpacing == 10 && layout.minimumInteritemSpacing == 10)
        #expect(layout.scrollDirection == .vertical && layout.sectionInset == .zero && layout.estimatedItemSize == .zero)
        #expect(layout.headerReferenceSize == .zero && layout.footerReferenceSize == .zero && !layout.sectionHeadersPinToVisibleBounds)
        #expect(layout.sectionInsetReference == .fromContentInset)
    }

    @Test func fullLinesSpreadTheirItemsAndTheLastLineDoesNot() {
        let model = CollectionModel(items: 8)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 40)
        layout.sectionInset = UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 10)
        let (window, cv) = makeCollection(model, layout: layout)
        defer { finish(window) }
        // 300 points between the insets: three 90-point items (270 + 2 x 10 fits, a fourth
        // does not); the 30 points left go between them: spacing 15.
        let f = cv.visibleFrames
        #expect(f[IndexPath(item: 0, section: 0)] == CGRect(x: 10, y: 5, width: 90, height: 40))
        #expect(f[IndexPath(item: 1, section: 0)] == CGRect(x: 115, y: 5, width: 90, height: 40))
        #expect(f[IndexPath(item: 2, section: 0)] == CGRect(x: 220, y: 5, width: 90, height: 40))
        #expect(f[IndexPath(item: 3, section: 0)] == CGRect(x: 10, y: 55, width: 90, height: 40))
        // Last line (items 6, 7): the minimum spacing from the leading inset.
        #expect(f[IndexPath(item: 6, section: 0)] == CGRect(x: 10, y: 105, width: 90, height: 40))
        #expect(f[IndexPath(item: 7, section: 0)] == CGRect(x: 110, y: 105, width: 90, height: 40))
        #expect(cv.contentSize == CGSize(width: 320, height: 5 + 3 * 40 + 2 * 10 + 15))
        // A lone last item is neither stretched nor centered.
        model.items[0].removeLast()
        cv.deleteItems(at: [IndexPath(item: 7, section: 0)])
        UIApplication.shared.advanceTime(by: 1)
        #expect(cv.cellForItem(at: IndexPath(item: 6, section: 0))?.frame == CGRect(x: 10, y: 105, width: 90, height: 40))
    }

    @Test func itemsOfALineAreCenteredOnItsTallestAndDelegateMetricsWin() {
        let model = CollectionModel(sections: 2, items: 3)
        model.sizes = { ip in CGSize(width: 100, height: ip.item == 1 ? 60 : 20) }
        final class Metrics: NSObject, UICollectionViewDelegateFlowLayout {
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
                UIEdgeInsets(top: 0, left: 0, bottom: section == 0 ? 30 : 0, right: 0)
            }
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                CGSize(width: 100, height: indexPath.item == 1 ? 60 : 20)
            }
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize {
                CGSize(width: 0, height: 25)
            }
        }
        let metrics = Metrics()
        let layout = UICollectionViewFlowLayout()
        let (window, cv) = makeCollection(model, layout: layout, size: CGSize(width: 300, height: 400))
        defer { finish(window) }
        cv.delegate = metrics
        layout.invalidateLayout()
        UIApplication.shared.runUntilIdle()
        // Header 25, then a line 60 tall holding 20-60-20 items centered vertically;
        // three 100-point items fill 300 exactly (spacing 0 would be needed: they do not
        // fit with 10, so two lines: 100 + 10 + 100 on the first, justified to 0/200).
        let f = cv.visibleFrames
        #expect(f[IndexPath(item: 0, section: 0)] == CGRect(x: 0, y: 45, width: 100, height: 20))
        #expect(f[IndexPath(item: 1, section: 0)] == CGRect(x: 200, y: 25, width: 100, height: 60))
        #expect(f[IndexPath(item: 2, section: 0)] == CGRect(x: 0, y: 95, width: 100, height: 20))
        let header1 = cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))!
        #expect(header1.frame == CGRect(x: 0, y: 145, width: 300, height: 25), "after the 30-point bottom inset")
        #expect((header1 as! TitleView).label.text == "header 1")
    }

    @Test func horizontalScrollingStacksItemsInColumns() {
        let model = CollectionModel(items: 7)
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 80, height: 60)
        layout.headerReferenceSize = CGSize(width: 30, height: 999)
        let (window, cv) = makeCollection(model, layout: layout, size: CGSize(width: 320, height: 200))
        defer { finish(window) }
        // Columns of 200 points: three 60-point items (200 - 180 = 20 between 2 gaps: 10 + 10).
        let f = cv.visibleFrames
        #expect(f[IndexPath(item: 0, section: 0)] == CGRect(x: 30, y: 0, width: 80, height: 60))
        #expect(f[IndexPath(item: 1, section: 0)] == CGRect(x: 30, y: 70, width: 80, height: 60))
        #expect(f[IndexPath(item: 2, section: 0)] == CGRect(x: 30, y: 140, width: 80, height: 60))
        #expect(f[IndexPath(item: 3, section: 0)] == CGRect(x: 120, y: 0, width: 80, height: 60))
        #expect(f[IndexPath(item: 6, section: 0)] == CGRect(x: 210, y: 0, width: 80, height: 60))
        let header = cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))!
        #expect(header.frame == CGRect(x: 0, y: 0, width: 30, height: 200), "the width counts when scrolling horizontally")
        #expect(cv.contentSize == CGSize(width: 290, height: 200))
    }

    @Test func pinnedHeadersStayAtTheTopUntilTheirSectionEnds() {
        let model = CollectionModel(sections: 3, items: 9)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        layout.sectionHeadersPinToVisibleBounds = true
        let (window, cv) = makeCollection(model, layout: layout, size: CGSize(width: 300, height: 300))
        defer { finish(window) }
        // Sections are 40 + 300 = 340 tall.
        cv.contentOffset = CGPoint(x: 0, y: 200)
        UIApplication.shared.runUntilIdle()
        let header0 = cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))!
        #expect(header0.frame.minY == 200 && header0.layer.zPosition > 0)
        cv.contentOffset = CGPoint(x: 0, y: 320)
        UIApplication.shared.runUntilIdle()
        #expect(header0.frame.minY == 300, "pushed up by the end of its section")
        #expect(cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))?.frame.minY == 340)
        #expect(layout.model.sections.count == 3)
    }

    @Test func selfSizingCellsReplaceTheEstimate() {
        final class SelfSizingCell: UICollectionViewCell {
            let box = UIView()
            var height: NSLayoutConstraint!
            override init(frame: CGRect) {
                super.init(frame: frame)
                box.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(box)
                // Below required, as iOS advises for cells sized from an estimate (the cell
                // has the estimated size until it is measured).
                height = box.heightAnchor.constraint(equalToConstant: 30)
                height.priority = UILayoutPriority(999)
                let width = box.widthAnchor.constraint(equalToConstant: 300)
                width.priority = UILayoutPriority(999)
                NSLayoutConstraint.activate([
                    box.topAnchor.constraint(equalTo: contentView.topAnchor),
                    box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                    box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                    box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                    width,
                    height,
                ])
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        final class Source: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 20 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "sizing", for: indexPath) as! SelfSizingCell
                cell.height.constant = 30 + CGFloat(indexPath.item % 3) * 10
                return cell
            }
        }
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        layout.minimumLineSpacing = 0
        let source = Source()
        let (window, cv) = makeCollection(CollectionModel(items: 0), layout: layout, size: CGSize(width: 320, height: 480)) {
            $0.register(SelfSizingCell.self, forCellWithReuseIdentifier: "sizing")
        }
        defer { finish(window) }
        cv.dataSource = source
        UIApplication.shared.runUntilIdle()
        // One 300-wide item per line, centered as a lone item on a line that is not the
        // last; heights 30, 40, 50, 30, ...
        let f = cv.visibleFrames
        #expect(f[IndexPath(item: 0, section: 0)] == CGRect(x: 10, y: 0, width: 300, height: 30))
        #expect(f[IndexPath(item: 1, section: 0)] == CGRect(x: 10, y: 30, width: 300, height: 40))
        #expect(f[IndexPath(item: 2, section: 0)] == CGRect(x: 10, y: 70, width: 300, height: 50))
    }

    @Test func registrationsConfigureCellsAndSupplementaryViews() {
        final class Source: NSObject, UICollectionViewDataSource {
            let items = ["a", "b", "c"]
            let cells = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, indexPath, item in
                var content = UIListContentConfiguration.cell()
                content.text = item
                cell.contentConfiguration = content
                cell.backgroundConfiguration = .listPlainCell()
            }
            let headers = UICollectionView.SupplementaryRegistration<TitleView>(elementKind: UICollectionView.elementKindSectionHeader) { view, kind, indexPath in
                view.label.text = "section \(indexPath.section)"
            }
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: items[indexPath.item])
            }
            func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
                collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
            }
        }
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 44)
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        let source = Source()
        let (window, cv) = makeCollection(CollectionModel(items: 0), layout: layout)
        defer { finish(window) }
        cv.dataSource = source
        UIApplication.shared.runUntilIdle()
        let cell = cv.cellForItem(at: IndexPath(item: 1, section: 0))!
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "b")
        #expect(cell.contentView.subviews.contains { $0 is UIListContentView })
        let header = cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)) as? TitleView
        #expect(header?.label.text == "section 0")
        // The configuration follows the selection state.
        var states: [Bool] = []
        cell.configurationUpdateHandler = { _, state in states.append(state.isSelected) }
        cv.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        #expect(cell.isSelected && states.last == true)
    }
}
