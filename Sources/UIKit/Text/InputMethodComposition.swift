import CoreGraphics
import Foundation

/// Input-method composition coming from a window backend (SDL's text-editing events):
/// the composed text becomes the first responder's marked text, the committed text then
/// replaces it through ordinary typing, and the caret's rectangle tells the input method
/// where to put its candidate window.
@preconcurrency @MainActor
package enum InputMethodComposition {
    /// The largest composition accepted, in Unicode scalars (input methods send a few).
    package static let maximumLength = 4_096

    /// Shows `text` as the first responder's marked text with the input method's selection
    /// at `cursor`, `length` long (both in Unicode scalars of `text`, as SDL counts them).
    /// Empty text ends the composition (the marked text is removed). A selection outside
    /// the composition is clamped into it, with a log line. Returns whether a text input
    /// responder took it.
    @discardableResult
    package static func update(text: String, cursor: Int, length: Int) -> Bool {
        guard let input = UIApplication.firstResponderStorage as? UITextInput else { return false }
        if text.isEmpty {
            if input.markedTextRange != nil { input.setMarkedText("", selectedRange: NSRange(location: 0, length: 0)) }
            input.unmarkText()
            return true
        }
        let scalars = Array(text.unicodeScalars)
        guard scalars.count <= maximumLength else {
            UIView.log("input method composition of \(scalars.count) characters refused (the most accepted is \(maximumLength))")
            return false
        }
        let count = scalars.count
        let start = min(max(0, cursor), count)
        let end = min(max(start, cursor.addingReportingOverflow(max(0, length)).partialValue), count)
        if start != cursor || end - start != length {
            UIView.log("input method sent the marked selection {\(cursor), \(length)} outside its \(count)-character composition; clamped to {\(start), \(end - start)}")
        }
        let utf16Start = utf16Offset(of: start, in: scalars), utf16End = utf16Offset(of: end, in: scalars)
        input.setMarkedText(text, selectedRange: NSRange(location: utf16Start, length: utf16End - utf16Start))
        return true
    }

    /// The UTF-16 offset of the scalar at `index`.
    private static func utf16Offset(of index: Int, in scalars: [Unicode.Scalar]) -> Int {
        scalars.prefix(index).reduce(0) { $0 + $1.utf16.count }
    }

    /// The caret of the first responder and its window, in window coordinates (where the
    /// candidate window goes); nil when the first responder does not edit text.
    package static func caretRectInWindow() -> (window: UIWindow, rect: CGRect)? {
        guard let input = UIApplication.firstResponderStorage as? UITextInput, let view = input as? UIView,
              let window = view.window, let range = input.selectedTextRange else { return nil }
        let rect = view.convert(input.caretRect(for: range.end), to: nil)
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else { return nil }
        return (window, rect)
    }
}
