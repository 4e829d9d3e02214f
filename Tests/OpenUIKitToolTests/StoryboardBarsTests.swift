import Foundation
import Testing
import UIKit
import UIKitTesting
@testable import OpenUIKitTool

/// Bars.storyboard: a tab bar controller whose relationship segues hold a navigation
/// controller (root: a table controller with a prototype cell and a navigation item) and a
/// settings scene; selecting a prototype cell performs its segue with the cell as sender.
@MainActor @Suite(.serialized) struct StoryboardBarsTests {
    func storyboard() throws -> UIStoryboard {
        UINib.register(ItemsTableController.self)
        UINib.register(ItemCell.self)
        let data = try Data(contentsOf: toolDocuments.appendingPathComponent("Bars.storyboard"))
        return UIStoryboard(document: try IBDocument(data: data, file: "Bars.storyboard", bundle: nil))
    }

    @Test func relationshipSeguesBuildTabsAndNavigation() throws {
        let tabs = try #require(try storyboard().instantiateInitialViewController() as? UITabBarController)
        let children = try #require(tabs.viewControllers)
        #expect(children.count == 2)
        let navigation = try #require(children.first as? UINavigationController)
        #expect(navigation.tabBarItem.title == "Items" && navigation.tabBarItem.tag == 1)
        #expect(children[1].tabBarItem.title == "Settings" && children[1].tabBarItem.tag == 2)
        let items = try #require(navigation.viewControllers.first as? ItemsTableController)
        #expect(navigation.viewControllers.count == 1)
        #expect(items.navigationItem.title == "Items")
        let add = try #require(items.navigationItem.rightBarButtonItem)
        #expect(add.systemItem == .add)
        // The bar button's action reaches the controller through its IBKey table.
        add.sendAction(event: nil)
        #expect(items.adds == 1)
    }

    @Test func prototypeCellsDequeueWithOutletsAndSelectionPerformsTheirSegue() throws {
        let tabs = try #require(try storyboard().instantiateInitialViewController() as? UITabBarController)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        UIApplication.shared.runUntilIdle()
        let navigation = try #require(tabs.viewControllers?.first as? UINavigationController)
        let items = try #require(navigation.topViewController as? ItemsTableController)
        let cell = try #require(items.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? ItemCell)
        #expect(cell.nameLabel?.text == "Item 1", "the prototype's label outlet is connected in each dequeued cell")
        #expect(cell.reuseIdentifier == "Cell")
        let point = cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: window)
        window.tap(at: point)
        UIApplication.shared.runUntilIdle()
        #expect(items.events == ["prepare(showItem, sender: Item 1)", "didSelect(1)"],
                "prepare(for:sender:) runs before didSelectRowAt, the cell being the sender")
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.topViewController?.title == "Detail")
    }
}

/// The table controller of Bars.storyboard: three rows from the "Cell" prototype.
@MainActor final class ItemsTableController: UITableViewController {
    var events: [String] = []
    var adds = 0

    func add(_ sender: Any?) { adds += 1 }

    override class var interfaceBuilderKeys: [String: IBKey] { ["add:": .action(ItemsTableController.add)] }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        (cell as? ItemCell)?.nameLabel?.text = "Item \(indexPath.row)"
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        events.append("didSelect(\(indexPath.row))")
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        events.append("prepare(\(segue.identifier ?? "-"), sender: \((sender as? ItemCell)?.nameLabel?.text ?? "\(String(describing: sender))"))")
    }
}

/// The prototype cell's class, with its label outlet.
@MainActor final class ItemCell: UITableViewCell {
    var nameLabel: UILabel?
    override class var interfaceBuilderKeys: [String: IBKey] { ["nameLabel": .outlet(\ItemCell.nameLabel)] }
}
