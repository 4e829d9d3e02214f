import Foundation
import Testing
import UIKit

@Suite struct UIBezierPathTests {
    @Test func rectangleFillsItsPixelsAtScale2() {
        let (image, px) = render(CGSize(width: 10, height: 10), scale: 2) { _ in
            UIColor.red.setFill()
            UIBezierPath(rect: CGRect(x: 2, y: 3, width: 4, height: 5)).fill()
        }
        #expect(image.size == CGSize(width: 10, height: 10))
        #expect(px.width == 20 && px.height == 20)
        #expect(px[4, 6] == .red)      // point (2, 3)
        #expect(px[11, 15] == .red)    // point (5.5, 7.5)
        #expect(px[3, 6] == .clear)    // left of x = 2
        #expect(px[4, 5] == .clear)    // above y = 3
        #expect(px[12, 16] == .clear)  // right of x = 6, below y = 8
    }

    @Test func arcsAreVisuallyClockwiseInUIKitCoordinates() {
        // From angle 0 (right) to pi/2: clockwise on screen passes through the bottom-right.
        let (_, px) = render(CGSize(width: 20, height: 20)) { _ in
            UIColor.blue.setFill()
            let wedge = UIBezierPath(arcCenter: CGPoint(x: 10, y: 10), radius: 9, startAngle: 0, endAngle: .pi / 2, clockwise: true)
            wedge.addLine(to: CGPoint(x: 10, y: 10))
            wedge.close()
            wedge.fill()
        }
        #expect(px[14, 14] == .blue)   // bottom-right quadrant
        #expect(px[14, 5] == .clear)   // top-right
        #expect(px[5, 14] == .clear)   // bottom-left
        #expect(px[5, 5] == .clear)    // top-left

        let (_, ccw) = render(CGSize(width: 20, height: 20)) { _ in
            UIColor.blue.setFill()
            let wedge = UIBezierPath(arcCenter: CGPoint(x: 10, y: 10), radius: 9, startAngle: 0, endAngle: .pi / 2, clockwise: false)
            wedge.addLine(to: CGPoint(x: 10, y: 10))
            wedge.close()
            wedge.fill()
        }
        #expect(ccw[14, 14] == .clear)
        #expect(ccw[14, 5] == .blue && ccw[5, 5] == .blue && ccw[5, 14] == .blue)
    }

