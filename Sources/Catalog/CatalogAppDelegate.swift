import Foundation
import UIKit

/// Writes one line the window test reads (actions, the screen shown) to standard output.
@MainActor
func catalogReport(_ line: String) {
    FileHandle.standardOutput.write(Data("\(line)\n".utf8))
}

/// The catalog's window app. By default a navigation controller whose root is the list of
/// every screen (`CatalogListViewController`), as an iOS app is written; with
/// `--screen=NAME`, that one screen alone in a 640x480-point window.
@MainActor
final class CatalogAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    /// The screen to open alone (`--screen=NAME`), if any.
    let screenName: String?

    init(screenName: String?) {
        self.screenName = screenName
        super.init()
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        ViewScreens.actionLog = { line in catalogReport("ACTION \(line)") }
        let window: UIWindow
        if let name = screenName, let entry = ViewScreens.all.first(where: { $0.name == name }) {
            window = UIWindow(frame: CGRect(x: 0, y: 0, width: 640, height: 480))
            window.backgroundColor = UIColor(white: 0.95, alpha: 1)
            entry.build(window)
            catalogReport("catalog: window open (\(name))")
        } else {
            if let name = screenName {
                let names = ViewScreens.all.map(\.name).joined(separator: ", ")
                FileHandle.standardError.write(Data("catalog: no screen named \(name) (screens: \(names)); opening the list\n".utf8))
            }
            window = Self.makeNavigationWindow()
            catalogReport("catalog: window open")
        }
        window.makeKeyAndVisible()
        self.window = window
        return true
    }

    /// A window holding the catalog as a navigation app: the bar above the 640x480 screens.
    static func makeNavigationWindow() -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 640, height: 480 + 44))
        window.rootViewController = UINavigationController(rootViewController: CatalogListViewController(style: .insetGrouped))
        return window
    }

    func applicationWillTerminate(_ application: UIApplication) {
        catalogReport("catalog: terminating")
    }
}
