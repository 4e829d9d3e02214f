import CoreGraphics
import Foundation
import TextLayout

/// What UITextField and UITextView provide to the shared editing behaviour: the core, the
/// laid-out text and where it sits, and the checked paths for user edits.
@MainActor
package protocol TextEditingHost: UIView {
    /// The editing state.
    var editor: TextEditingCore { get }
    /// Whether return inserts a newline and up/down move by lines.
    var isMultilineEditor: Bool { get }
    /// Whether the selection may be copied (false for secure entry).
    var allowsCopyingText: Bool { get }
    /// Whether the text may be changed by the user now.
    var allowsUserEdits: Bool { get }
    /// The laid-out text as shown and its top-left in the view's coordinates.
    func editorLayout() -> (layout: any EditorTextLayout, origin: CGPoint)
    /// A user edit of `range`: asks the delegate, applies, reports. Returns whether applied.
    @discardableResult
    func userReplace(_ range: NSRange, with text: String) -> Bool
    /// The selection changed (by the user or the API): redraw and report.
    func editorSelectionDidChange()
    /// The return key was pressed in a single-line editor.
    func editorReturnPressed()
    /// First-responder status was taken away without asking (`endEditing(true)`): the
    /// editing session ends and is reported.
    func editingWasForciblyEnded()
    /// Whether a delegate's "should begin/end editing" question is being asked now.
    var askingDelegate: Bool { get set }
}

extension TextEditingHost {
    /// Asks the delegate a "should begin/end editing" question. A first-responder change
    /// requested from inside that delegate method is refused with a log line (nil).
    package func askDelegate(_ call: String, _ method: String, _ question: () -> Bool) -> Bool? {
        guard !askingDelegate else {
            UIView.log("\(type(of: self)): \(call) called from \(method); refused")
            return nil
        }
        askingDelegate = true
        defer { askingDelegate = false }
        return question()
    }

    // MARK: Keys

    /// Handles a navigation or deletion key; false for keys that are not editing keys.
    package func handleEditingKey(_ key: UIKey) -> Bool {
        let flags = key.modifierFlags
        let extend = flags.contains(.shift)
        let byWord = flags.contains(.alternate) || flags.contains(.control)
        let byLine = flags.contains(.command)
        let e = editor
        let selection = e.selectedRange
        var keepGoal = false
        let target: Int
        switch key.characters {
        case UIKeyCommand.inputLeftArrow:
            if !extend, selection.length > 0, !byWord, !byLine { target = selection.location }
            else { target = byLine ? lineStart(e.active) : byWord ? e.previousWord(e.active) : e.previousCharacter(e.active) }
        case UIKeyCommand.inputRightArrow:
            if !extend, selection.length > 0, !byWord, !byLine { target = selection.location + selection.length }
            else { target = byLine ? lineEnd(e.active) : byWord ? e.nextWord(e.active) : e.nextCharacter(e.active) }
        case UIKeyCommand.inputUpArrow:
            if byLine || !isMultilineEditor { target = 0 }
            else if byWord { target = e.paragraphStart(e.active == e.paragraphStart(e.active) ? max(0, e.active - 1) : e.active) }
            else { target = verticalMove(from: !extend && selection.length > 0 ? selection.location : e.active, lines: -1); keepGoal = true }
        case UIKeyCommand.inputDownArrow:
            if byLine || !isMultilineEditor { target = e.length }
            else if byWord { target = e.paragraphEnd(e.active == e.paragraphEnd(e.active) ? min(e.length, e.active + 1) : e.active) }
            else { target = verticalMove(from: !extend && selection.length > 0 ? selection.location + selection.length : e.active, lines: 1); keepGoal = true }
        case UIKeyCommand.inputHome:
            target = byLine || !isMultilineEditor ? 0 : lineStart(e.active)
        case UIKeyCommand.inputEnd:
            target = byLine || !isMultilineEditor ? e.length : lineEnd(e.active)
        case UIKeyCommand.inputDelete:
            guard allowsUserEdits else { return true }
            if selection.length > 0 { userReplace(selection, with: "") }
            else if e.active < e.length {
                let end = byWord ? e.nextWord(e.active) : e.nextCharacter(e.active)
                userReplace(NSRange(location: e.active, length: end - e.active), with: "")
            }
            return true
        default:
            return false
        }
        let goal = e.goalX
        if extend { e.select(anchor: e.anchor, active: target) } else { e.select(NSRange(location: target, length: 0)) }
        if keepGoal { e.goalX = goal }
        editorSelectionDidChange()
        return true
    }

    /// Inserts typed text through the checked path; return ends a single-line editor's
    /// line instead. Backspace deletes the selection or the character before the caret.
    package func editorInsertText(_ text: String) {
        if !isMultilineEditor, text == "\n" || text == "\r" || text == "\r\n" {
            editorReturnPressed()
            return
        }
        guard allowsUserEdits else { return }
        let typed = isMultilineEditor && text == "\r" ? "\n" : text
        userReplace(editor.markedRange ?? editor.selectedRange, with: typed)
    }

