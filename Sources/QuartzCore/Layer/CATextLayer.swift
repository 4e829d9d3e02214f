import CoreGraphics
import Foundation

/// How a text layer truncates text that does not fit its bounds.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// Creates a mode from its string value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// No truncation: text past the bounds is clipped (the default).
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    /// An ellipsis replaces the start of the line.
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    /// An ellipsis replaces the end of the line.
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    /// An ellipsis replaces the middle of the line.
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}

/// How a text layer aligns lines horizontally in its bounds.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// Creates a mode from its string value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The leading edge of the text's direction (the default).
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    /// The left edge.
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    /// The right edge.
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    /// Centered.
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    /// Both edges, for all lines but the last of each paragraph.
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

/// A layer that draws a plain or attributed string from the top of its bounds, clipped
/// to them, between its contents and its sublayers. The text is rasterized at
/// `contentsScale` (a 1x layer on a 2x screen looks soft, as in Core Animation) and cached
/// until a property, the bounds size or the scale changes.
open class CATextLayer: CALayer {
    /// The text: a `String` (or `NSString`) drawn with `font`, `fontSize` and
    /// `foregroundColor`, or an `NSAttributedString` whose attributes are used instead
    /// (default nil: nothing drawn).
    open var string: Any? { didSet { textPropertyDidChange("string", oldValue: oldValue) } }
    /// The font of plain strings: a font name `String`, a `CGFont`, or a font object (`UIFont`); its
    /// size is ignored in favour of `fontSize` (default "Helvetica", which maps to the
    /// system family).
    open var font: Any? = "Helvetica" { didSet { textPropertyDidChange("font", oldValue: oldValue) } }
    /// The font size of plain strings, in points (default 36). Animatable.
    open var fontSize: CGFloat = 36 { didSet { textPropertyDidChange("fontSize", oldValue: oldValue) } }
    /// The color of plain strings (default opaque white; nil draws black). Animatable.
    open var foregroundColor: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1) {
        didSet { textPropertyDidChange("foregroundColor", oldValue: oldValue) }
    }
    /// Whether lines wrap at the bounds width (default false: one line per paragraph).
    open var isWrapped = false { didSet { textPropertyDidChange("wrapped", oldValue: oldValue) } }
    /// How text that does not fit the bounds is truncated (default `.none`).
    open var truncationMode: CATextLayerTruncationMode = .none {
        didSet { textPropertyDidChange("truncationMode", oldValue: oldValue) }
    }
    /// How lines are aligned in the bounds (default `.natural`); an attributed string's
    /// own paragraph style takes precedence.
    open var alignmentMode: CATextLayerAlignmentMode = .natural {
        didSet { textPropertyDidChange("alignmentMode", oldValue: oldValue) }
    }
    /// Whether glyph positions are quantized to whole points (default false: subpixel
    /// positions).
    open var allowsFontSubpixelQuantization = false {
        didSet { textPropertyDidChange("allowsFontSubpixelQuantization", oldValue: oldValue) }
    }

    // MARK: Key-value access

    override open func value(forKey key: String) -> Any? {
        switch key {
        case "string": return string
        case "font": return font
        case "fontSize": return fontSize
        case "foregroundColor": return foregroundColor
        case "wrapped", "isWrapped": return isWrapped
        case "truncationMode": return truncationMode
        case "alignmentMode": return alignmentMode
        case "allowsFontSubpixelQuantization": return allowsFontSubpixelQuantization
        default: return super.value(forKey: key)
        }
    }

    override open func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "string": string = value
        case "font": font = value
        case "fontSize": if let v = ShapeValues.number(value, key: key), v.isFinite { fontSize = max(0, v) }
        case "foregroundColor": foregroundColor = value.flatMap { $0 as? CGColor }
        case "wrapped", "isWrapped": isWrapped = TextLayerValues.flag(value, key: key) ?? isWrapped
        case "allowsFontSubpixelQuantization":
            allowsFontSubpixelQuantization = TextLayerValues.flag(value, key: key) ?? allowsFontSubpixelQuantization
        case "truncationMode":
            if let v = value as? CATextLayerTruncationMode { truncationMode = v } else if let s = value as? String { truncationMode = .init(rawValue: s) }
        case "alignmentMode":
            if let v = value as? CATextLayerAlignmentMode { alignmentMode = v } else if let s = value as? String { alignmentMode = .init(rawValue: s) }
        default: super.setValue(value, forKey: key)
        }
    }

    override open class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "font": return "Helvetica"
        case "fontSize": return CGFloat(36)
        case "foregroundColor": return CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        case "wrapped", "allowsFontSubpixelQuantization": return false
        case "truncationMode": return CATextLayerTruncationMode.none
        case "alignmentMode": return CATextLayerAlignmentMode.natural
        default: return super.defaultValue(forKey: key)
        }
    }

    // MARK: Engine hooks

    /// The rasterized text and what it was drawn from.
    package var textImageCache: TextLayerImage?
    /// Bumped on every model change, so the cached image is redrawn.
    package var textGeneration = 0

    override package func copySubclassProperties(from other: CALayer) {
        guard let other = other as? CATextLayer else { return }
        string = other.string
        font = other.font
        fontSize = other.fontSize
        foregroundColor = other.foregroundColor
        isWrapped = other.isWrapped
        truncationMode = other.truncationMode
        alignmentMode = other.alignmentMode
        allowsFontSubpixelQuantization = other.allowsFontSubpixelQuantization
    }

    override package var subclassContentPartCount: Int { hasText ? 1 : 0 }

    override package func paintSubclassContent(_ painter: LayerPainter, values: LayerRenderValues,
                                               transform m: CGAffineTransform, alpha: CGFloat) -> CGRect {
        paintText(cr: painter.cr, values: values, transform: m, alpha: alpha)
    }
}
