import Foundation

// Applying snapshots to the collection view and making cells and supplementary views.

extension UICollectionViewDiffableDataSource {
    /// Shows `snapshot`, animating the difference, and returns once it has finished.
    public func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                      animatingDifferences: Bool = true) async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            apply(snapshot, animatingDifferences: animatingDifferences) { done.resume() }
        }
    }

    /// Shows `snapshot` by reloading the collection view's data and returns once it has.
    public func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            applySnapshotUsingReloadData(snapshot) { done.resume() }
        }
    }

    func applyCore(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                   animatingDifferences: Bool, completion: (() -> Void)?) {
        let batch = core.takeDifference(to: snapshot)
        guard let collectionView, collectionView.dataSource === self else {
            finishLater(completion)
            return
        }
        collectionView.performDiffableBatch(batch, animated: animatingDifferences, completion: completion)
    }

    func applyUsingReloadDataCore(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                  completion: (() -> Void)?) {
        core.replace(with: snapshot)
        if let collectionView, collectionView.dataSource === self { collectionView.reloadData() }
        finishLater(completion)
    }

    /// Runs `completion` after the current run-loop turn, as UIKit does.
    private func finishLater(_ completion: (() -> Void)?) {
        if let completion { UIView.animate(withDuration: 0, animations: {}, completion: { _ in completion() }) }
    }

    /// The cell provider's cell for `indexPath`; a missing item or a nil cell (UIKit's
    /// exception) is logged and a blank cell stands in.
    func cell(for indexPath: IndexPath, in collectionView: UICollectionView) -> UICollectionViewCell {
        guard let item = core.snapshot.itemIdentifier(at: indexPath) else {
            DiffableDiagnostics.report("UICollectionViewDiffableDataSource: no item at \(TableUpdatePlan.describe(indexPath)); a blank cell stands in")
            return UICollectionViewCell(frame: .zero)
        }
        if let cell = cellProvider(collectionView, indexPath, item) {
            applyOutlineState(cell, indexPath, item)
            return cell
        }
        DiffableDiagnostics.report("UICollectionView dataSource returned a nil cell at index path: \(TableUpdatePlan.describe(indexPath)). Collection view: \(type(of: collectionView)), dataSource: \(type(of: self)); a blank cell stands in")
        return UICollectionViewCell(frame: .zero)
    }

    /// The supplementary view provider's view; without a provider, or when it returns nil,
    /// the collection view logs it and shows a blank view.
    func supplementaryView(_ kind: String, at indexPath: IndexPath, in collectionView: UICollectionView) -> UICollectionReusableView {
        if let view = supplementaryViewProvider?(collectionView, kind, indexPath) { return view }
        return collectionView.missingSupplementaryView(kind, indexPath)
    }
}
