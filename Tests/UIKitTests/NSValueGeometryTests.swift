import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// UIKit's `NSValue` geometry boxing: each kind comes back as it went in, a getter asked
/// for another kind gives zero instead of reinterpreted bytes, and view animations take
/// boxed values.
@MainActor struct NSValueGeometryTests {
    @Test func everyKindRoundTrips() {
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgPointValue == CGPoint(x: 1, y: 2))
        #expect(NSValue(cgSize: CGSize(width: 3, height: 4)).cgSizeValue == CGSize(width: 3, height: 4))
        #expect(NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgRectValue == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(NSValue(cgVector: CGVector(dx: 5, dy: -6)).cgVectorValue == CGVector(dx: 5, dy: -6))
        let t = CGAffineTransform(rotationAngle: 0.5).translatedBy(x: 3, y: 4)
        #expect(NSValue(cgAffineTransform: t).cgAffineTransformValue == t)
        #expect(NSValue(cgAffineTransform: t).caTransform3DValue == CATransform3DMakeAffineTransform(t))
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(NSValue(uiEdgeInsets: insets).uiEdgeInsetsValue == insets)
        let directional = NSDirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8)
        #expect(NSValue(directionalEdgeInsets: directional).directionalEdgeInsetsValue == directional)
        #expect(NSValue(uiOffset: UIOffset(horizontal: 9, vertical: 10)).uiOffsetValue == UIOffset(horizontal: 9, vertical: 10))
    }

    @Test func anotherKindReadsAsZero() {
        let point = NSValue(cgPoint: CGPoint(x: 1, y: 2))
        #expect(point.cgRectValue == .zero)
        #expect(point.cgSizeValue == .zero)
        #expect(point.uiEdgeInsetsValue == .zero)
        #expect(point.cgAffineTransformValue == .identity)
        #expect(NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgPointValue == .zero)
        #expect(NSNumber(value: 1).cgPointValue == .zero)
    }

    @Test func equalValuesCompareEqual() {
        #expect(NSValue(uiEdgeInsets: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) == NSValue(uiEdgeInsets: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)))
        #expect(NSValue(cgPoint: .zero) != NSValue(cgPoint: CGPoint(x: 0, y: 1)))
    }

    /// A layer animation written the Apple way on a view's layer: the presentation moves
    /// along it through the real run loop.
    @Test func aViewLayerAnimatesBetweenBoxedValues() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        window.addSubview(view)
        window.isHidden = false
        defer { window.isHidden = true }
        _ = UIApplication.shared.runUntilIdle()
        let spin = CABasicAnimation(keyPath: "transform")
        spin.fromValue = NSValue(caTransform3D: CATransform3DIdentity)
        spin.toValue = NSValue(caTransform3D: CATransform3DMakeScale(2, 2, 1))
        spin.duration = 1
        spin.timingFunction = CAMediaTimingFunction(name: .linear)
        view.layer.add(spin, forKey: "grow")
        _ = UIApplication.shared.runUntilIdle()   // committed: the animation begins now
        UIApplication.shared.advanceTime(by: 0.5)
        let scale = view.layer.presentation()?.transform.m11 ?? 0
        #expect(abs(scale - 1.5) < 0.02)
        #expect(view.layer.transform.m11 == 1)
    }
}
