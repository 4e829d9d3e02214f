import Foundation

/// The editing state shared by `UITextField` and `UITextView`: the text as an attributed
/// string, the selection in UTF-16 offsets (NSRange coordinates, as UIKit), marked text,
/// and movement by character (grapheme cluster) and word.
///
/// Every range or offset coming in is clamped to the text and widened to whole grapheme
/// clusters (a range splitting a surrogate pair or a combining sequence grows to cover
/// it), so no call can split a character or go out of bounds.
@MainActor
package final class TextEditingCore {
    /// The text.
    package private(set) var storage = NSMutableAttributedString(string: "")
    /// The fixed end of the selection (where a shift-extension started).
    package private(set) var anchor = 0
    /// The moving end of the selection (where the caret is drawn for an empty selection).
    package private(set) var active = 0
    /// The marked (provisional, input-method) text, if any.
    package var markedRange: NSRange?
    /// The horizontal position kept while moving up and down by lines (nil: the caret's).
    package var goalX: CGFloat?
    /// Whether the blinking caret is in its visible phase.
    package var caretVisible = true
    /// The pending blink timer.
    package var blinkTimer: Int?

    package init() {}

    /// The text's length in UTF-16 units.
    package var length: Int { storage.length }
    /// The plain text.
    package var string: String { storage.string }
    /// The text as an NSString, for UTF-16 addressing.
    package var nsString: NSString { storage.mutableString }

    /// The selection: a caret when empty.
    package var selectedRange: NSRange {
        NSRange(location: min(anchor, active), length: abs(active - anchor))
    }

    /// Replaces the whole text; the caret goes to the end.
    package func setText(_ text: NSAttributedString) {
        storage = NSMutableAttributedString(attributedString: text)
        anchor = storage.length
        active = anchor
        markedRange = nil
        goalX = nil
    }

    /// Sets the selection (clamped, whole characters); the anchor is its start.
    package func select(_ range: NSRange) {
        let r = clamp(range)
        anchor = r.location
        active = r.location + r.length
        goalX = nil
    }

    /// Sets both ends of the selection (each clamped to a character boundary).
    package func select(anchor newAnchor: Int, active newActive: Int) {
        anchor = boundary(newAnchor, roundingUp: false)
        active = boundary(newActive, roundingUp: false)
    }

    // MARK: Clamping

    /// `offset` clamped to the text and moved to the start of the character it falls in
    /// (or its end when `roundingUp`).
    package func boundary(_ offset: Int, roundingUp: Bool) -> Int {
        let n = length
        let o = min(max(0, offset), n)
        guard o > 0, o < n else { return o }
        let r = nsString.rangeOfComposedCharacterSequence(at: o)
        if r.location == o { return o }
        return roundingUp ? r.location + r.length : r.location
    }

    /// `range` clamped to the text and widened to whole characters. Ranges with a negative
    /// length or an overflowing end are clamped too (logged), never trapped on.
    package func clamp(_ range: NSRange) -> NSRange {
        let n = length
        let lo = range.location < 0 ? 0 : min(range.location, n)
        let (end, overflow) = range.location.addingReportingOverflow(range.length)
        var hi = overflow ? n : min(max(end, lo), n)
        if range.location < 0 || range.length < 0 || overflow || range.location > n || end > n {
            UIView.log("text range {\(range.location), \(range.length)} is outside the text (length \(n)); clamped")
        }
        let start = boundary(lo, roundingUp: false)
        hi = hi > lo ? boundary(hi, roundingUp: true) : start
        return NSRange(location: start, length: hi - start)
    }

    /// The text of `range` (clamped).
    package func text(in range: NSRange) -> String {
        let r = clamp(range)
        return r.length == 0 ? "" : nsString.substring(with: r)
    }

    /// Replaces `range` (clamped) with `text` in `attributes`; the caret goes after the
    /// new text and marked text is dropped. Returns the range replaced.
    @discardableResult
    package func replace(_ range: NSRange, with text: String, attributes: [NSAttributedString.Key: Any]) -> NSRange {
        let r = clamp(range)
        storage.replaceCharacters(in: r, with: NSAttributedString(string: text, attributes: attributes))
        let caret = r.location + (text as NSString).length
        anchor = caret
        active = caret
        markedRange = nil
        goalX = nil
        return r
    }

    // MARK: Movement

    /// The character boundary before `offset`.
    package func previousCharacter(_ offset: Int) -> Int {
        let o = boundary(offset, roundingUp: false)
        guard o > 0 else { return 0 }
        return nsString.rangeOfComposedCharacterSequence(at: o - 1).location
    }

    /// The character boundary after `offset`.
    package func nextCharacter(_ offset: Int) -> Int {
        let o = boundary(offset, roundingUp: false)
        guard o < length else { return length }
        let r = nsString.rangeOfComposedCharacterSequence(at: o)
        return r.location + r.length
    }

    package func isWordCharacter(at offset: Int) -> Bool {
        let r = nsString.rangeOfComposedCharacterSequence(at: offset)
        let s = nsString.substring(with: r)
        guard let scalar = s.unicodeScalars.first else { return false }
        return scalar.properties.isAlphabetic || CharacterSet.decimalDigits.contains(scalar) || scalar == "_"
            || scalar.properties.isEmojiPresentation
    }

    /// The start of the word before `offset` (skipping separators first).
    package func previousWord(_ offset: Int) -> Int {
        var o = boundary(offset, roundingUp: false)
        while o > 0, !isWordCharacter(at: previousCharacter(o)) { o = previousCharacter(o) }
        while o > 0, isWordCharacter(at: previousCharacter(o)) { o = previousCharacter(o) }
        return o
    }

    /// The end of the word after `offset` (skipping separators first).
    package func nextWord(_ offset: Int) -> Int {
        var o = boundary(offset, roundingUp: false)
        let n = length
        while o < n, !isWordCharacter(at: o) { o = nextCharacter(o) }
        while o < n, isWordCharacter(at: o) { o = nextCharacter(o) }
        return o
    }

    /// The word (or run of separators) containing `offset`: what a double click selects.
    package func wordRange(at offset: Int) -> NSRange {
        let n = length
        guard n > 0 else { return NSRange(location: 0, length: 0) }
        var o = boundary(offset, roundingUp: false)
        if o == n { o = previousCharacter(n) }
        let word = isWordCharacter(at: o)
        var lo = o, hi = nextCharacter(o)
        while lo > 0, isWordCharacter(at: previousCharacter(lo)) == word {
            let p = previousCharacter(lo)
            if !word, nsString.substring(with: NSRange(location: p, length: lo - p)) == "\n" { break }
            lo = p
        }
        while hi < n, isWordCharacter(at: hi) == word {
            if !word, nsString.character(at: hi) == 10 { break }
            hi = nextCharacter(hi)
        }
        return NSRange(location: lo, length: hi - lo)
    }

    /// The paragraph (hard line) start at or before `offset`.
    package func paragraphStart(_ offset: Int) -> Int {
        var o = boundary(offset, roundingUp: false)
        while o > 0, nsString.character(at: o - 1) != 10 { o -= 1 }
        return o
    }

    /// The paragraph end (before its newline) at or after `offset`.
    package func paragraphEnd(_ offset: Int) -> Int {
        var o = boundary(offset, roundingUp: false)
        let n = length
        while o < n, nsString.character(at: o) != 10 { o += 1 }
        return o
    }
}
