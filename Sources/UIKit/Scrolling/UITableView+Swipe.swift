import Foundation

// Swipe actions: a horizontal drag on a row reveals the delegate's leading or trailing
// `UISwipeActionsConfiguration` as buttons; releasing past half their width keeps them
// open, a full swipe runs the first action, a tap elsewhere closes them.

/// The row whose swipe actions are showing.
struct TableSwipeState {
    let indexPath: IndexPath
    let cell: UITableViewCell
    let configuration: UISwipeActionsConfiguration
    let trailing: Bool
    let actionsView: UIView
    let buttons: [UIButton]
    /// The width of all buttons.
    let actionsWidth: CGFloat

    @MainActor func contains(_ point: CGPoint, in table: UITableView) -> Bool { cell.frame.contains(point) }
}

extension UITableView {
    /// The width of one action button.
    static let swipeActionWidth: CGFloat = 74

    /// Starts a swipe on `ip` when the delegate gives actions for the drag's direction.
    func beginSwipe(_ ip: IndexPath, trailing: Bool) -> Bool {
        guard let cell = core.cells[ip] else { return false }
        let d = tableDelegate
        guard let config = trailing ? d?.tableView(self, trailingSwipeActionsConfigurationForRowAt: ip)
                                    : d?.tableView(self, leadingSwipeActionsConfigurationForRowAt: ip),
              !config.actions.isEmpty else { return false }
        let actionsView = UIView()
        actionsView.clipsToBounds = true
        actionsView.backgroundColor = config.actions.first?.backgroundColor
        var buttons: [UIButton] = []
        for action in config.actions {
            let button = UIButton(type: .custom)
            button.backgroundColor = action.backgroundColor
            button.setTitle(action.title, for: .normal)
            button.setTitleColor(.white, for: .normal)
            button.addAction(UIAction { [weak self, weak button] _ in
                guard let self, let button else { return }
                self.performSwipeAction(action, button: button)
            }, for: .touchUpInside)
            buttons.append(button)
            actionsView.addSubview(button)
        }
        cell.insertSubview(actionsView, belowSubview: cell.contentView)
        core.swipe = TableSwipeState(indexPath: ip, cell: cell, configuration: config, trailing: trailing, actionsView: actionsView,
                                     buttons: buttons, actionsWidth: UITableView.swipeActionWidth * CGFloat(buttons.count))
        cell.updateConfigurationNow()
        return true
    }

    /// Follows the finger: the row slides by the drag (rubber-banded past the full width).
    func updateSwipe(from start: CGPoint, to point: CGPoint) {
        guard let swipe = core.swipe else { return }
        var dx = point.x - start.x
        dx = swipe.trailing ? min(0, dx) : max(0, dx)
        setSwipeOffset(swipe, swipe.trailing ? -dx : dx)
    }

    private func setSwipeOffset(_ swipe: TableSwipeState, _ offset: CGFloat) {
        let cell = swipe.cell
        cell.swipeOffset = swipe.trailing ? offset : -offset
        let w = cell.bounds.width, h = cell.bounds.height
        swipe.actionsView.frame = swipe.trailing ? CGRect(x: w - offset, y: 0, width: offset, height: h) : CGRect(x: 0, y: 0, width: offset, height: h)
        // Buttons share the revealed width in proportion, the first nearest the edge.
        let each = swipe.buttons.isEmpty ? 0 : offset / CGFloat(swipe.buttons.count)
        for (i, button) in swipe.buttons.enumerated() {
            let x = swipe.trailing ? offset - each * CGFloat(i + 1) : each * CGFloat(i)
            button.frame = CGRect(x: x, y: 0, width: each, height: h)
        }
        cell.setNeedsLayout()
        cell.layoutIfNeeded()
    }

    /// The finger lifted: full swipe, open, or closed.
    func endSwipe() {
        guard let swipe = core.swipe else { return }
        let offset = abs(swipe.cell.swipeOffset)
        let w = swipe.cell.bounds.width
        if swipe.configuration.performsFirstActionWithFullSwipe, offset > w * 0.6, let first = swipe.configuration.actions.first {
            performSwipeAction(first, button: swipe.buttons[0])
        } else if offset > swipe.actionsWidth / 2 {
            UIView.animate(withDuration: 0.25) { self.setSwipeOffset(swipe, swipe.actionsWidth) }
        } else {
            closeSwipeActions(animated: true)
        }
    }

    private func performSwipeAction(_ action: UIContextualAction, button: UIView) {
        guard let swipe = core.swipe else { return }
        action.handler(action, button) { [weak self] performed in
            guard let self else { return }
            if !performed || self.core.swipe?.cell === swipe.cell { self.closeSwipeActions(animated: true) }
        }
    }

    /// Slides the swiped row back and removes its action buttons.
    func closeSwipeActions(animated: Bool) {
        guard let swipe = core.swipe else { return }
        core.swipe = nil
        let finish = {
            swipe.actionsView.removeFromSuperview()
            swipe.cell.updateConfigurationNow()
        }
        if animated {
            UIView.animate(withDuration: 0.25, animations: { self.setSwipeOffset(swipe, 0) }, completion: { _ in finish() })
        } else {
            setSwipeOffset(swipe, 0)
            finish()
        }
    }
}
