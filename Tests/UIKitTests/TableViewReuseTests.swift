import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor @Suite struct TableViewReuseTests {
    @Test func defaultsMatchUIKit() {
        let table = UITableView(frame: .zero, style: .plain)
        // Apple: rowHeight, sectionHeaderHeight, estimatedRowHeight default to
        // automaticDimension (whose value is -1, UITableViewAutomaticDimension).
        #expect(UITableView.automaticDimension == -1)
        #expect(table.rowHeight == UITableView.automaticDimension && table.estimatedRowHeight == UITableView.automaticDimension)
        #expect(table.sectionHeaderHeight == UITableView.automaticDimension && table.separatorStyle == .singleLine)
        #expect(table.allowsSelection && !table.allowsMultipleSelection && !table.isEditing)
        #expect(UITableView.RowAnimation.automatic.rawValue == 100 && UITableView.RowAnimation.middle.rawValue == 6)
        #expect(UITableView(frame: .zero).style == .plain && UITableView(frame: .zero, style: .insetGrouped).style == .insetGrouped)
    }

    @Test func onlyVisibleRowsHaveCells() {
        let model = TableModel(rows: 10_000)
        let (window, table) = makeTable(model)
        defer { finish(window) }
        // 480 / 44: rows 0...10 are on screen (the 11th partly).
        #expect(table.indexPathsForVisibleRows == (0...10).map { IndexPath(row: $0, section: 0) })
        #expect(table.visibleCells.count == 11 && table.core.cellsCreated == 11)
        #expect(table.contentSize == CGSize(width: 320, height: 440_000))
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.frame == CGRect(x: 0, y: 132, width: 320, height: 44))
        #expect(table.cellForRow(at: IndexPath(row: 50, section: 0)) == nil)
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.textLabel?.text == "0.3")
    }

    @Test func scrollingReusesCells() {
        let model = TableModel(rows: 10_000)
        let (window, table) = makeTable(model)
        defer { finish(window) }
        for step in 1...400 {
            table.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 37)
            UIApplication.shared.runUntilIdle()
        }
        // About one screenful of cells exists, whatever the distance scrolled.
        #expect(table.core.cellsCreated <= 13)
        #expect(model.displayed - model.ended == table.visibleCells.count)
        let first = table.indexPathsForVisibleRows!.first!
        #expect(first.row == Int((400 * 37) / 44))
        for cell in table.visibleCells {
            let ip = table.indexPath(for: cell)!
            #expect(cell.textLabel?.text == "0.\(ip.row)" && cell.frame.minY == CGFloat(ip.row) * 44 && !cell.isHidden)
        }
    }

    @Test func draggingThroughTheEventPathReusesCells() {
        let model = TableModel(rows: 10_000)
        let (window, table) = makeTable(model)
        defer { finish(window) }
        for _ in 0..<15 {
            window.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100), steps: 10)
            UIApplication.shared.advanceTime(by: 3)
        }
        // Let the last fling come to rest (on the media clock) before checking.
        for _ in 0..<30 where table.isDecelerating { UIApplication.shared.advanceTime(by: 1) }
        // The flicks moved thousands of points; about one screenful of cells exists.
        #expect(table.contentOffset.y > 4500 && !table.isDecelerating)
        #expect(table.core.cellsCreated <= 14)
        for cell in table.visibleCells {
            let ip = table.indexPath(for: cell)!
            #expect(cell.textLabel?.text == "0.\(ip.row)" && cell.frame.minY == CGFloat(ip.row) * 44)
        }
        #expect(model.displayed - model.ended == table.visibleCells.count)
    }

    @Test func millionRowsLookUpInLogTime() {
        let model = TableModel(rows: 1_000_000)
        let (window, table) = makeTable(model) { $0.estimatedRowHeight = 50 }
        defer { finish(window) }
        table.scrollToRow(at: IndexPath(row: 500_000, section: 0), at: .top, animated: false)
        UIApplication.shared.runUntilIdle()
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 500_000, section: 0))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: table.contentOffset.y + 1)) == IndexPath(row: 500_000, section: 0))
        #expect(table.core.cellsCreated <= 24)
    }

    @Test func unregisteredIdentifierIsReportedNotFatal() {
        let model = TableModel(rows: 3)
        model.identifier = "missing"
        let (window, table) = makeTable(model)
        defer { finish(window) }
        #expect(table.core.diagnostics.contains("unable to dequeue a cell with identifier missing - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"))
        #expect(table.visibleCells.count == 3)
    }

    @Test func dequeueingTwiceForOneIndexPathIsReported() {
        let model = TableModel(rows: 2)
        var extra: [UITableViewCell] = []
        let (window, table) = makeTable(model) { _ in }
        defer { finish(window) }
        model.configure = { _, ip in extra.append(table.dequeueReusableCell(withIdentifier: "cell", for: ip)) }
        table.reloadData()
        UIApplication.shared.runUntilIdle()
        #expect(table.core.diagnostics.contains { $0.hasPrefix("Attempted to dequeue multiple cells for the same index path, which is not allowed.") })
        #expect(extra.count == 2 && table.visibleCells.count == 2)
    }

    @Test func cellFromAnotherTableIsReplaced() {
        let other = UITableView(frame: .zero)
        other.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        final class Source: NSObject, UITableViewDataSource {
            let other: UITableView
            init(_ other: UITableView) { self.other = other }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                other.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            }
        }
        let source = Source(other)
        let window = makeEventWindow()
        defer { finish(window) }
        let table = UITableView(frame: window.bounds)
        table.dataSource = source
        window.addSubview(table)
        UIApplication.shared.runUntilIdle()
        #expect(table.core.diagnostics.contains { $0.hasPrefix("Attempted to dequeue a cell for a different table view.") })
        #expect(table.visibleCells.count == 1)
    }

    @Test func classicPatternWithoutRegistration() {
        final class Source: NSObject, UITableViewDataSource {
            var created = 0
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1000 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                if let cell = tableView.dequeueReusableCell(withIdentifier: "c") { return cell }
                created += 1
                return UITableViewCell(style: .subtitle, reuseIdentifier: "c")
            }
        }
        let source = Source()
        let window = makeEventWindow(CGSize(width: 320, height: 440))
        defer { finish(window) }
        let table = UITableView(frame: window.bounds)
        table.dataSource = source
        window.addSubview(table)
        UIApplication.shared.runUntilIdle()
        for y in stride(from: 0, through: 4000, by: 100) { table.contentOffset.y = CGFloat(y); UIApplication.shared.runUntilIdle() }
        #expect(source.created <= 12 && table.core.diagnostics.isEmpty)
    }

    @Test func headerFooterRegistrationAndDequeue() {
        final class Header: UITableViewHeaderFooterView {}
        final class Delegate: NSObject, UITableViewDataSource, UITableViewDelegate {
            var shown: [Int] = []
            func numberOfSections(in tableView: UITableView) -> Int { 100 }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            }
            func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                let h = tableView.dequeueReusableHeaderFooterView(withIdentifier: "h")
                h?.textLabel?.text = "Section \(section)"
                return h
            }
            func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 30 }
            func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) { shown.append(section) }
        }
        let d = Delegate()
        let window = makeEventWindow(CGSize(width: 320, height: 480))
        defer { finish(window) }
        let table = UITableView(frame: window.bounds)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.register(Header.self, forHeaderFooterViewReuseIdentifier: "h")
        table.dataSource = d
        table.delegate = d
        window.addSubview(table)
        UIApplication.shared.runUntilIdle()
        // Each section is 30 + 3 * 44 = 162 points.
        #expect(table.rect(forSection: 1) == CGRect(x: 0, y: 162, width: 320, height: 162))
        #expect(table.headerView(forSection: 0) is Header && table.headerView(forSection: 0)?.textLabel?.text == "Section 0")
        var headers = Set<ObjectIdentifier>()
        for y in stride(from: 0, through: 10_000, by: 50) {
            table.contentOffset.y = CGFloat(y)
            UIApplication.shared.runUntilIdle()
            for s in 0..<100 { if let h = table.headerView(forSection: s) { headers.insert(ObjectIdentifier(h)) } }
        }
        #expect(headers.count <= 5 && d.shown.count > 50)
    }
}
