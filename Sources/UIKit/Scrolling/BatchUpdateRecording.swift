import Foundation

/// The open-batch state of a table or collection view: how deep `performBatchUpdates`
/// calls are nested and the changes recorded so far.
@MainActor
protocol BatchUpdateState: AnyObject {
    var updateDepth: Int { get set }
    var pendingBatch: TableUpdateBatch { get set }
}

extension TableCore: BatchUpdateState {}
extension CollectionCore: BatchUpdateState {}

/// A view that records row or item changes into batches and applies them (tables and
/// collection views share the recording; each applies a batch its own way).
@MainActor
protocol BatchUpdateRecording: AnyObject {
    var batchState: BatchUpdateState { get }
    func applyBatch(_ batch: TableUpdateBatch, completion: ((Bool) -> Void)?)
}

extension BatchUpdateRecording {
    /// Records changes into the open batch, or applies them at once outside one.
    func record(_ change: (inout TableUpdateBatch) -> Void) {
        let state = batchState
        if state.updateDepth > 0 {
            change(&state.pendingBatch)
        } else {
            var batch = TableUpdateBatch()
            change(&batch)
            applyBatch(batch, completion: nil)
        }
    }

    /// Runs `updates` as one batch; the outermost call applies what they recorded.
    func performBatchUpdatesCore(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        let state = batchState
        state.updateDepth += 1
        updates?()
        state.updateDepth -= 1
        guard state.updateDepth == 0 else {
            if let completion { UIView.animate(withDuration: 0, animations: {}, completion: completion) }
            return
        }
        let batch = state.pendingBatch
        state.pendingBatch = TableUpdateBatch()
        applyBatch(batch, completion: completion)
    }
}
