import CCairo
import Foundation

/// An immutable bitmap image.
///
/// Pixels live in a Cairo image surface in Cairo's ARGB32 layout, which is
/// CoreGraphics' `premultipliedFirst | byteOrder32Little` (or `noneSkipFirst` for images
/// without alpha). The compositor paints this surface directly: no copies.
public final class CGImage: @unchecked Sendable {
    /// The Cairo image surface holding the pixels (owned: one reference).
    package let surface: OpaquePointer
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Whether the image has an alpha channel.
    package let hasAlpha: Bool
    /// The color space of the image.
    public let colorSpace: CGColorSpace?

    /// Takes ownership of one reference to a Cairo ARGB32 or RGB24 image surface.
    package init(adoptingSurface surface: OpaquePointer, colorSpace: CGColorSpace? = .standardRGB) {
        self.surface = surface
        self.width = Int(cairo_image_surface_get_width(surface))
        self.height = Int(cairo_image_surface_get_height(surface))
        self.hasAlpha = cairo_image_surface_get_format(surface) != CAIRO_FORMAT_RGB24
        self.colorSpace = colorSpace
    }

    deinit { cairo_surface_destroy(surface) }

    /// Bits per color component: always 8.
    public var bitsPerComponent: Int { 8 }
    /// Bits per pixel: always 32.
    public var bitsPerPixel: Int { 32 }
    /// Bytes per row of the pixel storage.
    public var bytesPerRow: Int { Int(cairo_image_surface_get_stride(surface)) }
    /// The alpha layout: `premultipliedFirst`, or `noneSkipFirst` without alpha.
    public var alphaInfo: CGImageAlphaInfo { hasAlpha ? .premultipliedFirst : .noneSkipFirst }
    /// The pixel layout: the alpha info with 32-bit little-endian byte order.
    public var bitmapInfo: CGBitmapInfo {
        CGBitmapInfo(rawValue: alphaInfo.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
    }
    /// Whether the image is a mask: never, for images made here.
    public var isMask: Bool { false }
    /// Whether to interpolate when scaled: always true.
    public var shouldInterpolate: Bool { true }
}
