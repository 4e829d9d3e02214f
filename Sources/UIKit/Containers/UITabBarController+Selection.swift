import CoreGraphics
import Foundation

/// A tab bar controller's view: lays out the tab bar and the selected view.
@preconcurrency @MainActor
final class TabContainerView: UIView {
    weak var controller: UITabBarController?

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutTabContainer()
    }
}

extension UITabBarController {
    /// The most tabs shown; with more controllers the last tab is More.
    package static let visibleTabLimit = 5

    /// Whether the controllers overflow into a More tab.
    package var usesMore: Bool { tabControllers.count > UITabBarController.visibleTabLimit }

    /// The controllers with a tab of their own.
    package var directControllers: [UIViewController] {
        usesMore ? Array(tabControllers.prefix(UITabBarController.visibleTabLimit - 1)) : tabControllers
    }

    /// The controllers listed in More.
    package var overflowControllers: [UIViewController] {
        usesMore ? Array(tabControllers.dropFirst(UITabBarController.visibleTabLimit - 1)) : []
    }

    /// The controller whose view is shown: the selected one, or More.
    package var selectedControllerShown: UIViewController? {
        guard selectedIndexStorage != NSNotFound, selectedIndexStorage < tabControllers.count else { return nil }
        return selectedIndexStorage >= directControllers.count ? moreNavigationCore() : tabControllers[selectedIndexStorage]
    }

    /// Builds the view with the tab bar.
    package func makeTabContainerView() -> UIView {
        let container = TabContainerView(frame: UIScreen.main.bounds)
        container.controller = self
        container.backgroundColor = .systemBackground
        container.addSubview(tabBarStorage)
        if let shown = selectedControllerShown { attachView(of: shown, to: container) }
        return container
    }

    /// Puts `controller`'s view under the tab bar.
    package func attachView(of controller: UIViewController, to container: UIView) {
        let view = controller.view!
        view.frame = container.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.insertSubview(view, belowSubview: tabBarStorage)
    }

    /// Places the tab bar at the bottom (49 points plus the bottom safe area) and gives
    /// the shown controller 49 points of extra bottom safe area.
    package func layoutTabContainer() {
        guard let container = viewIfLoaded else { return }
        let b = container.bounds
        let bottom = container.safeAreaInsets.bottom
        let hidden = tabBarHiddenByPush
        let height = UITabBar.height + bottom
        tabBarStorage.frame = CGRect(x: 0, y: hidden ? b.height : b.height - height, width: b.width, height: height)
        tabBarStorage.isHidden = hidden
        if let shown = selectedControllerShown {
            shown.containerBarInsets = UIEdgeInsets(top: 0, left: 0, bottom: hidden ? 0 : UITabBar.height, right: 0)
            if let view = shown.viewIfLoaded, view.superview === container { view.frame = b }
        }
    }

    /// Whether the shown navigation stack's top asks to hide the bottom bar
    /// (`hidesBottomBarWhenPushed` on a pushed controller).
    package var tabBarHiddenByPush: Bool {
        guard let nav = selectedControllerShown as? UINavigationController else { return false }
        return nav.stack.dropFirst().contains { $0.hidesBottomBarWhenPushed }
    }

