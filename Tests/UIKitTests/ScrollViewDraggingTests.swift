import Foundation
import Testing
import UIKit
import UIKitTesting

/// Dragging, deceleration, rubber-banding, bouncing and paging, through the window's
/// touch input and the virtual media clock. The physics are iOS's as the issue states
/// them: the velocity is multiplied by `decelerationRate` each millisecond (.normal 0.998,
/// .fast 0.99, Apple's `UIScrollView.DecelerationRate`), so a fling at v points/ms rests
/// `v * rate / (1 - rate)` beyond its release point; past an edge the content moves
/// `(1 - 1 / (x * 0.55 / d + 1)) * d`.
@MainActor @Suite(.serialized) struct ScrollViewDraggingTests {
    /// Holds the finger still for 8 frames (so the release velocity is zero).
    func hold(_ finger: TouchHandle, at point: CGPoint) {
        for _ in 0..<8 { finger.move(to: point) }
    }

    @Test func contentFollowsTheFingerAndAStillReleaseDoesNotDecelerate() {
        let (window, scrollView, recorder) = makeScrollWindow()
        defer { closeScrollWindow(window) }
        let finger = window.touchDown(at: CGPoint(x: 150, y: 300))
        #expect(scrollView.isTracking && !scrollView.isDragging)
        finger.move(to: CGPoint(x: 150, y: 250))
        #expect(scrollView.isDragging)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 50))
        finger.move(to: CGPoint(x: 160, y: 200))
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 100), "content narrower than the view does not move sideways")
        hold(finger, at: CGPoint(x: 160, y: 200))
        finger.up()
        #expect(!scrollView.isTracking && !scrollView.isDragging && !scrollView.isDecelerating)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 100))
        #expect(recorder.log == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(false)"])
        #expect(recorder.velocity == .zero)
    }

    @Test func aFlingRestsWhereTheDecelerationFormulaSays() {
        for rate in [UIScrollView.DecelerationRate.normal, .fast] {
            let (window, scrollView, recorder) = makeScrollWindow(content: CGSize(width: 200, height: 20_000))
            defer { closeScrollWindow(window) }
            scrollView.decelerationRate = rate
            // 200 points up in 10 frames: the finger moves at 1200 points/s.
            window.drag(from: CGPoint(x: 150, y: 340), to: CGPoint(x: 150, y: 140), steps: 10)
            let release = scrollView.contentOffset.y
            #expect(release == 200)
            let v = try! #require(recorder.velocity)
            #expect(abs(v.y - 1.2) < 1e-6, "points per millisecond, as UIKit reports it")
            let r = rate.rawValue
            let projected = release + v.y * r / (1 - r)
            #expect(abs(recorder.projectedTarget!.y - projected) < 1e-6)
            #expect(scrollView.isDecelerating)
            UIApplication.shared.advanceTime(by: 0.1)
            let early = scrollView.contentOffset.y
            #expect(early > release && early < projected)
            UIApplication.shared.advanceTime(by: 10)
            #expect(scrollView.contentOffset.y == recorder.projectedTarget!.y)
            #expect(!scrollView.isDecelerating)
            #expect(recorder.log == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)",
                                        "willBeginDecelerating", "didScroll", "didEndDecelerating"])
        }
    }

    @Test func theDelegateMayMoveTheTargetAndTheScrollEndsExactlyThere() {
        let (window, scrollView, recorder) = makeScrollWindow()
        defer { closeScrollWindow(window) }
        recorder.newTarget = CGPoint(x: 0, y: 1234.5)
        window.drag(from: CGPoint(x: 150, y: 340), to: CGPoint(x: 150, y: 140), steps: 10)
        UIApplication.shared.advanceTime(by: 10)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 1234.5))
        #expect(recorder.events.last == "didEndDecelerating")
    }

    @Test func pastAnEdgeTheContentRubberBandsThenSpringsBack() {
        let (window, scrollView, recorder) = makeScrollWindow()
        defer { closeScrollWindow(window) }
        let finger = window.touchDown(at: CGPoint(x: 150, y: 100))
        finger.move(to: CGPoint(x: 150, y: 200))
        let d: CGFloat = 300, x: CGFloat = 100
        let expected = -(1 - 1 / (x * 0.55 / d + 1)) * d
        #expect(abs(scrollView.contentOffset.y - expected) < 1e-9)
        finger.move(to: CGPoint(x: 150, y: 300))
        #expect(abs(scrollView.contentOffset.y + (1 - 1 / (200 * 0.55 / d + 1)) * d) < 1e-9)
        hold(finger, at: CGPoint(x: 150, y: 300))
        finger.up()
        #expect(recorder.projectedTarget == .zero, "the target of a release past the edge is the edge")
        #expect(scrollView.isDecelerating)
        UIApplication.shared.advanceTime(by: 0.1)
        #expect(scrollView.contentOffset.y < 0 && scrollView.contentOffset.y > expected * 2)
        UIApplication.shared.advanceTime(by: 2)
        #expect(scrollView.contentOffset == .zero)
        #expect(recorder.log.suffix(4) == ["didEndDragging(true)", "willBeginDecelerating", "didScroll", "didEndDecelerating"])
    }

    @Test func withoutBouncesTheContentStopsAtTheEdge() {
        let (window, scrollView, _) = makeScrollWindow()
        defer { closeScrollWindow(window) }
        scrollView.bounces = false
        let finger = window.touchDown(at: CGPoint(x: 150, y: 100))
        finger.move(to: CGPoint(x: 150, y: 200))
        #expect(scrollView.contentOffset == .zero)
        finger.up()
    }

    @Test func aFlingThatReachesAnEdgeBouncesAndSettlesOnIt() {
        let (window, scrollView, recorder) = makeScrollWindow()
        defer { closeScrollWindow(window) }
        scrollView.contentOffset = CGPoint(x: 0, y: 2300)
        var furthest: CGFloat = 0
        let token = scrollView.observe(\.contentOffset) { view, _ in furthest = max(furthest, view.contentOffset.y) }
        window.drag(from: CGPoint(x: 150, y: 340), to: CGPoint(x: 150, y: 140), steps: 10)
        #expect(recorder.projectedTarget == CGPoint(x: 0, y: 2700), "the projection is clamped to the content")
        UIApplication.shared.advanceTime(by: 5)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 2700))
        #expect(furthest > 2705, "the content went past the edge before settling")
        #expect(recorder.events.last == "didEndDecelerating")
        token.invalidate()
    }

    @Test func pagingSettlesOnPagesOnePerFlick() {
        let (window, scrollView, recorder) = makeScrollWindow(content: CGSize(width: 1000, height: 300))
        defer { closeScrollWindow(window) }
        scrollView.isPagingEnabled = true
        // A fast flick of 200 points in 4 frames (3000 points/s): one page, not several.
        window.drag(from: CGPoint(x: 240, y: 200), to: CGPoint(x: 40, y: 200), steps: 4)
        #expect(recorder.projectedTarget == CGPoint(x: 200, y: 0))
        UIApplication.shared.advanceTime(by: 3)
        #expect(scrollView.contentOffset == CGPoint(x: 200, y: 0))
        // A slow drag of 60 points released still goes back to its page.
        let finger = window.touchDown(at: CGPoint(x: 200, y: 200))
        finger.move(to: CGPoint(x: 140, y: 200))
        hold(finger, at: CGPoint(x: 140, y: 200))
        finger.up()
        UIApplication.shared.advanceTime(by: 3)
        #expect(scrollView.contentOffset == CGPoint(x: 200, y: 0))
        // A slow drag past half a page goes on to the next one.
        let second = window.touchDown(at: CGPoint(x: 240, y: 200))
        second.move(to: CGPoint(x: 120, y: 200))
        hold(second, at: CGPoint(x: 120, y: 200))
        second.up()
        UIApplication.shared.advanceTime(by: 3)
        #expect(scrollView.contentOffset == CGPoint(x: 400, y: 0))
    }

    @Test func aTouchStopsDecelerationWhereItIs() {
        let (window, scrollView, recorder) = makeScrollWindow()
        defer { closeScrollWindow(window) }
        window.drag(from: CGPoint(x: 150, y: 340), to: CGPoint(x: 150, y: 140), steps: 10)
        UIApplication.shared.advanceTime(by: 0.2)
        let stopped = scrollView.contentOffset
        let finger = window.touchDown(at: CGPoint(x: 150, y: 200))
        #expect(!scrollView.isDecelerating && scrollView.isTracking)
        UIApplication.shared.advanceTime(by: 1)
        #expect(scrollView.contentOffset == stopped)
        finger.up()
        #expect(!recorder.events.contains("didEndDecelerating"))
    }

    @Test func directionalLockAndDisabledScrolling() {
        let (window, scrollView, _) = makeScrollWindow(content: CGSize(width: 1000, height: 3000))
        defer { closeScrollWindow(window) }
        scrollView.isDirectionalLockEnabled = true
        let finger = window.touchDown(at: CGPoint(x: 200, y: 300))
        finger.move(to: CGPoint(x: 197, y: 250))
        finger.move(to: CGPoint(x: 170, y: 200))
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 100), "locked to the vertical axis")
        finger.cancel()
        scrollView.isDirectionalLockEnabled = false
        scrollView.contentOffset = CGPoint(x: 100, y: 0)
        let free = window.touchDown(at: CGPoint(x: 200, y: 300))
        free.move(to: CGPoint(x: 180, y: 260))
        #expect(scrollView.contentOffset == CGPoint(x: 120, y: 40))
        free.cancel()
        UIApplication.shared.advanceTime(by: 2)
        scrollView.isScrollEnabled = false
        let offset = scrollView.contentOffset
        window.drag(from: CGPoint(x: 150, y: 300), to: CGPoint(x: 150, y: 100))
        #expect(scrollView.contentOffset == offset)
        #expect(!scrollView.isDragging)
    }

    @Test func setContentOffsetAnimatedEndsWithTheScrollingAnimationCallback() {
        let (window, scrollView, recorder) = makeScrollWindow()
        defer { closeScrollWindow(window) }
        scrollView.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
        #expect(scrollView.contentOffset == .zero)
        UIApplication.shared.advanceTime(by: 0.15)
        #expect(scrollView.contentOffset.y > 300 && scrollView.contentOffset.y < 600)
        UIApplication.shared.advanceTime(by: 0.2)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 600))
        #expect(recorder.log == ["didScroll", "didEndScrollingAnimation"])
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 10), animated: true)
        UIApplication.shared.advanceTime(by: 0.5)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 100))
        #expect(recorder.events.last == "didEndScrollingAnimation")
    }
}

@MainActor @Suite(.serialized) struct ScrollViewScrollsToTopTests {
    @Test func aStatusBarTapScrollsTheOnlyScrollsToTopViewToItsTop() {
        // Apple (scrollsToTop): "If more than one scroll view has scrollsToTop set to true,
        // none of them scrolls to the top"; the delegate may refuse.
        let (window, scrollView, recorder) = makeScrollWindow()
        defer { closeScrollWindow(window) }
        scrollView.contentInset.top = 20
        scrollView.contentOffset = CGPoint(x: 0, y: 900)
        #expect(window.tapStatusBar())
        UIApplication.shared.advanceTime(by: 0.5)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -20))
        #expect(recorder.log.last == "didScrollToTop")
        let other = UIScrollView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(other)
        scrollView.contentOffset = CGPoint(x: 0, y: 900)
        #expect(!window.tapStatusBar())
        other.scrollsToTop = false
        #expect(window.tapStatusBar())
        UIApplication.shared.advanceTime(by: 0.5)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -20))
    }
}
