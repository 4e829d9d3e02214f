import Foundation
import Testing

@Suite struct CGContextTransformTests {
    @Test func ctmStartsAtIdentityAndTracksChanges() {
        let ctx = makeRGBAContext(20, 20)
        #expect(ctx.ctm == .identity)
        ctx.translateBy(x: 5, y: 3)
        ctx.scaleBy(x: 2, y: 2)
        let expected = CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 5, ty: 3)
        #expect(ctx.ctm == expected)
        #expect(ctx.userSpaceToDeviceSpaceTransform == expected)
        #expect(ctx.convertToDeviceSpace(CGPoint(x: 1, y: 1)) == CGPoint(x: 7, y: 5))
        #expect(ctx.convertToUserSpace(CGPoint(x: 7, y: 5)) == CGPoint(x: 1, y: 1))
        #expect(ctx.convertToDeviceSpace(CGSize(width: 3, height: 4)) == CGSize(width: 6, height: 8))
        #expect(ctx.convertToUserSpace(CGSize(width: 6, height: 8)) == CGSize(width: 3, height: 4))
        #expect(ctx.convertToDeviceSpace(CGRect(x: 0, y: 0, width: 1, height: 1)) == CGRect(x: 5, y: 3, width: 2, height: 2))
        #expect(ctx.convertToUserSpace(CGRect(x: 5, y: 3, width: 2, height: 2)) == CGRect(x: 0, y: 0, width: 1, height: 1))
    }

    @Test func translatedFillLandsAtTheRightPixels() {
        let ctx = makeRGBAContext(20, 20)
        ctx.translateBy(x: 10, y: 10)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(pixel(ctx, x: 12, y: 12) == red)
        #expect(pixel(ctx, x: 8, y: 8) == transparent)
    }

    @Test func rotationIsCounterclockwiseInYUpSpace() {
        let ctx = makeRGBAContext(20, 20)
        ctx.translateBy(x: 10, y: 10)
        ctx.rotate(by: .pi / 2)
        // +x in user space now points up (+y in base space).
        ctx.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 2, y: -1, width: 6, height: 2))
        #expect(pixel(ctx, x: 10, y: 15) == green)
        #expect(pixel(ctx, x: 15, y: 10) == transparent)
        let m = ctx.ctm
        #expect(abs(m.b - 1) < 1e-9 && abs(m.c + 1) < 1e-9)
    }

    @Test func concatenateAndSaveRestore() {
        let ctx = makeRGBAContext(20, 20)
        ctx.saveGState()
        ctx.concatenate(CGAffineTransform(scaleX: 2, y: 2))
        #expect(ctx.ctm == CGAffineTransform(scaleX: 2, y: 2))
        ctx.restoreGState()
        #expect(ctx.ctm == .identity)
    }
}
