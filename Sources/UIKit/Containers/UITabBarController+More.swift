import CoreGraphics
import Foundation

/// The root of the More tab: a table listing the controllers without a tab of their own;
/// choosing one pushes it.
@preconcurrency @MainActor
final class MoreListViewController: UITableViewController {
    weak var tabController: UITabBarController?

    init(tabController: UITabBarController) {
        self.tabController = tabController
        super.init(style: .plain)
        title = "More"
    }

    required init?(coder: NSCoder) { UIView.log("init(coder:): MoreListViewController is created by UITabBarController; not decoded"); return nil }

    func reload() { viewIfLoaded.map { _ in tableView.reloadData() } }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        tabController?.overflowControllers.count ?? 0
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "more") ?? UITableViewCell(style: .default, reuseIdentifier: "more")
        let controller = tabController?.overflowControllers[indexPath.row]
        cell.textLabel?.text = controller?.tabBarItem.title ?? controller?.title
        cell.imageView?.image = controller?.tabBarItem.image
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        guard let tabs = tabController, indexPath.row < tabs.overflowControllers.count else { return }
        let controller = tabs.overflowControllers[indexPath.row]
        tabs.selectedIndexStorage = tabs.directControllers.count + indexPath.row
        navigationController?.pushViewController(controller, animated: true)
    }
}

extension UITabBarController {
    /// Implements `moreNavigationController`: created once, its root the More list.
    package func moreNavigationCore() -> UINavigationController {
        if let more = moreNavigationStorage { return more }
        let list = MoreListViewController(tabController: self)
        let more = UINavigationController(rootViewController: list)
        more.tabBarItem = UITabBarItem(tabBarSystemItem: .more, tag: 0)
        moreNavigationStorage = more
        return more
    }
}
