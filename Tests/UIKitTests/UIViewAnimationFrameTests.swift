import Foundation
import Testing
import UIKit
import UIKitTesting

/// Steady animation frames (`advanceTime`) of a view block that moves, fades and rotates
/// views: frames evaluate the animations' flat states and show the closed-form values of
/// the block's curve at every frame.
@MainActor @Suite struct UIViewAnimationFrameTests {
    @Test func repeatingBlockShowsItsCurveFrameAfterFrame() {
        let (window, view) = makeAnimationScene(CGRect(x: 0, y: 0, width: 20, height: 20))
        defer { window.isHidden = true }
        let other = UIView(frame: CGRect(x: 40, y: 0, width: 20, height: 20))
        window.addSubview(other)
        UIApplication.shared.runUntilIdle()
        UIView.animate(withDuration: 0.5, delay: 0, options: [.curveEaseInOut, .repeat, .autoreverse]) {
            view.center = CGPoint(x: 110, y: 10)
            view.alpha = 0.5
            view.transform = CGAffineTransform(rotationAngle: .pi / 4)
            other.center.y = 60
        }
        UIApplication.shared.runUntilIdle()
        let curve = (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
        var elapsed = 0.0
        for _ in 0..<90 {
            UIApplication.shared.advanceTime(by: 1.0 / 60)
            elapsed += 1.0 / 60
            #expect(view.layer.animationStore?.evaluatesFlatStates == true)
            // Autoreversing: forwards in the first half of each 1 s cycle, backwards after.
            let cycle = elapsed.truncatingRemainder(dividingBy: 1)
            let x = cycle <= 0.5 ? cycle / 0.5 : (1 - cycle) / 0.5
            let p = bezierTiming(curve.0, curve.1, at: x)
            let shown = view.layer.presentation()!
            #expect(abs(shown.position.x - (10 + 100 * p)) < 1e-3)
            #expect(abs(Double(shown.opacity) - (1 - 0.5 * p)) < 1e-3)
            let t = shown.affineTransform()
            #expect(abs(atan2(t.b, t.a) - .pi / 4 * p) < 1e-3)
            #expect(abs(other.layer.presentation()!.position.y - (10 + 50 * p)) < 1e-3)
        }
        view.layer.removeAllAnimations()
        other.layer.removeAllAnimations()
    }
}
