import Foundation

/// The completion of one animation block: counts the block's animations and calls the
/// block's completion once all have stopped, with `finished` false when any was removed
/// before its end. A block that animated nothing completes at the end of the turn, with
/// `finished` true, as UIKit calls it on the next turn of the run loop.
package final class ViewAnimationCompletion: CAAnimationDelegate {
    private let body: ((Bool) -> Void)?
    /// Whether views animated by the block keep receiving touches.
    package let allowsUserInteraction: Bool
    package var pending = 0
    private var finished = true
    private var isClosed = false
    private var hasRun = false

    package init(allowsUserInteraction: Bool, _ body: ((Bool) -> Void)?) {
        self.allowsUserInteraction = allowsUserInteraction
        self.body = body
    }

    /// Called once, when the first of the block's animations starts.
    package var onStart: (() -> Void)?

    /// One of the block's animations started.
    package func animationDidStart(_ anim: CAAnimation) {
        let start = onStart
        onStart = nil
        start?()
    }

    /// One of the block's animations stopped.
    package func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        pending = max(0, pending - 1)
        if !flag { finished = false }
        if isClosed, pending == 0 { run() }
    }

    /// The block's closure has returned: no more animations join.
    package func close() {
        isClosed = true
        if pending == 0 { Self.defer(self) }
    }

    /// Marks the completion as interrupted (its animations were cancelled).
    package func markUnfinished() { finished = false }

    private func run() {
        guard !hasRun else { return }
        hasRun = true
        body?(finished)
    }

    // MARK: Deferred completions

    nonisolated(unsafe) private static var deferred: [ViewAnimationCompletion] = []

    /// Runs the completions of blocks that animated nothing (called at each commit).
    private static let installCommitHandler: Void = {
        CATransaction.lock()
        CATransaction.commitHandlers.append { ViewAnimationCompletion.runDeferred() }
        CATransaction.unlock()
    }()

    private static func `defer`(_ completion: ViewAnimationCompletion) {
        installCommitHandler
        CATransaction.ensureImplicitTransaction()
        deferred.append(completion)
    }

    private static func runDeferred() {
        while !deferred.isEmpty {
            let due = deferred
            deferred = []
            for completion in due where completion.pending == 0 { completion.run() }
        }
    }
}
