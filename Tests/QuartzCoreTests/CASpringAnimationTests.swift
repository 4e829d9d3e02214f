import Foundation
import Testing
@testable import QuartzCore

@Suite struct CASpringAnimationTests {
    @Test func defaultsAreApples() {
        let s = CASpringAnimation(keyPath: "position.x")
        #expect(s.mass == 1 && s.stiffness == 100 && s.damping == 10 && s.initialVelocity == 0)
        #expect(s.duration == 0)
        #expect(s.timing.duration == 0.25)
    }

    @Test func underdampedMatchesTheClosedForm() {
        let s = CASpringAnimation(keyPath: "opacity")
        s.fromValue = 0.0
        s.toValue = 100.0
        s.duration = 2
        s.beginTime = 1
        let l = FakeLayer(["opacity": 0.0])
        l.store.add(s, forKey: "s")
        // Values from x(t) = e^{-5t}(-cos(wd t) - 5/wd sin(wd t)), wd = 10·√0.75.
        #expect(close(l.scalar("opacity", at: 1.1), 34.029984660829826, 1e-6))
        #expect(close(l.scalar("opacity", at: 1.25), 102.33595799066924, 1e-6))
        #expect(close(l.scalar("opacity", at: 1.5), 107.45905665950333, 1e-6))
    }

    @Test func criticallyAndOverdamped() {
        let critical = SpringSolution(mass: 1, stiffness: 100, damping: 20, initialVelocity: 0)
        #expect(critical.dampingRatio == 1)
        for t in [0.05, 0.2, 0.7] {
            #expect(close(critical.displacement(at: t), -exp(-10 * t) * (1 + 10 * t), 1e-12))
        }
        let over = SpringSolution(mass: 1, stiffness: 100, damping: 50, initialVelocity: 0)
        // r = -25 ± 15√... : roots of r² + 50r + 100 = 0.
        let r1 = -25 + (625.0 - 100).squareRoot(), r2 = -25 - (625.0 - 100).squareRoot()
        let c2 = (0 - r1 * -1) / (r2 - r1), c1 = -1 - c2
        for t in [0.05, 0.5, 2] {
            #expect(close(over.displacement(at: t), c1 * exp(r1 * t) + c2 * exp(r2 * t), 1e-12))
            #expect(over.displacement(at: t) < 0)  // never overshoots
        }
        // Initial velocity toward the target speeds the start.
        let pushed = SpringSolution(mass: 1, stiffness: 100, damping: 20, initialVelocity: 5)
        #expect(pushed.displacement(at: 0.1) > critical.displacement(at: 0.1))
    }

    @Test func settlingDurationIsWhereTheSpringStaysWithinEpsilon() {
        let s = CASpringAnimation()
        let settle = s.settlingDuration
        let solution = s.solution
        #expect(settle > 1 && settle < 1.5)
        #expect(abs(solution.displacement(at: settle - 0.002)) >= 0.001 || abs(solution.displacement(at: settle - 0.0001)) >= 0.0009)
        for i in 0..<2000 {
            #expect(abs(solution.displacement(at: settle + Double(i) * 0.001)) < 0.001)
        }
        // Apple's documented example: damping 5 settles in about 2.85 s, damping 15 sooner.
        s.damping = 5
        #expect(abs(s.settlingDuration - 2.8) < 0.15)
        s.damping = 15
        #expect(s.settlingDuration < settle)
    }

    @Test func perceptualDurationAndBounce() {
        let s = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.3)
        #expect(close(s.perceptualDuration, 0.5, 1e-9))
        #expect(close(Double(s.bounce), 0.3, 1e-9))
        #expect(s.duration == s.settlingDuration)
        let over = CASpringAnimation(perceptualDuration: 1, bounce: -0.5)
        #expect(close(Double(over.bounce), -0.5, 1e-9))
        #expect(over.solution.dampingRatio > 1)
        let copy = s.copy() as! CASpringAnimation
        #expect(copy.stiffness == s.stiffness && copy.damping == s.damping && copy.mass == s.mass)
    }
}
