import Foundation
import Testing
@testable import QuartzCore

@Suite struct AnimatableValueTests {
    @Test func wrapsPropertyValues() {
        #expect(AnimatableValue(CGFloat(2)) == .scalar(2))
        #expect(AnimatableValue(2.5) == .scalar(2.5))
        #expect(AnimatableValue(Float(1.5)) == .scalar(1.5))
        #expect(AnimatableValue(3) == .scalar(3))
        #expect(AnimatableValue(NSNumber(value: 4.5)) == .scalar(4.5))
        #expect(AnimatableValue(true) == .other(true))
        #expect(AnimatableValue(NSNumber(value: true)) == .other(true))
        #expect(AnimatableValue(CGPoint(x: 1, y: 2)) == .point(CGPoint(x: 1, y: 2)))
        #expect(AnimatableValue(CGSize(width: 1, height: 2)) == .size(CGSize(width: 1, height: 2)))
        #expect(AnimatableValue(CGRect(x: 1, y: 2, width: 3, height: 4)) == .rect(CGRect(x: 1, y: 2, width: 3, height: 4)))
        #expect(AnimatableValue(CGAffineTransform(translationX: 3, y: 4)) == .transform(CATransform3DMakeTranslation(3, 4, 0)))
        #expect(AnimatableValue(nil) == .other(nil))
        #expect(AnimatableValue("text") == .other("text"))
        #expect(AnimatableValue(CGPoint(x: 1, y: 2)).anyValue as? CGPoint == CGPoint(x: 1, y: 2))
    }

    @Test func interpolatesAndExtrapolates() {
        let a = AnimatableValue(CGRect(x: 0, y: 0, width: 10, height: 10))
        let b = AnimatableValue(CGRect(x: 10, y: 20, width: 30, height: 10))
        #expect(a.interpolated(to: b, fraction: 0.5) == .rect(CGRect(x: 5, y: 10, width: 20, height: 10)))
        #expect(AnimatableValue(0.0).interpolated(to: AnimatableValue(10.0), fraction: 1.2) == .scalar(12))
        #expect(AnimatableValue(false).interpolated(to: AnimatableValue(true), fraction: 0.4) == .other(false))
        #expect(AnimatableValue(false).interpolated(to: AnimatableValue(true), fraction: 0.6) == .other(true))
    }

    @Test func colorsInterpolateWithNilAsClear() {
        let white = AnimatableValue(CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        guard case .color(let c?) = white.interpolated(to: .other(nil), fraction: 0.25) else {
            Issue.record("expected a color")
            return
        }
        #expect(c.rgba.red == 0.75 && c.rgba.alpha == 0.75)
    }

    @Test func affineTransformsInterpolateByDecomposition() {
        let from = AnimatableValue(CATransform3D.identity)
        let to = AnimatableValue(CATransform3DMakeRotation(.pi / 2, 0, 0, 1))
        guard case .transform(let half) = from.interpolated(to: to, fraction: 0.5) else {
            Issue.record("expected a transform")
            return
        }
        // A 45° rotation keeps unit scale (a matrix lerp would shrink to 0.707).
        let angle = CGFloat.pi / 4
        #expect(abs(half.m11 - cos(angle)) < 1e-9 && abs(half.m12 - sin(angle)) < 1e-9)
        let parts = AffineDecomposition(CATransform3DMakeAffineTransform(
            CGAffineTransform(scaleX: 2, y: -3).rotated(by: 0.3).translatedBy(x: 5, y: 7)))
        let rebuilt = parts.transform
        let original = CATransform3DMakeAffineTransform(CGAffineTransform(scaleX: 2, y: -3).rotated(by: 0.3).translatedBy(x: 5, y: 7))
        for (r, o) in zip(rebuilt.rows.joined(), original.rows.joined()) { #expect(abs(r - o) < 1e-9) }
        // Non-affine transforms fall back to a matrix lerp.
        var p = CATransform3D.identity
        p.m34 = -0.002
        guard case .transform(let mixed) = AnimatableValue(CATransform3D.identity).interpolated(to: .transform(p), fraction: 0.5) else { return }
        #expect(mixed.m34 == -0.001)
    }

    @Test func addingSubtractingAndDistance() {
        let p = AnimatableValue(CGPoint(x: 1, y: 2)), q = AnimatableValue(CGPoint(x: 4, y: 6))
        #expect(p.adding(q) == .point(CGPoint(x: 5, y: 8)))
        #expect(q.subtracting(p) == .point(CGPoint(x: 3, y: 4)))
        #expect(p.distance(to: q) == 5)
        let t = AnimatableValue(CATransform3DMakeTranslation(1, 0, 0))
        let s = AnimatableValue(CATransform3DMakeScale(2, 2, 1))
        guard case .transform(let sum) = s.adding(t), case .transform(let back) = s.adding(t).subtracting(t) else { return }
        #expect(sum == CATransform3DMakeTranslation(1, 0, 0).concatenating(CATransform3DMakeScale(2, 2, 1)))
        #expect(back == CATransform3DMakeScale(2, 2, 1))
        #expect(AnimatableValue(2.0).multiplied(by: 3) == .scalar(6))
    }

    @Test func keyPathComponents() {
        let rect = AnimatableValue(CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(rect.component("size.width") == .scalar(3))
        #expect(rect.replacingComponent("origin.y", with: .scalar(9)) == .rect(CGRect(x: 1, y: 9, width: 3, height: 4)))
        let t = AnimatableValue(CATransform3DMakeScale(2, 2, 1))
        #expect(t.component("scale") == .scalar(2))
        #expect(t.replacingComponent("translation.x", with: .scalar(5))?.component("translation.x") == .scalar(5))
        #expect(rect.component("bogus") == nil)
    }
}
