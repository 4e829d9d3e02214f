import Foundation
import Testing

@Suite struct CGImageCreationTests {
    @Test func rgbaImageReportsItsLayoutAndData() {
        let image = makeQuadrantCGImage()
        #expect(image.width == 2 && image.height == 2)
        #expect(image.bitsPerPixel == 32 && image.bytesPerRow == 8)
        #expect(image.alphaInfo == .premultipliedLast)
        #expect(image.shouldInterpolate == false)
        let bytes = [UInt8](image.dataProvider!.data!)
        #expect(bytes.prefix(4) == [255, 0, 0, 255])
    }

    @Test func layoutsDecodeToTheSameColors() {
        let rgb = CGColorSpaceCreateDeviceRGB()
        func image(_ bytes: [UInt8], bpp: Int, space: CGColorSpace, info: UInt32) -> CGImage? {
            CGImage(width: 1, height: 1, bitsPerComponent: 8, bitsPerPixel: bpp, bytesPerRow: bpp / 8, space: space,
                    bitmapInfo: CGBitmapInfo(rawValue: info), provider: CGDataProvider(data: Data(bytes))!,
                    decode: nil, shouldInterpolate: true, intent: .defaultIntent)
        }
        func drawn(_ image: CGImage) -> Pixel {
            let ctx = makeRGBAContext(1, 1)
            ctx.draw(image, in: CGRect(x: 0, y: 0, width: 1, height: 1))
            return pixel(ctx, x: 0, y: 0)
        }
        let bgra = image([0, 128, 255, 255], bpp: 32, space: rgb,
                         info: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        #expect(drawn(bgra) == Pixel(255, 128, 0, 255))
        let argb = image([255, 255, 128, 0], bpp: 32, space: rgb, info: CGImageAlphaInfo.first.rawValue)!
        #expect(drawn(argb) == Pixel(255, 128, 0, 255))
        let straight = image([255, 0, 0, 128], bpp: 32, space: rgb, info: CGImageAlphaInfo.last.rawValue)!
        #expect(drawn(straight).isNear(Pixel(128, 0, 0, 128), 1))
        let rgb24 = image([10, 20, 30], bpp: 24, space: rgb, info: 0)!
        #expect(drawn(rgb24) == Pixel(10, 20, 30, 255))
        let gray = image([200], bpp: 8, space: CGColorSpaceCreateDeviceGray(), info: 0)!
        #expect(drawn(gray) == Pixel(200, 200, 200, 255))
        let alphaOnly = image([255], bpp: 8, space: rgb, info: CGImageAlphaInfo.alphaOnly.rawValue)!
        #expect(drawn(alphaOnly) == Pixel(0, 0, 0, 255))
        #expect(image([1, 2], bpp: 16, space: rgb, info: 0) == nil)  // unsupported layout
    }

    @Test func decodeArrayInverts() {
        let decode: [CGFloat] = [1, 0]
        let inverted = CGImage(width: 1, height: 1, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 1,
                               space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGBitmapInfo(rawValue: 0),
                               provider: CGDataProvider(data: Data([0]))!, decode: decode, shouldInterpolate: true,
                               intent: .defaultIntent)!
        let ctx = makeRGBAContext(1, 1)
        ctx.draw(inverted, in: CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(pixel(ctx, x: 0, y: 0) == Pixel(255, 255, 255, 255))
    }

    @Test func invalidImagesAreRefused() {
        let provider = CGDataProvider(data: Data(count: 16))!
        let rgb = CGColorSpaceCreateDeviceRGB()
        let info = CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue)
        #expect(CGImage(width: 100_000, height: 100_000, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 400_000,
                        space: rgb, bitmapInfo: info, provider: provider, decode: nil, shouldInterpolate: true,
                        intent: .defaultIntent) == nil)
        #expect(CGImage(width: 4, height: 4, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 16, space: rgb,
                        bitmapInfo: info, provider: provider, decode: nil, shouldInterpolate: true,
                        intent: .defaultIntent) == nil)  // too little data
        #expect(CGImage(width: 0, height: 4, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 16, space: rgb,
                        bitmapInfo: info, provider: provider, decode: nil, shouldInterpolate: true,
                        intent: .defaultIntent) == nil)
    }

    @Test func croppingUsesTopLeftPixels() {
        let image = makeQuadrantCGImage()
        let topRight = image.cropping(to: CGRect(x: 1, y: 0, width: 1, height: 1))!
        #expect(topRight.width == 1 && topRight.height == 1)
        #expect([UInt8](topRight.dataProvider!.data!) == [0, 255, 0, 255])
        let ctx = makeRGBAContext(1, 1)
        ctx.draw(topRight, in: CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(pixel(ctx, x: 0, y: 0) == green)
        #expect(image.cropping(to: CGRect(x: 5, y: 5, width: 2, height: 2)) == nil)
        let clipped = image.cropping(to: CGRect(x: 1, y: 1, width: 10, height: 10))!
        #expect(clipped.width == 1 && clipped.height == 1)
    }

    @Test func copyAndProviderFromFile() throws {
        let image = makeQuadrantCGImage()
        let copy = image.copy()!
        #expect(copy !== image && copy.width == 2 && copy.bitmapInfo == image.bitmapInfo)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cg-provider-\(UUID().uuidString).bin")
        try Data([1, 2, 3]).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(CGDataProvider(url: url)?.data == Data([1, 2, 3]))
        #expect(CGDataProvider(url: URL(fileURLWithPath: "/nonexistent/file.png")) == nil)
    }
}
