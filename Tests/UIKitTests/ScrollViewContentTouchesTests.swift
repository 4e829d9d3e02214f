import Foundation
import Testing
import UIKit
import UIKitTesting

/// Touches in the content: Apple's `delaysContentTouches` ("delays handling the touch-down
/// gesture until it can determine if scrolling is the intent"; 150 ms), and
/// `touchesShouldCancel(in:)` ("true if view is not a UIControl object; otherwise false").
@MainActor @Suite(.serialized) struct ScrollViewContentTouchesTests {
    final class Events {
        var log: [String] = []
    }

    func makeButtonScroller() -> (UIWindow, UIScrollView, UIButton, Events) {
        let (window, scrollView, _) = makeScrollWindow()
        let button = UIButton(frame: CGRect(x: 20, y: 100, width: 160, height: 60))
        scrollView.addSubview(button)
        let events = Events()
        button.addAction(UIAction { _ in events.log.append("down") }, for: .touchDown)
        button.addAction(UIAction { _ in events.log.append("up") }, for: .touchUpInside)
        button.addAction(UIAction { _ in events.log.append("cancel") }, for: .touchCancel)
        UIApplication.shared.runUntilIdle()
        return (window, scrollView, button, events)
    }

    @Test func aTapOnAButtonInAScrollViewFiresIt() {
        let (window, scrollView, _, events) = makeButtonScroller()
        defer { closeScrollWindow(window) }
        window.tap(at: CGPoint(x: 150, y: 180))
        #expect(events.log == ["down", "up"])
        #expect(scrollView.contentOffset == .zero)
    }

    @Test func aDragThatMovesWithin150msScrollsAndNeverReachesTheButton() {
        let (window, scrollView, button, events) = makeButtonScroller()
        defer { closeScrollWindow(window) }
        let finger = window.touchDown(at: CGPoint(x: 150, y: 180))
        #expect(!button.isHighlighted, "the touch is held back from the content")
        finger.move(to: CGPoint(x: 150, y: 150))
        finger.move(to: CGPoint(x: 150, y: 100))
        UIApplication.shared.advanceTime(by: 0.3)
        finger.up()
        #expect(events.log.isEmpty)
        #expect(scrollView.contentOffset.y >= 80)
    }

    @Test func aHeldTouchReachesTheButtonAfter150msAndThenKeepsIt() {
        let (window, scrollView, button, events) = makeButtonScroller()
        defer { closeScrollWindow(window) }
        let finger = window.touchDown(at: CGPoint(x: 150, y: 180))
        UIApplication.shared.advanceTime(by: 0.14)
        #expect(events.log.isEmpty)
        UIApplication.shared.advanceTime(by: 0.02)
        #expect(events.log == ["down"])
        #expect(button.isHighlighted)
        // A UIControl is not cancelled by default: the drag does not scroll.
        finger.move(to: CGPoint(x: 150, y: 120))
        finger.move(to: CGPoint(x: 150, y: 60))
        #expect(scrollView.contentOffset == .zero)
        finger.up()
        #expect(!events.log.contains("cancel"))
    }

    @Test func aScrollViewThatCancelsControlsScrollsAndCancelsTheButtonsTracking() {
        final class Cancelling: UIScrollView {
            override func touchesShouldCancel(in view: UIView) -> Bool { true }
        }
        let window = makeEventWindow(CGSize(width: 300, height: 400))
        defer { closeScrollWindow(window) }
        let scrollView = Cancelling(frame: CGRect(x: 50, y: 50, width: 200, height: 300))
        scrollView.contentSize = CGSize(width: 200, height: 3000)
        window.addSubview(scrollView)
        let button = UIButton(frame: CGRect(x: 20, y: 100, width: 160, height: 60))
        scrollView.addSubview(button)
        let events = Events()
        button.addAction(UIAction { _ in events.log.append("down") }, for: .touchDown)
        button.addAction(UIAction { _ in events.log.append("up") }, for: .touchUpInside)
        button.addAction(UIAction { _ in events.log.append("cancel") }, for: .touchCancel)
        let finger = window.touchDown(at: CGPoint(x: 150, y: 180))
        UIApplication.shared.advanceTime(by: 0.2)
        #expect(button.isTracking)
        finger.move(to: CGPoint(x: 150, y: 120))
        #expect(events.log == ["down", "cancel"])
        #expect(!button.isTracking && !button.isHighlighted)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 60))
        finger.up()
        #expect(!events.log.contains("up"))
    }

    @Test func withoutDelayTheButtonSeesTheTouchAtOnceAndTouchesShouldBeginCanKeepIt() {
        final class Picky: UIScrollView {
            var asked = 0
            override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
                asked += 1
                return view.tag != 7
            }
        }
        let window = makeEventWindow(CGSize(width: 300, height: 400))
        defer { closeScrollWindow(window) }
        let scrollView = Picky(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        scrollView.delaysContentTouches = false
        window.addSubview(scrollView)
        let open = TouchLogView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let closed = TouchLogView(frame: CGRect(x: 0, y: 200, width: 300, height: 100))
        closed.tag = 7
        scrollView.addSubview(open)
        scrollView.addSubview(closed)
        window.touchDown(at: CGPoint(x: 10, y: 10)).up()
        #expect(open.log == ["view.began(1)", "view.ended(1)"])
        window.tap(at: CGPoint(x: 10, y: 250))
        #expect(closed.log.isEmpty)
        #expect(scrollView.asked == 2)
    }

    @Test func nestedScrollViewsOfDifferentAxesEachTakeTheirDirection() {
        let window = makeEventWindow(CGSize(width: 300, height: 400))
        defer { closeScrollWindow(window) }
        let pager = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        pager.contentSize = CGSize(width: 900, height: 400)
        pager.isPagingEnabled = true
        window.addSubview(pager)
        let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        list.contentSize = CGSize(width: 300, height: 2000)
        pager.addSubview(list)
        UIApplication.shared.runUntilIdle()
        // Vertical drag: the inner list scrolls, the pager stays.
        let down = window.touchDown(at: CGPoint(x: 150, y: 300))
        down.move(to: CGPoint(x: 150, y: 250))
        down.move(to: CGPoint(x: 150, y: 200))
        #expect(list.contentOffset == CGPoint(x: 0, y: 100))
        #expect(pager.contentOffset == .zero)
        down.cancel()
        UIApplication.shared.advanceTime(by: 2)
        // Horizontal drag: the list cannot scroll sideways, so the pager takes it.
        let side = window.touchDown(at: CGPoint(x: 250, y: 200))
        side.move(to: CGPoint(x: 200, y: 200))
        side.move(to: CGPoint(x: 100, y: 200))
        #expect(pager.contentOffset == CGPoint(x: 150, y: 0))
        #expect(list.contentOffset.x == 0)
        side.up()
        UIApplication.shared.advanceTime(by: 3)
        #expect(pager.contentOffset == CGPoint(x: 300, y: 0))
    }
}
