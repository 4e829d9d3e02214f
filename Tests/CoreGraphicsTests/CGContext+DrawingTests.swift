import Foundation
import Testing

@Suite struct CGContextDrawingTests {
    @Test func rawBitmapIsYUp() {
        let ctx = makeRGBAContext(20, 20)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
        // Origin bottom-left: the rect occupies the last five memory rows.
        #expect(pixel(ctx, 2, row: 19) == red)
        #expect(pixel(ctx, 2, row: 15) == red)
        #expect(pixel(ctx, 2, row: 14) == transparent)
        #expect(pixel(ctx, 2, row: 0) == transparent)
    }

    @Test func flippedContextDrawsTopLeft() {
        let ctx = makeRGBAContext(20, 20)
        ctx.translateBy(x: 0, y: 20)
        ctx.scaleBy(x: 1, y: -1)
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
        #expect(pixel(ctx, 2, row: 0) == blue)
        #expect(pixel(ctx, 2, row: 4) == blue)
        #expect(pixel(ctx, 2, row: 5) == transparent)
        #expect(pixel(ctx, 12, row: 0) == transparent)
    }

    @Test func fillRulesOnContext() {
        for (rule, center) in [(CGPathFillRule.winding, red), (.evenOdd, transparent)] {
            let ctx = makeRGBAContext(30, 30)
            ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            ctx.addRect(CGRect(x: 0, y: 0, width: 30, height: 30))
            ctx.addRect(CGRect(x: 10, y: 10, width: 10, height: 10))
            ctx.fillPath(using: rule)
            #expect(pixel(ctx, x: 15, y: 15) == center)
            #expect(pixel(ctx, x: 5, y: 5) == red)
            #expect(ctx.isPathEmpty)
        }
    }

    @Test func strokeCoversTheLineOnly() {
        let ctx = makeRGBAContext(20, 20)
        ctx.setStrokeColor(red: 0, green: 1, blue: 0, alpha: 1)
        ctx.setLineWidth(2)
        ctx.move(to: CGPoint(x: 0, y: 10))
        ctx.addLine(to: CGPoint(x: 20, y: 10))
        ctx.strokePath()
        #expect(pixel(ctx, x: 5, y: 10) == green)
        #expect(pixel(ctx, x: 5, y: 9) == green)
        #expect(pixel(ctx, x: 5, y: 12) == transparent)
        ctx.stroke(CGRect(x: 2, y: 2, width: 6, height: 6), width: 2)
        #expect(pixel(ctx, x: 2, y: 5) == green)
        #expect(pixel(ctx, x: 5, y: 5) == transparent)
    }

    @Test func drawPathModes() {
        for mode in [CGPathDrawingMode.fill, .eoFill, .stroke, .fillStroke, .eoFillStroke] {
            let ctx = makeRGBAContext(40, 40)
            ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            ctx.setStrokeColor(red: 0, green: 0, blue: 1, alpha: 1)
            ctx.setLineWidth(4)
            ctx.addRect(CGRect(x: 4, y: 4, width: 32, height: 32))
            ctx.addRect(CGRect(x: 14, y: 14, width: 12, height: 12))
            ctx.drawPath(using: mode)
            let filledInterior = mode != .stroke
            let center = pixel(ctx, x: 20, y: 20)
            let ring = pixel(ctx, x: 9, y: 20)
            let edge = pixel(ctx, x: 4, y: 20)
            #expect(ring == (filledInterior ? red : transparent), "\(mode) ring \(ring)")
            let centerFilled = mode == .fill || mode == .fillStroke
            #expect(center == (centerFilled ? red : transparent), "\(mode) center \(center)")
            #expect(edge == (mode == .fill || mode == .eoFill ? red : blue), "\(mode) edge \(edge)")
        }
    }

    @Test func clearMakesTransparent() {
        let ctx = makeRGBAContext(10, 10)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        ctx.clear(CGRect(x: 0, y: 0, width: 5, height: 10))
        #expect(pixel(ctx, x: 2, y: 2) == transparent)
        #expect(pixel(ctx, x: 7, y: 2) == red)
    }

    @Test func ellipsesAndSegmentsAndRects() {
        let ctx = makeRGBAContext(40, 40)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fillEllipse(in: CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(pixel(ctx, x: 20, y: 20) == red)
        #expect(pixel(ctx, x: 1, y: 1) == transparent)
        ctx.setStrokeColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.setLineWidth(2)
        ctx.strokeLineSegments(between: [CGPoint(x: 0, y: 30), CGPoint(x: 40, y: 30), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 40)])
        #expect(pixel(ctx, x: 30, y: 30) == blue)
        #expect(pixel(ctx, x: 10, y: 5) == blue)
        ctx.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        ctx.fill([CGRect(x: 0, y: 0, width: 2, height: 2), CGRect(x: 38, y: 38, width: 2, height: 2)])
        #expect(pixel(ctx, x: 0, y: 0) == green && pixel(ctx, x: 39, y: 39) == green)
    }

    @Test func convenienceFillsKeepTheCurrentPath() {
        let ctx = makeRGBAContext(10, 10)
        ctx.move(to: CGPoint(x: 1, y: 1))
        ctx.addLine(to: CGPoint(x: 5, y: 5))
        ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(ctx.currentPointOfPath == CGPoint(x: 5, y: 5))
    }

    @Test func alphaAndColorsFromCGColor() {
        let ctx = makeRGBAContext(10, 10)
        ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        ctx.setAlpha(0.5)
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(pixel(ctx, x: 5, y: 5).isNear(Pixel(0, 0, 128, 128), 1))
    }
}
