import Foundation

/// The persistent record of one scene: its role, its configuration and, while connected,
/// the scene itself.
@preconcurrency @MainActor
open class UISceneSession: NSObject {
    /// The kind of scene a session holds, with UIKit's raw values.
    public struct Role: RawRepresentable, Hashable, Sendable {
        /// The role's name.
        public let rawValue: String
        /// Creates a role from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An interactive window of the app.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// A non-interactive window on an external display.
        public static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    private static var nextIdentifier = 1

    /// The connected scene, nil while disconnected.
    open package(set) weak var scene: UIScene?
    /// The session's role.
    public let role: Role
    /// The configuration the scene was (or will be) created with.
    open package(set) var configuration: UISceneConfiguration
    /// A unique identifier, stable for the session's life.
    public let persistentIdentifier: String
    /// App data kept with the session.
    open var userInfo: [String: Any]?

    package init(role: Role, configuration: UISceneConfiguration) {
        self.role = role
        self.configuration = configuration
        persistentIdentifier = "OpenUIKitSceneSession-\(UISceneSession.nextIdentifier)"
        UISceneSession.nextIdentifier += 1
        super.init()
    }
}

/// The class, delegate and storyboard a new scene is made with; the app delegate returns
/// one from `application(_:configurationForConnecting:options:)`.
///
/// Linux note: without the Objective-C runtime a class object cannot be instantiated, so a
/// scene delegate class is made by a factory registered once at launch:
/// `UIApplicationMain(delegate: AppDelegate(), sceneDelegate: { SceneDelegate() })` (or
/// `UISceneConfiguration.registerDelegateClass { SceneDelegate() }`). With one registered
/// class, the default configuration uses it, as an Info.plist scene manifest would.
@preconcurrency @MainActor
open class UISceneConfiguration: NSObject {
    /// The configuration's name.
    public let name: String?
    /// The role of the sessions it configures.
    public let role: UISceneSession.Role
    /// The scene class (nil: `UIWindowScene`).
    open var sceneClass: AnyClass?
    /// The scene delegate class (nil: no delegate).
    open var delegateClass: AnyClass?
    /// The storyboard whose initial view controller becomes the scene window's root.
    open var storyboard: UIStoryboard?

    /// Creates a configuration.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
        super.init()
    }

    private static var factories: [(type: AnyClass, make: () -> UISceneDelegate)] = []

    /// Registers how to make scene delegates of class `Delegate` (see the type's Linux note).
    public static func registerDelegateClass<Delegate: UISceneDelegate & AnyObject>(_ make: @escaping @MainActor () -> Delegate) {
        factories.removeAll { $0.type == Delegate.self }
        factories.append((Delegate.self, make))
    }

    /// Forgets every registered factory (tests that launch different apps in one process).
    package static func removeRegisteredDelegateClasses() { factories = [] }

    /// A new delegate of `type`, or nil (logged) when no factory was registered for it.
    package static func makeDelegate(of type: AnyClass) -> UISceneDelegate? {
        if let factory = factories.first(where: { $0.type == type }) { return factory.make() }
        DiagnosticLog.write("UIKit", "scene delegate class \(type) has no factory: pass sceneDelegate: { \(type)() } to UIApplicationMain (the scene connects without a delegate)")
        return nil
    }

    /// The configuration a new session starts with (the Info.plist manifest's role): the
    /// only registered delegate class, if exactly one was registered.
    package static func makeDefault(role: UISceneSession.Role) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: role)
        if factories.count == 1 { configuration.delegateClass = factories[0].type }
        return configuration
    }
}
