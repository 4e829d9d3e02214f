import Foundation
import Testing
import UIKit
import UIKitTesting

/// An Xcode-template app delegate (iOS 13 and later): scenes configured in code.
@MainActor private final class TemplateAppDelegate: UIResponder, UIApplicationDelegate {
    var discarded: [String] = []
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = TemplateSceneDelegate.self
        return configuration
    }
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        discarded += sceneSessions.map(\.persistentIdentifier)
    }
}

/// An Xcode-template scene delegate: it creates its window from the window scene.
@MainActor private final class TemplateSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    static var log: [String] = []
    private var name: String { (window?.windowScene?.title).map { $0 } ?? "?" }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        windowScene.title = "Scene \(UIApplication.shared.connectedScenes.count)"
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
        Self.log.append("\(name) willConnect")
    }
    func sceneDidDisconnect(_ scene: UIScene) { Self.log.append("\(scene.title ?? "") didDisconnect") }
    func sceneDidBecomeActive(_ scene: UIScene) { Self.log.append("\(scene.title ?? "") didBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { Self.log.append("\(scene.title ?? "") willResignActive") }
    func sceneWillEnterForeground(_ scene: UIScene) { Self.log.append("\(scene.title ?? "") willEnterForeground") }
    func sceneDidEnterBackground(_ scene: UIScene) { Self.log.append("\(scene.title ?? "") didEnterBackground") }
}

@MainActor @Suite(.serialized) struct UISceneTests {
    /// Closes every scene and forgets the delegate (the application is shared by all tests).
    private func tearDown() {
        let app = UIApplication.shared
        for session in app.openSessions { app.requestSceneSessionDestruction(session, options: nil) }
        app.delegate = nil
        TemplateSceneDelegate.log = []
        UISceneConfiguration.removeRegisteredDelegateClasses()
    }

    @Test func templateAppConnectsASceneWithItsWindow() throws {
        tearDown()
        defer { tearDown() }
        UISceneConfiguration.registerDelegateClass { TemplateSceneDelegate() }
        let app = UIApplication.shared
        app.launch(with: TemplateAppDelegate())
        let scene = try #require(app.connectedScenes.first as? UIWindowScene)
        #expect(app.connectedScenes.count == 1)
        let delegate = try #require(scene.delegate as? TemplateSceneDelegate)
        let window = try #require(delegate.window)
        #expect(TemplateSceneDelegate.log == ["Scene 1 willConnect", "Scene 1 willEnterForeground", "Scene 1 didBecomeActive"])
        #expect(scene.activationState == .foregroundActive)
        #expect(window.windowScene === scene && scene.windows == [window])
        #expect(scene.keyWindow === window && window.isKeyWindow)
        #expect(window.bounds.size == CGSize(width: 390, height: 844)) // the headless screen's size
        #expect(window.screen === scene.screen)
        #expect(scene.session.scene === scene && scene.session.role == .windowApplication)
        #expect(scene.session.configuration.name == "Default Configuration")
        #expect(scene.traitCollection.displayScale == scene.screen.scale)
    }

    @Test func activationOpensASecondSceneWithItsOwnKeyWindow() throws {
        tearDown()
        defer { tearDown() }
        UISceneConfiguration.registerDelegateClass { TemplateSceneDelegate() }
        let app = UIApplication.shared
        let appDelegate = TemplateAppDelegate()
        app.launch(with: appDelegate)
        let first = try #require(app.connectedScenes.first as? UIWindowScene)
        TemplateSceneDelegate.log = []

        app.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
        #expect(app.connectedScenes.count == 2)
        let second = try #require(app.connectedScenes.first { $0 !== first } as? UIWindowScene)
        #expect(TemplateSceneDelegate.log == ["Scene 2 willConnect", "Scene 1 willResignActive",
                                              "Scene 2 willEnterForeground", "Scene 2 didBecomeActive"])
        #expect(first.activationState == .foregroundInactive && second.activationState == .foregroundActive)
        #expect(first.windows.count == 1 && second.windows.count == 1 && first.windows[0] !== second.windows[0])
        #expect(first.keyWindow === first.windows[0] && second.keyWindow === second.windows[0])
        #expect(app.keyWindow === second.windows[0])

        // Activating the first session again brings its window back to key.
        TemplateSceneDelegate.log = []
        app.requestSceneSessionActivation(first.session, userActivity: nil, options: nil)
        #expect(TemplateSceneDelegate.log == ["Scene 2 willResignActive", "Scene 1 didBecomeActive"])
        #expect(app.keyWindow === first.windows[0])

        // Closing the second window closes its scene and discards its session.
        TemplateSceneDelegate.log = []
        let secondWindow = second.windows[0]
        let secondID = second.session.persistentIdentifier
        app.windowWasClosed(secondWindow)
        #expect(secondWindow.isHidden)
        #expect(TemplateSceneDelegate.log == ["Scene 2 willEnterForeground", "Scene 2 didEnterBackground", "Scene 2 didDisconnect"]
                || TemplateSceneDelegate.log == ["Scene 2 didEnterBackground", "Scene 2 didDisconnect"])
        #expect(app.connectedScenes.count == 1 && second.activationState == .unattached && second.session.scene == nil)
        #expect(appDelegate.discarded == [secondID])
    }

    @Test func backgroundAndForegroundFollowUIKitsOrder() throws {
        tearDown()
        defer { tearDown() }
        UISceneConfiguration.registerDelegateClass { TemplateSceneDelegate() }
        let app = UIApplication.shared
        app.launch(with: TemplateAppDelegate())
        let scene = try #require(app.connectedScenes.first)
        TemplateSceneDelegate.log = []
        var posted: [Notification.Name] = []
        let names = [UIScene.willDeactivateNotification, UIScene.didEnterBackgroundNotification,
                     UIScene.willEnterForegroundNotification, UIScene.didActivateNotification]
        final class Box: @unchecked Sendable { var names: [Notification.Name] = [] }
        let box = Box()
        let observers = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: scene, queue: nil) { box.names.append($0.name) }
        }
        defer { observers.forEach { NotificationCenter.default.removeObserver($0) } }
        app.transitionScene(scene, to: .background)
        app.activateScene(scene)
        posted = box.names
        #expect(TemplateSceneDelegate.log == ["Scene 1 willResignActive", "Scene 1 didEnterBackground",
                                              "Scene 1 willEnterForeground", "Scene 1 didBecomeActive"])
        #expect(posted == names)
    }

    @Test func aLegacyAppsWindowJoinsTheFirstScene() throws {
        tearDown()
        defer { tearDown() }
        final class LegacyDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                window = UIWindow(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
                window?.makeKeyAndVisible()
                return true
            }
        }
        let delegate = LegacyDelegate()
        UIApplication.shared.launch(with: delegate)
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        #expect(delegate.window?.windowScene === scene)
        #expect(scene.delegate == nil || scene.delegate is TemplateSceneDelegate)
        delegate.window?.isHidden = true
    }

    @Test func anUnregisteredDelegateClassConnectsWithoutADelegate() throws {
        tearDown()
        defer { tearDown() }
        final class Unregistered: UIResponder, UISceneDelegate {}
        final class Delegate: UIResponder, UIApplicationDelegate {
            func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                             options: UIScene.ConnectionOptions) -> UISceneConfiguration {
                let configuration = UISceneConfiguration(name: nil, sessionRole: .windowApplication)
                configuration.delegateClass = Unregistered.self
                configuration.sceneClass = NSObject.self // not a scene: UIWindowScene instead (logged)
                return configuration
            }
        }
        UIApplication.shared.launch(with: Delegate())
        let scene = try #require(UIApplication.shared.connectedScenes.first)
        #expect(scene is UIWindowScene)
        #expect(scene.delegate == nil)
        #expect(scene.activationState == .foregroundActive)
    }

    @Test func screensListTheMainScreenFirst() {
        #expect(UIScreen.screens.first === UIScreen.main)
    }
}
