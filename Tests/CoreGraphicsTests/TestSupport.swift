@_exported import CoreGraphics // the test files see CoreGraphics through this import
@_exported import TestSupport // and the shared pixel helpers through this one
import Foundation

let red = Pixel.red
let green = Pixel.green
let blue = Pixel.blue
let transparent = Pixel.clear

/// A premultiplied Pixel bitmap context that allocates its own memory.
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
