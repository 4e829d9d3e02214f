import Foundation
import Testing
import UIKit
import UIKitTesting

/// Whether two rectangles agree to a thousandth of a point (fractions of 320 are not exact
/// in binary floating point).
func close(_ a: CGRect?, _ b: CGRect) -> Bool {
    guard let a else { return false }
    return abs(a.minX - b.minX) < 0.001 && abs(a.minY - b.minY) < 0.001 && abs(a.width - b.width) < 0.001 && abs(a.height - b.height) < 0.001
}

/// Data sources kept alive while their collection views are tested.
@MainActor var keptModels: [CollectionModel] = []

/// A section background drawn in red.
@MainActor
final class RedBackgroundView: UICollectionReusableView {
    override init(frame: CGRect) { super.init(frame: frame); backgroundColor = .red }
    required init?(coder: NSCoder) { fatalError() }
}

/// A cell whose content view holds a box of a constrained height (self-sizing).
@MainActor
final class TallCell: UICollectionViewCell {
    let box = UIView()
    var height: NSLayoutConstraint!
    override init(frame: CGRect) {
        super.init(frame: frame)
        box.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(box)
        height = box.heightAnchor.constraint(equalToConstant: 50)
        NSLayoutConstraint.activate([box.topAnchor.constraint(equalTo: contentView.topAnchor), box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                                     box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor), box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor), height])
    }
    required init?(coder: NSCoder) { fatalError() }
}

/// The compositional layout: frames from the arithmetic of fractional, absolute and
/// estimated sizes for configurations from Apple's "Implementing Modern Collection Views"
/// sample, orthogonal scrolling by real pans, pinned headers, backgrounds and bad input.
@MainActor @Suite(.serialized) struct CollectionViewCompositionalLayoutTests {
    /// Keeps `model` (the collection view's weak data source) alive for the whole test run.
    func keep(_ model: CollectionModel) -> CollectionModel {
        keptModels.append(model)
        return model
    }

    func frame(_ cv: UICollectionView, _ item: Int, _ section: Int = 0) -> CGRect? {
        cv.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    @Test func gridItemsRepeatAcrossTheGroupWithInsets() {
        // Apple's "Grid" and "Inset Items Grid" samples: items 0.2 of the width, groups as
        // tall as a fifth of the width; in 320 points each slot is 64 x 64, five per row,
        // and 2-point content insets make each cell 60 x 60.
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let (window, cv) = makeCollection(keep(CollectionModel(items: 23)), layout: layout)
        defer { finish(window) }
        #expect(close(frame(cv, 0), CGRect(x: 2, y: 2, width: 60, height: 60)))
        #expect(close(frame(cv, 4), CGRect(x: 258, y: 2, width: 60, height: 60)))
        #expect(close(frame(cv, 7), CGRect(x: 130, y: 66, width: 60, height: 60)))
        // 23 items: 5 rows of 64 points.
        #expect(abs(cv.contentSize.height - 320) < 0.001)
        #expect(close(cv.cellForItem(at: IndexPath(item: 7, section: 0))?.frame, CGRect(x: 130, y: 66, width: 60, height: 60)), "the view is where the layout says")
    }

    @Test func twoColumnsWithCountSpacingAndSectionInsets() {
        // Apple's "Two-Column Grid": `subitem:count: 2` with 10-point inter-item spacing,
        // section insets 10: (300 - 10) / 2 = 145 points per column, rows 44 + 10 apart.
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitem: item, count: 2)
        group.interItemSpacing = .fixed(10)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let (window, cv) = makeCollection(keep(CollectionModel(items: 5)), layout: UICollectionViewCompositionalLayout(section: section))
        defer { finish(window) }
        #expect(close(frame(cv, 0), CGRect(x: 10, y: 10, width: 145, height: 44)))
        #expect(close(frame(cv, 1), CGRect(x: 165, y: 10, width: 145, height: 44)))
        #expect(close(frame(cv, 4), CGRect(x: 10, y: 118, width: 145, height: 44)))
        // 3 rows: 10 + 3 * 44 + 2 * 10 + 10.
        #expect(cv.contentSize.height == 172)
    }

