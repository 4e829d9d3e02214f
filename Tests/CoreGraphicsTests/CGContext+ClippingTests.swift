import Foundation
import Testing

@Suite struct CGContextClippingTests {
    private func fillAll(_ ctx: CGContext) {
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: ctx.width, height: ctx.height))
    }

    @Test func clipToRect() {
        let ctx = makeRGBAContext(20, 20)
        ctx.clip(to: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(ctx.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 10, height: 10))
        fillAll(ctx)
        #expect(pixel(ctx, x: 5, y: 5) == red)
        #expect(pixel(ctx, x: 15, y: 15) == transparent)
        ctx.resetClip()
        #expect(ctx.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 20, height: 20))
    }

    @Test func clipToRectsAndRestore() {
        let ctx = makeRGBAContext(20, 20)
        ctx.saveGState()
        ctx.clip(to: [CGRect(x: 0, y: 0, width: 5, height: 5), CGRect(x: 15, y: 15, width: 5, height: 5)])
        fillAll(ctx)
        ctx.restoreGState()
        #expect(pixel(ctx, x: 2, y: 2) == red && pixel(ctx, x: 17, y: 17) == red)
        #expect(pixel(ctx, x: 10, y: 10) == transparent)
        fillAll(ctx)
        #expect(pixel(ctx, x: 10, y: 10) == red)
    }

    @Test func evenOddClip() {
        let ctx = makeRGBAContext(30, 30)
        ctx.addRect(CGRect(x: 0, y: 0, width: 30, height: 30))
        ctx.addRect(CGRect(x: 10, y: 10, width: 10, height: 10))
        ctx.clip(using: .evenOdd)
        #expect(ctx.isPathEmpty)
        fillAll(ctx)
        #expect(pixel(ctx, x: 15, y: 15) == transparent)
        #expect(pixel(ctx, x: 5, y: 5) == red)
    }

    @Test func clipToPathWinding() {
        let ctx = makeRGBAContext(30, 30)
        ctx.addEllipse(in: CGRect(x: 0, y: 0, width: 30, height: 30))
        ctx.clip()
        fillAll(ctx)
        #expect(pixel(ctx, x: 15, y: 15) == red)
        #expect(pixel(ctx, x: 1, y: 1) == transparent)
    }

    @Test func maskClipUsesGrayLevels() {
        // 2x1 gray mask: left white (paint), right black (hide).
        let mask = CGImage(width: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 2,
                           space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGBitmapInfo(rawValue: 0),
                           provider: CGDataProvider(data: Data([255, 0]))!, decode: nil, shouldInterpolate: false,
                           intent: .defaultIntent)!
        let ctx = makeRGBAContext(20, 20)
        ctx.interpolationQuality = .none
        ctx.clip(to: CGRect(x: 0, y: 0, width: 20, height: 20), mask: mask)
        fillAll(ctx)
        #expect(pixel(ctx, x: 5, y: 10) == red)
        #expect(pixel(ctx, x: 15, y: 10) == transparent)
    }

    @Test func maskClipUsesAlphaAndIntersects() {
        // Top row opaque, bottom row transparent: only the upper half paints.
        let bytes: [UInt8] = [0, 0, 0, 255, 0, 0, 0, 0]
        let mask = CGImage(width: 1, height: 2, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 4,
                           space: CGColorSpaceCreateDeviceRGB(),
                           bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue),
                           provider: CGDataProvider(data: Data(bytes))!, decode: nil, shouldInterpolate: false,
                           intent: .defaultIntent)!
        let ctx = makeRGBAContext(20, 20)
        ctx.interpolationQuality = .none
        ctx.clip(to: CGRect(x: 0, y: 0, width: 20, height: 20), mask: mask)
        ctx.clip(to: CGRect(x: 0, y: 0, width: 10, height: 20))
        fillAll(ctx)
        #expect(pixel(ctx, x: 5, y: 15) == red)
        #expect(pixel(ctx, x: 5, y: 5) == transparent)
        #expect(pixel(ctx, x: 15, y: 15) == transparent)
        ctx.resetClip()
        fillAll(ctx)
        #expect(pixel(ctx, x: 5, y: 5) == red)
    }
}
