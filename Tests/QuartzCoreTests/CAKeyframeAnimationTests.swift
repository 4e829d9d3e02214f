import Foundation
import Testing
@testable import QuartzCore

@Suite struct CAKeyframeAnimationTests {
    func keyframes(_ values: [Any], configure: (CAKeyframeAnimation) -> Void = { _ in }) -> FakeLayer {
        let a = CAKeyframeAnimation(keyPath: "opacity")
        a.values = values
        a.duration = 1
        a.beginTime = 0
        configure(a)
        let l = FakeLayer(["opacity": 0.0, "position": CGPoint.zero])
        l.store.add(a, forKey: "k")
        l.store.resolveBeginTimes(commitTime: 0)
        return l
    }

    @Test func linearEvenlySpaced() {
        let l = keyframes([0.0, 10.0, 30.0])
        #expect(l.scalar("opacity", at: 0.25) == 5)
        #expect(l.scalar("opacity", at: 0.75) == 20)
    }

    @Test func linearWithKeyTimesAndTimingFunctions() {
        let l = keyframes([0.0, 10.0, 30.0]) {
            $0.keyTimes = [0, 0.2, 1]
            $0.timingFunctions = [CAMediaTimingFunction(name: .linear), CAMediaTimingFunction(name: .easeIn)]
        }
        #expect(close(l.scalar("opacity", at: 0.1), 5))
        // Second segment: local fraction 0.5 eased in (0.315357).
        #expect(close(l.scalar("opacity", at: 0.6), 10 + 20 * 0.315357, 1e-4))
    }

    @Test func invalidKeyTimesFallBackToEvenSpacing() {
        let l = keyframes([0.0, 10.0, 30.0]) { $0.keyTimes = [0, 1] }
        #expect(l.scalar("opacity", at: 0.25) == 5)
    }

    @Test func discreteHoldsEachValue() {
        let l = keyframes([1.0, 2.0, 3.0, 4.0]) { $0.calculationMode = .discrete }
        #expect(l.scalar("opacity", at: 0.1) == 1)
        #expect(l.scalar("opacity", at: 0.3) == 2)
        #expect(l.scalar("opacity", at: 0.6) == 3)
        #expect(l.scalar("opacity", at: 0.9) == 4)
        let timed = keyframes([1.0, 2.0, 3.0]) { $0.calculationMode = .discrete; $0.keyTimes = [0, 0.5, 0.9, 1] }
        #expect(timed.scalar("opacity", at: 0.45) == 1)
        #expect(timed.scalar("opacity", at: 0.5) == 2)
        #expect(timed.scalar("opacity", at: 0.95) == 3)
    }

    @Test func pacedMovesAtConstantSpeed() {
        // Distances 10 and 30: the first keyframe is reached at a quarter of the time.
        let l = keyframes([0.0, 10.0, 40.0]) {
            $0.calculationMode = .paced
            $0.keyTimes = [0, 0.9, 1]  // ignored
        }
        #expect(close(l.scalar("opacity", at: 0.25), 10))
        #expect(close(l.scalar("opacity", at: 0.5), 20))
        #expect(close(l.scalar("opacity", at: 0.75), 30))
    }

    @Test func cubicPassesThroughKeyframesSmoothly() {
        let l = keyframes([0.0, 10.0, 0.0, 10.0]) { $0.calculationMode = .cubic; $0.keyTimes = [0, 0.25, 0.5, 1] }
        #expect(close(l.scalar("opacity", at: 0.25), 10))
        #expect(close(l.scalar("opacity", at: 0.5), 0))
        // Catmull-Rom in the middle segment [10, 0] with neighbours 0 and 10: symmetric, 5 at the middle.
        #expect(close(l.scalar("opacity", at: 0.375), 5))
        // Catmull-Rom overshoots past the keyframe near the first peak (it is not linear).
        let before = l.scalar("opacity", at: 0.2) ?? 0
        #expect(before > 8.0 + 1e-3)
        // Tension 1 flattens the tangents: the first segment becomes a smoothstep.
        let tense = keyframes([0.0, 10.0]) { $0.calculationMode = .cubic; $0.tensionValues = [1, 1] }
        #expect(close(tense.scalar("opacity", at: 0.25), 10 * (3 * 0.0625 - 2 * 0.015625)))
    }

    @Test func pointKeyframes() {
        let a = CAKeyframeAnimation(keyPath: "position")
        a.values = [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)]
        a.duration = 2
        a.beginTime = 1
        let l = FakeLayer(["position": CGPoint(x: 50, y: 50)])
        l.store.add(a, forKey: "p")
        #expect(l.point("position", at: 2) == CGPoint(x: 10, y: 0))
        #expect(l.point("position", at: 2.5) == CGPoint(x: 10, y: 5))
        #expect(l.point("position", at: 3.5) == CGPoint(x: 50, y: 50))
    }
}
