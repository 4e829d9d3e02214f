import Foundation
import Testing
import UIKit
import UIKitTesting

/// Zooming as Apple documents it: the delegate's `viewForZooming(in:)` is scaled through
/// its transform, `contentSize` follows its scaled size, the scale stays within
/// `minimumZoomScale`/`maximumZoomScale` and a pinch past them bounces back (`bouncesZoom`).
@MainActor @Suite(.serialized) struct ScrollViewZoomTests {
    func makeZoomer() -> (UIWindow, UIScrollView, UIView, ScrollRecorder) {
        let (window, scrollView, recorder) = makeScrollWindow(content: CGSize(width: 400, height: 300))
        let map = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        scrollView.addSubview(map)
        recorder.zoomView = map
        scrollView.minimumZoomScale = 0.5
        scrollView.maximumZoomScale = 2
        UIApplication.shared.runUntilIdle()
        return (window, scrollView, map, recorder)
    }

    @Test func setZoomScaleScalesTheViewAndTheContentSize() {
        let (window, scrollView, map, recorder) = makeZoomer()
        defer { closeScrollWindow(window) }
        #expect(scrollView.pinchGestureRecognizer != nil)
        scrollView.setZoomScale(2, animated: false)
        #expect(scrollView.zoomScale == 2)
        #expect(map.transform == CGAffineTransform(scaleX: 2, y: 2))
        #expect(map.frame == CGRect(x: 0, y: 0, width: 800, height: 600))
        #expect(scrollView.contentSize == CGSize(width: 800, height: 600))
        #expect(recorder.log.contains("didZoom"))
        scrollView.zoomScale = 5
        #expect(scrollView.zoomScale == 2, "clamped to maximumZoomScale")
        scrollView.setZoomScale(0.1, animated: false)
        #expect(scrollView.zoomScale == 0.5)
        #expect(scrollView.contentSize == CGSize(width: 200, height: 150))
        scrollView.zoomScale = .nan
        #expect(scrollView.zoomScale == 0.5)
        scrollView.maximumZoomScale = -3
        #expect(scrollView.maximumZoomScale == 2)
        scrollView.setZoomScale(1, animated: true)
        UIApplication.shared.advanceTime(by: 0.15)
        #expect(scrollView.zoomScale > 0.5 && scrollView.zoomScale < 1)
        UIApplication.shared.advanceTime(by: 0.3)
        #expect(scrollView.zoomScale == 1)
        #expect(recorder.log.last == "didEndZooming(1.0)")
    }

    @Test func zoomToRectFillsTheVisibleArea() {
        let (window, scrollView, _, recorder) = makeZoomer()
        defer { closeScrollWindow(window); _ = recorder }  // the delegate is held weakly
        scrollView.zoom(to: CGRect(x: 100, y: 100, width: 100, height: 150), animated: false)
        #expect(scrollView.zoomScale == 2)
        // The rect's centre (150, 175) at scale 2 is centred in the 200x300 view.
        #expect(scrollView.contentOffset == CGPoint(x: 200, y: 200))
    }

    @Test func aPinchZoomsPastTheLimitAndBouncesBack() {
        let (window, scrollView, _, recorder) = makeZoomer()
        defer { closeScrollWindow(window) }
        var maximum: CGFloat = 0
        let token = scrollView.observe(\.contentOffset) { view, _ in maximum = max(maximum, view.zoomScale) }
        window.pinch(center: CGPoint(x: 150, y: 200), from: 50, to: 200)
        #expect(maximum > 2, "past the limit while pinching")
        #expect(!scrollView.isZooming)
        #expect(scrollView.isZoomBouncing)
        #expect(recorder.log.contains("willBeginZooming"))
        UIApplication.shared.advanceTime(by: 1)
        #expect(scrollView.zoomScale == 2)
        #expect(!scrollView.isZoomBouncing)
        #expect(recorder.log.last == "didEndZooming(2.0)")
        token.invalidate()
    }

    @Test func withoutBouncesZoomThePinchStopsAtTheLimit() {
        let (window, scrollView, _, recorder) = makeZoomer()
        defer { closeScrollWindow(window); _ = recorder }  // the delegate is held weakly
        scrollView.bouncesZoom = false
        window.pinch(center: CGPoint(x: 150, y: 200), from: 50, to: 200)
        #expect(scrollView.zoomScale == 2)
        #expect(!scrollView.isZoomBouncing)
        scrollView.maximumZoomScale = 0.5
        #expect(scrollView.pinchGestureRecognizer == nil, "no zooming when the limits are equal")
    }
}
