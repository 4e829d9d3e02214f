import Foundation

extension UIResponder {
    /// Declares that this responder handles `action` by calling `method` on itself: the
    /// one-line Linux counterpart of implementing an `@objc` action method.
    ///
    /// ```swift
    /// declareAction(.copy, MyView.copyText)        // func copyText(_ sender: Any?)
    /// ```
    /// The responder is not retained by its own table.
    public func declareAction<T: UIResponder>(_ action: Selector, _ method: @escaping (T) -> (Any?) -> Void) {
        declaredActions.table[action] = { responder, sender in
            if let responder = responder as? T { method(responder)(sender) }
        }
    }

    /// Declares an action whose method takes no argument.
    public func declareAction<T: UIResponder>(_ action: Selector, _ method: @escaping (T) -> () -> Void) {
        declaredActions.table[action] = { responder, _ in
            if let responder = responder as? T { method(responder)() }
        }
    }

    /// Removes a declared action.
    public func undeclareAction(_ action: Selector) { declaredActions.table[action] = nil }

    /// Implements `target(forAction:withSender:)`: walks the chain (bounded, logged when a
    /// `next` cycle is found).
    package func targetCore(forAction action: Selector, withSender sender: Any?) -> Any? {
        var responder: UIResponder? = self
        var steps = 0
        while let current = responder {
            if current.canPerformAction(action, withSender: sender) { return current }
            responder = current.next
            steps += 1
            if steps > 10_000 {
                UIView.log("target(forAction: \(action)): responder chain longer than 10,000 (a cycle in next?); giving up")
                return nil
            }
        }
        return nil
    }

    /// Implements `becomeFirstResponder()`.
    package func attemptToBecomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        if let view = self as? UIView, view.window == nil, !(view is UIWindow) { return false }
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

extension UIView {
    /// Makes the first responder inside this view resign (or, with `force`, removes its
    /// status even if it refuses). Returns whether it resigned.
    package func endEditingCore(_ force: Bool) -> Bool {
        guard let responder = UIApplication.firstResponderStorage else { return true }
        if let view = responder as? UIView, view !== self, !view.isDescendantCore(of: self) { return true }
        if responder.resignFirstResponder() { return true }
        if force {
            UIApplication.firstResponderStorage = nil
            (responder as? TextEditingHost)?.editingWasForciblyEnded()
            return true
        }
        return false
    }
}
