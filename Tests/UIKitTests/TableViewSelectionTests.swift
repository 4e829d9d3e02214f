import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor @Suite struct TableViewSelectionTests {
    @Test func tapHighlightsThenSelects() {
        let model = TableModel(rows: 20)
        let (window, table) = makeTable(model)
        defer { finish(window) }
        let finger = window.touchDown(at: CGPoint(x: 100, y: 44 * 2 + 20))
        // The scroll view holds touches back for 150 ms (delaysContentTouches): the row
        // highlights after that delay, as in UIKit.
        #expect(model.log.isEmpty)
        UIApplication.shared.advanceTime(by: 0.16)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))!.isHighlighted)
        #expect(model.log == ["highlight 2"])
        finger.up()
        let cell = table.cellForRow(at: IndexPath(row: 2, section: 0))!
        #expect(!cell.isHighlighted && cell.isSelected)
        #expect(model.log == ["highlight 2", "unhighlight 2", "willSelect 2", "didSelect 2"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        // Single selection: tapping another row deselects the first.
        model.log = []
        window.tap(at: CGPoint(x: 100, y: 44 * 5 + 20))
        #expect(model.log == ["highlight 5", "unhighlight 5", "willSelect 5", "willDeselect 2", "didDeselect 2", "didSelect 5"])
        #expect(!cell.isSelected && table.indexPathsForSelectedRows == [IndexPath(row: 5, section: 0)])
    }

    @Test func movingFingerAwayCancelsTheTap() {
        let model = TableModel(rows: 20)
        let (window, table) = makeTable(model)
        defer { finish(window) }
        let finger = window.touchDown(at: CGPoint(x: 100, y: 20))
        UIApplication.shared.advanceTime(by: 0.16)
        for y in stride(from: 30, through: 80, by: 10) { finger.move(to: CGPoint(x: 100, y: CGFloat(y))) }
        finger.up()
        // The drag scrolls the table and cancels the row's touch.
        #expect(table.indexPathForSelectedRow == nil && model.log == ["highlight 0", "unhighlight 0"])
    }

    @Test func multipleSelectionTogglesAndWillSelectCanRefuse() {
        let model = TableModel(rows: 20)
        let (window, table) = makeTable(model) { $0.allowsMultipleSelection = true }
        defer { finish(window) }
        window.tap(at: CGPoint(x: 50, y: 20))
        window.tap(at: CGPoint(x: 50, y: 64))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)])
        window.tap(at: CGPoint(x: 50, y: 20))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
        model.blockSelection = IndexPath(row: 3, section: 0)
        window.tap(at: CGPoint(x: 50, y: 44 * 3 + 5))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
    }

    @Test func selectionInCodeDoesNotTellTheDelegateAndSurvivesReuse() {
        let model = TableModel(rows: 200)
        let (window, table) = makeTable(model)
        defer { finish(window) }
        table.selectRow(at: IndexPath(row: 100, section: 0), animated: false, scrollPosition: .middle)
        UIApplication.shared.runUntilIdle()
        #expect(model.log.isEmpty)
        let cell = table.cellForRow(at: IndexPath(row: 100, section: 0))!
        #expect(cell.isSelected && abs(cell.frame.midY - table.contentOffset.y - 240) < 0.5)
        table.contentOffset.y = 0
        UIApplication.shared.runUntilIdle()
        // Reused cells do not carry the selection.
        #expect(table.visibleCells.allSatisfy { !$0.isSelected })
        table.deselectRow(at: IndexPath(row: 100, section: 0), animated: true)
        #expect(table.indexPathForSelectedRow == nil)
        table.selectRow(at: IndexPath(row: 999, section: 0), animated: false, scrollPosition: .none)
        #expect(table.core.diagnostics.last?.hasPrefix("selectRow(at:animated:scrollPosition:) with invalid index path") == true)
    }

    @Test func shouldHighlightFalseMeansNoSelection() {
        final class NoHighlight: NSObject, UITableViewDataSource, UITableViewDelegate {
            var selected = 0
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            }
            func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { false }
            func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected += 1 }
        }
        let d = NoHighlight()
        let window = makeEventWindow()
        defer { finish(window) }
        let table = UITableView(frame: window.bounds)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = d
        table.delegate = d
        window.addSubview(table)
        UIApplication.shared.runUntilIdle()
        window.tap(at: CGPoint(x: 50, y: 20))
        #expect(d.selected == 0 && table.indexPathForSelectedRow == nil)
    }

    @Test func accessoryButtonTellsTheDelegate() {
        final class Accessory: NSObject, UITableViewDataSource, UITableViewDelegate {
            var tapped: [IndexPath] = []
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                cell.accessoryType = .detailButton
                return cell
            }
            func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) { tapped.append(indexPath) }
        }
        let d = Accessory()
        let window = makeEventWindow()
        defer { finish(window) }
        let table = UITableView(frame: window.bounds)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = d
        table.delegate = d
        window.addSubview(table)
        UIApplication.shared.runUntilIdle()
        // The 22-point info button sits 16 points from the trailing edge of a 300-point row.
        window.tap(at: CGPoint(x: 300 - 16 - 11, y: 44 + 22))
        #expect(d.tapped == [IndexPath(row: 1, section: 0)] && table.indexPathForSelectedRow == nil)
    }
}
