import CoreGraphics
import Foundation
import QuartzCore
import Synchronization

/// The owner of one turn's commit: every phase's dirty list and the single "request a
/// visual update" hook (Flutter's `PipelineOwner` is the model). The whole commit reads
/// top to bottom in ``flush()``; see the DocC article "One turn of the run loop".
///
/// Dirty lists, one per phase, all holding their items weakly or until the flush:
/// - constraints and layout of views: ``views`` (`UIViewUpdateQueue`);
/// - the open implicit transaction and layer layout and display: ``layers``
///   (`LayerUpdateQueue`, drained by the transaction's commit);
/// - deferred `viewDidAppear` calls: `UIApplication.pendingDidAppear`;
/// - the damage of each shown window: its compositor (rendered in the flush).
///
/// Every mark (`setNeedsLayout`, `setNeedsUpdateConstraints`, `setNeedsDisplay`, a layer
/// property change, an added animation) ends in ``requestVisualUpdate()``: the first
/// request since the last flush sets ``needsVisualUpdate`` and, when made from another
/// thread, wakes the main run loop; later ones cost one atomic load. The run loop
/// (`RunLoopDriver`, or `runUntilIdle()` in tests) calls ``flush()`` before it sleeps,
/// only when something was requested.
@preconcurrency @MainActor
package final class RenderPipeline {
    /// The main thread's pipeline.
    package static let shared = RenderPipeline()

    /// The views waiting for the update-constraints and layout passes.
    package let views = UIViewUpdateQueue.shared

    /// The layers waiting for layout and display (the main thread's queue).
    package var layers: LayerUpdateQueue { LayerUpdateQueue.shared }

    /// Called after each flush that rendered, with the windows whose frames changed (the
    /// window backend presents them). Nil when headless.
    package var presentFrames: (@MainActor ([UIWindow]) -> Void)?

    /// How many flushes ran (a commit happened) since launch.
    package private(set) var flushCount = 0

    private init() {
        VisualUpdateRequest.handler = { RenderPipeline.requestFromAnyThread() }
    }

    // MARK: Requesting a visual update

    /// Whether something was marked since the last flush. Set from any thread.
    nonisolated private static let requested = Atomic<Bool>(false)

    /// Called when the first request after a flush comes from a thread other than the
    /// main one (the run-loop driver wakes the main loop); nil when nothing runs a loop.
    nonisolated(unsafe) package static var wakeMainRunLoop: (@Sendable () -> Void)?

    /// Whether a commit was requested since the last flush.
    package var needsVisualUpdate: Bool { RenderPipeline.requested.load(ordering: .acquiring) }

    /// Asks for a commit at the end of this run-loop turn (deduplicated; O(1)).
    package func requestVisualUpdate() { RenderPipeline.requestFromAnyThread() }

    /// The hook behind ``requestVisualUpdate()`` and QuartzCore's `VisualUpdateRequest`.
    nonisolated package static func requestFromAnyThread() {
        if requested.load(ordering: .relaxed) { return }
        let (exchanged, _) = requested.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing)
        if exchanged, !Thread.isMainThread { wakeMainRunLoop?() }
    }

    // MARK: The commit

    /// Whether a flush has work: a request, or marks left from a previous flush.
    package var hasPendingWork: Bool {
        needsVisualUpdate || views.hasPendingWork || layers.hasPendingWork
            || CATransaction.isTransactionOpen || !UIApplication.shared.pendingDidAppear.isEmpty
    }

    /// Whether the next frame differs from this one by time alone: layers of shown
    /// windows animating, display links running. The run loop keeps producing frames at
    /// the display's rate while this holds, and stops waking when it does not (an
    /// animation on a layer outside every shown window does not keep it awake).
    package var wantsAnimationFrames: Bool {
        if MediaClock.shared.displayLinks.contains(where: { !$0.isPaused }) { return true }
        let animating = AnimatingLayers.shared
        guard animating.hasAnimatingLayers else { return false }
        let windows = UIApplication.shared.visibleWindows
        return animating.containsCurrent { layer in
            let root = layer.rootLayer
            return windows.contains { $0.renderRoot === root }
        }
    }

    /// One commit, in UIKit's order:
    /// 1. the update-constraints pass (`updateConstraints()`, deepest first);
    /// 2. the layout pass (solve, apply frames, `layoutSubviews()` top-down);
    /// 3. the layer commit: the implicit transaction's commit handlers run layer layout
    ///    and display (`draw(_:)` into backing images), then layers marked outside any
    ///    transaction;
    /// 4. deferred `viewDidAppear(_:)` calls;
    /// 5. render: each shown window's compositor evaluates animations at the media
    ///    clock's time and repaints its damage;
    /// 6. present: the window backend shows the changed frames.
    /// Work marked during the flush (a `layoutSubviews` that marks again) stays in its
    /// dirty list for the next turn; the request flag is cleared at the end, since
    /// rendering animations itself damages layers.
    package func flush() {
        defer { RenderPipeline.requested.store(false, ordering: .releasing) }
        flushCount += 1
        views.runConstraintsPass()
        views.runLayoutPass()
        CALayer.installCommitHandler
        CATransaction.flush()
        layers.flush()
        let app = UIApplication.shared
        let appearing = app.pendingDidAppear
        app.pendingDidAppear = []
        for controller in appearing { controller.finishAppearance() }
        let now = MediaClock.shared.now
        let windows = app.visibleWindows
        for window in windows { window.renderFrame(at: now) }
        presentFrames?(windows)
    }
}
