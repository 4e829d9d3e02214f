import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A cell that counts `prepareForReuse` calls.
@MainActor
final class CountingCell: UITableViewCell {
    var prepared = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        prepared += 1
    }
}

/// A subclass as users write one on iOS: section titles, editing and reordering.
@MainActor
final class TitledDataSource: UITableViewDiffableDataSource<String, String> {
    var committed: [IndexPath] = []
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sectionIdentifier(for: section).map { "Section \($0)" }
    }
    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete, let item = itemIdentifier(for: indexPath) else { return }
        committed.append(indexPath)
        var s = snapshot()
        s.deleteItems([item])
        apply(s)
    }
}

/// The common iOS pattern: a table view controller that replaces its own data source with a
/// diffable one in `viewDidLoad`.
@MainActor
final class DiffableListController: UITableViewController {
    var dataSource: UITableViewDiffableDataSource<Int, String>!
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        dataSource = UITableViewDiffableDataSource(tableView: tableView) { tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = item
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["one", "two", "three"])
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

@MainActor @Suite(.serialized) struct DiffableTableDataSourceTests {
    /// A shown table of 320x480 (rows 44 high) with a data source whose cells show
    /// `titles[item] ?? item`.
    @MainActor final class Fixture {
        let window: UIWindow
        let table: UITableView
        var titles: [String: String] = [:]
        var provided = 0
        var dataSource: UITableViewDiffableDataSource<String, String>!

        init(subclass: Bool = false) {
            window = makeEventWindow(CGSize(width: 320, height: 480))
            table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
            table.register(CountingCell.self, forCellReuseIdentifier: "cell")
            window.addSubview(table)
            let provider: UITableViewDiffableDataSource<String, String>.CellProvider = { [unowned self] tableView, indexPath, item in
                self.provided += 1
                let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                cell.textLabel?.text = self.titles[item] ?? item
                return cell
            }
            dataSource = subclass ? TitledDataSource(tableView: table, cellProvider: provider)
                : UITableViewDiffableDataSource(tableView: table, cellProvider: provider)
            UIApplication.shared.runUntilIdle()
        }

        func snapshot(_ sections: [(String, [String])]) -> NSDiffableDataSourceSnapshot<String, String> {
            var s = NSDiffableDataSourceSnapshot<String, String>()
            for (section, items) in sections {
                s.appendSections([section])
                s.appendItems(items, toSection: section)
            }
            return s
        }

        var texts: [String] { table.visibleCells.map { $0.textLabel?.text ?? "" } }
        func cell(_ item: String) -> UITableViewCell? { dataSource.indexPath(for: item).flatMap { table.cellForRow(at: $0) } }
    }

    @Test func applyShowsTheSnapshotThroughTheRunLoop() {
        let f = Fixture()
        defer { finish(f.window) }
        #expect(f.table.numberOfSections == 0)
        f.dataSource.apply(f.snapshot([("A", ["a", "b"]), ("B", ["c"])]), animatingDifferences: false)
        UIApplication.shared.runUntilIdle()
        #expect(f.table.numberOfSections == 2 && f.table.numberOfRows(inSection: 0) == 2)
        #expect(f.texts == ["a", "b", "c"])
        #expect(f.dataSource.itemIdentifier(for: IndexPath(row: 0, section: 1)) == "c")
        #expect(f.dataSource.indexPath(for: "b") == IndexPath(row: 1, section: 0) && f.dataSource.indexPath(for: "z") == nil)
        #expect(f.dataSource.sectionIdentifier(for: 1) == "B" && f.dataSource.index(for: "A") == 0 && f.dataSource.sectionIdentifier(for: 5) == nil)
        #expect(f.dataSource.snapshot().itemIdentifiers == ["a", "b", "c"])
        #expect(f.dataSource.core.batchApplies == 1)
    }

