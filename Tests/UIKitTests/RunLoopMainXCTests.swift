import Foundation
import UIKit
import UIKitTesting
import XCTest

/// `RunLoop.main` in tests. XCTest runs its test methods on the main thread, so work
/// scheduled on `RunLoop.main` itself (perform blocks, timers) runs in `runUntilIdle()`
/// and `runUntil(timeout:_:)` as in an app. (Swift Testing runs even `@MainActor` tests
/// on the main queue from a worker thread, so no thread runs `RunLoop.main` there: its
/// tests use `RunLoop.current`, the main queue and `Task`s; see `UIApplicationRunLoopTests`.)
final class RunLoopMainXCTests: XCTestCase {
    /// Records its layout and drawing; schedules a `RunLoop.main` perform block and a
    /// main-queue block from `layoutSubviews`.
    final class SchedulingView: UIView {
        var log: [String] = []
        override func layoutSubviews() {
            super.layoutSubviews()
            log.append("layoutSubviews")
            RunLoop.main.perform { MainActor.assumeIsolated { self.log.append("perform block") } }
        }
        override func draw(_ rect: CGRect) {
            log.append("draw")
            UIColor.blue.setFill()
            UIRectFill(rect)
        }
    }

    /// As on iOS, a `RunLoop.main` perform block scheduled during layout runs after the
    /// whole commit (layout, then display), and what it changes is rendered by the loop.
    func testARunLoopMainPerformBlockScheduledDuringLayoutRunsAfterTheCommit() {
        XCTAssertTrue(Thread.isMainThread, "XCTest runs test methods on the main thread")
        MainActor.assumeIsolated {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            window.backgroundColor = .white
            let view = SchedulingView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            window.addSubview(view)
            window.isHidden = false
            defer { window.isHidden = true }
            let ran = UIApplication.shared.runUntil(timeout: 60) { view.log.contains("perform block") }
            XCTAssertTrue(ran)
            XCTAssertEqual(Array(view.log.prefix(3)), ["layoutSubviews", "draw", "perform block"])
            XCTAssertEqual(PixelReader(window.renderedImage())[10, 10], .blue)
        }
    }

    /// A Foundation timer scheduled on the main run loop fires in `runUntil(timeout:_:)`
    /// (Foundation timers follow real time), and the view it changes renders in the same turn.
    func testAMainRunLoopTimerFiresAndItsChangeRenders() {
        MainActor.assumeIsolated {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
            window.backgroundColor = .white
            let view = UIView(frame: window.bounds)
            window.addSubview(view)
            window.isHidden = false
            defer { window.isHidden = true }
            var fired = 0
            let timer = Timer(timeInterval: 0.02, repeats: false) { _ in
                MainActor.assumeIsolated {
                    fired += 1
                    view.backgroundColor = .green
                }
            }
            RunLoop.main.add(timer, forMode: .common)
            XCTAssertTrue(UIApplication.shared.runUntil(timeout: 60) { fired == 1 })
            UIApplication.shared.runUntilIdle()
            XCTAssertEqual(PixelReader(window.renderedImage())[15, 15], .green)
        }
    }

    /// `runUntilIdle()` drains `RunLoop.main` perform blocks (in the order scheduled) and
    /// the main queue, and reports that everything settled.
    func testRunUntilIdleDrainsPerformBlocksAndTheMainQueueInOrder() {
        MainActor.assumeIsolated {
            var log: [String] = []
            RunLoop.main.perform { MainActor.assumeIsolated { log.append("perform 1") } }
            DispatchQueue.main.async { MainActor.assumeIsolated { log.append("main queue") } }
            RunLoop.main.perform { MainActor.assumeIsolated { log.append("perform 2") } }
            XCTAssertTrue(UIApplication.shared.runUntilIdle())
            XCTAssertEqual(Set(log), ["perform 1", "main queue", "perform 2"])
            XCTAssertLessThan(log.firstIndex(of: "perform 1")!, log.firstIndex(of: "perform 2")!)
        }
    }
}
