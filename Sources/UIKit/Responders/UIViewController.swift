import CoreGraphics
import Foundation

/// A container that a view controller's child or parent can talk to about sizes.
@preconcurrency @MainActor
public protocol UIContentContainer: AnyObject {
    /// The size the container would like to have.
    var preferredContentSize: CGSize { get }
    /// Called when a child container's preferred content size changed.
    func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer)
}

/// An object that manages a view hierarchy: loads its view lazily, hears about
/// appearance and layout, and contains child view controllers.
@preconcurrency @MainActor
open class UIViewController: UIResponder, UIContentContainer {
    /// Where the controller is in its appearance transitions.
    package enum AppearanceState { case disappeared, appearing, appeared, disappearing }

    /// The loaded view.
    package var viewStorage: UIView?
    /// The child view controllers.
    package var childStorage: [UIViewController] = []
    /// The parent view controller (weak).
    package weak var parentStorage: UIViewController?
    /// The appearance state.
    package var appearanceState: AppearanceState = .disappeared
    /// The preferred content size.
    package var preferredContentSizeStorage: CGSize = .zero
    /// The extra safe-area insets.
    package var additionalSafeAreaInsetsStorage: UIEdgeInsets = .zero
    /// The traits the parent imposes on this controller (`setOverrideTraitCollection(_:forChild:)`).
    package var traitOverrideFromParent: UITraitCollection?

    /// The nib name given at creation (`loadView()` loads it).
    open private(set) var nibName: String?
    /// The bundle given at creation.
    open private(set) var nibBundle: Bundle?

    /// Creates a view controller; its view is created on first access by `loadView()`.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// Creates a view controller with no nib.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Creates a view controller from an archive.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The traits of the controller's environment: those of its view (the main screen's
    /// until the view is in a window), with `overrideUserInterfaceStyle` applied.
    open var traitCollection: UITraitCollection { controllerTraits }

    /// The style override storage (`overrideUserInterfaceStyle`).
    package var overrideUserInterfaceStyleStorage: UIUserInterfaceStyle = .unspecified

