import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor @Suite(.serialized) struct DiffableCollectionDataSourceTests {
    /// A shown 300x400 collection view whose diffable data source makes `LabelCell`s showing
    /// `titles[item] ?? item`; the flow layout grid has 100x100 items, no spacing (three per line).
    @MainActor final class Fixture {  // shared with DiffableCollectionReorderingTests
        let window: UIWindow
        let cv: UICollectionView
        var titles: [String: String] = [:]
        var cellsMade = 0
        var dataSource: UICollectionViewDiffableDataSource<String, String>!

        init(layout: UICollectionViewLayout? = nil) {
            let flow = UICollectionViewFlowLayout()
            flow.itemSize = CGSize(width: 100, height: 100)
            flow.minimumLineSpacing = 0
            flow.minimumInteritemSpacing = 0
            window = makeEventWindow(CGSize(width: 300, height: 400))
            cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout ?? flow)
            cv.register(LabelCell.self, forCellWithReuseIdentifier: "cell")
            cv.register(TitleView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "title")
            window.addSubview(cv)
            dataSource = UICollectionViewDiffableDataSource(collectionView: cv) { [unowned self] cv, indexPath, item in
                self.cellsMade += 1
                let cell = cv.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! LabelCell
                cell.label.text = self.titles[item] ?? item
                return cell
            }
        }

        func apply(_ items: [String], animated: Bool = false, completion: (() -> Void)? = nil) {
            var snapshot = NSDiffableDataSourceSnapshot<String, String>()
            snapshot.appendSections(["main"])
            snapshot.appendItems(items)
            dataSource.apply(snapshot, animatingDifferences: animated, completion: completion)
        }

        func cell(_ item: String) -> LabelCell? {
            dataSource.indexPath(for: item).flatMap { cv.cellForItem(at: $0) as? LabelCell }
        }

        /// The texts of the cells on screen in index-path order.
        var shownTexts: [String] {
            cv.indexPathsForVisibleItems.sorted().compactMap { (cv.cellForItem(at: $0) as? LabelCell)?.label.text }
        }
    }

    @Test func appliedSnapshotShowsCellsInAFlowLayoutGrid() {
        let f = Fixture()
        defer { finish(f.window) }
        f.apply(["a", "b", "c", "d", "e"])
        UIApplication.shared.runUntilIdle()
        #expect(f.shownTexts == ["a", "b", "c", "d", "e"])
        #expect(f.cell("d")?.frame == CGRect(x: 0, y: 100, width: 100, height: 100))
        #expect(f.cell("e")?.frame == CGRect(x: 100, y: 100, width: 100, height: 100))
        #expect(f.dataSource.itemIdentifier(for: IndexPath(item: 2, section: 0)) == "c")
        #expect(f.dataSource.indexPath(for: "e") == IndexPath(item: 4, section: 0))
        #expect(f.dataSource.indexPath(for: "zz") == nil && f.dataSource.itemIdentifier(for: IndexPath(item: 9, section: 0)) == nil)
        #expect(f.dataSource.sectionIdentifier(for: 0) == "main" && f.dataSource.sectionIdentifier(for: 1) == nil)
        #expect(f.dataSource.index(for: "main") == 0 && f.dataSource.index(for: "other") == nil)
        #expect(f.cv.numberOfSections == 1 && f.cv.numberOfItems(inSection: 0) == 5)
    }

    @Test func appliedSnapshotShowsCellsInACustomLayout() {
        let layout = MosaicLayout()
        let f = Fixture(layout: layout)
        defer { finish(f.window) }
        f.apply(["a", "b", "c", "d"])
        UIApplication.shared.runUntilIdle()
        #expect(f.shownTexts.count >= 2 && f.shownTexts.first == "a")
        for ip in f.cv.indexPathsForVisibleItems {
            #expect(f.cv.cellForItem(at: ip)!.frame == layout.layoutAttributesForItem(at: ip)!.frame)
        }
        // The mosaic's first segment is one full-width item.
        #expect(f.cell("a")!.frame.width == 300)
    }

    @Test func animatedDeleteMovesTheFollowingCellsOnTheMediaClock() {
        let f = Fixture()
        defer { finish(f.window) }
        f.apply(["a", "b", "c", "d"])
        UIApplication.shared.runUntilIdle()
        let b = f.cell("b")!, d = f.cell("d")!
        var done = false
        f.apply(["b", "c", "d"], animated: true) { done = true }
        #expect(f.cell("b") === b && b.frame.minX == 0, "model values are final at once")
        UIApplication.shared.advanceTime(by: 0.15)
        // Half of UIKit's 0.3 s batch-update animation, ease in-out: half the distance.
        #expect(abs(b.layer.presentation()!.frame.minX - 50) < 1)
        #expect(abs(d.layer.presentation()!.frame.minX - 100) < 1, "from (0, 100) to (200, 0)")
        #expect(abs(d.layer.presentation()!.frame.minY - 50) < 1)
        #expect(!done)
        UIApplication.shared.advanceTime(by: 0.2)
        #expect(done)
        #expect(b.layer.presentation()!.frame.minX == 0 && f.shownTexts == ["b", "c", "d"])
    }

    @Test func animatedInsertAndMoveKeepTheCellsAndAnimateThem() {
        let f = Fixture()
        defer { finish(f.window) }
        f.apply(["a", "b", "c"])
        UIApplication.shared.runUntilIdle()
        let a = f.cell("a")!, b = f.cell("b")!, c = f.cell("c")!
        var done = 0
        f.apply(["n", "a", "b", "c"], animated: true) { done += 1 }
        #expect(f.cell("a") === a && f.cell("n")?.label.text == "n")
        UIApplication.shared.advanceTime(by: 0.15)
        #expect(abs(a.layer.presentation()!.frame.minX - 50) < 1, "from 0 to 100")
        UIApplication.shared.advanceTime(by: 0.2)
        #expect(done == 1)
        // Move "a" to the end: the same cell travels from (100, 0) to (0, 100).
        let made = f.cellsMade
        f.apply(["n", "b", "c", "a"], animated: true) { done += 1 }
        #expect(f.cell("a") === a && f.cell("b") === b && f.cell("c") === c)
        #expect(f.cellsMade == made, "a move makes no new cell")
        UIApplication.shared.advanceTime(by: 0.15)
        #expect(abs(a.layer.presentation()!.frame.minX - 50) < 1 && abs(a.layer.presentation()!.frame.minY - 50) < 1)
        #expect(done == 1)
        UIApplication.shared.advanceTime(by: 0.2)
        #expect(done == 2 && a.frame.origin == CGPoint(x: 0, y: 100))
        #expect(f.shownTexts == ["n", "b", "c", "a"])
    }

    @Test func reconfigureKeepsTheSameCell() {
        let f = Fixture()
        defer { finish(f.window) }
        f.apply(["a", "b"])
        UIApplication.shared.runUntilIdle()
        let b = f.cell("b")!
        let reuses = b.reuses
        f.titles["b"] = "Bee"
        var snapshot = f.dataSource.snapshot()
        snapshot.reconfigureItems(["b"])
        f.dataSource.apply(snapshot)
        UIApplication.shared.runUntilIdle()
        #expect(f.cell("b") === b && b.label.text == "Bee" && b.reuses == reuses)
        // A reload makes the cell again (prepared for reuse).
        f.titles["a"] = "Ay"
        snapshot = f.dataSource.snapshot()
        snapshot.reloadItems(["a"])
        f.dataSource.apply(snapshot, animatingDifferences: false)
        UIApplication.shared.runUntilIdle()
        #expect(f.cell("a")?.label.text == "Ay")
    }

    @Test func supplementaryViewProviderMakesTheHeaders() {
        let flow = UICollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 100, height: 100)
        flow.minimumLineSpacing = 0
        flow.minimumInteritemSpacing = 0
        flow.headerReferenceSize = CGSize(width: 300, height: 30)
        let f = Fixture(layout: flow)
        defer { finish(f.window) }
        f.dataSource.supplementaryViewProvider = { [unowned f] cv, kind, indexPath in
            let view = cv.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "title", for: indexPath) as! TitleView
            view.label.text = f.dataSource.sectionIdentifier(for: indexPath.section)
            return view
        }
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["fruit", "veg"])
        snapshot.appendItems(["apple"], toSection: "fruit")
        snapshot.appendItems(["leek"], toSection: "veg")
        f.dataSource.apply(snapshot, animatingDifferences: false)
        UIApplication.shared.runUntilIdle()
        let header = f.cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)) as? TitleView
        #expect(header?.label.text == "veg" && header?.frame == CGRect(x: 0, y: 130, width: 300, height: 30))
        #expect(f.cell("apple")?.frame.minY == 30 && f.cell("leek")?.frame.minY == 160)
    }

    @Test func cellRegistrationInsideTheCellProvider() {
        let window = makeEventWindow(CGSize(width: 320, height: 200))
        defer { finish(window) }
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 44)
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        window.addSubview(cv)
        let registration = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, _, item in
            var content = UIListContentConfiguration.cell()
            content.text = item.uppercased()
            cell.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: cv) { cv, indexPath, item in
            cv.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["one", "two"])
        dataSource.apply(snapshot, animatingDifferences: false)
        UIApplication.shared.runUntilIdle()
        let texts = cv.indexPathsForVisibleItems.sorted().map { (cv.cellForItem(at: $0)?.contentConfiguration as? UIListContentConfiguration)?.text }
        #expect(texts == ["ONE", "TWO"])
    }

    @Test func filteredSnapshotShowsOnlyTheMatches() {
        let f = Fixture()
        defer { finish(f.window) }
        let all = ["apple", "banana", "cherry", "avocado", "apricot"]
        f.apply(all)
        UIApplication.shared.runUntilIdle()
        var done = false
        f.apply(all.filter { $0.hasPrefix("a") }, animated: true) { done = true }
        UIApplication.shared.advanceTime(by: 0.4)
        #expect(done && f.shownTexts == ["apple", "avocado", "apricot"])
        #expect(f.cell("avocado")?.frame.origin == CGPoint(x: 100, y: 0))
        f.apply(all.filter { $0.contains("zz") }, animated: true)
        UIApplication.shared.advanceTime(by: 0.4)
        #expect(f.shownTexts.isEmpty && f.cv.numberOfItems(inSection: 0) == 0)
        f.apply(all, animated: true)
        UIApplication.shared.advanceTime(by: 0.4)
        #expect(f.shownTexts == all)
    }

    @Test func movingAnItemUpdatesTheSnapshotAndReloadDataReplacesIt() {
        let f = Fixture()
        defer { finish(f.window) }
        f.apply(["a", "b", "c"])
        UIApplication.shared.runUntilIdle()
        #expect(!f.dataSource.collectionView(f.cv, canMoveItemAt: IndexPath(item: 0, section: 0)))
        f.dataSource.collectionView(f.cv, moveItemAt: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
        #expect(f.dataSource.snapshot().itemIdentifiers == ["b", "c", "a"])
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["main"])
        snapshot.appendItems(["x", "y"])
        var done = false
        f.dataSource.applySnapshotUsingReloadData(snapshot) { done = true }
        UIApplication.shared.runUntilIdle()
        #expect(done && f.shownTexts == ["x", "y"])
        #expect(f.dataSource.core.reloadApplies == 1)
    }

    @Test func nilCellsDuplicatesAndADetachedDataSourceAreLoggedNotFatal() {
        let window = makeEventWindow(CGSize(width: 300, height: 200))
        defer { finish(window) }
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: layout)
        cv.register(LabelCell.self, forCellWithReuseIdentifier: "cell")
        window.addSubview(cv)
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: cv) { cv, indexPath, item in
            item == "none" ? nil : cv.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "none", "a"])
        dataSource.apply(snapshot, animatingDifferences: false)
        UIApplication.shared.runUntilIdle()
        // The duplicate is dropped (UIKit raises); the nil cell is replaced by a blank one.
        #expect(dataSource.snapshot().itemIdentifiers == ["a", "none"])
        #expect(DiffableDiagnostics.recentMessages.contains { $0.contains("UICollectionView dataSource returned a nil cell at index path") })
        #expect(cv.indexPathsForVisibleItems.count == 2 && cv.cellForItem(at: IndexPath(item: 1, section: 0)) != nil)
        // A data source the collection view no longer uses keeps the snapshot and completes.
        cv.dataSource = nil
        var done = false
        snapshot.deleteItems(["none"])
        dataSource.apply(snapshot) { done = true }
        UIApplication.shared.runUntilIdle()
        #expect(done && dataSource.snapshot().itemIdentifiers == ["a"])
    }

    @Test func sectionSnapshotShowsItsVisibleItemsAndExpandingAnimatesTheChildrenIn() {
        let f = Fixture()
        defer { finish(f.window) }
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["fruit", "veg"])
        outline.append(["apple", "pear"], to: "fruit")
        f.dataSource.apply(outline, to: "main", animatingDifferences: false)
        UIApplication.shared.runUntilIdle()
        #expect(f.shownTexts == ["fruit", "veg"], "collapsed children are not shown")
        #expect(f.dataSource.snapshot(for: "main").items == ["fruit", "apple", "pear", "veg"])
        let veg = f.cell("veg")!
        outline.expand(["fruit"])
        var done = false
        f.dataSource.apply(outline, to: "main") { done = true }
        #expect(f.cell("veg") === veg && veg.frame.origin == CGPoint(x: 0, y: 100))
        UIApplication.shared.advanceTime(by: 0.15)
        #expect(abs(veg.layer.presentation()!.frame.minX - 50) < 1 && abs(veg.layer.presentation()!.frame.minY - 50) < 1, "from (100, 0) to (0, 100)")
        UIApplication.shared.advanceTime(by: 0.2)
        #expect(done && f.shownTexts == ["fruit", "apple", "pear", "veg"])
        #expect(f.dataSource.snapshot(for: "main").isExpanded("fruit"))
        // A plain snapshot applied over it: the section snapshot is its items, flat.
        f.apply(["x"])
        #expect(f.dataSource.snapshot(for: "main").items == ["x"] && f.dataSource.snapshot(for: "none").items.isEmpty)
    }
}
