import Foundation

/// Where the alpha channel lives in a pixel and whether color is premultiplied by it.
public enum CGImageAlphaInfo: UInt32, Sendable {
    /// No alpha channel.
    case none = 0
    /// Alpha last (RGBA), color premultiplied.
    case premultipliedLast = 1
    /// Alpha first (ARGB), color premultiplied.
    case premultipliedFirst = 2
    /// Alpha last, color not premultiplied.
    case last = 3
    /// Alpha first, color not premultiplied.
    case first = 4
    /// An unused byte last (RGBX).
    case noneSkipLast = 5
    /// An unused byte first (XRGB).
    case noneSkipFirst = 6
    /// Alpha only, no color.
    case alphaOnly = 7
}

/// Pixel layout flags: alpha info in the low bits, byte order and float flags above.
public struct CGBitmapInfo: OptionSet, Sendable, Hashable {
    /// The raw value.
    public let rawValue: UInt32
    /// Creates flags from a raw value.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Creates bitmap info holding only an alpha info.
    public init(alphaInfo: CGImageAlphaInfo) { self.rawValue = alphaInfo.rawValue }

    /// The mask that selects the alpha info.
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    /// Components are floating point.
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    /// The mask that selects the byte order.
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    /// The default byte order (big endian).
    public static let byteOrderDefault: CGBitmapInfo = []
    /// 16-bit little endian.
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    /// 32-bit little endian.
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    /// 16-bit big endian.
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    /// 32-bit big endian.
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)

    /// The alpha info part, if it names a known layout.
    public var alphaInfo: CGImageAlphaInfo? {
        CGImageAlphaInfo(rawValue: rawValue & CGBitmapInfo.alphaInfoMask.rawValue)
    }
}

/// How image data is sampled when scaled.
public enum CGInterpolationQuality: Int32, Sendable {
    /// The default (medium) quality.
    case `default` = 0
    /// Nearest-neighbour sampling.
    case none = 1
    /// Low quality (bilinear).
    case low = 2
    /// Medium quality (bilinear).
    case medium = 4
    /// High quality.
    case high = 3
}