    /// Deletes the selection, or the character before the caret.
    package func editorDeleteBackward() {
        guard allowsUserEdits else { return }
        let e = editor
        let selection = e.markedRange ?? e.selectedRange
        if selection.length > 0 { userReplace(selection, with: ""); return }
        guard e.active > 0 else { return }
        let start = e.previousCharacter(e.active)
        userReplace(NSRange(location: start, length: e.active - start), with: "")
    }

    // MARK: Standard edit actions

    /// Whether a standard edit action can run now.
    package func canPerformEditAction(_ action: Selector) -> Bool {
        let selection = editor.selectedRange
        switch action {
        case .copy: return selection.length > 0 && allowsCopyingText
        case .cut: return selection.length > 0 && allowsCopyingText && allowsUserEdits
        case .paste: return allowsUserEdits && UIPasteboard.general.hasStrings
        case .selectAll: return editor.length > 0 && selection.length < editor.length
        case .select: return editor.length > 0 && selection.length == 0
        case .delete: return selection.length > 0 && allowsUserEdits
        default: return false
        }
    }

    /// Runs a standard edit action (when it can run).
    package func performEditAction(_ action: Selector) {
        guard canPerformEditAction(action) else { return }
        let selection = editor.selectedRange
        switch action {
        case .copy: UIPasteboard.general.string = editor.text(in: selection)
        case .cut:
            UIPasteboard.general.string = editor.text(in: selection)
            userReplace(selection, with: "")
        case .paste: userReplace(selection, with: UIPasteboard.general.string ?? "")
        case .selectAll:
            editor.select(NSRange(location: 0, length: editor.length))
            editorSelectionDidChange()
        case .select:
            editor.select(editor.wordRange(at: editor.active))
            editorSelectionDidChange()
        case .delete: userReplace(selection, with: "")
        default: break
        }
    }

    /// The handler of a standard edit action, for `handler(forAction:)`.
    package func editActionHandler(_ action: Selector) -> ((Any?) -> Void)? {
        guard [Selector.copy, .cut, .paste, .selectAll, .select, .delete].contains(action) else { return nil }
        return { [weak self] _ in self?.performEditAction(action) }
    }

    // MARK: Geometry

    /// The UTF-16 offset nearest to `point` (view coordinates).
    package func offset(at point: CGPoint) -> Int {
        let (layout, origin) = editorLayout()
        guard editor.length > 0 else { return 0 }
        guard point.x.isFinite, point.y.isFinite, origin.x.isFinite, origin.y.isFinite else {
            UIView.log("text position requested for a non-finite point \(point); using the start of the text")
            return 0
        }
        // Pango takes 32-bit fixed-point coordinates: keep the point well inside their range.
        let limit: CGFloat = 1_000_000
        let p = CGPoint(x: min(max(point.x - origin.x, -limit), limit),
                        y: min(max(point.y - origin.y, 0), max(0, min(layout.size.height - 0.5, limit))))
        return editor.boundary(layout.characterIndex(at: p), roundingUp: false)
    }

    /// The caret rectangle before `offset`, in view coordinates (2 points wide, as UIKit).
    package func caretRect(atOffset offset: Int) -> CGRect {
        let (layout, origin) = editorLayout()
        var r = layout.caretRect(at: editor.boundary(offset, roundingUp: false))
        r.origin.x += origin.x
        r.origin.y += origin.y
        r.size.width = 2
        r.origin.x = min(max(r.origin.x - 1, origin.x - 1), r.origin.x)
        return r
    }

    /// The rectangles covering `range`, one per line, in view coordinates.
    package func selectionRects(for range: NSRange) -> [CGRect] {
        let r = editor.clamp(range)
        guard r.length > 0 else { return [] }
        let (layout, origin) = editorLayout()
        var rects: [CGRect] = []
        let end = r.location + r.length
        for line in layout.lines {
            let lo = max(r.location, line.range.lowerBound), hi = min(end, line.range.upperBound)
            guard lo < hi else { continue }
            // The caret at a line's end offset sits on the next line: use the line's end.
            let a = layout.caretRect(at: lo).minX
            let b = hi < line.range.upperBound ? layout.caretRect(at: hi).minX : line.frame.maxX
            var x0 = min(a, b), x1 = max(a, b)
            if x1 - x0 < 4 { x1 = x0 + 4 }   // a selected newline alone shows a small box
            rects.append(CGRect(x: origin.x + x0, y: origin.y + line.frame.minY, width: x1 - x0, height: line.frame.height))
        }
        return rects
    }

    /// The start of the laid-out line holding `offset`.
    package func lineStart(_ offset: Int) -> Int {
        guard isMultilineEditor else { return 0 }
        guard let line = line(holding: offset) else { return editor.paragraphStart(offset) }
        return line.range.lowerBound
    }

    /// The end of the laid-out line holding `offset` (before a newline ending it).
    package func lineEnd(_ offset: Int) -> Int {
        guard isMultilineEditor else { return editor.length }
        guard let line = line(holding: offset) else { return editor.paragraphEnd(offset) }
        var end = line.range.upperBound
        if end > line.range.lowerBound, editor.nsString.character(at: end - 1) == 10 { end -= 1 }
        else if end < editor.length, end > line.range.lowerBound, editor.nsString.character(at: end - 1) == 32 { end -= 1 }
        return end
    }

