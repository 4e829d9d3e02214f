import CoreGraphics
import Foundation
import TextLayout

/// Text alignment (UIKit's raw values).
public enum NSTextAlignment: Int, Sendable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4
}

/// How lines break and truncate.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// The base writing direction.
public enum NSWritingDirection: Int, Sendable {
    case natural = -1, leftToRight = 0, rightToLeft = 1
}

/// Underline and strikethrough styles.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    /// The raw value of the underline style.
    public let rawValue: Int
    /// Creates an underline style from a raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// A single thin line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// A single thick line.
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two thin lines.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// A dotted line pattern.
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    /// A dashed line pattern.
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    /// Draws the line under words only, not the spaces between them.
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

/// Options of `boundingRect(with:options:attributes:context:)` and `draw(with:…)`.
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    /// The raw bit mask of the options.
    public let rawValue: Int
    /// Creates drawing options from a raw bit mask.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Lays the text out as multiple lines within the rectangle (otherwise as a single line).
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Uses the font's leading to compute line heights.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Uses glyph bounds rather than typographic bounds.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Truncates and adds an ellipsis to the last visible line when the text doesn't fit.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// Scaling information for string drawing.
open class NSStringDrawingContext: NSObject {
    /// The smallest scale the text may shrink to (0: no shrinking).
    open var minimumScaleFactor: CGFloat = 0
    /// The scale used by the last drawing or measuring.
    open internal(set) var actualScaleFactor: CGFloat = 1
    /// The bounds of the last drawing or measuring.
    open internal(set) var totalBounds: CGRect = .zero
}

/// A shadow for attributed text.
open class NSShadow: NSObject, NSSecureCoding, @unchecked Sendable {
    /// The offset (default (0, -3) as in UIKit).
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The blur radius (default 0).
    open var shadowBlurRadius: CGFloat = 0
    /// The color (a UIColor; nil: black at one third alpha).
    open var shadowColor: Any?
    /// Creates a shadow with the default offset, no blur and the default color.
    public override init() { super.init() }

    /// Whether the class supports secure coding: true.
    public static var supportsSecureCoding: Bool { true }
    /// Decodes a shadow archived by `encode(with:)`; nil (the decoding failed, logged) for
    /// a non-finite or absurd offset or blur, or a color that is not a color.
    public required init?(coder: NSCoder) {
        super.init()
        guard decodeShadow(from: coder) else { return nil }
    }
    /// Archives the offset, blur radius and color (a `UIColor`; other colors are not archived).
    open func encode(with coder: NSCoder) { encodeShadow(with: coder) }
}

/// The paragraph settings of attributed text; immutable (see `NSMutableParagraphStyle`).
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, NSSecureCoding, @unchecked Sendable {
    package var settings = ParagraphSettings()

    /// The default style: natural alignment, word wrapping.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }
    /// Creates a style with the default settings.
    public override init() { super.init() }

    /// Whether the class supports secure coding: true.
    public static var supportsSecureCoding: Bool { true }
    /// Decodes a style archived by `encode(with:)`; nil (the decoding failed, logged) for an
    /// unknown alignment, line break mode or writing direction, or a non-finite or absurd length.
    public required init?(coder: NSCoder) {
        super.init()
        guard let settings = NSParagraphStyle.decodeSettings(from: coder) else { return nil }
        self.settings = settings
    }
    /// Archives every setting with UIKit's keys (`NSAlignment`, `NSLineSpacing`…).
    open func encode(with coder: NSCoder) { encodeParagraphStyle(with: coder) }

    /// The horizontal alignment of the text (default natural).
    open var alignment: NSTextAlignment {
        switch settings.alignment {
        case .left: .left
        case .center: .center
        case .right: .right
        case .justified: .justified
        case .natural: .natural
        }
    }
    /// How lines that don't fit wrap or truncate (default by word wrapping).
    open var lineBreakMode: NSLineBreakMode { NSLineBreakMode(rawValue: settings.lineBreakMode.rawValue) ?? .byWordWrapping }
    /// Extra space between lines, in points.
    open var lineSpacing: CGFloat { settings.lineSpacing }
    /// Extra space after the paragraph, in points.
    open var paragraphSpacing: CGFloat { settings.paragraphSpacing }
    /// The indent of the paragraph's first line from the leading margin.
    open var firstLineHeadIndent: CGFloat { settings.firstLineHeadIndent }
    /// The indent of lines other than the first from the leading margin.
    open var headIndent: CGFloat { settings.headIndent }
    /// The trailing margin: positive from the leading margin, zero or negative from the trailing edge.
    open var tailIndent: CGFloat { settings.tailIndent }
    /// A factor applied to the natural line height (0: none).
    open var lineHeightMultiple: CGFloat { settings.lineHeightMultiple }
    /// The smallest line height, in points (0: no minimum).
    open var minimumLineHeight: CGFloat { settings.minimumLineHeight }
    /// The largest line height, in points (0: no maximum).
    open var maximumLineHeight: CGFloat { settings.maximumLineHeight }
    /// The base writing direction of the paragraph.
    open var baseWritingDirection: NSWritingDirection { NSWritingDirection(rawValue: settings.baseWritingDirection.rawValue) ?? .natural }
    /// Extra space before the paragraph (not above the first paragraph), in points.
    open var paragraphSpacingBefore: CGFloat { settings.paragraphSpacingBefore }
    /// The hyphenation threshold; always 0 (no hyphenation) here.
    open var hyphenationFactor: Float { 0 }

    /// An immutable copy of the style.
    open func copy(with zone: NSZone? = nil) -> Any {
        let c = NSParagraphStyle()
        c.settings = settings
        return c
    }

    /// A mutable copy of the style.
    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let c = NSMutableParagraphStyle()
        c.settings = settings
        return c
    }

    /// Two styles are equal when all their settings match.
    open override func isEqual(_ object: Any?) -> Bool { (object as? NSParagraphStyle)?.settings == settings }
}

