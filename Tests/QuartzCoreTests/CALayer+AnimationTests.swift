import CoreGraphics
import Foundation
import Testing
@testable import QuartzCore

/// Animations rendered by the compositor at given media times.
@Suite struct CALayerAnimationTests {
    /// A 100x100 white scene with a 10x10 red layer at (0, 45) already on screen at t = 0.
    func scene() -> (Compositor, CALayer, CALayer) {
        let compositor = Compositor(width: 100, height: 100)!
        let root = solidLayer(CGRect(x: 0, y: 0, width: 100, height: 100), TestColor.white)
        let box = solidLayer(CGRect(x: 0, y: 45, width: 10, height: 10), TestColor.red)
        root.addSublayer(box)
        compositor.rootLayer = root
        compositor.render(atTime: 0)
        return (compositor, root, box)
    }

    /// The x of the leftmost red pixel on row 50, or nil.
    func redX(_ compositor: Compositor) -> Int? {
        (0..<100).first { compositor.pixel($0, 50).isNear(.red, 40) }
    }

    @Test func implicitAnimationMovesOverTheTransactionDuration() {
        let (compositor, _, box) = scene()
        box.position = CGPoint(x: 85, y: 50)   // from x 0 to x 80 (left edge), 0.25 s
        #expect(box.position == CGPoint(x: 85, y: 50))   // the model changes at once
        compositor.render(atTime: 1)
        #expect(redX(compositor) == 0)
        compositor.render(atTime: 1.25)
        #expect(redX(compositor) == 80)
        // Midway with the default timing curve (0.25, 0.1, 0.25, 1): about 80% of the way.
        let (c2, _, box2) = scene()
        box2.position = CGPoint(x: 85, y: 50)
        c2.render(atTime: 1)
        c2.render(atTime: 1.125)
        let x = redX(c2) ?? -1
        #expect(x > 60 && x < 68)
    }

    @Test func disabledActionsAndNullDelegateActionsDoNotAnimate() {
        let (compositor, _, box) = scene()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        box.position = CGPoint(x: 85, y: 50)
        CATransaction.commit()
        compositor.render(atTime: 1)
        #expect(redX(compositor) == 80)

        final class NoActions: CALayerDelegate {
            func action(for layer: CALayer, forKey event: String) -> CAAction? { NSNull() }
        }
        let delegate = NoActions()
        box.delegate = delegate
        box.position = CGPoint(x: 25, y: 50)
        compositor.render(atTime: 2)
        #expect(redX(compositor) == 20)
        #expect(box.animationKeys() == nil)
    }

    @Test func actionsDictionaryAndTransactionDurationApply() {
        let (compositor, _, box) = scene()
        let slow = CABasicAnimation()
        slow.duration = 2
        slow.timingFunction = CAMediaTimingFunction(name: .linear)
        box.actions = ["position": slow]
        box.position = CGPoint(x: 85, y: 50)
        compositor.render(atTime: 1)
        compositor.render(atTime: 2)
        #expect(redX(compositor) == 40)
        box.actions = nil
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        box.opacity = 0
        CATransaction.commit()
        compositor.render(atTime: 10)
        compositor.render(atTime: 10.5)
        let pixel = compositor.pixel(82, 50)
        #expect(pixel.isNear(Pixel(r: 255, g: 128, b: 128, a: 255), 3))
    }

    @Test func explicitBasicAnimationRendersPresentationValues() {
        let (compositor, _, box) = scene()
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 5
        move.toValue = 45
        move.duration = 1
        move.timingFunction = CAMediaTimingFunction(name: .linear)
        box.add(move, forKey: "move")
        compositor.render(atTime: 3)
        #expect(redX(compositor) == 0)
        compositor.render(atTime: 3.5)
        #expect(redX(compositor) == 20)
        #expect(box.position.x == 5)   // the model is untouched
        compositor.render(atTime: 4.5)
        #expect(redX(compositor) == 0)  // removed on completion: back to the model
        #expect(box.animation(forKey: "move") == nil)
    }

    @Test func fillModeForwardsHoldsTheEndValue() {
        let (compositor, _, box) = scene()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 1
        fade.fillMode = .forwards
        fade.isRemovedOnCompletion = false
        box.add(fade, forKey: "fade")
        compositor.render(atTime: 0)
        compositor.render(atTime: 5)
        #expect(compositor.pixel(5, 50) == .white)
        #expect(box.animation(forKey: "fade") != nil)
    }

    @Test func keyframesAndGroupsApply() {
        let (compositor, _, box) = scene()
        let hop = CAKeyframeAnimation(keyPath: "position.x")
        hop.values = [5, 55, 25]
        hop.keyTimes = [0, 0.5, 1]
        hop.calculationMode = .discrete
        hop.duration = 1
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 1
        let group = CAAnimationGroup()
        group.animations = [hop, fade]
        group.duration = 1
        box.add(group, forKey: "group")
        compositor.render(atTime: 0)
        compositor.render(atTime: 0.25)
        #expect(redX(compositor) == 0)
        compositor.render(atTime: 0.6)
        #expect(redX(compositor) == 50)
    }

