import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor @Suite(.serialized) struct UIApplicationDelegateTests {
    final class Delegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        var calls: [String] = []
        func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            calls.append("willFinish"); return true
        }
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            calls.append("didFinish")
            window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            window?.makeKeyAndVisible()
            return true
        }
        func applicationDidBecomeActive(_ application: UIApplication) { calls.append("didBecomeActive") }
        func applicationWillResignActive(_ application: UIApplication) { calls.append("willResignActive") }
        func applicationDidEnterBackground(_ application: UIApplication) { calls.append("didEnterBackground") }
        func applicationWillEnterForeground(_ application: UIApplication) { calls.append("willEnterForeground") }
        func applicationWillTerminate(_ application: UIApplication) { calls.append("willTerminate") }
    }

    @Test func launchLifecycleAndTermination() {
        let app = UIApplication.shared
        let delegate = Delegate()
        app.launch(with: delegate)
        #expect(app.delegate === delegate)
        #expect(delegate.window?.isKeyWindow == true)
        app.transitionWithDelegate(to: .inactive)
        app.transitionWithDelegate(to: .background)
        app.transitionWithDelegate(to: .active)
        app.terminate()
        #expect(delegate.calls == ["willFinish", "didFinish", "didBecomeActive", "willResignActive", "didEnterBackground",
                                   "willEnterForeground", "didBecomeActive", "willTerminate"])
        delegate.window?.isHidden = true
        app.delegate = nil
    }
}
