import CoreGraphics
import Foundation

/// One instance of the app's user interface: on the desktop, a window (see `UIWindowScene`).
/// Its delegate hears the scene connect, become active, resign, go to the background and
/// disconnect. Scenes are made by the application (`application(_:configurationForConnecting:options:)`
/// names their class and delegate), not by apps.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// The life-cycle state of a scene, with UIKit's raw values.
    public enum ActivationState: Int, Sendable {
        /// Not connected to the app's process.
        case unattached = -1
        /// On screen and receiving events.
        case foregroundActive = 0
        /// On screen, not receiving events (another window has focus).
        case foregroundInactive = 1
        /// Not on screen (minimized).
        case background = 2
    }

    /// What a scene is connected with: the user activities and URLs that asked for it.
    public final class ConnectionOptions: NSObject {
        /// The user activities to continue in the new scene.
        public let userActivities: Set<NSUserActivity>
        /// Creates options (the application makes them).
        package init(userActivities: Set<NSUserActivity> = []) {
            self.userActivities = userActivities
            super.init()
        }
    }

    /// Options for `requestSceneSessionActivation`: which scene asked.
    open class ActivationRequestOptions: NSObject {
        /// The scene that asked for the activation.
        open var requestingScene: UIScene?
        /// Creates empty options.
        public override init() { super.init() }
    }

    /// The session the scene belongs to.
    public let session: UISceneSession
    /// The scene's delegate (held strongly, as UIKit does).
    open var delegate: UISceneDelegate?
    /// The life-cycle state.
    open package(set) var activationState: ActivationState = .unattached
    /// The title the system shows for the scene (a window scene's window title).
    open var title: String! = ""

    /// Creates a scene for `session` (the application calls it; subclasses named by
    /// `UISceneConfiguration.sceneClass` inherit it).
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
    }

    /// Posted (object: the scene) before the delegate hears `scene(_:willConnectTo:options:)`.
    public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    /// Posted after the scene was disconnected.
    public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    /// Posted after the scene became active.
    public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    /// Posted before the scene resigns the active state.
    public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    /// Posted before the scene enters the foreground.
    public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    /// Posted after the scene entered the background.
    public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")

    /// The application, next in the responder chain.
    open override var next: UIResponder? { UIApplication.shared }
}

/// The methods a scene's delegate implements to follow its life (all optional).
@preconcurrency @MainActor
public protocol UISceneDelegate: NSObjectProtocol {
    /// The scene is being connected: create its window here (`UIWindow(windowScene:)`).
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// The scene was disconnected (its window closed).
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene became active (its window has focus).
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene is about to resign the active state.
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene is about to enter the foreground.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene entered the background (its window was minimized).
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    /// By default, does nothing.
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    /// By default, does nothing.
    public func sceneDidDisconnect(_ scene: UIScene) {}
    /// By default, does nothing.
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    /// By default, does nothing.
    public func sceneWillResignActive(_ scene: UIScene) {}
    /// By default, does nothing.
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    /// By default, does nothing.
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// A scene delegate that manages a window scene's window.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window.
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    /// By default, no window: reading gives nil and setting is ignored.
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}

/// A user activity to continue in a scene (the part of Foundation's `NSUserActivity`
/// that scenes use; swift-corelibs-foundation has none).
open class NSUserActivity: NSObject {
    /// The kind of activity, in reverse-DNS form.
    public let activityType: String
    /// A title for the activity.
    open var title: String?
    /// The activity's state.
    open var userInfo: [AnyHashable: Any]?
    /// Creates an activity of `activityType`.
    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }
}
