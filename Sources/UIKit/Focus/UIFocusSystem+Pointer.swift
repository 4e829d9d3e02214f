import Foundation

extension UIFocusSystem {
    /// A primary-button pointer click began on `view` (the view a touch was hit-tested to):
    /// focus moves to the nearest focusable view there, as on iPadOS with a keyboard and
    /// Mac Catalyst. A text field or text view taking focus becomes the first responder;
    /// any other control taking it ends the first responder's editing, as Tab does (every
    /// enabled control can be focused here, as with Full Keyboard Access on, since Tab
    /// reaches them too). A click where nothing can be focused leaves the focus where it
    /// is. Finger touches do not move focus.
    package func pointerClickBegan(on view: UIView?) {
        guard let view, view.window === window else { return }
        var current: UIView? = view
        while let candidate = current, candidate !== window {
            if Self.isFocusable(candidate) {
                if candidate !== focusedItem as? UIView { moveFocus(to: candidate, heading: []) }
                return
            }
            current = candidate.superview
        }
    }
}
