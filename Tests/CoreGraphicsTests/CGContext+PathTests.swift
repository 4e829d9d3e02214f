import Foundation
import Testing

@Suite struct CGContextPathTests {
    @Test func pathPropertyMirrorsTheCurrentPath() {
        let ctx = makeRGBAContext(20, 20)
        #expect(ctx.isPathEmpty && ctx.path == nil)
        ctx.addRect(CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(!ctx.isPathEmpty)
        let path = ctx.path!
        #expect(path == CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil))
        #expect(ctx.boundingBoxOfPath == CGRect(x: 1, y: 2, width: 3, height: 4))
        ctx.beginPath()
        #expect(ctx.isPathEmpty)
    }

    @Test func pathIsInUserSpace() {
        let ctx = makeRGBAContext(20, 20)
        ctx.translateBy(x: 5, y: 5)
        ctx.move(to: CGPoint(x: 1, y: 1))
        ctx.addLine(to: CGPoint(x: 2, y: 3))
        #expect(ctx.currentPointOfPath == CGPoint(x: 2, y: 3))
        #expect(ctx.path?.boundingBox == CGRect(x: 1, y: 1, width: 1, height: 2))
    }

    @Test func arcsAndCurvesOnContext() {
        let ctx = makeRGBAContext(40, 40)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        // Counterclockwise half circle from 0 to pi: the upper half (y-up).
        ctx.move(to: CGPoint(x: 20, y: 20))
        ctx.addArc(center: CGPoint(x: 20, y: 20), radius: 15, startAngle: 0, endAngle: .pi, clockwise: false)
        ctx.closePath()
        ctx.fillPath()
        #expect(pixel(ctx, x: 20, y: 30) == red)
        #expect(pixel(ctx, x: 20, y: 10) == transparent)
        let cw = makeRGBAContext(40, 40)
        cw.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        cw.move(to: CGPoint(x: 20, y: 20))
        cw.addArc(center: CGPoint(x: 20, y: 20), radius: 15, startAngle: 0, endAngle: .pi, clockwise: true)
        cw.closePath()
        cw.fillPath()
        #expect(pixel(cw, x: 20, y: 10) == red)
        #expect(pixel(cw, x: 20, y: 30) == transparent)
        let curves = makeRGBAContext(40, 40)
        curves.move(to: CGPoint(x: 0, y: 0))
        curves.addQuadCurve(to: CGPoint(x: 20, y: 0), control: CGPoint(x: 10, y: 20))
        curves.addCurve(to: CGPoint(x: 40, y: 0), control1: CGPoint(x: 25, y: 10), control2: CGPoint(x: 35, y: 10))
        curves.addArc(tangent1End: CGPoint(x: 40, y: 40), tangent2End: CGPoint(x: 0, y: 40), radius: 5)
        curves.addLines(between: [CGPoint(x: 1, y: 1), CGPoint(x: 2, y: 2)])
        curves.addEllipse(in: CGRect(x: 0, y: 0, width: 4, height: 4))
        curves.addRects([CGRect(x: 0, y: 0, width: 1, height: 1)])
        curves.addPath(CGPath(rect: CGRect(x: 30, y: 30, width: 2, height: 2), transform: nil))
        let box = curves.path!.boundingBoxOfPath
        #expect(abs(box.maxY - 40) < 1e-6 && abs(box.maxX - 40) < 1e-6)
        // The quad curve's apex (10, 10) is where the path goes.
        var quadPoints: [CGPoint] = []
        curves.path!.applyWithBlock { if $0.pointee.type == .addCurveToPoint { quadPoints.append($0.pointee.points[2]) } }
        #expect(quadPoints.first == CGPoint(x: 20, y: 0))
    }
}

@Suite struct CGContextNonFiniteTests {
    @Test func nonFiniteGeometryIsRejectedAndContextKeepsWorking() {
        let ctx = makeRGBAContext(10, 10)
        ctx.translateBy(x: .nan, y: 0)
        ctx.move(to: CGPoint(x: CGFloat.infinity, y: 0))
        ctx.addRect(CGRect(x: CGFloat.nan, y: 0, width: 5, height: 5))
        ctx.addEllipse(in: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 2))
        ctx.fillPath()
        #expect(ctx.ctm == .identity)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(pixel(ctx, x: 5, y: 5) == red)
    }
}
