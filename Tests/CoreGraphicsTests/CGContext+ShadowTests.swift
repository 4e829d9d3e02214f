import Foundation
import Testing

@Suite struct CGContextShadowTests {
    @Test func rawBitmapShadowMovesUpAndRight() {
        let ctx = makeRGBAContext(60, 60)
        ctx.setShadow(offset: CGSize(width: 10, height: 10), blur: 0, color: CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 10, y: 10, width: 20, height: 20))
        #expect(pixel(ctx, x: 20, y: 20) == red)                 // the shape on top
        #expect(pixel(ctx, x: 35, y: 35) == blue)                // shadow up and right (y-up)
        #expect(pixel(ctx, x: 5, y: 5) == transparent)
        #expect(pixel(ctx, x: 15, y: 5) == transparent)          // nothing below the shape
    }

    @Test func defaultShadowIsOneThirdBlack() {
        let ctx = makeRGBAContext(40, 40)
        ctx.setShadow(offset: CGSize(width: 10, height: -10), blur: 0)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 5, y: 15, width: 15, height: 15))
        let shadow = pixel(ctx, x: 22, y: 8)  // right and down of the shape
        #expect(shadow.isNear(Pixel(0, 0, 0, 85), 2), "\(shadow)")
    }

    @Test func blurSpreadsTheShadow() {
        let ctx = makeRGBAContext(80, 80)
        ctx.setShadow(offset: CGSize(width: 0, height: 0), blur: 10, color: CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 30, y: 30, width: 20, height: 20))
        let near = pixel(ctx, x: 28, y: 40).a, far = pixel(ctx, x: 22, y: 40).a, edge = pixel(ctx, x: 30, y: 40)
        #expect(near > far && far > 0, "near \(near) far \(far)")
        #expect(near < 255)
        #expect(edge.r > 200)  // the shape itself is drawn over its shadow
        #expect(pixel(ctx, x: 5, y: 40) == transparent)
    }

    @Test func flippedUIKitStyleContextShadowMovesDown() {
        let ctx = makeRGBAContext(60, 60)
        ctx.baseSpaceIsTopLeft = true
        ctx.translateBy(x: 0, y: 60)
        ctx.scaleBy(x: 1, y: -1)
        ctx.setShadow(offset: CGSize(width: 0, height: 10), blur: 0, color: CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 10, y: 10, width: 20, height: 20))   // rows 10..<30 from the top
        #expect(pixel(ctx, 20, row: 20) == red)
        #expect(pixel(ctx, 20, row: 35) == blue)                  // below, on screen
        #expect(pixel(ctx, 20, row: 5) == transparent)
    }

    @Test func strokesAndImagesCastShadows() {
        let ctx = makeRGBAContext(60, 60)
        ctx.setShadow(offset: CGSize(width: 20, height: 0), blur: 0, color: CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        ctx.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.setLineWidth(4)
        ctx.move(to: CGPoint(x: 10, y: 50)); ctx.addLine(to: CGPoint(x: 10, y: 40))
        ctx.strokePath()
        #expect(pixel(ctx, x: 30, y: 45) == blue)
        ctx.draw(makeQuadrantCGImage(), in: CGRect(x: 5, y: 5, width: 10, height: 10))
        #expect(pixel(ctx, x: 30, y: 10) == blue)
        ctx.setShadow(offset: .zero, blur: 0, color: nil)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 40, y: 20, width: 5, height: 5))
        #expect(pixel(ctx, x: 42, y: 22) == red)
        #expect(pixel(ctx, x: 50, y: 22) == transparent)  // no shadow once the color is nil
    }
}
