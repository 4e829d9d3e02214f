import CoreGraphics
import Foundation

/// The centralized point of control of an app: its windows, the key window, its state,
/// and the run loop that turns changes into laid-out, drawn and rendered frames.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// The states an application is in.
    public enum State: Int, Sendable {
        /// In the foreground, receiving events.
        case active = 0
        /// In the foreground, not receiving events.
        case inactive = 1
        /// In the background.
        case background = 2
    }

    /// The application instance.
    public static let shared = UIApplication()

    /// The current first responder.
    package static weak var firstResponderStorage: UIResponder?
    /// The direction of the application's user interface.
    package static var applicationLayoutDirection: UIUserInterfaceLayoutDirection = .leftToRight

    private struct WeakWindow { weak var window: UIWindow? }
    private var windowList: [WeakWindow] = []
    /// The shown windows (kept alive while shown, as the system does).
    package var visibleWindows: [UIWindow] = []
    /// The key window.
    package weak var keyWindowStorage: UIWindow?
    private var ignoringCount = 0
    /// View controllers whose `viewDidAppear` runs at the end of the current turn.
    package var pendingDidAppear: [UIViewController] = [] {
        didSet { if !pendingDidAppear.isEmpty { RenderPipeline.shared.requestVisualUpdate() } }
    }

    /// The application's delegate (held strongly: the entry point gives it to the app for
    /// its whole life).
    open var delegate: UIApplicationDelegate?

    /// The application's state.
    open private(set) var applicationState: State = .active

    /// The application's windows, back to front by level.
    open var windows: [UIWindow] {
        allWindows.enumerated().sorted {
            $0.element.windowLevel != $1.element.windowLevel ? $0.element.windowLevel < $1.element.windowLevel : $0.offset < $1.offset
        }.map(\.element)
    }

    /// The key window.
    open var keyWindow: UIWindow? { keyWindowStorage }

    /// The user's preferred Dynamic Type size (Large unless the desktop or
    /// `OPENUIKIT_CONTENT_SIZE_CATEGORY` says otherwise).
    open var preferredContentSizeCategory: UIContentSizeCategory { SystemAppearance.contentSizeCategory }

    /// The direction of the user interface (left to right unless configured).
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { UIApplication.applicationLayoutDirection }

    /// Whether touch events are being ignored (`beginIgnoringInteractionEvents` calls not
    /// yet balanced).
    open var isIgnoringInteractionEvents: Bool { ignoringCount > 0 }

    /// Starts ignoring touch events (calls nest).
    open func beginIgnoringInteractionEvents() { ignoringCount += 1 }

    /// Balances a `beginIgnoringInteractionEvents()` call.
    open func endIgnoringInteractionEvents() { ignoringCount = max(0, ignoringCount - 1) }

    /// Dispatches an event to the windows: touches are checked (unknown windows, non-finite
    /// locations, phases out of order are dropped with a log line), hit-tested when they
    /// begin and sent to their windows' `sendEvent(_:)`; presses go to the key window.
    /// Input backends and `UIKitTesting` call it. Subclasses that override it call super.
    open func sendEvent(_ event: UIEvent) { sendEventCore(event) }

    /// Sends `action` to `target`, or with a nil target up the responder chain from the
    /// first responder (else from `sender` when it is a responder, else the key window).
    /// Returns whether a responder handled it.
    @discardableResult
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        sendActionCore(action, to: target, from: sender, for: event)
    }

    /// The end of the responder chain.
    open override var next: UIResponder? { nil }

    /// Every live window in creation order.
    package var allWindows: [UIWindow] {
        windowList.removeAll { $0.window == nil }
        return windowList.compactMap(\.window)
    }

    /// Adds a new window to the application's list (held weakly).
    package func registerWindow(_ window: UIWindow) {
        windowList.append(WeakWindow(window: window))
    }

    /// Keeps shown windows alive and renders them; hidden ones are dropped.
    package func windowVisibilityDidChange(_ window: UIWindow) {
        visibleWindows.removeAll { $0 === window }
        if !window.isHidden { visibleWindows.append(window) }
        else if keyWindowStorage === window { keyWindowStorage = nil }
    }

    /// Moves the application to `state`, posting UIKit's lifecycle notifications.
    package func transition(to state: State) {
        let center = NotificationCenter.default
        let old = applicationState
        guard old != state else { return }
        switch (old, state) {
        case (.active, _): center.post(name: UIApplication.willResignActiveNotification, object: self)
        case (.background, _): center.post(name: UIApplication.willEnterForegroundNotification, object: self)
        default: break
        }
        applicationState = state
        switch state {
        case .active: center.post(name: UIApplication.didBecomeActiveNotification, object: self)
        case .background: center.post(name: UIApplication.didEnterBackgroundNotification, object: self)
        case .inactive: break
        }
    }
}

extension UIApplication {
    /// Posted when launching finished.
    public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    /// Posted when the app became active.
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to become inactive.
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the app entered the background.
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to enter the foreground.
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    /// Posted when the app is about to terminate.
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
}
