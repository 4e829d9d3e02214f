import CoreGraphics
import Foundation

/// Reads the pixels of a CGImage, unpremultiplied (row 0 is the top row as displayed).
public struct PixelReader {
    public let width: Int, height: Int
    /// Premultiplied RGBA bytes, rows top to bottom.
    public let bytes: [UInt8]

    /// Draws `image` into an RGBA buffer and keeps its bytes.
    public init(_ image: CGImage) {
        width = image.width
        height = image.height
        let ctx = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: width * 4,
                            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        ctx.setBlendMode(.copy)
        ctx.draw(image, in: CGRect(x: 0, y: 0, width: width, height: height))
        let p = ctx.data!.assumingMemoryBound(to: UInt8.self)
        bytes = Array(UnsafeBufferPointer(start: p, count: width * height * 4))
    }

    /// The pixel at column `x`, row `y` (pixels, top-left origin), unpremultiplied.
    public subscript(_ x: Int, _ y: Int) -> Pixel {
        let i = (y * width + x) * 4
        let a = Int(bytes[i + 3])
        func un(_ v: UInt8) -> Int { a == 0 ? 0 : min(255, (Int(v) * 255 + a / 2) / a) }
        return Pixel(un(bytes[i]), un(bytes[i + 1]), un(bytes[i + 2]), a)
    }
}

/// The pixel at column `x` of memory row `row` (row 0 = top of the image) of a bitmap
/// context, as stored (premultiplied where the layout is), for every layout CoreGraphics offers.
public func pixel(_ ctx: CGContext, _ x: Int, row: Int) -> Pixel {
    let p = ctx.data!.advanced(by: row * ctx.bytesPerRow).assumingMemoryBound(to: UInt8.self)
    switch (ctx.bitsPerPixel, ctx.alphaInfo) {
    case (8, .alphaOnly): return Pixel(0, 0, 0, Int(p[x]))
    case (8, _): let v = Int(p[x]); return Pixel(v, v, v, 255)
    case (32, .premultipliedFirst), (32, .noneSkipFirst):
        let q = p + x * 4
        return Pixel(Int(q[2]), Int(q[1]), Int(q[0]), ctx.alphaInfo == .noneSkipFirst ? 255 : Int(q[3]))
    default:
        let q = p + x * 4
        return Pixel(Int(q[0]), Int(q[1]), Int(q[2]), Int(q[3]))
    }
}

/// The pixel at base-space point (x, y) of a bitmap context (origin bottom-left).
public func pixel(_ ctx: CGContext, x: Int, y: Int) -> Pixel {
    pixel(ctx, x, row: ctx.height - 1 - y)
}

/// A 2x2 RGBA image: top row red, green; bottom row blue, white.
public func makeQuadrantCGImage() -> CGImage {
    let bytes: [UInt8] = [255, 0, 0, 255, 0, 255, 0, 255,
                          0, 0, 255, 255, 255, 255, 255, 255]
    return CGImage(width: 2, height: 2, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 8,
                   space: CGColorSpaceCreateDeviceRGB(),
                   bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue),
                   provider: CGDataProvider(data: Data(bytes))!, decode: nil, shouldInterpolate: false,
                   intent: .defaultIntent)!
}
