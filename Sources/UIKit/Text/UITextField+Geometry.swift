import CoreGraphics
import Foundation
import TextLayout

extension UITextField {
    /// The clear button's side.
    package static let clearButtonSide: CGFloat = 19

    /// The text's inset from the border: (horizontal, vertical) per border style.
    package var borderPadding: (h: CGFloat, v: CGFloat) {
        switch borderStyle {
        case .none: return (0, 0)
        case .line: return (2, 2)
        case .bezel: return (3, 3)
        case .roundedRect: return (7, 7)
        }
    }

    private func isShown(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: return false
        case .always: return true
        case .whileEditing: return editingFlag
        case .unlessEditing: return !editingFlag
        }
    }

    /// Whether the clear button shows now (its mode allows it and there is text).
    package var isClearButtonShown: Bool { hasText && isShown(clearButtonMode) }
    package var isLeftViewShown: Bool { leftView != nil && isShown(leftViewMode) }
    package var isRightViewShown: Bool { rightView != nil && isShown(rightViewMode) }

    package func textRectCore(forBounds bounds: CGRect) -> CGRect {
        let pad = borderPadding
        var minX = bounds.minX + pad.h, maxX = bounds.maxX - pad.h
        if isLeftViewShown { minX = max(minX, leftViewRect(forBounds: bounds).maxX) }
        if isRightViewShown { maxX = min(maxX, rightViewRect(forBounds: bounds).minX) }
        if isClearButtonShown { maxX = min(maxX, clearButtonRect(forBounds: bounds).minX) }
        let y = bounds.minY + pad.v
        return CGRect(x: minX, y: y, width: max(0, maxX - minX), height: max(0, bounds.height - 2 * pad.v))
    }

    package func clearButtonRectCore(forBounds bounds: CGRect) -> CGRect {
        let side = Self.clearButtonSide
        let limit = isRightViewShown ? rightViewRect(forBounds: bounds).minX : bounds.maxX
        return CGRect(x: limit - side - 5, y: (bounds.midY - side / 2).rounded(), width: side, height: side)
    }

    package func leftViewRectCore(forBounds bounds: CGRect) -> CGRect {
        guard let v = leftView else { return .zero }
        let size = overlaySize(v)
        return CGRect(x: bounds.minX, y: (bounds.midY - size.height / 2).rounded(), width: size.width, height: size.height)
    }

    package func rightViewRectCore(forBounds bounds: CGRect) -> CGRect {
        guard let v = rightView else { return .zero }
        let size = overlaySize(v)
        return CGRect(x: bounds.maxX - size.width, y: (bounds.midY - size.height / 2).rounded(), width: size.width, height: size.height)
    }

    private func overlaySize(_ view: UIView) -> CGSize {
        if view.frame.size != .zero { return view.frame.size }
        let s = view.intrinsicContentSize
        return CGSize(width: max(0, s.width), height: max(0, s.height))
    }

    package func layoutOverlayViews() {
        if let v = leftView {
            v.isHidden = !isLeftViewShown
            v.frame = leftViewRect(forBounds: bounds)
        }
        if let v = rightView {
            v.isHidden = !isRightViewShown
            v.frame = rightViewRect(forBounds: bounds)
        }
    }

    package func intrinsicSizeCore() -> CGSize {
        let pad = borderPadding
        let f = font ?? UITextField.defaultFont
        let textWidth = editor.length > 0 ? fieldLayout(width: 0).size.width : 0
        let placeholderWidth = attributedPlaceholder.map { TextLayoutBuilder.layout($0, width: nil, lines: 1, defaultFont: f).size.width } ?? 0
        var width = ceil(max(textWidth, placeholderWidth)) + 2 * pad.h
        var height = ceil(f.lineHeight) + 2 * pad.v
        if isLeftViewShown, let v = leftView { let s = overlaySize(v); width += s.width; height = max(height, s.height) }
        if isRightViewShown, let v = rightView { let s = overlaySize(v); width += s.width; height = max(height, s.height) }
        if isClearButtonShown { width += Self.clearButtonSide + 5 }
        return CGSize(width: width, height: height)
    }

    // MARK: Layout of the text

    /// The field's text as shown (bullets for secure entry), laid out on one line in `width`
    /// (a long left-to-right text in pieces, reused across edits: see ``ChunkedLineLayout``).
    package func fieldLayout(width: CGFloat) -> any EditorTextLayout {
        if let cached = layoutCache, cached.width == width || cached.layout is ChunkedLineLayout { return cached.layout }
        var shown: NSAttributedString = editor.storage
        if isSecureTextEntry {
            shown = NSAttributedString(string: String(repeating: "\u{2022}", count: editor.length), attributes: defaultTextAttributes)
        }
        let f = font ?? UITextField.defaultFont
        let override: (inout ParagraphSettings) -> Void = { [textAlignment] p in
            p.alignment = textAlignment.layoutMode
            p.lineBreakMode = .byClipping
        }
        let previous = previousChunkedLayout, edit = pendingFieldEdit
        previousChunkedLayout = nil
        pendingFieldEdit = nil
        if laysOutInPieces(shown, continuing: previous != nil && edit != nil) {
            let layout = ChunkedLineLayout(text: shown, previous: previous, edit: edit) { piece in
                TextLayoutBuilder.layout(piece, width: nil, lines: 1, defaultFont: f, paragraphOverride: override)
            }
            layoutCache = (width, layout)
            return layout
        }
        var layout = TextLayoutBuilder.layout(shown, width: width > 0 ? width : nil, lines: 1, defaultFont: f, paragraphOverride: override)
        if adjustsFontSizeToFitWidth, width > 0, layout.size.width > width, f.pointSize > 0 {
            // Shrink until the text fits, not below the minimum font size.
            let minimum = min(1, max(0.01, (minimumFontSize > 0 ? minimumFontSize : 6) / f.pointSize))
            var scale = max(minimum, width / layout.size.width)
            while true {
                layout = TextLayoutBuilder.layout(shown, width: width, lines: 1, defaultFont: f, paragraphOverride: override, fontScale: scale)
                if layout.size.width <= width || scale <= minimum { break }
                scale = max(minimum, scale * 0.97)
            }
        }
        layoutCache = (width, layout)
        return layout
    }

    /// Whether the shown text is laid out in pieces: long, left to right, aligned to the
    /// leading edge, not shrunk to fit. After an edit of a text already in pieces (whose
    /// inserted text was checked for right-to-left characters) the whole text is not scanned again.
    private func laysOutInPieces(_ shown: NSAttributedString, continuing: Bool) -> Bool {
        guard shown.length >= ChunkedLineLayout.threshold, !adjustsFontSizeToFitWidth else { return false }
        switch textAlignment {
        case .left, .natural, .justified: break
        default: return false
        }
        return continuing || !TextLayout.containsRightToLeft(shown.string)
    }

    /// Where a layout drawn in `rect` has its top-left: vertically centered, scrolled.
    package func textOrigin(_ layout: any EditorTextLayout, in rect: CGRect) -> CGPoint {
        let f = font ?? UITextField.defaultFont
        let height = layout.lines.first?.frame.height ?? f.lineHeight
        return CGPoint(x: rect.minX - scrollX, y: rect.minY + ((rect.height - height) / 2).rounded(.down))
    }
}
