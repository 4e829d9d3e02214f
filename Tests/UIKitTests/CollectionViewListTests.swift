import Foundation
import Testing
import UIKit
import UIKitTesting

/// List sections and list cells: the appearances' insets, separators and backgrounds,
/// accessories placed beside the content, and outline disclosure through section snapshots.
@MainActor @Suite(.serialized) struct CollectionViewListTests {
    /// A list of `count` text rows in one section with `configuration`.
    func makeList(_ configuration: UICollectionLayoutListConfiguration, count: Int = 3, sections: Int = 1,
                  accessories: @escaping (Int) -> [UICellAccessory] = { _ in [] }) -> (UIWindow, UICollectionView, UICollectionViewDiffableDataSource<Int, String>) {
        let (window, cv) = makeCollection(keptModel(), layout: UICollectionViewCompositionalLayout.list(using: configuration))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, ip, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = accessories(ip.item)
        }
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: cv) { cv, ip, item in
            cv.dequeueConfiguredReusableCell(using: registration, for: ip, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        for s in 0..<sections {
            snapshot.appendSections([s])
            snapshot.appendItems((0..<count).map { "\(s)-\($0)" }, toSection: s)
        }
        source.apply(snapshot, animatingDifferences: false)
        UIApplication.shared.runUntilIdle()
        return (window, cv, source)
    }

    func cell(_ cv: UICollectionView, _ item: Int, _ section: Int = 0) -> UICollectionViewListCell {
        cv.cellForItem(at: IndexPath(item: item, section: section)) as! UICollectionViewListCell
    }

    @Test func plainListRowsSpanTheWidthWithSeparatorsUnderEveryRow() {
        let (window, cv, _) = makeList(.init(appearance: .plain))
        defer { finish(window) }
        // One line of body text: UIListContentConfiguration's 44-point minimum row.
        #expect(cell(cv, 0).frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(cell(cv, 2).frame == CGRect(x: 0, y: 88, width: 320, height: 44))
        // Separators start at the text (the 16-point margin) and run to the edge; plain
        // lists keep the last one, as plain tables do.
        #expect(!cell(cv, 2).separatorView.isHidden)
        #expect(cell(cv, 0).separatorView.frame.minX == 16 && cell(cv, 0).separatorView.frame.maxX == 320)
        #expect(cell(cv, 0).separatorLayoutGuide.layoutFrame.minX == 16 || { cell(cv, 0).layoutIfNeeded(); return cell(cv, 0).separatorLayoutGuide.layoutFrame.minX == 16 }())
        #expect(cell(cv, 0).backgroundConfiguration == .listPlainCell())
    }

    @Test func insetGroupedListsInsetRoundAndDropTheLastSeparator() {
        let (window, cv, _) = makeList(.init(appearance: .insetGrouped), sections: 2)
        defer { finish(window) }
        // UITableView's inset grouped metrics: 20-point side insets, 18-point spacing
        // above and below each section, 10-point corners on the first and last rows.
        #expect(cell(cv, 0).frame == CGRect(x: 20, y: 18, width: 280, height: 44))
        #expect(abs(cell(cv, 0, 1).frame.minY - (18 + 3 * 44 + 18 + 18)) < 0.001)
        #expect(cell(cv, 0).layer.cornerRadius == 10 && cell(cv, 0).layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(cell(cv, 1).layer.cornerRadius == 0)
        #expect(cell(cv, 2).layer.maskedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        #expect(!cell(cv, 1).separatorView.isHidden && cell(cv, 2).separatorView.isHidden)
        #expect(cell(cv, 0).backgroundConfiguration == .listGroupedCell())
        // The grouped background shows around the rows (pixels).
        let image = window.renderedImage()
        let p = PixelReader(image)[Int(10 * image.scale), Int(60 * image.scale)]
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = UIColor.systemGroupedBackground.getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(p.isNear(Pixel(Int(r * 255 + 0.5), Int(g * 255 + 0.5), Int(b * 255 + 0.5), 255)))
    }

    @Test func sidebarsInsetTheirRowsAndShowNoSeparators() {
        let (window, cv, _) = makeList(.init(appearance: .sidebar))
        defer { finish(window) }
        #expect(cell(cv, 0).frame == CGRect(x: 10, y: 0, width: 300, height: 44))
        #expect(cell(cv, 0).separatorView.isHidden)
        #expect(cell(cv, 0).backgroundConfiguration == .listSidebarCell())
        #expect((cell(cv, 0).contentConfiguration as? UIListContentConfiguration) == .sidebarCell().withText("0-0"))
    }

    @Test func accessoriesArePlacedBesideTheContentPerEditingState() {
        let (window, cv, _) = makeList(.init(appearance: .plain)) { _ in [.disclosureIndicator(), .delete(), .label(text: "Label")] }
        defer { finish(window) }
        let c = cell(cv, 0)
        let chevron = c.accessoryView(at: 0)!
        // The chevron (8 x 13) sits 16 points from the trailing edge, centred; the label
        // 12 points before it; the content view ends at the label.
        #expect(chevron.frame == CGRect(x: 296, y: 15.5, width: 8, height: 13))
        let label = c.accessoryView(at: 2) as! UILabel
        #expect(abs(label.frame.maxX - (296 - 12)) < 0.001)
        #expect(c.contentView.frame == CGRect(x: 0, y: 0, width: label.frame.minX, height: 44))
        let delete = c.accessoryView(at: 1)!
        #expect(delete.isHidden, "delete shows only while editing")
        cv.isEditing = true
        UIApplication.shared.runUntilIdle()
        #expect(!delete.isHidden && delete.frame == CGRect(x: 0, y: 0, width: 38, height: 44))
        #expect(c.contentView.frame.minX == 38)
        #expect(c.configurationState.isEditing)
    }

    @Test func outlineDisclosureExpandsTheSectionSnapshotAndIndentsChildren() {
        let (window, cv) = makeCollection(keptModel(), layout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .sidebar)))
        defer { finish(window) }
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = item.hasPrefix("parent") ? [.outlineDisclosure()] : []
        }
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: cv) { cv, ip, item in
            cv.dequeueConfiguredReusableCell(using: registration, for: ip, item: item)
        }
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["parent"])
        outline.append(["child 1", "child 2"], to: "parent")
        source.apply(outline, to: 0, animatingDifferences: false)
        UIApplication.shared.runUntilIdle()
        #expect(cv.numberOfItems(inSection: 0) == 1)
        let parent = cell(cv, 0)
        let disclosure = parent.accessoryView(at: 0) as! UIControl
        #expect(!parent.configurationState.isExpanded)
        window.tap(at: disclosure.convert(CGPoint(x: disclosure.bounds.midX, y: disclosure.bounds.midY), to: window))
        UIApplication.shared.advanceTime(by: 1)
        #expect(cv.numberOfItems(inSection: 0) == 3)
        #expect(source.snapshot(for: 0).isExpanded("parent"))
        #expect(parent.configurationState.isExpanded)
        // Children are one level deep: indented by one 16-point level.
        #expect(cell(cv, 1).indentationLevel == 1)
        #expect(cell(cv, 1).contentView.frame.minX == 16)
        // Tapping again collapses.
        window.tap(at: disclosure.convert(CGPoint(x: disclosure.bounds.midX, y: disclosure.bounds.midY), to: window))
        UIApplication.shared.advanceTime(by: 1)
        #expect(cv.numberOfItems(inSection: 0) == 1)
    }

    @Test func supplementaryHeadersUseTheListsHeaderLook() {
        var config = UICollectionLayoutListConfiguration(appearance: .grouped)
        config.headerMode = .supplementary
        let (window, cv) = makeCollection(keptModel(), layout: UICollectionViewCompositionalLayout.list(using: config))
        defer { finish(window) }
        let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) { view, _, ip in
            var content = view.defaultContentConfiguration()
            content.text = "Section \(ip.section)"
            view.contentConfiguration = content
        }
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
        }
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: cv) { cv, ip, item in
            cv.dequeueConfiguredReusableCell(using: registration, for: ip, item: item)
        }
        source.supplementaryViewProvider = { cv, _, ip in cv.dequeueConfiguredReusableSupplementary(using: header, for: ip) }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b"])
        source.apply(snapshot, animatingDifferences: false)
        UIApplication.shared.runUntilIdle()
        let view = cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)) as! UICollectionViewListCell
        #expect((view.contentConfiguration as? UIListContentConfiguration)?.textProperties.transform == .uppercase, "the grouped header style")
        // The header sizes itself (no 44-point minimum) and the rows follow it.
        #expect(view.frame.minY == 0 && view.frame.height < 44 && view.frame.height > 0)
        #expect(cell(cv, 0).frame.minY == view.frame.maxY)
    }
}

/// A retained empty model (the data source is replaced by a diffable one).
@MainActor func keptModel() -> CollectionModel {
    let model = CollectionModel(items: 0)
    keptModels.append(model)
    return model
}

extension UIListContentConfiguration {
    func withText(_ text: String) -> Self { var c = self; c.text = text; return c }
}
