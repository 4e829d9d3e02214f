import Foundation

// A diffable data source's batch as the table's own batch update.

extension UITableView {
    /// Runs `batch` as one `performBatchUpdates` (animated with `animation`, or without
    /// animation), then reconfigures the rows marked for it in place; `completion` runs
    /// when the animations end.
    func performDiffableBatch(_ batch: DiffableBatch, animation: RowAnimation, animated: Bool, completion: (() -> Void)?) {
        let updates = {
            self.performBatchUpdates({
                if !batch.deletedSections.isEmpty { self.deleteSections(IndexSet(batch.deletedSections), with: animation) }
                if !batch.insertedSections.isEmpty { self.insertSections(IndexSet(batch.insertedSections), with: animation) }
                if !batch.reloadedSections.isEmpty { self.reloadSections(IndexSet(batch.reloadedSections), with: animation) }
                for move in batch.movedSections { self.moveSection(move.from, toSection: move.to) }
                if !batch.deletedItems.isEmpty { self.deleteRows(at: batch.deletedItems, with: animation) }
                if !batch.insertedItems.isEmpty { self.insertRows(at: batch.insertedItems, with: animation) }
                if !batch.reloadedItems.isEmpty { self.reloadRows(at: batch.reloadedItems, with: animation) }
                for move in batch.movedItems { self.moveRow(at: move.from, to: move.to) }
            }, completion: { _ in completion?() })
            if !batch.reconfiguredItems.isEmpty { self.reconfigureRows(at: batch.reconfiguredItems) }
        }
        if animated { updates() } else { UIView.performWithoutAnimation(updates) }
    }
}
