import Foundation
@_exported import UIKit

// Drive the headless run loop from tests and tools: these names are the contract tests
// rely on.

extension UIApplication {
    /// Runs turns of the run loop (update constraints, layout, display, render) until no
    /// work is pending.
    public func runUntilIdle() { runUntilIdleCore() }

    /// Moves QuartzCore's media clock forward by `seconds` (firing due display-link
    /// frames), then runs the turn, whose render evaluates animations at the new time,
    /// and any work that turn left pending.
    public func advanceTime(by seconds: TimeInterval) { advanceTimeCore(by: seconds) }
}

extension UIWindow {
    /// What the compositor produced for this window in the last turn (at the screen's scale).
    public func renderedImage() -> UIImage { renderedImageCore() }

    /// The regions the last turn redrew, in window coordinates (empty when nothing changed).
    public var lastRenderedDamage: [CGRect] { lastDamage }
}

extension UIScreen {
    /// Configures the headless screen: size in points, scale and the safe-area insets of
    /// its unsafe edges (a status bar, a home indicator); windows follow at the next turn.
    public func configureHeadless(bounds: CGRect? = nil, scale: CGFloat? = nil, safeAreaInsets: UIEdgeInsets? = nil) {
        configure(bounds: bounds, scale: scale, safeAreaInsets: safeAreaInsets)
    }
}
