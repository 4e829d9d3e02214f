import Foundation

// Editing mode (editing controls, the delete confirmation, insert controls) and reordering
// rows by dragging their reorder control.

/// The row being dragged by its reorder control.
struct TableReorderState {
    let source: IndexPath
    var destination: IndexPath
    let cell: UITableViewCell
    let grabOffset: CGFloat
}

extension UITableView {
    func setEditingCore(_ editing: Bool, animated: Bool) {
        guard editing != core.editing else { return }
        closeSwipeActions(animated: false)
        core.editing = editing
        if !editing && !allowsSelectionDuringEditing { } else if editing && !allowsSelectionDuringEditing {
            for ip in core.selected { core.cells[ip]?.setSelected(false, animated: animated) }
            core.selected = []
        }
        for (ip, cell) in core.cells {
            cell.tableEditingStyle = tableDelegate?.tableView(self, editingStyleForRowAt: ip) ?? .delete
            cell.tableCanMove = dataSource?.tableView(self, canMoveRowAt: ip) ?? false
            let editable = dataSource?.tableView(self, canEditRowAt: ip) ?? true
            cell.setEditing(editing && editable, animated: animated)
        }
        setNeedsLayout()
    }

    /// The round control of an editing row: delete rows show their confirmation button,
    /// insert rows commit the insertion.
    func editingControlTapped(_ cell: UITableViewCell) {
        guard let ip = indexPath(for: cell) else { return }
        switch cell.editingStyle {
        case .delete:
            if cell.showingDeleteConfirmation { cell.hideDeleteConfirmation(animated: true); return }
            for other in core.cells.values where other !== cell { other.hideDeleteConfirmation(animated: true) }
            let title = tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: ip) ?? "Delete"
            cell.showDeleteConfirmation(title: title, animated: true)
        case .insert:
            dataSource?.tableView(self, commit: .insert, forRowAt: ip)
        case .none:
            break
        }
    }

    /// The delete confirmation button: the data source commits the deletion.
    func deleteConfirmationTapped(_ cell: UITableViewCell) {
        guard let ip = indexPath(for: cell) else { return }
        cell.hideDeleteConfirmation(animated: false)
        dataSource?.tableView(self, commit: .delete, forRowAt: ip)
    }

    // MARK: Reordering

    func beginReorder(_ ip: IndexPath, at y: CGFloat) {
        guard let cell = core.cells[ip] else { return }
        core.reorder = TableReorderState(source: ip, destination: ip, cell: cell, grabOffset: y - cell.frame.minY)
        bringSubviewToFront(cell)
        cell.alpha = 0.9
    }

    func moveReorder(to point: CGPoint) {
        guard var state = core.reorder else { return }
        state.cell.frame.origin.y = point.y - state.grabOffset
        var proposed = indexPathForRow(at: CGPoint(x: 1, y: state.cell.frame.midY)) ?? state.destination
        if proposed.section != state.source.section, proposed.row > numberOfRows(inSection: proposed.section) - 1 { proposed.row = numberOfRows(inSection: proposed.section) - 1 }
        let target = tableDelegate?.tableView(self, targetIndexPathForMoveFromRowAt: state.source, toProposedIndexPath: proposed) ?? proposed
        if target != state.destination {
            state.destination = target
            core.reorder = state
            shiftRowsForReorder(state, animated: true)
        }
        core.reorder = state
    }

    /// Moves the rows between the source and the destination out of the dragged row's way.
    private func shiftRowsForReorder(_ state: TableReorderState, animated: Bool) {
        let h = rowRect(state.source).height
        let apply = {
            for (ip, cell) in self.core.cells where cell !== state.cell {
                var frame = self.rowRect(ip)
                if ip.section == state.source.section, state.destination.section == ip.section {
                    if ip > state.source, ip <= state.destination { frame.origin.y -= h }
                    if ip < state.source, ip >= state.destination { frame.origin.y += h }
                }
                cell.frame = frame
            }
        }
        if animated { UIView.animate(withDuration: 0.2, animations: apply) } else { apply() }
    }

    func endReorder() {
        guard let state = core.reorder else { return }
        core.reorder = nil
        state.cell.alpha = 1
        if state.destination != state.source {
            dataSource?.tableView(self, moveRowAt: state.source, to: state.destination)
            if !core.needsReload { moveRow(at: state.source, to: state.destination) }
        } else {
            UIView.animate(withDuration: 0.2) { self.placeVisibleContent() }
        }
    }
}
