import Testing
import UIKit
import UIKitTesting

// A diffable list written the way UIKit users write it (Swift 5 language mode, no
// isolation annotations): a section enum, a Hashable item struct, a data source subclass
// with titles and swipe-to-delete, and a search filter applying snapshots.

enum FruitSection: Int, CaseIterable { case favourites, others }

struct Fruit: Hashable {
    let id: Int
    let name: String
}

class FruitDataSource: UITableViewDiffableDataSource<FruitSection, Fruit> {
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sectionIdentifier(for: section) == .favourites ? "Favourites" : "Others"
    }
    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete, let fruit = itemIdentifier(for: indexPath) else { return }
        var snapshot = self.snapshot()
        snapshot.deleteItems([fruit])
        apply(snapshot, animatingDifferences: true)
    }
}

class FruitListController: UIViewController {
    let tableView = UITableView(frame: .zero, style: .plain)
    var dataSource: FruitDataSource!
    let fruits = ["Apple", "Banana", "Cherry", "Date", "Elderberry"].enumerated().map { Fruit(id: $0.offset, name: $0.element) }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        view.addSubview(tableView)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
        dataSource = FruitDataSource(tableView: tableView) { tableView, indexPath, fruit in
            let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = fruit.name
            cell.contentConfiguration = content
            return cell
        }
        dataSource.defaultRowAnimation = .fade
        filter("")
    }

    func filter(_ text: String) {
        var snapshot = NSDiffableDataSourceSnapshot<FruitSection, Fruit>()
        snapshot.appendSections(FruitSection.allCases)
        let shown = fruits.filter { text.isEmpty || $0.name.lowercased().contains(text.lowercased()) }
        snapshot.appendItems(shown.filter { $0.id < 2 }, toSection: .favourites)
        snapshot.appendItems(shown.filter { $0.id >= 2 }, toSection: .others)
        dataSource.apply(snapshot, animatingDifferences: true)
    }

    var shownNames: [String] {
        tableView.visibleCells.compactMap { ($0.contentConfiguration as? UIListContentConfiguration)?.text }
    }
}

@MainActor @Suite struct DiffableUserCodeTests {
    @Test func filteringAppliesSnapshotsToTheList() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = FruitListController()
        window.rootViewController = controller
        window.isHidden = false
        UIApplication.shared.runUntilIdle()
        #expect(controller.shownNames == ["Apple", "Banana", "Cherry", "Date", "Elderberry"])
        #expect(controller.tableView.headerView(forSection: 0)?.textLabel?.text == "Favourites")
        controller.filter("an")
        UIApplication.shared.advanceTime(by: 0.5)
        #expect(controller.shownNames == ["Banana"])
        controller.filter("")
        UIApplication.shared.advanceTime(by: 0.5)
        controller.dataSource.tableView(controller.tableView, commit: .delete, forRowAt: IndexPath(row: 0, section: 1))
        UIApplication.shared.advanceTime(by: 0.5)
        #expect(controller.shownNames == ["Apple", "Banana", "Date", "Elderberry"])
        window.isHidden = true
        UIApplication.shared.runUntilIdle()
    }
}
