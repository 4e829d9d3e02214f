import Foundation
import UIKit
import UIKitTesting

/// A data source and delegate over `rows` (one array of labels per section) that records
/// what the table tells it.
@MainActor
final class TableModel: NSObject, UITableViewDataSource, UITableViewDelegate {
    var rows: [[String]]
    var headerTitles: [String?] = []
    var footerTitles: [String?] = []
    var heights: [IndexPath: CGFloat]?
    var log: [String] = []
    var displayed = 0, ended = 0
    var movable = false
    var blockSelection: IndexPath?
    var trailingActions: ((IndexPath) -> UISwipeActionsConfiguration?)?
    var configure: ((UITableViewCell, IndexPath) -> Void)?
    var identifier = "cell"

    init(_ rows: [[String]]) { self.rows = rows }

    /// `sections` sections of `count` rows labelled "s.r".
    convenience init(sections: Int = 1, rows count: Int) {
        self.init((0..<sections).map { s in (0..<count).map { "\(s).\($0)" } })
    }

    func numberOfSections(in tableView: UITableView) -> Int { rows.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows[section].count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        cell.textLabel?.text = rows[indexPath.section][indexPath.row]
        configure?(cell, indexPath)
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { section < headerTitles.count ? headerTitles[section] : nil }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { section < footerTitles.count ? footerTitles[section] : nil }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        guard let heights else { return tableView.rowHeight }
        return heights[indexPath] ?? UITableView.automaticDimension
    }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) { displayed += 1 }
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) { ended += 1 }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) { log.append("highlight \(indexPath.row)") }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) { log.append("unhighlight \(indexPath.row)") }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willSelect \(indexPath.row)")
        return indexPath == blockSelection ? nil : indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("didSelect \(indexPath.row)") }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { log.append("willDeselect \(indexPath.row)"); return indexPath }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { log.append("didDeselect \(indexPath.row)") }
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { movable }
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        let item = rows[sourceIndexPath.section].remove(at: sourceIndexPath.row)
        rows[destinationIndexPath.section].insert(item, at: destinationIndexPath.row)
        log.append("move \(sourceIndexPath.row)->\(destinationIndexPath.row)")
    }
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        log.append("commit \(editingStyle == .delete ? "delete" : "insert") \(indexPath.row)")
        if editingStyle == .delete {
            rows[indexPath.section].remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .fade)
        }
    }
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        trailingActions?(indexPath)
    }
}

/// A table of `size` in a shown window, registered for "cell", laid out.
@MainActor
func makeTable(_ model: TableModel, style: UITableView.Style = .plain, size: CGSize = CGSize(width: 320, height: 480),
               configure: (UITableView) -> Void = { _ in }) -> (UIWindow, UITableView) {
    let window = makeEventWindow(size)
    let table = UITableView(frame: CGRect(origin: .zero, size: size), style: style)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    configure(table)
    table.dataSource = model
    table.delegate = model
    window.addSubview(table)
    UIApplication.shared.runUntilIdle()
    return (window, table)
}

/// A cell whose content view holds a box of the row's height, placed by constraints.
@MainActor
final class SizingCell: UITableViewCell {
    let box = UIView()
    var heightConstraint: NSLayoutConstraint!
    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        box.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(box)
        heightConstraint = box.heightAnchor.constraint(equalToConstant: 44)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: contentView.topAnchor),
            box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            box.widthAnchor.constraint(equalToConstant: 10),
            heightConstraint,
        ])
    }
    required init?(coder: NSCoder) { fatalError() }
}

/// Lets every animation and deceleration of the test end on the media clock, then hides
/// the window (a running animation would keep the shared render pipeline awake).
@MainActor
func finish(_ window: UIWindow) {
    UIApplication.shared.advanceTime(by: 5)
    window.isHidden = true
    // A scroll indicator's fade may still be running in the hidden window: one more
    // second lets it end, so no display link is left for the next test.
    UIApplication.shared.advanceTime(by: 1)
    UIApplication.shared.runUntilIdle()
}
