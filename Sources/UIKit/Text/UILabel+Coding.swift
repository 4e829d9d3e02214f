import CoreGraphics
import Foundation

/// A label's archive: text (plain, and as attributed text under `UIAttributedText` when it was
/// set styled: runs, fonts, colors, paragraph styles… see `AttributedTextArchive`), font,
/// colors, alignment, lines and fitting settings.
extension UILabel {
    package func encodeLabel(with coder: NSCoder) {
        if let text { coder.encode(text, forKey: "UIText") }
        if !textWasSetPlain, let attributedStorage { coder.encodeAttributedText(attributedStorage, forKey: "UIAttributedText") }
        if let font { coder.encode(font, forKey: "UIFont") }
        if let textColor { coder.encode(textColor, forKey: "UITextColor") }
        if let highlightedTextColor { coder.encode(highlightedTextColor, forKey: "UIHighlightedColor") }
        if let shadowColor { coder.encode(shadowColor, forKey: "UIShadowColor") }
        coder.encodeSize(shadowOffset, forKey: "UIShadowOffset")
        coder.encode(textAlignment.rawValue, forKey: "UITextAlignment")
        coder.encode(numberOfLines, forKey: "UINumberOfLines")
        coder.encode(lineBreakMode.rawValue, forKey: "UILineBreakMode")
        coder.encode(adjustsFontSizeToFitWidth, forKey: "UIAdjustsFontSizeToFitWidth")
        coder.encode(Double(minimumScaleFactor), forKey: "UIMinimumScaleFactor")
        coder.encode(baselineAdjustment.rawValue, forKey: "UIBaselineAdjustment")
        coder.encode(Double(preferredMaxLayoutWidth), forKey: "UIPreferredMaxLayoutWidth")
        coder.encode(isEnabled, forKey: "UIEnabled")
        coder.encode(adjustsFontForContentSizeCategory, forKey: "UIAdjustsFontForContentSizeCategory")
    }

    package func decodeLabel(from coder: NSCoder) {
        // A document element's coder carries none of these keys (see `UIView.decodeView`).
        if coder is IBElementCoder { return }
        if let text = coder.checkedString(forKey: "UIText") { self.text = text }
        if let font = coder.checkedObject(UIFont.self, forKey: "UIFont") { self.font = font }
        if let color = coder.checkedObject(UIColor.self, forKey: "UITextColor") { textColor = color }
        if let color = coder.checkedObject(UIColor.self, forKey: "UIHighlightedColor") { highlightedTextColor = color }
        if let color = coder.checkedObject(UIColor.self, forKey: "UIShadowColor") { shadowColor = color }
        if coder.containsValue(forKey: "UIShadowOffsetWidth"),
           let width = coder.checkedFloat(forKey: "UIShadowOffsetWidth", in: -1e6...1e6),
           let height = coder.checkedFloat(forKey: "UIShadowOffsetHeight", in: -1e6...1e6) {
            shadowOffset = CGSize(width: width, height: height)
        }
        if let alignment = coder.checkedEnum(NSTextAlignment.self, forKey: "UITextAlignment") { textAlignment = alignment }
        if let lines = coder.checkedInteger(forKey: "UINumberOfLines", in: 0...1_000_000) { numberOfLines = lines }
        if let mode = coder.checkedEnum(NSLineBreakMode.self, forKey: "UILineBreakMode") { lineBreakMode = mode }
        if let adjusts = coder.checkedBool(forKey: "UIAdjustsFontSizeToFitWidth") { adjustsFontSizeToFitWidth = adjusts }
        if let factor = coder.checkedFloat(forKey: "UIMinimumScaleFactor", in: 0...1) { minimumScaleFactor = factor }
        if let adjustment = coder.checkedEnum(UIBaselineAdjustment.self, forKey: "UIBaselineAdjustment") { baselineAdjustment = adjustment }
        if let width = coder.checkedFloat(forKey: "UIPreferredMaxLayoutWidth", in: 0...1e7) { preferredMaxLayoutWidth = width }
        if let enabled = coder.checkedBool(forKey: "UIEnabled") { isEnabled = enabled }
        if let adjusts = coder.checkedBool(forKey: "UIAdjustsFontForContentSizeCategory") { adjustsFontForContentSizeCategory = adjusts }
        if let text = coder.checkedAttributedText(forKey: "UIAttributedText") { attributedText = text }
    }
}