    @Test func animatedApplyMovesInsertsAndDeletesOnTheMediaClock() {
        let f = Fixture()
        defer { finish(f.window) }
        f.dataSource.defaultRowAnimation = .fade
        f.dataSource.apply(f.snapshot([("s", ["a", "b", "c", "d"])]), animatingDifferences: false)
        UIApplication.shared.runUntilIdle()
        let d = f.cell("d")!, b = f.cell("b")!
        #expect(d.frame.minY == 132)
        var completed = false
        // d moves to the top, b is deleted, x is inserted.
        f.dataSource.apply(f.snapshot([("s", ["d", "a", "x", "c"])])) { completed = true }
        let x = f.cell("x")!
        // Model values are final at once, the same cell follows d; the presentation moves over 0.3 s.
        #expect(f.cell("d") === d && d.frame.minY == 0 && x.frame.minY == 88)
        #expect(f.texts == ["d", "a", "x", "c"])
        UIApplication.shared.advanceTime(by: 0.15)
        let midY = d.layer.presentation()!.frame.minY
        #expect(midY > 10 && midY < 122)
        let midAlpha = x.layer.presentation()!.opacity
        #expect(midAlpha > 0.1 && midAlpha < 0.9)
        #expect(!b.isHidden && !completed)   // b fades out
        UIApplication.shared.advanceTime(by: 0.2)
        #expect(d.layer.presentation()!.frame.minY == 0 && completed && b.isHidden)
        #expect(f.table.visibleCells.count == 4)
    }

    @Test func nonAnimatedApplyAndReloadDataCallTheirCompletions() {
        let f = Fixture()
        defer { finish(f.window) }
        var calls: [String] = []
        f.dataSource.apply(f.snapshot([("s", ["a"])]), animatingDifferences: false) { calls.append("apply") }
        f.dataSource.applySnapshotUsingReloadData(f.snapshot([("s", ["q", "r"])])) { calls.append("reload") }
        UIApplication.shared.runUntilIdle()
        UIApplication.shared.advanceTime(by: 0.1)
        #expect(calls == ["apply", "reload"])
        #expect(f.texts == ["q", "r"] && f.dataSource.core.reloadApplies == 1)
    }

    @Test func reconfigureKeepsTheCellAndReloadReplacesIt() {
        let f = Fixture()
        defer { finish(f.window) }
        f.dataSource.apply(f.snapshot([("s", ["a", "b", "c"])]), animatingDifferences: false)
        UIApplication.shared.runUntilIdle()
        let b = f.cell("b") as! CountingCell
        let prepared = b.prepared
        f.titles["b"] = "b, edited"
        var s = f.dataSource.snapshot()
        s.reconfigureItems(["b"])
        f.dataSource.apply(s)
        UIApplication.shared.runUntilIdle()
        // The same cell, configured again, never prepared for reuse (UIKit's contract).
        #expect(f.cell("b") === b && b.textLabel?.text == "b, edited" && b.prepared == prepared)
        #expect(f.dataSource.snapshot().reconfiguredItemIdentifiers.isEmpty)
        f.titles["b"] = "b, reloaded"
        s = f.dataSource.snapshot()
        s.reloadItems(["b"])
        f.dataSource.apply(s)
        UIApplication.shared.runUntilIdle()
        #expect(f.cell("b") !== b && f.cell("b")?.textLabel?.text == "b, reloaded")
    }

    @Test func subclassGivesSectionTitlesAndCommitsDeletes() {
        let f = Fixture(subclass: true)
        defer { finish(f.window) }
        f.dataSource.apply(f.snapshot([("A", ["a", "b"]), ("B", ["c"])]), animatingDifferences: false)
        UIApplication.shared.runUntilIdle()
        #expect(f.table.headerView(forSection: 0)?.textLabel?.text == "Section A")
        #expect(f.table.headerView(forSection: 1)?.textLabel?.text == "Section B")
        // The table asks the subclass, as it asks any data source.
        let ds = f.dataSource as! TitledDataSource
        #expect(f.table.dataSource?.tableView(f.table, canEditRowAt: IndexPath(row: 0, section: 0)) == true)
        ds.tableView(f.table, commit: .delete, forRowAt: IndexPath(row: 0, section: 0))
        UIApplication.shared.advanceTime(by: 0.4)
        #expect(ds.committed == [IndexPath(row: 0, section: 0)] && f.texts == ["b", "c"])
    }

