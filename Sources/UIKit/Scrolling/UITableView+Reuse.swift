import Foundation

// Registration, dequeueing and the reuse queues; checks of what the data source returns.

extension UITableView {
    var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }

    /// Logs a diagnostic (rate-limited) and keeps it for tests.
    func report(_ message: String) {
        core.diagnostics.append(message)
        if core.diagnostics.count > 50 { core.diagnostics.removeFirst(core.diagnostics.count - 50) }
        UIView.log(message)
    }

    func registerCell(_ cellClass: AnyClass?, _ identifier: String) {
        guard let cellClass else { core.cellClasses[identifier] = nil; return }
        guard let type = cellClass as? UITableViewCell.Type else {
            report("register(_:forCellReuseIdentifier:) needs a UITableViewCell subclass, not \(cellClass), for identifier \(identifier)")
            return
        }
        core.cellClasses[identifier] = type
        core.cellNibs[identifier] = nil
    }

    func registerCellNib(_ nib: UINib?, _ identifier: String) {
        core.cellNibs[identifier] = nib
        if nib != nil { core.cellClasses[identifier] = nil }
    }

    /// A new cell from the nib registered for `identifier`: its one top-level cell, whose
    /// reuse identifier must match; nil (with UIKit's message) otherwise.
    func cellFromNib(_ nib: UINib, _ identifier: String) -> UITableViewCell? {
        let objects = nib.instantiate(withOwner: nil, options: nil)
        guard objects.count == 1, let cell = objects.first as? UITableViewCell else {
            report("invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level object which must be a UITableViewCell instance")
            return nil
        }
        if let nibIdentifier = cell.reuseIdentifier, nibIdentifier != identifier {
            report("cell reuse indentifier in nib (\(nibIdentifier)) does not match the identifier used to register the nib (\(identifier))")
            return nil
        }
        cell.reuseIdentifier = identifier
        return cell
    }

    func registerHeaderFooter(_ aClass: AnyClass?, _ identifier: String) {
        guard let aClass else { core.headerFooterClasses[identifier] = nil; return }
        guard let type = aClass as? UITableViewHeaderFooterView.Type else {
            report("register(_:forHeaderFooterViewReuseIdentifier:) needs a UITableViewHeaderFooterView subclass, not \(aClass), for identifier \(identifier)")
            return
        }
        core.headerFooterClasses[identifier] = type
        core.headerFooterNibs[identifier] = nil
    }

    func registerHeaderFooterNib(_ nib: UINib?, _ identifier: String) {
        core.headerFooterNibs[identifier] = nib
        if nib != nil { core.headerFooterClasses[identifier] = nil }
    }

    /// A new header or footer from the nib registered for `identifier`: its one top-level
    /// object, which must be a `UITableViewHeaderFooterView`; nil with UIKit's message otherwise.
    func headerFooterFromNib(_ nib: UINib, _ identifier: String) -> UITableViewHeaderFooterView? {
        let objects = nib.instantiate(withOwner: nil, options: nil)
        guard objects.count == 1, let view = objects.first as? UITableViewHeaderFooterView else {
            report("invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level object which must be a UITableViewHeaderFooterView instance")
            return nil
        }
        view.reuseIdentifier = identifier
        return view
    }

    /// A queued cell for `identifier`, or a new one of the registered class; with an index
    /// path, dequeueing twice for the row being asked is UIKit's error.
    func dequeueCell(_ identifier: String, for indexPath: IndexPath?) -> UITableViewCell? {
        if let indexPath {
            if core.requestedIndexPath == indexPath, core.dequeuedForRequest {
                report("Attempted to dequeue multiple cells for the same index path, which is not allowed. If you really need to dequeue more cells than the table view is requesting, use the -dequeueReusableCellWithIdentifier: method (without an index path). Cell identifier: \(identifier), index path: \(TableUpdatePlan.describe(indexPath))")
            }
            if core.requestedIndexPath == indexPath { core.dequeuedForRequest = true }
        }
        if let indexPath, let cell = core.reconfiguring[indexPath], cell.reuseIdentifier == identifier {
            // reconfigureRows(at:): the row's own cell, without prepareForReuse.
            return cell
        }
        let cell: UITableViewCell
        if var queue = core.reusableCells[identifier], let reused = queue.popLast() {
            core.reusableCells[identifier] = queue
            reused.prepareForReuse()
            cell = reused
        } else if let type = core.cellClasses[identifier] {
            cell = type.init(registeredClassWithReuseIdentifier: identifier)
            core.cellsCreated += 1
        } else if let nib = core.cellNibs[identifier], let made = cellFromNib(nib, identifier) {
            cell = made
            core.cellsCreated += 1
        } else {
            if indexPath != nil {
                report("unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
            }
            return nil
        }
        cell.host = self
        cell.wasDequeued = true
        return cell
    }

    /// The cell returned when `dequeueReusableCell(withIdentifier:for:)` has nothing
    /// registered (after the log line): a default cell, so nothing crashes.
    func unregisteredCell(_ identifier: String) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: identifier)
        cell.host = self
        cell.wasDequeued = true
        core.cellsCreated += 1
        return cell
    }

    func dequeueHeaderFooter(_ identifier: String) -> UITableViewHeaderFooterView? {
        if var queue = core.reusableHeaderFooters[identifier], let reused = queue.popLast() {
            core.reusableHeaderFooters[identifier] = queue
            reused.prepareForReuse()
            return reused
        }
        if let type = core.headerFooterClasses[identifier] { return type.init(registeredClassWithReuseIdentifier: identifier) }
        guard let nib = core.headerFooterNibs[identifier] else { return nil }
        return headerFooterFromNib(nib, identifier)
    }

    /// Asks the data source for the cell of `indexPath` and checks it: a cell showing
    /// another row, or one dequeued from another table, is UIKit's error (logged; a blank
    /// cell stands in so the table stays consistent).
    func requestCell(_ indexPath: IndexPath) -> UITableViewCell {
        guard let dataSource else { return placeholderCell() }
        core.requestedIndexPath = indexPath
        core.dequeuedForRequest = false
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        core.requestedIndexPath = nil
        if let host = cell.host, host !== self {
            report("Attempted to dequeue a cell for a different table view. Cells must be dequeued from the table view that is requesting them. Index path: \(TableUpdatePlan.describe(indexPath))")
            return placeholderCell()
        }
        if let shown = core.cells.first(where: { $0.value === cell })?.key, shown != indexPath {
            report("UITableView dataSource returned a cell already visible at index path \(TableUpdatePlan.describe(shown)) for index path \(TableUpdatePlan.describe(indexPath)); cells must come from dequeueReusableCell(withIdentifier:for:)")
            return placeholderCell()
        }
        cell.host = self
        return cell
    }

    private func placeholderCell() -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.host = self
        return cell
    }

    /// Takes a cell off screen: to its queue (hidden, still a subview) or away.
    func enqueue(_ cell: UITableViewCell) {
        cell.isHighlighted = false
        if let id = cell.reuseIdentifier {
            cell.isHidden = true
            core.reusableCells[id, default: []].append(cell)
        } else {
            cell.removeFromSuperview()
        }
    }

    func enqueue(_ view: UIView) {
        if let hf = view as? UITableViewHeaderFooterView, let id = hf.reuseIdentifier {
            hf.isHidden = true
            core.reusableHeaderFooters[id, default: []].append(hf)
        } else {
            view.removeFromSuperview()
        }
    }

    /// The default implementation of `tableView(_:commit:forRowAt:)` ran.
    package func noteUnimplementedCommit(_ style: UITableViewCell.EditingStyle, _ indexPath: IndexPath) {
        report("The data source does not implement tableView(_:commit:forRowAt:); the \(style == .insert ? "insertion" : "deletion") at \(TableUpdatePlan.describe(indexPath)) was not committed")
    }

    /// The default implementation of `tableView(_:moveRowAt:to:)` ran.
    package func noteUnimplementedMove(_ from: IndexPath, _ to: IndexPath) {
        report("The data source does not implement tableView(_:moveRowAt:to:); the move from \(TableUpdatePlan.describe(from)) to \(TableUpdatePlan.describe(to)) is undone")
        core.needsReload = true
        setNeedsLayout()
    }
}
