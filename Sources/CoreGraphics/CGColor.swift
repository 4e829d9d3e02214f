import Foundation

/// An immutable color: components in a color space, plus alpha.
///
/// Components are stored as given (color components first, alpha last), as CoreGraphics
/// does; ``rgba`` gives the sRGB-premultiplication-free form the renderer uses.
public final class CGColor: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The color space the components are expressed in.
    public let colorSpace: CGColorSpace?
    /// The components, color components first and alpha last.
    public let components: [CGFloat]?

    package init(space: CGColorSpace, storedComponents: [CGFloat]) {
        self.colorSpace = space
        self.components = storedComponents
    }

    /// Creates a color in the sRGB space.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(space: .standardRGB, storedComponents: [red, green, blue, alpha])
    }

    /// Creates a color in the generic RGB space (treated as sRGB when drawn).
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(space: .deviceRGB, storedComponents: [red, green, blue, alpha])
    }

    /// Creates a gray color in the generic gray space.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(space: .deviceGray, storedComponents: [gray, alpha])
    }

    /// Creates a color from components in `space`; nil when the count does not match
    /// the space's components plus alpha.
    public convenience init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        let count = space.numberOfComponents + 1
        let values = Array(UnsafeBufferPointer(start: components, count: count))
        self.init(space: space, storedComponents: values)
    }

    /// Opaque black in the gray space.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white in the gray space.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Fully transparent black in the gray space.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// The number of components, alpha included.
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The alpha component.
    public var alpha: CGFloat { components?.last ?? 1 }

    /// Returns the same color with a different alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        guard var values = components, let space = colorSpace else { return nil }
        values[values.count - 1] = alpha
        return CGColor(space: space, storedComponents: values)
    }

    /// Returns a copy of the color.
    public func copy() -> CGColor? {
        guard let values = components, let space = colorSpace else { return nil }
        return CGColor(space: space, storedComponents: values)
    }

    /// Returns the color converted to `space` (RGB and gray spaces convert both ways).
    public func converted(to space: CGColorSpace, intent: CGColorRenderingIntent, options: [String: Any]?) -> CGColor? {
        let (r, g, b, a) = rgba
        switch space.model {
        case .rgb: return CGColor(space: space, storedComponents: [r, g, b, a])
        case .monochrome:
            return CGColor(space: space, storedComponents: [0.2126 * r + 0.7152 * g + 0.0722 * b, a])
        default: return nil
        }
    }

    /// The color as unpremultiplied red, green, blue and alpha, each clamped to 0...1.
    public var rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        guard let c = components, !c.isEmpty else { return (0, 0, 0, 0) }
        func clamp(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : Swift.min(1, Swift.max(0, v)) }
        switch c.count {
        case 1: return (0, 0, 0, clamp(c[0]))
        case 2: return (clamp(c[0]), clamp(c[0]), clamp(c[0]), clamp(c[1]))
        case 5:
            let k = c[3]
            return (clamp((1 - c[0]) * (1 - k)), clamp((1 - c[1]) * (1 - k)), clamp((1 - c[2]) * (1 - k)), clamp(c[4]))
        default: return (clamp(c[0]), clamp(c[1]), clamp(c[2]), clamp(c[c.count - 1]))
        }
    }

    /// Whether the two values are equal.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs === rhs || (lhs.colorSpace == rhs.colorSpace && lhs.components == rhs.components)
    }

    /// Hashes the values that equality compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(colorSpace)
        hasher.combine(components)
    }

    /// A readable form naming the space and the components.
    public var description: String {
        "<CGColor \(colorSpace?.description ?? "") components = \(components ?? [])>"
    }
}

/// How to map colors between spaces; kept for API compatibility (all intents map the same).
public enum CGColorRenderingIntent: Int32, Sendable {
    /// The default intent.
    case defaultIntent = 0
    /// Absolute colorimetric.
    case absoluteColorimetric
    /// Relative colorimetric.
    case relativeColorimetric
    /// Perceptual.
    case perceptual
    /// Saturation.
    case saturation
}
