import CCairo
import CoreGraphics
@testable import QuartzCore
@_exported import TestSupport // the test files see Pixel through this import

/// Reads the pixel at (x, y) (top-left origin, pixels) of a Cairo ARGB32 surface.
func pixel(of surface: OpaquePointer, x: Int, y: Int) -> Pixel {
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    let data = cairo_image_surface_get_data(surface)!
    let word = (data + y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
    let a = Int(word >> 24), r = Int((word >> 16) & 0xFF), g = Int((word >> 8) & 0xFF), b = Int(word & 0xFF)
    guard a > 0 else { return .clear }
    return Pixel(r: min(255, r * 255 / a), g: min(255, g * 255 / a), b: min(255, b * 255 / a), a: a)
}

extension Compositor {
    /// The pixel at (x, y) of the last rendered frame.
    func pixel(_ x: Int, _ y: Int) -> Pixel { QuartzCoreTests.pixel(of: surface, x: x, y: y) }
}

extension CGImage {
    /// The pixel at (x, y), top-left origin.
    func pixel(_ x: Int, _ y: Int) -> Pixel { QuartzCoreTests.pixel(of: surface, x: x, y: y) }
}

/// Makes an image of `width` x `height` pixels filled by `draw` (a Cairo context, y down).
func makeImage(width: Int, height: Int, _ draw: (OpaquePointer) -> Void) -> CGImage {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
    let cr = cairo_create(surface)!
    draw(cr)
    cairo_destroy(cr)
    cairo_surface_flush(surface)
    return CGImage(adoptingSurface: surface)
}

/// An image of solid quadrants: red top-left, green top-right, blue bottom-left, white
/// bottom-right.
func quadrantImage(size: Int) -> CGImage {
    makeImage(width: size, height: size) { cr in
        let h = Double(size) / 2
        let colors: [(Double, Double, Double)] = [(1, 0, 0), (0, 1, 0), (0, 0, 1), (1, 1, 1)]
        for (i, c) in colors.enumerated() {
            cairo_set_source_rgb(cr, c.0, c.1, c.2)
            cairo_rectangle(cr, Double(i % 2) * h, Double(i / 2) * h, h, h)
            cairo_fill(cr)
        }
    }
}

/// Colors used in tests.
enum TestColor {
    static let red = CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1)
    static let green = CGColor(srgbRed: 0, green: 1, blue: 0, alpha: 1)
    static let blue = CGColor(srgbRed: 0, green: 0, blue: 1, alpha: 1)
    static let white = CGColor(srgbRed: 1, green: 1, blue: 1, alpha: 1)
    static let black = CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 1)
}

/// A layer with a frame and a background color.
func solidLayer(_ frame: CGRect, _ color: CGColor) -> CALayer {
    let layer = CALayer()
    layer.frame = frame
    layer.backgroundColor = color
    return layer
}

/// Runs `body` with implicit actions disabled, so property changes apply at once.
func withoutActions(_ body: () -> Void) {
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    body()
    CATransaction.commit()
}

/// A layer delegate that fills the dirty area of its layer with a color and counts draws.
final class FillingDelegate: CALayerDelegate {
    var color: CGColor
    var drawCount = 0
    var lastClip: CGRect = .null
    init(color: CGColor) { self.color = color }

    func draw(_ layer: CALayer, in ctx: CGContext) {
        drawCount += 1
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(ctx.cairo, &x1, &y1, &x2, &y2)
        lastClip = CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
        let c = color.rgba
        cairo_set_source_rgba(ctx.cairo, Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha))
        cairo_paint(ctx.cairo)
    }
}
