import Foundation

// One layout pass of the table: rebuild the model when asked, keep cells for exactly the
// rows on screen (reusing the others), measure rows as they appear while keeping what is
// on screen still, place headers (sticky in plain tables), footers and separators.

extension UITableView {
    func configureTable() {
        backgroundColor = isGroupedStyle ? .systemGroupedBackground : .systemBackground
        alwaysBounceVertical = true
        let rowPan = UIPanGestureRecognizer(target: nil, action: nil)
        rowPan.addTarget(self, action: UITableView.handleRowPan)
        core.rowPan = rowPan
        rowPan.isManagedByView = true
        addGestureRecognizer(rowPan)
        addInteraction(listContextMenu.interaction)
    }

    func reloadDataCore() {
        dropAllCells()
        core.selected = []
        core.needsReload = true
        setNeedsLayout()
    }

    func heightsChanged() {
        core.needsReload = true
        setNeedsLayout()
    }

    /// The model, rebuilt first when a reload is pending (so queries right after
    /// `reloadData()` see the new counts, as in UIKit).
    func currentModel() -> TableLayoutModel {
        if core.needsReload { rebuildModel() }
        return core.model
    }

    func layoutTable() {
        if core.needsReload || core.measuredWidth != bounds.width { rebuildModel(); dropAllCells() }
        layoutTableHeaderAndFooterViews()
        backgroundView?.frame = CGRect(origin: contentOffset, size: bounds.size)
        realizeVisibleContent()
        // Reconfigured rows that left the screen before their turn.
        settleReconfiguringCells(toQueue: true)
        let size = CGSize(width: bounds.width, height: CGFloat(core.model.contentHeight))
        if contentSize != size { contentSize = size }
    }

    /// Removes every cell, header and footer from the screen (to their queues).
    func dropAllCells() {
        settleReconfiguringCells(toQueue: true)
        recycleContent(keepingRows: [], headers: [], footers: [])
    }

