import CoreGraphics
import Foundation
import TextLayout

extension UITextField: TextEditingHost {
    package var isMultilineEditor: Bool { false }
    package var allowsCopyingText: Bool { !isSecureTextEntry }
    package var allowsUserEdits: Bool { editingFlag && isEnabled }

    package func configureTextField() {
        contentMode = .redraw
        layer.needsDisplayOnBoundsChange = true
        editor.setText(NSAttributedString(string: "", attributes: defaultTextAttributes))
    }

    // MARK: Text

    /// Replaces the text without asking the delegate or sending events (as UIKit's setter).
    package func setTextCore(_ text: NSAttributedString) {
        let styled = NSMutableAttributedString(attributedString: text)
        let full = NSRange(location: 0, length: styled.length)
        // Runs without a font or color take the field's.
        styled.enumerateAttributes(in: full, options: []) { attrs, range, _ in
            if attrs[.font] == nil { styled.addAttribute(.font, value: font as Any, range: range) }
            if attrs[.foregroundColor] == nil { styled.addAttribute(.foregroundColor, value: (textColor ?? .label) as Any, range: range) }
        }
        editor.setText(styled)
        scrollX = 0
        textStorageDidChange()
        if editingFlag { scrollCaretToVisible() }
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
        if key == .font, let p = attributedPlaceholder, p.length > 0 {
            let m = NSMutableAttributedString(attributedString: p)
            m.addAttribute(.font, value: value, range: NSRange(location: 0, length: m.length))
            attributedPlaceholder = m
        }
        textStorageDidChange()
    }

    /// Drops the laid-out text; after one left-to-right `edit` of a text laid out in
    /// pieces, the next layout lays out again only the pieces the edit touched.
    package func textStorageDidChange(edit: ParagraphStackLayout.Edit? = nil) {
        if let edit, let chunked = layoutCache?.layout as? ChunkedLineLayout, pendingFieldEdit == nil {
            previousChunkedLayout = chunked
            pendingFieldEdit = edit
        } else {
            previousChunkedLayout = nil
            pendingFieldEdit = nil
        }
        layoutCache = nil
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
        setNeedsLayout()
    }

    package func textAppearanceDidChange() {
        layoutCache = nil
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
        setNeedsLayout()
    }

    package func overlayViewChanged(old: UIView?, new: UIView?) {
        if let old, old !== new, old.superview === self { old.removeFromSuperview() }
        if let new, new.superview !== self { addSubview(new) }
        textAppearanceDidChange()
    }

    // MARK: TextEditingHost

    package func editorLayout() -> (layout: any EditorTextLayout, origin: CGPoint) {
        let rect = editingFlag ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        let layout = fieldLayout(width: rect.width)
        return (layout: layout, origin: textOrigin(layout, in: rect))
    }

    @discardableResult
    package func userReplace(_ range: NSRange, with text: String) -> Bool {
        var r = editor.clamp(range)
        if secureReplacePending, isSecureTextEntry { r = NSRange(location: 0, length: editor.length) }
        secureReplacePending = false
        if let delegate, !delegate.textField(self, shouldChangeCharactersIn: r, replacementString: text) { return false }
        editor.replace(r, with: text, attributes: typingAttributes ?? defaultTextAttributes)
        typingAttributesOverride = nil
        let inserted = (text as NSString).length
        let plain = !isSecureTextEntry && !TextLayout.containsRightToLeft(text)
        textStorageDidChange(edit: plain ? ParagraphStackLayout.Edit(location: r.location, oldLength: r.length, newLength: inserted) : nil)
        scrollCaretToVisible()
        restartCaretBlink()
        delegate?.textFieldDidChangeSelection(self)
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
        return true
    }

    package func editorSelectionDidChange() {
        typingAttributesOverride = nil
        scrollCaretToVisible()
        restartCaretBlink()
        setNeedsDisplay()
        delegate?.textFieldDidChangeSelection(self)
    }

    package func editorReturnPressed() {
        guard editingFlag else { return }
        if enablesReturnKeyAutomatically && !hasText { return }
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        sendActions(for: .primaryActionTriggered)
        let dismisses = allControlEvents.contains(.editingDidEndOnExit)
        sendActions(for: .editingDidEndOnExit)
        if dismisses, isFirstResponder { resignFirstResponder() }
    }

