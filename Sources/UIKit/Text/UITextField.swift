import CoreGraphics
import Foundation
import TextLayout

/// A single-line editable text control.
///
/// Tapping an inactive field makes it first responder at touch-up; while editing, typed
/// characters are inserted one edit (and one `.editingChanged`) each, arrows move the
/// caret (option/control: by word, command: to the ends; shift extends the selection),
/// and command/control-C, X, V, A copy, cut, paste and select all through the responder
/// chain's standard edit actions. Defaults as in UIKit: the body system font (17 pt), `.label` text,
/// natural alignment, no border, clear button never shown.
@preconcurrency @MainActor
open class UITextField: UIControl, UITextInput, UITextInputTraits {
    /// The border drawn around the field.
    public enum BorderStyle: Int, Sendable {
        case none = 0, line, bezel, roundedRect
    }

    /// When an overlay view (clear button, left or right view) is shown.
    public enum ViewMode: Int, Sendable {
        case never = 0, whileEditing, unlessEditing, always
    }

    /// Why editing ended.
    public enum DidEndEditingReason: Int, Sendable {
        case committed = 0, cancelled
    }

    /// Posted when the field becomes first responder and begins editing.
    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted after each user change of the text.
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted when editing ends; the user info holds the reason.
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
    /// The user-info key of `textDidEndEditingNotification` holding the `DidEndEditingReason` raw value.
    public static let didEndEditingReasonUserInfoKey = "UITextFieldDidEndEditingReasonKey"

    package let editor = TextEditingCore()
    package var editingFlag = false
    package var scrollX: CGFloat = 0
    package var trackingClearButton = false
    package var secureReplacePending = false
    package var askingDelegate = false
    package var layoutCache: (width: CGFloat, layout: any EditorTextLayout)?
    /// The text laid out in pieces before the one edit since (see `pendingFieldEdit`).
    package var previousChunkedLayout: ChunkedLineLayout?
    /// The one edit made since `previousChunkedLayout` was laid out.
    package var pendingFieldEdit: ParagraphStackLayout.Edit?
    package var typingAttributesOverride: [NSAttributedString.Key: Any]?
    package var tokenizerStorage: UITextInputStringTokenizer?

    /// The text (never nil when read: an empty field has `""`).
    open var text: String? {
        get { editor.string }
        set { setTextCore(NSAttributedString(string: newValue ?? "", attributes: defaultTextAttributes)) }
    }

    /// The styled text.
    open var attributedText: NSAttributedString? {
        get { NSAttributedString(attributedString: editor.storage) }
        set { setTextCore(newValue ?? NSAttributedString(string: "", attributes: defaultTextAttributes)) }
    }

    /// The gray text shown while the field is empty.
    open var placeholder: String? {
        get { attributedPlaceholder?.string }
        set {
            attributedPlaceholder = newValue.map {
                NSAttributedString(string: $0, attributes: [.font: font as Any, .foregroundColor: UIColor.placeholderText])
            }
        }
    }

    /// The styled placeholder.
    open var attributedPlaceholder: NSAttributedString? { didSet { textAppearanceDidChange() } }

    /// The default font: the system font's body style (17 pt), as in UIKit.
    package static var defaultFont: UIFont { UIFont.preferredFont(forTextStyle: .body) }

    /// Whether a Dynamic Type font (`preferredFont(forTextStyle:)`, `UIFontMetrics`)
    /// re-sizes when the content size category changes (default false).
    open var adjustsFontForContentSizeCategory = false
    /// The font (default: the body style of the system font, 17 pt). Setting it restyles
    /// the whole text and the placeholder.
    open var font: UIFont? = UITextField.defaultFont {
        didSet {
            if font == nil { font = UITextField.defaultFont }
            applyAttribute(.font, font as Any)
        }
    }

    /// The text color (default `.label`). Setting it recolors the whole text.
    open var textColor: UIColor? = .label {
        didSet { applyAttribute(.foregroundColor, (textColor ?? .label) as Any) }
    }

    /// The horizontal alignment (default `.natural`).
    open var textAlignment: NSTextAlignment = .natural { didSet { textAppearanceDidChange() } }

