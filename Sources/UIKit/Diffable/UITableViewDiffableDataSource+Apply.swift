import Foundation

// Applying snapshots to the table and making cells.

extension UITableViewDiffableDataSource {
    /// Shows `snapshot`, animating the difference, and returns once it has finished.
    public func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                      animatingDifferences: Bool = true) async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            apply(snapshot, animatingDifferences: animatingDifferences) { done.resume() }
        }
    }

    /// Shows `snapshot` by reloading the table's data and returns once it has.
    public func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            applySnapshotUsingReloadData(snapshot) { done.resume() }
        }
    }

    func applyCore(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                   animatingDifferences: Bool, completion: (() -> Void)?) {
        let batch = core.takeDifference(to: snapshot)
        guard let tableView, tableView.dataSource === self else {
            finishWithoutTable(completion)
            return
        }
        tableView.performDiffableBatch(batch, animation: defaultRowAnimation, animated: animatingDifferences, completion: completion)
    }

    func applyUsingReloadDataCore(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                  completion: (() -> Void)?) {
        core.replace(with: snapshot)
        guard let tableView, tableView.dataSource === self else {
            finishWithoutTable(completion)
            return
        }
        tableView.reloadData()
        if let completion { UIView.animate(withDuration: 0, animations: {}, completion: { _ in completion() }) }
    }

    /// The snapshot is kept for when a table shows it; the completion still runs.
    private func finishWithoutTable(_ completion: (() -> Void)?) {
        if let completion { UIView.animate(withDuration: 0, animations: {}, completion: { _ in completion() }) }
    }

    /// The cell provider's cell for `indexPath`; a missing item or a nil cell (UIKit's
    /// exception) is logged and a blank cell stands in.
    func cell(for indexPath: IndexPath, in tableView: UITableView) -> UITableViewCell {
        guard let item = core.snapshot.itemIdentifier(at: indexPath) else {
            DiffableDiagnostics.report("UITableViewDiffableDataSource: no item at \(TableUpdatePlan.describe(indexPath)); a blank cell stands in")
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        if let cell = cellProvider(tableView, indexPath, item) { return cell }
        // UIKit's NSInternalInconsistencyException reason for a nil cell.
        DiffableDiagnostics.report("UITableView dataSource returned a nil cell for row at index path: \(TableUpdatePlan.describe(indexPath)). Table view: \(type(of: tableView)), dataSource: \(type(of: self)); a blank cell stands in")
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }
}
