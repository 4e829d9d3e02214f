import CoreGraphics
import Foundation
import TextLayout

/// A font: a family, a size and traits, resolved to an installed face.
///
/// The system font is DejaVu Sans (Debian's `fonts-dejavu-core`), the monospaced system
/// font DejaVu Sans Mono, the serif design DejaVu Serif, so text renders the same on every
/// machine. Unknown names fall back to the system font with a log line (UIKit would return
/// nil from `init?(name:size:)`; falling back keeps force-unwrapping ported code alive).
/// Immutable and not actor-isolated, as in UIKit.
open class UIFont: NSObject, @unchecked Sendable {
    /// The resolved font request TextLayout draws with.
    package private(set) var spec: FontSpec
    /// The text style the font was made for, if any.
    package private(set) var textStyleStorage: TextStyle?
    /// Whether the font was asked for as monospaced (digits or all glyphs).
    package private(set) var isMonospacedRequest: Bool
    /// What a Dynamic Type font was made from (`preferredFont`, `UIFontMetrics`), so it can
    /// be re-sized when the content size category changes; nil for fixed fonts.
    package var dynamicTypeBase: DynamicTypeBase?

    /// A font weight, UIKit's -1...1 scale.
    public struct Weight: RawRepresentable, Hashable, Sendable, Comparable {
        /// The weight as a number from -1 (lightest) to 1 (heaviest).
        public let rawValue: CGFloat
        /// Creates a weight from its number.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Creates a weight from its number.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        /// Whether one weight is lighter than another.
        public static func < (a: Weight, b: Weight) -> Bool { a.rawValue < b.rawValue }
        /// The ultra-light weight.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// The thin weight.
        public static let thin = Weight(rawValue: -0.6)
        /// The light weight.
        public static let light = Weight(rawValue: -0.4)
        /// The regular weight.
        public static let regular = Weight(rawValue: 0)
        /// The medium weight.
        public static let medium = Weight(rawValue: 0.23)
        /// The semibold weight.
        public static let semibold = Weight(rawValue: 0.3)
        /// The bold weight.
        public static let bold = Weight(rawValue: 0.4)
        /// The heavy weight.
        public static let heavy = Weight(rawValue: 0.56)
        /// The black (heaviest) weight.
        public static let black = Weight(rawValue: 0.62)
    }

