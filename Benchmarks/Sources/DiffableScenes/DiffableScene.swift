import Foundation
import UIKit
import UIKitTesting

/// The diffable benchmark scene of issue 15: a 320x640 window showing a plain table of
/// 100,000 rows fed by a `UITableViewDiffableDataSource`, and two snapshots that differ by
/// 1% (400 items deleted, 400 inserted, 200 moved). Each apply goes from one to the
/// other, so every measured apply computes the difference and runs it as one batch update
/// of the table in the window, including the layout of the rows on screen.
@MainActor
public final class DiffableScene {
    public let window: UIWindow
    public let table: UITableView
    public let dataSource: UITableViewDiffableDataSource<Int, Int>
    /// A data source whose table shows another one: its applies only compute the difference.
    public let detachedDataSource: UITableViewDiffableDataSource<Int, Int>
    public let snapshots: [NSDiffableDataSourceSnapshot<Int, Int>]
    public private(set) var itemCount = 0
    private var next = 1
    private var freshID = 10_000_000

    public init(items: Int = 100_000) {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 640))
        window.isHidden = false
        table = UITableView(frame: window.bounds, style: .plain)
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        window.addSubview(table)
        dataSource = UITableViewDiffableDataSource(tableView: table) { tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = "Item \(item)"
            return cell
        }
        let other = UITableView(frame: window.bounds, style: .plain)
        detachedDataSource = UITableViewDiffableDataSource(tableView: other) { _, _, _ in nil }
        other.dataSource = nil

        var a = NSDiffableDataSourceSnapshot<Int, Int>()
        a.appendSections([0])
        a.appendItems(Array(0..<items))
        var b = a
        let step = max(1, items / 400)
        b.deleteItems(Array(stride(from: 0, to: items, by: step)))
        for (i, anchor) in stride(from: 1, to: items, by: step).enumerated() { b.insertItems([items + i], afterItem: anchor) }
        for i in stride(from: 7, to: items - 1, by: max(1, items / 200)) { b.moveItem(i, afterItem: items - 1) }
        snapshots = [a, b]
        itemCount = items
        dataSource.apply(a, animatingDifferences: false)
        detachedDataSource.apply(a, animatingDifferences: false)
        UIApplication.shared.runUntilIdle()
    }

    /// The measured work: applies the other snapshot (difference, batch update, layout of
    /// the visible rows).
    public func applyNext(animated: Bool) {
        dataSource.apply(snapshots[next], animatingDifferences: animated)
        window.layoutIfNeeded()
        next = 1 - next
    }

    /// Edits 1% of the data source's current snapshot as an app would (400 items deleted,
    /// 400 inserted, 200 moved to the end) and applies it: the edits, the new snapshot's
    /// positions, the difference and the table's batch update.
    public func editAndApply(animated: Bool) {
        var s = dataSource.snapshot()
        let items = s.itemIdentifiers
        let step = max(1, items.count / 400)
        s.deleteItems(stride(from: 0, to: items.count, by: step).map { items[$0] })
        for k in stride(from: 1, to: items.count, by: step) {
            freshID += 1
            s.insertItems([freshID], afterItem: items[k])
        }
        for k in stride(from: 7, to: items.count - 1, by: max(1, items.count / 200)) { s.moveItem(items[k], afterItem: items[items.count - 1]) }
        dataSource.apply(s, animatingDifferences: animated)
        window.layoutIfNeeded()
    }

    /// The difference alone (a data source whose table shows another data source).
    public func differenceOnly() {
        detachedDataSource.apply(snapshots[next], animatingDifferences: false)
        next = 1 - next
    }

    /// Lets the animations of the last apply end and the loop go idle (not measured).
    public func settle() {
        UIApplication.shared.advanceTime(by: 1)
        UIApplication.shared.runUntilIdle()
    }

    /// The rows on screen (for checks).
    public var visibleTexts: [String] { table.visibleCells.map { $0.textLabel?.text ?? "" } }
}
