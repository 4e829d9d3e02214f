import Foundation

/// The single "a frame is needed" hook of the layer tree (Flutter's
/// `PipelineOwner.onNeedVisualUpdate`): layer layout and display marks and the opening of
/// an implicit transaction call ``request()``; the app's render pipeline installs the
/// ``handler``, which wakes the run loop so its commit runs before the loop sleeps.
/// Requests are deduplicated by the handler's owner until its next commit.
package enum VisualUpdateRequest {
    /// Called on every request (from any thread; the handler must be thread-safe).
    nonisolated(unsafe) package static var handler: (@Sendable () -> Void)?

    /// Asks for a commit at the end of the current run-loop turn.
    @inline(__always)
    package static func request() { handler?() }
}