    /// The appearance style forced on this controller, its view and its children
    /// (`.unspecified`, the default, inherits).
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { overrideUserInterfaceStyleStorage }
        set { setOverrideUserInterfaceStyleValue(newValue) }
    }

    /// Called after the traits changed (before the view hears it), with the traits before the change.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Changes the traits `childViewController` inherits from this container: each trait
    /// `collection` specifies replaces the inherited one for the child, its view and its own
    /// children (nil removes the override). The child must be a child of this controller.
    open func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild childViewController: UIViewController) {
        setOverrideTraits(collection, forChild: childViewController)
    }

    /// The traits this container imposes on `childViewController`, or nil when it imposes none.
    open func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        childViewController.parentStorage === self ? childViewController.traitOverrideFromParent : nil
    }

    /// The controller's root view, loaded (`loadView` then `viewDidLoad`) on first access.
    open var view: UIView! {
        get { loadViewIfNeeded(); return viewStorage }
        set { setView(newValue) }
    }

    /// The view if it is loaded, without loading it.
    open var viewIfLoaded: UIView? { viewStorage }

    /// The band from the top of the view to its safe area (deprecated on iOS 11: use
    /// `view.safeAreaLayoutGuide`); loads the view.
    @available(*, deprecated, message: "Use view.safeAreaLayoutGuide.topAnchor instead of topLayoutGuide.bottomAnchor")
    open var topLayoutGuide: UILayoutSupport { layoutSupportGuide(.top) }

    /// The band from the view's safe area to its bottom (deprecated on iOS 11: use
    /// `view.safeAreaLayoutGuide`); loads the view.
    @available(*, deprecated, message: "Use view.safeAreaLayoutGuide.bottomAnchor instead of bottomLayoutGuide.topAnchor")
    open var bottomLayoutGuide: UILayoutSupport { layoutSupportGuide(.bottom) }

    /// Whether the view is loaded.
    open var isViewLoaded: Bool { viewStorage != nil }

    /// Creates the view: from the controller's storyboard scene, else from its nib (the
    /// `nibName` given, else a nib named after the class: `MyView.xib` for
    /// `MyViewController`, then `MyViewController.xib`), else a plain view the size of the
    /// main screen.
    open func loadView() { loadViewFromInterfaceBuilderOrPlain() }

    /// Loads the view now if it is not loaded.
    open func loadViewIfNeeded() { loadViewCore() }

    /// Called after the view was loaded (its size is not final yet); the default does nothing.
    open func viewDidLoad() {}

    /// Called before the view appears; the default does nothing.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view appeared (at the end of the turn, after layout); the default does nothing.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view disappears; the default does nothing.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view disappeared; the default does nothing.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Called before the view's `layoutSubviews`; the default does nothing.
    open func viewWillLayoutSubviews() {}
    /// Called after the view's `layoutSubviews`; the default does nothing.
    open func viewDidLayoutSubviews() {}
    /// Called when the view's safe-area insets changed; the default does nothing.
    open func viewSafeAreaInsetsDidChange() {}

    /// Insets added to the view's safe area (for content the controller overlays).
    open var additionalSafeAreaInsets: UIEdgeInsets {
        get { additionalSafeAreaInsetsStorage }
        set {
            additionalSafeAreaInsetsStorage = newValue
            viewStorage?.updateSafeAreaAfterGeometryChange()
        }
    }

    /// The identifier that marks the controller for state restoration (nil: neither it nor
    /// its children are preserved).
    open var restorationIdentifier: String?

    /// The class that recreates the controller at the next launch when the app does not make
    /// it itself (state restoration; nil: the app delegate's
    /// `application(_:viewControllerWithRestorationIdentifierPath:coder:)` is asked, then
    /// the controllers that exist are used).
    open var restorationClass: UIViewControllerRestoration.Type?

    /// Saves the controller's state (`UIApplication` state preservation: when the app goes
    /// to the background or quits, if the delegate allows it). The default saves nothing.
    open func encodeRestorableState(with coder: NSCoder) {}

    /// Restores what `encodeRestorableState(with:)` saved (at launch, between
    /// `willFinishLaunching` and `didFinishLaunching`, if the delegate allows it).
    open func decodeRestorableState(with coder: NSCoder) {}

    /// Called on each restored controller after every restored object decoded its state.
    open func applicationFinishedRestoringState() {}

    /// The child view controllers, in the order added.
    open var children: [UIViewController] { childStorage }

    /// The parent view controller.
    open var parent: UIViewController? { parentStorage }

    /// Adds a child: calls its `willMove(toParent:)`; the caller adds its view and then
    /// calls its `didMove(toParent:)`.
    open func addChild(_ childController: UIViewController) { addChildCore(childController) }

    /// Removes the controller from its parent and calls its `didMove(toParent: nil)`
    /// (the caller calls `willMove(toParent: nil)` first).
    open func removeFromParent() { removeFromParentCore() }

    /// Called before the controller is added to or removed from a parent.
    open func willMove(toParent parent: UIViewController?) {}

    /// Called after the controller was added to or removed from a parent.
    open func didMove(toParent parent: UIViewController?) {}

    /// The size the controller would like its view to have; setting it tells the parent.
    open var preferredContentSize: CGSize {
        get { preferredContentSizeStorage }
        set {
            guard newValue != preferredContentSizeStorage else { return }
            preferredContentSizeStorage = newValue
            parentStorage?.preferredContentSizeDidChange(forChildContentContainer: self)
        }
    }

    /// Called when a child's preferred content size changed; the default does nothing.
    open func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {}

    /// Whether the controller is in editing mode.
    open var isEditing: Bool = false

    /// Turns editing mode on or off.
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

    /// The controller's title (a navigation item or tab bar item without its own title shows it).
    open var title: String? { didSet { titleDidChange() } }

    /// The view's superview, else the parent controller.
    open override var next: UIResponder? { viewStorage?.superviewStorage ?? parentStorage }

    // MARK: Presentation

    /// How the controller is laid out when presented (`.automatic`: a page sheet).
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The animation used when the controller is presented and dismissed.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// Whether the controller refuses interactive dismissal (dragging its sheet down).
    open var isModalInPresentation: Bool = false
    /// Whether a `.currentContext`/`.overCurrentContext` presentation from this controller
    /// or its descendants covers this controller's view.
    open var definesPresentationContext: Bool = false
    /// Whether this controller, as presentation context, supplies the transition style.
    open var providesPresentationContextTransitionStyle: Bool = false
    /// The object that supplies custom animators and a custom presentation controller.
    open weak var transitioningDelegate: UIViewControllerTransitioningDelegate?
    /// The controller this one presents.
    package var presentedStorage: UIViewController?
    /// The controller that presents this one.
    package weak var presentingStorage: UIViewController?
    /// This controller's presentation controller (created on first use).
    package var presentationControllerStorage: UIPresentationController?
    /// The presentation or dismissal running for this controller (as the presented one).
    package var presentationTransition: PresentationTransition?

    /// The controller this one (or its nearest ancestor) presents.
    open var presentedViewController: UIViewController? { presentedStorage ?? parentStorage?.presentedViewController }
    /// The controller that presented this one (or its nearest presented ancestor).
    open var presentingViewController: UIViewController? { presentingStorage ?? parentStorage?.presentingViewController }
    /// The presentation controller that manages (or will manage) this controller's presentation.
    open var presentationController: UIPresentationController? { presentationControllerForCurrentStyle() }
    /// The sheet presentation controller when the style is a sheet (page sheet, form sheet, automatic).
    open var sheetPresentationController: UISheetPresentationController? {
        presentationControllerForCurrentStyle() as? UISheetPresentationController
    }
    /// Whether the controller is being presented right now.
    open var isBeingPresented: Bool { presentationTransition?.isPresentation == true }
    /// Whether the controller is being dismissed right now.
    open var isBeingDismissed: Bool { presentationTransition?.isPresentation == false }

    /// Presents `viewControllerToPresent` modally in its `modalPresentationStyle` with its
    /// `modalTransitionStyle` (or its transitioning delegate's animator); `completion`
    /// runs after the transition ended.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        presentCore(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presents (with everything above it), or, when
    /// it presents nothing, this controller itself; `completion` runs after the transition.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        dismissCore(animated: flag, completion: completion)
    }

    // MARK: Interface Builder

    /// The storyboard that created the controller.
    package final var storyboardStorage: UIStoryboard?
    /// Storyboards: loads the controller's view from its scene (set by the storyboard).
    package final var storyboardViewLoader: ((UIViewController) -> Void)?
    /// Storyboards: the segues that start at this controller.
    package final var segueTemplates: [IBSegueTemplate] = []

    /// Whether the segue a control triggered should run now; the default says yes. Not
    /// called for `performSegue(withIdentifier:sender:)`.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Called before a segue runs, with the destination already created (its view not
    /// loaded), to pass it data; the default does nothing.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Runs the storyboard segue `identifier` that starts at this controller: creates the
    /// destination, calls `prepare(for:sender:)`, then the segue's `perform()`; an unknown
    /// identifier is logged as UIKit reports it.
    open func performSegue(withIdentifier identifier: String, sender: Any?) { performSegueCore(identifier, sender: sender) }

    /// Whether this controller is the destination of an unwind segue running `action`
    /// (default: it has an `IBKey` action or a declared handler of that name).
    open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool {
        canPerformUnwindCore(action)
    }

    // MARK: Navigation and tab bar containers

    /// The navigation item, created on first access.
    package var navigationItemStorage: UINavigationItem?
    /// The toolbar items.
    package var toolbarItemsStorage: [UIBarButtonItem]?
    /// The tab bar item, created on first access.
    package var tabBarItemStorage: UITabBarItem?
    /// Insets a container's bars (navigation bar, toolbar, tab bar) add to the view's safe area.
    package var containerBarInsets: UIEdgeInsets = .zero {
        didSet { if containerBarInsets != oldValue { viewStorage?.updateSafeAreaAfterGeometryChange() } }
    }

    /// The item a navigation bar shows while the controller is on a navigation stack
    /// (its title is the controller's `title` until set).
    open var navigationItem: UINavigationItem { navigationItemCore() }

    /// The items the navigation controller's toolbar shows while the controller is on top.
    open var toolbarItems: [UIBarButtonItem]? {
        get { toolbarItemsStorage }
        set { setToolbarItems(newValue, animated: false) }
    }

    /// Sets the toolbar items (the navigation controller's toolbar updates).
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) { setToolbarItemsCore(toolbarItems) }

    /// Whether a tab bar is hidden while the controller is pushed on a navigation stack.
    open var hidesBottomBarWhenPushed: Bool = false

    /// The item a tab bar shows for the controller, created on first access (its title
    /// is the controller's `title` until set).
    open var tabBarItem: UITabBarItem! {
        get { tabBarItemCore() }
        set { tabBarItemStorage = newValue; tabBarItemDidChange() }
    }

    /// Shows `vc` in a primary context: a navigation controller pushes it (the default
    /// asks the nearest container that shows controllers).
    open func show(_ vc: UIViewController, sender: Any?) { showCore(vc, sender: sender) }

    /// Shows `vc` in a secondary (detail) context: as `show(_:sender:)` unless a container
    /// such as a split view has a detail column.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) { showDetailCore(vc, sender: sender) }

    // MARK: Split view, size transitions and transition coordinators

    /// Classic split view collapse: merges `secondaryViewController` into this (primary)
    /// controller; the default does nothing, so the secondary is not shown while collapsed.
    open func collapseSecondaryViewController(_ secondaryViewController: UIViewController, for splitViewController: UISplitViewController) {}

    /// Classic split view expansion: the secondary controller to show again (default nil).
    open func separateSecondaryViewController(for splitViewController: UISplitViewController) -> UIViewController? { nil }

    /// The coordinator of a transition running for this controller: set for the
    /// controllers of a push, pop, presentation or dismissal and read from their
    /// appearance callbacks.
    package var transitionCoordinatorStorage: UIViewControllerTransitionCoordinator?

    /// The coordinator of the push, pop, presentation or dismissal running for this
    /// controller (or its nearest ancestor); nil when none runs.
    open var transitionCoordinator: UIViewControllerTransitionCoordinator? {
        transitionCoordinatorStorage ?? parentStorage?.transitionCoordinator
    }

    // MARK: Status bar, orientations, home indicator

    /// The style of status bar content the controller wants (`.default`).
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether the controller wants the status bar hidden (false).
    open var prefersStatusBarHidden: Bool { false }
    /// How a change of the status bar's visibility animates (`.fade`).
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// The child whose `preferredStatusBarStyle` is used instead of this controller's (nil).
    open var childForStatusBarStyle: UIViewController? { nil }
    /// The child whose `prefersStatusBarHidden` is used instead of this controller's (nil).
    open var childForStatusBarHidden: UIViewController? { nil }
    /// Whether this controller, presented other than full screen, takes over the status bar
    /// appearance from its presenter (false).
    open var modalPresentationCapturesStatusBarAppearance: Bool = false
    /// Tells UIKit the status bar preferences changed: the scene's `statusBarManager` reads them again.
    open func setNeedsStatusBarAppearanceUpdate() { refreshStatusBarAppearance() }
    /// The interface orientations the controller supports (`.all`, as on iPad).
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
    /// Whether the controller's view may rotate (true).
    open var shouldAutorotate: Bool { true }
    /// The orientation the controller prefers when presented full screen (`.portrait`).
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
    /// Whether the controller prefers the home indicator hidden (false; desktop windows have none).
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    /// The child whose `prefersHomeIndicatorAutoHidden` is used instead (nil).
    open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
    /// The screen edges whose system gestures the controller wants to take first (none).
    open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }

    /// Called before the view's size changes (the window was resized); the default
    /// forwards to the children (and a presented controller), whose views follow.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        forwardSizeTransition(to: size, with: coordinator)
    }
}
