import Foundation
import Testing
@testable import UIKit

@Suite struct TableViewHeightTreeTests {
    @Test func prefixSumsAndLookups() {
        var tree = TableHeightTree([10, 20, 0, 30, 40])
        #expect(tree.total == 100 && tree.prefix(2) == 30 && tree.prefix(3) == 30)
        #expect(tree.index(containing: 0) == 0 && tree.index(containing: 9.9) == 0)
        #expect(tree.index(containing: 10) == 1 && tree.index(containing: 30) == 3)
        #expect(tree.index(containing: 1e9) == 4 && tree.index(containing: -5) == 0)
        tree.set(2, 5)
        #expect(tree.total == 105 && tree.index(containing: 30) == 2 && tree.prefix(4) == 65)
    }

    @Test func millionRowsMatchALinearScan() {
        var heights = (0..<1_000_000).map { Double(20 + $0 % 37) }
        var tree = TableHeightTree(heights)
        for i in stride(from: 3, to: heights.count, by: 99_991) { heights[i] = 100; tree.set(i, 100) }
        var running = 0.0
        var checked = 0
        for i in heights.indices {
            if i % 50_021 == 0 {
                #expect(tree.prefix(i) == running)
                #expect(tree.index(containing: running + 0.5) == i)
                checked += 1
            }
            running += heights[i]
        }
        #expect(tree.total == running && checked == 20)
    }

    @Test func layoutModelSlots() {
        var model = TableLayoutModel()
        model.headerHeight = 50
        model.rebuild(rowCounts: [2, 0, 3]) { slot in
            switch slot {
            case .header: return (10, true)
            case .footer: return (5, true)
            case .row: return (44, false)
            }
        }
        #expect(model.numberOfRows == 5 && model.numberOfSections == 3)
        #expect(model.contentHeight == 50 + 3 * 15 + 5 * 44)
        let row = model.slotIndex(.row(IndexPath(row: 1, section: 2)))!
        #expect(model.slot(at: row) == .row(IndexPath(row: 1, section: 2)))
        #expect(model.minY(row) == 50 + 15 + 88 + 15 + 10 + 44)
        #expect(model.slotIndex(atY: model.minY(row) + 1) == row)
        #expect(model.slot(at: model.slotIndex(.footer(1))!) == .footer(1))
        #expect(model.slotIndex(.row(IndexPath(row: 0, section: 1))) == nil)
        model.setHeight(row, 100, measured: true)
        #expect(model.isMeasured(row) && model.contentHeight == 50 + 45 + 4 * 44 + 100)
    }
}
