import CoreGraphics
import Foundation

/// The delegate of a navigation controller: hears when a controller is about to be and
/// has been shown.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    /// `viewController` is about to be shown (before its view appears).
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// `viewController` was shown (after the transition).
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
}

/// How long hiding or showing the navigation bar or toolbar animates: 0.2 s, UIKit's value.
public let UINavigationControllerHideShowBarDuration: CGFloat = 0.2

/// A container showing a stack of view controllers one at a time, with a navigation bar
/// whose back button pops to the previous one. Pushes slide the new view in from the
/// right edge over 0.35 s while the old one moves left by 30% (the parallax); pops
/// reverse it; a drag from the left edge pops interactively.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// The delegate.
    open weak var delegate: UINavigationControllerDelegate?

    /// The controllers on the stack, root first.
    package var stack: [UIViewController] = []
    /// The bar at the top.
    package let navigationBarStorage = UINavigationBar()
    /// The toolbar at the bottom (hidden by default).
    package let toolbarStorage = UIToolbar()
    /// Whether the bar is hidden.
    package var navigationBarHiddenStorage = false
    /// Whether the toolbar is hidden.
    package var toolbarHiddenStorage = true
    /// The view holding the controllers' views, under the bars.
    package let transitionView = UIView()
    /// The transition in progress, if any.
    var activeTransition: NavigationTransition?
    /// The interactive pop in progress, if any.
    var interactivePop: InteractivePopState?
    /// Classic split view: the secondary navigation controller whose controllers a collapse
    /// pushed here, and the first of them.
    package var collapsedSecondary: (nav: UINavigationController, first: UIViewController?)?
    /// The edge pan that pops interactively.
    private(set) lazy var popGesture: InteractivePopGestureRecognizer = makePopGesture()

    /// Creates a navigation controller whose stack holds `rootViewController`.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setUpNavigation()
        setViewControllers([rootViewController], animated: false)
    }

    /// Creates an empty navigation controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        setUpNavigation()
    }

    /// Creates a navigation controller from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpNavigation()
    }

    /// The view: the controllers' views under the navigation bar and toolbar.
    open override func loadView() { view = makeContainerView() }

    /// The controllers on the stack, root first; setting it replaces the stack without animation.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the stack; when the top changes it animates as a push (a new top) or a pop
    /// (a top that was on the stack).
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        replaceStack(viewControllers, animated: animated)
    }

    /// The controller on top of the stack.
    open var topViewController: UIViewController? { stack.last }

    /// The status bar style follows the navigation bar's style (a black bar asks for light
    /// content), as in UIKit; the top controller decides only while the bar is hidden.
    open override var preferredStatusBarStyle: UIStatusBarStyle { navigationBar.barStyle == .black ? .lightContent : .default }
    /// The top controller while the navigation bar is hidden, else nil.
    open override var childForStatusBarStyle: UIViewController? { isNavigationBarHidden ? topViewController : nil }
    /// The top controller while the navigation bar is hidden, else nil.
    open override var childForStatusBarHidden: UIViewController? { isNavigationBarHidden ? topViewController : nil }

    /// The controller whose view is shown (the top one).
    open var visibleViewController: UIViewController? {
        var presented = presentedViewController
        while let next = presented?.presentedViewController, next !== presented { presented = next }
        return presented ?? stack.last
    }

    /// Pushes `viewController` on the stack and shows it (a controller already on the
    /// stack is refused with a log line, as UIKit does).
    open func pushViewController(_ viewController: UIViewController, animated: Bool) { pushCore(viewController, animated: animated) }

    /// Pops the top controller and returns it (nil, and nothing happens, at the root).
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? { popCore(animated: animated) }

    /// Pops every controller but the root; returns those popped.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? { popToCore(stack.first, animated: animated) }

    /// Pops until `viewController` is on top; returns those popped (nil when it is not on the stack).
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        popToCore(viewController, animated: animated)
    }

    /// Pushes `vc` (the navigation controller's way of showing); in the primary or
    /// supplementary column of an expanded split view it goes on the next column's stack.
    open override func show(_ vc: UIViewController, sender: Any?) {
        if let split = parentStorage as? UISplitViewController, split.routeShow(vc, from: self) { return }
        pushViewController(vc, animated: true)
    }

    /// Split view collapse: pushes the secondary controller (or a navigation controller's
    /// controllers) on this stack.
    open override func collapseSecondaryViewController(_ secondaryViewController: UIViewController, for splitViewController: UISplitViewController) {
        collapseSecondaryCore(secondaryViewController)
    }

    /// Split view expansion: pops and returns what the collapse pushed (else the top controller).
    open override func separateSecondaryViewController(for splitViewController: UISplitViewController) -> UIViewController? {
        separateSecondaryCore()
    }

    /// The navigation bar (managed: push and pop controllers, not items).
    open var navigationBar: UINavigationBar { navigationBarStorage }

    /// The toolbar showing the top controller's `toolbarItems`.
    open var toolbar: UIToolbar! { toolbarStorage }

    /// Whether the navigation bar is hidden.
    open var isNavigationBarHidden: Bool {
        get { navigationBarHiddenStorage }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the navigation bar, sliding it over `UINavigationControllerHideShowBarDuration`.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { setBarHidden(hidden, toolbar: false, animated: animated) }

    /// Whether the toolbar is hidden (default true).
    open var isToolbarHidden: Bool {
        get { toolbarHiddenStorage }
        set { setToolbarHidden(newValue, animated: false) }
    }

    /// Hides or shows the toolbar.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) { setBarHidden(hidden, toolbar: true, animated: animated) }

    /// The edge pan that pops the top controller interactively.
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { popGesture }

    /// The top controller's content scroll view decides the bar's scroll-edge appearance.
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        updateScrollEdgeState()
    }
}
