import CoreGraphics
import Foundation
import Testing
@testable import QuartzCore

/// A layer whose animations are all plain basic animations with fixed typed endpoints
/// evaluates frames from their flat states (`FlatAnimations`); the values are those the
/// animation objects give through the general path, at every time, and a layer with any
/// other animation keeps the general path.
@Suite struct FlatAnimationTests {
    func basic(_ keyPath: String, from: Any, to: Any, configure: (CABasicAnimation) -> Void = { _ in }) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        animation.duration = 0.8
        configure(animation)
        return animation
    }

    /// A layer animating like a view block (position, opacity, transform; repeating,
    /// autoreversing, an additive one, an eased one, a delayed one with backwards fill).
    func animatedLayer() -> CALayer {
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        layer.transform = CATransform3DMakeScale(1.5, 1.5, 1)
        layer.add(basic("position", from: CGPoint(x: 25, y: 40), to: CGPoint(x: 60, y: 10)) {
            $0.repeatCount = .infinity
            $0.autoreverses = true
        }, forKey: "position")
        layer.add(basic("opacity", from: 1.0, to: 0.25) {
            $0.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            $0.repeatCount = 3
        }, forKey: "opacity")
        layer.add(basic("transform", from: CATransform3DMakeRotation(.pi / 5, 0, 0, 1), to: CATransform3DIdentity) {
            $0.isAdditive = true
            $0.speed = 1.5
        }, forKey: "transform")
        layer.add(basic("position", from: CGPoint(x: -8, y: 0), to: CGPoint.zero) {
            $0.isAdditive = true
            $0.beginTime = 100.3
            $0.fillMode = .backwards
        }, forKey: "nudge")
        return layer
    }

    /// The layer's presentation values at `time` through the general path: each animation
    /// object applied to a closure target.
    func generalValues(_ layer: CALayer, at time: CFTimeInterval) -> [String: AnimatableValue] {
        var values: [String: AnimatableValue] = [:]
        layer.animationStore?.apply(at: time, model: { layer.animatableModelValue(forKey: $0) },
                                    presentation: { values[$0] ?? layer.animatableModelValue(forKey: $0) },
                                    set: { values[$0] = $1 })
        return values
    }

    func matches(_ a: AnimatableValue?, _ b: AnimatableValue?) -> Bool {
        switch (a, b) {
        case (.scalar(let x)?, .scalar(let y)?): return abs(x - y) <= 1e-9
        case (.point(let p)?, .point(let q)?): return abs(p.x - q.x) <= 1e-9 && abs(p.y - q.y) <= 1e-9
        case (.rect(let r)?, .rect(let q)?):
            return [r.minX - q.minX, r.minY - q.minY, r.width - q.width, r.height - q.height].allSatisfy { abs($0) <= 1e-9 }
        case (.transform(let s)?, .transform(let t)?):
            let m = [s.m11 - t.m11, s.m12 - t.m12, s.m21 - t.m21, s.m22 - t.m22, s.m41 - t.m41, s.m42 - t.m42]
            return m.allSatisfy { abs($0) <= 1e-9 }
        case (nil, nil): return true
        default: return false
        }
    }

    @Test func flatStatesGiveTheGeneralPathsValues() {
        let layer = animatedLayer()
        AnimatingLayers.shared.resolvePendingBeginTimes(at: 100)
        var checked = 0, flatFrames = 0
        for frame in 0..<200 {
            let time = 100 + Double(frame) / 60
            // The general path first: the frame then drops the animations that ended.
            let general = generalValues(layer, at: layer.localTime(forMediaTime: time))
            layer.evaluateAnimations(atMediaTime: time)
            guard layer.animationStore != nil else { break }
            // Flat states exist once every animation has begun (the delayed one at 100.3),
            // and are found again after each frame in which one ended.
            if layer.animationStore?.evaluatesFlatStates == true { flatFrames += 1 }
            let presented = layer.presentationValues
            for slot in [PresentationSlot.position, .opacity, .transform] {
                #expect(matches(presented?.value(in: slot), general[slot.key]), "\(slot) at frame \(frame)")
            }
            checked += 1
        }
        #expect(checked == 200)
        #expect(flatFrames >= 170)
        layer.removeAllAnimations()
    }

    @Test func otherAnimationsKeepTheGeneralPath() {
        let layer = animatedLayer()
        let keyframes = CAKeyframeAnimation(keyPath: "bounds")
        keyframes.values = [CGRect(x: 0, y: 0, width: 30, height: 40), CGRect(x: 0, y: 0, width: 50, height: 20)]
        keyframes.duration = 1
        layer.add(keyframes, forKey: "bounds")
        let spring = CASpringAnimation(keyPath: "zPosition")
        spring.fromValue = 0
        spring.toValue = 10
        layer.add(spring, forKey: "spring")
        AnimatingLayers.shared.resolvePendingBeginTimes(at: 100)
        for frame in 0..<30 {
            let time = 100 + Double(frame) / 60
            let general = generalValues(layer, at: time)
            layer.evaluateAnimations(atMediaTime: time)
            #expect(layer.animationStore?.evaluatesFlatStates == false)
            for slot in [PresentationSlot.position, .opacity, .transform, .bounds, .zPosition] {
                #expect(matches(layer.presentationValues?.value(in: slot), general[slot.key]), "\(slot) at frame \(frame)")
            }
        }
        layer.removeAllAnimations()
    }

    @Test func changingTheAnimationsLeavesTheFlatStates() {
        let layer = animatedLayer()
        AnimatingLayers.shared.resolvePendingBeginTimes(at: 100)
        // Flat once the delayed animation has begun (100.3).
        layer.evaluateAnimations(atMediaTime: 100.35)
        layer.evaluateAnimations(atMediaTime: 100.4)
        #expect(layer.animationStore?.evaluatesFlatStates == true)
        // Replacing an animation: the next frame shows the new one.
        layer.add(basic("opacity", from: 0.0, to: 1.0) { $0.beginTime = 100.4 }, forKey: "opacity")
        layer.evaluateAnimations(atMediaTime: 100.8)
        #expect(matches(layer.presentationValues?.value(in: .opacity), .scalar(0.5)))
        layer.evaluateAnimations(atMediaTime: 100.81)
        #expect(layer.animationStore?.evaluatesFlatStates == true)
        layer.removeAnimation(forKey: "opacity")
        layer.evaluateAnimations(atMediaTime: 100.82)
        #expect(layer.presentationValues?.value(in: .opacity) == nil)
        layer.removeAllAnimations()
    }
}
