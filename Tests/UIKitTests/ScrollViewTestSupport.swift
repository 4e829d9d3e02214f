import Foundation
import UIKit
import UIKitTesting

/// A scroll-view delegate that records each callback's name (and its arguments where
/// they matter), and can move the target of a fling.
@MainActor
final class ScrollRecorder: UIScrollViewDelegate {
    var log: [String] = []
    var scrolls = 0
    var velocity: CGPoint?
    var projectedTarget: CGPoint?
    var newTarget: CGPoint?
    var zoomView: UIView?

    /// The log without the `didScroll` entries (the log keeps one for each run of them).
    var events: [String] { log.filter { $0 != "didScroll" } }

    func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1; if log.last != "didScroll" { log.append("didScroll") } }
    func scrollViewDidZoom(_ scrollView: UIScrollView) { if log.last != "didZoom" { log.append("didZoom") } }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { log.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        log.append("willEndDragging")
        self.velocity = velocity
        projectedTarget = targetContentOffset.pointee
        if let newTarget { targetContentOffset.pointee = newTarget }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        log.append("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { log.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { log.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { log.append("didEndScrollingAnimation") }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomView }
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) { log.append("willBeginZooming") }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        log.append("didEndZooming(\(scale))")
    }
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { log.append("didChangeAdjustedContentInset") }
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { log.append("didScrollToTop") }
}

/// A shown window holding a 200x300 scroll view at (50, 50) over 200x3000 content, with a
/// recording delegate.
@MainActor
func makeScrollWindow(content: CGSize = CGSize(width: 200, height: 3000)) -> (UIWindow, UIScrollView, ScrollRecorder) {
    let window = makeEventWindow(CGSize(width: 300, height: 400))
    let scrollView = UIScrollView(frame: CGRect(x: 50, y: 50, width: 200, height: 300))
    scrollView.contentSize = content
    let recorder = ScrollRecorder()
    scrollView.delegate = recorder
    window.addSubview(scrollView)
    UIApplication.shared.runUntilIdle()
    return (window, scrollView, recorder)
}

/// Hides a test window and lets one frame pass, so that a motion still running stops and
/// leaves no display link behind for the next test.
@MainActor
func closeScrollWindow(_ window: UIWindow) {
    window.isHidden = true
    UIApplication.shared.advanceTime(by: 1.0 / 60)
}
