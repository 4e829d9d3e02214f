import Foundation
import UIKit

/// What the bridge reads from one exported object, whatever its kind (the application,
/// a window, a view, a `UIAccessibilityElement`).
extension AccessibilityTree {
    /// The application's name (the process name).
    package var applicationName: String { ProcessInfo.processInfo.processName }

    package func name(of object: AnyObject) -> String {
        if object === root { return applicationName }
        if let window = object as? UIWindow { return window.accessibilityLabel ?? windowTitle(window) }
        return label(of: object) ?? ""
    }

    package func label(of object: AnyObject) -> String? {
        if let view = object as? UIView { return view.accessibilityLabel }
        return (object as? UIAccessibilityElement)?.accessibilityLabel
    }

    package func value(of object: AnyObject) -> String? {
        if let view = object as? UIView { return view.accessibilityValue }
        return (object as? UIAccessibilityElement)?.accessibilityValue
    }

    package func hint(of object: AnyObject) -> String? {
        if let view = object as? UIView { return view.accessibilityHint }
        return (object as? UIAccessibilityElement)?.accessibilityHint
    }

    package func traits(of object: AnyObject) -> UIAccessibilityTraits {
        if let view = object as? UIView { return view.accessibilityTraits }
        return (object as? UIAccessibilityElement)?.accessibilityTraits ?? []
    }

    package func identifier(of object: AnyObject) -> String? {
        if let view = object as? UIView { return view.accessibilityIdentifier }
        return (object as? UIAccessibilityElement)?.accessibilityIdentifier
    }

    package func customActions(of object: AnyObject) -> [UIAccessibilityCustomAction] {
        if let view = object as? UIView { return view.accessibilityCustomActions ?? [] }
        return (object as? UIAccessibilityElement)?.accessibilityCustomActions ?? []
    }

    /// Whether the object is an element (a leaf VoiceOver would stop on).
    package func isElement(_ object: AnyObject) -> Bool {
        if object is UIWindow { return false }
        if let view = object as? UIView { return view.isAccessibilityElement }
        return (object as? UIAccessibilityElement)?.isAccessibilityElement ?? false
    }

    /// The frame in its window's coordinates (points); the window's own bounds for a window.
    package func frame(of object: AnyObject) -> CGRect {
        if let window = object as? UIWindow { return window.bounds }
        if let view = object as? UIView { return view.accessibilityFrame }
        return (object as? UIAccessibilityElement)?.accessibilityFrame ?? .zero
    }

    /// The window showing the object.
    package func window(of object: AnyObject) -> UIWindow? {
        var current: AnyObject? = object
        for _ in 0..<64 {
            if let window = current as? UIWindow { return window }
            if let view = current as? UIView { return view.window }
            current = (current as? UIAccessibilityElement)?.accessibilityContainer
        }
        return nil
    }

    /// The editable-text kind of the object.
    package func textKind(of object: AnyObject) -> ATSPITextKind {
        if let field = object as? UITextField { return field.isSecureTextEntry ? .secureField : .field }
        if object is UITextView { return .multiLine }
        return .none
    }

    /// The text the Text interface exposes: a field's or text view's contents (a secure
    /// field's as bullets), a label's text; nil for objects without text.
    package func text(of object: AnyObject) -> String? {
        if let field = object as? UITextField {
            let text = field.text ?? ""
            return field.isSecureTextEntry ? String(repeating: "\u{2022}", count: text.count) : text
        }
        if let textView = object as? UITextView { return textView.text ?? "" }
        if let label = object as? UILabel { return label.text ?? "" }
        if traits(of: object).contains(.staticText) { return label(of: object) ?? "" }
        return nil
    }

    package func role(of object: AnyObject) -> ATSPIRole {
        if object === root { return .application }
        if object is UIWindow { return .frame }
        return ATSPIRole.role(for: traits(of: object), text: textKind(of: object), isContainer: !isElement(object))
    }

    package func states(of object: AnyObject) -> Set<ATSPIState> {
        if object === root { return [] }
        if let window = object as? UIWindow {
            var set: Set<ATSPIState> = [.visible, .showing, .enabled, .sensitive, .resizable]
            if window.isKeyWindow { set.insert(.active) }
            return set
        }
        guard contains(object) else { return [.defunct] }
        let frame = frame(of: object)
        let showing = window(of: object).map { !frame.intersection($0.bounds).isEmpty } ?? false
        let focused = (object as? UIResponder)?.isFirstResponder ?? false
        var set = ATSPIState.states(for: traits(of: object), value: value(of: object), text: textKind(of: object),
                                    showing: showing, focused: focused)
        if let textView = object as? UITextView, textView.isEditable { set.insert(.editable) }
        return set
    }

    /// The names of the object's actions: `click` (activate) for elements, `increment` and
    /// `decrement` for adjustable ones, then the custom actions' names.
    package func actionNames(of object: AnyObject) -> [String] {
        guard object !== root, !(object is UIWindow) else { return [] }
        var names: [String] = []
        if isElement(object) { names.append("click") }
        if isElement(object) && traits(of: object).contains(.adjustable) { names += ["increment", "decrement"] }
        names += customActions(of: object).map(\.name)
        return names
    }

    /// The D-Bus interfaces the object implements.
    package func interfaces(of object: AnyObject) -> [String] {
        if object === root { return [ATSPIInterface.accessible, ATSPIInterface.application] }
        var list = [ATSPIInterface.accessible, ATSPIInterface.component]
        if !actionNames(of: object).isEmpty { list.append(ATSPIInterface.action) }
        if isElement(object) && traits(of: object).contains(.adjustable) { list.append(ATSPIInterface.value) }
        if text(of: object) != nil { list.append(ATSPIInterface.text) }
        return list
    }

    /// The object's attributes (`GetAttributes`): the toolkit, the UIKit class, the
    /// identifier, hint and value when set.
    package func attributes(of object: AnyObject) -> [(String, String)] {
        var list: [(String, String)] = [("toolkit", "OpenUIKit"), ("class", String(describing: type(of: object)))]
        if let id = identifier(of: object) { list.append(("id", id)) }
        if let value = value(of: object) { list.append(("value", value)) }
        if let hint = hint(of: object) { list.append(("hint", hint)) }
        return list
    }

    /// The deepest exported object under `object` whose frame contains `point` (window points).
    package func descendant(of object: AnyObject, at point: CGPoint) -> AnyObject? {
        for child in children(of: object).reversed() where frame(of: child).contains(point) {
            return descendant(of: child, at: point) ?? child
        }
        return nil
    }
}

/// The AT-SPI D-Bus interface names.
package enum ATSPIInterface {
    package static let accessible = "org.a11y.atspi.Accessible"
    package static let application = "org.a11y.atspi.Application"
    package static let component = "org.a11y.atspi.Component"
    package static let action = "org.a11y.atspi.Action"
    package static let value = "org.a11y.atspi.Value"
    package static let text = "org.a11y.atspi.Text"
    package static let socket = "org.a11y.atspi.Socket"
    package static let eventObject = "org.a11y.atspi.Event.Object"
    package static let eventFocus = "org.a11y.atspi.Event.Focus"
    package static let properties = "org.freedesktop.DBus.Properties"
}
