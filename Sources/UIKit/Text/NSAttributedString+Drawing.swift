import CoreGraphics
import Foundation
import TextLayout

/// Builds TextLayout input from attributed strings and UIKit attributes.
package enum TextLayoutBuilder {
    /// The font NSString drawing uses when none is given (UIKit: Helvetica 12).
    package static let defaultFont = UIFont.systemFont(ofSize: 12)

    private static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let v as CGFloat: return v
        case let v as Double: return CGFloat(v)
        case let v as Int: return CGFloat(v)
        case let v as Float: return CGFloat(v)
        case let v as NSNumber: return CGFloat(v.doubleValue)
        default: return nil
        }
    }

    private static func color(_ value: Any?) -> CGColor? {
        if let c = value as? UIColor { return c.resolvedColor(with: UITraitCollection.current).cgColor }
        if let c = value as? CGColor { return c }
        return nil
    }

    private static func underline(_ value: Any?) -> Int {
        let raw: Int
        if let s = value as? NSUnderlineStyle { raw = s.rawValue } else if let n = number(value) { raw = Int(n) } else { return 0 }
        if raw & 0x0F == 0 { return 0 }
        if raw & 0x0F == 0x09 { return 2 }
        if raw & 0x02 != 0 { return 3 }
        return 1
    }

    /// The style of one set of attributes.
    package static func style(_ attributes: [NSAttributedString.Key: Any]) -> TextRunStyle {
        var s = TextRunStyle()
        if let f = attributes[.font] as? UIFont { s.font = f.spec }
        s.foregroundColor = color(attributes[.foregroundColor])
        s.backgroundColor = color(attributes[.backgroundColor])
        s.kern = number(attributes[.kern]) ?? number(attributes[.tracking]) ?? 0
        s.underline = underline(attributes[.underlineStyle])
        s.underlineColor = color(attributes[.underlineColor])
        s.strikethrough = underline(attributes[.strikethroughStyle])
        s.strikethroughColor = color(attributes[.strikethroughColor])
        s.baselineOffset = number(attributes[.baselineOffset]) ?? 0
        // NSString drawing (and so UILabel) shows links in the link color, underlined,
        // whatever their own color; they are not tappable.
        if attributes[.link] != nil {
            s.foregroundColor = color(UIColor.link)
            if s.underline == 0 { s.underline = 1 }
            s.underlineColor = nil
        }
        return s
    }

    /// Lays out an attributed string; the paragraph style and shadow are those at index 0.
    /// `tightening` narrows every character's advance by that many points.
    package static func layout(_ string: NSAttributedString, width: CGFloat?, lines: Int = 0, maximumHeight: CGFloat? = nil,
                               defaultFont: UIFont = defaultFont, paragraphOverride: ((inout ParagraphSettings) -> Void)? = nil,
                               fontScale: CGFloat = 1, tightening: CGFloat = 0) -> TextLayout {
        var runs: [TextRun] = []
        var paragraph = ParagraphSettings()
        let full = NSRange(location: 0, length: string.length)
        var first = true
        if string.length > 0 {
            string.enumerateAttributes(in: full, options: []) { attrs, range, _ in
                var st = style(attrs)
                if fontScale != 1, let f = st.font { st.font = FontSpec(family: f.family, size: f.size * fontScale, weight: f.weight, italic: f.italic) }
                st.kern -= tightening
                runs.append(TextRun(range: range.location..<(range.location + range.length), style: st))
                if first, let p = attrs[.paragraphStyle] as? NSParagraphStyle { paragraph = p.settings }
                first = false
            }
        }
        paragraphOverride?(&paragraph)
        var base = defaultFont.spec
        if fontScale != 1 { base = FontSpec(family: base.family, size: base.size * fontScale, weight: base.weight, italic: base.italic) }
        return TextLayout(text: string.string, font: base, runs: runs, paragraph: paragraph, width: width,
                          maximumNumberOfLines: lines, maximumHeight: maximumHeight)
    }

    /// Lays out a plain string with one set of attributes: the same result as
    /// `layout(NSAttributedString(string:attributes:), …)` without building the attributed
    /// string (measuring many strings is the hot path of sizing labels and cells).
    package static func layout(_ string: String, attributes: [NSAttributedString.Key: Any]?, width: CGFloat?,
                               maximumHeight: CGFloat? = nil) -> TextLayout {
        let attrs = attributes ?? [:]
        let length = string.utf16.count
        let runs = length > 0 ? [TextRun(range: 0..<length, style: style(attrs))] : []
        let paragraph = length > 0 ? (attrs[.paragraphStyle] as? NSParagraphStyle)?.settings ?? ParagraphSettings() : ParagraphSettings()
        return TextLayout(text: string, font: defaultFont.spec, runs: runs, paragraph: paragraph, width: width,
                          maximumNumberOfLines: 0, maximumHeight: maximumHeight)
    }

    /// Draws a layout into the current UIKit context, with the shadow of `shadow` if any.
    package static func draw(_ layout: TextLayout, at point: CGPoint, clip: CGRect?, shadow: NSShadow?, defaultColor: UIColor = .black) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.saveGState()
        if let clip { ctx.clip(to: clip) }
        if let shadow {
            let c = color(shadow.shadowColor) ?? CGColor(red: 0, green: 0, blue: 0, alpha: 1.0 / 3.0)
            ctx.setShadow(offset: shadow.shadowOffset, blur: shadow.shadowBlurRadius, color: c)
        }
        layout.draw(in: ctx, at: point, defaultColor: defaultColor.resolvedColor(with: UITraitCollection.current).cgColor)
        ctx.restoreGState()
    }

    package static func shadow(of string: NSAttributedString) -> NSShadow? {
        string.length > 0 ? string.attribute(.shadow, at: 0, effectiveRange: nil) as? NSShadow : nil
    }
}