    @Test func springOvershootsItsTarget() {
        let (compositor, _, box) = scene()
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.fromValue = 5
        spring.toValue = 55
        spring.damping = 5
        spring.duration = spring.settlingDuration
        box.add(spring, forKey: "spring")
        compositor.render(atTime: 0)
        var maxX = 0
        for step in 1...60 {
            compositor.render(atTime: Double(step) / 60)
            maxX = max(maxX, redX(compositor) ?? 0)
        }
        #expect(maxX > 52)   // overshoots 50 (the left edge at the target)
    }

    @Test func presentationReflectsTheAnimationAtTheCurrentMediaTime() {
        let layer = CALayer()
        layer.position = CGPoint(x: 0, y: 0)
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = CGPoint(x: 0, y: 0)
        move.toValue = CGPoint(x: 100, y: 0)
        move.duration = 1000
        move.timingFunction = CAMediaTimingFunction(name: .linear)
        move.beginTime = CACurrentMediaTime() - 500   // started 500 s ago
        layer.add(move, forKey: "move")
        let presented = layer.presentation()
        #expect(abs((presented?.position.x ?? 0) - 50) < 1e-6)
        #expect(presented?.model() === layer)
        #expect(layer.position.x == 0)
    }

    @Test func layerSpeedZeroPausesAnimations() {
        let (compositor, _, box) = scene()
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 5
        move.toValue = 85
        move.duration = 1
        move.timingFunction = CAMediaTimingFunction(name: .linear)
        box.add(move, forKey: "move")
        compositor.render(atTime: 0)
        compositor.render(atTime: 0.25)
        #expect(redX(compositor) == 20)
        // Pause: freeze local time at the current value.
        let paused = box.convertTime(0.25, from: nil)
        box.speed = 0
        box.timeOffset = paused
        compositor.render(atTime: 0.75)
        #expect(redX(compositor) == 20)
    }

    @Test func animationsDamageEveryFrameUntilTheyEnd() {
        let (compositor, _, box) = scene()
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 5
        move.toValue = 45
        move.duration = 1
        box.add(move, forKey: "move")
        compositor.render(atTime: 0)
        #expect(!compositor.render(atTime: 0.5).isEmpty)
        #expect(compositor.render(atTime: 0.5 + 1e-9).allSatisfy { $0.width <= 20 })
        #expect(!compositor.render(atTime: 1.5).isEmpty)   // the frame that removes it
        #expect(compositor.render(atTime: 2).isEmpty)
    }

    @Test func delegateHearsStartAndStopAndCompletionBlockRuns() {
        final class Listener: CAAnimationDelegate {
            var events: [String] = []
            func animationDidStart(_ anim: CAAnimation) { events.append("start") }
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop \(flag)") }
        }
        let (compositor, _, box) = scene()
        let listener = Listener()
        var completed = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { completed = true }
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0
        fade.duration = 1
        fade.delegate = listener
        box.add(fade, forKey: "fade")
        CATransaction.commit()
        compositor.render(atTime: 0)
        #expect(listener.events == ["start"])
        #expect(!completed)
        compositor.render(atTime: 2)
        #expect(listener.events == ["start", "stop true"])
        #expect(completed)
        let again = CABasicAnimation(keyPath: "opacity")
        again.delegate = listener
        box.add(again, forKey: "again")
        compositor.render(atTime: 3)
        box.removeAllAnimations()
        #expect(listener.events.last == "stop false")
    }

    @Test func fadeTransitionMixesOldAndNewContent() {
        let (compositor, _, box) = scene()
        let transition = CATransition()
        transition.type = .fade
        transition.duration = 1
        transition.timingFunction = CAMediaTimingFunction(name: .linear)
        box.add(transition, forKey: "fade")
        withoutActions { box.backgroundColor = TestColor.blue }
        compositor.render(atTime: 0)
        compositor.render(atTime: 0.5)
        let mixed = compositor.pixel(5, 50)
        #expect(mixed.isNear(Pixel(r: 128, g: 0, b: 128, a: 255), 6))
        compositor.render(atTime: 2)
        #expect(compositor.pixel(5, 50) == .blue)
    }

    @Test func pushTransitionSlidesNewContentIn() {
        let compositor = Compositor(width: 100, height: 100)!
        let root = solidLayer(CGRect(x: 0, y: 0, width: 100, height: 100), TestColor.white)
        let panel = solidLayer(CGRect(x: 0, y: 0, width: 100, height: 100), TestColor.red)
        root.addSublayer(panel)
        compositor.rootLayer = root
        compositor.render(atTime: 0)
        let push = CATransition()
        push.type = .push
        push.subtype = .fromRight
        push.duration = 1
        push.timingFunction = CAMediaTimingFunction(name: .linear)
        panel.add(push, forKey: "push")
        withoutActions { panel.backgroundColor = TestColor.blue }
        compositor.render(atTime: 1)
        compositor.render(atTime: 1.5)
        #expect(compositor.pixel(25, 50) == .red)    // old content moved left by half
        #expect(compositor.pixel(75, 50) == .blue)   // new content came halfway from the right
    }
}
