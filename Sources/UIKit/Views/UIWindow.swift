import CoreGraphics
import Foundation

/// The backdrop of an app's views: the root of a view tree shown on a screen, which the
/// run loop lays out, displays and renders each turn. Windows start hidden.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The stacking level of a window (higher levels are in front).
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        /// The level's value.
        public var rawValue: CGFloat
        /// Creates a level.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Creates a level.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        /// The default level.
        public static let normal = Level(0)
        /// The status bar's level.
        public static let statusBar = Level(1000)
        /// The level of alerts.
        public static let alert = Level(2000)
        /// Orders levels by value.
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The compositor rendering this window (created when the window is first shown).
    package var compositor: Compositor?
    /// The layer the compositor renders: it places the window's layer at the origin.
    package let renderRoot = CALayer()
    /// The regions the last turn redrew, in window coordinates.
    package var lastDamage: [CGRect] = []
    /// Everything redrawn since a window backend last took it (`takeUnpresentedDamage()`):
    /// several turns can render between two presents. At most 16 rectangles (then their union).
    package var unpresentedDamage: [CGRect] = []
    /// The root view controller storage.
    package var rootViewControllerStorage: UIViewController?
    /// The screen storage.
    package var screenStorage: UIScreen = UIScreen.main
    /// The window scene storage (`windowScene`).
    package weak var windowSceneStorage: UIWindowScene?
    /// The window's keyboard focus (Tab, Shift-Tab, the focus ring).
    package lazy var focusSystemCore = UIFocusSystem(window: self)

    /// Creates a window with a frame (hidden until made visible).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureNewWindow()
    }

    /// Creates a window in `windowScene`, as large as the scene (its desktop window), on
    /// the scene's screen.
    public init(windowScene: UIWindowScene) {
        super.init(frame: windowScene.bounds)
        configureNewWindow()
        windowSceneStorage = windowScene
        screenStorage = windowScene.screen
    }

    /// The scene the window belongs to; setting it moves the window to the scene's screen.
    open var windowScene: UIWindowScene? {
        get { windowSceneStorage }
        set {
            windowSceneStorage = newValue
            if let newValue, newValue.screen !== screenStorage { screen = newValue.screen }
        }
    }

    /// Creates a window from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureNewWindow()
    }

    /// The screen the window is shown on.
    open var screen: UIScreen {
        get { screenStorage }
        set { let previousScale = screenStorage.scale; screenStorage = newValue; screenDidChange(previousScale: previousScale) }
    }

    /// The window's level (default `.normal`).
    open var windowLevel: Level = .normal

    /// Whether the window is the key window (receives keyboard and non-touch events).
    open var isKeyWindow: Bool { UIApplication.shared.keyWindowStorage === self }

    /// Makes the window the key window.
    open func makeKey() { makeKeyCore() }

    /// Makes the window key and shows it.
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    /// Called when the window became key; the default does nothing.
    open func becomeKey() {}

    /// Called when the window stopped being key; the default does nothing.
    open func resignKey() {}

    /// Whether the window is hidden (windows start hidden); showing it installs the root
    /// view controller's view and renders it at the next turn.
    open override var isHidden: Bool {
        didSet { visibilityDidChange() }
    }

    /// The view controller whose view fills the window.
    open var rootViewController: UIViewController? {
        get { rootViewControllerStorage }
        set { setRootViewController(newValue) }
    }

    /// Converts a point from this window's coordinates to `window`'s (screen coordinates when nil).
    open func convert(_ point: CGPoint, to window: UIWindow?) -> CGPoint { point.applying(transform(toWindow: window)) }

    /// Converts a point from `window`'s coordinates (screen coordinates when nil) to this window's.
    open func convert(_ point: CGPoint, from window: UIWindow?) -> CGPoint { point.applying(transform(toWindow: window).inverted()) }

    /// Converts a rectangle from this window's coordinates to `window`'s (screen coordinates when nil).
    open func convert(_ rect: CGRect, to window: UIWindow?) -> CGRect { rect.applying(transform(toWindow: window)) }

    /// Converts a rectangle from `window`'s coordinates (screen coordinates when nil) to this window's.
    open func convert(_ rect: CGRect, from window: UIWindow?) -> CGRect { rect.applying(transform(toWindow: window).inverted()) }

    /// Delivers an event from `UIApplication.sendEvent(_:)` to the window's views: touches
    /// to their gesture recognizers and hit views (see `UIWindow+Events.swift`), presses to
    /// the first responder, scrolling to the pan recognizers under the pointer.
    /// Subclasses that override it call super.
    open func sendEvent(_ event: UIEvent) { dispatchEvent(event) }

    /// The application, next in the responder chain.
    open override var next: UIResponder? { UIApplication.shared }
}
