import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor @Suite(.serialized) struct EventDispatcherTests {
    @Test func touchStaysWithTheViewItBeganIn() {
        let window = makeEventWindow()
        let a = TouchLogView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)); a.name = "a"
        let b = TouchLogView(frame: CGRect(x: 100, y: 0, width: 100, height: 100)); b.name = "b"
        window.addSubview(a); window.addSubview(b)
        let finger = window.touchDown(at: CGPoint(x: 50, y: 50))
        #expect(finger.touch.view === a)
        #expect(finger.touch.phase == .began)
        finger.move(to: CGPoint(x: 150, y: 50))
        #expect(finger.touch.view === a)
        #expect(finger.touch.location(in: a) == CGPoint(x: 150, y: 50))
        #expect(finger.touch.location(in: b) == CGPoint(x: 50, y: 50))
        #expect(finger.touch.previousLocation(in: nil) == CGPoint(x: 50, y: 50))
        finger.up()
        #expect(a.log == ["a.began(1)", "a.moved(1)", "a.ended(1)"])
        #expect(b.log.isEmpty)
        window.isHidden = true
    }

    @Test func touchesForwardUpTheResponderChain() {
        final class Recorder: UIViewController {
            var log: [String] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("vc.began") }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("vc.ended") }
        }
        let window = makeEventWindow()
        let controller = Recorder()
        window.rootViewController = controller
        UIApplication.shared.runUntilIdle()
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        controller.view.addSubview(inner)
        #expect(inner.next === controller.view)
        #expect(controller.view.next === controller)
        #expect(controller.next === window)
        #expect(window.next === UIApplication.shared)
        window.tap(at: CGPoint(x: 20, y: 20))
        #expect(controller.log == ["vc.began", "vc.ended"])
        window.rootViewController = nil
        window.isHidden = true
    }

    @Test func multipleTouchDisabledDeliversOneTouchPerView() {
        let window = makeEventWindow()
        let v = TouchLogView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(v)
        let f1 = window.touchDown(at: CGPoint(x: 10, y: 10))
        let f2 = window.touchDown(at: CGPoint(x: 50, y: 50))
        f2.move(to: CGPoint(x: 60, y: 60))
        f2.up(); f1.up()
        #expect(v.log == ["view.began(1)", "view.ended(1)"])
        v.log = []
        v.isMultipleTouchEnabled = true
        let g1 = window.touchDown(at: CGPoint(x: 10, y: 10))
        let g2 = window.touchDown(at: CGPoint(x: 50, y: 50))
        #expect(g2.touch.view === v)
        g1.up(); g2.up()
        #expect(v.log == ["view.began(1)", "view.began(1)", "view.ended(1)", "view.ended(1)"])
        window.isHidden = true
    }

    @Test func exclusiveTouchBlocksOtherViews() {
        let window = makeEventWindow()
        let a = TouchLogView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)); a.name = "a"
        let b = TouchLogView(frame: CGRect(x: 100, y: 0, width: 100, height: 100)); b.name = "b"
        a.isExclusiveTouch = true
        window.addSubview(a); window.addSubview(b)
        let f1 = window.touchDown(at: CGPoint(x: 50, y: 50))
        let f2 = window.touchDown(at: CGPoint(x: 150, y: 50))
        f2.up(); f1.up()
        #expect(a.log == ["a.began(1)", "a.ended(1)"])
        #expect(b.log.isEmpty)
        // And the other way round: an exclusive view gets nothing while another is touched.
        a.log = []
        let g1 = window.touchDown(at: CGPoint(x: 150, y: 50))
        let g2 = window.touchDown(at: CGPoint(x: 50, y: 50))
        g2.up(); g1.up()
        #expect(a.log.isEmpty)
        #expect(b.log == ["b.began(1)", "b.ended(1)"])
        window.isHidden = true
    }

    @Test func ignoringInteractionAndDisabledViews() {
        let window = makeEventWindow()
        let v = TouchLogView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(v)
        UIApplication.shared.beginIgnoringInteractionEvents()
        window.tap(at: CGPoint(x: 10, y: 10))
        UIApplication.shared.endIgnoringInteractionEvents()
        #expect(v.log.isEmpty)
        v.isUserInteractionEnabled = false
        window.tap(at: CGPoint(x: 10, y: 10))
        #expect(v.log.isEmpty)
        v.isUserInteractionEnabled = true
        window.tap(at: CGPoint(x: 10, y: 10))
        #expect(v.log == ["view.began(1)", "view.ended(1)"])
        window.isHidden = true
    }

    @Test func touchesCancelledWhenTheViewLeavesTheWindow() {
        let window = makeEventWindow()
        let v = TouchLogView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(v)
        let finger = window.touchDown(at: CGPoint(x: 10, y: 10))
        v.removeFromSuperview()
        #expect(v.log == ["view.began(1)", "view.cancelled(1)"])
        #expect(finger.touch.view == nil)
        finger.move(to: CGPoint(x: 20, y: 20))
        finger.up()
        #expect(v.log == ["view.began(1)", "view.cancelled(1)"])
        window.isHidden = true
    }

    @Test func tapCountAndEventTouches() {
        let window = makeEventWindow()
        final class Counter: UIView {
            var counts: [Int] = []
            var allCounts: [Int] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                counts.append(touches.first!.tapCount)
                allCounts.append(event?.allTouches?.count ?? -1)
                #expect(event?.touches(for: self)?.count == 1)
                #expect(event?.touches(for: window!)?.count ?? 0 >= 1)
            }
        }
        let v = Counter(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(v)
        window.tap(at: CGPoint(x: 10, y: 10), count: 3)
        #expect(v.counts == [1, 2, 3])
        UIApplication.shared.advanceTime(by: 1)
        window.tap(at: CGPoint(x: 10, y: 10))
        #expect(v.counts.last == 1)
        #expect(v.allCounts.allSatisfy { $0 == 1 })
        window.isHidden = true
    }

    @Test func garbageInputIsDroppedAndCounted() {
        let window = makeEventWindow()
        let v = TouchLogView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(v)
        let app = UIApplication.shared
        let before = app.droppedEventCount
        // A touch that moves without having begun.
        let stray = UITouch()
        stray.update(window: window, phase: .moved, location: CGPoint(x: 5, y: 5), timestamp: 0)
        app.sendEvent(UIEvent(touches: [stray], timestamp: 0))
        // A touch for a window that was released.
        var gone: UIWindow? = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let orphan = UITouch()
        orphan.update(window: gone, phase: .began, location: .zero, timestamp: 0)
        gone = nil
        app.sendEvent(UIEvent(touches: [orphan], timestamp: 0))
        // NaN location.
        let nan = UITouch()
        nan.update(window: window, phase: .began, location: CGPoint(x: CGFloat.nan, y: 3), timestamp: 0)
        app.sendEvent(UIEvent(touches: [nan], timestamp: 0))
        // Began twice, ended twice.
        let twice = UITouch()
        twice.update(window: window, phase: .began, location: CGPoint(x: 5, y: 5), timestamp: 0)
        app.sendEvent(UIEvent(touches: [twice], timestamp: 0))
        app.sendEvent(UIEvent(touches: [twice], timestamp: 0))
        twice.update(window: window, phase: .ended, location: CGPoint(x: 5, y: 5), timestamp: 0)
        app.sendEvent(UIEvent(touches: [twice], timestamp: 0))
        app.sendEvent(UIEvent(touches: [twice], timestamp: 0))
        // Scroll with infinite delta.
        app.sendEvent(UIEvent(scrollIn: window, at: .zero, delta: CGVector(dx: CGFloat.infinity, dy: 0), timestamp: 0))
        #expect(app.droppedEventCount - before == 6)
        #expect(v.log == ["view.began(1)", "view.ended(1)"])
        window.isHidden = true
    }

    @Test func aBurstOfEventsNeverCrashesOrLeaks() {
        let window = makeEventWindow()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let pan = UIPanGestureRecognizer()
        v.addGestureRecognizer(pan)
        window.addSubview(v)
        let app = UIApplication.shared
        let before = app.droppedEventCount
        weak var weakTouch: UITouch?
        do {
            let touch = UITouch()
            weakTouch = touch
            touch.update(window: window, phase: .began, location: CGPoint(x: 10, y: 10), timestamp: 0)
            app.sendEvent(UIEvent(touches: [touch], timestamp: 0))
            for i in 0..<100_000 {
                touch.update(window: window, phase: .moved, location: CGPoint(x: 10 + CGFloat(i % 50), y: 10), timestamp: 0)
                app.sendEvent(UIEvent(touches: [touch], timestamp: 0))
            }
            touch.update(window: window, phase: .ended, location: CGPoint(x: 10, y: 10), timestamp: 0)
            app.sendEvent(UIEvent(touches: [touch], timestamp: 0))
            // Garbage in a burst: moves of a touch that never began.
            let stray = UITouch()
            for _ in 0..<1_000_000 {
                stray.update(window: window, phase: .moved, location: .zero, timestamp: 0)
                app.sendEvent(UIEvent(touches: [stray], timestamp: 0))
            }
        }
        app.runUntilIdle()
        #expect(app.droppedEventCount - before == 1_000_000)
        #expect(pan.state == .possible)
        #expect(weakTouch == nil)
        window.isHidden = true
    }
}
