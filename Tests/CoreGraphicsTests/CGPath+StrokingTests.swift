import Foundation
import Testing

@Suite struct CGPathStrokingTests {
    private func line() -> CGMutablePath {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        return path
    }

    @Test func strokedLineCoversItsWidthOnly() {
        let outline = line().copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(outline.contains(CGPoint(x: 5, y: 1.9)))
        #expect(outline.contains(CGPoint(x: 5, y: -1.9)))
        #expect(!outline.contains(CGPoint(x: 5, y: 2.1)))
        #expect(!outline.contains(CGPoint(x: -1, y: 0)))
        let box = outline.boundingBox
        #expect(box == CGRect(x: 0, y: -2, width: 10, height: 4))
    }

    @Test func capsExtendTheEnds() {
        let square = line().copy(strokingWithWidth: 4, lineCap: .square, lineJoin: .miter, miterLimit: 10)
        #expect(square.contains(CGPoint(x: -1.9, y: 1.9)))
        #expect(!square.contains(CGPoint(x: -2.1, y: 0)))
        let round = line().copy(strokingWithWidth: 4, lineCap: .round, lineJoin: .miter, miterLimit: 10)
        #expect(round.contains(CGPoint(x: -1.9, y: 0)))
        #expect(!round.contains(CGPoint(x: -1.8, y: 1.8)))  // outside the round cap's circle
    }

    @Test func joinsFollowMiterLimit() {
        let corner = CGMutablePath()
        corner.move(to: CGPoint(x: 0, y: 0))
        corner.addLine(to: CGPoint(x: 10, y: 0))
        corner.addLine(to: CGPoint(x: 10, y: 10))
        let miter = corner.copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(miter.contains(CGPoint(x: 11.9, y: -1.9)))  // the sharp outer corner
        let bevel = corner.copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .bevel, miterLimit: 10)
        #expect(!bevel.contains(CGPoint(x: 11.9, y: -1.9)))
        #expect(bevel.contains(CGPoint(x: 10.5, y: -0.5)))
        let limited = corner.copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 1.2)
        #expect(!limited.contains(CGPoint(x: 11.9, y: -1.9)))  // 90° needs limit √2
        let round = corner.copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .round, miterLimit: 10)
        #expect(round.contains(CGPoint(x: 11.3, y: -1.3)) && !round.contains(CGPoint(x: 11.9, y: -1.9)))
    }

    @Test func dashingSplitsThePath() {
        let dashed = line().copy(dashingWithPhase: 0, lengths: [2, 3])
        var moves: [CGPoint] = []
        dashed.applyWithBlock { if $0.pointee.type == .moveToPoint { moves.append($0.pointee.points[0]) } }
        #expect(moves == [CGPoint(x: 0, y: 0), CGPoint(x: 5, y: 0)])
        #expect(dashed.currentPoint == CGPoint(x: 7, y: 0))
        let shifted = line().copy(dashingWithPhase: 1, lengths: [2, 3])
        var first = CGPoint(x: -1, y: -1)
        shifted.applyWithBlock { if $0.pointee.type == .addLineToPoint, first.x < 0 { first = $0.pointee.points[0] } }
        #expect(first == CGPoint(x: 1, y: 0))
    }

    @Test func contextReplacesPathWithStroke() {
        let ctx = makeRGBAContext(20, 20)
        ctx.setLineWidth(4)
        ctx.move(to: CGPoint(x: 2, y: 10))
        ctx.addLine(to: CGPoint(x: 18, y: 10))
        ctx.replacePathWithStrokedPath()
        #expect(abs(ctx.boundingBoxOfPath.minY - 8) < 1e-9 && abs(ctx.boundingBoxOfPath.maxY - 12) < 1e-9)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fillPath()
        #expect(pixel(ctx, x: 10, y: 11) == red)
        #expect(pixel(ctx, x: 10, y: 13) == transparent)
    }
}