    private func line(holding offset: Int) -> TextLine? {
        let lines = editorLayout().layout.lines
        guard !lines.isEmpty else { return nil }
        let o = editor.boundary(offset, roundingUp: false)
        if let i = lines.firstIndex(where: { $0.range.contains(o) && !(o == $0.range.upperBound) }) {
            // A caret after a hard newline belongs to the next line.
            return lines[i]
        }
        return lines.last(where: { $0.range.lowerBound <= o })
    }

    /// The offset `lines` lines above (negative) or below `offset`, keeping the goal x;
    /// the start or end of the text past the first or last line.
    package func verticalMove(from offset: Int, lines delta: Int) -> Int {
        let (layout, origin) = editorLayout()
        let lines = layout.lines
        guard !lines.isEmpty else { return delta < 0 ? 0 : editor.length }
        let caret = caretRect(atOffset: offset)
        let x = editor.goalX ?? (caret.minX + 1)
        let y = caret.midY - origin.y
        let index = lines.firstIndex(where: { y < $0.frame.maxY }) ?? lines.count - 1
        let target = index + delta
        editor.goalX = x
        if target < 0 { return 0 }
        if target >= lines.count {
            // Past the last laid-out line: an empty line after a final newline, else the end.
            return editor.length
        }
        let line = lines[target]
        var o = layout.characterIndex(at: CGPoint(x: x - origin.x, y: line.frame.midY))
        if o >= line.range.upperBound, line.range.upperBound > line.range.lowerBound,
           line.range.upperBound <= editor.length, editor.nsString.character(at: line.range.upperBound - 1) == 10 {
            o = line.range.upperBound - 1
        }
        return editor.boundary(o, roundingUp: false)
    }

    // MARK: Pointer selection

    /// A touch down at `point`: puts the caret there (or, with `count` 2, selects the word;
    /// 3 or more, the whole line). Returns the anchor to extend from when dragging.
    package func beginPointerSelection(at point: CGPoint, count: Int) {
        let o = offset(at: point)
        if count >= 3 {
            let start = isMultilineEditor ? editor.paragraphStart(o) : 0
            let end = isMultilineEditor ? editor.paragraphEnd(o) : editor.length
            editor.select(NSRange(location: start, length: end - start))
        } else if count == 2 {
            editor.select(editor.wordRange(at: o))
        } else {
            editor.select(NSRange(location: o, length: 0))
        }
        editorSelectionDidChange()
    }

    /// A drag to `point`: extends the selection from its anchor.
    package func extendPointerSelection(to point: CGPoint) {
        let o = offset(at: point)
        guard o != editor.active else { return }
        editor.select(anchor: editor.anchor, active: o)
        editorSelectionDidChange()
    }

    // MARK: Caret blinking

    /// The caret's blink period: half a second shown, half a second hidden.
    package static var caretBlinkInterval: TimeInterval { 0.5 }

    /// Shows the caret and restarts its blinking (after each edit or move, as UIKit keeps
    /// the caret solid while typing); stops it when not editing.
    package func restartCaretBlink() {
        if let timer = editor.blinkTimer { GestureTimers.shared.cancel(timer) }
        editor.blinkTimer = nil
        editor.caretVisible = true
        guard isFirstResponder, window.map({ !$0.isHidden }) == true else { return }
        editor.blinkTimer = GestureTimers.shared.schedule(after: Self.caretBlinkInterval) { [weak self] in
            self?.caretBlinkTick()
        }
    }

    private func caretBlinkTick() {
        editor.blinkTimer = nil
        guard isFirstResponder, window.map({ !$0.isHidden }) == true else { editor.caretVisible = true; return }
        editor.caretVisible.toggle()
        if editor.selectedRange.length == 0 { setNeedsDisplay() }
        editor.blinkTimer = GestureTimers.shared.schedule(after: Self.caretBlinkInterval) { [weak self] in
            self?.caretBlinkTick()
        }
    }

    // MARK: Drawing

    /// Draws the selection highlight (non-empty selection) or the caret (empty), when editing.
    /// The opacity of the tint behind marked text.
    package var markedTextTintAlpha: CGFloat { 0.12 }

    package func drawSelection(color: UIColor) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        if let marked = editor.markedRange, marked.length > 0 {
            // Marked (input-method) text: a light tint behind it and a line under it.
            for r in selectionRects(for: marked) {
                ctx.setFillColor(color.withAlphaComponent(markedTextTintAlpha).cgColor)
                ctx.fill(r)
                ctx.setFillColor(color.cgColor)
                ctx.fill(CGRect(x: r.minX, y: r.maxY - 2, width: r.width, height: 2))
            }
        }
        let selection = editor.selectedRange
        if selection.length > 0 {
            ctx.setFillColor(color.withAlphaComponent(0.25).cgColor)
            for r in selectionRects(for: selection) { ctx.fill(r) }
        } else if editor.caretVisible {
            ctx.setFillColor(color.cgColor)
            ctx.fill(caretRect(atOffset: editor.active))
        }
    }
}
