import Foundation

// A diffable data source's batch as the collection view's own batch update.

extension UICollectionView {
    /// Runs `batch` as one `performBatchUpdates` (animated, or without animation), then
    /// reconfigures the items marked for it in place; `completion` runs when the
    /// animations end.
    func performDiffableBatch(_ batch: DiffableBatch, animated: Bool, completion: (() -> Void)?) {
        let updates = {
            self.performBatchUpdates({
                if !batch.deletedSections.isEmpty { self.deleteSections(IndexSet(batch.deletedSections)) }
                if !batch.insertedSections.isEmpty { self.insertSections(IndexSet(batch.insertedSections)) }
                if !batch.reloadedSections.isEmpty { self.reloadSections(IndexSet(batch.reloadedSections)) }
                for move in batch.movedSections { self.moveSection(move.from, toSection: move.to) }
                if !batch.deletedItems.isEmpty { self.deleteItems(at: batch.deletedItems) }
                if !batch.insertedItems.isEmpty { self.insertItems(at: batch.insertedItems) }
                if !batch.reloadedItems.isEmpty { self.reloadItems(at: batch.reloadedItems) }
                for move in batch.movedItems { self.moveItem(at: move.from, to: move.to) }
            }, completion: { _ in completion?() })
            if !batch.reconfiguredItems.isEmpty { self.reconfigureItems(at: batch.reconfiguredItems) }
        }
        if animated { updates() } else { UIView.performWithoutAnimation(updates) }
    }
}
