import CoreGraphics
import Foundation

/// A font object that text attributes may hold (UIKit's `UIFont`), seen by modules below
/// UIKit (`CATextLayer`).
package protocol TextAttributeFont {
    /// The font request it stands for.
    var textLayoutFont: FontSpec { get }
}

/// A color object that text attributes may hold (UIKit's `UIColor`).
package protocol TextAttributeColor {
    /// The color, resolved for the current traits.
    var textLayoutColor: CGColor { get }
}

/// A paragraph style object that text attributes may hold (UIKit's `NSParagraphStyle`).
package protocol TextAttributeParagraph {
    /// The paragraph settings it stands for.
    var textLayoutParagraph: ParagraphSettings { get }
}

extension TextRunStyle {
    /// The style of a set of attributes keyed by their raw names ("NSFont", "NSColor", …),
    /// as modules that cannot see UIKit's attribute keys read them. Values of the wrong
    /// type are ignored.
    package init(rawAttributes attributes: [String: Any]) {
        self.init()
        font = (attributes["NSFont"] as? TextAttributeFont)?.textLayoutFont
        foregroundColor = Self.color(attributes["NSColor"])
        backgroundColor = Self.color(attributes["NSBackgroundColor"])
        kern = Self.number(attributes["NSKern"]) ?? Self.number(attributes["NSTracking"]) ?? 0
        underline = Self.lineStyle(attributes["NSUnderline"])
        underlineColor = Self.color(attributes["NSUnderlineColor"])
        strikethrough = Self.lineStyle(attributes["NSStrikethrough"])
        strikethroughColor = Self.color(attributes["NSStrikethroughColor"])
        baselineOffset = Self.number(attributes["NSBaselineOffset"]) ?? 0
    }

    /// A color from a `CGColor` or a `TextAttributeColor`.
    package static func color(_ value: Any?) -> CGColor? {
        if let c = value as? TextAttributeColor { return c.textLayoutColor }
        return value as? CGColor
    }

    /// A finite number from any numeric value.
    package static func number(_ value: Any?) -> CGFloat? {
        let result: CGFloat?
        switch value {
        case let v as CGFloat: result = v
        case let v as Double: result = CGFloat(v)
        case let v as Float: result = CGFloat(v)
        case let v as Int: result = CGFloat(v)
        case let v as NSNumber: result = CGFloat(v.doubleValue)
        default: result = nil
        }
        return result.flatMap { $0.isFinite ? $0 : nil }
    }

    /// An underline or strikethrough style (`NSUnderlineStyle` raw values): 0 none,
    /// 1 single, 2 double, 3 thick.
    package static func lineStyle(_ value: Any?) -> Int {
        let raw: Int
        if let r = value as? any RawRepresentable, let v = r.rawValue as? Int { raw = v }
        else if let n = number(value) { raw = Int(n) } else { return 0 }
        if raw & 0x0F == 0 { return 0 }
        if raw & 0x0F == 0x09 { return 2 }
        if raw & 0x02 != 0 { return 3 }
        return 1
    }
}
