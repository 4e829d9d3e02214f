import Foundation
import UIKit

/// The table examples in an `.insetGrouped` table: the four classic cell styles with their
/// accessories, a section of self-sizing rows (multi-line labels pinned inside `contentView`
/// with Auto Layout, `UITableView.automaticDimension`), and an editable list: an Edit button
/// toggles `setEditing(_:animated:)`, rows delete and reorder through the data source, and
/// swipe actions flag (leading) or delete (trailing) a row.
@MainActor
final class TableScreen: UITableViewDataSource, UITableViewDelegate {
    /// Keeps the screen (the table's data source) alive while its window is shown.
    static var current: TableScreen?

    enum Section: Int, CaseIterable { case styles, selfSizing, editable }

    let tableView = UITableView(frame: .zero, style: .insetGrouped)
    let editButton = UIButton(type: .system)

    let styles: [(UITableViewCell.CellStyle, String, UITableViewCell.AccessoryType)] = [
        (.default, "default", .disclosureIndicator),
        (.value1, "value1", .checkmark),
        (.value2, "value2", .detailButton),
        (.subtitle, "subtitle", .detailDisclosureButton),
    ]
    let notes = [
        "A short note.",
        "A longer note: in a narrower table it wraps onto more lines, and its row grows to fit them.",
        "The longest note of the three: a self-sizing row takes its height from the constraints inside its content view, so this row grows by as many lines as its text needs at the width of the table, which here is the width of the catalog window minus the inset group margins.",
    ]
    /// The editable section's rows (deleted and reordered through the data source).
    private(set) var items = ["Apples", "Bread", "Cheese", "Dates", "Eggs"]
    /// Items flagged by the leading swipe action.
    private(set) var flagged: Set<String> = ["Bread"]

    /// Builds the screen into `container` and keeps it alive.
    static func build(_ container: UIView) {
        let screen = TableScreen()
        screen.install(in: container)
        current = screen
    }

    /// Adds the Edit button and the table below it to `container`.
    func install(in container: UIView) {
        container.backgroundColor = .systemGroupedBackground
        let title = UILabel(frame: CGRect(x: 20, y: 8, width: 400, height: 28))
        title.font = .boldSystemFont(ofSize: 20)
        title.text = "Table"
        container.addSubview(title)

        editButton.setTitle("Edit", for: .normal)
        editButton.frame = CGRect(x: container.bounds.width - 90, y: 6, width: 80, height: 32)
        editButton.autoresizingMask = [.flexibleLeftMargin]
        editButton.addTarget(self, action: TableScreen.toggleEditing, for: .touchUpInside)
        container.addSubview(editButton)

        tableView.frame = CGRect(x: 0, y: 40, width: container.bounds.width, height: container.bounds.height - 40)
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.backgroundColor = .clear
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 44
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "item")
        tableView.register(NoteCell.self, forCellReuseIdentifier: NoteCell.reuseIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        container.addSubview(tableView)
    }

    /// Switches the table in and out of editing, animated, and retitles the button.
    func toggleEditing() {
        tableView.setEditing(!tableView.isEditing, animated: true)
        editButton.setTitle(tableView.isEditing ? "Done" : "Edit", for: .normal)
    }

    // MARK: UITableViewDataSource

    func numberOfSections(in tableView: UITableView) -> Int { Section.allCases.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        switch Section(rawValue: section) {
        case .styles: styles.count
        case .selfSizing: notes.count
        case .editable: items.count
        case nil: 0
        }
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        switch Section(rawValue: section) {
        case .styles: "Cell styles and accessories"
        case .selfSizing: "Self-sizing rows"
        case .editable: "Editable: swipe, or tap Edit to delete and reorder"
        case nil: nil
        }
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        switch Section(rawValue: indexPath.section) {
        case .styles:
            // The classic styles can't be changed after init, so these cells aren't reused.
            let (style, name, accessory) = styles[indexPath.row]
            let cell = UITableViewCell(style: style, reuseIdentifier: nil)
            cell.textLabel?.text = ".\(name)"
            cell.detailTextLabel?.text = "Detail"
            cell.accessoryType = accessory
            return cell
        case .selfSizing:
            let cell = tableView.dequeueReusableCell(withIdentifier: NoteCell.reuseIdentifier, for: indexPath)
            (cell as? NoteCell)?.configure(title: "Note \(indexPath.row + 1)", body: notes[indexPath.row])
            return cell
        case .editable, nil:
            let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
            let item = items[indexPath.row]
            cell.textLabel?.text = flagged.contains(item) ? "\(item)  ⚑" : item
            cell.showsReorderControl = true
            return cell
        }
    }

    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        indexPath.section == Section.editable.rawValue
    }

    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        indexPath.section == Section.editable.rawValue
    }

    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete else { return }
        items.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }

    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        let item = items.remove(at: sourceIndexPath.row)
        items.insert(item, at: destinationIndexPath.row)
    }

    // MARK: UITableViewDelegate

    func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                   toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        // Rows stay inside the editable section.
        let editable = Section.editable.rawValue
        if proposedDestinationIndexPath.section < editable { return IndexPath(row: 0, section: editable) }
        return proposedDestinationIndexPath
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
    }

    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard indexPath.section == Section.editable.rawValue else { return nil }
        let item = items[indexPath.row]
        let isFlagged = flagged.contains(item)
        let flag = UIContextualAction(style: .normal, title: isFlagged ? "Unflag" : "Flag") { [weak self] _, _, completion in
            guard let self else { return completion(false) }
            if isFlagged { self.flagged.remove(item) } else { self.flagged.insert(item) }
            self.tableView.reloadRows(at: [indexPath], with: .none)
            completion(true)
        }
        flag.backgroundColor = .systemOrange
        return UISwipeActionsConfiguration(actions: [flag])
    }

    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard indexPath.section == Section.editable.rawValue else { return nil }
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
            guard let self else { return completion(false) }
            self.tableView(self.tableView, commit: .delete, forRowAt: indexPath)
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }
}

/// A self-sizing cell: a bold title over a multi-line body, pinned to the content view's
/// layout margins so Auto Layout gives the row its height.
final class NoteCell: UITableViewCell {
    static let reuseIdentifier = "note"
    let titleLabel = UILabel()
    let bodyLabel = UILabel()

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        titleLabel.font = .boldSystemFont(ofSize: 15)
        bodyLabel.font = .systemFont(ofSize: 14)
        bodyLabel.textColor = .secondaryLabel
        bodyLabel.numberOfLines = 0
        for label in [titleLabel, bodyLabel] {
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
        }
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: margins.topAnchor),
            titleLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            titleLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            bodyLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 4),
            bodyLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            bodyLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            bodyLabel.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Shows `title` and `body`.
    func configure(title: String, body: String) {
        titleLabel.text = title
        bodyLabel.text = body
    }
}
