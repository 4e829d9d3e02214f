import Foundation
import QuartzCore
import UIKit

/// One entry of the catalog's list: a screen's name and a builder filling a 640x480-point view.
struct CatalogEntry {
    /// The screen's name (also its PNG file name and `--screen=` argument).
    let name: String
    /// Fills the given view with the screen.
    let build: @MainActor (UIView) -> Void

    /// The name as the list shows it ("text-editing" reads "Text editing").
    var title: String {
        let words = name.split(separator: "-").joined(separator: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }

    /// The view screens, then the layer screens shown in a view.
    @MainActor static var sections: [(title: String, entries: [CatalogEntry])] {
        [("Views and controls", ViewScreens.all.map { CatalogEntry(name: $0.name, build: $0.build) }),
         ("Layers", CatalogScreens.all.map { screen in
             CatalogEntry(name: screen.name) { container in
                 container.backgroundColor = .white
                 container.layer.addSublayer(screen.build())
             }
         })]
    }
}

/// The catalog's root screen: a table of every screen, each pushed on selection, as an iOS
/// app's master list is written.
final class CatalogListViewController: UITableViewController {
    let sections = CatalogEntry.sections
    static let cellIdentifier = "screen"

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "OpenUIKit Catalog"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        catalogReport("CATALOG showing list")
    }

    override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].entries.count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].title
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = sections[indexPath.section].entries[indexPath.row].title
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let entry = sections[indexPath.section].entries[indexPath.row]
        navigationController?.pushViewController(ScreenViewController(entry: entry), animated: true)
        tableView.deselectRow(at: indexPath, animated: true)
    }
}