extension NSAttributedString {
    /// The size of the string on one line (newlines still break).
    public func size() -> CGSize { TextLayoutBuilder.layout(self, width: nil).size }

    /// Draws the string on one line with its top-left at `point` in the current context.
    public func draw(at point: CGPoint) {
        TextLayoutBuilder.draw(TextLayoutBuilder.layout(self, width: nil), at: point, clip: nil, shadow: TextLayoutBuilder.shadow(of: self))
    }

    /// Draws the string wrapped in `rect`, clipped to it.
    public func draw(in rect: CGRect) {
        let layout = TextLayoutBuilder.layout(self, width: rect.width, maximumHeight: rect.height)
        TextLayoutBuilder.draw(layout, at: rect.origin, clip: rect, shadow: TextLayoutBuilder.shadow(of: self))
    }

    /// Draws the string in `rect` with options.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        let multi = options.contains(.usesLineFragmentOrigin)
        let layout = TextLayoutBuilder.layout(self, width: multi ? rect.width : nil,
                                              maximumHeight: options.contains(.truncatesLastVisibleLine) ? rect.height : nil)
        let origin = multi ? rect.origin : CGPoint(x: rect.minX, y: rect.minY - layout.firstBaseline)
        TextLayoutBuilder.draw(layout, at: origin, clip: nil, shadow: TextLayoutBuilder.shadow(of: self))
    }

    /// The box the string needs: wrapped to `size.width` with `.usesLineFragmentOrigin`,
    /// else on one line with its origin on the baseline (y = -ascender).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        let multi = options.contains(.usesLineFragmentOrigin)
        let layout = TextLayoutBuilder.layout(self, width: multi ? size.width : nil,
                                              maximumHeight: options.contains(.truncatesLastVisibleLine) && size.height > 0 ? size.height : nil)
        let rect = multi ? CGRect(origin: .zero, size: layout.size)
                         : CGRect(x: 0, y: -layout.firstBaseline, width: layout.size.width, height: layout.size.height)
        context?.totalBounds = rect
        context?.actualScaleFactor = 1
        return rect
    }
}

extension String {
    /// The size of the string drawn with `attrs` on one line.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        TextLayoutBuilder.layout(self, attributes: attrs, width: nil).size
    }
    /// Draws the string at `point` (top-left) with attributes.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self, attributes: attrs).draw(at: point)
    }
    /// Draws the string wrapped in `rect` with attributes.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self, attributes: attrs).draw(in: rect)
    }
    /// Draws the string with options.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                     context: NSStringDrawingContext?) {
        NSAttributedString(string: self, attributes: attributes).draw(with: rect, options: options, context: context)
    }
    /// The box the string needs (see `NSAttributedString.boundingRect`).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        let multi = options.contains(.usesLineFragmentOrigin)
        let layout = TextLayoutBuilder.layout(self, attributes: attributes, width: multi ? size.width : nil,
                                              maximumHeight: options.contains(.truncatesLastVisibleLine) && size.height > 0 ? size.height : nil)
        let rect = multi ? CGRect(origin: .zero, size: layout.size)
                         : CGRect(x: 0, y: -layout.firstBaseline, width: layout.size.width, height: layout.size.height)
        context?.totalBounds = rect
        context?.actualScaleFactor = 1
        return rect
    }
}

extension NSString {
    /// The size the string takes when drawn on one line with the given attributes.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize { (self as String).size(withAttributes: attrs) }
    /// Draws the string on one line with its origin at a point, using the given attributes.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) { (self as String).draw(at: point, withAttributes: attrs) }
    /// Draws the string wrapped within a rectangle, using the given attributes.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) { (self as String).draw(in: rect, withAttributes: attrs) }
    /// The rectangle the string takes when laid out within a size with the given options and attributes.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        (self as String).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}
