import CoreGraphics
import Foundation

/// The display a window is shown on: its size in points and its scale. Without a window
/// backend it is the headless screen, whose windows render into images.
@preconcurrency @MainActor
open class UIScreen: NSObject {
    /// The main screen (the headless screen unless a window backend replaces its values).
    public static let main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 1)

    /// Every display: the main one first (the window backend adds the others).
    public static var screens: [UIScreen] { [main] + additionalScreens }

    /// The displays other than the main one (window backend).
    package static var additionalScreens: [UIScreen] = []

    /// The screen's bounds in points.
    open private(set) var bounds: CGRect
    /// Pixels per point.
    open private(set) var scale: CGFloat
    /// The areas at the screen edges content should avoid (status bar, rounded corners).
    package private(set) var screenSafeAreaInsets: UIEdgeInsets = .zero

    /// Creates a screen (backends and tests configure the main one instead).
    package init(bounds: CGRect, scale: CGFloat) {
        let bounds = bounds.width > 0 && bounds.height > 0 && bounds.width.isFinite && bounds.height.isFinite
            ? bounds : CGRect(x: 0, y: 0, width: 390, height: 844)
        self.bounds = bounds
        self.scale = scale
        super.init()
    }

    /// The bounds in pixels.
    open var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }

    /// The native scale (same as `scale`).
    open var nativeScale: CGFloat { scale }

    /// The screen's traits: its display scale and the light appearance.
    open var traitCollection: UITraitCollection { UITraitCollection.environment(displayScale: scale) }

    /// Called after the screen's traits changed (its scale), with the traits before the change.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The frames per second the screen shows at most.
    open var maximumFramesPerSecond: Int { MediaClock.shared.maximumFramesPerSecond }

    /// Changes the screen's size, scale or safe-area insets (headless screen or a window
    /// backend); windows re-render and recompute their safe areas. Invalid values are
    /// rejected with a log line.
    package func configure(bounds newBounds: CGRect? = nil, scale newScale: CGFloat? = nil, safeAreaInsets newInsets: UIEdgeInsets? = nil) {
        if let newBounds {
            if UIView.validate(newBounds, "screen bounds"), newBounds.width > 0, newBounds.height > 0 { bounds = newBounds }
            else { UIView.log("screen bounds \(newBounds) rejected") }
        }
        let previousScale = scale
        if let newScale {
            if newScale > 0, newScale.isFinite { scale = newScale } else { UIView.log("screen scale \(newScale) rejected") }
        }
        if let newInsets { screenSafeAreaInsets = newInsets }
        if scale != previousScale { traitCollectionDidChange(UITraitCollection.environment(displayScale: previousScale)) }
        for window in UIApplication.shared.allWindows where window.screen === self {
            window.screenDidChange(previousScale: previousScale)
        }
    }
}
