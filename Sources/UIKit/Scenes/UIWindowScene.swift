import CoreGraphics
import Foundation

/// A scene shown in a window of the desktop: its windows, its key window, the screen (display)
/// it is on, its size (its window's size) and traits.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// The screen the scene is shown on.
    open package(set) var screen: UIScreen = UIScreen.main
    /// The scene's size in points (the size of its windows; set by the window backend).
    package var sizeStorage: CGSize
    /// The window that was made key last in this scene.
    package weak var keyWindowStorage: UIWindow?

    /// The default size of a new scene's window: a phone-sized window, at most the screen.
    package static let defaultSize = CGSize(width: 390, height: 844)

    /// Creates a window scene.
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        let screenSize = UIScreen.main.bounds.size
        sizeStorage = CGSize(width: min(UIWindowScene.defaultSize.width, screenSize.width),
                             height: min(UIWindowScene.defaultSize.height, screenSize.height))
        super.init(session: session, connectionOptions: connectionOptions)
    }

    /// The scene's status bar (its style and visibility as the controllers ask for them).
    open var statusBarManager: UIStatusBarManager? {
        if let statusBarManagerIfCreated { return statusBarManagerIfCreated }
        let manager = UIStatusBarManager(scene: self)
        statusBarManagerIfCreated = manager
        return manager
    }
    package var statusBarManagerIfCreated: UIStatusBarManager?

    /// The orientation of the scene's interface: portrait when its window is taller than wide.
    open var interfaceOrientation: UIInterfaceOrientation {
        sizeStorage.width > sizeStorage.height ? .landscapeRight : .portrait
    }

    /// The scene's windows, in creation order.
    open var windows: [UIWindow] { UIApplication.shared.allWindows.filter { $0.windowSceneStorage === self } }

    /// The scene's key window: the one that was made key last, while it is shown.
    open var keyWindow: UIWindow? {
        guard let window = keyWindowStorage, !window.isHidden, window.windowSceneStorage === self else { return nil }
        return window
    }

    /// The scene's bounds: its size at the origin.
    package var bounds: CGRect { CGRect(origin: .zero, size: sizeStorage) }

    /// The scene's traits: its screen's scale, the size classes of its width, the system's
    /// appearance and content size category.
    open var traitCollection: UITraitCollection {
        UITraitCollection.environment(displayScale: screen.scale, windowWidth: sizeStorage.width)
    }

    /// Called after the scene's traits changed, with the traits before the change.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Moves the scene (and its windows) to `newScreen` (the window backend calls it when
    /// the window moves to another display).
    package func moveToScreen(_ newScreen: UIScreen) {
        guard newScreen !== screen else { return }
        let old = traitCollection
        screen = newScreen
        for window in windows { window.screen = newScreen }
        if old != traitCollection { traitCollectionDidChange(old); TraitChangeRegistry.shared.notify(self, changed: traitCollection.changedTraitIdentifiers(comparedTo: old), previous: old) }
    }

    /// The backend resized the scene's window to `size` points.
    package func resize(to size: CGSize) {
        guard size != sizeStorage else { return }
        let old = traitCollection
        sizeStorage = size
        if old != traitCollection { traitCollectionDidChange(old); TraitChangeRegistry.shared.notify(self, changed: traitCollection.changedTraitIdentifiers(comparedTo: old), previous: old) }
    }
}

extension UIWindowScene: UITraitChangeObservable {}
