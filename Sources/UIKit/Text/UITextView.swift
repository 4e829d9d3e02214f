import CoreGraphics
import Foundation
import TextLayout

/// A scrollable, multi-line text region, editable by default.
///
/// Return inserts a newline; up and down move by laid-out lines. It is a `UIScrollView`, as
/// in UIKit: it scrolls to keep the caret visible, with the wheel, the keyboard or its
/// `panGestureRecognizer` (dragging while not selecting with the pointer), and its
/// `contentSize` is the text's height plus the container insets. Defaults as in UIKit:
/// editable and selectable, 12-pt system font, insets of 8 points top and bottom, 5-point
/// line fragment padding. Its `delegate` is the scroll view's property: assign a
/// `UITextViewDelegate` (it refines `UIScrollViewDelegate`); reading it back needs a cast,
/// since Swift cannot narrow an inherited property's type as Objective-C does.
@preconcurrency @MainActor
open class UITextView: UIScrollView, UITextInput, UITextInputTraits {
    /// Posted when editing begins.
    public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted after each user change of the text.
    public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted when editing ends.
    public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")

    /// The padding at each end of a line inside the text container (UIKit's `lineFragmentPadding`).
    public static let lineFragmentPadding: CGFloat = 5

    package let editor = TextEditingCore()
    package var editingFlag = false
    package var layoutCache: (width: CGFloat, layout: ParagraphStackLayout)?
    package var previousStack: (width: CGFloat, layout: ParagraphStackLayout)?
    package var pendingEdit: ParagraphStackLayout.Edit?
    package var touchState: (start: CGPoint, selecting: Bool, moved: Bool)?
    package var typingAttributesOverride: [NSAttributedString.Key: Any]?
    package var tokenizerStorage: UITextInputStringTokenizer?
    package var askingDelegate = false
    /// The content offset the text was last drawn at: the text is drawn in the layer's own
    /// contents, so a scroll redraws it (at the layout the scroll schedules).
    package var drawnOffset: CGPoint?

    /// The text.
    open var text: String! {
        get { editor.string }
        set { setTextCore(NSAttributedString(string: newValue ?? "", attributes: defaultAttributes)) }
    }

    /// The styled text.
    open var attributedText: NSAttributedString! {
        get { NSAttributedString(attributedString: editor.storage) }
        set { setTextCore(newValue ?? NSAttributedString(string: "")) }
    }

    /// Whether a Dynamic Type font (`preferredFont(forTextStyle:)`, `UIFontMetrics`)
    /// re-sizes when the content size category changes (default false).
    open var adjustsFontForContentSizeCategory = false
    /// The font (nil: 12-pt system font). Setting it restyles the whole text.
    open var font: UIFont? {
        didSet { applyAttribute(.font, effectiveFont) }
    }

    /// The text color (nil: `.label`). Setting it recolors the whole text.
    open var textColor: UIColor? {
        didSet { applyAttribute(.foregroundColor, textColor ?? .label) }
    }

    /// The horizontal alignment (default `.natural`).
    open var textAlignment: NSTextAlignment = .natural { didSet { textLayoutDidChange() } }

    /// Whether the user may change the text (default true).
    open var isEditable = true {
        didSet { if !isEditable, editingFlag { endEditingSession() } }
    }

    /// Whether the user may select text (default true).
    open var isSelectable = true

