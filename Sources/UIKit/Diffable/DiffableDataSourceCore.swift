import Foundation

/// What every diffable data source (table or collection) keeps and does: the snapshot on
/// screen, turning a new snapshot into one batch update, and following the user's
/// reordering. The view-specific data source owns one and hands the batch to its view.
@MainActor
final class DiffableDataSourceCore<S: Hashable & Sendable, I: Hashable & Sendable> {
    typealias Snapshot = NSDiffableDataSourceSnapshot<S, I>

    /// The snapshot the view shows (reload and reconfigure marks cleared).
    private(set) var snapshot = Snapshot()
    /// How many applies ran a batch update, and how many replaced everything (for tests).
    private(set) var batchApplies = 0
    private(set) var reloadApplies = 0

    /// Makes `new` current and returns the batch that takes the view from the old
    /// snapshot to it (O(n) in the items of both).
    func takeDifference(to new: Snapshot) -> DiffableBatch {
        let batch = new.batch(from: snapshot)
        var stored = new
        stored.clearMarks()
        snapshot = stored
        batchApplies += 1
        return batch
    }

    /// Makes `new` current without a difference (the view reloads everything).
    func replace(with new: Snapshot) {
        var stored = new
        stored.clearMarks()
        snapshot = stored
        reloadApplies += 1
    }

    /// Follows a row or item the user dragged from `source` to `destination` (positions
    /// before and after the move): the view already shows it, so only the snapshot changes.
    func moveItem(from source: IndexPath, to destination: IndexPath) {
        if let next = movedSnapshot(from: source, to: destination) { snapshot = next }
    }

    /// Takes a snapshot made by `movedSnapshot(from:to:)` (the view already shows it).
    func setMovedSnapshot(_ next: Snapshot) { snapshot = next }

    /// The snapshot with the item at `source` moved to `destination`, nil (logged) when
    /// either does not exist.
    func movedSnapshot(from source: IndexPath, to destination: IndexPath) -> Snapshot? {
        guard let id = snapshot.itemIdentifier(at: source) else {
            DiffableDiagnostics.report("moveItem(from:to:): no item at \(TableUpdatePlan.describe(source)) in the snapshot; the move was not recorded")
            return nil
        }
        let sections = snapshot.sectionIdentifiers
        guard destination.section >= 0, destination.section < sections.count else {
            DiffableDiagnostics.report("moveItem(from:to:): no section \(destination.section) in the snapshot; the move was not recorded")
            return nil
        }
        var next = snapshot
        next.deleteItems([id])
        let target = sections[destination.section]
        let items = next.itemIdentifiers(inSection: target)
        if destination.row >= 0, destination.row < items.count {
            next.insertItems([id], beforeItem: items[destination.row])
        } else {
            next.appendItems([id], toSection: target)
        }
        return next
    }
}
