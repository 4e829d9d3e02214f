import CoreGraphics
import Foundation
import TextLayout

/// A description of a font by attributes (family, face name, size, traits, text style)
/// from which `UIFont(descriptor:size:)` makes a font.
open class UIFontDescriptor: NSObject, @unchecked Sendable {
    /// A font attribute name.
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        /// The attribute's name.
        public let rawValue: String
        /// Creates an attribute name from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The font family name.
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        /// The font's full name.
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        /// The font face (style) name, such as "Bold".
        public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
        /// The point size.
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        /// A dictionary of traits (symbolic traits, weight, width, slant).
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
        /// The text style the font was made for.
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
    }

    /// A key of the traits dictionary.
    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        /// The trait key's name.
        public let rawValue: String
        /// Creates a trait key from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The symbolic traits, as a number.
        public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
        /// The weight, as a number from -1 to 1.
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
        /// The width, as a number from -1 (condensed) to 1 (expanded).
        public static let width = TraitKey(rawValue: "NSCTFontProportionTrait")
        /// The slant, as a number from -1 to 1.
        public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
    }

    /// Symbolic traits (UIKit's bit values).
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        /// The raw bit mask of the traits.
        public let rawValue: UInt32
        /// Creates symbolic traits from a raw bit mask.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// An italic face.
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        /// A bold face.
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        /// An expanded (wide) face.
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        /// A condensed (narrow) face.
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        /// A monospaced face.
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        /// A face for vertical text.
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        /// A face with tighter metrics optimized for user interfaces.
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        /// Tighter line spacing than the font's default.
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        /// Looser line spacing than the font's default.
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// A system design.
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        /// The design's name.
        public let rawValue: String
        /// Creates a system design from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The standard system font design.
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        /// The system font design with rounded ends.
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        /// The monospaced system font design.
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
        /// The serif system font design.
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
    }

    package var family: String?
    package var name: String?
    package var size: CGFloat
    package var weight: UIFont.Weight?
    package var traits: SymbolicTraits
    package var textStyle: UIFont.TextStyle?

    package init(family: String?, name: String?, size: CGFloat, weight: UIFont.Weight?, traits: SymbolicTraits,
                 textStyle: UIFont.TextStyle?) {
        self.family = family
        self.name = name
        self.size = size
        self.weight = weight
        self.traits = traits
        self.textStyle = textStyle
        super.init()
    }

    /// An empty descriptor (the system font).
    public override convenience init() {
        self.init(family: nil, name: nil, size: 0, weight: nil, traits: [], textStyle: nil)
    }

    /// A descriptor for a face name and size.
    public convenience init(name fontName: String, size: CGFloat) {
        self.init(family: nil, name: fontName, size: size, weight: nil, traits: [], textStyle: nil)
    }

    /// A descriptor from an attributes dictionary.
    public convenience init(fontAttributes attributes: [AttributeName: Any] = [:]) {
        self.init()
        apply(attributes)
    }

    private func apply(_ attributes: [AttributeName: Any]) {
        if let f = attributes[.family] as? String { family = f }
        if let n = attributes[.name] as? String { name = n }
        if let s = attributes[.size] as? CGFloat { size = s } else if let s = attributes[.size] as? Double { size = CGFloat(s) }
        else if let s = attributes[.size] as? NSNumber { size = CGFloat(s.doubleValue) }
        if let t = attributes[.textStyle] as? UIFont.TextStyle { textStyle = t }
        else if let t = attributes[.textStyle] as? String { textStyle = UIFont.TextStyle(rawValue: t) }
        if let t = attributes[.traits] as? [TraitKey: Any] {
            if let w = t[.weight] as? UIFont.Weight { weight = w } else if let w = t[.weight] as? CGFloat { weight = UIFont.Weight(rawValue: w) }
            if let s = t[.symbolic] as? SymbolicTraits { traits = s } else if let s = t[.symbolic] as? UInt32 { traits = SymbolicTraits(rawValue: s) }
        }
    }

    /// The descriptor of a text style's font.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    /// The point size (0 when unspecified).
    open var pointSize: CGFloat { size }
    /// The face name.
    open var postscriptName: String { name ?? UIFont(descriptor: self, size: 0).fontName }
    /// The symbolic traits.
    open var symbolicTraits: SymbolicTraits { traits }
    /// The attributes as a dictionary.
    open var fontAttributes: [AttributeName: Any] {
        var a: [AttributeName: Any] = [:]
        if let family { a[.family] = family }
        if let name { a[.name] = name }
        if size > 0 { a[.size] = size }
        if let textStyle { a[.textStyle] = textStyle }
        var t: [TraitKey: Any] = [.symbolic: traits]
        if let weight { t[.weight] = weight }
        a[.traits] = t
        return a
    }

    private func copy(_ change: (UIFontDescriptor) -> Void) -> UIFontDescriptor {
        let d = UIFontDescriptor(family: family, name: name, size: size, weight: weight, traits: traits, textStyle: textStyle)
        change(d)
        return d
    }

    /// The same descriptor with other symbolic traits (nil never: DejaVu has every trait
    /// the system supports, synthesized where needed).
    open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        copy {
            $0.traits = symbolicTraits
            if symbolicTraits.contains(.traitBold) { $0.weight = .bold } else if ($0.weight ?? .regular) >= .semibold { $0.weight = .regular }
            if $0.name != nil, $0.family == nil { $0.family = UIFont.parse(name: $0.name!).family; $0.name = nil }
        }
    }
    /// The same descriptor in another size.
    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor { copy { $0.size = newPointSize } }
    /// The same descriptor in another family.
    open func withFamily(_ newFamily: String) -> UIFontDescriptor { copy { $0.family = newFamily; $0.name = nil } }
    /// The same descriptor with a system design.
    open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        copy {
            $0.name = nil
            switch design {
            case .monospaced: $0.family = FontSpec.monospacedFamily
            case .serif: $0.family = FontSpec.serifFamily
            default: $0.family = FontSpec.systemFamily
            }
        }
    }
    /// The same descriptor with attributes added.
    open func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor { copy { $0.apply(attributes) } }
}