    @Test func baseClassDefaultsAndReorderFollowsTheSnapshot() {
        let f = Fixture()
        defer { finish(f.window) }
        f.dataSource.apply(f.snapshot([("A", ["a", "b"]), ("B", ["c"])]), animatingDifferences: false)
        UIApplication.shared.runUntilIdle()
        let ip = IndexPath(row: 0, section: 0)
        #expect(f.table.dataSource?.tableView(f.table, canEditRowAt: ip) == false)
        #expect(f.table.dataSource?.tableView(f.table, canMoveRowAt: ip) == false)
        #expect(f.table.dataSource?.tableView(f.table, titleForHeaderInSection: 0) == nil)
        // The table reports a row the user dragged; the snapshot follows.
        f.table.dataSource?.tableView(f.table, moveRowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 1))
        #expect(f.dataSource.snapshot().itemIdentifiers(inSection: "A") == ["b"])
        #expect(f.dataSource.snapshot().itemIdentifiers(inSection: "B") == ["c", "a"])
    }

    @Test func duplicatesInAnAppliedSnapshotAreDroppedNotFatal() {
        let f = Fixture()
        defer { finish(f.window) }
        var s = NSDiffableDataSourceSnapshot<String, String>()
        s.appendSections(["s"])
        s.appendItems(["a", "b", "a"])
        f.dataSource.apply(s)
        UIApplication.shared.advanceTime(by: 0.4)
        #expect(f.texts == ["a", "b"])
        #expect(DiffableDiagnostics.recentMessages.contains { $0.contains("Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    a\n)}") })
    }

    @Test func sectionMovesAndCrossSectionMovesReachTheScreen() {
        let f = Fixture()
        defer { finish(f.window) }
        f.dataSource.apply(f.snapshot([("A", ["a1", "a2"]), ("B", ["b1"]), ("C", ["c1"])]), animatingDifferences: false)
        UIApplication.shared.runUntilIdle()
        let a2 = f.cell("a2")
        f.dataSource.apply(f.snapshot([("C", ["c1", "a2"]), ("A", ["a1"]), ("D", ["d1", "b1"])]))
        UIApplication.shared.advanceTime(by: 0.4)
        #expect(f.texts == ["c1", "a2", "a1", "d1", "b1"])
        #expect(f.cell("a2") === a2)
        #expect(f.table.core.diagnostics.allSatisfy { !$0.contains("Invalid batch update") })
    }

    @Test func largeSnapshotAppliesAsOneBatch() {
        let f = Fixture()
        defer { finish(f.window) }
        f.table.rowHeight = 44
        var s = NSDiffableDataSourceSnapshot<String, String>()
        s.appendSections(["s"])
        s.appendItems((0..<20_000).map { "item \($0)" })
        f.dataSource.apply(s, animatingDifferences: false)
        UIApplication.shared.runUntilIdle()
        let before = f.provided
        s.deleteItems(["item 0", "item 5"])
        s.insertItems(["new"], beforeItem: "item 2")
        s.moveItem("item 19999", beforeItem: "item 1")
        f.dataSource.apply(s)
        UIApplication.shared.advanceTime(by: 0.4)
        #expect(f.table.numberOfRows(inSection: 0) == 19_999)
        #expect(Array(f.texts.prefix(5)) == ["item 19999", "item 1", "new", "item 2", "item 3"])
        // Only the rows new to the screen were asked for (the visible 11 plus a few).
        #expect(f.provided - before < 15)
        #expect(f.table.core.diagnostics.allSatisfy { !$0.contains("Invalid batch update") })
    }

    @Test func tableViewControllerWithADiffableDataSource() {
        let window = makeEventWindow(CGSize(width: 320, height: 480))
        defer { finish(window) }
        let controller = DiffableListController(style: .plain)
        window.rootViewController = controller
        UIApplication.shared.runUntilIdle()
        #expect(controller.tableView.dataSource === controller.dataSource)
        #expect(controller.tableView.visibleCells.map { $0.textLabel?.text ?? "" } == ["one", "two", "three"])
        var snapshot = controller.dataSource.snapshot()
        snapshot.insertItems(["zero"], beforeItem: "one")
        controller.dataSource.apply(snapshot)
        UIApplication.shared.advanceTime(by: 0.4)
        #expect(controller.tableView.visibleCells.map { $0.textLabel?.text ?? "" } == ["zero", "one", "two", "three"])
    }
}
