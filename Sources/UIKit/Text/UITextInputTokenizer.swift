import Foundation

/// A direction for tokenizers: through storage (forward, backward) or through layout
/// (right, left, up, down), as UIKit's `UITextDirection`.
public struct UITextDirection: RawRepresentable, Hashable, Sendable {
    /// The raw value (a `UITextStorageDirection` or `UITextLayoutDirection` raw value).
    public let rawValue: Int
    /// Creates a direction from a raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// A storage direction.
    public static func storage(_ direction: UITextStorageDirection) -> UITextDirection { UITextDirection(rawValue: direction.rawValue) }
    /// A layout direction.
    public static func layout(_ direction: UITextLayoutDirection) -> UITextDirection { UITextDirection(rawValue: direction.rawValue) }

    /// Whether the direction runs toward the end of the text (forward, right, down).
    var isForward: Bool {
        rawValue == UITextStorageDirection.forward.rawValue || rawValue == UITextLayoutDirection.right.rawValue
            || rawValue == UITextLayoutDirection.down.rawValue
    }
}

/// Finds text-unit boundaries (characters, words, sentences, paragraphs, lines, the
/// document) around positions of a text-input object.
@preconcurrency @MainActor
public protocol UITextInputTokenizer: AnyObject {
    /// The range of the unit of `granularity` enclosing `position`, looking in `direction`.
    func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity,
                                inDirection direction: UITextDirection) -> UITextRange?
    /// Whether `position` is at a boundary of `granularity` in `direction`.
    func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity, inDirection direction: UITextDirection) -> Bool
    /// The next boundary of `granularity` from `position` in `direction`.
    func position(from position: UITextPosition, toBoundary granularity: UITextGranularity,
                  inDirection direction: UITextDirection) -> UITextPosition?
    /// Whether `position` is inside a unit of `granularity` (looking in `direction`).
    func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity, inDirection direction: UITextDirection) -> Bool
}

/// The default tokenizer, working on any `UITextInput` through its text and positions:
/// grapheme clusters, words (letters, digits, underscore), sentences (ended by `.`, `!`,
/// `?` before white space), paragraphs and lines (hard line breaks), the document.
@preconcurrency @MainActor
open class UITextInputStringTokenizer: NSObject, UITextInputTokenizer {
    private weak var input: (UIResponder & UITextInput)?

    /// Creates a tokenizer for `textInput`.
    public init(textInput: UIResponder & UITextInput) {
        input = textInput
        super.init()
    }

    /// The range of the unit enclosing `position`.
    open func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity,
                                     inDirection direction: UITextDirection) -> UITextRange? {
        guard let (core, o) = snapshot(position) else { return nil }
        guard let r = TokenBoundaries(core: core).unit(granularity, around: o, forward: direction.isForward) else { return nil }
        return makeRange(r)
    }

    /// Whether `position` is at a unit boundary in `direction`.
    open func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity, inDirection direction: UITextDirection) -> Bool {
        guard let (core, o) = snapshot(position) else { return false }
        let b = TokenBoundaries(core: core)
        let forward = direction.isForward
        // A boundary in a direction: moving the other way and back lands here.
        let back = b.next(granularity, from: o, forward: !forward)
        return b.next(granularity, from: back, forward: forward) == o || o == (forward ? core.length : 0)
    }

    /// The next unit boundary from `position` in `direction`.
    open func position(from position: UITextPosition, toBoundary granularity: UITextGranularity,
                       inDirection direction: UITextDirection) -> UITextPosition? {
        guard let (core, o) = snapshot(position) else { return nil }
        let next = TokenBoundaries(core: core).next(granularity, from: o, forward: direction.isForward)
        return input.flatMap { $0.position(from: $0.beginningOfDocument, offset: next) }
    }

    /// Whether `position` is inside a unit.
    open func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity, inDirection direction: UITextDirection) -> Bool {
        guard let (core, o) = snapshot(position) else { return false }
        guard let r = TokenBoundaries(core: core).unit(granularity, around: o, forward: direction.isForward) else { return false }
        return direction.isForward ? (o >= r.location && o < r.location + r.length) : (o > r.location && o <= r.location + r.length)
    }

    private func snapshot(_ position: UITextPosition) -> (TextEditingCore, Int)? {
        guard let input, let all = input.textRange(from: input.beginningOfDocument, to: input.endOfDocument),
              let text = input.text(in: all) else { return nil }
        let o = input.offset(from: input.beginningOfDocument, to: position)
        let core = TextEditingCore()
        core.setText(NSAttributedString(string: text))
        guard o >= 0, o <= core.length else { return nil }
        return (core, o)
    }

    private func makeRange(_ r: NSRange) -> UITextRange? {
        guard let input, let a = input.position(from: input.beginningOfDocument, offset: r.location),
              let b = input.position(from: a, offset: r.length) else { return nil }
        return input.textRange(from: a, to: b)
    }
}

