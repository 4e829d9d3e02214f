import CCairo
import Foundation

/// A drawing destination: paths, colors, images and gradients rendered by Cairo.
///
/// The Cairo context works in device space (pixels, y down, first memory row on top).
/// `baseTransform` maps CoreGraphics' base user space into device space: for bitmap
/// contexts it is a flip, so a raw bitmap context has its origin at the bottom-left with
/// y up, exactly as on Apple platforms. `ctm` reports the user-to-base transform.
public final class CGContext: @unchecked Sendable {
    /// The Cairo context (owned: one reference).
    package let cairo: OpaquePointer
    /// The Cairo surface drawn into (owned: one reference).
    package let surface: OpaquePointer
    /// Maps base user space to device space (a y flip for bitmap contexts).
    package let baseTransform: CGAffineTransform
    /// The parts of the graphics state Cairo does not keep.
    package var state = CGContextDrawingState()
    /// Saved copies of ``state``, pushed by `saveGState`.
    package var savedStates: [CGContextDrawingState] = []
    /// The caller's pixel buffer and layout when it differs from the native one.
    package var foreignBuffer: CGContextForeignBuffer?
    /// The bitmap description of contexts made by the bitmap initializer; nil otherwise.
    package var bitmap: CGContextBitmapDescription?
    /// A pixel buffer this context allocated itself (freed when the context goes away).
    package var ownedData: UnsafeMutableRawPointer?
    /// Whether base space is y-down, as in UIKit's contexts since iOS 3.2 (QA1706): shadow
    /// offsets are in base space, so a positive height then moves a shadow down. UIKit's
    /// image renderer sets this; raw bitmap contexts keep Apple's bottom-left base space.
    package var baseSpaceIsTopLeft = false

    /// Wraps a Cairo surface; `baseTransform` maps base user space to device pixels.
    package init(cairoSurface surface: OpaquePointer, baseTransform: CGAffineTransform) {
        cairo_surface_reference(surface)
        self.surface = surface
        self.cairo = cairo_create(surface)
        self.baseTransform = baseTransform
        var matrix = CGContext.cairoMatrix(baseTransform)
        cairo_set_matrix(cairo, &matrix)
        cairo_set_line_width(cairo, 1)  // CoreGraphics' default; Cairo's is 2
    }

    deinit {
        cairo_destroy(cairo)
        cairo_surface_destroy(surface)
        ownedData?.deallocate()
    }

    /// Converts a CoreGraphics transform to a Cairo matrix.
    package static func cairoMatrix(_ t: CGAffineTransform) -> cairo_matrix_t {
        cairo_matrix_t(xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d),
                       x0: Double(t.tx), y0: Double(t.ty))
    }

    /// Converts a Cairo matrix to a CoreGraphics transform.
    package static func affineTransform(_ m: cairo_matrix_t) -> CGAffineTransform {
        CGAffineTransform(a: CGFloat(m.xx), b: CGFloat(m.yx), c: CGFloat(m.xy), d: CGFloat(m.yy),
                          tx: CGFloat(m.x0), ty: CGFloat(m.y0))
    }
}

/// The graphics-state values Cairo does not store itself, saved and restored with the
/// Cairo state by `saveGState`/`restoreGState`.
package struct CGContextDrawingState {
    /// The fill color.
    package var fillColor: CGColor = .black
    /// The stroke color.
    package var strokeColor: CGColor = .black
    /// The global alpha multiplied into everything drawn.
    package var alpha: CGFloat = 1
    /// The shadow offset in base space, or nil when no shadow is set.
    package var shadowOffset: CGSize?
    /// The shadow blur radius.
    package var shadowBlur: CGFloat = 0
    /// The shadow color (nil means no shadow).
    package var shadowColor: CGColor?
    /// The blend mode.
    package var blendMode: CGBlendMode = .normal
    /// Image interpolation quality.
    package var interpolationQuality: CGInterpolationQuality = .default
    /// Whether shapes are antialiased.
    package var shouldAntialias = true
    /// Whether antialiasing is allowed at all.
    package var allowsAntialiasing = true
    /// The mask clip set by `clip(to:mask:)`, in device pixels; nil when none.
    package var clipMask: CGContextClipMask?

    package init() {}
}

/// A caller-owned pixel buffer in a layout Cairo does not draw into directly: drawing
/// goes to a native surface that is copied into the buffer after each drawing call.
package struct CGContextForeignBuffer {
    /// The caller's pixels.
    package var data: UnsafeMutableRawPointer
    /// Bytes per row in the caller's buffer.
    package var bytesPerRow: Int
    /// The caller's layout.
    package var layout: CGContextPixelLayout
}

/// Pixel layouts a bitmap context accepts.
package enum CGContextPixelLayout: Equatable {
    /// Cairo's ARGB32: `premultipliedFirst | byteOrder32Little` (or skip-first).
    case nativeARGB(hasAlpha: Bool)
    /// Four bytes per pixel with the components at these byte offsets (alpha nil: skipped,
    /// opaque): RGBA/RGBX in memory (`…Last`, big-endian or default order), ARGB/XRGB
    /// (`…First`, big-endian or default order), ABGR/XBGR (`…Last`, 32-bit little-endian).
    case bytes(alpha: Int?, red: Int, green: Int, blue: Int)
    /// 8-bit gray, no alpha.
    case gray8
    /// 8-bit alpha only.
    case alpha8
}

/// An 8-bit coverage mask in device pixels, the size of the context's surface, that
/// every drawing operation is multiplied by (CoreGraphics' image-mask clipping).
package final class CGContextClipMask: @unchecked Sendable {
    /// The Cairo A8 image surface (owned: one reference).
    package let surface: OpaquePointer

    /// Takes ownership of one reference to an A8 image surface.
    package init(adoptingSurface surface: OpaquePointer) { self.surface = surface }

    deinit { cairo_surface_destroy(surface) }
}

/// What a bitmap context reports about its pixels: the values given at creation.
package struct CGContextBitmapDescription {
    /// Width in pixels.
    package var width: Int
    /// Height in pixels.
    package var height: Int
    /// Bits per component (8).
    package var bitsPerComponent: Int
    /// Bits per pixel (32 or 8).
    package var bitsPerPixel: Int
    /// Bytes per row of the caller-visible buffer.
    package var bytesPerRow: Int
    /// The color space given at creation.
    package var colorSpace: CGColorSpace?
    /// The bitmap info given at creation.
    package var bitmapInfo: CGBitmapInfo
    /// The caller-visible pixel buffer.
    package var data: UnsafeMutableRawPointer
    /// The layout of that buffer.
    package var layout: CGContextPixelLayout
}
