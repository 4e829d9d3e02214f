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
        rowCounts = counts.map { max(0, $0) }
        sectionStarts = []
        var heights: [Double] = []
        heights.reserveCapacity(rowCounts.reduce(0, +) + 2 * rowCounts.count)
        measured = []
        measured.reserveCapacity(heights.capacity)
        for (s, n) in rowCounts.enumerated() {
            sectionStarts.append(heights.count)
            let h = height(.header(s)); heights.append(h.0); measured.append(h.1)
            for r in 0..<n { let h = height(.row(IndexPath(row: r, section: s))); heights.append(h.0); measured.append(h.1) }
            let f = height(.footer(s)); heights.append(f.0); measured.append(f.1)
        }
        tree.rebuild(heights)
    }

    func slotIndex(_ slot: Slot) -> Int? {
        switch slot {
        case .header(let s): return s >= 0 && s < rowCounts.count ? sectionStarts[s] : nil
        case .footer(let s): return s >= 0 && s < rowCounts.count ? sectionStarts[s] + rowCounts[s] + 1 : nil
        case .row(let ip):
            guard ip.count == 2, ip.section >= 0, ip.section < rowCounts.count, ip.row >= 0, ip.row < rowCounts[ip.section] else { return nil }
            return sectionStarts[ip.section] + 1 + ip.row
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
