import Foundation
@_exported import TestSupport // the test files see Pixel and PixelReader through this import
import UIKit

extension PixelReader {
    /// Reads the pixels of a UIImage's CGImage.
    init(_ image: UIImage) { self.init(image.cgImage!) }
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
