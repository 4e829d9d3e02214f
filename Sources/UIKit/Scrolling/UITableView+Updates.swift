import Foundation

// Inserting, deleting, moving and reloading rows and sections: the batch is checked
// against the data source's new counts (UIKit's exception text is logged and the table
// reloads instead when it does not add up), the model keeps the heights of surviving
// rows, cells follow their rows, and everything animates over 0.3 s on the media clock.

extension UITableView: BatchUpdateRecording {
    /// The duration of row animations.
    static let updateAnimationDuration: TimeInterval = 0.3

    var batchState: BatchUpdateState { core }

    func endUpdatesCore() {
        guard core.updateDepth > 0 else {
            report("endUpdates() called without a matching beginUpdates()")
            return
        }
        core.updateDepth -= 1
        guard core.updateDepth == 0 else { return }
        let batch = core.pendingBatch
        core.pendingBatch = TableUpdateBatch()
        applyBatch(batch, completion: nil)
    }

    /// The row counts the data source reports now.
    func dataSourceCounts() -> [Int] {
        guard let dataSource else { return [] }
        return (0..<max(0, dataSource.numberOfSections(in: self))).map { max(0, dataSource.tableView(self, numberOfRowsInSection: $0)) }
    }

    func applyBatch(_ batch: TableUpdateBatch, completion: ((Bool) -> Void)?) {
        if core.needsReload {
            // A pending reload already takes the data source as it is now.
            setNeedsLayout()
            if let completion { UIView.animate(withDuration: 0, animations: {}, completion: completion) }
            return
        }
        settleReconfiguringCells(toQueue: false)
        let old = core.model
        let oldCounts = (0..<old.numberOfSections).map { old.rows(in: $0) }
        let newCounts = dataSourceCounts()
        let plan: TableUpdatePlan
        switch TableUpdatePlan.make(batch, old: oldCounts, new: newCounts) {
        case .success(let p): plan = p
        case .failure(let error):
            report("Invalid batch update (NSInternalInconsistencyException): \(error.message) The table reloads its data instead.")
            reloadData()
            layoutIfNeeded()
            completion?(false)
            return
        }
        // The model keeps the heights of surviving rows and sections.
        probeDelegate(counts: newCounts)
        core.model.rebuild(rowCounts: newCounts, supplementary: { s, footer in
            let fresh = self.supplementaryHeight(section: s, footer: footer)
            if !fresh.1, let from = plan.sectionOrigins[s], let i = old.slotIndex(footer ? .footer(from) : .header(from)), old.isMeasured(i) {
                return (old.height(i), true)
            }
            return fresh
        }, row: { s, r in
            if case .kept(let fs, let fr) = plan.rows[s][r], let i = old.rowSlotIndex(section: fs, row: fr) {
                return (old.height(i), old.isMeasured(i))
            }
            return self.initialRowHeight(IndexPath(row: r, section: s))
        })
        // Where each old row went (section << 32 | row, -1: removed), as flat arrays per
        // old section: no hashing and no index paths per row.
        var destination: [[Int]] = oldCounts.map { [Int](repeating: -1, count: $0) }
        for s in plan.rows.indices {
            let rows = plan.rows[s]
            for r in rows.indices {
                if case .kept(let fs, let fr) = rows[r] { destination[fs][fr] = s << 32 | r }
            }
        }
        func newIndex(_ ip: IndexPath) -> IndexPath? {
            guard ip.section >= 0, ip.section < destination.count, ip.row >= 0, ip.row < destination[ip.section].count else { return nil }
            let to = destination[ip.section][ip.row]
            return to < 0 ? nil : IndexPath(row: to & 0xFFFF_FFFF, section: to >> 32)
        }
        // Cells follow their rows; removed rows' cells animate out.
        var oldFrames: [ObjectIdentifier: CGRect] = [:]
        var cells: [IndexPath: UITableViewCell] = [:]
        var leaving: [(UITableViewCell, IndexPath, RowAnimation)] = []
        for (ip, cell) in core.cells {
            oldFrames[ObjectIdentifier(cell)] = cell.frame
            if let to = newIndex(ip) { cells[to] = cell } else { leaving.append((cell, ip, plan.removed[ip] ?? .automatic)) }
        }
        core.cells = cells
        core.selected = Set(core.selected.compactMap { newIndex($0) })
        for (s, h) in core.headers { tableDelegate?.tableView(self, didEndDisplayingHeaderView: h.view, forSection: s); enqueue(h.view) }
        for (s, f) in core.footers { tableDelegate?.tableView(self, didEndDisplayingFooterView: f.view, forSection: s); enqueue(f.view) }
        core.headers = [:]
        core.footers = [:]
        for (cell, ip, _) in leaving { tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: ip) }
        for (ip, cell) in cells { configureForDisplay(cell, ip) }
        layoutTable()
        animateUpdate(oldFrames: oldFrames, plan: plan, leaving: leaving, completion: completion)
    }

    /// Animates surviving cells from their old frames, new rows in and removed rows out.
    private func animateUpdate(oldFrames: [ObjectIdentifier: CGRect], plan: TableUpdatePlan,
                               leaving: [(UITableViewCell, IndexPath, RowAnimation)], completion: ((Bool) -> Void)?) {
        let animate = UIView.areAnimationsEnabled
        var finals: [(UIView, CGRect, CGFloat)] = []
        for (ip, cell) in core.cells {
            let final = cell.frame
            if let from = oldFrames[ObjectIdentifier(cell)] {
                if from != final { cell.frame = from; finals.append((cell, final, 1)) }
            } else if let animation = plan.animation(at: ip), animation != .none, animate {
                animateIn(cell, final: final, animation)
            }
        }
        var dying: [UIView] = []
        for (cell, _, animation) in leaving {
            if animation == .none || !animate { enqueue(cell); continue }
            dying.append(cell)
            core.dying.append(cell)
            sendSubviewToBack(cell)
            if let backgroundView { sendSubviewToBack(backgroundView) }
            var end = cell.frame
            var alpha: CGFloat = 1
            switch animation {
            case .right: end.origin.x += bounds.width
            case .left: end.origin.x -= bounds.width
            case .top: end.origin.y -= end.height; alpha = 0
            case .bottom: end.origin.y += end.height; alpha = 0
            default: alpha = 0
            }
            finals.append((cell, end, alpha))
        }
        guard animate, !finals.isEmpty else {
            for (view, frame, alpha) in finals { view.frame = frame; view.alpha = alpha }
            finishLeaving(dying)
            if let completion { UIView.animate(withDuration: 0, animations: {}, completion: completion) }
            return
        }
        UIView.animate(withDuration: UITableView.updateAnimationDuration, animations: {
            for (view, frame, alpha) in finals { view.frame = frame; view.alpha = alpha }
        }, completion: { [weak self] finished in
            self?.finishLeaving(dying)
            completion?(finished)
        })
    }

    /// Animates a new row in from where `animation` starts it (explicit layer animations,
    /// so the start state needs no render of its own).
    private func animateIn(_ cell: UITableViewCell, final: CGRect, _ animation: RowAnimation) {
        var dx: CGFloat = 0, dy: CGFloat = 0
        var fades = false
        switch animation {
        case .right: dx = bounds.width
        case .left: dx = -bounds.width
        case .top: dy = -final.height; fades = true
        case .bottom: dy = final.height; fades = true
        default: fades = true
        }
        let timing = CAMediaTimingFunction(name: .easeInEaseOut)
        // Starting now on the media clock (a begin time of 0 would mean "at the commit").
        let now = cell.layer.convertTime(CACurrentMediaTime(), from: nil)
        let begin = now == 0 ? .leastNonzeroMagnitude : now
        if dx != 0 || dy != 0 {
            let move = CABasicAnimation(keyPath: "position")
            let p = cell.layer.position
            move.fromValue = CGPoint(x: p.x + dx, y: p.y + dy)
            move.toValue = p
            move.duration = UITableView.updateAnimationDuration
            move.timingFunction = timing
            move.beginTime = begin
            cell.layer.add(move, forKey: "UITableViewRowInsertPosition")
        }
        if fades {
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = Float(0)
            fade.toValue = Float(1)
            fade.duration = UITableView.updateAnimationDuration
            fade.timingFunction = timing
            fade.beginTime = begin
            cell.layer.add(fade, forKey: "UITableViewRowInsertOpacity")
        }
    }

    private func finishLeaving(_ views: [UIView]) {
        for view in views {
            core.dying.removeAll { $0 === view }
            view.alpha = 1
            if let cell = view as? UITableViewCell { enqueue(cell) } else { view.removeFromSuperview() }
        }
    }
}