    func layoutTableHeaderAndFooterViews() {
        if let header = tableHeaderView {
            if header.superview !== self { addSubview(header) }
            header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: header.frame.height)
        }
        if let footer = tableFooterView {
            if footer.superview !== self { addSubview(footer) }
            let y = CGFloat(core.model.contentHeight - core.model.footerHeight)
            footer.frame = CGRect(x: 0, y: y, width: bounds.width, height: footer.frame.height)
        }
    }

    /// The slots intersecting the visible rect (content coordinates).
    func visibleSlotRange() -> ClosedRange<Int>? {
        let m = core.model
        let top = Double(bounds.minY), bottom = Double(bounds.maxY)
        guard bounds.height > 0, let first = m.slotIndex(atY: top), let last = m.slotIndex(atY: max(top, bottom - 0.000_1)) else { return nil }
        // Nothing is visible when the content ends above the rect or starts below it.
        if m.minY(first) + m.height(first) <= top && first == last && m.minY(last) + m.height(last) <= top { return nil }
        // Zero-height slots not measured yet at the edges (plain headers and footers the
        // delegate may give views for) are included, so that they get measured.
        var lower = first, upper = last
        while lower > 0, m.height(lower - 1) == 0, !m.isMeasured(lower - 1), m.minY(lower - 1) >= top { lower -= 1 }
        while upper < m.tree.count - 1, m.height(upper + 1) == 0, !m.isMeasured(upper + 1), m.minY(upper + 1) <= bottom { upper += 1 }
        return lower...upper
    }

    /// Creates, measures and places everything on screen. Measuring replaces estimates:
    /// the first row on screen keeps its position on screen (the offset absorbs the
    /// change above it), so nothing visibly jumps.
    func realizeVisibleContent() {
        var anchor: (slot: Int, offset: Double)?
        if let range = visibleSlotRange() {
            // The first row already on screen is the anchor (new rows grow around it).
            var slot = range.lowerBound
            for index in range {
                if case .row(let ip) = core.model.slot(at: index), core.cells[ip] != nil { slot = index; break }
            }
            anchor = (slot, core.model.minY(slot) - Double(bounds.minY))
        }
        for _ in 0..<8 {
            // What the visible rect holds: rows, headers (plus the sticky one) and footers.
            var rows: [(IndexPath, Int)] = [], headers: [(Int, Int)] = [], footers: [(Int, Int)] = []
            if let range = visibleSlotRange() {
                for index in range {
                    switch core.model.slot(at: index) {
                    case .row(let ip): rows.append((ip, index))
                    case .header(let s): headers.append((s, index))
                    case .footer(let s): footers.append((s, index))
                    }
                }
                if style == .plain, let s = section(of: core.model.slot(at: range.lowerBound)),
                   let hi = core.model.slotIndex(.header(s)), !range.contains(hi) {
                    headers.insert((s, hi), at: 0)
                }
            }
            // Rows that left go to the queue first, so the new rows reuse their cells.
            recycleContent(keepingRows: Set(rows.map(\.0)), headers: Set(headers.map(\.0)), footers: Set(footers.map(\.0)))
            var changed = false
            for (ip, index) in rows {
                let cell = ensureCell(ip)
                if measureRow(ip, slot: index, cell: cell) { changed = true }
            }
            for (s, index) in headers where ensureSupplementary(section: s, footer: false, slot: index) { changed = true }
            for (s, index) in footers where ensureSupplementary(section: s, footer: true, slot: index) { changed = true }
            guard changed else { break }
            if let anchor, anchor.slot < core.model.tree.count {
                let target = core.model.minY(anchor.slot) - anchor.offset
                if abs(target - Double(bounds.minY)) > 0.000_1 {
                    var b = bounds
                    b.origin.y = CGFloat(target)
                    bounds = b
                }
            }
        }
        placeVisibleContent()
    }

    /// Sends cells, headers and footers that are no longer on screen to their queues.
    func recycleContent(keepingRows rows: Set<IndexPath>, headers: Set<Int>, footers: Set<Int>) {
        for (ip, cell) in core.cells where !rows.contains(ip) {
            core.cells[ip] = nil
            tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: ip)
            enqueue(cell)
        }
        for (s, h) in core.headers where !headers.contains(s) {
            core.headers[s] = nil
            tableDelegate?.tableView(self, didEndDisplayingHeaderView: h.view, forSection: s)
            enqueue(h.view)
        }
        for (s, f) in core.footers where !footers.contains(s) {
            core.footers[s] = nil
            tableDelegate?.tableView(self, didEndDisplayingFooterView: f.view, forSection: s)
            enqueue(f.view)
        }
    }

    func section(of slot: TableLayoutModel.Slot) -> Int? {
        switch slot {
        case .header(let s), .footer(let s): return s
        case .row(let ip): return ip.section
        }
    }

    /// The cell for a visible row, asking the data source when it has none yet.
    @discardableResult
    func ensureCell(_ ip: IndexPath) -> UITableViewCell {
        if let cell = core.cells[ip] { return cell }
        let cell = requestCell(ip)
        let reconfigured = core.reconfiguring.removeValue(forKey: ip)
        if let reconfigured, reconfigured !== cell {
            tableDelegate?.tableView(self, didEndDisplaying: reconfigured, forRowAt: ip)
            enqueue(reconfigured)
        }
        core.cells[ip] = cell
        configureForDisplay(cell, ip)
        if cell.superview !== self { insertSubview(cell, at: backgroundView == nil ? 0 : 1) }
        cell.isHidden = false
        cell.frame = rowRect(ip)
        // A reconfigured cell stays on display.
        if reconfigured !== cell { tableDelegate?.tableView(self, willDisplay: cell, forRowAt: ip) }
        return cell
    }

    /// Applies the table's state to a cell about to show row `ip`.
    func configureForDisplay(_ cell: UITableViewCell, _ ip: IndexPath) {
        cell.tableEditingStyle = tableDelegate?.tableView(self, editingStyleForRowAt: ip) ?? .delete
        cell.tableCanMove = dataSource?.tableView(self, canMoveRowAt: ip) ?? false
        cell.shouldIndentWhileEditing = tableDelegate?.tableView(self, shouldIndentWhileEditingRowAt: ip) ?? true
        let level = tableDelegate?.tableView(self, indentationLevelForRowAt: ip) ?? 0
        if level != cell.indentationLevel { cell.indentationLevel = level }
        let editable = dataSource?.tableView(self, canEditRowAt: ip) ?? true
        cell.setEditing(core.editing && editable, animated: false)
        cell.setSelected(core.selected.contains(ip), animated: false)
        cell.tableSeparatorInset = separatorInset
        cell.separatorView.backgroundColor = separatorColor
        if isGroupedStyle, cell.backgroundColor == .systemBackground { cell.backgroundColor = .secondarySystemGroupedBackground }
    }

    /// Makes sure the header or footer of section `s` is on screen when it has one;
    /// returns whether measuring it changed its height.
    func ensureSupplementary(section s: Int, footer: Bool, slot: Int) -> Bool {
        if (footer ? core.footers[s] : core.headers[s]) != nil { return false }
        let d = tableDelegate
        var view: UIView? = footer ? d?.tableView(self, viewForFooterInSection: s) : d?.tableView(self, viewForHeaderInSection: s)
        var forTitle = false
        if view == nil, core.model.height(slot) > 0 || !core.model.isMeasured(slot) {
            let title = footer ? dataSource?.tableView(self, titleForFooterInSection: s) : dataSource?.tableView(self, titleForHeaderInSection: s)
            if let title {
                let id = footer ? "UITableViewTitleFooter" : "UITableViewTitleHeader"
                let hf = dequeueHeaderFooter(id) ?? UITableViewHeaderFooterView(reuseIdentifier: id)
                hf.isGroupedStyle = isGroupedStyle
                hf.isFooter = footer
                hf.textLabel?.text = title
                hf.styleClassicLabel()
                if !isGroupedStyle, !footer { hf.backgroundColor = .systemBackground }
                view = hf
                forTitle = true
            }
        }
        guard let view else {
            // Nothing to show: the empty slot is final (not asked again at each layout).
            if core.model.height(slot) == 0, !core.model.isMeasured(slot) { core.model.setHeight(slot, 0, measured: true) }
            return false
        }
        if let hf = view as? UITableViewHeaderFooterView, !forTitle { hf.isGroupedStyle = isGroupedStyle; hf.isFooter = footer }
        if view.superview !== self { addSubview(view) }
        view.isHidden = false
        let entry = TableSupplementary(view: view, forTitle: forTitle)
        if footer { core.footers[s] = entry } else { core.headers[s] = entry }
        let changed = forTitle ? false : measureSupplementary(view, slot: slot)
        if footer { d?.tableView(self, willDisplayFooterView: view, forSection: s) } else { d?.tableView(self, willDisplayHeaderView: view, forSection: s) }
        return changed
    }

    /// Frames of the visible cells, headers (sticky in plain tables) and footers.
    func placeVisibleContent() {
        for (ip, cell) in core.cells {
            let rect = rowRect(ip)
            if cell.frame != rect { cell.frame = rect }
            let last = ip.row == core.model.rows(in: ip.section) - 1
            let separator = separatorStyle != .none && !(last && isGroupedStyle)
            if cell.showsSeparator != separator { cell.showsSeparator = separator }
            if cell.tableSeparatorInset != separatorInset { cell.tableSeparatorInset = separatorInset }
            if cell.separatorView.backgroundColor != separatorColor { cell.separatorView.backgroundColor = separatorColor }
            if style == .insetGrouped {
                let first = ip.row == 0
                var corners: CACornerMask = []
                if first { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
                if last { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
                let radius: CGFloat = corners.isEmpty ? 0 : 10
                if cell.layer.cornerRadius != radius { cell.layer.cornerRadius = radius }
                if cell.layer.maskedCorners != corners { cell.layer.maskedCorners = corners }
            }
        }
        for (s, h) in core.headers {
            var rect = slotRect(.header(s))
            if style == .plain {
                // Sticky: the header stays at the top of the visible area while its
                // section is there, pushed up by the end of the section.
                let top = bounds.minY + adjustedContentInset.top
                let sectionEnd = sectionRect(s).maxY - slotRect(.footer(s)).height
                rect.origin.y = min(max(rect.minY, top), sectionEnd - rect.height)
                if rect.minY < slotRect(.header(s)).minY { rect.origin.y = slotRect(.header(s)).minY }
            }
            if h.view.frame != rect { h.view.frame = rect }
        }
        for (s, f) in core.footers {
            let rect = slotRect(.footer(s))
            if f.view.frame != rect { f.view.frame = rect }
        }
    }

    // MARK: Geometry queries

    func slotRect(_ slot: TableLayoutModel.Slot) -> CGRect {
        let m = currentModel()
        guard let i = m.slotIndex(slot) else { return .zero }
        return CGRect(x: 0, y: CGFloat(m.minY(i)), width: bounds.width, height: CGFloat(m.height(i)))
    }

    func rowRect(_ ip: IndexPath) -> CGRect {
        var r = slotRect(.row(ip))
        if style == .insetGrouped, r != .zero { r = r.insetBy(dx: 20, dy: 0) }
        return r
    }

    func sectionRect(_ s: Int) -> CGRect {
        let m = currentModel()
        guard s >= 0, s < m.numberOfSections else { return .zero }
        let range = m.slotRange(section: s)
        let top = m.minY(range.lowerBound), bottom = m.minY(range.upperBound - 1) + m.height(range.upperBound - 1)
        return CGRect(x: 0, y: CGFloat(top), width: bounds.width, height: CGFloat(bottom - top))
    }

    func visibleCell(at ip: IndexPath) -> UITableViewCell? { core.cells[ip] }

    func visibleIndexPaths() -> [IndexPath]? {
        core.cells.keys.sorted()
    }

    func visibleCellsInOrder() -> [UITableViewCell] {
        core.cells.keys.sorted().compactMap { core.cells[$0] }
    }

    func rowIndexPath(at point: CGPoint) -> IndexPath? {
        let m = currentModel()
        guard point.y >= 0, point.x >= 0, point.x < bounds.width, let i = m.slotIndex(atY: Double(point.y)) else { return nil }
        guard case .row(let ip) = m.slot(at: i), Double(point.y) < m.minY(i) + m.height(i) else { return nil }
        return ip
    }

    func indexPathOfCell(_ cell: UITableViewCell) -> IndexPath? {
        core.cells.first { $0.value === cell }?.key
    }

    func rowIndexPaths(in rect: CGRect) -> [IndexPath]? {
        let m = currentModel()
        guard let first = m.slotIndex(atY: Double(rect.minY)), let last = m.slotIndex(atY: Double(rect.maxY)) else { return [] }
        return (first...last).compactMap {
            if case .row(let ip) = m.slot(at: $0), m.height($0) > 0 || rect.height == 0 { return ip }
            return nil
        }
    }

    func scrollToRowCore(_ ip: IndexPath, _ position: ScrollPosition, _ animated: Bool) {
        let m = currentModel()
        guard m.slotIndex(.row(ip)) != nil else {
            report("scrollToRow(at:at:animated:) with invalid index path \(TableUpdatePlan.describe(ip)): the table has \(m.numberOfSections) sections")
            return
        }
        let rect = rowRect(ip)
        let inset = adjustedContentInset
        let visibleHeight = bounds.height - inset.top - inset.bottom
        var y: CGFloat
        switch position {
        case .top: y = rect.minY - inset.top
        case .middle: y = rect.midY - inset.top - visibleHeight / 2
        case .bottom: y = rect.maxY - inset.top - visibleHeight
        case .none:
            let top = bounds.minY + inset.top, bottom = bounds.maxY - inset.bottom
            if rect.minY < top { y = rect.minY - inset.top } else if rect.maxY > bottom { y = rect.maxY - inset.top - visibleHeight } else { return }
        }
        let maxY = max(-inset.top, CGFloat(m.contentHeight) + inset.bottom - bounds.height)
        y = min(max(y, -inset.top), maxY)
        setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
    }

    func reconfigureRowsCore(_ ips: [IndexPath]) {
        for ip in ips {
            guard let cell = core.cells[ip], let slot = core.model.slotIndex(.row(ip)) else { continue }
            // The cell waits for its row's next dequeue, which returns it unchanged.
            core.cells[ip] = nil
            core.reconfiguring[ip] = cell
            core.model.setHeight(slot, core.model.height(slot), measured: false)
        }
        setNeedsLayout()
    }

    /// Puts cells still waiting to be reconfigured back on their rows (before a batch
    /// update renumbers the rows) or, with `toQueue`, sends them to their queue.
    func settleReconfiguringCells(toQueue: Bool) {
        guard !core.reconfiguring.isEmpty else { return }
        for (ip, cell) in core.reconfiguring {
            if toQueue {
                tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: ip)
                enqueue(cell)
            } else {
                core.cells[ip] = cell
            }
        }
        core.reconfiguring = [:]
    }
}
