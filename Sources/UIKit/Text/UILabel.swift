import CoreGraphics
import Foundation
import TextLayout

/// A view that displays one or more lines of read-only text.
///
/// Defaults as in UIKit: 17-pt system font, `.label` text color, natural alignment, one
/// line, truncating tail, user interaction off, content mode `.redraw`. Drawing happens in
/// `draw(_:)` → `drawText(in:)`, which centers the text vertically in the rect it gets;
/// `textRect(forBounds:limitedToNumberOfLines:)` measures. Both may be overridden.
@preconcurrency @MainActor
open class UILabel: UIView {
    package var attributedStorage: NSAttributedString?
    package var textWasSetPlain = true
    /// The width a multi-line label is measured at while `systemLayoutSizeFitting` sizes
    /// its container (its own bounds are not laid out yet); nil otherwise.
    package var fittingWidth: CGFloat?
    /// The bounds width the intrinsic size was last measured at (multi-line labels).
    package var measuredWidth: CGFloat = 0

    /// The text shown (nil: none). Setting it replaces `attributedText` with the text in
    /// the label's font and color.
    open var text: String? {
        get { attributedStorage?.string }
        set {
            attributedStorage = newValue.map { NSAttributedString(string: $0) }
            textWasSetPlain = true
            textDidChange()
        }
    }

    /// The styled text; attributes missing in a range use the label's font and color.
    open var attributedText: NSAttributedString? {
        get {
            guard let s = attributedStorage else { return nil }
            guard textWasSetPlain else { return s }
            return NSAttributedString(string: s.string, attributes: [.font: font as Any, .foregroundColor: textColor as Any])
        }
        set {
            attributedStorage = newValue.map { NSAttributedString(attributedString: $0) }
            textWasSetPlain = false
            textDidChange()
        }
    }