    @Test func arcEndsWhereTheAngleSays() {
        let path = UIBezierPath(arcCenter: CGPoint(x: 10, y: 10), radius: 5, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(abs(path.currentPoint.x - 10) < 1e-9 && abs(path.currentPoint.y - 15) < 1e-9)
        // Clockwise on screen from 0 to pi/2 is a quarter turn: it stays in the bottom-right.
        #expect(path.bounds.minX >= 9.99 && path.bounds.minY >= 9.99)
    }

    @Test(arguments: [UIRectCorner.topLeft, .topRight, .bottomLeft, .bottomRight])
    func onlyTheChosenCornerIsRounded(corner: UIRectCorner) {
        let (_, px) = render(CGSize(width: 40, height: 40)) { _ in
            UIColor.red.setFill()
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 40), byRoundingCorners: corner,
                         cornerRadii: CGSize(width: 15, height: 15)).fill()
        }
        let corners: [(UIRectCorner, Int, Int)] = [(.topLeft, 1, 1), (.topRight, 38, 1), (.bottomLeft, 1, 38), (.bottomRight, 38, 38)]
        for (c, x, y) in corners {
            #expect(px[x, y] == (c == corner ? .clear : .red), "corner \(c.rawValue) at (\(x), \(y))")
        }
        #expect(px[20, 20] == .red)
    }

    @Test func roundedRectRadiusIsClampedAndCornersAreCircular() {
        let (_, px) = render(CGSize(width: 20, height: 10)) { _ in
            UIColor.red.setFill()
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 10), cornerRadius: 50).fill()
        }
        // Radius clamps to 5: a stadium. (1, 1) is outside the left cap, (5, 1) inside.
        #expect(px[0, 0] == .clear && px[19, 9] == .clear)
        #expect(px[10, 0] == .red && px[10, 9] == .red)
        #expect(px[0, 5].a > 128)
    }

    @Test func ovalFillsItsInscribedEllipse() {
        let (_, px) = render(CGSize(width: 20, height: 10)) { _ in
            UIColor.green.setFill()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 10)).fill()
        }
        #expect(px[10, 5] == .green && px[1, 5] == .green)
        #expect(px[1, 1] == .clear && px[18, 8] == .clear)
    }

    @Test func lineDashLeavesGaps() {
        let (_, px) = render(CGSize(width: 40, height: 10)) { _ in
            UIColor.black.setStroke()
            let line = UIBezierPath()
            line.move(to: CGPoint(x: 0, y: 5))
            line.addLine(to: CGPoint(x: 40, y: 5))
            line.lineWidth = 4
            let pattern: [CGFloat] = [10, 5]
            line.setLineDash(pattern, count: 2, phase: 0)
            line.stroke()
        }
        #expect(px[5, 5] == .black && px[5, 3] == .black)
        #expect(px[12, 5] == .clear)
        #expect(px[20, 5] == .black)
        #expect(px[27, 5] == .clear)
        #expect(px[5, 1] == .clear)  // line width 4 covers y 3..<7
    }

    @Test func getLineDashReportsThePattern() {
        let path = UIBezierPath()
        let pattern: [CGFloat] = [4, 2, 1]
        path.setLineDash(pattern, count: 3, phase: 1.5)
        var count = 0
        var phase: CGFloat = 0
        path.getLineDash(nil, count: &count, phase: &phase)
        #expect(count == 3 && phase == 1.5)
        var values = [CGFloat](repeating: 0, count: count)
        path.getLineDash(&values, count: nil, phase: nil)
        #expect(values == pattern)
        path.setLineDash(nil, count: 0, phase: 0)
        path.getLineDash(nil, count: &count, phase: nil)
        #expect(count == 0)
    }

    @Test func strokeUsesLineWidthAndLeavesTheContextStateAlone() {
        let (_, px) = render(CGSize(width: 20, height: 20)) { context in
            UIColor.red.setStroke()
            let path = UIBezierPath(rect: CGRect(x: 5, y: 5, width: 10, height: 10))
            path.lineWidth = 4
            path.stroke()
            // The context's own line width is still 1: a rect stroked by it is thin.
            context.cgContext.setStrokeColor(UIColor.blue.cgColor)
            context.cgContext.stroke(CGRect(x: 0.5, y: 0.5, width: 19, height: 19))
        }
        #expect(px[4, 10] == .red && px[6, 10] == .red)   // x 3..<7
        #expect(px[10, 10] == .clear)
        #expect(px[0, 10] == .blue && px[1, 10] == .clear)
    }

    @Test func containsHonoursTheFillRule() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 30, height: 30))
        path.append(UIBezierPath(rect: CGRect(x: 10, y: 10, width: 10, height: 10)))
        #expect(path.contains(CGPoint(x: 15, y: 15)))   // same direction: nonzero winding
        path.usesEvenOddFillRule = true
        #expect(!path.contains(CGPoint(x: 15, y: 15)))
        #expect(path.contains(CGPoint(x: 5, y: 5)))
        #expect(!path.contains(CGPoint(x: 35, y: 5)))
        let hole = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 30, height: 30))
        hole.append(UIBezierPath(rect: CGRect(x: 10, y: 10, width: 10, height: 10)).reversing())
        #expect(!hole.contains(CGPoint(x: 15, y: 15)))  // opposite direction: a hole even with winding
    }

    @Test func evenOddFillLeavesAHole() {
        let (_, px) = render(CGSize(width: 30, height: 30)) { _ in
            UIColor.red.setFill()
            let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 30, height: 30))
            path.append(UIBezierPath(rect: CGRect(x: 10, y: 10, width: 10, height: 10)))
            path.usesEvenOddFillRule = true
            path.fill()
        }
        #expect(px[5, 5] == .red && px[15, 15] == .clear)
    }

    @Test func reversingTracesBackwards() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addCurve(to: CGPoint(x: 10, y: 10), controlPoint1: CGPoint(x: 12, y: 2), controlPoint2: CGPoint(x: 12, y: 8))
        path.lineWidth = 3
        let reversed = path.reversing()
        #expect(reversed.lineWidth == 3)
        var elements: [(CGPathElementType, [CGPoint])] = []
        reversed.cgPath.applyWithBlock { element in
            let count = element.pointee.type == .addCurveToPoint ? 3 : (element.pointee.type == .closeSubpath ? 0 : 1)
            elements.append((element.pointee.type, (0..<count).map { element.pointee.points[$0] }))
        }
        #expect(elements.count == 3)
        #expect(elements[0].0 == .moveToPoint && elements[0].1 == [CGPoint(x: 10, y: 10)])
        #expect(elements[1].0 == .addCurveToPoint
                && elements[1].1 == [CGPoint(x: 12, y: 8), CGPoint(x: 12, y: 2), CGPoint(x: 10, y: 0)])
        #expect(elements[2].0 == .addLineToPoint && elements[2].1 == [CGPoint(x: 0, y: 0)])
        #expect(reversed.currentPoint == .zero)
    }

    @Test func geometryQueriesAndTransforms() {
        let path = UIBezierPath()
        #expect(path.isEmpty)
        #expect(path.currentPoint == .zero)
        path.move(to: CGPoint(x: 1, y: 2))
        path.addQuadCurve(to: CGPoint(x: 5, y: 2), controlPoint: CGPoint(x: 3, y: 10))
        #expect(!path.isEmpty)
        #expect(path.currentPoint == CGPoint(x: 5, y: 2))
        #expect(path.bounds == CGRect(x: 1, y: 2, width: 4, height: 8))   // control points included
        path.apply(CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 1))
        #expect(path.currentPoint == CGPoint(x: 20, y: 2))
        path.removeAllPoints()
        #expect(path.isEmpty)
        let copy = UIBezierPath(cgPath: UIBezierPath(rect: CGRect(x: 0, y: 0, width: 2, height: 2)).cgPath)
        #expect(copy.bounds == CGRect(x: 0, y: 0, width: 2, height: 2))
    }

    @Test func copyKeepsGeometryAndAttributes() throws {
        let path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 4, height: 4))
        path.lineWidth = 5
        path.lineCapStyle = .round
        path.lineJoinStyle = .bevel
        path.usesEvenOddFillRule = true
        let copy = try #require(path.copy() as? UIBezierPath)
        #expect(copy !== path)
        #expect(copy.cgPath == path.cgPath)
        #expect(copy.lineWidth == 5 && copy.lineCapStyle == .round && copy.lineJoinStyle == .bevel && copy.usesEvenOddFillRule)
        #expect(UIBezierPath().lineWidth == 1 && UIBezierPath().miterLimit == 10 && UIBezierPath().flatness == 0.6)
    }

    @Test func addClipRestrictsLaterDrawing() {
        let (_, px) = render(CGSize(width: 20, height: 20)) { context in
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20)).addClip()
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        #expect(px[5, 5] == .red && px[15, 5] == .clear)
    }

    @Test func fillWithBlendModeAndAlpha() {
        let (_, px) = render(CGSize(width: 10, height: 10)) { _ in
            UIColor.red.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).fill(with: .normal, alpha: 0.5)
        }
        #expect(px[5, 5].isNear(Pixel(255, 0, 0, 128), 2))
    }
}
