import Foundation
import Testing

@Suite struct CGContextBitmapTests {
    let rgb = CGColorSpaceCreateDeviceRGB()

    @Test func invalidParametersReturnNil() {
        let info = CGImageAlphaInfo.premultipliedLast.rawValue
        #expect(CGContext(data: nil, width: 0, height: 10, bitsPerComponent: 8, bytesPerRow: 0, space: rgb, bitmapInfo: info) == nil)
        #expect(CGContext(data: nil, width: -3, height: 10, bitsPerComponent: 8, bytesPerRow: 0, space: rgb, bitmapInfo: info) == nil)
        #expect(CGContext(data: nil, width: 10, height: 10, bitsPerComponent: 8, bytesPerRow: 39, space: rgb, bitmapInfo: info) == nil)
        #expect(CGContext(data: nil, width: 10, height: 10, bitsPerComponent: 8, bytesPerRow: Int.max / 2, space: rgb, bitmapInfo: info) == nil)
        #expect(CGContext(data: nil, width: 20_000, height: 10, bitsPerComponent: 8, bytesPerRow: 0, space: rgb, bitmapInfo: info) == nil)
        #expect(CGContext(data: nil, width: 100_000, height: 100_000, bitsPerComponent: 8, bytesPerRow: 0, space: rgb, bitmapInfo: info) == nil)
        #expect(CGContext(data: nil, width: 10, height: 10, bitsPerComponent: 16, bytesPerRow: 0, space: rgb, bitmapInfo: info) == nil)
        // Gray with alpha is not a supported layout.
        #expect(CGContext(data: nil, width: 10, height: 10, bitsPerComponent: 8, bytesPerRow: 0,
                          space: CGColorSpaceCreateDeviceGray(), bitmapInfo: info) == nil)
        #expect(CGContext(data: nil, width: 10, height: 10, bitsPerComponent: 8, bytesPerRow: 0, space: rgb, bitmapInfo: info) != nil)
    }

    @Test func reportsItsLayout() {
        let ctx = makeRGBAContext(7, 5)
        #expect(ctx.width == 7 && ctx.height == 5)
        #expect(ctx.bytesPerRow == 28 && ctx.bitsPerPixel == 32 && ctx.bitsPerComponent == 8)
        #expect(ctx.alphaInfo == .premultipliedLast)
        #expect(ctx.colorSpace == rgb)
        #expect(ctx.data != nil)
    }

    /// Fills the bottom-left quarter red and checks the caller's buffer after the call.
    private func checkBottomLeftFill(_ ctx: CGContext, expectInside: Pixel, expectOutside: Pixel) {
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(pixel(ctx, x: 1, y: 1).isNear(expectInside), "\(pixel(ctx, x: 1, y: 1))")
        #expect(pixel(ctx, 1, row: 7).isNear(expectInside))  // memory: bottom rows last
        #expect(pixel(ctx, x: 6, y: 6).isNear(expectOutside), "\(pixel(ctx, x: 6, y: 6))")
    }

    @Test func callerBufferRGBA() {
        var buffer = [UInt8](repeating: 0, count: 8 * 8 * 4)
        buffer.withUnsafeMutableBytes { raw in
            let ctx = CGContext(data: raw.baseAddress, width: 8, height: 8, bitsPerComponent: 8, bytesPerRow: 32,
                                space: rgb, bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
            checkBottomLeftFill(ctx, expectInside: red, expectOutside: transparent)
            // Bytes are R, G, B, A in memory; bottom-left pixel lives in the last row.
            let p = raw.baseAddress!.assumingMemoryBound(to: UInt8.self) + 7 * 32
            #expect([p[0], p[1], p[2], p[3]] == [255, 0, 0, 255])
            // Current after each call: a second fill shows at once.
            ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
            ctx.fill(CGRect(x: 4, y: 4, width: 4, height: 4))
            #expect([p[0], p[1], p[2], p[3]] == [255, 0, 0, 255])
            #expect([raw[0 + 4 * 4], raw[2 + 4 * 4], raw[3 + 4 * 4]] == [0, 255, 255])
        }
    }

    @Test func existingCallerPixelsAreKept() {
        var buffer = [UInt8](repeating: 0, count: 4 * 4 * 4)
        for i in stride(from: 0, to: buffer.count, by: 4) { buffer[i + 1] = 255; buffer[i + 3] = 255 }  // all green
        buffer.withUnsafeMutableBytes { raw in
            let ctx = CGContext(data: raw.baseAddress, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 16,
                                space: rgb, bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
            ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            #expect(pixel(ctx, x: 3, y: 3) == green)
            #expect(pixel(ctx, x: 0, y: 0) == red)
        }
    }

    @Test func rgbxLayout() {
        let ctx = CGContext(data: nil, width: 8, height: 8, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                            bitmapInfo: CGImageAlphaInfo.noneSkipLast.rawValue)!
        checkBottomLeftFill(ctx, expectInside: red, expectOutside: Pixel(0, 0, 0, 255))
    }

    @Test func grayLayout() {
        let ctx = CGContext(data: nil, width: 8, height: 8, bitsPerComponent: 8, bytesPerRow: 0,
                            space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.none.rawValue)!
        #expect(ctx.bitsPerPixel == 8 && ctx.bytesPerRow >= 8)
        ctx.setFillColor(gray: 0.5, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(abs(pixel(ctx, x: 1, y: 1).r - 128) <= 1)
        #expect(pixel(ctx, x: 6, y: 6).r == 0)
        ctx.setFillColor(gray: 1, alpha: 1)
        ctx.fill(CGRect(x: 4, y: 4, width: 4, height: 4))
        #expect(pixel(ctx, x: 6, y: 6).r == 255)
    }

    @Test func alphaOnlyLayout() {
        let ctx = CGContext(data: nil, width: 8, height: 8, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                            bitmapInfo: CGImageAlphaInfo.alphaOnly.rawValue)!
        #expect(ctx.bitsPerPixel == 8 && ctx.colorSpace == nil)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(abs(pixel(ctx, x: 1, y: 1).a - 128) <= 1)
        #expect(pixel(ctx, x: 6, y: 6).a == 0)
    }

    @Test func nativeLayoutDrawsInPlace() {
        var buffer = [UInt32](repeating: 0, count: 8 * 8)
        buffer.withUnsafeMutableBytes { raw in
            let ctx = CGContext(data: raw.baseAddress, width: 8, height: 8, bitsPerComponent: 8, bytesPerRow: 32,
                                space: rgb,
                                bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
            checkBottomLeftFill(ctx, expectInside: red, expectOutside: transparent)
            #expect(raw.load(fromByteOffset: (7 * 8 + 1) * 4, as: UInt32.self) == 0xFFFF_0000)
        }
        let skip = CGContext(data: nil, width: 8, height: 8, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                             bitmapInfo: CGImageAlphaInfo.noneSkipFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        checkBottomLeftFill(skip, expectInside: red, expectOutside: Pixel(0, 0, 0, 255))
    }

    @Test func oddStrideNativeLayoutStillWorks() {
        let ctx = CGContext(data: nil, width: 5, height: 5, bitsPerComponent: 8, bytesPerRow: 22, space: rgb,
                            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 1))
        #expect(pixel(ctx, 3, row: 4) == blue)
        #expect(pixel(ctx, 3, row: 3) == transparent)
    }

    @Test func makeImageIsASnapshot() {
        let ctx = makeRGBAContext(4, 4)
        ctx.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        let image = ctx.makeImage()!
        ctx.clear(CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(pixel(ctx, x: 1, y: 1) == transparent)
        #expect(image.width == 4 && image.height == 4)
        let copy = makeRGBAContext(4, 4)
        copy.draw(image, in: CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(pixel(copy, x: 2, y: 2) == green)
    }
}

/// Every 8-bit RGB layout iOS accepts draws into the caller's buffer with the components
/// in their documented byte positions (Quartz 2D Programming Guide, "Supported Pixel
/// Formats"): half-transparent red, premultiplied, lands as (128, 0, 0, 128).
@Suite struct CGContextByteOrderTests {
    func draw(_ info: UInt32) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: 4 * 4 * 4)
        let ok = buffer.withUnsafeMutableBytes { raw -> Bool in
            guard let ctx = CGContext(data: raw.baseAddress, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 16,
                                      space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info) else { return false }
            ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 0.5)
            ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            return true
        }
        return ok ? Array(buffer[0..<4]) : nil
    }

    @Test func premultipliedFirstWithTheDefaultOrderIsARGBInMemory() throws {
        let px = try #require(draw(CGImageAlphaInfo.premultipliedFirst.rawValue))
        #expect(abs(Int(px[0]) - 128) <= 1 && abs(Int(px[1]) - 128) <= 1 && px[2] == 0 && px[3] == 0)
        let big = try #require(draw(CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Big.rawValue))
        #expect(big == px)
    }

    @Test func premultipliedLastLittleEndianIsABGRInMemory() throws {
        let px = try #require(draw(CGImageAlphaInfo.premultipliedLast.rawValue | CGBitmapInfo.byteOrder32Little.rawValue))
        #expect(abs(Int(px[0]) - 128) <= 1 && px[1] == 0 && px[2] == 0 && abs(Int(px[3]) - 128) <= 1)
    }

    @Test func skippedBytesAreOpaque() throws {
        let xrgb = try #require(draw(CGImageAlphaInfo.noneSkipFirst.rawValue))
        #expect(xrgb[0] == 255 && abs(Int(xrgb[1]) - 128) <= 1)
        let xbgr = try #require(draw(CGImageAlphaInfo.noneSkipLast.rawValue | CGBitmapInfo.byteOrder32Little.rawValue))
        #expect(xbgr[0] == 255 && abs(Int(xbgr[3]) - 128) <= 1)
    }
}
