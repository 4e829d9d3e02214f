import Foundation
import Testing

@Suite struct CGContextImageTests {
    @Test func imageIsUprightInRawBitmap() {
        let ctx = makeRGBAContext(20, 20)
        ctx.interpolationQuality = .none
        ctx.draw(makeQuadrantCGImage(), in: CGRect(x: 0, y: 0, width: 20, height: 20))
        // Image top row (red, green) at the top of memory.
        #expect(pixel(ctx, 5, row: 5) == red)
        #expect(pixel(ctx, 15, row: 5) == green)
        #expect(pixel(ctx, 5, row: 15) == blue)
        #expect(pixel(ctx, 15, row: 15) == Pixel(255, 255, 255, 255))
    }

    @Test func imageIsUpsideDownInFlippedContext() {
        let ctx = makeRGBAContext(20, 20)
        ctx.interpolationQuality = .none
        ctx.translateBy(x: 0, y: 20)
        ctx.scaleBy(x: 1, y: -1)
        ctx.draw(makeQuadrantCGImage(), in: CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(pixel(ctx, 5, row: 5) == blue)
        #expect(pixel(ctx, 5, row: 15) == red)
        #expect(pixel(ctx, 15, row: 15) == green)
    }

    @Test func imageInSubRectAndTiling() {
        let ctx = makeRGBAContext(20, 20)
        ctx.interpolationQuality = .none
        ctx.draw(makeQuadrantCGImage(), in: CGRect(x: 10, y: 0, width: 10, height: 10))
        #expect(pixel(ctx, x: 12, y: 7) == red)
        #expect(pixel(ctx, x: 5, y: 5) == transparent)
        let tiled = makeRGBAContext(20, 20)
        tiled.interpolationQuality = .none
        tiled.draw(makeQuadrantCGImage(), in: CGRect(x: 0, y: 0, width: 4, height: 4), byTiling: true)
        // Every 4x4 tile repeats the quadrants: (1, 3) is red in each tile.
        #expect(pixel(tiled, x: 1, y: 3) == red)
        #expect(pixel(tiled, x: 13, y: 15) == red)
        #expect(pixel(tiled, x: 17, y: 16) == blue)
    }

    @Test func imageWithGlobalAlpha() {
        let ctx = makeRGBAContext(10, 10)
        ctx.setAlpha(0.5)
        ctx.interpolationQuality = .none
        ctx.draw(makeQuadrantCGImage(), in: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(pixel(ctx, 2, row: 2).isNear(Pixel(128, 0, 0, 128), 1))
    }
}

@Suite struct CGContextImageEdgeTests {
    @Test func scaledImageHasNoTransparentFringeAndKeepsPath() {
        let ctx = makeRGBAContext(20, 20)
        ctx.interpolationQuality = .high
        ctx.move(to: CGPoint(x: 3, y: 3))
        ctx.draw(makeQuadrantCGImage(), in: CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(pixel(ctx, 0, row: 0).a == 255)
        #expect(pixel(ctx, 19, row: 19).a == 255)
        #expect(ctx.currentPointOfPath == CGPoint(x: 3, y: 3))
        let small = makeRGBAContext(20, 20)
        small.draw(makeQuadrantCGImage(), in: CGRect(x: 5, y: 5, width: 10, height: 10))
        #expect(pixel(small, x: 3, y: 10) == transparent && pixel(small, x: 16, y: 10) == transparent)
    }
}
