import Foundation
import UIKit
import UIKitTesting

/// A controller that records its appearance callbacks (with the animated flag) into a
/// shared log, as "name.viewWillAppear(true)".
@MainActor
final class PresentationLogController: UIViewController {
    let name: String
    let log: PresentationLog
    var color: UIColor

    init(_ name: String, log: PresentationLog, color: UIColor = .white) {
        self.name = name
        self.log = log
        self.color = color
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
        view.backgroundColor = color
    }

    override func viewWillAppear(_ animated: Bool) { log.add("\(name).viewWillAppear(\(animated))") }
    override func viewDidAppear(_ animated: Bool) { log.add("\(name).viewDidAppear(\(animated))") }
    override func viewWillDisappear(_ animated: Bool) { log.add("\(name).viewWillDisappear(\(animated))") }
    override func viewDidDisappear(_ animated: Bool) { log.add("\(name).viewDidDisappear(\(animated))") }
}

/// The shared log of a presentation test.
@MainActor
final class PresentationLog {
    var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }
    /// Returns the entries and clears them.
    func take() -> [String] {
        defer { entries = [] }
        return entries
    }
}

/// A shown window of `size` whose root is a logging controller "A", settled.
@MainActor
func makePresentationScene(_ size: CGSize = CGSize(width: 320, height: 480)) -> (UIWindow, PresentationLogController, PresentationLog) {
    let log = PresentationLog()
    let root = PresentationLogController("A", log: log, color: .red)
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.rootViewController = root
    window.isHidden = false
    UIApplication.shared.runUntilIdle()
    _ = log.take()
    return (window, root, log)
}
