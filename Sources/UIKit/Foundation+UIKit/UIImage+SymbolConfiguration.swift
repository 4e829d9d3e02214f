import Foundation

extension UIImage {
    /// The traits an image is chosen for (`UIImage(named:in:with:)`); symbol images use the
    /// `SymbolConfiguration` subclass.
    open class Configuration: NSObject, NSCopying {
        /// The traits the configuration carries.
        public internal(set) var traitCollection: UITraitCollection?

        override init() { super.init() }

        /// A copy carrying `traitCollection`.
        open func withTraitCollection(_ traitCollection: UITraitCollection?) -> Self {
            let copy = self.copy() as! Self
            copy.traitCollection = traitCollection
            return copy
        }

        /// This configuration with the values `other` sets laid over it.
        open func applying(_ other: UIImage.Configuration?) -> Self {
            let copy = self.copy() as! Self
            if let traits = other?.traitCollection { copy.traitCollection = traits }
            return copy
        }

        /// A copy of the configuration.
        open func copy(with zone: NSZone? = nil) -> Any {
            let copy = Configuration()
            copy.traitCollection = traitCollection
            return copy
        }
    }

    /// How a symbol image is drawn: its point size or text style, weight, scale and colors.
    /// Linux has no SF Symbols (Apple's artwork), so `UIImage(systemName:)` is nil; the
    /// configurations still combine as UIKit combines them, for code that builds them.
    open class SymbolConfiguration: Configuration {
        /// A symbol's scale relative to its font size.
        public enum Scale: Int, Sendable {
            case `default` = -1, unspecified = 0, small = 1, medium = 2, large = 3
        }

        /// A symbol's stroke weight.
        public enum Weight: Int, Sendable {
            case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

            /// The font weight of the same name.
            public var fontWeight: UIFont.Weight? {
                switch self {
                case .unspecified: nil
                case .ultraLight: .ultraLight
                case .thin: .thin
                case .light: .light
                case .regular: .regular
                case .medium: .medium
                case .semibold: .semibold
                case .bold: .bold
                case .heavy: .heavy
                case .black: .black
                }
            }
        }

        /// The point size (0 when not set).
        public internal(set) var pointSize: CGFloat = 0
        /// The weight (`.unspecified` when not set).
        public internal(set) var weight: Weight = .unspecified
        /// The scale (`.unspecified` when not set).
        public internal(set) var scale: Scale = .unspecified
        /// The text style the size follows, when set.
        public internal(set) var textStyle: UIFont.TextStyle?
        /// The font the size and weight follow, when set.
        public internal(set) var font: UIFont?
        /// The colors of a palette or hierarchical rendering, when set.
        public internal(set) var colors: [UIColor]?
        /// Whether the colors are one hierarchical color (true) or a palette (false).
        public internal(set) var isHierarchical = false
        /// Whether the multicolor variant is preferred.
        public internal(set) var prefersMulticolor = false

        override init() { super.init() }

        /// A configuration that sets nothing.
        public static var unspecified: SymbolConfiguration { SymbolConfiguration() }

        /// Symbols of `pointSize`.
        public convenience init(pointSize: CGFloat) { self.init(); self.pointSize = Self.valid(pointSize) }
        /// Symbols of `pointSize` and `weight`.
        public convenience init(pointSize: CGFloat, weight: Weight) { self.init(pointSize: pointSize); self.weight = weight }
        /// Symbols of `pointSize`, `weight` and `scale`.
        public convenience init(pointSize: CGFloat, weight: Weight, scale: Scale) {
            self.init(pointSize: pointSize, weight: weight)
            self.scale = scale
        }
        /// Symbols sized for `textStyle`.
        public convenience init(textStyle: UIFont.TextStyle) { self.init(); self.textStyle = textStyle }
        /// Symbols sized for `textStyle`, at `scale`.
        public convenience init(textStyle: UIFont.TextStyle, scale: Scale) { self.init(textStyle: textStyle); self.scale = scale }
        /// Symbols matching `font`.
        public convenience init(font: UIFont) { self.init(); self.font = font }
        /// Symbols matching `font`, at `scale`.
        public convenience init(font: UIFont, scale: Scale) { self.init(font: font); self.scale = scale }
        /// Symbols at `scale`.
        public convenience init(scale: Scale) { self.init(); self.scale = scale }
        /// Symbols of `weight`.
        public convenience init(weight: Weight) { self.init(); self.weight = weight }
        /// Symbols drawn in shades of `hierarchicalColor`.
        public convenience init(hierarchicalColor: UIColor) { self.init(); colors = [hierarchicalColor]; isHierarchical = true }
        /// Symbols drawn with a palette of `paletteColors`.
        public convenience init(paletteColors: [UIColor]) { self.init(); colors = paletteColors }

