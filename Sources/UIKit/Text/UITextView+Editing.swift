import CoreGraphics
import Foundation
import TextLayout

extension UITextView: TextEditingHost {
    package var isMultilineEditor: Bool { true }
    package var allowsCopyingText: Bool { !isSecureTextEntry }
    package var allowsUserEdits: Bool { editingFlag && isEditable }

    package var effectiveFont: UIFont { font ?? UIFont.systemFont(ofSize: 12) }
    package var defaultAttributes: [NSAttributedString.Key: Any] { [.font: effectiveFont, .foregroundColor: textColor ?? UIColor.label] }

    package func configureTextView() {
        contentMode = .redraw
        layer.needsDisplayOnBoundsChange = true
        clipsToBounds = true
        backgroundColor = .systemBackground
        editor.setText(NSAttributedString(string: "", attributes: defaultAttributes))
        editor.select(NSRange(location: 0, length: 0))
        alwaysBounceVertical = false
        // Touches reach the text at once (caret placement, pointer selection); the pan
        // still takes over a drag that is not selecting.
        delaysContentTouches = false
    }

    /// The delegate as a text view's delegate.
    package var textViewDelegate: UITextViewDelegate? { delegate as? UITextViewDelegate }

    // MARK: Text

    package func setTextCore(_ text: NSAttributedString) {
        let styled = NSMutableAttributedString(attributedString: text)
        styled.enumerateAttributes(in: NSRange(location: 0, length: styled.length), options: []) { attrs, range, _ in
            if attrs[.font] == nil { styled.addAttribute(.font, value: effectiveFont, range: range) }
            if attrs[.foregroundColor] == nil { styled.addAttribute(.foregroundColor, value: textColor ?? .label, range: range) }
        }
        editor.setText(styled)
        textLayoutDidChange()
        setContentOffsetCore(contentOffset)
        if editingFlag { editorSelectionDidChange() }
    }

    package func applyAttribute(_ key: NSAttributedString.Key, _ value: Any) {
        let s = NSMutableAttributedString(attributedString: editor.storage)
        if s.length > 0 {
            // Foundation on Linux traps (CFAttributedStringSetAttribute) when a dynamic color
            // replaces a dynamic color in place: remove the old value first.
            let all = NSRange(location: 0, length: s.length)
            s.removeAttribute(key, range: all)
            s.addAttribute(key, value: value, range: all)
        }
        let selection = editor.selectedRange
        editor.setText(s)
        editor.select(selection)
        textLayoutDidChange()
    }

    /// Drops the laid-out text; after one edit (`edit`), the next layout reuses the
    /// paragraphs the edit did not touch.
    package func textLayoutDidChange(edit: ParagraphStackLayout.Edit? = nil) {
        if let edit, let current = layoutCache, pendingEdit == nil {
            previousStack = current
            pendingEdit = edit
        } else {
            previousStack = nil
            pendingEdit = nil
        }
        layoutCache = nil
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
        setNeedsLayout()
    }

    // MARK: Layout

    package var containerWidth: CGFloat {
        max(1, bounds.width - textContainerInset.left - textContainerInset.right - 2 * UITextView.lineFragmentPadding)
    }

    package func textViewLayout(width: CGFloat) -> ParagraphStackLayout {
        if let cached = layoutCache, cached.width == width { return cached.layout }
        let reuse = previousStack.flatMap { $0.width == width ? $0.layout : nil }
        let layout = makeStackLayout(width: width, previous: reuse, edit: reuse == nil ? nil : pendingEdit)
        previousStack = nil
        pendingEdit = nil
        layoutCache = (width, layout)
        return layout
    }

    /// The text as shown (bullets for secure entry) laid out paragraph by paragraph.
    package func makeStackLayout(width: CGFloat?, previous: ParagraphStackLayout? = nil,
                                 edit: ParagraphStackLayout.Edit? = nil) -> ParagraphStackLayout {
        var shown: NSAttributedString = editor.storage
        if isSecureTextEntry {
            shown = NSAttributedString(string: String(repeating: "\u{2022}", count: editor.length), attributes: defaultAttributes)
        }
        let font = effectiveFont
        let override: (inout ParagraphSettings) -> Void = { [textAlignment] p in
            p.alignment = textAlignment.layoutMode
            p.lineBreakMode = .byWordWrapping
        }
        return ParagraphStackLayout(text: shown, previous: previous, edit: edit) { piece in
            TextLayoutBuilder.layout(piece, width: width, lines: 0, defaultFont: font, paragraphOverride: override)
        }
    }

    package func editorLayout() -> (layout: any EditorTextLayout, origin: CGPoint) {
        (layout: textViewLayout(width: containerWidth),
         origin: CGPoint(x: textContainerInset.left + UITextView.lineFragmentPadding, y: textContainerInset.top))
    }

    package func textHeight(_ layout: any EditorTextLayout) -> CGFloat {
        max(ceil(layout.size.height), ceil(effectiveFont.lineHeight))
    }

    package func updateContentSize() {
        let layout = textViewLayout(width: containerWidth)
        setContentSizeValue(CGSize(width: bounds.width, height: textHeight(layout) + textContainerInset.top + textContainerInset.bottom))
    }