/// A paragraph style whose settings can change.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    /// The horizontal alignment of the text; settable.
    open override var alignment: NSTextAlignment {
        get { super.alignment }
        set { settings.alignment = newValue.layoutMode }
    }
    /// How lines that don't fit wrap or truncate; settable.
    open override var lineBreakMode: NSLineBreakMode {
        get { super.lineBreakMode }
        set { settings.lineBreakMode = LineBreakModeKind(rawValue: newValue.rawValue) ?? .byWordWrapping }
    }
    /// Extra space between lines, in points; settable.
    open override var lineSpacing: CGFloat { get { settings.lineSpacing } set { settings.lineSpacing = max(0, newValue) } }
    /// Extra space after the paragraph, in points; settable.
    open override var paragraphSpacing: CGFloat { get { settings.paragraphSpacing } set { settings.paragraphSpacing = newValue } }
    /// Extra space before the paragraph, in points; settable.
    open override var paragraphSpacingBefore: CGFloat {
        get { settings.paragraphSpacingBefore }
        set { settings.paragraphSpacingBefore = newValue }
    }
    /// The indent of the paragraph's first line; settable.
    open override var firstLineHeadIndent: CGFloat { get { settings.firstLineHeadIndent } set { settings.firstLineHeadIndent = newValue } }
    /// The indent of lines other than the first; settable.
    open override var headIndent: CGFloat { get { settings.headIndent } set { settings.headIndent = newValue } }
    /// The trailing margin; settable.
    open override var tailIndent: CGFloat { get { settings.tailIndent } set { settings.tailIndent = newValue } }
    /// A factor applied to the natural line height; settable.
    open override var lineHeightMultiple: CGFloat { get { settings.lineHeightMultiple } set { settings.lineHeightMultiple = max(0, newValue) } }
    /// The smallest line height, in points; settable.
    open override var minimumLineHeight: CGFloat { get { settings.minimumLineHeight } set { settings.minimumLineHeight = max(0, newValue) } }
    /// The largest line height, in points; settable.
    open override var maximumLineHeight: CGFloat { get { settings.maximumLineHeight } set { settings.maximumLineHeight = max(0, newValue) } }
    /// The base writing direction of the paragraph; settable.
    open override var baseWritingDirection: NSWritingDirection {
        get { super.baseWritingDirection }
        set { settings.baseWritingDirection = WritingDirectionKind(rawValue: newValue.rawValue) ?? .natural }
    }
    /// Replaces all settings with those of another style.
    open func setParagraphStyle(_ obj: NSParagraphStyle) { settings = obj.settings }
}

extension NSTextAlignment {
    package var layoutMode: TextAlignmentMode {
        switch self {
        case .left: .left
        case .center: .center
        case .right: .right
        case .justified: .justified
        case .natural: .natural
        }
    }
}

extension NSAttributedString.Key {
    /// The font of the text (a UIFont).
    public static let font = NSAttributedString.Key(rawValue: "NSFont")
    /// The color of the text (a UIColor).
    public static let foregroundColor = NSAttributedString.Key(rawValue: "NSColor")
    /// The color behind the text (a UIColor).
    public static let backgroundColor = NSAttributedString.Key(rawValue: "NSBackgroundColor")
    /// The paragraph settings (an NSParagraphStyle).
    public static let paragraphStyle = NSAttributedString.Key(rawValue: "NSParagraphStyle")
    /// Extra space between characters, in points.
    public static let kern = NSAttributedString.Key(rawValue: "NSKern")
    /// Extra tracking between characters, in points.
    public static let tracking = NSAttributedString.Key(rawValue: "NSTracking")
    /// The underline (an NSUnderlineStyle raw value; default none).
    public static let underlineStyle = NSAttributedString.Key(rawValue: "NSUnderline")
    /// The underline color (a UIColor; default the text color).
    public static let underlineColor = NSAttributedString.Key(rawValue: "NSUnderlineColor")
    /// The strikethrough (an NSUnderlineStyle raw value; default none).
    public static let strikethroughStyle = NSAttributedString.Key(rawValue: "NSStrikethrough")
    /// The strikethrough color (a UIColor; default the text color).
    public static let strikethroughColor = NSAttributedString.Key(rawValue: "NSStrikethroughColor")
    /// The baseline offset, in points (positive raises the text).
    public static let baselineOffset = NSAttributedString.Key(rawValue: "NSBaselineOffset")
    /// The shadow behind the text (an NSShadow).
    public static let shadow = NSAttributedString.Key(rawValue: "NSShadow")
    /// A link (a URL or string).
    public static let link = NSAttributedString.Key(rawValue: "NSLink")
    /// The ligature setting (0: none, 1: default).
    public static let ligature = NSAttributedString.Key(rawValue: "NSLigature")
    /// The outline color (a UIColor; default the text color).
    public static let strokeColor = NSAttributedString.Key(rawValue: "NSStrokeColor")
    /// The outline width, as a percentage of the font size (negative: stroke and fill).
    public static let strokeWidth = NSAttributedString.Key(rawValue: "NSStrokeWidth")
    /// The skew applied to glyphs (0: none).
    public static let obliqueness = NSAttributedString.Key(rawValue: "NSObliqueness")
    /// The log of the horizontal expansion factor (0: none).
    public static let expansion = NSAttributedString.Key(rawValue: "NSExpansion")
    /// The writing direction overrides (an array of NSWritingDirection values).
    public static let writingDirection = NSAttributedString.Key(rawValue: "NSWritingDirection")
}