        /// The multicolor variant.
        public static func preferringMulticolor() -> SymbolConfiguration {
            let configuration = SymbolConfiguration()
            configuration.prefersMulticolor = true
            return configuration
        }

        /// A copy without the point size and weight.
        open func configurationWithoutPointSizeAndWeight() -> Self { modified { $0.pointSize = 0; $0.weight = .unspecified } }
        /// A copy without the scale.
        open func configurationWithoutScale() -> Self { modified { $0.scale = .unspecified } }
        /// A copy without the text style.
        open func configurationWithoutTextStyle() -> Self { modified { $0.textStyle = nil } }
        /// A copy without the weight.
        open func configurationWithoutWeight() -> Self { modified { $0.weight = .unspecified } }

        /// Whether the two configurations set the same values.
        open func isEqual(to otherConfiguration: UIImage.SymbolConfiguration?) -> Bool {
            guard let other = otherConfiguration else { return false }
            return pointSize == other.pointSize && weight == other.weight && scale == other.scale && textStyle == other.textStyle
                && font == other.font && colors == other.colors && isHierarchical == other.isHierarchical
                && prefersMulticolor == other.prefersMulticolor && traitCollection == other.traitCollection
        }

        open override func isEqual(_ object: Any?) -> Bool { isEqual(to: object as? SymbolConfiguration) }
        open override var hash: Int { pointSize.hashValue ^ weight.rawValue &* 31 ^ scale.rawValue &* 131 }

        /// This configuration with what `other` sets laid over it (a size from a text style
        /// or font replaces a point size, and the other way round).
        open override func applying(_ other: UIImage.Configuration?) -> Self {
            let result = super.applying(other)
            guard let other = other as? SymbolConfiguration else { return result }
            if other.pointSize > 0 { result.pointSize = other.pointSize; result.textStyle = nil; result.font = nil }
            if let style = other.textStyle { result.textStyle = style; result.pointSize = 0; result.font = nil }
            if let font = other.font { result.font = font; result.pointSize = 0; result.textStyle = nil }
            if other.weight != .unspecified { result.weight = other.weight }
            if other.scale != .unspecified { result.scale = other.scale }
            if let colors = other.colors { result.colors = colors; result.isHierarchical = other.isHierarchical }
            if other.prefersMulticolor { result.prefersMulticolor = true }
            return result
        }

        open override func copy(with zone: NSZone? = nil) -> Any {
            let copy = SymbolConfiguration()
            copy.traitCollection = traitCollection
            copy.pointSize = pointSize
            copy.weight = weight
            copy.scale = scale
            copy.textStyle = textStyle
            copy.font = font
            copy.colors = colors
            copy.isHierarchical = isHierarchical
            copy.prefersMulticolor = prefersMulticolor
            return copy
        }

        private func modified(_ change: (SymbolConfiguration) -> Void) -> Self {
            let copy = self.copy() as! Self
            change(copy)
            return copy
        }

        /// A point size a symbol can have: finite and positive, else unset (logged).
        private static func valid(_ size: CGFloat) -> CGFloat {
            guard size.isFinite, size > 0 else {
                uiLog("UIImage.SymbolConfiguration(pointSize: \(size)): not a positive size; unset")
                return 0
            }
            return size
        }
    }

    /// Always nil: SF Symbols are Apple's artwork and are not available on Linux.
    public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
        return nil
    }

    /// The named image (as `init(named:in:compatibleWith:)`) for `configuration`'s traits.
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: UIImage.Configuration?) {
        self.init(named: name, in: bundle, compatibleWith: configuration?.traitCollection)
    }

    /// Whether the image is a symbol image (never: there are no SF Symbols on Linux).
    public var isSymbolImage: Bool { false }

    /// The symbol configuration (nil: only symbol images have one).
    public var symbolConfiguration: UIImage.SymbolConfiguration? { nil }

    /// A symbol image with `configuration` applied; nil for an image that is not a symbol
    /// (every image here), as in UIKit.
    public func applyingSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration) -> UIImage? { nil }
}
