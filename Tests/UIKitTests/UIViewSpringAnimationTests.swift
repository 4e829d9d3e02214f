import Foundation
import Testing
import UIKit
import UIKitTesting

/// Springs against the closed-form solution of the damped oscillator (AnimationTestSupport).
@MainActor @Suite struct UIViewSpringAnimationTests {
    /// Samples the x position every 0.1 s for `count` steps and compares it with `expected(t)`.
    private func expectSamples(_ view: UIView, count: Int, from x0: Double, to x1: Double,
                               _ expected: (Double) -> Double) {
        for step in 1...count {
            UIApplication.shared.advanceTime(by: 0.1)
            let t = Double(step) * 0.1
            let want = x1 + (x1 - x0) * expected(t)
            #expect(abs(Double(shownCenter(view).x) - want) < 0.01, "t=\(t): \(shownCenter(view).x) vs \(want)")
        }
    }

    @Test func underdampedAndCriticallyDampedSpringsSettleAtTheDuration() {
        // UIKit's duration-based spring: ω₀ = ln(1500) / (ζ·duration), mass 1 (ViewSpring's
        // sources: Framer SpringsExample; Stack Overflow 61763337).
        for (ratio, velocity) in [(CGFloat(0.3), CGFloat(0)), (0.7, 0), (1, 0), (1, 2)] {
            let (window, view) = makeAnimationScene()
            var finished: [Bool] = []
            UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: ratio, initialSpringVelocity: velocity,
                           options: [], animations: { view.center.x = 110 }, completion: { finished.append($0) })
            UIApplication.shared.runUntilIdle()
            let omega = log(1500) / (Double(ratio) * 1)
            expectSamples(view, count: 9, from: 10, to: 110) { t in
                springDisplacement(omega: omega, zeta: Double(ratio), v0: Double(velocity), at: t)
            }
            #expect(finished.isEmpty)
            UIApplication.shared.advanceTime(by: 0.15)    // past 1 s (ten 0.1 s steps may fall short in binary)
            #expect(finished == [true])
            #expect(shownCenter(view).x == 110)
            window.isHidden = true
        }
    }

    @Test func velocityIsAFractionOfTheDistancePerSecond() {
        let (window, view) = makeAnimationScene()
        defer { window.isHidden = true }
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 3,
                       options: [], animations: { view.center.x = 210 })
        UIApplication.shared.runUntilIdle()
        UIApplication.shared.advanceTime(by: 0.001)
        // 200 points * 3 per second * 0.001 s = 0.6 points at the start (second-order term tiny).
        #expect(abs(Double(shownCenter(view).x) - 10.6) < 0.05)
    }

    @Test func springDurationAndBounceFollowThePerceptualSpring() {
        // iOS 17's spring(duration:bounce:): stiffness (2π/duration)², damping ratio 1 − bounce,
        // or 1/(1 + bounce) when bounce is negative (Apple, WWDC23 "Animate with springs").
        for bounce in [CGFloat(0.3), 0, -0.5] {
            let (window, view) = makeAnimationScene()
            var finished: [Bool] = []
            UIView.animate(springDuration: 0.8, bounce: bounce, animations: { view.center.x = 110 },
                           completion: { finished.append($0) })
            UIApplication.shared.runUntilIdle()
            let zeta = bounce >= 0 ? 1 - Double(bounce) : 1 / (1 + Double(bounce))
            expectSamples(view, count: 8, from: 10, to: 110) { t in
                springDisplacement(omega: 2 * .pi / 0.8, zeta: zeta, v0: 0, at: t)
            }
            UIApplication.shared.advanceTime(by: 10)
            #expect(finished == [true])
            window.isHidden = true
        }
    }

    @Test func nanSpringParametersApplyWithoutAnimation() {
        let (window, view) = makeAnimationScene()
        defer { window.isHidden = true }
        var finished: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: .nan, initialSpringVelocity: 0,
                       options: [], animations: { view.center.x = 60 }, completion: { finished.append($0) })
        UIApplication.shared.runUntilIdle()
        #expect(view.layer.animationKeys() == nil)
        #expect(shownCenter(view).x == 60)
        #expect(finished == [true])
    }

    @Test func timingParametersDescribeTheirCurves() {
        let cubic = UICubicTimingParameters(animationCurve: .easeIn)
        #expect(cubic.timingCurveType == .builtin)
        #expect(abs(cubic.controlPoint1.x - 0.42) < 1e-6 && cubic.controlPoint1.y == 0 && cubic.controlPoint2 == CGPoint(x: 1, y: 1))
        let custom = UICubicTimingParameters(controlPoint1: CGPoint(x: 0.1, y: 0.9), controlPoint2: CGPoint(x: 0.2, y: 1))
        #expect(custom.timingCurveType == .cubic)
        #expect(custom.springTimingParameters == nil)
        let spring = UISpringTimingParameters(dampingRatio: 0.5, initialVelocity: CGVector(dx: 1, dy: 0))
        #expect(spring.timingCurveType == .spring)
        #expect(spring.initialVelocity.dx == 1)
        let physical = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 20, initialVelocity: CGVector(dx: 0, dy: 0))
        let (_, settle) = physical.timing(forDuration: 5)
        #expect(settle < 1.5 && settle > 0.5)   // critically damped, ω₀ = 10: at rest well before 5 s
        let zeroMass = UISpringTimingParameters(mass: 0, stiffness: 100, damping: 10, initialVelocity: CGVector(dx: 0, dy: 0))
        #expect(!zeroMass.isValid)
    }
}

/// Over-damped springs through UIKit's API, against the closed-form solution.
@MainActor @Suite struct UIViewOverdampedSpringTests {
    @Test func overdampedTimingParametersCreepWithoutOvershoot() {
        let (window, view) = makeAnimationScene()
        defer { window.isHidden = true }
        // mass 1, stiffness 100, damping 50: ω₀ = 10, ζ = 50 / (2·10) = 2.5 (over-damped).
        let spring = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 50, initialVelocity: CGVector(dx: 0, dy: 0))
        let animator = UIViewPropertyAnimator(duration: 0.3, timingParameters: spring)
        animator.addAnimations { view.center.x = 110 }
        animator.startAnimation()
        var previous = 10.0
        for step in 1...6 {
            UIApplication.shared.advanceTime(by: 0.1)
            let x = Double(shownCenter(view).x)
            let want = 110 + 100 * springDisplacement(omega: 10, zeta: 2.5, v0: 0, at: Double(step) * 0.1)
            #expect(abs(x - want) < 0.01)
            #expect(x >= previous && x < 110)
            previous = x
        }
        animator.stopAnimation(true)
    }
}
