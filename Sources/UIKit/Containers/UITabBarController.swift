import CoreGraphics
import Foundation

/// The delegate of a tab bar controller: may refuse a selection and hears about it.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    /// Whether the user may select `viewController` (default true; not asked for selection by code).
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// The user selected `viewController` (also when it was already selected).
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

/// A container showing one of several controllers, chosen with a tab bar at the bottom.
/// With more than five controllers the fifth tab is "More", a navigation controller
/// listing the rest.
@preconcurrency @MainActor
open class UITabBarController: UIViewController, UITabBarDelegate {
    /// The delegate.
    open weak var delegate: UITabBarControllerDelegate?

    /// The controllers, one per tab.
    package var tabControllers: [UIViewController] = []
    /// The index of the selected controller in `tabControllers` (NSNotFound: none).
    package var selectedIndexStorage: Int = NSNotFound
    /// The tab bar.
    package let tabBarStorage = UITabBar()
    /// The "More" navigation controller (created on first use).
    package var moreNavigationStorage: UINavigationController?
    /// The controllers the user may rearrange (kept as UIKit does).
    open var customizableViewControllers: [UIViewController]?

    /// Creates an empty tab bar controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        tabBarStorage.managingController = self
    }

    /// Creates a tab bar controller from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        tabBarStorage.managingController = self
    }

    /// The view: the selected controller's view over the tab bar.
    open override func loadView() { view = makeTabContainerView() }

    /// The controllers, one per tab (the first is selected when none was).
    open var viewControllers: [UIViewController]? {
        get { tabControllers.isEmpty ? nil : tabControllers }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the controllers.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) { setTabControllers(viewControllers ?? []) }

    /// The tab bar.
    open var tabBar: UITabBar { tabBarStorage }

    /// The selected controller decides the status bar style.
    open override var childForStatusBarStyle: UIViewController? { selectedViewController }
    /// The selected controller decides whether the status bar is hidden.
    open override var childForStatusBarHidden: UIViewController? { selectedViewController }

    /// The selected controller (the More navigation controller while More is selected).
    open var selectedViewController: UIViewController? {
        get { selectedControllerShown }
        set {
            guard let newValue else { return }
            if newValue === moreNavigationStorage { select(index: UITabBarController.visibleTabLimit - 1, viaMore: true); return }
            guard let index = tabControllers.firstIndex(where: { $0 === newValue }) else {
                UIView.log("UITabBarController: selectedViewController \(type(of: newValue)) is not one of its view controllers; selection unchanged")
                return
            }
            selectedIndex = index
        }
    }

    /// The index of the selected controller (an index past the fourth with more than five
    /// controllers selects More and shows that controller in it).
    open var selectedIndex: Int {
        get { selectedIndexStorage }
        set {
            guard newValue >= 0, newValue < tabControllers.count else {
                UIView.log("UITabBarController: selectedIndex \(newValue) is out of range 0..<\(tabControllers.count); selection unchanged")
                return
            }
            select(index: newValue, viaMore: false)
        }
    }

    /// The navigation controller of the More tab.
    open var moreNavigationController: UINavigationController { moreNavigationCore() }

    /// A tab was tapped on the bar (the bar is managed; this does what the tap does).
    open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) { userSelectedTab(item) }
}
