import CoreGraphics
import Foundation

/// A position in a text container (UIKit's abstract class; UITextField and UITextView hand
/// out positions holding a UTF-16 offset).
@preconcurrency @MainActor
open class UITextPosition: NSObject {
    /// Creates a position (for subclasses of custom text-input views).
    public override init() { super.init() }
}

/// A range of text between two positions.
@preconcurrency @MainActor
open class UITextRange: NSObject {
    package var startStorage: UITextPosition
    package var endStorage: UITextPosition

    /// Creates a range (subclasses of custom text-input views override `start` and `end`).
    public override init() {
        startStorage = UITextPosition()
        endStorage = startStorage
        super.init()
    }

    package init(start: UITextPosition, end: UITextPosition) {
        startStorage = start
        endStorage = end
        super.init()
    }

    /// The start of the range.
    open var start: UITextPosition { startStorage }
    /// The end of the range.
    open var end: UITextPosition { endStorage }
    /// Whether the range holds no text.
    open var isEmpty: Bool {
        if let a = start as? TextOffsetPosition, let b = end as? TextOffsetPosition { return a.offset == b.offset }
        return start === end
    }
}

/// One rectangle of a selection, as `selectionRects(for:)` returns them (one per line).
@preconcurrency @MainActor
open class UITextSelectionRect: NSObject {
    package var rectStorage: CGRect = .zero
    package var directionStorage: NSWritingDirection = .natural
    package var startStorage = false
    package var endStorage = false

    /// Creates an empty selection rectangle (for subclasses of custom text-input views).
    public override init() { super.init() }

    package init(rect: CGRect, containsStart: Bool, containsEnd: Bool, rightToLeft: Bool) {
        rectStorage = rect
        startStorage = containsStart
        endStorage = containsEnd
        directionStorage = rightToLeft ? .rightToLeft : .leftToRight
        super.init()
    }

    /// The rectangle, in the text view's coordinates.
    open var rect: CGRect { rectStorage }
    /// The writing direction of the text in the rectangle.
    open var writingDirection: NSWritingDirection { directionStorage }
    /// Whether the rectangle holds the start of the selection.
    open var containsStart: Bool { startStorage }
    /// Whether the rectangle holds the end of the selection.
    open var containsEnd: Bool { endStorage }
    /// Whether the text runs vertically (never, here).
    open var isVertical: Bool { false }
}

/// A position of UITextField and UITextView: a UTF-16 offset into the text.
package final class TextOffsetPosition: UITextPosition {
    nonisolated package let offset: Int
    package init(_ offset: Int) {
        self.offset = offset
        super.init()
    }
    nonisolated override package var description: String { "TextOffsetPosition(\(offset))" }
    nonisolated override package func isEqual(_ object: Any?) -> Bool { (object as? TextOffsetPosition)?.offset == offset }
    nonisolated override package var hash: Int { offset.hashValue }
}

extension UITextRange {
    /// A range of UTF-16 offsets.
    package static func offsets(_ range: NSRange) -> UITextRange {
        UITextRange(start: TextOffsetPosition(range.location), end: TextOffsetPosition(range.location + range.length))
    }
}

/// A direction in the layout of text, for `position(from:in:offset:)`.
public enum UITextLayoutDirection: Int, Sendable {
    case right = 2, left, up, down
}

/// A direction through the storage of text.
public enum UITextStorageDirection: Int, Sendable {
    case forward = 0, backward
}

/// The granularity of text units (for tokenizers and selection).
public enum UITextGranularity: Int, Sendable {
    case character = 0, word, sentence, paragraph, line, document
}

/// What a view that edits text with a caret and selection implements: the system's text
/// interactions (keyboard moves, selection, input methods) work through it.
///
/// Positions and ranges are opaque objects made by the view. UITextField and UITextView
/// adopt it; offsets are UTF-16 units.
@preconcurrency @MainActor
public protocol UITextInput: UIKeyInput {
    /// The selection; nil when there is none.
    var selectedTextRange: UITextRange? { get set }
    /// The range of marked (provisional input-method) text; nil when none.
    var markedTextRange: UITextRange? { get }
    /// The position of the start of the text.
    var beginningOfDocument: UITextPosition { get }
    /// The position of the end of the text.
    var endOfDocument: UITextPosition { get }
    /// The text in `range`.
    func text(in range: UITextRange) -> String?
    /// Replaces the text in `range`.
    func replace(_ range: UITextRange, withText text: String)
    /// Inserts marked text, replacing the current marked text (or the selection).
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    /// Commits the marked text.
    func unmarkText()
    /// The range between two positions (nil for positions of another view).
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    /// The position `offset` characters from `position`; nil when outside the text.
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    /// The position `offset` steps from `position` in a layout direction; nil outside the text.
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition?
    /// How two positions are ordered.
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    /// The number of UTF-16 units between two positions.
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    /// The position in `range` farthest in `direction`.
    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition?
    /// The range from `position` to the end of the text in `direction`.
    func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange?
    /// The rectangle of the first line of `range`, in the view's coordinates.
    func firstRect(for range: UITextRange) -> CGRect
    /// The caret's rectangle at `position`, in the view's coordinates.
    func caretRect(for position: UITextPosition) -> CGRect
    /// The position nearest to `point` (view coordinates).
    func closestPosition(to point: CGPoint) -> UITextPosition?
    /// The position in `range` nearest to `point`.
    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition?
    /// The character at `point`; nil when the point is not on text.
    func characterRange(at point: CGPoint) -> UITextRange?
    /// The object finding character, word, sentence, paragraph and line boundaries.
    var tokenizer: UITextInputTokenizer { get }
}
