import Testing
import UIKit

// Scroll views and tables as iOS apps write them: a cell subclass with its own subviews,
// a table view controller overriding the data source and delegate, a plain controller
// adopting the protocols, a scroll view subclass with a delegate.

final class ContactCell: UITableViewCell {
    static let reuseID = "ContactCell"
    let nameLabel = UILabel()
    private(set) var reuses = 0

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(nameLabel)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
        nameLabel.text = nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        nameLabel.frame = contentView.bounds.insetBy(dx: 16, dy: 4)
    }
}

final class ContactsController: UITableViewController {
    var names = (0..<1_000).map { "Contact \($0)" }
    var selected: IndexPath?

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(ContactCell.self, forCellReuseIdentifier: ContactCell.reuseID)
        tableView.rowHeight = 44
    }

    override func numberOfSections(in tableView: UITableView) -> Int { 1 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ContactCell.reuseID, for: indexPath) as! ContactCell
        cell.nameLabel.text = names[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected = indexPath }
}

final class SettingsController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let table = UITableView(frame: .zero, style: .insetGrouped)

    override func viewDidLoad() {
        super.viewDidLoad()
        table.frame = view.bounds
        table.dataSource = self
        table.delegate = self
        view.addSubview(table)
    }

    func numberOfSections(in tableView: UITableView) -> Int { 2 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { section == 0 ? 3 : 2 }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { section == 0 ? "General" : "About" }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "value") ?? UITableViewCell(style: .value1, reuseIdentifier: "value")
        cell.textLabel?.text = "Row \(indexPath.row)"
        cell.detailTextLabel?.text = "On"
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}

final class PagingScroller: UIScrollView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isPagingEnabled = true
        showsHorizontalScrollIndicator = false
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class OffsetRecorder: NSObject, UIScrollViewDelegate {
    var offsets: [CGFloat] = []
    func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset.x) }
}

@MainActor
@Suite struct ScrollingFromOutsideTests {
    @Test func aTableViewControllerSubclassShowsReusedCells() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = ContactsController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        controller.tableView.layoutIfNeeded()
        let first = controller.tableView.visibleCells.compactMap { ($0 as? ContactCell)?.nameLabel.text }
        #expect(first.first == "Contact 0")
        #expect(first.count >= 10 && first.count <= 13)
        controller.tableView.scrollToRow(at: IndexPath(row: 500, section: 0), at: .top, animated: false)
        controller.tableView.layoutIfNeeded()
        let cells = controller.tableView.visibleCells.compactMap { $0 as? ContactCell }
        #expect(cells.first?.nameLabel.text == "Contact 500")
        #expect(cells.contains { $0.reuses > 0 })
    }

    @Test func aControllerAdoptingTheProtocolsFillsAnInsetGroupedTable() {
        let controller = SettingsController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 600)
        controller.loadViewIfNeeded()
        controller.table.frame = controller.view.bounds
        controller.table.reloadData()
        controller.table.layoutIfNeeded()
        #expect(controller.table.numberOfSections == 2)
        #expect(controller.table.numberOfRows(inSection: 0) == 3)
        #expect(controller.table.cellForRow(at: IndexPath(row: 1, section: 1))?.textLabel?.text == "Row 1")
    }

    @Test func aScrollViewSubclassPagesAndTellsItsDelegate() {
        let scroller = PagingScroller(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let recorder = OffsetRecorder()
        scroller.delegate = recorder
        scroller.contentSize = CGSize(width: 300, height: 50)
        scroller.setContentOffset(CGPoint(x: 100, y: 0), animated: false)
        #expect(scroller.bounds.origin.x == 100)
        #expect(recorder.offsets == [100])
        #expect(scroller.isPagingEnabled)
    }
}