    /// Whether the font shrinks (down to `minimumFontSize`) so the text fits the text
    /// rect's width (default false).
    open var adjustsFontSizeToFitWidth = false { didSet { textAppearanceDidChange() } }
    /// The smallest font size when shrinking (default 0: UIKit then pins a readable size;
    /// here 6 points).
    open var minimumFontSize: CGFloat = 0 {
        didSet {
            if !minimumFontSize.isFinite || minimumFontSize < 0 {
                UIView.log("UITextField minimumFontSize \(minimumFontSize) is invalid; kept \(oldValue)")
                minimumFontSize = oldValue.isFinite && oldValue >= 0 ? oldValue : 0
                return
            }
            textAppearanceDidChange()
        }
    }

    /// The border style (default `.none`).
    open var borderStyle: BorderStyle = .none { didSet { textAppearanceDidChange() } }

    /// The attributes of typed text and of text set through `text`.
    open var defaultTextAttributes: [NSAttributedString.Key: Any] {
        get { [.font: font ?? UITextField.defaultFont, .foregroundColor: textColor ?? UIColor.label] }
        set {
            if let f = newValue[.font] as? UIFont { font = f }
            if let c = newValue[.foregroundColor] as? UIColor { textColor = c }
        }
    }

    /// The attributes of the next typed text while editing (nil when not editing); reset
    /// to `defaultTextAttributes` when the selection changes, as in UIKit.
    open var typingAttributes: [NSAttributedString.Key: Any]? {
        get { editingFlag ? (typingAttributesOverride ?? defaultTextAttributes) : nil }
        set { if editingFlag { typingAttributesOverride = newValue } }
    }

    /// The background image drawn instead of the border (ignored for `.roundedRect`, as in UIKit).
    open var background: UIImage? { didSet { setNeedsDisplay() } }
    /// The background image while disabled.
    open var disabledBackground: UIImage? { didSet { setNeedsDisplay() } }

    /// When the clear button shows (default `.never`); it shows only while there is text.
    open var clearButtonMode: ViewMode = .never { didSet { textAppearanceDidChange() } }
    /// Whether beginning editing clears the text (default false).
    open var clearsOnBeginEditing = false

    /// A view at the left edge (shown per `leftViewMode`).
    open var leftView: UIView? {
        didSet { overlayViewChanged(old: oldValue, new: leftView) }
    }
    /// When the left view shows (default `.never`).
    open var leftViewMode: ViewMode = .never { didSet { textAppearanceDidChange() } }
    /// A view at the right edge (shown per `rightViewMode`).
    open var rightView: UIView? {
        didSet { overlayViewChanged(old: oldValue, new: rightView) }
    }
    /// When the right view shows (default `.never`).
    open var rightViewMode: ViewMode = .never { didSet { textAppearanceDidChange() } }

    /// The left and right views are archived as such (`UILeftView`, `UIRightView`), not as subviews.
    package override func subviewsForArchiving() -> [UIView] {
        super.subviewsForArchiving().filter { $0 !== leftView && $0 !== rightView }
    }

    /// Whether the field is editing (is first responder).
    open var isEditing: Bool { editingFlag }

    /// The delegate.
    open weak var delegate: UITextFieldDelegate?

    // MARK: Input traits

    /// The keyboard kind (no software keyboard on Linux; kept for input methods).
    open var keyboardType: UIKeyboardType = .default
    /// The return key's title (kept for input methods).
    open var returnKeyType: UIReturnKeyType = .default
    /// Automatic capitalization (software keyboards only; hardware typing is unchanged, as in UIKit).
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Automatic correction (software keyboards only).
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Spell checking (software keyboards only).
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// The keyboard's look.
    open var keyboardAppearance: UIKeyboardAppearance = .default
    /// Whether return does nothing while the text is empty (default false).
    open var enablesReturnKeyAutomatically = false
    /// Whether the text shows as bullets and cannot be copied or cut (default false). As in
    /// UIKit, the first edit after editing begins again replaces the whole secure text.
    open var isSecureTextEntry = false { didSet { textAppearanceDidChange() } }
    /// The meaning of the content, for autofill.
    open var textContentType: UITextContentType!

