import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor final class TabDelegateRecorder: UITabBarControllerDelegate {
    var lines: [String] = []
    var refused: UIViewController?
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        lines.append("should \(viewController.title ?? "")")
        return viewController !== refused
    }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        lines.append("did \(viewController.title ?? "")")
    }
}

/// A shown 320 x 480 window whose root is a tab bar controller over `controllers`.
@MainActor
func makeTabScene(_ controllers: [UIViewController]) -> (UIWindow, UITabBarController) {
    UIApplication.shared.resetEventState()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let tabs = UITabBarController()
    tabs.viewControllers = controllers
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    UIApplication.shared.runUntilIdle()
    return (window, tabs)
}

@MainActor @Suite(.serialized) struct TabBarControllerTests {
    /// The tab bar is 49 points tall above the bottom safe area (the iOS tab bar's
    /// height, Apple's Human Interface Guidelines' measurements); the selected view fills
    /// the controller with 49 points of bottom safe area.
    @Test func layoutAndSelectionByCode() {
        let a = titled("A"), b = titled("B"), c = titled("C")
        let (window, tabs) = makeTabScene([a, b, c])
        defer { window.isHidden = true }
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === a)
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 431, width: 320, height: 49))
        #expect(a.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480) && a.view.safeAreaInsets.bottom == 49)
        #expect(tabs.tabBar.items?.map(\.title) == ["A", "B", "C"])
        #expect(a.tabBarController === tabs && b.tabBarController === tabs)
        tabs.selectedIndex = 2
        #expect(tabs.selectedViewController === c && tabs.tabBar.selectedItem === c.tabBarItem)
        #expect(c.view.superview != nil && a.viewIfLoaded?.superview == nil)
        tabs.selectedIndex = 9
        #expect(tabs.selectedIndex == 2)
        tabs.selectedViewController = b
        #expect(tabs.selectedIndex == 1)
        tabs.selectedViewController = UIViewController()
        #expect(tabs.selectedIndex == 1)
    }

    /// Tapping a tab selects it through the delegate, with UIKit's appearance order.
    @Test func selectionByTapWithDelegateAndAppearance() {
        let log = SharedLog()
        let a = AppearanceLogController("A", log: log), b = AppearanceLogController("B", log: log)
        let c = AppearanceLogController("C", log: log)
        let (window, tabs) = makeTabScene([a, b, c])
        defer { window.isHidden = true }
        let delegate = TabDelegateRecorder()
        tabs.delegate = delegate
        log.lines = []
        let secondTab = CGPoint(x: 160, y: 431 + 24)
        window.tap(at: secondTab)
        #expect(tabs.selectedViewController === b)
        #expect(delegate.lines == ["should B", "did B"])
        #expect(log.lines == ["A.willDisappear(false)", "B.willAppear(false)", "A.didDisappear(false)", "B.didAppear(false)"])
        delegate.refused = c
        window.tap(at: CGPoint(x: 267, y: 455))
        #expect(tabs.selectedViewController === b && tabs.tabBar.selectedItem === b.tabBarItem)
        #expect(delegate.lines == ["should B", "did B", "should C"])
    }

    /// Badges show on the item's button; the selected item shows its selected image in the tint.
    @Test func itemsBadgesAndImages() {
        let a = titled("A"), b = titled("B")
        let image = makeImage([[.black]]), selected = makeImage([[.red]])
        a.tabBarItem = UITabBarItem(title: "Home", image: image, selectedImage: selected)
        b.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 3)
        let (window, tabs) = makeTabScene([a, b])
        defer { window.isHidden = true }
        #expect(tabs.tabBar.items?.map(\.title) == ["Home", "Favorites"] && b.tabBarItem.tag == 3)
        let first = tabs.tabBar.buttons[0]
        #expect(first.imageView.image?.size == selected.size)
        #expect(first.titleLabel.textColor == tabs.tabBar.tintColor)
        #expect(tabs.tabBar.buttons[1].titleLabel.textColor == UIColor.systemGray)
        #expect(tabs.tabBar.buttons[1].badgeLabel.isHidden)
        let replaced = UITabBarItem(title: "Starred", image: nil, tag: 4)
        b.tabBarItem = replaced
        UIApplication.shared.runUntilIdle()
        #expect(tabs.tabBar.items?.last === replaced && tabs.tabBar.buttons[1].titleLabel.text == "Starred")
        b.tabBarItem.badgeValue = "3"
        UIApplication.shared.runUntilIdle()
        let badge = tabs.tabBar.buttons[1].badgeLabel
        #expect(!badge.isHidden && badge.text == "3" && badge.backgroundColor == UIColor.systemRed)
        let pixels = PixelReader(window.renderedImage())
        let scale = window.screen.scale
        let center = badge.convert(CGPoint(x: 4, y: badge.bounds.midY), to: nil)
        #expect(pixels[Int(center.x * scale), Int(center.y * scale)].isNear(Pixel(255, 59, 48, 255), 8))
    }

    /// More than five controllers: four tabs and More, whose navigation controller lists
    /// the rest; choosing one pushes it, and selecting it by index does the same.
    @Test func moreThanFiveTabsMakeAMoreTab() {
        let controllers = (1...7).map { titled("T\($0)") }
        let (window, tabs) = makeTabScene(controllers)
        defer { window.isHidden = true }
        #expect(tabs.tabBar.items?.count == 5 && tabs.tabBar.items?.last?.title == "More")
        window.tap(at: CGPoint(x: 288, y: 455))
        let more = tabs.moreNavigationController
        #expect(tabs.selectedViewController === more)
        UIApplication.shared.runUntilIdle()
        let list = more.topViewController as! UITableViewController
        #expect(list.tableView.numberOfRows(inSection: 0) == 3)
        let row = list.tableView.rectForRow(at: IndexPath(row: 1, section: 0))
        window.tap(at: list.tableView.convert(CGPoint(x: row.midX, y: row.midY), to: nil))
        #expect(more.topViewController === controllers[5])
        UIApplication.shared.advanceTime(by: 0.4)
        #expect(controllers[5].tabBarController === tabs && controllers[5].navigationController === more)
        #expect(tabs.selectedIndex == 5)
        tabs.selectedIndex = 0
        #expect(tabs.selectedViewController === controllers[0])
        tabs.selectedIndex = 6
        #expect(tabs.selectedViewController === more && more.topViewController === controllers[6])
    }

    /// A navigation controller in a tab: content sits between its bar and the tab bar, and
    /// a pushed controller that hides the bottom bar hides the tab bar.
    @Test func navigationInsideATab() {
        let root = titled("Root"), detail = titled("Detail")
        detail.hidesBottomBarWhenPushed = true
        let nav = UINavigationController(rootViewController: root)
        nav.tabBarItem = UITabBarItem(title: "Nav", image: nil, tag: 0)
        let (window, tabs) = makeTabScene([nav, titled("Other")])
        defer { window.isHidden = true }
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 49, right: 0))
        #expect(root.tabBarController === tabs && root.navigationController === nav)
        nav.pushViewController(detail, animated: false)
        UIApplication.shared.runUntilIdle()
        #expect(tabs.tabBar.isHidden && detail.view.safeAreaInsets.bottom == 0)
        nav.popViewController(animated: false)
        UIApplication.shared.runUntilIdle()
        #expect(!tabs.tabBar.isHidden && root.view.safeAreaInsets.bottom == 49)
    }
}
