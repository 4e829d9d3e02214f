import Foundation

// The table's own pan recognizer (UIKit has one for swipe actions and one for reordering):
// it begins on a reorder control while editing, or for a horizontal drag on a row with
// swipe actions; the scroll view's pan stays out of its way.

extension UITableView {
    /// What a drag starting at `start` moving by `translation` would do with a row.
    func rowPanIntent(start: CGPoint, translation t: CGPoint) -> (TableTouchTracking.Kind, IndexPath?) {
        guard let ip = indexPathForRow(at: start), let cell = core.cells[ip] else { return (.none, nil) }
        if core.editing, let grip = cell.reorderControl, grip.bounds.contains(grip.convert(start, from: self)) { return (.reorder, ip) }
        if !core.editing, core.swipe == nil, abs(t.x) > abs(t.y) {
            let d = tableDelegate
            let config = t.x < 0 ? d?.tableView(self, trailingSwipeActionsConfigurationForRowAt: ip)
                                 : d?.tableView(self, leadingSwipeActionsConfigurationForRowAt: ip)
            if config?.actions.isEmpty == false { return (.swipe, ip) }
        }
        return (.none, ip)
    }

    /// The verdict for the table's recognizers, nil for others.
    func tableGestureShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool? {
        guard let pan = recognizer as? UIPanGestureRecognizer else { return nil }
        let t = pan.translation(in: self)
        let location = pan.location(in: self)
        let start = CGPoint(x: location.x - t.x, y: location.y - t.y)
        if pan === core.rowPan {
            let (kind, _) = rowPanIntent(start: start, translation: t)
            return kind != .none
        }
        if pan === panGestureRecognizer {
            if core.reorder != nil || core.rowPanKind != .none { return false }
            if rowPanIntent(start: start, translation: t).0 != .none { return false }
        }
        return nil
    }

    /// The row pan's action.
    func handleRowPan(_ pan: UIPanGestureRecognizer) {
        let point = pan.location(in: self)
        let t = pan.translation(in: self)
        switch pan.state {
        case .began:
            let start = CGPoint(x: point.x - t.x, y: point.y - t.y)
            let (kind, ip) = rowPanIntent(start: start, translation: t)
            core.rowPanKind = .none
            guard let ip else { return }
            if kind == .reorder {
                core.rowPanKind = .reorder
                beginReorder(ip, at: start.y)
                moveReorder(to: point)
            } else if kind == .swipe, beginSwipe(ip, trailing: t.x < 0) {
                core.rowPanKind = .swipe
                core.rowPanStart = start
                updateSwipe(from: start, to: point)
            }
        case .changed:
            switch core.rowPanKind {
            case .reorder: moveReorder(to: point)
            case .swipe: updateSwipe(from: core.rowPanStart, to: point)
            default: break
            }
        case .ended:
            let kind = core.rowPanKind
            core.rowPanKind = .none
            if kind == .reorder { endReorder() } else if kind == .swipe { endSwipe() }
        case .cancelled, .failed:
            let kind = core.rowPanKind
            core.rowPanKind = .none
            if kind == .reorder { endReorder() } else if kind == .swipe { closeSwipeActions(animated: true) }
        default:
            break
        }
    }
}
