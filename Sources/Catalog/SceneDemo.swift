import Foundation
import UIKit

/// The scene check (`Catalog --scenes`): an Xcode-template app whose app delegate
/// configures scenes in code and whose scene delegate creates `UIWindow(windowScene:)`.
/// The first scene asks for a second one, so two windows open, titled "OpenUIKit Scene 1"
/// and "OpenUIKit Scene 2", filled with `.systemBlue` and `.systemOrange`.
@MainActor
final class SceneDemoAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = SceneDemoSceneDelegate.self
        return configuration
    }
}

/// The scene delegate of the scene check.
@MainActor
final class SceneDemoSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        let number = UIApplication.shared.connectedScenes.count
        windowScene.title = "OpenUIKit Scene \(number)"
        let window = UIWindow(windowScene: windowScene)
        window.frame = CGRect(x: 0, y: 0, width: 320, height: 240)
        let root = UIViewController()
        root.view.backgroundColor = number == 1 ? .systemBlue : .systemOrange
        window.rootViewController = root
        window.makeKeyAndVisible()
        self.window = window
        catalogReport("scene: connected \(number) (\(windowScene.screen.bounds.width)x\(windowScene.screen.bounds.height) screen)")
        if number == 1 {
            DispatchQueue.main.async {
                UIApplication.shared.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
            }
        }
    }

    func sceneDidBecomeActive(_ scene: UIScene) { catalogReport("scene: active \(scene.title ?? "")") }
    func sceneDidDisconnect(_ scene: UIScene) { catalogReport("scene: disconnected \(scene.title ?? "")") }
}