    /// The inset of the text container in the view (default 8 points top and bottom);
    /// non-finite insets are rejected (logged).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet {
            let i = textContainerInset
            if ![i.top, i.left, i.bottom, i.right].allSatisfy(\.isFinite) {
                UIView.log("UITextView textContainerInset \(i) is not finite; kept \(oldValue)")
                textContainerInset = oldValue
                return
            }
            textLayoutDidChange()
        }
    }

    /// The selection in UTF-16 offsets; setting clamps it to the text and whole characters.
    open var selectedRange: NSRange {
        get { editor.selectedRange }
        set {
            editor.select(newValue)
            editorSelectionDidChange()
        }
    }

    /// The attributes of the next typed text.
    open var typingAttributes: [NSAttributedString.Key: Any] {
        get { typingAttributesOverride ?? defaultAttributes }
        set { typingAttributesOverride = newValue }
    }

    /// Whether the view is editing.
    open var isEditing: Bool { editingFlag }

    // MARK: Scrolling

    /// The size of the text plus the container insets (measured when read).
    open override var contentSize: CGSize {
        get { updateContentSize(); return super.contentSize }
        set { super.contentSize = newValue }
    }

    /// Whether the view scrolls (default true); when false it sizes itself to its text.
    open override var isScrollEnabled: Bool {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// The pointer selects text while it drags from inside a selectable first responder;
    /// otherwise the pan scrolls, as a scroll view's.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === panGestureRecognizer, touchState?.selecting == true { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// Scrolls so the text of `range` is visible.
    open func scrollRangeToVisible(_ range: NSRange) { scrollRangeToVisibleCore(range) }

    // MARK: Input traits

    /// The keyboard kind (no software keyboard on Linux; kept for input methods).
    open var keyboardType: UIKeyboardType = .default
    /// The return key's title.
    open var returnKeyType: UIReturnKeyType = .default
    /// Automatic capitalization (software keyboards only).
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Automatic correction (software keyboards only).
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Spell checking (software keyboards only).
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// The keyboard's look.
    open var keyboardAppearance: UIKeyboardAppearance = .default
    /// Whether return does nothing while the text is empty.
    open var enablesReturnKeyAutomatically = false
    /// Whether the text shows as bullets and cannot be copied (default false).
    open var isSecureTextEntry = false { didSet { textLayoutDidChange() } }
    /// The meaning of the content, for autofill.
    open var textContentType: UITextContentType!

    // MARK: Init

    /// Creates an empty text view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureTextView()
    }

    /// Creates a text view from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureTextView()
        decodeTextView(from: coder)
        if coder.hasFailedDecoding { return nil }
    }

    /// Archives the UITextView properties after the view's (see `UITextView+Coding.swift`).
    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        encodeTextView(with: coder)
    }

    // MARK: Drawing and layout

    /// Draws the text, and the selection or caret while first responder.
    open override func draw(_ rect: CGRect) {
        drawnOffset = contentOffset
        drawTextViewCore()
    }
    /// The text's size when scrolling is disabled; no intrinsic size otherwise.
    open override var intrinsicContentSize: CGSize { intrinsicSizeCore() }
    /// The size fitting the text at the offered width.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { sizeThatFitsCore(size) }
    /// Re-wraps the text for the new width.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateContentSize()
        if let drawnOffset, drawnOffset != contentOffset { setNeedsDisplay() }
    }

    // MARK: Responder

    /// True when editable or selectable.
    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }
    /// An editable text view takes keyboard focus (Tab).
    open override var canBecomeFocused: Bool { isEditable }
    /// Asks the delegate, then begins editing (editable views) or selecting.
    @discardableResult
    open override func becomeFirstResponder() -> Bool { beginEditingCore() }
    /// Asks the delegate, then ends editing.
    @discardableResult
    open override func resignFirstResponder() -> Bool { endEditingCore() }
    /// Handles navigation and deletion keys while first responder.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = presses.filter { press in !(isFirstResponder && press.key.map(handleEditingKey) == true) }
        if !rest.isEmpty { super.pressesBegan(rest, with: event) }
    }
    /// Handles the standard edit actions while first responder.
    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if UITextField.editActions.contains(action) { return isFirstResponder && canPerformEditAction(action) }
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
    /// Copies the selection to the general pasteboard.
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

    /// Places the caret or selects (first responder), scrolls (otherwise).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { textTouchesBegan(touches) }
    /// Extends the selection or scrolls.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { textTouchesMoved(touches) }
    /// Begins editing at touch-up after a tap.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { textTouchesEnded(touches) }
    /// Forgets the touch.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { touchState = nil }

    /// Ends editing when the view leaves its window.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil, editingFlag { endEditingSession() }
    }

    // MARK: UIKeyInput

    /// Whether the view has text.
    open var hasText: Bool { editor.length > 0 }
    /// Inserts text at the selection (return inserts a newline).
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
}
