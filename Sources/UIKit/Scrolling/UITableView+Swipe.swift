import Foundation

// Swipe actions: a horizontal drag on a row reveals the delegate's leading or trailing
// `UISwipeActionsConfiguration` (see `SwipeActionsReveal`); a tap elsewhere closes them.

extension UITableView {
    /// Starts a swipe on `ip` when the delegate gives actions for the drag's direction.
    func beginSwipe(_ ip: IndexPath, trailing: Bool) -> Bool {
        guard let cell = core.cells[ip] else { return false }
        let d = tableDelegate
        guard let config = trailing ? d?.tableView(self, trailingSwipeActionsConfigurationForRowAt: ip)
                                    : d?.tableView(self, leadingSwipeActionsConfigurationForRowAt: ip),
              !config.actions.isEmpty else { return false }
        core.swipe = SwipeActionsReveal(indexPath: ip, cell: cell, contentView: cell.contentView, configuration: config, trailing: trailing,
                                        shiftContent: { [weak cell] shift in
            guard let cell else { return }
            let was = cell.swipeOffset
            cell.swipeOffset = shift
            cell.setNeedsLayout()
            cell.layoutIfNeeded()
            if (was == 0) != (shift == 0) { cell.updateConfigurationNow() }
        }, didClose: { [weak self] reveal in
            if self?.core.swipe === reveal { self?.core.swipe = nil }
        })
        return true
    }

    /// Follows the finger: the row slides by the drag.
    func updateSwipe(from start: CGPoint, to point: CGPoint) { core.swipe?.follow(from: start, to: point) }

    /// The finger lifted: full swipe, open, or closed.
    func endSwipe() { core.swipe?.release() }

    /// Slides the swiped row back and removes its action buttons.
    func closeSwipeActions(animated: Bool) { core.swipe?.close(animated: animated) }
}
