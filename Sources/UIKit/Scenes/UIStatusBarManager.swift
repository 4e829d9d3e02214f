import CoreGraphics
import Foundation

/// The style of the status bar's content.
public enum UIStatusBarStyle: Int, Sendable {
    /// Dark content in the light appearance, light content in the dark appearance.
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds.
    case darkContent = 3
}

/// How a status bar change animates.
public enum UIStatusBarAnimation: Int, Sendable {
    /// No animation.
    case none
    /// A cross-fade.
    case fade
    /// A slide.
    case slide
}

/// A window scene's status bar: the style and visibility the controller in charge of it
/// asks for (UIKit's resolution: presented full-screen controllers, then
/// `childForStatusBarStyle`/`childForStatusBarHidden`), read again when a controller calls
/// `setNeedsStatusBarAppearanceUpdate()`, when the root controller changes and after
/// presentations. A desktop window has no status bar, so its frame is empty.
@preconcurrency @MainActor
open class UIStatusBarManager: NSObject {
    /// The style the status bar shows.
    open private(set) var statusBarStyle: UIStatusBarStyle = .default
    /// Whether the status bar is hidden.
    open private(set) var isStatusBarHidden: Bool = false
    /// The status bar's frame in the scene (empty: desktop windows have none).
    open var statusBarFrame: CGRect { .zero }

    private weak var scene: UIWindowScene?

    init(scene: UIWindowScene) {
        self.scene = scene
        super.init()
        refresh()
    }

    /// Reads the preferences of the controllers in charge of the status bar again.
    func refresh() {
        guard let root = (scene?.keyWindow ?? scene?.windows.first)?.rootViewController else {
            statusBarStyle = .default
            isStatusBarHidden = false
            return
        }
        statusBarStyle = root.statusBarController(\.childForStatusBarStyle).preferredStatusBarStyle
        isStatusBarHidden = root.statusBarController(\.childForStatusBarHidden).prefersStatusBarHidden
    }
}

extension UIViewController {
    /// The controller whose preference decides the status bar, starting here: a presented
    /// controller that captures the status bar (full screen, or
    /// `modalPresentationCapturesStatusBarAppearance`), then the child `delegate` names.
    func statusBarController(_ delegate: (UIViewController) -> UIViewController?) -> UIViewController {
        var current = self
        var visited: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
        while true {
            if let presented = current.presentedStorage, !presented.isBeingDismissed,
               presented.modalPresentationStyle == .fullScreen || presented.modalPresentationCapturesStatusBarAppearance,
               visited.insert(ObjectIdentifier(presented)).inserted {
                current = presented
            } else if let child = delegate(current), visited.insert(ObjectIdentifier(child)).inserted {
                current = child
            } else {
                return current
            }
        }
    }

    /// Asks the window scene showing this controller to read the status bar preferences again.
    func refreshStatusBarAppearance() {
        hostingWindow?.windowScene?.statusBarManagerIfCreated?.refresh()
    }

    /// The window showing this controller's hierarchy: its own view's, else that of the
    /// nearest parent, presenter or presented controller whose view is in a window (a
    /// presenter's view leaves the window under a full-screen presentation).
    private var hostingWindow: UIWindow? {
        var pending: [UIViewController] = [self]
        var visited: Set<ObjectIdentifier> = []
        while !pending.isEmpty {
            let controller = pending.removeFirst()
            guard visited.insert(ObjectIdentifier(controller)).inserted else { continue }
            if let window = controller.viewIfLoaded?.window { return window }
            pending += [controller.parent, controller.presentingViewController, controller.presentedStorage].compactMap { $0 }
        }
        return nil
    }
}