/// Unit boundaries over a text snapshot.
@MainActor
struct TokenBoundaries {
    let core: TextEditingCore

    func next(_ granularity: UITextGranularity, from o: Int, forward: Bool) -> Int {
        let n = core.length
        switch granularity {
        case .character: return forward ? core.nextCharacter(o) : core.previousCharacter(o)
        case .word: return forward ? core.nextWord(o) : core.previousWord(o)
        case .sentence:
            return forward ? sentenceEnd(after: o) : sentenceStart(before: o)
        case .paragraph, .line:
            if forward { return core.paragraphEnd(o) == o ? min(n, core.paragraphEnd(min(n, o + 1))) : core.paragraphEnd(o) }
            return core.paragraphStart(o) == o ? core.paragraphStart(max(0, o - 1)) : core.paragraphStart(o)
        case .document: return forward ? n : 0
        }
    }

    func unit(_ granularity: UITextGranularity, around o: Int, forward: Bool) -> NSRange? {
        let n = core.length
        guard n > 0 else { return nil }
        let probe = forward ? o : max(0, o - 1)
        guard probe < n || granularity == .document else { return nil }
        switch granularity {
        case .character:
            let s = core.boundary(probe, roundingUp: false)
            return NSRange(location: s, length: core.nextCharacter(s) - s)
        case .word:
            guard core.isWordCharacter(at: probe) else { return nil }
            return core.wordRange(at: probe)
        case .sentence:
            let s = sentenceStart(before: probe + 1)
            return NSRange(location: s, length: sentenceEnd(after: probe) - s)
        case .paragraph, .line:
            let s = core.paragraphStart(probe)
            return NSRange(location: s, length: core.paragraphEnd(probe) - s)
        case .document:
            return NSRange(location: 0, length: n)
        }
    }

    private func isTerminator(_ c: unichar) -> Bool { c == 46 || c == 33 || c == 63 }
    private func isSpace(_ c: unichar) -> Bool { c == 32 || c == 10 || c == 9 || c == 13 }

    private func sentenceEnd(after o: Int) -> Int {
        let s = core.nsString, n = core.length
        var i = o
        while i < n {
            let c = s.character(at: i)
            if isTerminator(c) || c == 10 {
                var j = i + 1
                while j < n, isTerminator(s.character(at: j)) { j += 1 }
                if j == n || isSpace(s.character(at: j)) { return j > o ? j : min(n, j + 1) }
                i = j
            } else {
                i += 1
            }
        }
        return n
    }

    private func sentenceStart(before o: Int) -> Int {
        let s = core.nsString
        var i = min(o, core.length) - 1
        while i > 0, isSpace(s.character(at: i)) { i -= 1 }
        while i > 0 {
            let c = s.character(at: i - 1)
            if (isTerminator(c) || c == 10), isSpace(s.character(at: i)) || c == 10 {
                var j = i
                while j < o, j < core.length, isSpace(s.character(at: j)) { j += 1 }
                return j
            }
            i -= 1
        }
        return 0
    }
}
