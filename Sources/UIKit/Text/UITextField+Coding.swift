import CoreGraphics
import Foundation

/// A text field's archive: text, placeholder, font, color, alignment, border and clear
/// button modes, font fitting, background images, the text input traits, the styled text
/// and placeholder (`UIAttributedText`, `UIAttributedPlaceholder`, see `AttributedTextArchive`;
/// decoded after the font and color, which would restyle them), and the left and right views with their modes (`UILeftView`, `UILeftViewMode`…: the overlay views are
/// not archived among the subviews, so they come back as overlays, not stray subviews).
extension UITextField {
    package func encodeTextField(with coder: NSCoder) {
        if let text, !text.isEmpty {
            coder.encode(text, forKey: "UIText")
            if let attributedText { coder.encodeAttributedText(attributedText, forKey: "UIAttributedText") }
        }
        if let attributedPlaceholder {
            coder.encode(attributedPlaceholder.string, forKey: "UIPlaceholder")
            coder.encodeAttributedText(attributedPlaceholder, forKey: "UIAttributedPlaceholder")
        }
        if let font { coder.encode(font, forKey: "UIFont") }
        if let textColor { coder.encode(textColor, forKey: "UITextColor") }
        coder.encode(textAlignment.rawValue, forKey: "UITextAlignment")
        coder.encode(borderStyle.rawValue, forKey: "UIBorderStyle")
        coder.encode(clearButtonMode.rawValue, forKey: "UIClearButtonMode")
        coder.encode(adjustsFontSizeToFitWidth, forKey: "UIAdjustsFontSizeToFitWidth")
        coder.encode(Double(minimumFontSize), forKey: "UIMinimumFontSize")
        if let background { coder.encode(background, forKey: "UIBackground") }
        if let disabledBackground { coder.encode(disabledBackground, forKey: "UIDisabledBackground") }
        coder.encode(isSecureTextEntry, forKey: "UISecureTextEntry")
        coder.encode(keyboardType.rawValue, forKey: "UIKeyboardType")
        coder.encode(returnKeyType.rawValue, forKey: "UIReturnKeyType")
        coder.encode(autocapitalizationType.rawValue, forKey: "UIAutocapitalizationType")
        if let leftView { coder.encode(leftView, forKey: "UILeftView") }
        coder.encode(leftViewMode.rawValue, forKey: "UILeftViewMode")
        if let rightView { coder.encode(rightView, forKey: "UIRightView") }
        coder.encode(rightViewMode.rawValue, forKey: "UIRightViewMode")
    }

    package func decodeTextField(from coder: NSCoder) {
        if let text = coder.checkedString(forKey: "UIText") { self.text = text }
        if let placeholder = coder.checkedString(forKey: "UIPlaceholder") { self.placeholder = placeholder }
        if let font = coder.checkedObject(UIFont.self, forKey: "UIFont") { self.font = font }
        if let color = coder.checkedObject(UIColor.self, forKey: "UITextColor") { textColor = color }
        if let alignment = coder.checkedEnum(NSTextAlignment.self, forKey: "UITextAlignment") { textAlignment = alignment }
        if let style = coder.checkedEnum(BorderStyle.self, forKey: "UIBorderStyle") { borderStyle = style }
        if let mode = coder.checkedEnum(ViewMode.self, forKey: "UIClearButtonMode") { clearButtonMode = mode }
        if let adjusts = coder.checkedBool(forKey: "UIAdjustsFontSizeToFitWidth") { adjustsFontSizeToFitWidth = adjusts }
        if let size = coder.checkedFloat(forKey: "UIMinimumFontSize", in: 0...10_000) { minimumFontSize = size }
        if let image = coder.checkedObject(UIImage.self, forKey: "UIBackground") { background = image }
        if let image = coder.checkedObject(UIImage.self, forKey: "UIDisabledBackground") { disabledBackground = image }
        if let secure = coder.checkedBool(forKey: "UISecureTextEntry") { isSecureTextEntry = secure }
        if let type = coder.checkedEnum(UIKeyboardType.self, forKey: "UIKeyboardType") { keyboardType = type }
        if let type = coder.checkedEnum(UIReturnKeyType.self, forKey: "UIReturnKeyType") { returnKeyType = type }
        if let type = coder.checkedEnum(UITextAutocapitalizationType.self, forKey: "UIAutocapitalizationType") { autocapitalizationType = type }
        if let mode = coder.checkedEnum(ViewMode.self, forKey: "UILeftViewMode") { leftViewMode = mode }
        if let mode = coder.checkedEnum(ViewMode.self, forKey: "UIRightViewMode") { rightViewMode = mode }
        if let text = coder.checkedAttributedText(forKey: "UIAttributedText") { attributedText = text }
        if let placeholder = coder.checkedAttributedText(forKey: "UIAttributedPlaceholder") { attributedPlaceholder = placeholder }
        if let view = coder.checkedObject(UIView.self, forKey: "UILeftView") { installDecodedOverlay(view, as: \.leftView, coder: coder) }
        if let view = coder.checkedObject(UIView.self, forKey: "UIRightView") { installDecodedOverlay(view, as: \.rightView, coder: coder) }
    }

    /// Sets a decoded left or right view, refusing one that is already in a tree (a mutated
    /// archive naming a subview, the field itself or the other overlay).
    private func installDecodedOverlay(_ view: UIView, as property: ReferenceWritableKeyPath<UITextField, UIView?>, coder: NSCoder) {
        guard view !== self, view.superview == nil, !isDescendant(of: view) else {
            coder.failDecoding("\(property == \UITextField.leftView ? "UILeftView" : "UIRightView") names a view that is already in the tree")
            return
        }
        self[keyPath: property] = view
    }
}
