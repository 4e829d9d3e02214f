import Foundation

/// The application's scenes: connecting one per window, their life-cycle transitions, and
/// opening or closing windows on request.
@MainActor
package final class SceneRegistry {
    package static let shared = SceneRegistry()
    package var connected: [UIScene] = []
    package var sessions: [UISceneSession] = []
}

extension UIApplication {
    /// The connected scenes (one per open window).
    public var connectedScenes: Set<UIScene> { Set(SceneRegistry.shared.connected) }

    /// The sessions of the connected scenes.
    public var openSessions: Set<UISceneSession> { Set(SceneRegistry.shared.sessions) }

    /// Whether the app can show several scenes (windows) at once: true on the desktop.
    public var supportsMultipleScenes: Bool { true }

    /// Opens a scene: `sceneSession` nil (or disconnected) connects a new scene, which the
    /// configuration's delegate gives a window, shown as a new desktop window; a connected
    /// session's scene is activated (its window made key). Errors reach `errorHandler`.
    public func requestSceneSessionActivation(_ sceneSession: UISceneSession?, userActivity: NSUserActivity?,
                                            options: UIScene.ActivationRequestOptions?, errorHandler: ((any Error) -> Void)? = nil) {
        if let scene = sceneSession?.scene {
            (scene as? UIWindowScene)?.windows.first { !$0.isHidden }?.makeKey()
            activateScene(scene)
            return
        }
        let activities: Set<NSUserActivity> = userActivity.map { [$0] } ?? []
        connectScene(session: sceneSession, options: UIScene.ConnectionOptions(userActivities: activities))
    }

    /// Closes a session's scene (its windows hide), discards the session and tells the app delegate.
    public func requestSceneSessionDestruction(_ sceneSession: UISceneSession, options: UISceneDestructionRequestOptions?,
                                             errorHandler: ((any Error) -> Void)? = nil) {
        if let scene = sceneSession.scene { disconnectScene(scene) }
        guard SceneRegistry.shared.sessions.contains(where: { $0 === sceneSession }) else { return }
        SceneRegistry.shared.sessions.removeAll { $0 === sceneSession }
        delegate?.application(self, didDiscardSceneSessions: [sceneSession])
    }

    /// Connects a new scene: the app delegate chooses its configuration, the scene and its
    /// delegate are made, the delegate hears `scene(_:willConnectTo:options:)` (where it
    /// creates its window), then the scene enters the foreground and becomes active.
    @discardableResult
    package func connectScene(session existing: UISceneSession? = nil,
                              options: UIScene.ConnectionOptions = UIScene.ConnectionOptions()) -> UIScene {
        let registry = SceneRegistry.shared
        let session = existing ?? UISceneSession(role: .windowApplication, configuration: .makeDefault(role: .windowApplication))
        if let delegate { session.configuration = delegate.application(self, configurationForConnecting: session, options: options) }
        let configuration = session.configuration
        var sceneType: UIScene.Type = UIWindowScene.self
        if let requested = configuration.sceneClass {
            if let type = requested as? UIScene.Type { sceneType = type }
            else { DiagnosticLog.write("UIKit", "sceneClass \(requested) is not a UIScene subclass; using UIWindowScene") }
        }
        let scene = sceneType.init(session: session, connectionOptions: options)
        session.scene = scene
        if !registry.sessions.contains(where: { $0 === session }) { registry.sessions.append(session) }
        registry.connected.append(scene)
        if let type = configuration.delegateClass { scene.delegate = UISceneConfiguration.makeDelegate(of: type) }
        NotificationCenter.default.post(name: UIScene.willConnectNotification, object: scene)
        scene.delegate?.scene(scene, willConnectTo: session, options: options)
        if let windowScene = scene as? UIWindowScene, let storyboard = configuration.storyboard,
           windowScene.windows.isEmpty, let root = storyboard.instantiateInitialViewController() {
            let window = UIWindow(windowScene: windowScene)
            window.rootViewController = root
            (scene.delegate as? UIWindowSceneDelegate)?.window = window
            window.makeKeyAndVisible()
        }
        activateScene(scene)
        return scene
    }

    /// Gives the app delegate's window, created without a scene (apps written before
    /// iOS 13), to `scene`.
    package func adoptSceneLessWindows(into scene: UIWindowScene) {
        if let window = delegate?.window, window.windowSceneStorage == nil { window.windowSceneStorage = scene }
    }

    /// Makes `scene` the active one: other active scenes become inactive first.
    package func activateScene(_ scene: UIScene) {
        for other in SceneRegistry.shared.connected where other !== scene && other.activationState == .foregroundActive {
            transitionScene(other, to: .foregroundInactive)
        }
        transitionScene(scene, to: .foregroundActive)
    }

    /// Moves `scene` step by step to `state` (background, inactive, active), telling its
    /// delegate and posting the notifications at each step, as UIKit does.
    package func transitionScene(_ scene: UIScene, to state: UIScene.ActivationState) {
        guard state != .unattached else { return }
        let center = NotificationCenter.default
        while scene.activationState != state {
            switch (scene.activationState, state) {
            case (.unattached, _), (.background, _):
                center.post(name: UIScene.willEnterForegroundNotification, object: scene)
                scene.delegate?.sceneWillEnterForeground(scene)
                scene.activationState = .foregroundInactive
            case (.foregroundInactive, .foregroundActive):
                scene.activationState = .foregroundActive
                scene.delegate?.sceneDidBecomeActive(scene)
                center.post(name: UIScene.didActivateNotification, object: scene)
            case (.foregroundInactive, _):
                scene.activationState = .background
                scene.delegate?.sceneDidEnterBackground(scene)
                center.post(name: UIScene.didEnterBackgroundNotification, object: scene)
            case (.foregroundActive, _):
                center.post(name: UIScene.willDeactivateNotification, object: scene)
                scene.delegate?.sceneWillResignActive(scene)
                scene.activationState = .foregroundInactive
            }
        }
    }

    /// Disconnects `scene`: it goes to the background, its windows hide, its delegate hears
    /// `sceneDidDisconnect`, and it leaves `connectedScenes` (its session stays open).
    package func disconnectScene(_ scene: UIScene) {
        guard SceneRegistry.shared.connected.contains(where: { $0 === scene }) else { return }
        transitionScene(scene, to: .background)
        if let windowScene = scene as? UIWindowScene { for window in windowScene.windows { window.isHidden = true } }
        SceneRegistry.shared.connected.removeAll { $0 === scene }
        scene.activationState = .unattached
        scene.delegate?.sceneDidDisconnect(scene)
        NotificationCenter.default.post(name: UIScene.didDisconnectNotification, object: scene)
        scene.session.scene = nil
    }

    /// The user closed `window` (window backend): it hides, and a scene left without a
    /// shown window is closed and its session discarded.
    package func windowWasClosed(_ window: UIWindow) {
        window.isHidden = true
        guard let scene = window.windowSceneStorage, !scene.windows.contains(where: { !$0.isHidden }) else { return }
        requestSceneSessionDestruction(scene.session, options: nil)
    }
}

/// Options for `requestSceneSessionDestruction(_:options:errorHandler:)`.
@preconcurrency @MainActor
open class UISceneDestructionRequestOptions: NSObject {
    /// Creates empty options.
    public override init() { super.init() }
}
