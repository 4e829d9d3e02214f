import CoreGraphics
import Foundation

/// How text is aligned in its box.
public enum TextAlignmentMode: Int, Sendable {
    /// Left edge.
    case left
    /// Centered.
    case center
    /// Right edge.
    case right
    /// Both edges (all lines but the last of each paragraph).
    case justified
    /// The leading edge of the text's own direction: left for LTR, right for RTL.
    case natural
}

/// How lines break and what happens to text that does not fit (`NSLineBreakMode`).
public enum LineBreakModeKind: Int, Sendable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// The base writing direction of paragraphs.
public enum WritingDirectionKind: Int, Sendable {
    case natural = -1, leftToRight = 0, rightToLeft = 1
}

/// The look of one run of characters.
public struct TextRunStyle: Sendable, Equatable {
    /// The font (nil: the layout's default font).
    public var font: FontSpec?
    /// The text color (nil: the default color given at drawing time).
    public var foregroundColor: CGColor?
    /// The color behind the glyphs.
    public var backgroundColor: CGColor?
    /// Extra space after each character, in points.
    public var kern: CGFloat = 0
    /// Underline: 0 none, 1 single, 2 double, 3 thick.
    public var underline: Int = 0
    /// Underline color (nil: the text color).
    public var underlineColor: CGColor?
    /// Strikethrough: 0 none, else a line through.
    public var strikethrough: Int = 0
    /// Strikethrough color (nil: the text color).
    public var strikethroughColor: CGColor?
    /// Baseline offset in points, positive up.
    public var baselineOffset: CGFloat = 0
    /// Creates an empty style.
    public init() {}

    /// Two run styles are equal when all their attributes match.
    public static func == (a: TextRunStyle, b: TextRunStyle) -> Bool {
        a.font == b.font && a.kern == b.kern && a.underline == b.underline && a.strikethrough == b.strikethrough
            && a.baselineOffset == b.baselineOffset && a.foregroundColor == b.foregroundColor
            && a.backgroundColor == b.backgroundColor && a.underlineColor == b.underlineColor
            && a.strikethroughColor == b.strikethroughColor
    }
}

/// A style applied to a range of UTF-16 offsets (NSRange coordinates).
public struct TextRun: Sendable {
    /// The UTF-16 range; clamped to the text when laid out.
    public var range: Range<Int>
    /// The style.
    public var style: TextRunStyle
    /// Creates a run.
    public init(range: Range<Int>, style: TextRunStyle) { self.range = range; self.style = style }
}

/// Paragraph settings applied to the whole layout (`NSParagraphStyle`).
public struct ParagraphSettings: Sendable, Equatable {
    /// The horizontal alignment of lines.
    public var alignment: TextAlignmentMode = .natural
    /// How lines that are too long wrap or truncate.
    public var lineBreakMode: LineBreakModeKind = .byWordWrapping
    /// Extra space between lines.
    public var lineSpacing: CGFloat = 0
    /// Extra space after each paragraph (added between paragraphs).
    public var paragraphSpacing: CGFloat = 0
    /// Extra space before each paragraph but the first (added between paragraphs).
    public var paragraphSpacingBefore: CGFloat = 0
    /// Indent of the first line of paragraphs.
    public var firstLineHeadIndent: CGFloat = 0
    /// Indent of the other lines.
    public var headIndent: CGFloat = 0
    /// Trailing indent: positive from the leading edge, zero or negative from the trailing edge.
    public var tailIndent: CGFloat = 0
    /// Line height multiple (0: natural).
    public var lineHeightMultiple: CGFloat = 0
    /// Minimum line height (0: none).
    public var minimumLineHeight: CGFloat = 0
    /// Maximum line height (0: none).
    public var maximumLineHeight: CGFloat = 0
    /// The base writing direction.
    public var baseWritingDirection: WritingDirectionKind = .natural
    /// Creates default settings.
    public init() {}
}

/// One laid-out line, in layout coordinates (origin at the layout's top-left).
public struct TextLine: Sendable, Equatable {
    /// The line's logical box (x includes the alignment offset).
    public var frame: CGRect
    /// The baseline's distance from the layout's top.
    public var baseline: CGFloat
    /// The UTF-16 range of the characters of the line.
    public var range: Range<Int>
    /// Whether the line reads right to left.
    public var isRightToLeft: Bool
}
