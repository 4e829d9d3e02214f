import Foundation

extension UIResponder: InterfaceBuilderKeyed {}

extension UIResponder {
    /// The handler of an `IBKey` action named `action` in the class's `interfaceBuilderKeys`
    /// (so First Responder actions of documents reach `@IBAction`s listed there).
    package func interfaceBuilderActionHandler(_ action: Selector) -> ((_ sender: Any?) -> Void)? {
        guard let key = IBKeyPathSetter.key(action.name, of: self), key.kind == .action, let bound = key.bind(self) else { return nil }
        return { sender in bound(sender, nil) }
    }
}
