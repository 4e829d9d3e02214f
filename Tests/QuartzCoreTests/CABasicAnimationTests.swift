import Foundation
import Testing
@testable import QuartzCore

@Suite struct CABasicAnimationTests {
    func basic(_ keyPath: String = "opacity", from: Any? = nil, to: Any? = nil, by: Any? = nil,
               configure: (CABasicAnimation) -> Void = { _ in }) -> CABasicAnimation {
        let a = CABasicAnimation(keyPath: keyPath)
        a.fromValue = from
        a.toValue = to
        a.byValue = by
        a.duration = 1
        a.beginTime = 10
        configure(a)
        return a
    }

    func layer(with animation: CAAnimation, model: [String: Any] = ["opacity": 1.0]) -> FakeLayer {
        let l = FakeLayer(model)
        l.store.add(animation, forKey: "a")
        return l
    }

    @Test func linearFromTo() {
        let l = layer(with: basic(from: 0.0, to: 0.5))
        #expect(l.scalar("opacity", at: 10) == 0)
        #expect(l.scalar("opacity", at: 10.5) == 0.25)
        #expect(close(l.scalar("opacity", at: 10.9), 0.45))
        // After the end (fill removed) and before the start, the model shows.
        #expect(l.scalar("opacity", at: 11) == 1)
        #expect(l.scalar("opacity", at: 9) == 1)
    }

    @Test func easedProgressFollowsTheTimingFunction() {
        let l = layer(with: basic(from: 0.0, to: 100.0) { $0.timingFunction = CAMediaTimingFunction(name: .easeIn) })
        #expect(close(l.scalar("opacity", at: 10.5), 31.5357, 1e-3))
    }

    @Test func fromByToCombinations() {
        let model = ["opacity": 1.0]
        // from + by
        #expect(layer(with: basic(from: 2.0, by: 4.0), model: model).scalar("opacity", at: 10.5) == 4)
        // by + to
        #expect(layer(with: basic(to: 10.0, by: 4.0), model: model).scalar("opacity", at: 10.5) == 8)
        // from only: towards the current (model) value
        #expect(layer(with: basic(from: 3.0), model: model).scalar("opacity", at: 10.5) == 2)
        // to only: from the current value
        #expect(layer(with: basic(to: 3.0), model: model).scalar("opacity", at: 10.5) == 2)
        // by only: current -> current + by
        #expect(layer(with: basic(by: 2.0), model: model).scalar("opacity", at: 10.5) == 2)
        // from + to + by: by is ignored
        #expect(layer(with: basic(from: 0.0, to: 2.0, by: 100.0), model: model).scalar("opacity", at: 10.5) == 1)
    }

    @Test func toOnlyInterpolatesFromThePresentationLeftByEarlierAnimations() {
        let l = FakeLayer(["opacity": 0.0])
        let first = basic(from: 10.0, to: 10.0)
        l.store.add(first, forKey: "first")
        l.store.add(basic(to: 20.0), forKey: "second")
        #expect(l.scalar("opacity", at: 10.5) == 15)
    }

    @Test func additiveAddsToTheCurrentValue() {
        let l = layer(with: basic("position", from: CGPoint(x: 0, y: 0), to: CGPoint(x: 10, y: 20)) { $0.isAdditive = true },
                      model: ["position": CGPoint(x: 100, y: 100)])
        #expect(l.point("position", at: 10.5) == CGPoint(x: 105, y: 110))
        // Additive by-only starts at zero, not at the current value.
        let b = layer(with: basic(by: 1.0) { $0.isAdditive = true }, model: ["opacity": 5.0])
        #expect(b.scalar("opacity", at: 10.5) == 5.5)
    }

    @Test func cumulativeBuildsOnEachCycle() {
        let l = layer(with: basic(from: 5.0, to: 10.0) { $0.isCumulative = true; $0.repeatCount = 3 })
        #expect(l.scalar("opacity", at: 10.5) == 7.5)
        #expect(l.scalar("opacity", at: 11.5) == 12.5)
        #expect(l.scalar("opacity", at: 12.5) == 17.5)
    }

    @Test func repeatCountAutoreversesSpeedAndTimeOffset() {
        let repeated = layer(with: basic(from: 0.0, to: 1.0) { $0.repeatCount = 2 })
        #expect(repeated.scalar("opacity", at: 11.25) == 0.25)
        let reversing = layer(with: basic(from: 0.0, to: 1.0) { $0.autoreverses = true })
        #expect(reversing.scalar("opacity", at: 11.25) == 0.75)
        let fast = layer(with: basic(from: 0.0, to: 1.0) { $0.speed = 2 })
        #expect(fast.scalar("opacity", at: 10.25) == 0.5)
        #expect(fast.scalar("opacity", at: 10.6) == 1)  // finished: model
        let offset = layer(with: basic(from: 0.0, to: 1.0) { $0.timeOffset = 0.5 })
        #expect(offset.scalar("opacity", at: 10.25) == 0.75)
        #expect(offset.scalar("opacity", at: 10.75) == 0.25)
    }

