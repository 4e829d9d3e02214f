import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor @Suite(.serialized) struct GestureRecognizerKindsTests {
    func setUp(_ recognizer: UIGestureRecognizer, size: CGSize = CGSize(width: 300, height: 300)) -> (UIWindow, UIView, ActionRecorder) {
        let window = makeEventWindow(size)
        let v = UIView(frame: window.bounds)
        window.addSubview(v)
        let recorder = ActionRecorder()
        recognizer.addTarget(recorder, action: ActionRecorder.tapped)
        v.addGestureRecognizer(recognizer)
        return (window, v, recorder)
    }

    @Test func tapFailsOnMovementDurationAndFingerCount() {
        let tap = UITapGestureRecognizer()
        let (window, _, recorder) = setUp(tap)
        window.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 100, y: 10), steps: 3)
        #expect(recorder.log.isEmpty)
        let finger = window.touchDown(at: CGPoint(x: 10, y: 10))
        UIApplication.shared.advanceTime(by: 1)
        finger.up()
        #expect(recorder.log.isEmpty)
        window.pinch(center: CGPoint(x: 100, y: 100), from: 40, to: 40, steps: 1)
        #expect(recorder.log.isEmpty)
        tap.numberOfTouchesRequired = 2
        window.pinch(center: CGPoint(x: 100, y: 100), from: 40, to: 40, steps: 1)
        #expect(recorder.log == ["gr:3"])
        window.isHidden = true
    }

    @Test func longPressUsesTheVirtualClock() {
        let press = UILongPressGestureRecognizer()
        let (window, _, recorder) = setUp(press)
        let finger = window.touchDown(at: CGPoint(x: 50, y: 50))
        UIApplication.shared.advanceTime(by: 0.3)
        #expect(recorder.log.isEmpty)
        UIApplication.shared.advanceTime(by: 0.25)
        #expect(recorder.log == ["gr:1"])
        finger.move(to: CGPoint(x: 80, y: 50))   // moving after it began changes it
        finger.up()
        #expect(recorder.log == ["gr:1", "gr:2", "gr:3"])
        // Moving more than 10 points before the duration fails it.
        recorder.log = []
        let other = window.touchDown(at: CGPoint(x: 50, y: 50))
        other.move(to: CGPoint(x: 65, y: 50))
        UIApplication.shared.advanceTime(by: 1)
        other.up()
        #expect(recorder.log.isEmpty)
        // A short press is not a long press.
        window.tap(at: CGPoint(x: 50, y: 50))
        UIApplication.shared.advanceTime(by: 1)
        #expect(recorder.log.isEmpty)
        window.isHidden = true
    }

    @Test func panTranslationVelocityAndSetTranslation() {
        let pan = UIPanGestureRecognizer()
        let (window, v, recorder) = setUp(pan)
        var translations: [CGPoint] = []
        var velocities: [CGPoint] = []
        final class Observer {
            var body: () -> Void = {}
            func fire() { body() }
        }
        let observer = Observer()
        observer.body = { translations.append(pan.translation(in: v)); velocities.append(pan.velocity(in: v)) }
        pan.addTarget(observer, action: Observer.fire)
        window.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 110, y: 10), steps: 10)
        #expect(recorder.log.first == "gr:1" && recorder.log.last == "gr:3")
        #expect(translations.last == CGPoint(x: 100, y: 0))
        // 10 points per frame at 60 frames per second: 600 points per second.
        #expect(abs(velocities[velocities.count - 2].x - 600) < 1)
        // setTranslation re-bases.
        let finger = window.touchDown(at: CGPoint(x: 10, y: 100))
        finger.move(to: CGPoint(x: 40, y: 100))
        #expect(pan.state == .began)
        pan.setTranslation(.zero, in: v)
        finger.move(to: CGPoint(x: 45, y: 110))
        #expect(pan.translation(in: v) == CGPoint(x: 5, y: 10))
        // A scaled view sees the translation in its own coordinates.
        let scaled = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        window.addSubview(scaled)
        #expect(pan.translation(in: scaled) == CGPoint(x: 2.5, y: 5))
        finger.up()
        window.isHidden = true
    }

    @Test func panMinimumAndMaximumTouchesAndScrollWheel() {
        let pan = UIPanGestureRecognizer()
        pan.minimumNumberOfTouches = 2
        let (window, v, recorder) = setUp(pan)
        window.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 110, y: 10))
        #expect(recorder.log.isEmpty)
        let a = window.touchDown(at: CGPoint(x: 10, y: 10)), b = window.touchDown(at: CGPoint(x: 30, y: 10))
        a.move(to: CGPoint(x: 10, y: 40)); b.move(to: CGPoint(x: 30, y: 40))
        #expect(pan.state == .changed && pan.numberOfTouches == 2)
        #expect(pan.translation(in: v) == CGPoint(x: 0, y: 30))
        a.up(); b.up()
        recorder.log = []
        // Scroll input is ignored until allowed.
        window.scroll(at: CGPoint(x: 50, y: 50), by: CGVector(dx: 0, dy: -40))
        #expect(recorder.log.isEmpty)
        pan.allowedScrollTypesMask = .all
        var seen: CGPoint = .zero
        final class Probe { var f: () -> Void = {}; func fire() { f() } }
        let probe = Probe()
        probe.f = { if pan.state == .began { seen = pan.translation(in: v) } }
        pan.addTarget(probe, action: Probe.fire)
        window.scroll(at: CGPoint(x: 50, y: 50), by: CGVector(dx: 0, dy: -40))
        #expect(recorder.log == ["gr:1", "gr:3"])
        #expect(seen == CGPoint(x: 0, y: -40))
        window.isHidden = true
    }

    @Test func swipeDirectionsAndFailures() {
        let swipe = UISwipeGestureRecognizer()
        swipe.direction = [.left, .up]
        let (window, _, recorder) = setUp(swipe)
        window.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 100, y: 100), steps: 5)
        #expect(recorder.log == ["gr:3"])
        window.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), steps: 5)   // right: not permitted
        window.drag(from: CGPoint(x: 100, y: 250), to: CGPoint(x: 100, y: 50), steps: 5)     // up
        #expect(recorder.log == ["gr:3", "gr:3"])
        window.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 100, y: 100), steps: 90)   // too slow (1.5 s)
        #expect(recorder.log.count == 2)
        window.isHidden = true
    }

    @Test func pinchScaleAndVelocity() {
        let pinch = UIPinchGestureRecognizer()
        let (window, _, recorder) = setUp(pinch)
        var scales: [CGFloat] = []
        final class Probe { var f: () -> Void = {}; func fire() { f() } }
        let probe = Probe()
        probe.f = { scales.append(pinch.scale) }
        pinch.addTarget(probe, action: Probe.fire)
        window.pinch(center: CGPoint(x: 150, y: 150), from: 50, to: 150, steps: 10)
        #expect(recorder.log.first == "gr:1" && recorder.log.last == "gr:3")
        #expect(abs(scales.last! - 3) < 0.001)
        #expect(pinch.scale == 1)   // reset afterwards
        window.isHidden = true
    }

    @Test func rotationAngle() {
        let rotation = UIRotationGestureRecognizer()
        let (window, _, recorder) = setUp(rotation)
        var angles: [CGFloat] = []
        final class Probe { var f: () -> Void = {}; func fire() { f() } }
        let probe = Probe()
        probe.f = { angles.append(rotation.rotation) }
        rotation.addTarget(probe, action: Probe.fire)
        window.rotate(center: CGPoint(x: 150, y: 150), radius: 60, by: .pi / 4, steps: 10)
        #expect(recorder.log.first == "gr:1" && recorder.log.last == "gr:3")
        #expect(abs(angles.last! - .pi / 4) < 0.001)
        window.isHidden = true
    }

    @Test func screenEdgePanBeginsOnlyAtItsEdge() {
        let edge = UIScreenEdgePanGestureRecognizer()
        edge.edges = .left
        let (window, _, recorder) = setUp(edge)
        window.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100))
        #expect(recorder.log.isEmpty)
        window.drag(from: CGPoint(x: 5, y: 100), to: CGPoint(x: 120, y: 100))
        #expect(recorder.log.first == "gr:1" && recorder.log.last == "gr:3")
        window.isHidden = true
    }
}
