import Foundation
import Testing

@Suite struct CGPathTests {
    @Test func rectPathElementsAndIsRect() {
        let path = CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil)
        var types: [CGPathElementType] = []
        var points: [CGPoint] = []
        path.applyWithBlock { element in
            types.append(element.pointee.type)
            if element.pointee.type != .closeSubpath { points.append(element.pointee.points[0]) }
        }
        #expect(types == [.moveToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath])
        #expect(points == [CGPoint(x: 1, y: 2), CGPoint(x: 4, y: 2), CGPoint(x: 4, y: 6), CGPoint(x: 1, y: 6)])
        var rect = CGRect.zero
        #expect(path.isRect(&rect))
        #expect(rect == CGRect(x: 1, y: 2, width: 3, height: 4))
        let triangle = CGMutablePath()
        triangle.addLines(between: [.zero, CGPoint(x: 5, y: 0), CGPoint(x: 0, y: 5)])
        triangle.closeSubpath()
        #expect(!triangle.isRect(nil))
    }

    @Test func currentPointAndEmptiness() {
        let path = CGMutablePath()
        #expect(path.isEmpty)
        #expect(path.currentPoint == .zero)
        path.move(to: CGPoint(x: 1, y: 1))
        path.addLine(to: CGPoint(x: 5, y: 1))
        #expect(path.currentPoint == CGPoint(x: 5, y: 1))
        path.closeSubpath()
        #expect(path.currentPoint == CGPoint(x: 1, y: 1))
        #expect(!path.isEmpty)
    }

    @Test func lineWithoutCurrentPointIsIgnored() {
        let path = CGMutablePath()
        path.addLine(to: CGPoint(x: 3, y: 3))
        #expect(path.isEmpty)
    }

    @Test func boundingBoxIncludesControlPointsButPathBoxDoesNot() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addCurve(to: CGPoint(x: 10, y: 0), control1: CGPoint(x: 0, y: 10), control2: CGPoint(x: 10, y: 10))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
        let tight = path.boundingBoxOfPath
        #expect(abs(tight.maxY - 7.5) < 1e-9)
        #expect(abs(tight.width - 10) < 1e-9)
        let quad = CGMutablePath()
        quad.move(to: .zero)
        quad.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 10))
        #expect(abs(quad.boundingBoxOfPath.maxY - 5) < 1e-9)
        #expect(CGMutablePath().boundingBox.isNull)
    }

    @Test func ellipseBoundsAndContains() {
        let ellipse = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 10), transform: nil)
        let box = ellipse.boundingBoxOfPath
        #expect(abs(box.minX) < 1e-6 && abs(box.maxX - 20) < 1e-6 && abs(box.maxY - 10) < 1e-6)
        #expect(ellipse.contains(CGPoint(x: 10, y: 5)))
        #expect(ellipse.contains(CGPoint(x: 19, y: 5)))
        #expect(!ellipse.contains(CGPoint(x: 1, y: 1)))
    }

    @Test func windingVersusEvenOdd() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 30, height: 30))
        path.addRect(CGRect(x: 10, y: 10, width: 10, height: 10))
        let center = CGPoint(x: 15, y: 15)
        #expect(path.contains(center, using: .winding))
        #expect(!path.contains(center, using: .evenOdd))
        #expect(path.contains(CGPoint(x: 5, y: 5), using: .evenOdd))
        #expect(!path.contains(CGPoint(x: 35, y: 5)))
        // Transform moves the path: the point is tested against the moved path.
        #expect(path.contains(CGPoint(x: 105, y: 5), transform: CGAffineTransform(translationX: 100, y: 0)))
    }

    @Test func arcDirection() {
        // Counterclockwise (increasing angle) from 0 to pi/2: a quarter in the first quadrant.
        let ccw = CGMutablePath()
        ccw.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        let small = ccw.boundingBoxOfPath
        #expect(abs(small.minX) < 1e-6 && abs(small.minY) < 1e-6)
        #expect(abs(small.maxX - 10) < 1e-6 && abs(small.maxY - 10) < 1e-6)
        // Clockwise (decreasing angle): three quarters, through negative y and x.
        let cw = CGMutablePath()
        cw.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        let large = cw.boundingBoxOfPath
        #expect(abs(large.minX + 10) < 1e-6 && abs(large.minY + 10) < 1e-6)
        #expect(abs(cw.currentPoint.y - 10) < 1e-9 && abs(cw.currentPoint.x) < 1e-9)
        // Relative arc with negative delta goes clockwise.
        let rel = CGMutablePath()
        rel.addRelativeArc(center: .zero, radius: 10, startAngle: 0, delta: -.pi / 2)
        #expect(abs(rel.currentPoint.y + 10) < 1e-9)
    }

    @Test func arcJoinsCurrentPointWithLine() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: -5, y: 0))
        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)
        var types: [CGPathElementType] = []
        path.applyWithBlock { types.append($0.pointee.type) }
        #expect(types.prefix(2) == [.moveToPoint, .addLineToPoint])
        #expect(types.dropFirst(2).allSatisfy { $0 == .addCurveToPoint })
    }

    @Test func tangentArc() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 4)
        // Ends at the second tangent point (10, 4) after a line to (6, 0).
        #expect(abs(path.currentPoint.x - 10) < 1e-9 && abs(path.currentPoint.y - 4) < 1e-9)
        var lineEnd = CGPoint.zero
        path.applyWithBlock { if $0.pointee.type == .addLineToPoint { lineEnd = $0.pointee.points[0] } }
        #expect(abs(lineEnd.x - 6) < 1e-9 && abs(lineEnd.y) < 1e-9)
    }

    @Test func roundedRectCornersAreCut() {
        let path = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerWidth: 8, cornerHeight: 8,
                          transform: nil)
        #expect(!path.contains(CGPoint(x: 0.5, y: 0.5)))
        #expect(path.contains(CGPoint(x: 8, y: 0.5)))
        #expect(path.contains(CGPoint(x: 20, y: 10)))
        #expect(abs(path.boundingBoxOfPath.width - 40) < 1e-6)
    }

    @Test func copiesTransformsAndEquality() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 2, height: 2))
        var t = CGAffineTransform(scaleX: 3, y: 3)
        let scaled = path.copy(using: &t)!
        #expect(scaled.boundingBox == CGRect(x: 0, y: 0, width: 6, height: 6))
        #expect(path.copy()! == path)
        let mutable = path.mutableCopy()!
        mutable.addLine(to: CGPoint(x: 9, y: 9))
        #expect(mutable != path)
        let combined = CGMutablePath()
        combined.addPath(path, transform: CGAffineTransform(translationX: 10, y: 0))
        #expect(combined.boundingBox == CGRect(x: 10, y: 0, width: 2, height: 2))
        let rects = CGMutablePath()
        rects.addRects([CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 5, y: 5, width: 1, height: 1)])
        #expect(rects.boundingBox == CGRect(x: 0, y: 0, width: 6, height: 6))
        let moved = CGMutablePath()
        moved.move(to: CGPoint(x: 1, y: 0), transform: CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(moved.currentPoint.x) < 1e-9 && abs(moved.currentPoint.y - 1) < 1e-9)
    }
}
