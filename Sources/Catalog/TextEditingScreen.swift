import Foundation
import UIKit

/// The text-editing examples: a plain field with a placeholder, a secure field, a
/// rounded-rect field with a clear button, and a multi-line text view.
@MainActor
enum TextEditingScreen {
    /// Adds the examples to `container`, stacked from the top with Auto Layout, and returns
    /// them in order (field, secure field, rounded field, text view).
    @discardableResult
    static func build(in container: UIView) -> [UIView] {
        let plain = UITextField()
        plain.placeholder = "Name"
        plain.borderStyle = .line
        plain.accessibilityIdentifier = "text.name"

        let secure = UITextField()
        secure.placeholder = "Password"
        secure.isSecureTextEntry = true
        secure.textContentType = .password
        secure.borderStyle = .bezel
        secure.accessibilityIdentifier = "text.password"

        let rounded = UITextField()
        rounded.borderStyle = .roundedRect
        rounded.text = "Clear me"
        rounded.clearButtonMode = .always
        rounded.accessibilityIdentifier = "text.clearable"

        let textView = UITextView()
        textView.font = UIFont.systemFont(ofSize: 15)
        textView.text = "A text view.\nReturn inserts a newline; up and down move by lines; "
            + "the wheel scrolls once the text is taller than the view."
        textView.layer.borderColor = UIColor.opaqueSeparator.cgColor
        textView.layer.borderWidth = 1
        textView.accessibilityIdentifier = "text.view"

        let views: [UIView] = [plain, secure, rounded, textView]
        var previous: NSLayoutYAxisAnchor = container.topAnchor
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
            NSLayoutConstraint.activate([
                view.topAnchor.constraint(equalTo: previous, constant: 16),
                view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
                view.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
            ])
            previous = view.bottomAnchor
        }
        textView.heightAnchor.constraint(equalToConstant: 120).isActive = true
        report(views, in: container)
        return views
    }

    /// Reports each field's edits, and where the views are once laid out, to the action
    /// log (the window test reads them: clipboard, Tab order, key repeat, dead keys).
    private static func report(_ views: [UIView], in container: UIView) {
        for case let field as UITextField in views {
            field.addAction(UIAction { _ in
                let text = field.isSecureTextEntry ? "\((field.text ?? "").count) characters" : field.text ?? ""
                ViewScreens.actionLog("EDIT \(field.accessibilityIdentifier ?? "?"): \(text)")
            }, for: .editingChanged)
        }
        DispatchQueue.main.async {
            container.window?.layoutIfNeeded()
            for view in views {
                let f = view.convert(view.bounds, to: nil)
                ViewScreens.actionLog("FRAME \(view.accessibilityIdentifier ?? "?") \(Int(f.minX)) \(Int(f.minY)) \(Int(f.width)) \(Int(f.height))")
            }
        }
    }
}
