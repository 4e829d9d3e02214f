import Foundation
import Testing

@Suite struct CGImagePNGTests {
    @Test func roundTripKeepsPixels() throws {
        let ctx = makeRGBAContext(8, 6)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 6))
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        ctx.fill(CGRect(x: 4, y: 0, width: 4, height: 3))
        let png = try #require(ctx.makeImage()?.pngData())
        #expect(png.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
        let decoded = try CGImage.decodePNG(png)
        #expect(decoded.width == 8 && decoded.height == 6)
        let check = makeRGBAContext(8, 6)
        check.setBlendMode(.copy)
        check.draw(decoded, in: CGRect(x: 0, y: 0, width: 8, height: 6))
        #expect(pixel(check, x: 1, y: 1) == red)
        #expect(pixel(check, x: 6, y: 1).isNear(Pixel(0, 0, 128, 128), 1))
        #expect(pixel(check, x: 6, y: 5) == transparent)
        let viaProvider = CGImage(pngDataProviderSource: CGDataProvider(data: png)!, decode: nil,
                                  shouldInterpolate: true, intent: .defaultIntent)
        #expect(viaProvider?.width == 8)
    }

    @Test func corruptDataThrows() throws {
        #expect(throws: CGImagePNGError.empty) { try CGImage.decodePNG(Data()) }
        #expect(throws: CGImagePNGError.notPNG) { try CGImage.decodePNG(Data("hello, world, not a png".utf8)) }
        let png = try #require(makeQuadrantCGImage().pngData())
        let truncated = png.prefix(png.count - 20)
        #expect(throws: CGImagePNGError.self) { try CGImage.decodePNG(Data(truncated)) }
        var garbage = png
        for i in 40..<garbage.count - 12 { garbage[i] ^= 0x5A }
        #expect(throws: CGImagePNGError.self) { try CGImage.decodePNG(garbage) }
        #expect(CGImage(pngDataProviderSource: CGDataProvider(data: Data(truncated))!, decode: nil,
                        shouldInterpolate: true, intent: .defaultIntent) == nil)
    }

    @Test func absurdHeaderIsRefusedBeforeDecoding() throws {
        var png = try #require(makeQuadrantCGImage().pngData())
        // Width 100000 in IHDR (bytes 16..19, big endian).
        png.replaceSubrange(16..<20, with: [0x00, 0x01, 0x86, 0xA0])
        #expect(throws: CGImagePNGError.tooLarge(width: 100_000, height: 2)) { try CGImage.decodePNG(png) }
    }
}
