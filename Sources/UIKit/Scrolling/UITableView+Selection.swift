import Foundation

// Highlight and selection: by touch (highlight on touch down, select on lift, the
// delegate asked at each step), and in code (`selectRow`, `deselectRow`, no delegate).

/// A finger being tracked by the table: a tap on a row, a reorder, or a swipe.
struct TableTouchTracking {
    enum Kind { case tap, reorder, swipe, none }
    let touch: UITouch
    let start: CGPoint
    var kind: Kind
    var indexPath: IndexPath?
    var highlighted = false
}

extension UITableView {
    /// Whether rows can be selected now (editing uses the editing flags).
    var selectionAllowedNow: Bool { core.editing ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection || allowsMultipleSelection }
    var multipleSelectionNow: Bool { core.editing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }

    func tableTouchesBegan(_ touches: Set<UITouch>, _ event: UIEvent?) {
        guard core.touch == nil, let touch = touches.first else { return }
        let point = touch.location(in: self)
        if let swipe = core.swipe, !swipe.contains(point) {
            // A touch anywhere else closes open swipe actions (and is used up).
            closeSwipeActions(animated: true)
            core.touch = TableTouchTracking(touch: touch, start: point, kind: .none)
            return
        }
        if core.swipe != nil { core.touch = TableTouchTracking(touch: touch, start: point, kind: .none); return }
        let ip = indexPathForRow(at: point)
        var tracking = TableTouchTracking(touch: touch, start: point, kind: .tap, indexPath: ip)
        if let ip, selectionAllowedNow, tableDelegate?.tableView(self, shouldHighlightRowAt: ip) ?? true, let cell = core.cells[ip] {
            cell.setHighlighted(true, animated: false)
            tracking.highlighted = true
            tableDelegate?.tableView(self, didHighlightRowAt: ip)
        }
        core.touch = tracking
    }

    func tableTouchesMoved(_ touches: Set<UITouch>, _ event: UIEvent?) {
        guard var tracking = core.touch, touches.contains(tracking.touch) else { return }
        let point = tracking.touch.location(in: self)
        if tracking.kind == .tap, hypot(point.x - tracking.start.x, point.y - tracking.start.y) > 10 {
            unhighlight(&tracking)
            tracking.kind = .none
        }
        core.touch = tracking
    }

    func tableTouchesEnded(_ touches: Set<UITouch>, _ event: UIEvent?) {
        guard var tracking = core.touch, touches.contains(tracking.touch) else { return }
        core.touch = nil
        if tracking.kind == .tap {
            let wasHighlighted = tracking.highlighted
            unhighlight(&tracking)
            if wasHighlighted, let ip = tracking.indexPath { userTapped(ip) }
        }
    }

    func tableTouchesCancelled(_ touches: Set<UITouch>, _ event: UIEvent?) {
        guard var tracking = core.touch, touches.contains(tracking.touch) else { return }
        core.touch = nil
        unhighlight(&tracking)
    }

    private func unhighlight(_ tracking: inout TableTouchTracking) {
        guard tracking.highlighted, let ip = tracking.indexPath else { return }
        tracking.highlighted = false
        core.cells[ip]?.setHighlighted(false, animated: false)
        tableDelegate?.tableView(self, didUnhighlightRowAt: ip)
    }

    /// A tap on a row: toggles it with multiple selection, else selects it (deselecting
    /// the others), asking `willSelect`/`willDeselect` and telling `didSelect`/`didDeselect`.
    func userTapped(_ ip: IndexPath) {
        let d = tableDelegate
        if multipleSelectionNow, core.selected.contains(ip) {
            guard let target = d.map({ $0.tableView(self, willDeselectRowAt: ip) }) ?? ip else { return }
            deselectRowCore(target, animated: false)
            d?.tableView(self, didDeselectRowAt: target)
            return
        }
        guard let target = d.map({ $0.tableView(self, willSelectRowAt: ip) }) ?? ip else { return }
        if !multipleSelectionNow {
            for other in core.selected.sorted() where other != target {
                guard let deselect = d.map({ $0.tableView(self, willDeselectRowAt: other) }) ?? other else { continue }
                deselectRowCore(deselect, animated: false)
                d?.tableView(self, didDeselectRowAt: deselect)
            }
        }
        guard !core.selected.contains(target) else { return }
        core.selected.insert(target)
        core.cells[target]?.setSelected(true, animated: false)
        if let cell = core.cells[target] { performPrototypeSegues(from: cell) }
        d?.tableView(self, didSelectRowAt: target)
    }

    func selectRowCore(_ ip: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let ip else {
            for other in core.selected { core.cells[other]?.setSelected(false, animated: animated) }
            core.selected = []
            return
        }
        guard currentModel().slotIndex(.row(ip)) != nil else {
            report("selectRow(at:animated:scrollPosition:) with invalid index path \(TableUpdatePlan.describe(ip))")
            return
        }
        guard selectionAllowedNow else { return }
        if !multipleSelectionNow {
            for other in core.selected where other != ip { core.cells[other]?.setSelected(false, animated: animated) }
            core.selected = []
        }
        core.selected.insert(ip)
        core.cells[ip]?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: ip, at: scrollPosition, animated: animated) }
    }

    func deselectRowCore(_ ip: IndexPath, animated: Bool) {
        guard core.selected.remove(ip) != nil else { return }
        core.cells[ip]?.setSelected(false, animated: animated)
    }

    func trimSelection() {
        guard core.selected.count > 1, let keep = core.selected.min() else { return }
        for ip in core.selected where ip != keep { core.cells[ip]?.setSelected(false, animated: false) }
        core.selected = [keep]
    }
}
