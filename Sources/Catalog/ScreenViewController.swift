import Foundation
import UIKit

/// Shows one catalog screen below the navigation bar: the screen's 640x480-point content,
/// built when the view loads.
final class ScreenViewController: UIViewController {
    let entry: CatalogEntry
    /// The screen's content, placed under the bar (the top safe area).
    let content = UIView(frame: CGRect(x: 0, y: 0, width: 640, height: 480))

    init(entry: CatalogEntry) {
        self.entry = entry
        super.init(nibName: nil, bundle: nil)
        title = entry.title
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(white: 0.95, alpha: 1)
        content.backgroundColor = UIColor(white: 0.95, alpha: 1)
        content.clipsToBounds = true
        view.addSubview(content)
        entry.build(content)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        content.frame.origin = CGPoint(x: view.safeAreaInsets.left, y: view.safeAreaInsets.top)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        catalogReport("CATALOG showing \(entry.name)")
    }
}
