import CoreGraphics
import Foundation

/// How an Interface Builder document sets one key of an object: an outlet, an outlet
/// collection, an `@IBInspectable` property (user-defined runtime attribute) or an action.
///
/// Linux has no Objective-C runtime to find `@IBOutlet` setters by name, so a class lists
/// its keys once, one line each, by overriding `interfaceBuilderKeys` (a `UIResponder`
/// class var; other classes adopt `InterfaceBuilderKeyed`):
///
/// ```swift
/// final class ProfileCard: UIView {
///     /* @IBOutlet */ var nameLabel: UILabel!
///     /* @IBOutlet */ var stars: [UIImageView] = []
///     @IBInspectable var cornerRadius: CGFloat = 0
///     @IBAction func follow(_ sender: UIButton) { … }
///
///     override class var interfaceBuilderKeys: [String: IBKey] {
///         ["nameLabel": .outlet(\ProfileCard.nameLabel),
///          "stars": .outletCollection(\ProfileCard.stars),
///          "cornerRadius": .inspectable(\ProfileCard.cornerRadius),
///          "follow:": .action(ProfileCard.follow)]
///     }
/// }
/// ```
///
/// Keys of superclasses are found too (the loader asks each class up the chain), so an
/// override lists only its own class's keys. UIKit's own outlets (`view`, `dataSource`,
/// `delegate`, `tableView`…) need no entry.
@preconcurrency @MainActor
public struct IBKey {
    /// What kind of key this is.
    package enum Kind { case outlet, outletCollection, inspectable, action }

    package let kind: Kind
    /// Sets the value on the object; false when the object or value has the wrong type.
    package let set: @MainActor (AnyObject, Any?) -> Bool
    /// For actions: the handler bound to a target object (nil when it has the wrong type).
    package let bind: @MainActor (AnyObject) -> ((Any?, UIEvent?) -> Void)?

    package init(kind: Kind, set: @escaping @MainActor (AnyObject, Any?) -> Bool,
                 bind: @escaping @MainActor (AnyObject) -> ((Any?, UIEvent?) -> Void)? = { _ in nil }) {
        self.kind = kind
        self.set = set
        self.bind = bind
    }

    /// An outlet to one object (`var label: UILabel!`, `weak var delegate: MyDelegate?`).
    public static func outlet<Root: AnyObject, Value>(_ keyPath: ReferenceWritableKeyPath<Root, Value?>) -> IBKey {
        IBKey(kind: .outlet) { object, value in
            guard let root = object as? Root else { return false }
            if value == nil { root[keyPath: keyPath] = nil; return true }
            guard let typed = value as? Value else { return false }
            root[keyPath: keyPath] = typed
            return true
        }
    }

    /// An outlet to one object held in a non-optional property.
    public static func outlet<Root: AnyObject, Value: AnyObject>(_ keyPath: ReferenceWritableKeyPath<Root, Value>) -> IBKey {
        IBKey(kind: .outlet) { object, value in
            guard let root = object as? Root, let typed = value as? Value else { return false }
            root[keyPath: keyPath] = typed
            return true
        }
    }

    /// An outlet collection (`var buttons: [UIButton] = []`), filled in document order.
    public static func outletCollection<Root: AnyObject, Element>(_ keyPath: ReferenceWritableKeyPath<Root, [Element]>) -> IBKey {
        IBKey(kind: .outletCollection) { object, value in
            guard let root = object as? Root, let items = value as? [Any] else { return false }
            let typed = items.compactMap { $0 as? Element }
            guard typed.count == items.count else { return false }
            root[keyPath: keyPath] = typed
            return true
        }
    }

    /// An outlet collection held in an optional array (`var buttons: [UIButton]!`).
    public static func outletCollection<Root: AnyObject, Element>(_ keyPath: ReferenceWritableKeyPath<Root, [Element]?>) -> IBKey {
        IBKey(kind: .outletCollection) { object, value in
            guard let root = object as? Root, let items = value as? [Any] else { return false }
            let typed = items.compactMap { $0 as? Element }
            guard typed.count == items.count else { return false }
            root[keyPath: keyPath] = typed
            return true
        }
    }

    /// An `@IBInspectable` property set from a user-defined runtime attribute (Bool, the
    /// integer and floating-point types, String, CGPoint, CGSize, CGRect, UIColor, NSRange,
    /// UIImage, and optionals of them).
    public static func inspectable<Root: AnyObject, Value: IBInspectableValue>(_ keyPath: ReferenceWritableKeyPath<Root, Value>) -> IBKey {
        IBKey(kind: .inspectable) { object, value in
            guard let root = object as? Root, let typed = Value(interfaceBuilderValue: value) else { return false }
            root[keyPath: keyPath] = typed
            return true
        }
    }