    /// A Dynamic Type text style.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// The text style's name.
        public let rawValue: String
        /// Creates a text style from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The style for large titles.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// The style for first-level titles.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// The style for second-level titles.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// The style for third-level titles.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// The style for headings.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// The style for subheadings.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// The style for body text.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// The style for callouts.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// The style for footnotes.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// The style for standard captions.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// The style for alternate captions.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// UIKit's size and weight at the default (Large) content size category.
        package var defaultSizeAndWeight: (CGFloat, Weight) {
            switch self {
            case .largeTitle: return (34, .regular)
            case .title1: return (28, .regular)
            case .title2: return (22, .regular)
            case .title3: return (20, .regular)
            case .headline: return (17, .semibold)
            case .subheadline: return (15, .regular)
            case .callout: return (16, .regular)
            case .footnote: return (13, .regular)
            case .caption1: return (12, .regular)
            case .caption2: return (11, .regular)
            default: return (17, .regular)
            }
        }
    }

    /// The regular system font at `systemFontSize`: the designated initializer, so that
    /// subclasses inherit every other initializer as on iOS.
    public override init() {
        spec = FontSpec(family: FontSpec.systemFamily, size: 14)
        textStyleStorage = nil
        isMonospacedRequest = false
        super.init()
    }

    package convenience init(spec: FontSpec, textStyle: TextStyle? = nil, monospaced: Bool = false) {
        self.init()
        self.spec = spec
        self.textStyleStorage = textStyle
        self.isMonospacedRequest = monospaced
    }

    /// Decodes a font archived with `encode(with:)` (family, size, weight, italic,
    /// condensed, text style); nil (logged, the coder's `error` set) for a bad value.
    public required convenience init?(coder: NSCoder) {
        guard let archived = UIFont.decodeArchived(from: coder) else { return nil }
        self.init(spec: archived.spec, textStyle: archived.textStyle, monospaced: archived.monospaced)
    }

    /// Archives the font: `UIFontName`, `UIFontPointSize` and the exact request (see `UIFont+Coding.swift`).
    open func encode(with coder: NSCoder) { encodeFont(with: coder) }

    /// A font from a family or face name ("DejaVu Sans", "DejaVuSans-Bold", "Helvetica-Bold");
    /// unknown names fall back to the system font with a log line. Never nil.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        let parsed = UIFont.parse(name: fontName)
        let size = fontSize > 0 && fontSize.isFinite ? fontSize : 12
        self.init(spec: FontSpec(family: parsed.family, size: size, weight: parsed.weight.rawValue, italic: parsed.italic),
                  monospaced: parsed.family == FontSpec.monospacedFamily)
    }

    /// A font matching a descriptor; `pointSize` 0 keeps the descriptor's size.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let size = pointSize > 0 && pointSize.isFinite ? pointSize : (descriptor.pointSize > 0 ? descriptor.pointSize : 12)
        let traits = descriptor.symbolicTraits
        var weight = descriptor.weight?.rawValue ?? 0
        if traits.contains(.traitBold), weight < UIFont.Weight.bold.rawValue { weight = UIFont.Weight.bold.rawValue }
        var family = descriptor.family ?? FontSpec.systemFamily
        if let name = descriptor.name, descriptor.family == nil {
            let parsed = UIFont.parse(name: name)
            family = parsed.family
            if weight == 0 { weight = parsed.weight.rawValue }
        }
        if traits.contains(.traitMonoSpace) { family = FontSpec.monospacedFamily }
        self.init(spec: FontSpec(family: family, size: size, weight: weight, italic: traits.contains(.traitItalic),
                                 condensed: traits.contains(.traitCondensed)),
                  textStyle: descriptor.textStyle, monospaced: traits.contains(.traitMonoSpace))
    }

    // MARK: System fonts

    /// The system font (DejaVu Sans) in a size.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }
    /// The system font in a size and weight.
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(spec: .system(size: fontSize, weight: weight.rawValue))
    }
    /// The bold system font.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }
    /// The italic (oblique) system font.
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(spec: FontSpec(family: FontSpec.systemFamily, size: fontSize, italic: true))
    }
    /// The monospaced system font (DejaVu Sans Mono).
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(spec: FontSpec(family: FontSpec.monospacedFamily, size: fontSize, weight: weight.rawValue), monospaced: true)
    }
    /// The system font with fixed-width digits (DejaVu Sans's digits are already tabular).
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(spec: .system(size: fontSize, weight: weight.rawValue), monospaced: false)
    }
    /// The font for a text style at the user's preferred content size category.
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }
    /// The font for a text style at the content size category of `traitCollection` (the
    /// user's preferred category when nil or unspecified); sizes from Apple's Dynamic Type table.
    open class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let (size, weight) = style.defaultSizeAndWeight
        let base = DynamicTypeBase(style: style, spec: .system(size: size, weight: weight.rawValue), maximumPointSize: nil,
                                   usesStyleSizes: true, monospaced: false)
        return base.font(for: DynamicTypeBase.category(of: traitCollection))
    }

    /// The standard system font size (14).
    open class var systemFontSize: CGFloat { 14 }
    /// The small system font size (12).
    open class var smallSystemFontSize: CGFloat { 12 }
    /// The label font size (17).
    open class var labelFontSize: CGFloat { 17 }
    /// The button font size (18).
    open class var buttonFontSize: CGFloat { 18 }

    /// The installed font families.
    open class var familyNames: [String] { FontCatalog.shared.familyNames }
    /// The face names of a family.
    open class func fontNames(forFamilyName familyName: String) -> [String] {
        guard FontCatalog.shared.isInstalled(familyName) else { return [] }
        let base = FontSpec(family: familyName, size: 12)
        var names = [base.postScriptName]
        for (w, i) in [(CGFloat(0.4), false), (0, true), (0.4, true)] {
            names.append(FontSpec(family: base.family, size: 12, weight: w, italic: i).postScriptName)
        }
        return names
    }

    // MARK: Attributes

    /// The family name ("DejaVu Sans").
    open var familyName: String { spec.family }
    /// The face name ("DejaVuSans-Bold").
    open var fontName: String { spec.postScriptName }
    /// The size in points.
    open var pointSize: CGFloat { spec.size }
    /// Top of the line box above the baseline.
    open var ascender: CGFloat { spec.metrics.ascender }
    /// Bottom of the line box below the baseline (negative).
    open var descender: CGFloat { spec.metrics.descender }
    /// Height of capital letters.
    open var capHeight: CGFloat { spec.metrics.capHeight }
    /// Height of lowercase x.
    open var xHeight: CGFloat { spec.metrics.xHeight }
    /// The line height: ascender - descender + leading.
    open var lineHeight: CGFloat { spec.metrics.lineHeight }
    /// The extra space between lines.
    open var leading: CGFloat { spec.metrics.leading }

    /// The same font in another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(spec: FontSpec(family: spec.family, size: fontSize, weight: spec.weight, italic: spec.italic,
                              condensed: spec.condensed), textStyle: textStyleStorage, monospaced: isMonospacedRequest)
    }

    /// A descriptor of this font.
    open var fontDescriptor: UIFontDescriptor {
        var traits: UIFontDescriptor.SymbolicTraits = []
        if spec.pangoWeight >= 600 { traits.insert(.traitBold) }
        if spec.italic { traits.insert(.traitItalic) }
        if spec.condensed { traits.insert(.traitCondensed) }
        if spec.family == FontSpec.monospacedFamily { traits.insert(.traitMonoSpace) }
        return UIFontDescriptor(family: spec.family, name: fontName, size: spec.size, weight: Weight(rawValue: spec.weight),
                                traits: traits, textStyle: textStyleStorage)
    }

    /// Two fonts are equal when they have the same family, weight, style and size.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return other.spec == spec
    }

    /// A hash consistent with `isEqual(_:)`.
    open override var hash: Int { spec.hashValue }

    /// A description of the font's family, weight, style and size, in UIKit's format.
    open override var description: String {
        "<UIFont: font-family: \"\(familyName)\"; font-weight: \(spec.pangoWeight >= 600 ? "bold" : "normal"); font-style: \(spec.italic ? "italic" : "normal"); font-size: \(pointSize)pt>"
    }

    // MARK: Name parsing

    /// Splits "Family-Style" into an installed family and traits.
    package static func parse(name: String) -> (family: String, weight: Weight, italic: Bool) {
        let parsed = FontSpec.parse(name: name)
        return (parsed.family, Weight(rawValue: parsed.weight), parsed.italic)
    }
}
