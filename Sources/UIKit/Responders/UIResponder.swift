import Foundation

/// An object that can respond to and handle events: the base of views, windows, view
/// controllers and the application, linked into the responder chain by `next`.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// Creates a responder.
    public override init() {
        super.init()
    }

    /// The next responder in the chain: a view's view controller or superview, a view
    /// controller's view's superview, the window's application; nil at the end.
    open var next: UIResponder? { nil }

    /// Whether the responder can become the first responder (default false).
    open var canBecomeFirstResponder: Bool { false }

    /// Whether the responder gives up first-responder status when asked (default true).
    open var canResignFirstResponder: Bool { true }

    /// Whether the responder is the application's current first responder.
    open var isFirstResponder: Bool { UIApplication.firstResponderStorage === self }

    /// Makes the responder the first responder when it can (a view must be in a window);
    /// the current first responder is asked to resign first. Returns whether it worked.
    @discardableResult
    open func becomeFirstResponder() -> Bool { attemptToBecomeFirstResponder() }

    /// Gives up first-responder status; returns false when `canResignFirstResponder` is false.
    @discardableResult
    open func resignFirstResponder() -> Bool { attemptToResignFirstResponder() }

    /// Whether the responder can perform an edit or menu action (default: asks `next`).
    open func canPerformAction(_ action: String, withSender sender: Any?) -> Bool {
        next?.canPerformAction(action, withSender: sender) ?? false
    }

    /// A custom input view shown when the responder becomes first responder (default nil).
    open var inputView: UIView? { nil }

    /// A custom accessory view above the input view (default nil).
    open var inputAccessoryView: UIView? { nil }

    /// Reloads the input views of the current first responder.
    open func reloadInputViews() {}
}

extension UIResponder {
    /// Implements `becomeFirstResponder()`.
    package func attemptToBecomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        if let view = self as? UIView, view.window == nil { return false }
        if UIApplication.firstResponderStorage === self { return true }
        if let current = UIApplication.firstResponderStorage {
            guard current.resignFirstResponder() else { return false }
        }
        UIApplication.firstResponderStorage = self
        return true
    }

    /// Implements `resignFirstResponder()`.
    package func attemptToResignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if UIApplication.firstResponderStorage === self { UIApplication.firstResponderStorage = nil }
        return true
    }
}
