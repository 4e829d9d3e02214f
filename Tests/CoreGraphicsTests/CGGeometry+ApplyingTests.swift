import Foundation
import Testing

@Suite struct CGGeometryApplyingTests {
    @Test func pointSizeRectApplying() {
        let t = CGAffineTransform(translationX: 10, y: 5).scaledBy(x: 2, y: 3)
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 8))
        #expect(CGSize(width: 2, height: 2).applying(t) == CGSize(width: 4, height: 6))
        #expect(CGRect(x: 0, y: 0, width: 1, height: 1).applying(t) == CGRect(x: 10, y: 5, width: 2, height: 3))
        let rotated = CGRect(x: 0, y: 0, width: 2, height: 1).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(rotated.minX + 1) < 1e-9 && abs(rotated.width - 1) < 1e-9 && abs(rotated.height - 2) < 1e-9)
    }

    @Test func concatenationOrderAndInverse() {
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        let move = CGAffineTransform(translationX: 1, y: 0)
        #expect(CGPoint(x: 1, y: 0).applying(scale.concatenating(move)) == CGPoint(x: 3, y: 0))
        #expect(CGPoint(x: 1, y: 0).applying(move.concatenating(scale)) == CGPoint(x: 4, y: 0))
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let p = CGPoint(x: 7, y: -3).applying(t).applying(t.inverted())
        #expect(abs(p.x - 7) < 1e-9 && abs(p.y + 3) < 1e-9)
    }
}
