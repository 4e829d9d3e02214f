import Foundation
import UIKit
import UIKitTesting

/// A controller that appends its appearance callbacks, prefixed by its name, to a shared log.
@MainActor
final class AppearanceLogController: UIViewController {
    let name: String
    let log: SharedLog
    init(_ name: String, log: SharedLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }
    required init?(coder: NSCoder) { fatalError() }
    override func viewWillAppear(_ animated: Bool) { log.lines.append("\(name).willAppear(\(animated))") }
    override func viewDidAppear(_ animated: Bool) { log.lines.append("\(name).didAppear(\(animated))") }
    override func viewWillDisappear(_ animated: Bool) { log.lines.append("\(name).willDisappear(\(animated))") }
    override func viewDidDisappear(_ animated: Bool) { log.lines.append("\(name).didDisappear(\(animated))") }
    override func didMove(toParent parent: UIViewController?) { log.lines.append("\(name).didMove(\(parent == nil ? "nil" : "parent"))") }
}

/// A log shared by several recorders.
@MainActor
final class SharedLog {
    var lines: [String] = []
}

/// A shown 320 x 480 window whose root is a navigation controller over `root`, laid out
/// and appeared.
@MainActor
func makeNavigationScene(_ root: UIViewController, size: CGSize = CGSize(width: 320, height: 480)) -> (UIWindow, UINavigationController) {
    UIApplication.shared.resetEventState()
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    let nav = UINavigationController(rootViewController: root)
    window.rootViewController = nav
    window.makeKeyAndVisible()
    UIApplication.shared.runUntilIdle()
    return (window, nav)
}

/// A plain controller with a title and a colored view.
@MainActor
func titled(_ title: String, color: UIColor = .white) -> UIViewController {
    let controller = UIViewController()
    controller.title = title
    controller.view.backgroundColor = color
    return controller
}

/// The center of `view` in window coordinates.
@MainActor
func windowCenter(of view: UIView) -> CGPoint {
    view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
}
