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
    /// The layout and bytes the image was created from, when created from a data
    /// provider: what the image reports as its own format and hands out as its data.
    package var sourceFormat: CGImageSourceFormat?

    /// Takes ownership of one reference to a Cairo ARGB32 or RGB24 image surface.
    package init(adoptingSurface surface: OpaquePointer, colorSpace: CGColorSpace? = .standardRGB) {
        self.surface = surface
        self.width = Int(cairo_image_surface_get_width(surface))
        self.height = Int(cairo_image_surface_get_height(surface))
        self.hasAlpha = cairo_image_surface_get_format(surface) != CAIRO_FORMAT_RGB24
        self.colorSpace = colorSpace
    }

    deinit { cairo_surface_destroy(surface) }

    /// Bits per color component (8).
    public var bitsPerComponent: Int { sourceFormat?.bitsPerComponent ?? 8 }
    /// Bits per pixel: the source layout's, or 32 for Cairo's ARGB32 storage.
    public var bitsPerPixel: Int { sourceFormat?.bitsPerPixel ?? 32 }
    /// Bytes per row of the image's own pixel layout.
    public var bytesPerRow: Int { sourceFormat?.bytesPerRow ?? Int(cairo_image_surface_get_stride(surface)) }
    /// The alpha layout: the source layout's, else `premultipliedFirst` (`noneSkipFirst`
    /// without alpha).
    public var alphaInfo: CGImageAlphaInfo {
        sourceFormat?.bitmapInfo.alphaInfo ?? (hasAlpha ? .premultipliedFirst : .noneSkipFirst)
    }
    /// The pixel layout: the source layout's, else the alpha info with 32-bit
    /// little-endian byte order (Cairo's ARGB32).
    public var bitmapInfo: CGBitmapInfo {
        sourceFormat?.bitmapInfo
            ?? CGBitmapInfo(rawValue: alphaInfo.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
    }
    /// Whether the image is a mask: never, for images made here.
    public var isMask: Bool { false }
    /// Whether to interpolate when scaled (as given at creation; true by default).
    public var shouldInterpolate: Bool { sourceFormat?.shouldInterpolate ?? true }
    /// The rendering intent given at creation.
    public var renderingIntent: CGColorRenderingIntent { sourceFormat?.intent ?? .defaultIntent }
}

/// The pixel layout and bytes an image was created from.
package struct CGImageSourceFormat {
    /// Bits per component.
    package var bitsPerComponent: Int
    /// Bits per pixel.
    package var bitsPerPixel: Int
    /// Bytes per row of ``data``.
    package var bytesPerRow: Int
    /// The layout flags.
    package var bitmapInfo: CGBitmapInfo
    /// The pixels, rows top first.
    package var data: Data
    /// Whether to interpolate when scaled.
    package var shouldInterpolate: Bool
    /// The rendering intent.
    package var intent: CGColorRenderingIntent
}
