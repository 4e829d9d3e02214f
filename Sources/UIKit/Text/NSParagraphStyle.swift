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
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

/// Options of `boundingRect(with:options:attributes:context:)` and `draw(with:…)`.
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
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
open class NSShadow: NSObject, @unchecked Sendable {
    /// The offset (default (0, -3) as in UIKit).
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The blur radius (default 0).
    open var shadowBlurRadius: CGFloat = 0
    /// The color (a UIColor; nil: black at one third alpha).
    open var shadowColor: Any?
    public override init() { super.init() }
}

/// The paragraph settings of attributed text; immutable (see `NSMutableParagraphStyle`).
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    package var settings = ParagraphSettings()

    /// The default style: natural alignment, word wrapping.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }
    public override init() { super.init() }

    open var alignment: NSTextAlignment {
        switch settings.alignment {
        case .left: .left
        case .center: .center
        case .right: .right
        case .justified: .justified
        case .natural: .natural
        }
    }
    open var lineBreakMode: NSLineBreakMode { NSLineBreakMode(rawValue: settings.lineBreakMode.rawValue) ?? .byWordWrapping }
    open var lineSpacing: CGFloat { settings.lineSpacing }
    open var paragraphSpacing: CGFloat { settings.paragraphSpacing }
    open var firstLineHeadIndent: CGFloat { settings.firstLineHeadIndent }
    open var headIndent: CGFloat { settings.headIndent }
    open var tailIndent: CGFloat { settings.tailIndent }
    open var lineHeightMultiple: CGFloat { settings.lineHeightMultiple }
    open var minimumLineHeight: CGFloat { settings.minimumLineHeight }
    open var maximumLineHeight: CGFloat { settings.maximumLineHeight }
    open var baseWritingDirection: NSWritingDirection { NSWritingDirection(rawValue: settings.baseWritingDirection.rawValue) ?? .natural }
    open var paragraphSpacingBefore: CGFloat { 0 }
    open var hyphenationFactor: Float { 0 }

    open func copy(with zone: NSZone? = nil) -> Any {
        let c = NSParagraphStyle()
        c.settings = settings
        return c
    }

    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let c = NSMutableParagraphStyle()
        c.settings = settings
        return c
    }

    open override func isEqual(_ object: Any?) -> Bool { (object as? NSParagraphStyle)?.settings == settings }
}

/// A paragraph style whose settings can change.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    open override var alignment: NSTextAlignment {
        get { super.alignment }
        set { settings.alignment = newValue.layoutMode }
    }
    open override var lineBreakMode: NSLineBreakMode {
        get { super.lineBreakMode }
        set { settings.lineBreakMode = LineBreakModeKind(rawValue: newValue.rawValue) ?? .byWordWrapping }
    }
    open override var lineSpacing: CGFloat { get { settings.lineSpacing } set { settings.lineSpacing = max(0, newValue) } }
    open override var paragraphSpacing: CGFloat { get { settings.paragraphSpacing } set { settings.paragraphSpacing = newValue } }
    open override var firstLineHeadIndent: CGFloat { get { settings.firstLineHeadIndent } set { settings.firstLineHeadIndent = newValue } }
    open override var headIndent: CGFloat { get { settings.headIndent } set { settings.headIndent = newValue } }
    open override var tailIndent: CGFloat { get { settings.tailIndent } set { settings.tailIndent = newValue } }
    open override var lineHeightMultiple: CGFloat { get { settings.lineHeightMultiple } set { settings.lineHeightMultiple = max(0, newValue) } }
    open override var minimumLineHeight: CGFloat { get { settings.minimumLineHeight } set { settings.minimumLineHeight = max(0, newValue) } }
    open override var maximumLineHeight: CGFloat { get { settings.maximumLineHeight } set { settings.maximumLineHeight = max(0, newValue) } }
    open override var baseWritingDirection: NSWritingDirection {
        get { super.baseWritingDirection }
        set { settings.baseWritingDirection = WritingDirectionKind(rawValue: newValue.rawValue) ?? .natural }
    }
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
    public static let font = NSAttributedString.Key(rawValue: "NSFont")
    public static let foregroundColor = NSAttributedString.Key(rawValue: "NSColor")
    public static let backgroundColor = NSAttributedString.Key(rawValue: "NSBackgroundColor")
    public static let paragraphStyle = NSAttributedString.Key(rawValue: "NSParagraphStyle")
    public static let kern = NSAttributedString.Key(rawValue: "NSKern")
    public static let tracking = NSAttributedString.Key(rawValue: "NSTracking")
    public static let underlineStyle = NSAttributedString.Key(rawValue: "NSUnderline")
    public static let underlineColor = NSAttributedString.Key(rawValue: "NSUnderlineColor")
    public static let strikethroughStyle = NSAttributedString.Key(rawValue: "NSStrikethrough")
    public static let strikethroughColor = NSAttributedString.Key(rawValue: "NSStrikethroughColor")
    public static let baselineOffset = NSAttributedString.Key(rawValue: "NSBaselineOffset")
    public static let shadow = NSAttributedString.Key(rawValue: "NSShadow")
    public static let link = NSAttributedString.Key(rawValue: "NSLink")
    public static let ligature = NSAttributedString.Key(rawValue: "NSLigature")
    public static let strokeColor = NSAttributedString.Key(rawValue: "NSStrokeColor")
    public static let strokeWidth = NSAttributedString.Key(rawValue: "NSStrokeWidth")
    public static let obliqueness = NSAttributedString.Key(rawValue: "NSObliqueness")
    public static let expansion = NSAttributedString.Key(rawValue: "NSExpansion")
    public static let writingDirection = NSAttributedString.Key(rawValue: "NSWritingDirection")
}
