import Foundation

/// The name of an action message, the Linux stand-in for Objective-C's `SEL`.
///
/// Without the Objective-C runtime a selector cannot find a method by itself, so a
/// responder *declares* the actions it handles (see `UIResponder.handler(forAction:)` and
/// `UIResponder.declareAction(_:_:)`). With that declaration, nil-targeted
/// `UIApplication.sendAction(_:to:from:for:)`, `canPerformAction(_:withSender:)`,
/// `target(forAction:withSender:)`, `UIKeyCommand` and the standard edit actions work as
/// in UIKit. Names follow Objective-C spelling (`"copy:"`, `"paste:"`).
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The selector's name, such as `"copy:"`.
    public let name: String

    /// Creates a selector from its name.
    public init(_ name: String) { self.name = name }

    /// Creates a selector from a string literal: `let s: Selector = "copy:"`.
    public init(stringLiteral value: String) { self.name = value }

    /// The selector's name.
    public var description: String { name }
}

/// The name of a selector.
public func NSStringFromSelector(_ aSelector: Selector) -> String { aSelector.name }

/// A selector with the given name.
public func NSSelectorFromString(_ aSelectorName: String) -> Selector { Selector(aSelectorName) }

extension Selector {
    /// `cut:` (UIResponderStandardEditActions).
    public static let cut = Selector("cut:")
    /// `copy:`.
    public static let copy = Selector("copy:")
    /// `paste:`.
    public static let paste = Selector("paste:")
    /// `delete:`.
    public static let delete = Selector("delete:")
    /// `select:`.
    public static let select = Selector("select:")
    /// `selectAll:`.
    public static let selectAll = Selector("selectAll:")
    /// `toggleBoldface:`.
    public static let toggleBoldface = Selector("toggleBoldface:")
    /// `toggleItalics:`.
    public static let toggleItalics = Selector("toggleItalics:")
    /// `toggleUnderline:`.
    public static let toggleUnderline = Selector("toggleUnderline:")
    /// `increaseSize:`.
    public static let increaseSize = Selector("increaseSize:")
    /// `decreaseSize:`.
    public static let decreaseSize = Selector("decreaseSize:")
    /// `undo:` (handled by responders with an undo manager).
    public static let undo = Selector("undo:")
    /// `redo:`.
    public static let redo = Selector("redo:")
}

/// One registered action of a target: the target held weakly, a name, and how to call it.
///
/// Shared by `UIControl` and `UIGestureRecognizer`. A method reference
/// (`Controller.didTap`) is stored as a closure that receives the target at call time, so
/// the target is never retained, as in UIKit.
package struct TargetActionEntry {
    /// The target; nil for nil-targeted (responder chain) actions.
    package weak var target: AnyObject?
    /// Whether a target was given (a released target is then skipped, not sent up the chain).
    package let hadTarget: Bool
    /// The action's name: the selector's, or a generated one for method references.
    package let selector: Selector
    /// Calls the action on a live target with the sender and event; nil for selector
    /// actions, which go through `UIApplication.sendAction`.
    package let invoke: (@MainActor (AnyObject, Any?, UIEvent?) -> Void)?

    package init(target: AnyObject?, selector: Selector, invoke: (@MainActor (AnyObject, Any?, UIEvent?) -> Void)?) {
        self.target = target
        self.hadTarget = target != nil
        self.selector = selector
        self.invoke = invoke
    }

    nonisolated(unsafe) private static var counter = 0

    /// A unique name for a method-reference action of `T`.
    package static func generatedSelector<T>(for type: T.Type) -> Selector {
        counter += 1
        return Selector("\(T.self).action#\(counter)")
    }

    /// Builds an entry for a method taking no arguments.
    @MainActor
    package static func make<T: AnyObject>(_ target: T, _ method: @escaping (T) -> () -> Void) -> TargetActionEntry {
        TargetActionEntry(target: target, selector: generatedSelector(for: T.self)) { object, _, _ in
            if let object = object as? T { method(object)() }
        }
    }

    /// Builds an entry for a method taking the sender (cast to the method's parameter type).
    @MainActor
    package static func make<T: AnyObject, Sender>(_ target: T, _ method: @escaping (T) -> (Sender) -> Void) -> TargetActionEntry {
        TargetActionEntry(target: target, selector: generatedSelector(for: T.self)) { object, sender, _ in
            guard let object = object as? T else { return }
            guard let typed = sender as? Sender else {
                UIView.log("action of \(T.self) expects a \(Sender.self) sender, got \(type(of: sender)); not called")
                return
            }
            method(object)(typed)
        }
    }

    /// Builds an entry for a method taking the sender and the event.
    @MainActor
    package static func make<T: AnyObject, Sender>(_ target: T, _ method: @escaping (T) -> (Sender, UIEvent?) -> Void) -> TargetActionEntry {
        TargetActionEntry(target: target, selector: generatedSelector(for: T.self)) { object, sender, event in
            guard let object = object as? T else { return }
            guard let typed = sender as? Sender else {
                UIView.log("action of \(T.self) expects a \(Sender.self) sender, got \(type(of: sender)); not called")
                return
            }
            method(object)(typed, event)
        }
    }

    /// Sends the action: a method reference is called on its live target; a selector goes
    /// through `UIApplication.sendAction` (nil target: up the responder chain). Returns
    /// whether something handled it.
    @MainActor @discardableResult
    package func send(from sender: Any?, event: UIEvent?) -> Bool {
        if let invoke {
            guard let target else { return false }
            invoke(target, sender, event)
            return true
        }
        if hadTarget && target == nil { return false }
        return UIApplication.shared.sendAction(selector, to: target, from: sender, for: event)
    }
}
