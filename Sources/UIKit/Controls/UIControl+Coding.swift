import CoreGraphics
import Foundation

/// A control's archive: enabled, selected, highlighted and the content alignments (targets
/// and actions are code: whoever decodes connects them).
extension UIControl {
    package func encodeControl(with coder: NSCoder) {
        if !isEnabled { coder.encode(true, forKey: "UIDisabled") }
        if isSelected { coder.encode(true, forKey: "UISelected") }
        if isHighlighted { coder.encode(true, forKey: "UIHighlighted") }
        coder.encode(contentHorizontalAlignment.rawValue, forKey: "UIContentHorizontalAlignment")
        coder.encode(contentVerticalAlignment.rawValue, forKey: "UIContentVerticalAlignment")
    }

    package func decodeControl(from coder: NSCoder) {
        if let disabled = coder.checkedBool(forKey: "UIDisabled") { isEnabled = !disabled }
        if let selected = coder.checkedBool(forKey: "UISelected") { isSelected = selected }
        if let highlighted = coder.checkedBool(forKey: "UIHighlighted") { isHighlighted = highlighted }
        if let alignment = coder.checkedEnum(ContentHorizontalAlignment.self, forKey: "UIContentHorizontalAlignment") {
            contentHorizontalAlignment = alignment
        }
        if let alignment = coder.checkedEnum(ContentVerticalAlignment.self, forKey: "UIContentVerticalAlignment") {
            contentVerticalAlignment = alignment
        }
    }
}