    // MARK: Init

    /// Creates an empty field.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureTextField()
    }

    /// Creates a field whose return key triggers `primaryAction`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Creates a field from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureTextField()
        decodeTextField(from: coder)
        if coder.hasFailedDecoding { return nil }
    }

    /// Archives the UITextField properties after the view's (see `UITextField+Coding.swift`).
    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        encodeTextField(with: coder)
    }

    // MARK: Geometry (overridable)

    /// The border's rectangle (the bounds).
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }
    /// The rectangle the text is drawn in when not editing.
    open func textRect(forBounds bounds: CGRect) -> CGRect { textRectCore(forBounds: bounds) }
    /// The rectangle the placeholder is drawn in.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// The rectangle the text is drawn and edited in while editing.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// The clear button's rectangle.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect { clearButtonRectCore(forBounds: bounds) }
    /// The left view's rectangle.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect { leftViewRectCore(forBounds: bounds) }
    /// The right view's rectangle.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect { rightViewRectCore(forBounds: bounds) }

    // MARK: Drawing (overridable)

    /// Draws the text in `rect` (vertically centered, clipped).
    open func drawText(in rect: CGRect) { drawTextCore(in: rect) }
    /// Draws the placeholder in `rect` (vertically centered, clipped).
    open func drawPlaceholder(in rect: CGRect) { drawPlaceholderCore(in: rect) }
    /// Draws the border, text or placeholder, selection and clear button.
    open override func draw(_ rect: CGRect) { drawFieldCore() }

    /// The text's size (or the placeholder's) plus the border's padding and overlay views.
    open override var intrinsicContentSize: CGSize { intrinsicSizeCore() }
    /// The intrinsic size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicSizeCore() }
    /// Places the left and right views.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutOverlayViews()
    }

    // MARK: Responder

    /// True while enabled.
    open override var canBecomeFirstResponder: Bool { isEnabled }
    /// Asks the delegate, then begins editing.
    @discardableResult
    open override func becomeFirstResponder() -> Bool { beginEditingCore() }
    /// Asks the delegate, then ends editing.
    @discardableResult
    open override func resignFirstResponder() -> Bool { endEditingCore() }
    /// Handles navigation and deletion keys while editing; other presses go up the chain.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = presses.filter { press in !(editingFlag && press.key.map(handleEditingKey) == true) }
        if !rest.isEmpty { super.pressesBegan(rest, with: event) }
    }
    /// Handles the standard edit actions while editing.
    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if Self.editActions.contains(action) { return editingFlag && canPerformEditAction(action) }
        return super.canPerformAction(action, withSender: sender)
    }
    /// The standard edit actions' handlers, then declared ones.
    open override func handler(forAction action: Selector) -> ((Any?) -> Void)? {
        switch action {
        case .copy: return { [unowned self] in self.copy($0) }
        case .cut: return { [unowned self] in self.cut($0) }
        case .paste: return { [unowned self] in self.paste($0) }
        case .selectAll: return { [unowned self] in self.selectAll($0) }
        case .select: return { [unowned self] in self.select($0) }
        case .delete: return { [unowned self] in self.delete($0) }
        default: return super.handler(forAction: action)
        }
    }
    /// Copies the selection to the general pasteboard (not for secure entry).
    open func copy(_ sender: Any?) { performEditAction(.copy) }
    /// Copies the selection, then deletes it.
    open func cut(_ sender: Any?) { performEditAction(.cut) }
    /// Replaces the selection with the general pasteboard's string.
    open func paste(_ sender: Any?) { performEditAction(.paste) }
    /// Selects all text.
    open func selectAll(_ sender: Any?) { performEditAction(.selectAll) }
    /// Selects the word at the caret.
    open func select(_ sender: Any?) { performEditAction(.select) }
    /// Deletes the selection.
    open func delete(_ sender: Any?) { performEditAction(.delete) }

    /// Ends editing when the field leaves its window.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil, editingFlag { finishEditing(reason: .committed) }
    }

    // MARK: Tracking

    /// Starts a tap or drag: on the clear button, or placing the caret while editing.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { beginTrackingCore(touch) }
    /// Extends the selection while dragging in an editing field.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { continueTrackingCore(touch) }
    /// Clears (clear button), or begins editing at touch-up.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) { endTrackingCore(touch) }

    // MARK: UIKeyInput

    /// Whether the field has text.
    open var hasText: Bool { editor.length > 0 }
    /// Inserts text at the selection (return ends editing per the delegate).
    open func insertText(_ text: String) { editorInsertText(text) }
    /// Deletes the selection or the character before the caret.
    open func deleteBackward() { editorDeleteBackward() }

    // MARK: UITextInput

    /// The selection.
    open var selectedTextRange: UITextRange? {
        get { UITextRange.offsets(editor.selectedRange) }
        set { setSelectedTextRangeCore(newValue) }
    }
    /// The marked text's range; nil when none.
    open var markedTextRange: UITextRange? { editor.markedRange.map(UITextRange.offsets) }
    /// The start of the text.
    open var beginningOfDocument: UITextPosition { TextOffsetPosition(0) }
    /// The end of the text.
    open var endOfDocument: UITextPosition { TextOffsetPosition(editor.length) }
    /// The text in `range`.
    open func text(in range: UITextRange) -> String? { textCore(in: range) }
    /// Replaces the text in `range` (through the delegate's check).
    open func replace(_ range: UITextRange, withText text: String) { replaceCore(range, withText: text) }
    /// Inserts marked text.
    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) { setMarkedTextCore(markedText, selectedRange: selectedRange) }
    /// Commits the marked text.
    open func unmarkText() { editor.markedRange = nil; setNeedsDisplay() }
    /// The range between two positions.
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? { textRangeCore(fromPosition, toPosition) }
    /// The position `offset` UTF-16 units from `position`; nil outside the text.
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? { positionCore(position, offset: offset) }
    /// The position `offset` steps away in a layout direction.
    open func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        positionCore(position, in: direction, offset: offset)
    }
    /// How two positions are ordered.
    open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult { compareCore(position, other) }
    /// The UTF-16 distance between two positions.
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { offsetCore(from, toPosition) }
    /// The position in `range` farthest in `direction`.
    open func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        farthestCore(range, direction)
    }
    /// The range from `position` to the end of the text in `direction`.
    open func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        extendingCore(position, direction)
    }
    /// The rectangles covering `range`, one per line.
    open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { selectionRectsCore(range) }
    /// The first line's rectangle of `range`.
    open func firstRect(for range: UITextRange) -> CGRect { firstRectCore(range) }
    /// The caret rectangle at `position`.
    open func caretRect(for position: UITextPosition) -> CGRect { caretRectCore(position) }
    /// The position nearest `point`.
    open func closestPosition(to point: CGPoint) -> UITextPosition? { TextOffsetPosition(offset(at: point)) }
    /// The position in `range` nearest `point`.
    open func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? { closestCore(point, within: range) }
    /// The character under `point`; nil off the text.
    open func characterRange(at point: CGPoint) -> UITextRange? { characterRangeCore(at: point) }
    /// The boundary finder (a `UITextInputStringTokenizer` over this view).
    open var tokenizer: UITextInputTokenizer {
        if let t = tokenizerStorage { return t }
        let t = UITextInputStringTokenizer(textInput: self)
        tokenizerStorage = t
        return t
    }

    package static let editActions: Set<Selector> = [.copy, .cut, .paste, .selectAll, .select, .delete]

    // MARK: Accessibility

    /// Whether VoiceOver sees the view; true unless set otherwise, as in UIKit.
    open override var isAccessibilityElement: Bool {
        get { accessibilityElementSetting ?? true }
        set { super.isAccessibilityElement = newValue }
    }
    /// The text (bullets for secure entry), unless set.
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? (isSecureTextEntry ? String(repeating: "\u{2022}", count: editor.string.count) : editor.string) }
        set { super.accessibilityValue = newValue }
    }
    /// The placeholder, unless set.
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? placeholder }
        set { super.accessibilityLabel = newValue }
    }
}
