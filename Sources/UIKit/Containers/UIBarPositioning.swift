import Foundation

/// Where a bar sits relative to its content.
public enum UIBarPosition: Int, Sendable {
    /// Unspecified.
    case any = 0
    /// At the bottom of its content (a toolbar).
    case bottom = 1
    /// At the top of its content.
    case top = 2
    /// At the top of the window, its background extending up under the status bar.
    case topAttached = 3
}

/// A bar that has a position.
@preconcurrency @MainActor
public protocol UIBarPositioning: AnyObject {
    /// The bar's position.
    var barPosition: UIBarPosition { get }
}

/// A delegate that tells a bar where it sits.
@preconcurrency @MainActor
public protocol UIBarPositioningDelegate: AnyObject {
    /// The position of `bar` (the default is `.any`).
    func position(for bar: UIBarPositioning) -> UIBarPosition
}

extension UIBarPositioningDelegate {
    /// The default position: `.any`.
    public func position(for bar: UIBarPositioning) -> UIBarPosition { .any }
}
