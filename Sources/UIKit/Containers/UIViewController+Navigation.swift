import CoreGraphics
import Foundation

extension UIViewController {
    /// The nearest navigation controller among the controller and its ancestors (not the
    /// controller itself unless it is a child of one).
    public var navigationController: UINavigationController? {
        var ancestor = parentStorage
        while let controller = ancestor {
            if let nav = controller as? UINavigationController { return nav }
            ancestor = controller.parentStorage
        }
        return nil
    }

    /// The nearest tab bar controller among the controller's ancestors.
    public var tabBarController: UITabBarController? {
        var ancestor = parentStorage
        while let controller = ancestor {
            if let tabs = controller as? UITabBarController { return tabs }
            ancestor = controller.parentStorage
        }
        return nil
    }

    /// Implements `navigationItem`: created on first access with the controller's title.
    package func navigationItemCore() -> UINavigationItem {
        if let item = navigationItemStorage { return item }
        let item = UINavigationItem()
        item.title = title
        navigationItemStorage = item
        return item
    }

    /// Implements `tabBarItem`: created on first access with the controller's title.
    package func tabBarItemCore() -> UITabBarItem {
        if let item = tabBarItemStorage { return item }
        let item = UITabBarItem()
        item.title = title
        tabBarItemStorage = item
        return item
    }

    /// The title changed: the navigation item and tab bar item show it (as in UIKit).
    package func titleDidChange() {
        navigationItemStorage?.title = title
        if let item = tabBarItemStorage { item.title = title }
    }

    /// A new tab bar item was set: the tab bar showing the controller rebuilds.
    package func tabBarItemDidChange() {
        if let tabs = parentStorage as? UITabBarController { tabs.rebuildTabItems() }
    }

    /// Implements `setToolbarItems(_:animated:)`.
    package func setToolbarItemsCore(_ items: [UIBarButtonItem]?) {
        toolbarItemsStorage = items
        if let nav = navigationController, nav.topViewController === self { nav.toolbar.setItems(items, animated: false) }
    }

    /// Implements `show(_:sender:)`: the nearest navigation controller pushes `vc`.
    package func showCore(_ vc: UIViewController, sender: Any?) {
        if let nav = navigationController {
            nav.show(vc, sender: sender)
            return
        }
        // UIKit's default outside a container that shows controllers: present modally.
        present(vc, animated: true)
    }

    /// Implements `showDetailViewController(_:sender:)`: as `show` without a detail column.
    package func showDetailCore(_ vc: UIViewController, sender: Any?) {
        if let parent = parentStorage {
            parent.showDetailViewController(vc, sender: sender)
            return
        }
        show(vc, sender: sender)
    }

    /// Starts an appearance transition driven by a container: `viewWillAppear(animated)`
    /// or `viewWillDisappear(animated)` when the state allows it (a pending automatic
    /// `viewDidAppear` is taken over). The view's window moves then no longer call them.
    package func containerBeginAppearance(_ appearing: Bool, animated: Bool) {
        UIApplication.shared.pendingDidAppear.removeAll { $0 === self }
        if appearing {
            guard appearanceState == .disappeared || appearanceState == .disappearing else { return }
            appearanceState = .appearing
            viewWillAppear(animated)
        } else {
            guard appearanceState == .appeared || appearanceState == .appearing else { return }
            appearanceState = .disappearing
            viewWillDisappear(animated)
        }
    }

    /// Completes a container-driven appearance transition: `viewDidAppear(animated)` or
    /// `viewDidDisappear(animated)`.
    package func containerEndAppearance(animated: Bool) {
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            viewDidAppear(animated)
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(animated)
        default: break
        }
    }

    /// Whether the controller's view is in a window that shows it (appearance transitions apply).
    package var isInVisibleWindow: Bool {
        guard let window = viewStorage?.windowStorage else { return false }
        return !window.isHidden
    }
}