    @Test(arguments: [
        (CAMediaTimingFillMode.removed, 1.0, 1.0),
        (.forwards, 1.0, 0.8),
        (.backwards, 0.2, 1.0),
        (.both, 0.2, 0.8),
    ])
    func fillModes(mode: CAMediaTimingFillMode, before: Double, after: Double) {
        let l = layer(with: basic(from: 0.2, to: 0.8) { $0.fillMode = mode })
        #expect(l.scalar("opacity", at: 9) == before)
        #expect(l.scalar("opacity", at: 12) == after)
    }

    @Test func subKeyPathsWriteThroughTheTopLevelValue() {
        let l = layer(with: basic("position.x", from: 0.0, to: 100.0),
                      model: ["position": CGPoint(x: 5, y: 7)])
        #expect(l.point("position", at: 10.5) == CGPoint(x: 50, y: 7))
        let r = layer(with: basic("transform.rotation.z", from: 0.0, to: Double.pi),
                      model: ["transform": CATransform3D.identity])
        guard case .transform(let t)? = r.render(at: 10.5)["transform"] else {
            Issue.record("no transform")
            return
        }
        #expect(close(Double(t.m11), 0, 1e-9))
        #expect(close(Double(t.m12), 1, 1e-9))
    }

    @Test func colorsInterpolateUnpremultiplied() {
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let l = layer(with: basic("backgroundColor", from: red, to: nil as CGColor?) { $0.toValue = CGColor(red: 0, green: 0, blue: 1, alpha: 0) },
                      model: ["backgroundColor": red])
        guard case .color(let c?)? = l.render(at: 10.5)["backgroundColor"] else {
            Issue.record("no color")
            return
        }
        #expect(c.rgba.red == 0.5 && c.rgba.blue == 0.5 && c.rgba.alpha == 0.5)
    }

    @Test func copyingKeepsEverySetting() {
        let a = basic(from: 1.0, to: 2.0, by: 3.0) { $0.isAdditive = true; $0.fillMode = .both; $0.repeatCount = 4 }
        let c = a.copy() as! CABasicAnimation
        #expect(c !== a)
        #expect(c.keyPath == "opacity" && c.isAdditive && c.fillMode == .both && c.repeatCount == 4)
        #expect(c.fromValue as? Double == 1 && c.toValue as? Double == 2 && c.byValue as? Double == 3)
        #expect(c.beginTime == 10 && c.duration == 1)
    }

    @Test func valuesSetConvertedReadBackAsTheirPropertyValues() {
        // UIKit's blocks hand values over converted; they are boxed only when read.
        let a = basic("position", by: CGPoint(x: 9, y: 9))
        a.setValues(from: .point(CGPoint(x: -16, y: 2)), to: .point(.zero))
        #expect(a.fromValue as? CGPoint == CGPoint(x: -16, y: 2))
        #expect(a.toValue as? CGPoint == .zero)
        #expect(a.byValue == nil)
        let fade = basic()
        fade.setValues(from: .scalar(0.5), to: .scalar(0))
        #expect(fade.fromValue as? CGFloat == 0.5 && fade.toValue as? CGFloat == 0)
        let turn = basic("transform")
        turn.setValues(from: .transform(CATransform3DMakeRotation(1, 0, 0, 1)), to: .transform(.identity))
        #expect(turn.fromValue as? CATransform3D == CATransform3DMakeRotation(1, 0, 0, 1))
        #expect(turn.toValue as? CATransform3D == .identity)
    }

    @Test func valuesSetConvertedCopyAndAnimateLikeValuesSetBoxed() {
        let converted = basic()
        converted.setValues(from: .scalar(0.2), to: .scalar(0.6))
        let copy = converted.copy() as! CABasicAnimation
        #expect(copy.fromValue as? CGFloat == 0.2 && copy.toValue as? CGFloat == 0.6 && copy.byValue == nil)
        let boxed = basic(from: CGFloat(0.2), to: CGFloat(0.6))
        for animation in [converted, copy, boxed] {
            let l = layer(with: animation)
            #expect(close(l.scalar("opacity", at: 10.25), 0.3))
            #expect(close(l.scalar("opacity", at: 10.75), 0.5))
        }
    }

    @Test func settingOneValueAfterConvertedValuesKeepsTheOthers() {
        let a = basic()
        a.setValues(from: .scalar(0.2), to: .scalar(0.6))
        a.toValue = CGFloat(1)
        #expect(a.fromValue as? CGFloat == 0.2 && a.toValue as? CGFloat == 1 && a.byValue == nil)
        let l = layer(with: a)
        #expect(close(l.scalar("opacity", at: 10.5), 0.6))
    }
}
