import CoreGraphics
import Foundation

/// The `UITextInput` requirements of UITextField and UITextView, on UTF-16 offsets.
extension TextEditingHost {
    /// The offset of a position of this view's kind; nil for foreign positions.
    package func offsetOf(_ position: UITextPosition) -> Int? {
        guard let p = position as? TextOffsetPosition else {
            UIView.log("text position \(position) was not made by a UITextField or UITextView; ignored")
            return nil
        }
        return p.offset
    }

    /// The clamped NSRange of a range of this view's kind.
    package func nsRange(_ range: UITextRange) -> NSRange? {
        guard let a = offsetOf(range.start), let b = offsetOf(range.end) else { return nil }
        return editor.clamp(NSRange(location: min(a, b), length: abs(b - a)))
    }

    package func setSelectedTextRangeCore(_ range: UITextRange?) {
        guard let range, let r = nsRange(range) else { return }
        editor.select(r)
        editorSelectionDidChange()
    }

    package func textCore(in range: UITextRange) -> String? { nsRange(range).map(editor.text(in:)) }

    package func replaceCore(_ range: UITextRange, withText text: String) {
        guard let r = nsRange(range) else { return }
        userReplace(r, with: text)
    }

    package func setMarkedTextCore(_ markedText: String?, selectedRange: NSRange) {
        let r = editor.markedRange ?? editor.selectedRange
        let text = markedText ?? ""
        guard userReplace(r, with: text) else { return }
        let start = min(max(0, r.location), editor.length)
        let length = (text as NSString).length
        editor.markedRange = length > 0 ? NSRange(location: start, length: length) : nil
        let inner = NSRange(location: min(max(0, selectedRange.location), length), length: 0)
        let innerEnd = min(length, max(inner.location, selectedRange.location.addingReportingOverflow(max(0, selectedRange.length)).partialValue))
        let marked = editor.markedRange
        editor.select(NSRange(location: start + inner.location, length: innerEnd - inner.location))
        editor.markedRange = marked
        editorSelectionDidChange()
    }

    package func textRangeCore(_ from: UITextPosition, _ to: UITextPosition) -> UITextRange? {
        guard let a = offsetOf(from), let b = offsetOf(to), a >= 0, b >= 0, a <= editor.length, b <= editor.length else { return nil }
        return UITextRange.offsets(NSRange(location: min(a, b), length: abs(b - a)))
    }

    package func positionCore(_ position: UITextPosition, offset: Int) -> UITextPosition? {
        guard let a = offsetOf(position) else { return nil }
        let (o, overflow) = a.addingReportingOverflow(offset)
        guard !overflow, o >= 0, o <= editor.length else { return nil }
        return TextOffsetPosition(o)
    }

    package func positionCore(_ position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        guard var o = offsetOf(position), o >= 0, o <= editor.length else { return nil }
        let steps = abs(offset)
        guard steps < 1_000_000 else { return nil }
        for _ in 0..<steps {
            switch (direction, offset >= 0) {
            case (.right, true), (.left, false): o = editor.nextCharacter(o)
            case (.left, true), (.right, false): o = editor.previousCharacter(o)
            case (.down, true), (.up, false): o = isMultilineEditor ? verticalMove(from: o, lines: 1) : editor.length
            case (.up, true), (.down, false): o = isMultilineEditor ? verticalMove(from: o, lines: -1) : 0
            }
        }
        editor.goalX = nil
        return TextOffsetPosition(o)
    }

    package func compareCore(_ a: UITextPosition, _ b: UITextPosition) -> ComparisonResult {
        guard let x = offsetOf(a), let y = offsetOf(b) else { return .orderedSame }
        return x < y ? .orderedAscending : (x > y ? .orderedDescending : .orderedSame)
    }

    package func offsetCore(_ a: UITextPosition, _ b: UITextPosition) -> Int {
        guard let x = offsetOf(a), let y = offsetOf(b) else { return 0 }
        return y - x
    }

    package func farthestCore(_ range: UITextRange, _ direction: UITextLayoutDirection) -> UITextPosition? {
        guard let r = nsRange(range) else { return nil }
        return TextOffsetPosition(direction == .left || direction == .up ? r.location : r.location + r.length)
    }

    package func extendingCore(_ position: UITextPosition, _ direction: UITextLayoutDirection) -> UITextRange? {
        guard let o = offsetOf(position), o >= 0, o <= editor.length else { return nil }
        return direction == .left || direction == .up
            ? UITextRange.offsets(NSRange(location: 0, length: o))
            : UITextRange.offsets(NSRange(location: o, length: editor.length - o))
    }

    package func firstRectCore(_ range: UITextRange) -> CGRect {
        guard let r = nsRange(range) else { return .null }
        return selectionRects(for: r).first ?? caretRect(atOffset: r.location)
    }

    package func selectionRectsCore(_ range: UITextRange) -> [UITextSelectionRect] {
        guard let r = nsRange(range), r.length > 0 else { return [] }
        let rects = selectionRects(for: r)
        let rtl = editorLayout().layout.lines.first?.isRightToLeft ?? false
        return rects.enumerated().map { i, rect in
            UITextSelectionRect(rect: rect, containsStart: i == 0, containsEnd: i == rects.count - 1, rightToLeft: rtl)
        }
    }

    package func caretRectCore(_ position: UITextPosition) -> CGRect {
        guard let o = offsetOf(position) else { return .null }
        return caretRect(atOffset: o)
    }

    package func closestCore(_ point: CGPoint, within range: UITextRange) -> UITextPosition? {
        guard let r = nsRange(range) else { return nil }
        return TextOffsetPosition(min(max(offset(at: point), r.location), r.location + r.length))
    }

    package func characterRangeCore(at point: CGPoint) -> UITextRange? {
        guard editor.length > 0 else { return nil }
        let (layout, origin) = editorLayout()
        let box = CGRect(origin: origin, size: layout.size)
        guard box.contains(point) else { return nil }
        var o = offset(at: point)
        if o > 0, o == editor.length || caretRect(atOffset: o).minX > point.x { o = editor.previousCharacter(o) }
        return UITextRange.offsets(NSRange(location: o, length: editor.nextCharacter(o) - o))
    }
}
