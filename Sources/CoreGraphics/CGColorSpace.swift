import Foundation

/// The color model of a color space.
public enum CGColorSpaceModel: Int32, Sendable {
    /// An unknown model.
    case unknown = -1
    /// A gray (monochrome) model: one component plus alpha.
    case monochrome = 0
    /// An RGB model: three components plus alpha.
    case rgb = 1
    /// A CMYK model (named for compatibility; colors are converted to RGB when drawn).
    case cmyk = 2
    /// A Lab model (named for compatibility; not drawable here).
    case lab = 3
    /// A DeviceN model (named for compatibility; not drawable here).
    case deviceN = 4
    /// An indexed model (named for compatibility; not drawable here).
    case indexed = 5
    /// A pattern model (named for compatibility; not drawable here).
    case pattern = 6
    /// An XYZ model (named for compatibility; not drawable here).
    case XYZ = 7
}

/// A profile that tells how to interpret color component values.
///
/// Drawing happens in sRGB (Cairo's space); gray spaces store one component and are
/// drawn as equal RGB components. Named spaces keep their name so code can ask for it.
public final class CGColorSpace: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The color model.
    public let model: CGColorSpaceModel
    /// The name this space was created with, if any.
    public let name: String?

    /// The number of color components (alpha excluded).
    public var numberOfComponents: Int {
        switch model {
        case .monochrome: return 1
        case .cmyk: return 4
        default: return 3
        }
    }

    package init(model: CGColorSpaceModel, name: String?) {
        self.model = model
        self.name = name
    }

    /// Creates a named color space; returns nil for an unknown name.
    public convenience init?(name: String) {
        guard let model = CGColorSpace.knownNames[name] else { return nil }
        self.init(model: model, name: name)
    }

    /// The standard RGB space (IEC 61966-2-1).
    public static let sRGB = "kCGColorSpaceSRGB"
    /// The extended-range sRGB space.
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    /// The linear sRGB space.
    public static let linearSRGB = "kCGColorSpaceLinearSRGB"
    /// The extended-range linear sRGB space.
    public static let extendedLinearSRGB = "kCGColorSpaceExtendedLinearSRGB"
    /// The Display P3 space (drawn as sRGB here).
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    /// The generic RGB space.
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    /// The generic gray space with gamma 2.2.
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    /// The linear gray space.
    public static let linearGray = "kCGColorSpaceLinearGray"
    /// The extended-range gray space.
    public static let extendedGray = "kCGColorSpaceExtendedGray"
    /// The generic CMYK space.
    public static let genericCMYK = "kCGColorSpaceGenericCMYK"

    private static let knownNames: [String: CGColorSpaceModel] = [
        sRGB: .rgb, extendedSRGB: .rgb, linearSRGB: .rgb, extendedLinearSRGB: .rgb,
        displayP3: .rgb, genericRGBLinear: .rgb,
        genericGrayGamma2_2: .monochrome, linearGray: .monochrome, extendedGray: .monochrome,
        genericCMYK: .cmyk,
    ]

    package static let deviceRGB = CGColorSpace(model: .rgb, name: nil)
    package static let deviceGray = CGColorSpace(model: .monochrome, name: nil)
    package static let standardRGB = CGColorSpace(model: .rgb, name: sRGB)

    /// Whether the two values are equal.
    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
        lhs.model == rhs.model && lhs.name == rhs.name
    }

    /// Hashes the values that equality compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(model)
        hasher.combine(name)
    }

    /// A readable form naming the model and the name.
    public var description: String { "<CGColorSpace \(model) \(name ?? "device")>" }
}

/// Returns the device-dependent RGB color space.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace.deviceRGB }

/// Returns the device-dependent gray color space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace.deviceGray }
