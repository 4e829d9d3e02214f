import Foundation
import UIKit

/// One pixel as unpremultiplied 8-bit components.
struct Pixel: Equatable, CustomStringConvertible {
    var r, g, b, a: Int
    init(_ r: Int, _ g: Int, _ b: Int, _ a: Int) { self.r = r; self.g = g; self.b = b; self.a = a }
    var description: String { "(\(r),\(g),\(b),\(a))" }

    /// Whether every component is within `tolerance` of `other`'s.
    func isNear(_ other: Pixel, _ tolerance: Int = 3) -> Bool {
        abs(r - other.r) <= tolerance && abs(g - other.g) <= tolerance
            && abs(b - other.b) <= tolerance && abs(a - other.a) <= tolerance
    }

    static let red = Pixel(255, 0, 0, 255)
    static let green = Pixel(0, 255, 0, 255)
    static let blue = Pixel(0, 0, 255, 255)
    static let black = Pixel(0, 0, 0, 255)
    static let white = Pixel(255, 255, 255, 255)
    static let clear = Pixel(0, 0, 0, 0)
}

/// Reads the pixels of a CGImage (row 0 = top row of the image as displayed upright).
struct PixelReader {
    let width: Int, height: Int
    private let bytes: [UInt8]

    init(_ image: CGImage) {
        width = image.width
        height = image.height
        let ctx = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: width * 4,
                            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        ctx.setBlendMode(.copy)
        ctx.draw(image, in: CGRect(x: 0, y: 0, width: width, height: height))
        let p = ctx.data!.assumingMemoryBound(to: UInt8.self)
        bytes = Array(UnsafeBufferPointer(start: p, count: width * height * 4))
    }

    init(_ image: UIImage) { self.init(image.cgImage!) }

    /// The pixel at column `x`, row `y` (pixels, top-left origin), unpremultiplied.
    subscript(_ x: Int, _ y: Int) -> Pixel {
        let i = (y * width + x) * 4
        let a = Int(bytes[i + 3])
        func un(_ v: UInt8) -> Int { a == 0 ? 0 : min(255, (Int(v) * 255 + a / 2) / a) }
        return Pixel(un(bytes[i]), un(bytes[i + 1]), un(bytes[i + 2]), a)
    }
}

/// Renders `size` points at `scale` with UIGraphicsImageRenderer and reads the result.
func render(_ size: CGSize, scale: CGFloat = 1, opaque: Bool = false,
            _ actions: (UIGraphicsImageRendererContext) -> Void) -> (UIImage, PixelReader) {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    format.opaque = opaque
    let image = UIGraphicsImageRenderer(size: size, format: format).image(actions: actions)
    return (image, PixelReader(image))
}

/// A 2x2 image: top row red, green; bottom row blue, white.
func makeQuadrantCGImage() -> CGImage {
    let bytes: [UInt8] = [255, 0, 0, 255, 0, 255, 0, 255,
                          0, 0, 255, 255, 255, 255, 255, 255]
    return CGImage(width: 2, height: 2, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 8,
                   space: CGColorSpaceCreateDeviceRGB(),
                   bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue),
                   provider: CGDataProvider(data: Data(bytes))!, decode: nil, shouldInterpolate: false,
                   intent: .defaultIntent)!
}

/// An image from rows of pixels (top row first), each pixel opaque.
func makeImage(_ rows: [[Pixel]], scale: CGFloat = 1) -> UIImage {
    let height = rows.count, width = rows[0].count
    var bytes: [UInt8] = []
    for row in rows { for p in row { bytes += [UInt8(p.r), UInt8(p.g), UInt8(p.b), UInt8(p.a)] } }
    let image = CGImage(width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: width * 4,
                        space: CGColorSpaceCreateDeviceRGB(),
                        bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue),
                        provider: CGDataProvider(data: Data(bytes))!, decode: nil, shouldInterpolate: false,
                        intent: .defaultIntent)!
    return UIImage(cgImage: image, scale: scale, orientation: .up)
}
