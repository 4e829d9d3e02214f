import Foundation

// Heights of rows, headers and footers: estimates for the layout model, exact values from
// the delegate or `rowHeight`, measured values from self-sizing cells and header views.

extension UITableView {
    /// The standard metrics: 44-point rows (UIKit's default cell height), 28-point plain
    /// title headers, 38-point grouped title headers and 18-point grouped spacing.
    static let defaultRowHeight: CGFloat = 44
    static let plainTitleHeaderHeight: CGFloat = 28
    static let groupedTitleHeaderHeight: CGFloat = 38
    static let groupedSpacing: CGFloat = 18

    var isGroupedStyle: Bool { style != .plain }

    /// Probes which height questions the delegate answers (the protocol extension returns
    /// `unansweredHeight`), asking about the first row and section only.
    func probeDelegate(counts: [Int]) {
        guard let d = tableDelegate else {
            core.delegateRowHeights = false; core.delegateEstimatedRowHeights = false
            core.delegateHeaderHeights = false; core.delegateFooterHeights = false
            return
        }
        if let s = counts.firstIndex(where: { $0 > 0 }) {
            let ip = IndexPath(row: 0, section: s)
            core.delegateRowHeights = d.tableView(self, heightForRowAt: ip) != UITableView.unansweredHeight
            core.delegateEstimatedRowHeights = d.tableView(self, estimatedHeightForRowAt: ip) != UITableView.unansweredHeight
        } else {
            core.delegateRowHeights = false
            core.delegateEstimatedRowHeights = false
        }
        core.delegateHeaderHeights = !counts.isEmpty && d.tableView(self, heightForHeaderInSection: 0) != UITableView.unansweredHeight
        core.delegateFooterHeights = !counts.isEmpty && d.tableView(self, heightForFooterInSection: 0) != UITableView.unansweredHeight
    }

    /// The exact height of a row when it is known without a cell (delegate or `rowHeight`).
    func exactRowHeight(_ ip: IndexPath) -> CGFloat? {
        if core.delegateRowHeights, let d = tableDelegate {
            let h = d.tableView(self, heightForRowAt: ip)
            if h >= 0, h.isFinite { return h }
            if h != UITableView.automaticDimension {
                report("tableView(_:heightForRowAt:) returned \(h) for \(TableUpdatePlan.describe(ip)); using the automatic height")
            }
        }
        return rowHeight >= 0 ? rowHeight : nil
    }

    /// The height a row starts with in the model and whether it is final.
    func initialRowHeight(_ ip: IndexPath) -> (Double, Bool) {
        if core.delegateEstimatedRowHeights, let d = tableDelegate {
            let h = d.tableView(self, estimatedHeightForRowAt: ip)
            if h > 0, h.isFinite { return (Double(h), false) }
        }
        if estimatedRowHeight == 0 || (!core.delegateRowHeights && rowHeight >= 0) {
            if let h = exactRowHeight(ip) { return (Double(h), true) }
        }
        if estimatedRowHeight > 0 { return (Double(estimatedRowHeight), false) }
        // An automatic estimate: the fixed row height when there is one, else 44.
        return (Double(rowHeight >= 0 ? rowHeight : UITableView.defaultRowHeight), false)
    }

    /// The height of a section header or footer (measured = final).
    func supplementaryHeight(section s: Int, footer: Bool) -> (Double, Bool) {
        let d = tableDelegate
        let answered = footer ? core.delegateFooterHeights : core.delegateHeaderHeights
        if answered, let d {
            let h = footer ? d.tableView(self, heightForFooterInSection: s) : d.tableView(self, heightForHeaderInSection: s)
            if h >= 0, h.isFinite { return (Double(h), true) }
        }
        let fixed = footer ? sectionFooterHeight : sectionHeaderHeight
        let title = footer ? dataSource?.tableView(self, titleForFooterInSection: s) : dataSource?.tableView(self, titleForHeaderInSection: s)
        if title != nil {
            if fixed >= 0 { return (Double(fixed), true) }
            let padding = footer || style == .plain ? 0 : sectionHeaderTopPadding
            return (Double((isGroupedStyle ? UITableView.groupedTitleHeaderHeight : UITableView.plainTitleHeaderHeight) + padding), true)
        }
        if isGroupedStyle { return (Double(fixed >= 0 ? fixed : UITableView.groupedSpacing), false) }
        let estimate = footer ? estimatedSectionFooterHeight : estimatedSectionHeaderHeight
        // A plain section shows a header only when the delegate gives a view: measured on display.
        return (Double(fixed >= 0 && estimate > 0 ? estimate : 0), false)
    }

    /// Rebuilds the layout model from the data source (O(rows)).
    func rebuildModel() {
        core.needsReload = false
        core.measuredWidth = bounds.width
        var counts: [Int] = []
        if let dataSource {
            let sections = dataSource.numberOfSections(in: self)
            if sections < 0 { report("numberOfSections(in:) returned \(sections); using 0") }
            for s in 0..<max(0, sections) {
                let n = dataSource.tableView(self, numberOfRowsInSection: s)
                if n < 0 { report("tableView(_:numberOfRowsInSection:) returned \(n) for section \(s); using 0") }
                counts.append(max(0, n))
            }
        }
        probeDelegate(counts: counts)
        core.model.headerHeight = Double(tableHeaderView?.frame.height ?? 0)
        core.model.footerHeight = Double(tableFooterView?.frame.height ?? 0)
        core.model.rebuild(rowCounts: counts) { slot in
            switch slot {
            case .row(let ip): return self.initialRowHeight(ip)
            case .header(let s): return self.supplementaryHeight(section: s, footer: false)
            case .footer(let s): return self.supplementaryHeight(section: s, footer: true)
            }
        }
    }

    /// The width a cell is laid out at (inset grouped tables inset their cells).
    var cellWidth: CGFloat { style == .insetGrouped ? max(0, bounds.width - 40) : bounds.width }

    /// Measures a row that is on screen and not measured yet; returns whether its height changed.
    func measureRow(_ ip: IndexPath, slot: Int, cell: UITableViewCell) -> Bool {
        guard !core.model.isMeasured(slot) else { return false }
        let h: CGFloat
        if let exact = exactRowHeight(ip) {
            h = exact
        } else {
            cell.frame.size.width = cellWidth
            h = max(0, cell.fittingHeight(width: cellWidth).rounded(.up))
        }
        let old = core.model.height(slot)
        core.model.setHeight(slot, Double(h), measured: true)
        return old != Double(h)
    }

    /// Measures a header or footer view on display; returns whether the height changed.
    func measureSupplementary(_ view: UIView, slot: Int) -> Bool {
        guard !core.model.isMeasured(slot) else { return false }
        func constrained(_ v: UIView) -> Bool { !v.constraints.isEmpty || v.subviews.contains { !$0.translatesAutoresizingMaskIntoConstraints } }
        let usesConstraints = (view as? UITableViewHeaderFooterView).map { constrained($0.contentView) } ?? constrained(view)
        let h: CGFloat
        if usesConstraints {
            let measured = (view as? UITableViewHeaderFooterView)?.contentView ?? view
            h = measured.systemLayoutSizeFitting(CGSize(width: bounds.width, height: UIView.layoutFittingCompressedSize.height),
                                            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel).height
        } else {
            h = view.sizeThatFits(CGSize(width: bounds.width, height: 0)).height
        }
        let old = core.model.height(slot)
        core.model.setHeight(slot, Double(max(0, h)), measured: true)
        return old != Double(max(0, h))
    }
}
