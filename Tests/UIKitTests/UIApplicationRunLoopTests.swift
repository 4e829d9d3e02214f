import Foundation
import Testing
import UIKit
import UIKitTesting

/// The run loop in tests: `runUntilIdle()` and `runUntil(timeout:_:)` run the main queue,
/// `@MainActor` tasks, run-loop `perform` blocks and Foundation timers together with the
/// UIKit commit, in UIKit's order.
@MainActor @Suite(.serialized) struct UIApplicationRunLoopTests {
    /// Records its layout and drawing, and dispatches a main-queue block from layoutSubviews.
    final class DispatchingView: UIView {
        var log: [String] = []
        override func layoutSubviews() {
            super.layoutSubviews()
            log.append("layoutSubviews")
            DispatchQueue.main.async { MainActor.assumeIsolated { self.log.append("main-queue block") } }
        }
        override func draw(_ rect: CGRect) {
            log.append("draw")
            UIColor.red.setFill()
            UIRectFill(rect)
        }
    }

    final class Flag: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [String] = []
        func append(_ value: String) { lock.lock(); values.append(value); lock.unlock() }
        var all: [String] { lock.lock(); defer { lock.unlock() }; return values }
    }

    /// A window that is not shown, so that other tests' window backends, running while
    /// an async test is suspended, never pick it up; shown only in synchronous stretches.
    func hiddenWindow(_ size: CGSize) -> UIWindow {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.backgroundColor = .white
        return window
    }

    /// As on iOS, a block dispatched to the main queue during layout runs after the whole
    /// commit (layout, then display), not in the middle of it.
    @Test func aMainQueueBlockDispatchedDuringLayoutRunsAfterTheCommit() async {
        let window = hiddenWindow(CGSize(width: 40, height: 40))
        let view = DispatchingView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        window.addSubview(view)
        view.setNeedsLayout()
        view.setNeedsDisplay()
        let ran = await UIApplication.shared.runUntil(timeout: 60) { view.log.contains("main-queue block") }
        #expect(ran)
        // Layout, then display, then the block. (A suite running in parallel that changes
        // the screen's scale makes every view draw again, so the view may draw twice
        // before the block; the order is what matters.)
        #expect(Array(view.log.prefix(2)) == ["layoutSubviews", "draw"])
        let block = view.log.firstIndex(of: "main-queue block")
        #expect(block != nil && block! >= 2)
        window.isHidden = false
        defer { window.isHidden = true }
        UIApplication.shared.runUntilIdle()
        #expect(PixelReader(window.renderedImage())[10, 10] == .red)
    }

    /// Work sent to the main actor from other threads and main-queue APIs all runs, and
    /// what it changes is laid out and rendered by the same loop.
    @Test func mainQueueTasksOperationsAndNotificationsRunAndRender() async {
        let window = hiddenWindow(CGSize(width: 40, height: 10))
        let squares = (0..<4).map { i in UIView(frame: CGRect(x: CGFloat(i) * 10, y: 0, width: 10, height: 10)) }
        for square in squares { window.addSubview(square) }
        let name = Notification.Name("UIApplicationRunLoopTests.ping")
        let token = NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { _ in
            MainActor.assumeIsolated { squares[3].backgroundColor = .blue }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        DispatchQueue.global().async {
            DispatchQueue.main.async { MainActor.assumeIsolated { squares[0].backgroundColor = .red } }
        }
        Task.detached {
            await MainActor.run { squares[1].backgroundColor = .green }
        }
        OperationQueue.main.addOperation { MainActor.assumeIsolated { squares[2].backgroundColor = .black } }
        Thread.detachNewThread { NotificationCenter.default.post(name: name, object: nil) }
        let ran = await UIApplication.shared.runUntil(timeout: 60) { squares.allSatisfy { $0.backgroundColor != nil } }
        #expect(ran)
        window.isHidden = false
        defer { window.isHidden = true }
        UIApplication.shared.runUntilIdle()
        let pixels = PixelReader(window.renderedImage())
        #expect(pixels[5, 5] == .red)
        #expect(pixels[15, 5] == .green)
        #expect(pixels[25, 5] == .black)
        #expect(pixels[35, 5] == .blue)
    }

    /// `Task { @MainActor in }` started from the main actor runs when the test awaits, and
    /// an awaited value from it changes the window.
    @Test func aMainActorTaskRunsAndItsResultRenders() async {
        let window = hiddenWindow(CGSize(width: 10, height: 10))
        let task = Task { @MainActor () -> UIColor in
            await Task.yield()
            return .green
        }
        window.backgroundColor = await task.value
        window.isHidden = false
        defer { window.isHidden = true }
        UIApplication.shared.runUntilIdle()
        #expect(PixelReader(window.renderedImage())[5, 5] == .green)
    }

    /// Foundation timers follow real time: a short timer fires within `runUntil`, its
    /// change renders; a timer far in the future neither fires nor counts as pending.
    @Test func foundationTimersFireInTheRunLoop() {
        let window = makeWindow(CGSize(width: 10, height: 10))
        defer { window.isHidden = true }
        let fired = Flag()
        let late = Timer.scheduledTimer(withTimeInterval: 3600, repeats: false) { _ in fired.append("late") }
        defer { late.invalidate() }
        _ = Timer.scheduledTimer(withTimeInterval: 0.02, repeats: false) { _ in
            fired.append("short")
            MainActor.assumeIsolated { window.backgroundColor = .blue }
        }
        #expect(UIApplication.shared.runUntil(timeout: 60) { !fired.all.isEmpty })
        #expect(fired.all == ["short"])
        #expect(PixelReader(window.renderedImage())[5, 5] == .blue)
        #expect(UIApplication.shared.runUntilIdle())
    }

    /// The synchronous form waits as long too.
    @Test func theSynchronousRunUntilReturnsFalseAfterItsTimeout() {
        let start = Date()
        #expect(!UIApplication.shared.runUntil(timeout: 0.02) { false })
        #expect(Date().timeIntervalSince(start) >= 0.02)
    }

    /// Blocks added with `perform` to the run loop of the thread running the test run in
    /// `runUntilIdle()`, before the commit that renders what they changed.
    @Test func performBlocksRunInRunUntilIdle() {
        let window = makeWindow(CGSize(width: 10, height: 10))
        defer { window.isHidden = true }
        UIApplication.shared.runUntilIdle()
        RunLoop.current.perform { MainActor.assumeIsolated { window.backgroundColor = .black } }
        #expect(UIApplication.shared.runUntilIdle())
        #expect(PixelReader(window.renderedImage())[5, 5] == .black)
    }

    /// A condition that never holds returns false once the timeout has passed.
    @Test func runUntilReturnsFalseAfterItsTimeout() async {
        let start = Date()
        let held = await UIApplication.shared.runUntil(timeout: 0.05) { false }
        #expect(!held)
        #expect(Date().timeIntervalSince(start) >= 0.05)
    }

    /// Background threads' work waits for nothing else: a block posted from another thread
    /// while the loop waits is seen within the timeout.
    @Test func workFromABackgroundThreadArrivesWhileTheLoopWaits() async {
        let flag = Flag()
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.01) {
            DispatchQueue.main.async { flag.append("arrived") }
        }
        #expect(await UIApplication.shared.runUntil(timeout: 60) { flag.all == ["arrived"] })
    }
}