    /// Whether a Dynamic Type font (`preferredFont(forTextStyle:)`, `UIFontMetrics`)
    /// re-sizes when the content size category changes (default false).
    open var adjustsFontForContentSizeCategory = false
    /// The font (default: system font, 17 pt). Setting nil restores the default.
    open var font: UIFont! = UIFont.systemFont(ofSize: 17) {
        didSet { if font == nil { font = UIFont.systemFont(ofSize: 17) }; noteAppearance(\UILabel.font, key: "font"); textDidChange() }
    }
    /// The text color (default `.label`). Setting nil restores the default.
    open var textColor: UIColor! = .label {
        didSet { if textColor == nil { textColor = .label }; noteAppearance(\UILabel.textColor, key: "textColor"); setNeedsDisplay() }
    }
    /// The shadow color of the text (default nil: no shadow).
    open var shadowColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The shadow offset (default (0, -1)).
    open var shadowOffset = CGSize(width: 0, height: -1) { didSet { setNeedsDisplay() } }
    /// The horizontal alignment (default `.natural`).
    open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsDisplay() } }
    /// How lines break and truncate (default `.byTruncatingTail`).
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { textDidChange() } }
    /// The maximum number of lines (default 1; 0: no limit).
    open var numberOfLines: Int = 1 { didSet { if numberOfLines < 0 { numberOfLines = 0 }; textDidChange() } }
    /// Whether the label draws enabled (default true); disabled text is drawn gray.
    open var isEnabled = true { didSet { setNeedsDisplay() } }
    /// Whether the label draws highlighted (default false).
    open var isHighlighted = false { didSet { setNeedsDisplay() } }
    /// The text color while highlighted (default nil: `textColor`).
    open var highlightedTextColor: UIColor? { didSet { setNeedsDisplay() } }
    /// Whether the font shrinks (down to `minimumScaleFactor`) so one line fits the width.
    open var adjustsFontSizeToFitWidth = false { didSet { setNeedsDisplay() } }
    /// The smallest scale of the font when adjusting (default 0: UIKit then uses 0.5... we honor as given, floor 0.1).
    open var minimumScaleFactor: CGFloat = 0 { didSet { setNeedsDisplay() } }
    /// Whether letter spacing tightens (by up to 5% of the font size per character) before
    /// the text is truncated (default false).
    open var allowsDefaultTighteningForTruncation = false { didSet { setNeedsDisplay() } }
    /// How text moves vertically when the font shrinks (default `.alignBaselines`).
    open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines
    /// The width multi-line labels wrap at for their intrinsic size (default 0: the bounds width).
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { invalidateIntrinsicContentSize() } }
    /// Whether the text shows its highlighted form when the label is in a highlighted cell.
    open var showsExpansionTextWhenTruncated = false

    /// Creates an empty label with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureLabel()
    }

    /// Creates a label from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureLabel(interaction: coder.containsValue(forKey: "UIUserInteractionEnabled") ? isUserInteractionEnabled : false)
        decodeLabel(from: coder)
        if coder.hasFailedDecoding { return nil }
    }

    /// Archives the UILabel properties after the view's (see `UILabel+Coding.swift`).
    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        encodeLabel(with: coder)
    }

    /// A label ignores touches unless its archive or document says otherwise.
    private func configureLabel(interaction: Bool = false) {
        isUserInteractionEnabled = interaction
        contentMode = .redraw
        layer.needsDisplayOnBoundsChange = true
    }

    // MARK: Measuring and drawing (overridable)

    /// The rect the text occupies when drawn in `bounds` with at most `numberOfLines`
    /// lines (0: no limit): origin at the bounds' origin, size rounded up to points.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        if numberOfLines == 0, let size = longTextSizeIfNeeded(width: bounds.width, height: bounds.height) {
            let w = min(ceil(size.width), bounds.width.isFinite ? max(0, bounds.width) : .greatestFiniteMagnitude)
            return CGRect(x: bounds.minX, y: bounds.minY, width: w, height: ceil(size.height))
        }
        guard let layout = makeLayout(width: bounds.width, lines: numberOfLines, height: bounds.height) else {
            return CGRect(origin: bounds.origin, size: .zero)
        }
        let w = min(ceil(layout.size.width), bounds.width.isFinite ? max(0, bounds.width) : .greatestFiniteMagnitude)
        return CGRect(x: bounds.minX, y: bounds.minY, width: w, height: ceil(layout.size.height))
    }

    /// Draws the text in `rect`, vertically centered; the default `draw(_:)` calls it with the bounds.
    open func drawText(in rect: CGRect) {
        guard let layout = makeLayout(width: rect.width, lines: numberOfLines, height: rect.height, fitting: adjustsFontSizeToFitWidth) else { return }
        let y = rect.minY + ((rect.height - layout.size.height) / 2).rounded(.down)
        var shadow: NSShadow?
        if let shadowColor {
            let s = NSShadow()
            s.shadowColor = shadowColor
            s.shadowOffset = CGSize(width: shadowOffset.width, height: shadowOffset.height)
            shadow = s
        } else if let s = attributedStorage, !textWasSetPlain {
            shadow = TextLayoutBuilder.shadow(of: s)
        }
        TextLayoutBuilder.draw(layout, at: CGPoint(x: rect.minX, y: y), clip: bounds, shadow: shadow, defaultColor: effectiveTextColor)
    }

    /// Draws the text within the bounds.
    open override func draw(_ rect: CGRect) { drawText(in: bounds) }

    /// A multi-line label without a preferred width wraps at its bounds: when a layout pass
    /// changes its width, its intrinsic height is measured again (UIKit's second pass).
    open override func layoutSubviews() {
        super.layoutSubviews()
        if numberOfLines != 1, preferredMaxLayoutWidth == 0, bounds.width != measuredWidth {
            measuredWidth = bounds.width
            invalidateIntrinsicContentSize()
        }
    }

    /// The width the intrinsic size is measured at: unlimited for one line; else the
    /// preferred maximum width, the width being fitted, or the bounds width, in that order.
    private var intrinsicMeasuringWidth: CGFloat {
        guard numberOfLines != 1 else { return .greatestFiniteMagnitude }
        if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
        if let fittingWidth { return fittingWidth }
        return bounds.width > 0 ? bounds.width : .greatestFiniteMagnitude
    }

    /// The size of the text, wrapped at the preferred maximum width (or bounds) for multiline labels.
    open override var intrinsicContentSize: CGSize {
        guard let s = attributedStorage, s.length > 0 else { return .zero }
        let width = intrinsicMeasuringWidth
        let r = textRect(forBounds: CGRect(x: 0, y: 0, width: width, height: .greatestFiniteMagnitude), limitedToNumberOfLines: numberOfLines)
        return r.size
    }

    /// The size of the text laid out within the offered size and line limit.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let w = size.width > 0 ? size.width : .greatestFiniteMagnitude
        let h = size.height > 0 ? size.height : .greatestFiniteMagnitude
        return textRect(forBounds: CGRect(x: 0, y: 0, width: w, height: h), limitedToNumberOfLines: numberOfLines).size
    }

    // MARK: Baselines

    /// The first baseline's distance from the top of the bounds as drawn (Auto Layout's
    /// `.firstBaseline`; UIKit's private `_firstBaselineOffsetFromTop`).
    open var firstBaselineOffsetFromTop: CGFloat {
        guard let layout = makeLayout(width: bounds.width, lines: numberOfLines, height: bounds.height) else { return font.ascender }
        return ((bounds.height - layout.size.height) / 2).rounded(.down) + layout.firstBaseline
    }

    /// The last baseline's distance from the bottom of the bounds as drawn (`.lastBaseline`).
    open var lastBaselineOffsetFromBottom: CGFloat {
        guard let layout = makeLayout(width: bounds.width, lines: numberOfLines, height: bounds.height) else { return -font.descender }
        return bounds.height - (((bounds.height - layout.size.height) / 2).rounded(.down) + layout.lastBaseline)
    }

    /// The text block Auto Layout aligns baselines with: laid out as for
    /// `intrinsicContentSize` and centred vertically as drawn, so `.firstBaseline` is
    /// `top + firstBaselineOffsetFromTop` and `.lastBaseline` is
    /// `bottom - lastBaselineOffsetFromBottom` for the solved height.
    package override var baselineLayoutBox: (height: CGFloat, first: CGFloat, last: CGFloat)? {
        let width = intrinsicMeasuringWidth
        guard let layout = makeLayout(width: width, lines: numberOfLines, height: .greatestFiniteMagnitude) else {
            return (font.lineHeight, font.ascender, font.ascender)
        }
        return (layout.size.height, layout.firstBaseline, layout.lastBaseline)
    }

    // MARK: Internals

    /// The color unstyled text is drawn in for the current state.
    package var effectiveTextColor: UIColor {
        if !isEnabled { return .systemGray }
        if isHighlighted, let highlightedTextColor { return highlightedTextColor }
        return textColor
    }

    private func textDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    /// The laid-out text for a width, line limit and height; nil when there is no text.
    /// The label's alignment and line break mode over the text's paragraph settings (when
    /// the text is plain or has no paragraph style of its own).
    package func paragraphOverride(for s: NSAttributedString) -> (inout ParagraphSettings) -> Void {
        let alignment = textAlignment, mode = lineBreakMode
        let plain = textWasSetPlain
        return { p in
            if plain || s.attribute(.paragraphStyle, at: 0, effectiveRange: nil) == nil {
                p.alignment = alignment.layoutMode
                p.lineBreakMode = LineBreakModeKind(rawValue: mode.rawValue) ?? .byTruncatingTail
            }
        }
    }

    /// Whether the line break mode truncates (head, middle or tail).
    private var truncatesText: Bool { [.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle].contains(lineBreakMode) }

    /// The size of a long text without a line limit, measured piece by piece
    /// (`longTextSize`); nil for short text or a height that truncates.
    package func longTextSizeIfNeeded(width: CGFloat, height: CGFloat) -> CGSize? {
        guard let s = attributedStorage, s.length > UILabel.longTextPieceLength else { return nil }
        let w: CGFloat? = width.isFinite && width > 0 && width < 1e7 ? width : nil
        if truncatesText, height.isFinite, height > 0, height < 1e7 { return nil }
        return longTextSize(s, width: w, override: paragraphOverride(for: s))
    }

    package func makeLayout(width: CGFloat, lines: Int, height: CGFloat, fitting: Bool = false) -> TextLayout? {
        guard let s = attributedStorage, s.length > 0 else { return nil }
        let w: CGFloat? = width.isFinite && width > 0 && width < 1e7 ? width : nil
        let h: CGFloat? = height.isFinite && height > 0 && height < 1e7 ? height : nil
        let override = paragraphOverride(for: s)
        let truncating = truncatesText
        var layout = TextLayoutBuilder.layout(s, width: w, lines: lines, maximumHeight: lines == 0 && truncating ? h : nil,
                                              defaultFont: font, paragraphOverride: override)
        if allowsDefaultTighteningForTruncation, truncating, !fitting, layout.isTruncated {
            layout = tightenedLayout(s, width: w, lines: lines, height: lines == 0 ? h : nil, override: override) ?? layout
        }
        if fitting, lines == 1, let w, layout.isTruncated || layout.size.width > w {
            // Shrink until the text fits on one line unwrapped, not below the minimum scale.
            let minimum = minimumScaleFactor > 0 ? min(1, minimumScaleFactor) : 0.1
            let natural = TextLayoutBuilder.layout(s, width: nil, lines: 1, defaultFont: font, paragraphOverride: override)
            var scale = max(minimum, min(1, w / max(1, natural.size.width)))
            while true {
                layout = TextLayoutBuilder.layout(s, width: w, lines: 1, defaultFont: font, paragraphOverride: override, fontScale: scale)
                if !layout.isTruncated || scale <= minimum { break }
                scale = max(minimum, scale * 0.97)
            }
        }
        return layout
    }

    // MARK: Accessibility

    /// Whether VoiceOver sees the label; true unless set otherwise, as in UIKit.
    open override var isAccessibilityElement: Bool {
        get { accessibilityElementSetting ?? true }
        set { super.isAccessibilityElement = newValue }
    }
    /// Static text, as UIKit reports labels.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { super.accessibilityTraits.union(.staticText) }
        set { super.accessibilityTraits = newValue }
    }
    /// The text unless set.
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? (attributedText?.string ?? text) }
        set { super.accessibilityLabel = newValue }
    }
}

/// How a shrinking label's text moves vertically.
public enum UIBaselineAdjustment: Int, Sendable {
    case alignBaselines = 0, alignCenters, none
}