    package func intrinsicSizeCore() -> CGSize {
        guard !isScrollEnabled else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        if bounds.width > 0 {
            return CGSize(width: UIView.noIntrinsicMetric, height: sizeThatFitsCore(CGSize(width: bounds.width, height: 0)).height)
        }
        return sizeThatFitsCore(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 0))
    }

    package func sizeThatFitsCore(_ size: CGSize) -> CGSize {
        let hInsets = textContainerInset.left + textContainerInset.right + 2 * UITextView.lineFragmentPadding
        let w = size.width.isFinite && size.width > hInsets ? size.width - hInsets : nil
        let layout = makeStackLayout(width: w)
        let width = w.map { _ in size.width } ?? ceil(layout.size.width) + hInsets
        return CGSize(width: width, height: textHeight(layout) + textContainerInset.top + textContainerInset.bottom)
    }

    // MARK: Scrolling

    package func setContentOffsetCore(_ offset: CGPoint) {
        guard offset.x.isFinite, offset.y.isFinite else {
            UIView.log("UITextView contentOffset \(offset) is not finite; ignored")
            return
        }
        let maxY = max(0, contentSize.height - bounds.height)
        let clamped = CGPoint(x: 0, y: min(max(0, offset.y), maxY))
        guard clamped != bounds.origin else { return }
        contentOffset = clamped
    }

    package func scrollRangeToVisibleCore(_ range: NSRange) {
        let r = editor.clamp(range)
        var rect = caretRect(atOffset: r.location)
        if r.length > 0 { rect = rect.union(caretRect(atOffset: r.location + r.length)) }
        scrollTextRectToVisible(rect)
    }

    /// Scrolls vertically so that `rect` plus the container insets is visible.
    package func scrollTextRectToVisible(_ rect: CGRect) {
        var y = contentOffset.y
        let bottom = rect.maxY + textContainerInset.bottom
        if bottom > y + bounds.height { y = bottom - bounds.height }
        let top = rect.minY - textContainerInset.top
        if top < y { y = top }
        setContentOffsetCore(CGPoint(x: 0, y: y))
    }

    // MARK: Touches

    package func textTouchesBegan(_ touches: Set<UITouch>) {
        guard let touch = touches.first else { return }
        let selecting = isFirstResponder && isSelectable
        touchState = (touch.location(in: nil), selecting, false)
        if selecting { beginPointerSelection(at: touch.location(in: self), count: touch.tapCount) }
    }

    package func textTouchesMoved(_ touches: Set<UITouch>) {
        guard let touch = touches.first, var state = touchState else { return }
        let p = touch.location(in: nil)
        if hypot(p.x - state.start.x, p.y - state.start.y) > 10 { state.moved = true }
        touchState = state
        if state.selecting, touch.tapCount == 1 { extendPointerSelection(to: touch.location(in: self)) }
    }

    package func textTouchesEnded(_ touches: Set<UITouch>) {
        guard let touch = touches.first, let state = touchState else { return }
        touchState = nil
        guard !state.selecting, !state.moved, !isFirstResponder, isEditable || isSelectable else { return }
        let point = touch.location(in: self)
        guard bounds.contains(point), becomeFirstResponder() else { return }
        editor.select(NSRange(location: offset(at: point), length: 0))
        editorSelectionDidChange()
    }

    // MARK: TextEditingHost

    @discardableResult
    package func userReplace(_ range: NSRange, with text: String) -> Bool {
        let r = editor.clamp(range)
        if let delegate = textViewDelegate, !delegate.textView(self, shouldChangeTextIn: r, replacementText: text) { return false }
        editor.replace(r, with: text, attributes: typingAttributes)
        typingAttributesOverride = nil
        textLayoutDidChange(edit: isSecureTextEntry ? nil : ParagraphStackLayout.Edit(location: r.location, oldLength: r.length,
                                                                                      newLength: (text as NSString).length))
        restartCaretBlink()
        updateContentSize()
        scrollRangeToVisibleCore(editor.selectedRange)
        textViewDelegate?.textViewDidChangeSelection(self)
        textViewDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
        return true
    }

    package func editorSelectionDidChange() {
        typingAttributesOverride = nil
        restartCaretBlink()
        if isFirstResponder { scrollTextRectToVisible(caretRect(atOffset: editor.active)) }
        setNeedsDisplay()
        textViewDelegate?.textViewDidChangeSelection(self)
    }

    package func editorReturnPressed() {}

    // MARK: Editing sessions

    package func beginEditingCore() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        if isEditable, let delegate = textViewDelegate {
            guard let allowed = askDelegate("becomeFirstResponder()", "textViewShouldBeginEditing", { delegate.textViewShouldBeginEditing(self) }) else { return false }
            guard allowed, !isFirstResponder else { return allowed && isFirstResponder }
        }
        guard attemptToBecomeFirstResponder() else { return false }
        setNeedsDisplay()
        restartCaretBlink()
        guard isEditable else { return true }
        editingFlag = true
        textViewDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
        return true
    }

    package func endEditingCore() -> Bool {
        guard editingFlag else {
            let resigned = attemptToResignFirstResponder()
            restartCaretBlink()
            setNeedsDisplay()
            return resigned
        }
        guard canResignFirstResponder else { return false }
        if let delegate = textViewDelegate {
            guard let allowed = askDelegate("resignFirstResponder()", "textViewShouldEndEditing", { delegate.textViewShouldEndEditing(self) }) else { return false }
            guard allowed, editingFlag else { return allowed && !isFirstResponder }
        }
        guard attemptToResignFirstResponder() else { return false }
        endEditingSession()
        return true
    }

    package func editingWasForciblyEnded() {
        if editingFlag { endEditingSession() } else { setNeedsDisplay() }
    }

    package func endEditingSession() {
        editingFlag = false
        editor.markedRange = nil
        restartCaretBlink()
        setNeedsDisplay()
        textViewDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
    }

    // MARK: Drawing

    package func drawTextViewCore() {
        let (layout, origin) = editorLayout()
        layout.drawText(at: origin, visible: bounds.offsetBy(dx: -origin.x, dy: -origin.y), defaultColor: textColor ?? .label)
        if isFirstResponder { drawSelection(color: tintColor ?? .systemBlue) }
    }
}
