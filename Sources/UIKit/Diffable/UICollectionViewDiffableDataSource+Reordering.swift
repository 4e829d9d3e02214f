import Foundation

// Reordering through interactive movement: `reorderingHandlers.canReorderItem` lets items
// move; when the user drops one, the data source builds the transaction, tells
// `willReorder`, moves the item in its snapshot and tells `didReorder`.

extension UICollectionViewDiffableDataSource {
    /// Whether the item at `indexPath` may be reordered: `canReorderItem`, false without it.
    func canReorder(_ indexPath: IndexPath) -> Bool {
        guard let canReorderItem = reorderingHandlers.canReorderItem, let item = itemIdentifier(for: indexPath) else { return false }
        return canReorderItem(item)
    }

    /// Moves the dropped item in the snapshot between `willReorder` and `didReorder`.
    func reorder(from source: IndexPath, to destination: IndexPath) {
        let initial = core.snapshot
        guard let final = core.movedSnapshot(from: source, to: destination) else { return }
        let transaction = NSDiffableDataSourceTransaction(initial: initial, final: final)
        reorderingHandlers.willReorder?(transaction)
        core.setMovedSnapshot(final)
        for section in transaction.sectionTransactions where sectionSnapshots[section.sectionIdentifier] != nil {
            sectionSnapshots[section.sectionIdentifier] = section.finalSnapshot
        }
        reorderingHandlers.didReorder?(transaction)
    }
}
