import Foundation
import QuartzCore
import Testing
import UIKit
import UIKitTesting

/// The run-loop driver a window app runs (`UIApplicationMain`), here on the run loop of
/// the thread running the test: it commits only when something was marked, sleeps when
/// idle, wakes for animation frames, and switches to the tracking mode during touches.
/// Bounds on pass counts are generous (a loaded machine delays wakeups, never adds them).
@MainActor @Suite(.serialized) struct RunLoopDriverTests {
    let driver = RunLoopDriver.shared

    /// Runs the driver for `seconds` of real time.
    func run(for seconds: TimeInterval) {
        let end = Date(timeIntervalSinceNow: seconds)
        driver.run(until: { Date() >= end }, checkInterval: 0.005)
    }

    @Test func anIdleLoopSleepsAndCommitsNothing() {
        UIApplication.shared.runUntilIdle()
        #expect(!RenderPipeline.shared.wantsAnimationFrames)
        let commits = driver.commitCount, passes = driver.passCount
        run(for: 0.1)
        #expect(driver.commitCount == commits)
        // Only the 5 ms condition checks of this test wake it: at most ~20 passes in 0.1 s.
        #expect(driver.passCount - passes <= 30)
    }

    @Test func aMarkedViewIsCommittedOnceBeforeTheLoopSleeps() {
        let window = makeWindow(CGSize(width: 20, height: 20))
        defer { window.isHidden = true }
        UIApplication.shared.runUntilIdle()
        let commits = driver.commitCount
        window.backgroundColor = .red
        #expect(RenderPipeline.shared.needsVisualUpdate)
        run(for: 0.05)
        #expect(driver.commitCount == commits + 1)
        #expect(!RenderPipeline.shared.needsVisualUpdate)
        #expect(PixelReader(window.renderedImage())[5, 5] == .red)
    }

    @Test func aRunningDisplayLinkGetsFramesAndAPausedOneNone() {
        let link = CADisplayLink(handler: { _ in })
        link.add(to: .main, forMode: .common)
        defer { link.invalidate() }
        let passes = driver.passCount, frames = driver.frameTimes.count
        run(for: 0.2)
        // 60 Hz for 0.2 s is 12 frames; at least a few even on a loaded machine.
        #expect(driver.frameTimes.count - frames >= 3)
        #expect(driver.passCount - passes >= 3)
        link.isPaused = true
        run(for: 0.02)   // the frame already scheduled may still come
        let pausedFrames = driver.frameTimes.count
        // Suites running in parallel (on other threads too: the media clock's display links
        // are shared) may animate, which rightly asks for frames: the paused link's own
        // silence is checked when nothing else asked for frames at any check of the run.
        var othersAnimate = RenderPipeline.shared.wantsAnimationFrames
        let end = Date(timeIntervalSinceNow: 0.1)
        driver.run(until: {
            othersAnimate = othersAnimate || RenderPipeline.shared.wantsAnimationFrames
            return Date() >= end
        }, checkInterval: 0.002)
        if !othersAnimate && !RenderPipeline.shared.wantsAnimationFrames {
            #expect(driver.frameTimes.count == pausedFrames)
        }
        #expect(!MediaClock.shared.displayLinks.contains { $0 === link && !$0.isPaused })
    }

    @Test func defaultModeTimersWaitWhileATouchIsTracked() {
        final class Fired: @unchecked Sendable { var names: [String] = [] }
        let fired = Fired()
        let deadline = Date(timeIntervalSinceNow: 60)
        let defaultTimer = Timer(timeInterval: 0.01, repeats: false) { _ in fired.names.append("default") }
        let commonTimer = Timer(timeInterval: 0.01, repeats: false) { _ in fired.names.append("common") }
        RunLoop.current.add(defaultTimer, forMode: .default)
        RunLoop.current.add(commonTimer, forMode: .common)
        defer { defaultTimer.invalidate(); commonTimer.invalidate() }
        driver.isTrackingTouches = true
        driver.run(until: { fired.names.contains("common") || Date() > deadline }, checkInterval: 0.005)
        #expect(driver.currentMode == .tracking)
        run(for: 0.05)
        #expect(fired.names == ["common"])
        driver.isTrackingTouches = false
        let end = Date(timeIntervalSinceNow: 60)
        driver.run(until: { fired.names.contains("default") || Date() > end }, checkInterval: 0.005)
        #expect(fired.names == ["common", "default"])
        #expect(driver.currentMode == .default)
    }
}
