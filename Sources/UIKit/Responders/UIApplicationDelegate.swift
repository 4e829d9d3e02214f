import Foundation

extension UIApplication {
    /// Keys of the launch options dictionary.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's string.
        public var rawValue: String
        /// Creates a launch options key from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The URL the app was opened with.
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
    }
}

/// The object that reacts to the application's life: launch, activation, backgrounding,
/// termination. Every method is optional (defaults in an extension).
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
    /// The app's main window (the delegate usually creates it at launch).
    var window: UIWindow? { get set }
    /// Launching is about to finish.
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// Launching finished: create the window and show it here.
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// The app became active (its window has focus).
    func applicationDidBecomeActive(_ application: UIApplication)
    /// The app is about to become inactive (its window loses focus).
    func applicationWillResignActive(_ application: UIApplication)
    /// The app went to the background (its window was minimized).
    func applicationDidEnterBackground(_ application: UIApplication)
    /// The app is about to return to the foreground.
    func applicationWillEnterForeground(_ application: UIApplication)
    /// The app is about to quit.
    func applicationWillTerminate(_ application: UIApplication)
    /// The configuration of a scene being connected (a new window): its delegate class,
    /// scene class, storyboard. The default returns the session's configuration.
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration
    /// The user closed scenes whose sessions are discarded.
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
    /// Whether the app's state is preserved now (state preservation; default false).
    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool
    /// Whether the preserved state is restored at launch (default false).
    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool
    /// Adds app-level state to the preservation archive.
    func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder)
    /// Reads app-level state after the controllers restored theirs.
    func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder)
    /// The controller for a preserved identifier path that does not exist at launch and has
    /// no restoration class (state restoration; nil: not restored).
    func application(_ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String],
                     coder: NSCoder) -> UIViewController?
}

extension UIApplicationDelegate {
    /// By default, no window: reading gives nil and setting is ignored.
    public var window: UIWindow? {
        get { nil }
        set {}
    }
    /// By default, lets the launch continue.
    public func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    /// By default, reports a successful launch.
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    /// By default, does nothing when the app becomes active.
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    /// By default, does nothing when the app is about to become inactive.
    public func applicationWillResignActive(_ application: UIApplication) {}
    /// By default, does nothing when the app enters the background.
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    /// By default, does nothing when the app is about to enter the foreground.
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    /// By default, does nothing when the app is about to quit.
    public func applicationWillTerminate(_ application: UIApplication) {}
    /// By default, the session's configuration (with the registered scene delegate class, if one).
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        connectingSceneSession.configuration
    }
    /// By default, does nothing.
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
    /// By default, the state is not preserved.
    public func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { false }
    /// By default, the state is not restored.
    public func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { false }
    /// By default, adds nothing.
    public func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder) {}
    /// By default, reads nothing.
    public func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder) {}
    /// By default, makes no controller.
    public func application(_ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String],
                            coder: NSCoder) -> UIViewController? { nil }
}

extension UIApplication {
    /// Runs the launch sequence for a window backend: `willFinishLaunching`,
    /// `didFinishLaunching` (posting the notification), then activation.
    package func launch(with delegate: UIApplicationDelegate) {
        self.delegate = delegate
        _ = delegate.application(self, willFinishLaunchingWithOptions: nil)
        restoreApplicationStateAtLaunch()
        _ = delegate.application(self, didFinishLaunchingWithOptions: nil)
        NotificationCenter.default.post(name: UIApplication.didFinishLaunchingNotification, object: self)
        if let scene = connectScene() as? UIWindowScene { adoptSceneLessWindows(into: scene) }
        if applicationState != .active {
            transition(to: .active)
        }
        delegate.applicationDidBecomeActive(self)
    }

    /// Moves the app to `state`, telling the delegate as UIKit does.
    package func transitionWithDelegate(to state: State) {
        let old = applicationState
        guard old != state else { return }
        if old == .active { delegate?.applicationWillResignActive(self) }
        if old == .background { delegate?.applicationWillEnterForeground(self) }
        transition(to: state)
        if state == .active { delegate?.applicationDidBecomeActive(self) }
        if state == .background {
            delegate?.applicationDidEnterBackground(self)
            preserveApplicationState()
        }
    }

    /// Runs the termination sequence.
    package func terminate() {
        if applicationState != .background { preserveApplicationState() }
        delegate?.applicationWillTerminate(self)
        NotificationCenter.default.post(name: UIApplication.willTerminateNotification, object: self)
    }
}
