import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// The status bar preferences of view controllers, resolved as UIKit resolves them: the
/// root, a full-screen presented controller, the containers' children.
@MainActor @Suite(.serialized) struct StatusBarAppearanceTests {
    final class Styled: UIViewController {
        var style: UIStatusBarStyle = .default
        var hidden = false
        override var preferredStatusBarStyle: UIStatusBarStyle { style }
        override var prefersStatusBarHidden: Bool { hidden }
    }

    /// A connected window scene showing `root` in a key window.
    func scene(showing root: UIViewController) -> (UIWindowScene, UIWindow) {
        let scene = UIApplication.shared.connectScene() as! UIWindowScene
        let window = UIWindow(windowScene: scene)
        window.rootViewController = root
        window.makeKeyAndVisible()
        _ = UIApplication.shared.runUntilIdle()
        return (scene, window)
    }

    func close(_ scene: UIWindowScene, _ window: UIWindow) {
        window.isHidden = true
        UIApplication.shared.disconnectScene(scene)
    }

    @Test func theRootDecidesUntilItAsksForAnUpdate() throws {
        let root = Styled()
        root.style = .lightContent
        let (scene, window) = scene(showing: root)
        defer { close(scene, window) }
        let manager = try #require(scene.statusBarManager)
        #expect(manager.statusBarStyle == .lightContent)
        #expect(manager.statusBarFrame == .zero)
        root.style = .darkContent
        root.hidden = true
        #expect(manager.statusBarStyle == .lightContent)   // read again only when asked
        root.setNeedsStatusBarAppearanceUpdate()
        #expect(manager.statusBarStyle == .darkContent)
        #expect(manager.isStatusBarHidden)
    }

    @Test func containersPassTheDecisionOn() throws {
        let first = Styled(), second = Styled()
        first.style = .lightContent
        second.style = .darkContent
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        let (scene, window) = scene(showing: tabs)
        defer { close(scene, window) }
        #expect(scene.statusBarManager?.statusBarStyle == .lightContent)
        tabs.selectedIndex = 1
        tabs.setNeedsStatusBarAppearanceUpdate()
        #expect(scene.statusBarManager?.statusBarStyle == .darkContent)

        // A navigation controller follows its bar's style while the bar shows, the top
        // controller while it is hidden.
        let top = Styled()
        top.style = .darkContent
        let navigation = UINavigationController(rootViewController: top)
        navigation.navigationBar.barStyle = .black
        window.rootViewController = navigation
        #expect(scene.statusBarManager?.statusBarStyle == .lightContent)
        navigation.setNavigationBarHidden(true, animated: false)
        navigation.setNeedsStatusBarAppearanceUpdate()
        #expect(scene.statusBarManager?.statusBarStyle == .darkContent)
    }

    @Test func aFullScreenPresentationTakesOver() throws {
        let root = Styled(), sheet = Styled(), cover = Styled()
        root.style = .lightContent
        sheet.style = .darkContent
        cover.style = .darkContent
        cover.hidden = true
        let (scene, window) = scene(showing: root)
        defer { close(scene, window) }
        root.present(sheet, animated: false)   // a page sheet: the presenter keeps control
        _ = UIApplication.shared.runUntilIdle()
        #expect(scene.statusBarManager?.statusBarStyle == .lightContent)
        sheet.dismiss(animated: false)
        _ = UIApplication.shared.runUntilIdle()
        cover.modalPresentationStyle = .fullScreen
        root.present(cover, animated: false)
        _ = UIApplication.shared.runUntilIdle()
        #expect(scene.statusBarManager?.statusBarStyle == .darkContent)
        #expect(scene.statusBarManager?.isStatusBarHidden == true)
        cover.dismiss(animated: false)
        _ = UIApplication.shared.runUntilIdle()
        #expect(scene.statusBarManager?.statusBarStyle == .lightContent)
    }

    @Test func orientationDefaultsAreThoseOfAnIPad() {
        let controller = UIViewController()
        #expect(controller.supportedInterfaceOrientations == .all)
        #expect(controller.shouldAutorotate)
        #expect(UIInterfaceOrientationMask.allButUpsideDown.contains(.landscapeLeft))
        #expect(!UIInterfaceOrientationMask.allButUpsideDown.contains(.portraitUpsideDown))
        #expect(UIInterfaceOrientation.landscapeLeft.rawValue == 4 && UIInterfaceOrientation.landscapeLeft.isLandscape)
    }
}
