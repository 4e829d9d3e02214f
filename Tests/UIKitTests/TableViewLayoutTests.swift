import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor @Suite struct TableViewLayoutTests {
    @Test func fixedAndDelegateHeights() {
        let model = TableModel(rows: 100)
        let (window, table) = makeTable(model) { $0.rowHeight = 60 }
        defer { finish(window) }
        #expect(table.contentSize.height == 6000 && table.rectForRow(at: IndexPath(row: 2, section: 0)).minY == 120)
        model.heights = [IndexPath(row: 0, section: 0): 100]
        table.reloadData()
        UIApplication.shared.runUntilIdle()
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 100)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 100, width: 320, height: 60))
    }

    @Test func selfSizingReplacesEstimatesWithoutAJump() {
        let model = TableModel(rows: 1000)
        let (window, table) = makeTable(model) { t in
            t.register(SizingCell.self, forCellReuseIdentifier: "cell")
            t.estimatedRowHeight = 50
        }
        defer { finish(window) }
        model.configure = { cell, ip in (cell as! SizingCell).heightConstraint.constant = CGFloat(30 + ip.row % 5 * 10) }
        table.reloadData()
        UIApplication.shared.runUntilIdle()
        // Rows on screen are measured: 30, 40, 50, 60, 70, 30…
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 30, width: 320, height: 40))
        table.scrollToRow(at: IndexPath(row: 500, section: 0), at: .top, animated: false)
        UIApplication.shared.runUntilIdle()
        let cell = table.cellForRow(at: IndexPath(row: 500, section: 0))!
        let onScreen = cell.frame.minY - table.contentOffset.y
        #expect(abs(onScreen) < 0.5)
        // Scrolling up measures rows above (estimated 50, real 30…70): row 500 stays put on screen.
        table.contentOffset.y -= 100
        UIApplication.shared.runUntilIdle()
        #expect(abs((cell.frame.minY - table.contentOffset.y) - (onScreen + 100)) < 0.5)
        #expect(table.cellForRow(at: IndexPath(row: 500, section: 0)) === cell)
    }

    @Test func listConfigurationCellsSelfSize() {
        let model = TableModel(rows: 10)
        model.configure = { cell, ip in
            var c = UIListContentConfiguration.subtitleCell()
            c.text = "Row \(ip.row)"
            c.secondaryText = ip.row == 1 ? "A subtitle" : nil
            cell.contentConfiguration = c
        }
        let (window, table) = makeTable(model)
        defer { finish(window) }
        let single = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        let double = table.rectForRow(at: IndexPath(row: 1, section: 0)).height
        // One line of text: UIKit's 44-point row; a subtitle makes the row taller.
        #expect(single == 44 && double > 50)
    }

    @Test func titleHeadersAndStickyHeadersInPlainTables() {
        let model = TableModel(sections: 3, rows: 20)
        model.headerTitles = ["A", "B", "C"]
        let (window, table) = makeTable(model)
        defer { finish(window) }
        // 28-point plain title headers, 20 rows of 44.
        #expect(table.rect(forSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 28 + 880))
        #expect(abs(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY - 936) < 0.001)
        let header = table.headerView(forSection: 0)!
        #expect(header.textLabel?.text == "A")
        table.contentOffset.y = 300
        UIApplication.shared.runUntilIdle()
        #expect(header.frame.minY == 300)
        // Pushed up by the end of its section.
        table.contentOffset.y = 900
        UIApplication.shared.runUntilIdle()
        #expect(table.headerView(forSection: 0)?.frame.maxY == 908)
        #expect(table.headerView(forSection: 1)?.frame.minY == 908)
    }

    @Test func groupedTablesDoNotStickAndInsetGroupedInsetsCells() {
        let model = TableModel(sections: 2, rows: 3)
        model.headerTitles = ["First", "Second"]
        let (window, table) = makeTable(model, style: .grouped)
        defer { finish(window) }
        #expect(table.headerView(forSection: 0)?.textLabel?.text == "FIRST")
        #expect(table.backgroundColor == .systemGroupedBackground)
        let (w2, inset) = makeTable(TableModel(sections: 1, rows: 3), style: .insetGrouped)
        defer { finish(w2) }
        let first = inset.cellForRow(at: IndexPath(row: 0, section: 0))!
        #expect(first.frame.minX == 20 && first.frame.width == 280 && first.layer.cornerRadius == 10)
        #expect(inset.cellForRow(at: IndexPath(row: 1, section: 0))!.layer.cornerRadius == 0)
    }

    @Test func geometryQueries() {
        let model = TableModel(rows: 100)
        let (window, table) = makeTable(model)
        defer { finish(window) }
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 45)) == IndexPath(row: 1, section: 0))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 4401)) == nil)
        #expect(table.indexPathsForRows(in: CGRect(x: 0, y: 40, width: 10, height: 50)) == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0)])
        table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .bottom, animated: false)
        UIApplication.shared.runUntilIdle()
        #expect(abs(table.contentOffset.y - 1764) < 0.001)
        table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: false)
        #expect(abs(table.contentOffset.y - 3920) < 0.001)
        table.scrollToRow(at: IndexPath(row: 0, section: 5), at: .top, animated: false)
        #expect(table.core.diagnostics.last?.hasPrefix("scrollToRow(at:at:animated:) with invalid index path") == true)
        #expect(table.numberOfSections == 1 && table.numberOfRows(inSection: 0) == 100)
    }

    @Test func reconfigureRowsRemeasuresInPlace() {
        let model = TableModel(rows: 10)
        var tall = false
        let (window, table) = makeTable(model) { $0.register(SizingCell.self, forCellReuseIdentifier: "cell") }
        defer { finish(window) }
        model.configure = { cell, ip in (cell as! SizingCell).heightConstraint.constant = tall && ip.row == 0 ? 90 : 44 }
        table.reloadData()
        UIApplication.shared.runUntilIdle()
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        tall = true
        table.reconfigureRows(at: [IndexPath(row: 0, section: 0)])
        UIApplication.shared.runUntilIdle()
        // The same cell is configured again and the row grows; the rows below move down.
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cell)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 90)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minY == 90)
    }

    @Test func headerViewsSelfSizeWithAutoLayout() {
        final class Source: NSObject, UITableViewDataSource, UITableViewDelegate {
            func numberOfSections(in tableView: UITableView) -> Int { 2 }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            }
            func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
                let box = UIView()
                box.translatesAutoresizingMaskIntoConstraints = false
                header.contentView.addSubview(box)
                NSLayoutConstraint.activate([
                    box.topAnchor.constraint(equalTo: header.contentView.topAnchor),
                    box.bottomAnchor.constraint(equalTo: header.contentView.bottomAnchor),
                    box.leadingAnchor.constraint(equalTo: header.contentView.leadingAnchor),
                    box.heightAnchor.constraint(equalToConstant: CGFloat(40 + section * 20)),
                ])
                return header
            }
        }
        let source = Source()
        let window = makeEventWindow(CGSize(width: 320, height: 480))
        defer { finish(window) }
        let table = UITableView(frame: window.bounds)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        table.delegate = source
        window.addSubview(table)
        UIApplication.shared.runUntilIdle()
        #expect(abs(table.rectForHeader(inSection: 0).height - 40) < 0.01)
        #expect(abs(table.rectForHeader(inSection: 1).height - 60) < 0.01)
        #expect(abs(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY - (40 + 88 + 60)) < 0.01)
    }

    @Test func separatorsFollowTheTable() {
        let model = TableModel(rows: 3)
        let (window, table) = makeTable(model) { $0.separatorInset = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 0) }
        defer { finish(window) }
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        #expect(cell.showsSeparator && cell.separatorInset.left == 30 && cell.separatorView.frame.minX == 30)
        table.separatorStyle = .none
        UIApplication.shared.runUntilIdle()
        #expect(!cell.showsSeparator)
    }

    @Test func tableViewControllerIsDataSourceAndDelegate() {
        final class Controller: UITableViewController {
            var selected: IndexPath?
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "c") ?? UITableViewCell(style: .default, reuseIdentifier: "c")
                cell.textLabel?.text = "\(indexPath.row)"
                return cell
            }
            override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 50 }
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected = indexPath }
        }
        let controller = Controller(style: .plain)
        let window = makeEventWindow()
        defer { finish(window) }
        window.rootViewController = controller
        UIApplication.shared.runUntilIdle()
        #expect(controller.tableView.dataSource === controller && controller.view === controller.tableView)
        #expect(controller.tableView.visibleCells.count == 5 && controller.tableView.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 50)
        window.tap(at: CGPoint(x: 40, y: 75))
        #expect(controller.selected == IndexPath(row: 1, section: 0))
        controller.setEditing(true, animated: false)
        #expect(controller.tableView.isEditing)
    }
    /// A table assigned to `tableView` keeps the data source and delegate it has (a separate
    /// data source object, as apps split them); only unset ones become the controller.
    @Test func anAssignedTableKeepsItsDataSource() {
        final class Source: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                cell.textLabel?.text = "row \(indexPath.row)"
                return cell
            }
        }
        let source = Source()
        let controller = UITableViewController(style: .plain)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.dataSource = source
        controller.tableView = table
        #expect(table.dataSource === source)
        #expect(table.delegate === controller)
        #expect(controller.view === table)
        let window = makeEventWindow(CGSize(width: 320, height: 480))
        defer { finish(window) }
        window.rootViewController = controller
        UIApplication.shared.runUntilIdle()
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(table.visibleCells.count == 3)
    }
}
