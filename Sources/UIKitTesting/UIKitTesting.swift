import Foundation
@_exported import UIKit

// Drive the headless run loop from tests and tools: these names are the contract tests
// rely on.

extension UIApplication {
    /// Runs the run loop until nothing more is ready: run-loop `perform` blocks and due
    /// Foundation timers of the current thread's run loop (and, on the main thread, the
    /// main dispatch queue with the `@MainActor` tasks on it), then the commit (update
    /// constraints, layout, display, render), again while any of them produced more work.
    /// Returns false when work is still pending (a commit that keeps marking, or a timer
    /// already due); never waits for future timers.
    ///
    /// Clocks: animations, display links, gesture timeouts and the caret follow the media
    /// clock, which is virtual in tests (moved only by ``advanceTime(by:)``); Foundation
    /// `Timer`s and `asyncAfter` follow real time (wait for them with `runUntil(timeout:_:)`).
    /// Under Swift Testing the main actor runs on the main dispatch queue without the main
    /// thread, so a synchronous test cannot let main-queue blocks run: await the
    /// asynchronous `runUntil(timeout:_:)` for those.
    @discardableResult
    public func runUntilIdle() -> Bool { runLoopUntilIdleCore() }

    /// Moves QuartzCore's media clock forward by `seconds` (firing due display-link
    /// frames and gesture timers), then runs the turn, whose render evaluates animations
    /// at the new time, and the run-loop work that was waiting.
    public func advanceTime(by seconds: TimeInterval) { advanceTimeCore(by: seconds) }

    /// Runs the run loop (as ``runUntilIdle()``, then waiting in the current thread's run
    /// loop so that timers fire and other threads' work arrives) until `condition` holds
    /// or `timeout` seconds of real time pass. Returns whether the condition held.
    @discardableResult
    public func runUntil(timeout: TimeInterval = 1, _ condition: () -> Bool) -> Bool {
        runLoopCore(until: condition, timeout: timeout)
    }

    /// For tests of async code: runs the run loop as ``runUntilIdle()`` and, between
    /// passes, suspends for a millisecond so the main queue runs what was dispatched to
    /// it (`DispatchQueue.main`, `OperationQueue.main`, `Task { @MainActor in }`,
    /// `MainActor.run`, main-queue notifications), until `condition` holds or `timeout`
    /// seconds of real time pass. Returns whether the condition held.
    ///
    /// ```swift
    /// @MainActor @Test func loadsAsynchronously() async {
    ///     controller.reload()
    ///     #expect(await UIApplication.shared.runUntil { controller.label.text == "Loaded" })
    /// }
    /// ```
    @discardableResult
    public func runUntil(timeout: TimeInterval = 1, _ condition: () -> Bool) async -> Bool {
        await runLoopCore(until: condition, timeout: timeout)
    }
}

extension UIWindow {
    /// What the compositor produced for this window in the last turn (at the screen's scale).
    public func renderedImage() -> UIImage { renderedImageCore() }

    /// The regions the last turn redrew, in window coordinates (empty when nothing changed).
    public var lastRenderedDamage: [CGRect] { lastDamage }
}

extension UIScreen {
    /// Configures the headless screen: size in points, scale and the safe-area insets of
    /// its unsafe edges (a status bar, a home indicator); windows follow at the next turn.
    public func configureHeadless(bounds: CGRect? = nil, scale: CGFloat? = nil, safeAreaInsets: UIEdgeInsets? = nil) {
        configure(bounds: bounds, scale: scale, safeAreaInsets: safeAreaInsets)
    }
}
