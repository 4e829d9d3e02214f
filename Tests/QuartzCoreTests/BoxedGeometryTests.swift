import CoreGraphics
import Foundation
import Testing
@testable import QuartzCore

/// Geometry boxed in `NSValue`, as Core Animation code on Apple platforms writes its
/// animation values (`toValue = NSValue(caTransform3D: ...)`) and key-value settings.
@Suite struct BoxedGeometryTests {
    /// A layer presenting `animation` half-way through its one-second run.
    func halfWay(_ animation: CAPropertyAnimation, on layer: CALayer = CALayer()) -> CALayer? {
        animation.duration = 1000
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        animation.beginTime = CACurrentMediaTime() - 500
        layer.add(animation, forKey: "k")
        return layer.presentation()
    }

    @Test func aBoxedTransformComesBackAndArchives() throws {
        var t = CATransform3DMakeScale(2, 3, 1)
        t.m34 = -1.0 / 500
        t = CATransform3DTranslate(t, 7, 8, 9)
        let value = NSValue(caTransform3D: t)
        #expect(CATransform3DEqualToTransform(value.caTransform3DValue, t))
        #expect(value == NSValue(caTransform3D: t))
        #expect(value != NSValue(caTransform3D: CATransform3DIdentity))
        let data = try NSKeyedArchiver.archivedData(withRootObject: value, requiringSecureCoding: false)
        let back = try #require(try NSKeyedUnarchiver.unarchiveTopLevelObjectWithData(data) as? NSValue)
        #expect(CATransform3DEqualToTransform(back.caTransform3DValue, t))
        // Something else asked for a transform gives the identity, not its bytes.
        #expect(CATransform3DIsIdentity(NSValue(point: CGPoint(x: 1, y: 2)).caTransform3DValue))
        #expect(CATransform3DIsIdentity(NSNumber(value: 3).caTransform3DValue))
    }

    @Test func aBasicAnimationBetweenBoxedTransformsInterpolates() {
        let grow = CABasicAnimation(keyPath: "transform")
        grow.fromValue = NSValue(caTransform3D: CATransform3DIdentity)
        grow.toValue = NSValue(caTransform3D: CATransform3DMakeScale(3, 3, 1))
        let presented = halfWay(grow)
        #expect(abs((presented?.transform.m11 ?? 0) - 2) < 1e-6)
        #expect(abs((presented?.transform.m22 ?? 0) - 2) < 1e-6)
    }

    @Test func boxedPointsSizesAndRectsAnimate() {
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = NSValue(point: CGPoint(x: 0, y: 10))
        move.toValue = NSValue(point: CGPoint(x: 100, y: 30))
        #expect(halfWay(move)?.position == CGPoint(x: 50, y: 20))
        let resize = CABasicAnimation(keyPath: "bounds")
        resize.fromValue = NSValue(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        resize.toValue = NSValue(rect: CGRect(x: 0, y: 0, width: 30, height: 50))
        #expect(halfWay(resize)?.bounds.size == CGSize(width: 20, height: 30))
    }

    @Test func keyframesOfBoxedSizesDriveTheTranslation() {
        let slide = CAKeyframeAnimation(keyPath: "transform.translation")
        slide.values = [NSValue(size: .zero), NSValue(size: CGSize(width: 40, height: 0)), NSValue(size: CGSize(width: 40, height: 80))]
        let presented = halfWay(slide)
        #expect(abs((presented?.transform.m41 ?? 0) - 40) < 1e-6)
        #expect(abs(presented?.transform.m42 ?? 1) < 1e-6)
    }

    @Test func keyValueSettersUnboxGeometry() {
        let layer = CALayer()
        layer.setValue(NSValue(point: CGPoint(x: 12, y: 34)), forKey: "position")
        layer.setValue(NSValue(rect: CGRect(x: 0, y: 0, width: 50, height: 60)), forKey: "bounds")
        layer.setValue(NSValue(caTransform3D: CATransform3DMakeRotation(.pi / 2, 0, 0, 1)), forKey: "transform")
        layer.setValue(NSValue(size: CGSize(width: 0, height: 5)), forKey: "shadowOffset")
        #expect(layer.position == CGPoint(x: 12, y: 34))
        #expect(layer.bounds.size == CGSize(width: 50, height: 60))
        #expect(abs(layer.transform.m12 - 1) < 1e-9)
        #expect(layer.shadowOffset == CGSize(width: 0, height: 5))
        let gradient = CAGradientLayer()
        gradient.setValue(NSValue(point: CGPoint(x: 0, y: 1)), forKey: "startPoint")
        #expect(gradient.startPoint == CGPoint(x: 0, y: 1))
    }

    /// Darwin's `HUGE` as a repeat count: the animation is still running much later.
    @Test func hugeRepeatsForever() {
        let pulse = CABasicAnimation(keyPath: "opacity")
        pulse.fromValue = 0
        pulse.toValue = 1
        pulse.duration = 1
        pulse.repeatCount = HUGE
        pulse.beginTime = CACurrentMediaTime() - 100_000.25
        let layer = CALayer()
        layer.add(pulse, forKey: "pulse")
        #expect(abs((layer.presentation()?.opacity ?? 0) - 0.25) < 1e-3)
        #expect(CGFloat(MAXFLOAT) > 1e38)
    }
}
