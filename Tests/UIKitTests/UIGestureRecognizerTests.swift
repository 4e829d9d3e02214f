import Foundation
import Testing
import UIKit
import UIKitTesting

/// A delegate whose answers tests set.
@MainActor
final class TestDelegate: UIGestureRecognizerDelegate {
    var shouldBegin = true
    var shouldReceive = true
    var simultaneous = false
    var requireFailureOf: UIGestureRecognizer?
    var asked: [String] = []
    func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { asked.append("shouldBegin"); return shouldBegin }
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { shouldReceive }
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith o: UIGestureRecognizer) -> Bool { simultaneous }
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldRequireFailureOf o: UIGestureRecognizer) -> Bool { o === requireFailureOf }
}

@MainActor @Suite(.serialized) struct UIGestureRecognizerTests {
    @Test func recognizersOfTheHitViewAndItsAncestorsSeeTouchesFirst() {
        let window = makeEventWindow()
        let outer = TouchLogView(frame: CGRect(x: 0, y: 0, width: 200, height: 200)); outer.name = "outer"
        let inner = TouchLogView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)); inner.name = "inner"
        window.addSubview(outer); outer.addSubview(inner)
        let recorder = ActionRecorder()
        let tap = UITapGestureRecognizer(target: recorder, action: ActionRecorder.tapped)
        tap.name = "tap"
        outer.addGestureRecognizer(tap)
        let finger = window.touchDown(at: CGPoint(x: 10, y: 10))
        #expect(finger.touch.gestureRecognizers?.first === tap)
        finger.up()
        // The tap recognized on touch up, so the view's touch was cancelled instead of ended.
        #expect(recorder.log == ["tap:3"])
        #expect(inner.log == ["inner.began(1)", "inner.cancelled(1)"])
        #expect(tap.state == .possible)   // reset after the touches ended
        #expect(outer.gestureRecognizers?.count == 1)
        window.isHidden = true
    }

    @Test func cancelsTouchesInViewFalseLetsTheViewFinish() {
        let window = makeEventWindow()
        let v = TouchLogView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(v)
        let tap = UITapGestureRecognizer()
        tap.cancelsTouchesInView = false
        v.addGestureRecognizer(tap)
        window.tap(at: CGPoint(x: 10, y: 10))
        #expect(v.log == ["view.began(1)", "view.ended(1)"])
        window.isHidden = true
    }

    @Test func delaysTouchesBeganHoldsTheViewUntilFailure() {
        let window = makeEventWindow()
        let v = TouchLogView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(v)
        let swipe = UISwipeGestureRecognizer()
        swipe.delaysTouchesBegan = true
        v.addGestureRecognizer(swipe)
        // A swipe: the view never hears about the touch.
        window.drag(from: CGPoint(x: 10, y: 50), to: CGPoint(x: 150, y: 50), steps: 5)
        #expect(v.log.isEmpty)
        // A still press: the swipe fails on touch up, then the view gets began and ended.
        let finger = window.touchDown(at: CGPoint(x: 10, y: 10))
        #expect(v.log.isEmpty)
        finger.up()
        #expect(v.log == ["view.began(1)", "view.ended(1)"])
        window.isHidden = true
    }

    @Test func delaysTouchesEndedWaitsForADoubleTapToFail() {
        let window = makeEventWindow()
        let v = TouchLogView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(v)
        let doubleTap = UITapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        v.addGestureRecognizer(doubleTap)
        window.tap(at: CGPoint(x: 10, y: 10))
        #expect(v.log == ["view.began(1)"])            // ended is held: a second tap may come
        UIApplication.shared.advanceTime(by: 0.4)      // the double tap times out and fails
        #expect(v.log == ["view.began(1)", "view.ended(1)"])
        #expect(doubleTap.state == .possible)
        doubleTap.delaysTouchesEnded = false
        v.log = []
        window.tap(at: CGPoint(x: 10, y: 10))
        #expect(v.log == ["view.began(1)", "view.ended(1)"])
        UIApplication.shared.advanceTime(by: 0.4)
        window.isHidden = true
    }

    @Test func requireToFailWaitsAndAsksShouldBeginOnlyAfterFailure() {
        let window = makeEventWindow()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(v)
        let recorder = ActionRecorder()
        let single = UITapGestureRecognizer(target: recorder, action: ActionRecorder.tapped); single.name = "single"
        let double = UITapGestureRecognizer(target: recorder, action: ActionRecorder.tapped); double.name = "double"
        double.numberOfTapsRequired = 2
        let delegate = TestDelegate()
        single.delegate = delegate
        single.require(toFail: double)
        v.addGestureRecognizer(single); v.addGestureRecognizer(double)
        window.tap(at: CGPoint(x: 10, y: 10))
        #expect(recorder.log.isEmpty)
        #expect(delegate.asked.isEmpty)                // not asked while the double tap decides
        UIApplication.shared.advanceTime(by: 0.4)
        #expect(recorder.log == ["single:3"])
        #expect(delegate.asked == ["shouldBegin"])
        recorder.log = []
        window.tap(at: CGPoint(x: 10, y: 10), count: 2)
        UIApplication.shared.advanceTime(by: 0.4)
        #expect(recorder.log == ["double:3"])
        window.isHidden = true
    }

    @Test func withoutRequireToFailSingleAndDoubleTapBothFire() {
        let window = makeEventWindow()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(v)
        let recorder = ActionRecorder()
        let single = UITapGestureRecognizer(target: recorder, action: ActionRecorder.tapped); single.name = "single"
        let double = UITapGestureRecognizer(target: recorder, action: ActionRecorder.tapped); double.name = "double"
        double.numberOfTapsRequired = 2
        v.addGestureRecognizer(single); v.addGestureRecognizer(double)
        window.tap(at: CGPoint(x: 10, y: 10), count: 2)
        #expect(recorder.log == ["single:3", "single:3", "double:3"])
        window.isHidden = true
    }

    @Test func requireToFailChains() {
        let window = makeEventWindow()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(v)
        let recorder = ActionRecorder()
        let taps = (1...3).map { n -> UITapGestureRecognizer in
            let t = UITapGestureRecognizer(target: recorder, action: ActionRecorder.tapped)
            t.numberOfTapsRequired = n
            t.name = "t\(n)"
            v.addGestureRecognizer(t)
            return t
        }
        taps[0].require(toFail: taps[1])
        taps[1].require(toFail: taps[2])
        window.tap(at: CGPoint(x: 10, y: 10), count: 2)
        #expect(recorder.log.isEmpty)
        UIApplication.shared.advanceTime(by: 0.4)   // t3 fails → t2 recognizes → t1 fails
        #expect(recorder.log == ["t2:3"])
        recorder.log = []
        window.tap(at: CGPoint(x: 10, y: 10))
        UIApplication.shared.advanceTime(by: 0.4)   // t3 and t2 fail (timeouts) → t1
        UIApplication.shared.advanceTime(by: 0.4)
        #expect(recorder.log == ["t1:3"])
        window.isHidden = true
    }

    @Test func delegateFailureRequirements() {
        final class Requirer: UIGestureRecognizerDelegate {
            weak var other: UIGestureRecognizer?
            func gestureRecognizer(_ g: UIGestureRecognizer, shouldBeRequiredToFailBy o: UIGestureRecognizer) -> Bool { o === other }
        }
        let window = makeEventWindow()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(v)
        let recorder = ActionRecorder()
        let single = UITapGestureRecognizer(target: recorder, action: ActionRecorder.tapped); single.name = "single"
        let double = UITapGestureRecognizer(target: recorder, action: ActionRecorder.tapped); double.name = "double"
        double.numberOfTapsRequired = 2
        v.addGestureRecognizer(single); v.addGestureRecognizer(double)
        // single's delegate: require the double tap to fail.
        let delegate = TestDelegate()
        delegate.requireFailureOf = double
        single.delegate = delegate
        window.tap(at: CGPoint(x: 10, y: 10))
        #expect(recorder.log.isEmpty)
        UIApplication.shared.advanceTime(by: 0.4)
        #expect(recorder.log == ["single:3"])
        // The same through the other side: double's delegate says single must wait for it.
        recorder.log = []
        single.delegate = nil
        let requirer = Requirer()
        requirer.other = single
        double.delegate = requirer
        window.tap(at: CGPoint(x: 10, y: 10), count: 2)
        UIApplication.shared.advanceTime(by: 0.4)
        #expect(recorder.log == ["double:3"])
        window.isHidden = true
    }

    @Test func ignoredTouchesAreNotDeliveredToTheRecognizer() {
        final class IgnoresSecond: UIGestureRecognizer {
            var began = 0
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
                began += touches.count
                if numberOfTouches > 1, let touch = touches.first { ignore(touch, for: event) }
            }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
                if numberOfTouches == touches.count { state = .failed }
            }
        }
        let window = makeEventWindow()
        let v = UIView(frame: window.bounds)
        window.addSubview(v)
        let recognizer = IgnoresSecond()
        v.addGestureRecognizer(recognizer)
        let a = window.touchDown(at: CGPoint(x: 10, y: 10))
        let b = window.touchDown(at: CGPoint(x: 50, y: 50))
        #expect(recognizer.numberOfTouches == 1)
        #expect(recognizer.location(in: nil) == CGPoint(x: 10, y: 10))
        b.up(); a.up()
        #expect(recognizer.began == 2)
        #expect(recognizer.state == .possible)
        window.isHidden = true
    }

    @Test func delegateShouldBeginShouldReceiveAndViewVeto() {
        final class Vetoing: UIView {
            var allow = true
            override func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { allow }
        }
        let window = makeEventWindow()
        let v = Vetoing(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(v)
        let recorder = ActionRecorder()
        let tap = UITapGestureRecognizer(target: recorder, action: ActionRecorder.tapped)
        let delegate = TestDelegate()
        tap.delegate = delegate
        v.addGestureRecognizer(tap)
        delegate.shouldBegin = false
        window.tap(at: CGPoint(x: 10, y: 10))
        #expect(recorder.log.isEmpty)
        delegate.shouldBegin = true
        v.allow = false
        window.tap(at: CGPoint(x: 10, y: 10)); UIApplication.shared.advanceTime(by: 1)
        #expect(recorder.log.isEmpty)
        v.allow = true
        delegate.shouldReceive = false
        window.tap(at: CGPoint(x: 10, y: 10)); UIApplication.shared.advanceTime(by: 1)
        #expect(recorder.log.isEmpty)
        delegate.shouldReceive = true
        tap.isEnabled = false
        window.tap(at: CGPoint(x: 10, y: 10)); UIApplication.shared.advanceTime(by: 1)
        #expect(recorder.log.isEmpty)
        tap.isEnabled = true
        window.tap(at: CGPoint(x: 10, y: 10))
        #expect(recorder.log == ["gr:3"])
        window.isHidden = true
    }

    @Test func aTouchedViewCanKeepAnAncestorsRecognizerFromBeginning() {
        final class Slider: UIView {
            override func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { !(g is UIPanGestureRecognizer) }
        }
        let window = makeEventWindow()
        let container = UIView(frame: window.bounds)
        let slider = Slider(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        window.addSubview(container); container.addSubview(slider)
        let recorder = ActionRecorder()
        container.addGestureRecognizer(UIPanGestureRecognizer(target: recorder, action: ActionRecorder.tapped))
        window.drag(from: CGPoint(x: 10, y: 20), to: CGPoint(x: 150, y: 20))
        #expect(recorder.log.isEmpty)
        window.drag(from: CGPoint(x: 10, y: 120), to: CGPoint(x: 150, y: 120))
        #expect(recorder.log.first == "gr:1")
        window.isHidden = true
    }

    @Test func simultaneousRecognition() {
        let window = makeEventWindow()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        window.addSubview(v)
        let recorder = ActionRecorder()
        let pinch = UIPinchGestureRecognizer(target: recorder, action: ActionRecorder.tapped); pinch.name = "pinch"
        let rotation = UIRotationGestureRecognizer(target: recorder, action: ActionRecorder.tapped); rotation.name = "rotation"
        v.addGestureRecognizer(pinch); v.addGestureRecognizer(rotation)
        // Without permission the first to begin prevents the other.
        window.pinch(center: CGPoint(x: 150, y: 150), from: 50, to: 150)
        #expect(recorder.log.first == "pinch:1")
        #expect(!recorder.log.contains { $0.hasPrefix("rotation") })
        recorder.log = []
        let delegate = TestDelegate()
        delegate.simultaneous = true
        pinch.delegate = delegate
        // Two fingers that spread and turn.
        let a = window.touchDown(at: CGPoint(x: 100, y: 150))
        let b = window.touchDown(at: CGPoint(x: 200, y: 150))
        for i in 1...10 {
            let angle = CGFloat(i) * 0.05, r = 50 + CGFloat(i) * 5
            a.move(to: CGPoint(x: 150 - r * cos(angle), y: 150 - r * sin(angle)))
            b.move(to: CGPoint(x: 150 + r * cos(angle), y: 150 + r * sin(angle)))
        }
        a.up(); b.up()
        #expect(recorder.log.contains("pinch:1") && recorder.log.contains("rotation:1"))
        #expect(recorder.log.contains("pinch:3") && recorder.log.contains("rotation:3"))
        window.isHidden = true
    }

    @Test func subclassingStateMachineAndInvalidTransitions() {
        final class Custom: UIGestureRecognizer {
            var resets = 0
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { state = .began }
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { state = .changed }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
                state = .ended
                state = .changed   // invalid after ended: logged and ignored
            }
            override func reset() { super.reset(); resets += 1 }
        }
        let window = makeEventWindow()
        let v = TouchLogView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(v)
        var states: [UIGestureRecognizer.State] = []
        let custom = Custom()
        final class Box { var states: [UIGestureRecognizer.State] = [] }
        let box = Box()
        _ = box
        v.addGestureRecognizer(custom)
        let recorder = ActionRecorder()
        custom.addTarget(recorder, action: ActionRecorder.tapped)
        custom.addTarget(nil, action: Selector("unhandled:"))
        let finger = window.touchDown(at: CGPoint(x: 10, y: 10))
        states.append(custom.state)
        #expect(custom.numberOfTouches == 1)
        #expect(custom.location(in: v) == CGPoint(x: 10, y: 10))
        #expect(custom.location(ofTouch: 0, in: nil) == CGPoint(x: 10, y: 10))
        finger.move(to: CGPoint(x: 20, y: 10))
        finger.up()
        #expect(states == [.began])
        #expect(recorder.log == ["gr:1", "gr:2", "gr:3"])
        #expect(v.log.isEmpty)   // recognized in touchesBegan: the view never saw the touch
        #expect(custom.resets == 1)
        #expect(custom.state == .possible)
        custom.removeTarget(recorder, action: nil)
        window.tap(at: CGPoint(x: 10, y: 10))
        #expect(recorder.log.count == 3)
        v.removeGestureRecognizer(custom)
        #expect(custom.view == nil && v.gestureRecognizers == nil)
        window.isHidden = true
    }

    @Test func controlsKeepTheirTapOverAnAncestorsTapRecognizer() {
        let window = makeEventWindow()
        let container = UIView(frame: window.bounds)
        let control = UIControl(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(container); container.addSubview(control)
        let recorder = ActionRecorder()
        let tap = UITapGestureRecognizer(target: recorder, action: ActionRecorder.tapped)
        container.addGestureRecognizer(tap)
        var ups = 0
        control.addAction(UIAction { _ in ups += 1 }, for: .touchUpInside)
        window.tap(at: CGPoint(x: 10, y: 10))
        #expect(ups == 1 && recorder.log.isEmpty)
        window.tap(at: CGPoint(x: 200, y: 200))
        #expect(recorder.log == ["gr:3"])
        window.isHidden = true
    }

    @Test func aPanCancelsTheControlsTracking() {
        let window = makeEventWindow()
        let container = UIView(frame: window.bounds)
        let control = UIControl(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(container); container.addSubview(control)
        let recorder = EventRecorder(); recorder.watch(control)
        container.addGestureRecognizer(UIPanGestureRecognizer())
        window.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 60, y: 10), steps: 5)
        #expect(recorder.events == ["down", "dragInside", "cancel"])
        window.isHidden = true
    }
}
