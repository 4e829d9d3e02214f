import CoreGraphics
import Foundation

/// A text view's archive (after the scroll view's): the text, plain (`UIText`) and styled
/// (`UIAttributedText`, see `AttributedTextArchive`; decoded last, so the font and color
/// settings do not restyle it), font, color, alignment, editable and selectable flags and
/// the text container inset.
extension UITextView {
    package func encodeTextView(with coder: NSCoder) {
        if let text, !text.isEmpty {
            coder.encode(text, forKey: "UIText")
            coder.encodeAttributedText(attributedText, forKey: "UIAttributedText")
        }
        if let font { coder.encode(font, forKey: "UIFont") }
        if let textColor { coder.encode(textColor, forKey: "UITextColor") }
        coder.encode(textAlignment.rawValue, forKey: "UITextAlignment")
        coder.encode(isEditable, forKey: "UIEditable")
        coder.encode(isSelectable, forKey: "UISelectable")
        coder.encode(textContainerInset, forKey: "UITextContainerInset")
    }

    package func decodeTextView(from coder: NSCoder) {
        if let text = coder.checkedString(forKey: "UIText") { self.text = text }
        if let font = coder.checkedObject(UIFont.self, forKey: "UIFont") { self.font = font }
        if let color = coder.checkedObject(UIColor.self, forKey: "UITextColor") { textColor = color }
        if let alignment = coder.checkedEnum(NSTextAlignment.self, forKey: "UITextAlignment") { textAlignment = alignment }
        if let editable = coder.checkedBool(forKey: "UIEditable") { isEditable = editable }
        if let selectable = coder.checkedBool(forKey: "UISelectable") { isSelectable = selectable }
        if let inset = coder.checkedEdgeInsets(forKey: "UITextContainerInset") { textContainerInset = inset }
        if let text = coder.checkedAttributedText(forKey: "UIAttributedText") { attributedText = text }
    }
}
