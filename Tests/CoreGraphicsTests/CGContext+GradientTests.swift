import Foundation
import Testing

@Suite struct CGContextGradientTests {
    let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                              colors: [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)],
                              locations: [0, 1])!

    private func linear(_ options: CGGradientDrawingOptions) -> CGContext {
        let ctx = makeRGBAContext(100, 10)
        ctx.drawLinearGradient(gradient, start: CGPoint(x: 25, y: 0), end: CGPoint(x: 75, y: 0), options: options)
        return ctx
    }

    @Test func linearColorsAtStartMiddleEnd() {
        let ctx = linear([.drawsBeforeStartLocation, .drawsAfterEndLocation])
        #expect(pixel(ctx, x: 25, y: 5).isNear(Pixel(255, 0, 0, 255), 8))
        #expect(pixel(ctx, x: 50, y: 5).isNear(Pixel(128, 0, 128, 255), 8))
        #expect(pixel(ctx, x: 74, y: 5).isNear(Pixel(0, 0, 255, 255), 8))
        #expect(pixel(ctx, x: 5, y: 5) == red)
        #expect(pixel(ctx, x: 95, y: 5) == blue)
    }

    @Test func linearOptionsAreSeparate() {
        let none = linear([])
        #expect(pixel(none, x: 5, y: 5) == transparent && pixel(none, x: 95, y: 5) == transparent)
        #expect(pixel(none, x: 50, y: 5).a == 255)
        let before = linear(.drawsBeforeStartLocation)
        #expect(pixel(before, x: 5, y: 5) == red && pixel(before, x: 95, y: 5) == transparent)
        let after = linear(.drawsAfterEndLocation)
        #expect(pixel(after, x: 5, y: 5) == transparent && pixel(after, x: 95, y: 5) == blue)
        #expect(pixel(after, x: 50, y: 5).isNear(Pixel(128, 0, 128, 255), 8))
    }

    @Test func radialGradientAndOptions() {
        func draw(_ options: CGGradientDrawingOptions) -> CGContext {
            let ctx = makeRGBAContext(100, 100)
            ctx.drawRadialGradient(gradient, startCenter: CGPoint(x: 50, y: 50), startRadius: 10,
                                   endCenter: CGPoint(x: 50, y: 50), endRadius: 40, options: options)
            return ctx
        }
        let none = draw([])
        #expect(pixel(none, x: 50, y: 50) == transparent)          // inside the start circle
        #expect(pixel(none, x: 95, y: 50) == transparent)          // outside the end circle
        #expect(pixel(none, x: 75, y: 50).isNear(Pixel(128, 0, 128, 255), 10))  // radius 25: middle
        let before = draw(.drawsBeforeStartLocation)
        #expect(pixel(before, x: 50, y: 50) == red && pixel(before, x: 95, y: 50) == transparent)
        let after = draw(.drawsAfterEndLocation)
        #expect(pixel(after, x: 50, y: 50) == transparent && pixel(after, x: 95, y: 50) == blue)
        let both = draw([.drawsBeforeStartLocation, .drawsAfterEndLocation])
        #expect(pixel(both, x: 50, y: 50) == red && pixel(both, x: 95, y: 50) == blue)
    }

    @Test func componentInitializerAndClip() {
        let components: [CGFloat] = [0, 1, 0, 1, 0, 1, 0, 1]
        let flat = CGGradient(colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: components, locations: nil, count: 2)!
        let ctx = makeRGBAContext(20, 20)
        ctx.clip(to: CGRect(x: 0, y: 0, width: 10, height: 20))
        ctx.drawLinearGradient(flat, start: .zero, end: CGPoint(x: 20, y: 0), options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        #expect(pixel(ctx, x: 5, y: 5) == green)
        #expect(pixel(ctx, x: 15, y: 5) == transparent)
        #expect(CGGradient(colorsSpace: nil, colors: [], locations: nil) == nil)
    }
}