    @Test func nestedGroupsResolveAgainstTheirContainers() {
        // Apple's "Nested Groups": a 0.7-wide item and a 0.3-wide column of two items in a
        // group 0.4 of the height (480: 192 points); 10-point insets on every item.
        let leading = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.7), heightDimension: .fractionalHeight(1)))
        leading.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let trailingItem = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.3)))
        trailingItem.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let column = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1)), subitem: trailingItem, count: 2)
        let nested = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.4)),
                                                        subitems: [leading, column])
        let (window, cv) = makeCollection(keep(CollectionModel(items: 6)), layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: nested)))
        defer { finish(window) }
        #expect(close(frame(cv, 0), CGRect(x: 10, y: 10, width: 204, height: 172)))
        #expect(close(frame(cv, 1), CGRect(x: 234, y: 10, width: 76, height: 76)))
        #expect(close(frame(cv, 2), CGRect(x: 234, y: 106, width: 76, height: 76)))
        #expect(close(frame(cv, 3), CGRect(x: 10, y: 202, width: 204, height: 172)))
    }

    @Test func customGroupsAndFlexibleEdgeSpacing() {
        // A custom group puts its items where the provider says, in the group's frame.
        let custom = NSCollectionLayoutGroup.custom(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100))) { env in
            #expect(env.container.contentSize == CGSize(width: 320, height: 100))
            return [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: 50, height: 50)),
                    NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 100, y: 50, width: 50, height: 50), zIndex: 3)]
        }
        let (window, cv) = makeCollection(keep(CollectionModel(items: 3)), layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: custom)))
        defer { finish(window) }
        #expect(frame(cv, 1) == CGRect(x: 100, y: 50, width: 50, height: 50))
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.zIndex == 3)
        #expect(frame(cv, 2) == CGRect(x: 0, y: 100, width: 50, height: 50), "the next group starts below")
        // Flexible leading and trailing edge spacing centres one 100-point item: (320 - 100) / 2.
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .absolute(100), heightDimension: .absolute(40)))
        item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .flexible(0), top: .fixed(5), trailing: .flexible(0), bottom: nil)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
        cv.collectionViewLayout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        UIApplication.shared.runUntilIdle()
        // Three 100-point items fit (300 of 320): the 20 points left go to six flexible edges.
        #expect(close(frame(cv, 0), CGRect(x: 20.0 / 6, y: 5, width: 100, height: 40)))
        #expect(close(frame(cv, 1), CGRect(x: 100 + 3 * 20.0 / 6, y: 5, width: 100, height: 40)))
    }

    /// A layout with an orthogonal first section of groups 0.8 of the width (256 points,
    /// 10 apart) and a second section of 20 rows, 44 points tall.
    func orthogonalLayout(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { index, _ in
            if index == 0 {
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(100)), subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.interGroupSpacing = 10
                section.orthogonalScrollingBehavior = behavior
                return section
            }
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
            return NSCollectionLayoutSection(group: .vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item]))
        }
    }

    @Test(arguments: [
        // 200 points left in 10 frames is a 1200 points/s fling: group paging moves one
        // group (to 266 = 256 + 10), centered group paging centres group 1 (266 + 128 - 160),
        // paging moves one page (the 320-point width).
        (UICollectionLayoutSectionOrthogonalScrollingBehavior.groupPaging, CGFloat(266)),
        (.groupPagingCentered, 234),
        (.paging, 320),
    ])
    func orthogonalSectionsScrollByARealPanAndSnap(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, _ expected: CGFloat) {
        let model = CollectionModel([(0..<10).map { "a\($0)" }, (0..<20).map { "b\($0)" }])
        let (window, cv) = makeCollection(model, layout: orthogonalLayout(behavior))
        defer { finish(window) }
        let cell0 = cv.cellForItem(at: IndexPath(item: 0, section: 0))!
        let scroller = cell0.superview as? UIScrollView
        #expect(scroller != nil && scroller !== cv, "orthogonal cells live in an internal scroll view")
        #expect(scroller?.frame == CGRect(x: 0, y: 0, width: 320, height: 100))
        #expect(scroller?.contentSize == CGSize(width: 10 * 256 + 9 * 10, height: 100))
        window.drag(from: CGPoint(x: 300, y: 50), to: CGPoint(x: 100, y: 50), steps: 10)
        UIApplication.shared.advanceTime(by: 10)
        #expect(abs(scroller!.contentOffset.x - expected) < 0.001)
        #expect(cv.contentOffset == .zero, "the collection view did not scroll")
        // The item's attributes follow the internal scroll view: item 1 starts at 266 - offset.
        #expect(abs(frame(cv, 1)!.minX - (266 - expected)) < 0.001)
        let cell1 = cv.cellForItem(at: IndexPath(item: 1, section: 0))!
        #expect(abs(cell1.convert(cell1.bounds, to: cv).minX - (266 - expected)) < 0.001, "on screen where the attributes say")
        // A tap selects the item under the finger inside the scrolled section.
        window.tap(at: CGPoint(x: 266 - expected + 100, y: 50))
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    }

    @Test func continuousGroupLeadingBoundaryRestsOnAGroupAndVerticalDragsScrollTheCollection() {
        let model = CollectionModel([(0..<10).map { "a\($0)" }, (0..<20).map { "b\($0)" }])
        let (window, cv) = makeCollection(model, layout: orthogonalLayout(.continuousGroupLeadingBoundary))
        defer { finish(window) }
        let scroller = cv.cellForItem(at: IndexPath(item: 0, section: 0))!.superview as! UIScrollView
        window.drag(from: CGPoint(x: 300, y: 50), to: CGPoint(x: 100, y: 50), steps: 10)
        UIApplication.shared.advanceTime(by: 10)
        // Wherever the fling would rest, it rests at a multiple of 266 (a group's leading edge).
        let x = scroller.contentOffset.x
        #expect(x > 266 && abs((x / 266).rounded() * 266 - x) < 0.001)
        // A vertical drag on the orthogonal section scrolls the collection view instead.
        window.drag(from: CGPoint(x: 160, y: 90), to: CGPoint(x: 160, y: 10), steps: 10)
        UIApplication.shared.advanceTime(by: 10)
        #expect(cv.contentOffset.y > 0)
        #expect(scroller.contentOffset.x == x)
    }

    @Test func pinnedHeadersStayInTheVisibleBoundsWithinTheirSection() {
        // Headers 30 tall, ten 50-point rows: section 0 spans 0...530, section 1 starts at 530.
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item]))
        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                                                                 elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        let (window, cv) = makeCollection(keep(CollectionModel(sections: 2, items: 10)), layout: UICollectionViewCompositionalLayout(section: section))
        defer { finish(window) }
        func headerView(_ s: Int) -> UICollectionReusableView? { cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: s)) }
        #expect(headerView(0)?.frame == CGRect(x: 0, y: 0, width: 320, height: 30))
        #expect(frame(cv, 0) == CGRect(x: 0, y: 30, width: 320, height: 50))
        cv.contentOffset = CGPoint(x: 0, y: 100)
        UIApplication.shared.runUntilIdle()
        #expect(headerView(0)?.frame.minY == 100)
        // Near the section's end the next section pushes it: it stops at 530 - 30.
        cv.contentOffset = CGPoint(x: 0, y: 520)
        UIApplication.shared.runUntilIdle()
        #expect(headerView(0)?.frame.minY == 500)
        #expect(headerView(1)?.frame.minY == 530)
        // The pinned header is in front of the cells it covers.
        let cell = cv.cellForItem(at: IndexPath(item: 9, section: 0))
        #expect(cell != nil && headerView(0) != nil)
        if let cell, let header = headerView(0) { #expect(cv.subviews.firstIndex(of: header)! > cv.subviews.firstIndex(of: cell)!) }
    }

    @Test func decorationBackgroundsSitBehindEachSection() {
        // Apple's "Section Background Decoration": section insets 10, the background inset
        // 5: red shows in a 5-point ring around the items; outside it the window's white.
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)))
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)), subitems: [item]))
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
        background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        section.decorationItems = [background]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(RedBackgroundView.self, forDecorationViewOfKind: "background")
        let (window, cv) = makeCollection(keep(CollectionModel(sections: 2, items: 3)), layout: layout) { cv in cv.backgroundColor = .white }
        defer { finish(window) }
        for cell in cv.visibleCells { cell.backgroundColor = .blue }
        UIApplication.shared.runUntilIdle()
        let backgrounds = cv.subviews.filter { $0 is RedBackgroundView && !$0.isHidden }
        // Section 0: 10 + 3 * 40 + 10 = 140 tall; its background 5...135; section 1's 145...275.
        #expect(backgrounds.map(\.frame).sorted { $0.minY < $1.minY } == [CGRect(x: 5, y: 5, width: 310, height: 130), CGRect(x: 5, y: 145, width: 310, height: 130)])
        let image = window.renderedImage()
        let pixels = PixelReader(image)
        func at(_ x: CGFloat, _ y: CGFloat) -> Pixel { pixels[Int(x * image.scale), Int(y * image.scale)] }
        #expect(at(7, 7).isNear(.red))
        #expect(at(2, 2).isNear(.white))
        #expect(at(50, 30).isNear(.blue), "the cells are in front of the background")
        #expect(at(312, 150).isNear(.red))
    }

    @Test func estimatedHeightsSelfSizeThroughPreferredAttributes() {
        // Rows estimated at 44 whose content needs 60, 70, 80…: each row takes its height
        // and the next starts below it; the width stays the group's.
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        let registration = UICollectionView.CellRegistration<TallCell, Int> { cell, _, item in cell.height.constant = 60 + 10 * CGFloat(item) }
        let (window, cv) = makeCollection(keep(CollectionModel(items: 0)), layout: UICollectionViewCompositionalLayout(section: section))
        defer { finish(window) }
        let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: cv) { cv, ip, item in
            cv.dequeueConfiguredReusableCell(using: registration, for: ip, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<5))
        source.apply(snapshot, animatingDifferences: false)
        UIApplication.shared.runUntilIdle()
        #expect(frame(cv, 0) == CGRect(x: 0, y: 0, width: 320, height: 60))
        #expect(frame(cv, 1) == CGRect(x: 0, y: 60, width: 320, height: 70))
        #expect(frame(cv, 4) == CGRect(x: 0, y: 60 + 70 + 80 + 90, width: 320, height: 100))
        #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 0, y: 130, width: 320, height: 80))
        #expect(cv.contentSize.height == 400)
    }

    @Test func invalidDimensionsAreLoggedAndClampedWithoutCrashing() {
        // NaN, infinite and negative dimensions and a zero fraction resolve to 0 (logged);
        // a zero-width item does not repeat forever in its row.
        CompositionalDiagnostics.recent = []
        let bad = [NSCollectionLayoutDimension.absolute(.nan), .fractionalWidth(-1), .absolute(.infinity), .fractionalWidth(0)]
        for width in bad {
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: width, heightDimension: .absolute(20)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(20)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = .nan
            let (window, cv) = makeCollection(keep(CollectionModel(items: 4)), layout: UICollectionViewCompositionalLayout(section: section))
            #expect(frame(cv, 0)?.width == 0)
            #expect(cv.numberOfItems(inSection: 0) == 4 && cv.contentSize.height.isFinite)
            finish(window)
        }
        let log = CompositionalDiagnostics.recent.joined(separator: "\n")
        #expect(log.contains("invalid (NaN, infinite or negative)"))
        #expect(log.contains("interGroupSpacing nan is invalid"))
        #expect(log.contains("zero length along the group's axis"))
        // A section provider returning nil leaves that section empty (logged).
        let layout = UICollectionViewCompositionalLayout { _, _ in nil }
        let (window, cv) = makeCollection(keep(CollectionModel(items: 3)), layout: layout)
        defer { finish(window) }
        #expect(cv.visibleCells.isEmpty)
        #expect(CompositionalDiagnostics.recent.last?.contains("returned nil for section 0") == true)
    }

    @Test func configurationSpacesSectionsAndAddsLayoutHeaders() {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)))
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)), subitems: [item]))
        let config = UICollectionViewCompositionalLayoutConfiguration()
        config.interSectionSpacing = 20
        config.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                                                                                         elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
        let (window, cv) = makeCollection(keep(CollectionModel(sections: 2, items: 2)), layout: UICollectionViewCompositionalLayout(section: section, configuration: config))
        defer { finish(window) }
        // The layout header (50), section 0 (80), 20 apart, section 1 (80).
        #expect(frame(cv, 0, 0)?.minY == 50)
        #expect(frame(cv, 0, 1)?.minY == 150)
        #expect(cv.contentSize.height == 230)
        #expect(cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 0, width: 320, height: 50))
    }

    @Test func badgesAttachToTheirItems() {
        // Apple's "Item Badges": a 20 x 20 badge at the top-trailing corner, moved 0.3 of its
        // size outwards (6 points right and up).
        let badge = NSCollectionLayoutSupplementaryItem(layoutSize: .init(widthDimension: .absolute(20), heightDimension: .absolute(20)), elementKind: "badge",
                                                        containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .absolute(100), heightDimension: .absolute(100)), supplementaryItems: [badge])
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)), subitems: [item])
        let (window, cv) = makeCollection(keep(CollectionModel(items: 2)), layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))) { cv in
            cv.register(TitleView.self, forSupplementaryViewOfKind: "badge", withReuseIdentifier: "title")
        }
        defer { finish(window) }
        let view = cv.supplementaryView(forElementKind: "badge", at: IndexPath(item: 1, section: 0))
        #expect(view.map { close($0.frame, CGRect(x: 186, y: -6, width: 20, height: 20)) } == true)
    }
}
