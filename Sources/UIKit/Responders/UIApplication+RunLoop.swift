import CoreFoundation
import CoreGraphics
import Foundation

extension RunLoop.Mode {
    /// The mode the main run loop runs in while a touch or drag is tracked (UIKit's
    /// `UITrackingRunLoopMode`): timers and sources added for `.default` wait until the
    /// touch ends; those added for `.common` keep firing.
    public static let tracking = RunLoop.Mode("UITrackingRunLoopMode")
}

extension UIApplication {
    /// Whether a turn has work to do: views to update or lay out, layers to lay out or
    /// display, an open implicit transaction, appearance callbacks.
    package var hasPendingWork: Bool { RenderPipeline.shared.hasPendingWork }

    /// One turn's commit (see ``RenderPipeline/flush()``): constraints, layout, display
    /// (the layer transaction's commit), deferred `viewDidAppear` calls, then each shown
    /// window's compositor renders at the media clock's time.
    package func runTurn() { RenderPipeline.shared.flush() }

    /// Runs commits until no work is pending (at least one; at most 100, logged). Runs no
    /// run-loop sources: what `snapshotView(afterScreenUpdates:)` and tools use.
    package func runUntilIdleCore() {
        var turns = 0
        repeat {
            runTurn()
            turns += 1
        } while hasPendingWork && turns < 100
        if hasPendingWork {
            UIView.log("runUntilIdle: work still pending after \(turns) turns (something invalidates layout or display every turn)")
        }
    }

    /// Moves the media clock by `interval` (firing due display-link frames and gesture
    /// timers), then commits, rendering animations at the new time; run-loop work that
    /// was waiting (main queue, perform blocks, due Foundation timers) runs after it.
    package func advanceTimeCore(by interval: TimeInterval) {
        MediaClock.shared.advance(by: interval)
        runTurn()
        if Self.serviceCurrentRunLoop(waitingUpTo: 0) || Self.hasDueTimer { _ = runLoopUntilIdleCore() }
    }

    /// Services the current thread's run loop without blocking (perform blocks, due
    /// Foundation timers and, on the main thread, the main dispatch queue and with it
    /// `@MainActor` tasks), committing after each pass, until nothing more runs (at most
    /// 100 passes). Returns whether everything settled: no UIKit work left and no
    /// run-loop timer already due.
    package func runLoopUntilIdleCore() -> Bool {
        var passes = 0
        while true {
            passes += 1
            let handled = Self.serviceCurrentRunLoop(waitingUpTo: 0)
            runUntilIdleCore()
            if (!handled && !Self.hasDueTimer) || passes >= 100 { break }
        }
        return !hasPendingWork && !Self.hasDueTimer
    }

    /// Runs the current thread's run loop once in its current mode (default outside a
    /// run), waiting up to `seconds` for a source or timer; returns whether a source,
    /// block or the main queue was handled.
    package static func serviceCurrentRunLoop(waitingUpTo seconds: TimeInterval) -> Bool {
        let mode = RunLoop.current.currentMode ?? .default
        let result = CFRunLoopRunInMode(cfMode(mode), seconds, true)
        return result == .handledSource
    }

    /// Whether a timer of the current thread's run loop is due now (Foundation timers
    /// follow real time).
    package static var hasDueTimer: Bool {
        let next = nextTimerFireDate
        return next != 0 && next <= CFAbsoluteTimeGetCurrent()
    }

    /// When the current thread's run loop next fires a timer in its current mode (0: none).
    private static var nextTimerFireDate: CFAbsoluteTime {
        CFRunLoopGetNextTimerFireDate(CFRunLoopGetCurrent(), cfMode(RunLoop.current.currentMode ?? .default))
    }

    /// Runs the loop (as ``runLoopUntilIdleCore()``, then blocking in the current run
    /// loop for up to 2 ms at a time so that timers fire and other threads' work arrives)
    /// until `condition` holds or `timeout` seconds of real time pass. Returns whether the
    /// condition held.
    package func runLoopCore(until condition: () -> Bool, timeout: TimeInterval) -> Bool {
        let deadline = CFAbsoluteTimeGetCurrent() + max(0, timeout)
        while true {
            if let held = runLoopPass(until: condition, deadline: deadline) { return held }
            _ = Self.serviceCurrentRunLoop(waitingUpTo: min(deadline - CFAbsoluteTimeGetCurrent(), 0.002))
        }
    }

    /// One pass of `runLoopCore`: runs the loop until idle, then answers true when
    /// `condition` holds, false when `deadline` has passed, nil to go on.
    private func runLoopPass(until condition: () -> Bool, deadline: CFAbsoluteTime) -> Bool? {
        _ = runLoopUntilIdleCore()
        if condition() { return true }
        return deadline - CFAbsoluteTimeGetCurrent() <= 0 ? false : nil
    }

    /// The asynchronous form of ``runLoopCore(until:timeout:)``: between passes it sleeps
    /// for a millisecond, which lets the main queue run the blocks, `@MainActor` tasks and
    /// notifications queued behind this call (under a test harness that runs the main
    /// actor on the main queue without the main thread, the only way they can run).
    package func runLoopCore(until condition: () -> Bool, timeout: TimeInterval) async -> Bool {
        let deadline = CFAbsoluteTimeGetCurrent() + max(0, timeout)
        while true {
            if let held = runLoopPass(until: condition, deadline: deadline) { return held }
            if Self.nextTimerFireDate != 0 {
                _ = Self.serviceCurrentRunLoop(waitingUpTo: min(deadline - CFAbsoluteTimeGetCurrent(), 0.001))
            }
            try? await Task.sleep(nanoseconds: 1_000_000)
        }
    }

    /// A run-loop mode as Core Foundation's string.
    package static func cfMode(_ mode: RunLoop.Mode) -> CFRunLoopMode {
        if mode == .default { return kCFRunLoopDefaultMode }
        if mode == .common { return kCFRunLoopCommonModes }
        return unsafeBitCast(NSString(string: mode.rawValue), to: CFString.self)
    }
}