    /// An action taking nothing (`@IBAction func refresh()`).
    public static func action<Root: AnyObject>(_ method: @escaping (Root) -> () -> Void) -> IBKey {
        IBKey(kind: .action, set: { _, _ in false }) { target in
            guard let root = target as? Root else { return nil }
            return { [weak root] _, _ in if let root { method(root)() } }
        }
    }

    /// An action taking the sender (`@IBAction func tapped(_ sender: UIButton)`; unwind
    /// actions take the `UIStoryboardSegue`).
    public static func action<Root: AnyObject, Sender>(_ method: @escaping (Root) -> (Sender) -> Void) -> IBKey {
        IBKey(kind: .action, set: { _, _ in false }) { target in
            guard let root = target as? Root else { return nil }
            return { [weak root] sender, _ in
                if let root, let sender = sender as? Sender { method(root)(sender) }
            }
        }
    }

    /// An action taking the sender and the event (`@IBAction func tapped(_ sender: UIButton, forEvent event: UIEvent)`).
    public static func action<Root: AnyObject, Sender>(_ method: @escaping (Root) -> (Sender, UIEvent?) -> Void) -> IBKey {
        IBKey(kind: .action, set: { _, _ in false }) { target in
            guard let root = target as? Root else { return nil }
            return { [weak root] sender, event in
                if let root, let sender = sender as? Sender { method(root)(sender, event) }
            }
        }
    }
}

/// A class whose outlets, inspectables and actions Interface Builder documents may set (see
/// `IBKey`). `UIResponder` adopts it; adopt it for other File's Owners and custom objects.
@preconcurrency @MainActor
public protocol InterfaceBuilderKeyed: AnyObject {
    /// The keys a document may set on instances of this class (not its superclasses').
    static var interfaceBuilderKeys: [String: IBKey] { get }
}

/// A type an `@IBInspectable` property may have: made from a user-defined runtime
/// attribute's value.
public protocol IBInspectableValue {
    /// Converts the value a document holds (Bool, a number, String, CGPoint, CGSize,
    /// CGRect, UIColor, NSRange, UIImage); nil when it cannot be this type.
    init?(interfaceBuilderValue value: Any?)
}

extension Bool: IBInspectableValue {
    public init?(interfaceBuilderValue value: Any?) {
        if let value = value as? Bool { self = value } else if let number = value as? Double { self = number != 0 } else { return nil }
    }
}

extension String: IBInspectableValue {
    public init?(interfaceBuilderValue value: Any?) {
        guard let value = value as? String else { return nil }
        self = value
    }
}

extension CGPoint: IBInspectableValue {
    public init?(interfaceBuilderValue value: Any?) {
        guard let value = value as? CGPoint else { return nil }
        self = value
    }
}

extension CGSize: IBInspectableValue {
    public init?(interfaceBuilderValue value: Any?) {
        guard let value = value as? CGSize else { return nil }
        self = value
    }
}

extension CGRect: IBInspectableValue {
    public init?(interfaceBuilderValue value: Any?) {
        guard let value = value as? CGRect else { return nil }
        self = value
    }
}

extension NSRange: IBInspectableValue {
    public init?(interfaceBuilderValue value: Any?) {
        guard let value = value as? NSRange else { return nil }
        self = value
    }
}

extension UIColor: IBInspectableValue {}
extension UIImage: IBInspectableValue {}

extension IBInspectableValue where Self: AnyObject {
    public init?(interfaceBuilderValue value: Any?) {
        guard let value = value as? Self else { return nil }
        self = value
    }
}

extension Optional: IBInspectableValue where Wrapped: IBInspectableValue {
    public init?(interfaceBuilderValue value: Any?) {
        guard let value else { self = .none; return }
        guard let wrapped = Wrapped(interfaceBuilderValue: value) else { return nil }
        self = .some(wrapped)
    }
}

/// Numbers: a document's `integer`/`real` values arrive as Double and convert exactly
/// where they fit (a fraction set on an integer property is refused).
extension BinaryInteger where Self: IBInspectableValue {
    public init?(interfaceBuilderValue value: Any?) {
        if let flag = value as? Bool { self = flag ? 1 : 0; return }
        guard let number = value as? Double, let exact = Self(exactly: number) else { return nil }
        self = exact
    }
}

extension BinaryFloatingPoint where Self: IBInspectableValue {
    public init?(interfaceBuilderValue value: Any?) {
        guard let number = value as? Double else { return nil }
        self = Self(number)
    }
}

extension Int: IBInspectableValue {}
extension Int8: IBInspectableValue {}
extension Int16: IBInspectableValue {}
extension Int32: IBInspectableValue {}
extension Int64: IBInspectableValue {}
extension UInt: IBInspectableValue {}
extension UInt8: IBInspectableValue {}
extension UInt16: IBInspectableValue {}
extension UInt32: IBInspectableValue {}
extension UInt64: IBInspectableValue {}
extension Double: IBInspectableValue {}
extension Float: IBInspectableValue {}
extension CGFloat: IBInspectableValue {}
