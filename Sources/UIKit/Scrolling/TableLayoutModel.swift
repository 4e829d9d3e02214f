import Foundation

/// The vertical geometry of a table: for each section a header slot, one slot per row and
/// a footer slot, in one `TableHeightTree`, after the table header view and before the
/// table footer view. Heights are estimates until a row is measured (`measured`).
struct TableLayoutModel {
    /// What a slot holds.
    enum Slot: Equatable { case header(Int), row(IndexPath), footer(Int) }

    private(set) var tree = TableHeightTree()
    /// The slot index of each section's header.
    private(set) var sectionStarts: [Int] = []
    /// The number of rows of each section.
    private(set) var rowCounts: [Int] = []
    /// Whether each slot's height was measured (not estimated).
    private(set) var measured: [Bool] = []
    /// The height of the table header view above the first section.
    var headerHeight: Double = 0
    /// The height of the table footer view below the last section.
    var footerHeight: Double = 0

    var numberOfSections: Int { rowCounts.count }
    var numberOfRows: Int { tree.count - 2 * rowCounts.count }
    /// The height of everything: header view, sections, footer view.
    var contentHeight: Double { headerHeight + tree.total + footerHeight }

    /// Rebuilds from counts and a height (and whether it is measured) for each slot (O(n)).
    mutating func rebuild(rowCounts counts: [Int], height: (Slot) -> (Double, Bool)) {
        rebuild(rowCounts: counts, supplementary: { s, footer in height(footer ? .footer(s) : .header(s)) },
                row: { s, r in height(.row(IndexPath(row: r, section: s))) })
    }

    /// Rebuilds from counts, a height for each header or footer (`supplementary(section,
    /// isFooter)`) and one for each row (`row(section, row)`): O(n) with no index path
    /// per row, for tables of 100,000 rows.
    mutating func rebuild(rowCounts counts: [Int], supplementary: (Int, Bool) -> (Double, Bool), row: (Int, Int) -> (Double, Bool)) {
        rowCounts = counts.map { max(0, $0) }
        sectionStarts = []
        var heights: [Double] = []
        heights.reserveCapacity(rowCounts.reduce(0, +) + 2 * rowCounts.count)
        measured = []
        measured.reserveCapacity(heights.capacity)
        for s in rowCounts.indices {
            sectionStarts.append(heights.count)
            let h = supplementary(s, false); heights.append(h.0); measured.append(h.1)
            for r in 0..<rowCounts[s] { let h = row(s, r); heights.append(h.0); measured.append(h.1) }
            let f = supplementary(s, true); heights.append(f.0); measured.append(f.1)
        }
        tree.rebuild(heights)
    }

    /// The slot index of row `row` of section `section`, nil outside the table.
    func rowSlotIndex(section: Int, row: Int) -> Int? {
        guard section >= 0, section < rowCounts.count, row >= 0, row < rowCounts[section] else { return nil }
        return sectionStarts[section] + 1 + row
    }

    func slotIndex(_ slot: Slot) -> Int? {
        switch slot {
        case .header(let s): return s >= 0 && s < rowCounts.count ? sectionStarts[s] : nil
        case .footer(let s): return s >= 0 && s < rowCounts.count ? sectionStarts[s] + rowCounts[s] + 1 : nil
        case .row(let ip):
            guard ip.count == 2 else { return nil }
            return rowSlotIndex(section: ip.section, row: ip.row)
        }
    }

    /// What slot `index` holds (O(log sections)).
    func slot(at index: Int) -> Slot {
        var lo = 0, hi = sectionStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if sectionStarts[mid] <= index { lo = mid } else { hi = mid - 1 }
        }
        let local = index - sectionStarts[lo]
        if local == 0 { return .header(lo) }
        if local == rowCounts[lo] + 1 { return .footer(lo) }
        return .row(IndexPath(row: local - 1, section: lo))
    }

    /// The top of slot `index` in content coordinates.
    func minY(_ index: Int) -> Double { headerHeight + tree.prefix(index) }
    func height(_ index: Int) -> Double { tree.heights[index] }
    func isMeasured(_ index: Int) -> Bool { measured[index] }

    /// The slot containing content offset `y` (nil when there are no slots).
    func slotIndex(atY y: Double) -> Int? {
        guard tree.count > 0 else { return nil }
        return tree.index(containing: y - headerHeight)
    }

    /// Sets a slot's height (O(log n)); `measured` records it as real.
    mutating func setHeight(_ index: Int, _ height: Double, measured isMeasured: Bool) {
        tree.set(index, height)
        measured[index] = isMeasured
    }

    /// The first slot of section `s` and one past its last.
    func slotRange(section s: Int) -> Range<Int> { sectionStarts[s]..<(sectionStarts[s] + rowCounts[s] + 2) }

    /// The number of rows in section `s`.
    func rows(in s: Int) -> Int { s >= 0 && s < rowCounts.count ? rowCounts[s] : 0 }
}
