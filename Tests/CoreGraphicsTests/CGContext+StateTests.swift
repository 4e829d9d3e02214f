import Foundation
import Testing

@Suite struct CGContextStateTests {
    @Test func saveAndRestoreColorsAndLineWidth() {
        let ctx = makeRGBAContext(20, 20)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.saveGState()
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.setBlendMode(.copy)
        ctx.interpolationQuality = .none
        ctx.restoreGState()
        #expect(ctx.interpolationQuality == .default)
        ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(pixel(ctx, x: 2, y: 2) == red)
    }

    @Test func grayColors() {
        let ctx = makeRGBAContext(10, 10)
        ctx.setFillColor(gray: 1, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(pixel(ctx, x: 5, y: 5) == Pixel(255, 255, 255, 255))
        ctx.setStrokeColor(gray: 0, alpha: 1)
        ctx.setLineWidth(4)
        ctx.stroke(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(pixel(ctx, x: 0, y: 5) == Pixel(0, 0, 0, 255))
    }

    private func base(_ ctx: CGContext) {
        ctx.setFillColor(red: 1, green: 1, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func multiplyBlend() {
        let ctx = makeRGBAContext(10, 10)
        base(ctx)
        ctx.setBlendMode(.multiply)
        ctx.setFillColor(red: 0, green: 1, blue: 1, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
        #expect(pixel(ctx, x: 2, y: 2) == green)  // (1,1,0) * (0,1,1)
        #expect(pixel(ctx, x: 7, y: 2) == Pixel(255, 255, 0, 255))
    }

    @Test func copyBlendReplacesIncludingAlpha() {
        let ctx = makeRGBAContext(10, 10)
        base(ctx)
        ctx.setBlendMode(.copy)
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
        #expect(pixel(ctx, x: 2, y: 2).isNear(Pixel(0, 0, 128, 128), 1))
        #expect(pixel(ctx, x: 7, y: 2) == Pixel(255, 255, 0, 255))
    }

    @Test func clearBlendErases() {
        let ctx = makeRGBAContext(10, 10)
        base(ctx)
        ctx.setBlendMode(.clear)
        ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
        #expect(pixel(ctx, x: 2, y: 2) == transparent)
        #expect(pixel(ctx, x: 7, y: 2) == Pixel(255, 255, 0, 255))
    }

    @Test func plusLighterAdds() {
        let ctx = makeRGBAContext(10, 10)
        ctx.setFillColor(red: 0.5, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        ctx.setBlendMode(.plusLighter)
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(pixel(ctx, x: 5, y: 5).isNear(Pixel(255, 0, 0, 255), 2))
    }

    @Test func dashesLeaveGaps() {
        let ctx = makeRGBAContext(40, 10)
        ctx.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.setLineWidth(4)
        ctx.setLineDash(phase: 0, lengths: [10, 10])
        ctx.move(to: CGPoint(x: 0, y: 5))
        ctx.addLine(to: CGPoint(x: 40, y: 5))
        ctx.strokePath()
        #expect(pixel(ctx, x: 5, y: 5) == red)
        #expect(pixel(ctx, x: 15, y: 5) == transparent)
        #expect(pixel(ctx, x: 25, y: 5) == red)
    }

    @Test func antialiasingCanBeTurnedOff() {
        let ctx = makeRGBAContext(10, 10)
        ctx.setShouldAntialias(false)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0.5, y: 0.5, width: 5, height: 5))
        for x in 0..<10 { let a = pixel(ctx, x: x, y: 3).a; #expect(a == 0 || a == 255) }
        let smooth = makeRGBAContext(10, 10)
        smooth.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        smooth.fill(CGRect(x: 0.5, y: 0.5, width: 5, height: 5))
        #expect(pixel(smooth, x: 0, y: 3).a > 100 && pixel(smooth, x: 0, y: 3).a < 150)
    }

    @Test func linesCapsAndJoins() {
        let ctx = makeRGBAContext(30, 30)
        ctx.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.setLineWidth(6)
        ctx.setLineCap(.square)
        ctx.move(to: CGPoint(x: 10, y: 15)); ctx.addLine(to: CGPoint(x: 20, y: 15))
        ctx.strokePath()
        #expect(pixel(ctx, x: 8, y: 15) == red)  // square cap extends 3 beyond the end
        ctx.setLineCap(.butt)
        ctx.clear(CGRect(x: 0, y: 0, width: 30, height: 30))
        ctx.move(to: CGPoint(x: 10, y: 15)); ctx.addLine(to: CGPoint(x: 20, y: 15))
        ctx.strokePath()
        #expect(pixel(ctx, x: 8, y: 15) == transparent)
        ctx.setLineJoin(.bevel)
        ctx.setMiterLimit(10)
        ctx.setFlatness(0.5)
        ctx.setAllowsAntialiasing(true)
    }
}

@Suite struct CGContextPlusDarkerTests {
    @Test func plusDarkerSubtractsComplements() {
        let ctx = makeRGBAContext(10, 10)
        ctx.setFillColor(red: 0.8, green: 0.6, blue: 1, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        ctx.setBlendMode(.plusDarker)
        ctx.setFillColor(red: 0.5, green: 0.9, blue: 0.2, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
        // max(0, S + D - 1) per channel for opaque colors.
        #expect(pixel(ctx, x: 2, y: 5).isNear(Pixel(77, 128, 51, 255), 2), "\(pixel(ctx, x: 2, y: 5))")
        #expect(pixel(ctx, x: 7, y: 5).isNear(Pixel(204, 153, 255, 255), 1))
        // Over an empty destination the source is drawn as is.
        let empty = makeRGBAContext(4, 4)
        empty.setBlendMode(.plusDarker)
        empty.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        empty.fill(CGRect(x: 0, y: 0, width: 2, height: 4))
        #expect(pixel(empty, x: 1, y: 1) == red)
        #expect(pixel(empty, x: 3, y: 1) == transparent)
    }

    @Test func plusDarkerLandsWhereTheShapeIsInAYUpContext() {
        let ctx = makeRGBAContext(10, 10)
        ctx.setFillColor(red: 0.8, green: 0.6, blue: 1, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        ctx.setBlendMode(.plusDarker)
        ctx.setFillColor(red: 0.5, green: 0.9, blue: 0.2, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 3))   // the bottom three rows (y up)
        #expect(pixel(ctx, x: 5, y: 1).isNear(Pixel(77, 128, 51, 255), 2), "\(pixel(ctx, x: 5, y: 1))")
        #expect(pixel(ctx, x: 5, y: 8).isNear(Pixel(204, 153, 255, 255), 1), "\(pixel(ctx, x: 5, y: 8))")
    }
}

@Suite struct CGContextDefaultsTests {
    @Test func defaultLineWidthIsOnePoint() {
        let ctx = makeRGBAContext(10, 10)
        ctx.setStrokeColor(red: 0, green: 0, blue: 0, alpha: 1)
        ctx.setShouldAntialias(false)
        ctx.move(to: CGPoint(x: 0, y: 5))
        ctx.addLine(to: CGPoint(x: 10, y: 5))
        ctx.strokePath()
        // A 1-point line centred on y = 5 covers exactly one row (y 4.5...5.5 rounds to row y 5 or 4).
        let painted = (0..<10).filter { pixel(ctx, x: 5, y: $0).a > 0 }
        #expect(painted.count == 1, "\(painted)")
    }
}