    /// Keeps the caret inside the editing rect by scrolling the text horizontally.
    package func scrollCaretToVisible() {
        let rect = editingRect(forBounds: bounds)
        let layout = fieldLayout(width: rect.width)
        guard layout.size.width > rect.width else { scrollX = 0; return }
        let caret = layout.caretRect(at: editor.active).minX
        if caret - scrollX > rect.width - 2 { scrollX = caret - rect.width + 2 }
        if caret - scrollX < 0 { scrollX = caret }
        scrollX = min(max(0, scrollX), max(0, layout.size.width - rect.width + 2))
    }

    // MARK: Beginning and ending editing

    package func beginEditingCore() -> Bool {
        if editingFlag { return isFirstResponder || attemptToBecomeFirstResponder() }
        guard canBecomeFirstResponder, window != nil else { return false }
        if let delegate {
            guard let allowed = askDelegate("becomeFirstResponder()", "textFieldShouldBeginEditing", { delegate.textFieldShouldBeginEditing(self) }) else { return false }
            guard allowed, !editingFlag, !isFirstResponder else { return allowed && isFirstResponder }
        }
        guard attemptToBecomeFirstResponder() else { return false }
        editingFlag = true
        secureReplacePending = isSecureTextEntry && hasText
        if clearsOnBeginEditing, hasText { setTextCore(NSAttributedString(string: "", attributes: defaultTextAttributes)) }
        else { editor.select(NSRange(location: editor.length, length: 0)) }
        scrollCaretToVisible()
        restartCaretBlink()
        textAppearanceDidChange()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
        return true
    }

    package func endEditingCore() -> Bool {
        guard editingFlag else { return attemptToResignFirstResponder() }
        guard canResignFirstResponder else { return false }
        if let delegate {
            guard let allowed = askDelegate("resignFirstResponder()", "textFieldShouldEndEditing", { delegate.textFieldShouldEndEditing(self) }) else { return false }
            guard allowed, editingFlag else { return allowed && !isFirstResponder }
        }
        guard attemptToResignFirstResponder() else { return false }
        finishEditing(reason: .committed)
        return true
    }

    package func editingWasForciblyEnded() {
        if editingFlag { finishEditing(reason: .committed) }
    }

    package func finishEditing(reason: DidEndEditingReason) {
        editingFlag = false
        secureReplacePending = false
        restartCaretBlink()
        editor.markedRange = nil
        scrollX = 0
        textAppearanceDidChange()
        delegate?.textFieldDidEndEditing(self, reason: reason)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self,
                                        userInfo: [UITextField.didEndEditingReasonUserInfoKey: reason.rawValue])
    }

    /// The clear button was tapped: asks the delegate, clears, reports the change.
    package func performClear() {
        guard hasText else { return }
        if let delegate, !delegate.textFieldShouldClear(self) { return }
        if !editingFlag { guard becomeFirstResponder() else { return } }
        guard hasText else { return }  // clearsOnBeginEditing already cleared it
        setTextCore(NSAttributedString(string: "", attributes: defaultTextAttributes))
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
        delegate?.textFieldDidChangeSelection(self)
    }

    // MARK: Tracking

    package func beginTrackingCore(_ touch: UITouch) -> Bool {
        let point = touch.location(in: self)
        trackingClearButton = isClearButtonShown && clearButtonRect(forBounds: bounds).insetBy(dx: -4, dy: -4).contains(point)
        if !trackingClearButton, editingFlag { beginPointerSelection(at: point, count: touch.tapCount) }
        return true
    }

    package func continueTrackingCore(_ touch: UITouch) -> Bool {
        if !trackingClearButton, editingFlag, touch.tapCount == 1 { extendPointerSelection(to: touch.location(in: self)) }
        return true
    }

    package func endTrackingCore(_ touch: UITouch?) {
        defer { trackingClearButton = false }
        guard let touch else { return }
        let point = touch.location(in: self)
        if trackingClearButton {
            if clearButtonRect(forBounds: bounds).insetBy(dx: -4, dy: -4).contains(point) { performClear() }
            return
        }
        guard !editingFlag, bounds.contains(point) else { return }
        if becomeFirstResponder(), !clearsOnBeginEditing {
            editor.select(NSRange(location: offset(at: point), length: 0))
            editorSelectionDidChange()
        }
    }
}