    /// Implements `setViewControllers(_:animated:)`.
    package func setTabControllers(_ controllers: [UIViewController]) {
        var unique: [UIViewController] = []
        for controller in controllers where !unique.contains(where: { $0 === controller }) { unique.append(controller) }
        if unique.count != controllers.count { UIView.log("UITabBarController: a view controller appears more than once; duplicates dropped") }
        let previous = selectedControllerShown
        let previousSelected = selectedIndexStorage < tabControllers.count ? tabControllers[selectedIndexStorage] : nil
        for old in tabControllers where !unique.contains(where: { $0 === old }) {
            if old.parentStorage === self || old.parentStorage === moreNavigationStorage {
                old.willMove(toParent: nil)
                if old.viewIfLoaded?.superview != nil, old.parentStorage === self { old.viewIfLoaded?.removeFromSuperview() }
                if let more = moreNavigationStorage, old.parentStorage === more {
                    more.setViewControllers(more.stack.filter { $0 !== old }, animated: false)
                } else {
                    old.removeFromParent()
                }
            }
        }
        tabControllers = unique
        for controller in directControllers where controller.parentStorage !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        if usesMore {
            let more = moreNavigationCore()
            if more.parentStorage !== self { addChild(more); more.didMove(toParent: self) }
            (more.stack.first as? MoreListViewController)?.reload()
        } else if let more = moreNavigationStorage, more.parentStorage === self {
            more.willMove(toParent: nil)
            more.viewIfLoaded?.removeFromSuperview()
            more.removeFromParent()
        }
        rebuildTabItems()
        var index = previousSelected.flatMap { p in unique.firstIndex { $0 === p } } ?? (unique.isEmpty ? NSNotFound : 0)
        if index == NSNotFound, !unique.isEmpty { index = 0 }
        selectedIndexStorage = index
        updateTabBarSelection()
        showSelected(replacing: previous)
    }

    /// Gives the tab bar the direct controllers' items (and More's).
    package func rebuildTabItems() {
        var items = directControllers.map { $0.tabBarItem! }
        if usesMore { items.append(moreNavigationCore().tabBarItem) }
        tabBarStorage.setItems(items, animated: false)
        updateTabBarSelection()
    }

    /// Shows the selected item on the bar.
    package func updateTabBarSelection() {
        guard selectedIndexStorage != NSNotFound, let items = tabBarStorage.items, !items.isEmpty else {
            tabBarStorage.selectedItem = nil
            return
        }
        tabBarStorage.selectedItem = items[min(selectedIndexStorage, items.count - 1)]
    }

    /// Selects the controller at `index` (by code or by a tap): its view replaces the
    /// previous one, with the appearance callbacks. An overflow index selects More and
    /// shows that controller in it.
    package func select(index: Int, viaMore: Bool) {
        let previous = selectedControllerShown
        selectedIndexStorage = index
        if usesMore, index >= directControllers.count {
            let more = moreNavigationCore()
            if !viaMore, index < tabControllers.count {
                let target = tabControllers[index]
                if more.topViewController !== target {
                    more.setViewControllers([more.stack[0], target], animated: false)
                }
            }
        }
        updateTabBarSelection()
        showSelected(replacing: previous)
    }

    /// Swaps the shown view: the old controller disappears and the new one appears.
    package func showSelected(replacing previous: UIViewController?) {
        let next = selectedControllerShown
        guard previous !== next, let container = viewIfLoaded else { return }
        let forward = isInVisibleWindow && (appearanceState == .appeared || appearanceState == .appearing)
        next?.loadViewIfNeeded()
        if forward {
            previous?.containerBeginAppearance(false, animated: false)
            next?.containerBeginAppearance(true, animated: false)
        }
        if let next { attachView(of: next, to: container) }
        if let old = previous?.viewIfLoaded, old.superview === container { old.removeFromSuperview() }
        layoutTabContainer()
        if forward {
            previous?.containerEndAppearance(animated: false)
            if let next { UIApplication.shared.pendingDidAppear.append(next) }
        }
    }

    /// A tab was tapped: the delegate may refuse; otherwise it is selected (tapping the
    /// selected navigation tab again pops to its root, as UIKit does) and the delegate told.
    package func userSelectedTab(_ item: UITabBarItem) {
        guard let itemIndex = tabBarStorage.itemStorage.firstIndex(where: { $0 === item }) else { return }
        let controller: UIViewController = usesMore && itemIndex == directControllers.count ? moreNavigationCore() : directControllers[itemIndex]
        if let delegate, !delegate.tabBarController(self, shouldSelect: controller) {
            updateTabBarSelection()
            return
        }
        if controller === selectedControllerShown {
            (controller as? UINavigationController)?.popToRootViewController(animated: true)
        } else if controller === moreNavigationStorage {
            select(index: directControllers.count, viaMore: true)
        } else {
            select(index: itemIndex, viaMore: false)
        }
        delegate?.tabBarController(self, didSelect: controller)
    }
}
