@_exported import CoreGraphics // the test files see CoreGraphics through this import
import Foundation

/// One pixel as 8-bit components (premultiplied where the layout is).
struct RGBA: Equatable, CustomStringConvertible {
    var r, g, b, a: Int
    init(_ r: Int, _ g: Int, _ b: Int, _ a: Int) { self.r = r; self.g = g; self.b = b; self.a = a }
    var description: String { "(\(r),\(g),\(b),\(a))" }

    /// Whether every component is within `tolerance` of `other`'s.
    func isNear(_ other: RGBA, _ tolerance: Int = 3) -> Bool {
        abs(r - other.r) <= tolerance && abs(g - other.g) <= tolerance
            && abs(b - other.b) <= tolerance && abs(a - other.a) <= tolerance
    }
}

let red = RGBA(255, 0, 0, 255)
let green = RGBA(0, 255, 0, 255)
let blue = RGBA(0, 0, 255, 255)
let transparent = RGBA(0, 0, 0, 0)

/// A premultiplied RGBA bitmap context that allocates its own memory.
func makeRGBAContext(_ width: Int, _ height: Int) -> CGContext {
    CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
              space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
}

/// A native (premultipliedFirst, 32-bit little endian) bitmap context.
func makeNativeContext(_ width: Int, _ height: Int) -> CGContext {
    CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
              space: CGColorSpaceCreateDeviceRGB(),
              bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
}

/// The pixel at column `x` of memory row `row` (row 0 = top of the image).
func pixel(_ ctx: CGContext, _ x: Int, row: Int) -> RGBA {
    let p = ctx.data!.advanced(by: row * ctx.bytesPerRow).assumingMemoryBound(to: UInt8.self)
    switch (ctx.bitsPerPixel, ctx.alphaInfo) {
    case (8, .alphaOnly): return RGBA(0, 0, 0, Int(p[x]))
    case (8, _): let v = Int(p[x]); return RGBA(v, v, v, 255)
    case (32, .premultipliedFirst), (32, .noneSkipFirst):
        let q = p + x * 4
        return RGBA(Int(q[2]), Int(q[1]), Int(q[0]), ctx.alphaInfo == .noneSkipFirst ? 255 : Int(q[3]))
    default:
        let q = p + x * 4
        return RGBA(Int(q[0]), Int(q[1]), Int(q[2]), Int(q[3]))
    }
}

/// The pixel at base-space point (x, y) of a bitmap context (origin bottom-left).
func pixel(_ ctx: CGContext, x: Int, y: Int) -> RGBA {
    pixel(ctx, x, row: ctx.height - 1 - y)
}

/// A 2x2 RGBA image: top row red, green; bottom row blue, white.
func makeQuadrantImage() -> CGImage {
    let bytes: [UInt8] = [255, 0, 0, 255, 0, 255, 0, 255,
                          0, 0, 255, 255, 255, 255, 255, 255]
    return CGImage(width: 2, height: 2, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 8,
                   space: CGColorSpaceCreateDeviceRGB(),
                   bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue),
                   provider: CGDataProvider(data: Data(bytes))!, decode: nil, shouldInterpolate: false,
                   intent: .defaultIntent)!
}
