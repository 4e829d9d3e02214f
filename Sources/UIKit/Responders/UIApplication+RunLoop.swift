import CoreGraphics
import Foundation

extension UIApplication {
    /// Whether a turn has work to do: views to update or lay out, layers to lay out or
    /// display, an open implicit transaction, appearance callbacks.
    package var hasPendingWork: Bool {
        UIViewUpdateQueue.shared.hasPendingWork || LayerUpdateQueue.shared.hasPendingWork
            || CATransaction.isTransactionOpen || !pendingDidAppear.isEmpty
    }

    /// One turn's commit: the update-constraints pass, the layout pass, the display pass
    /// (the layer transaction's commit), deferred `viewDidAppear` calls, then each shown
    /// window's compositor renders at the media clock's time.
    package func runTurn() {
        let queue = UIViewUpdateQueue.shared
        queue.runConstraintsPass()
        queue.runLayoutPass()
        CALayer.installCommitHandler
        CATransaction.flush()
        LayerUpdateQueue.shared.flush()
        let appearing = pendingDidAppear
        pendingDidAppear = []
        for controller in appearing { controller.finishAppearance() }
        let now = MediaClock.shared.now
        for window in visibleWindows { window.renderFrame(at: now) }
    }

    /// Runs turns until no work is pending (at least one; at most 100, logged).
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

    /// Moves the media clock by `interval` (firing due display-link frames), then runs a
    /// turn, whose render evaluates animations at the new time.
    package func advanceTimeCore(by interval: TimeInterval) {
        MediaClock.shared.advance(by: interval)
        runTurn()
    }
}
