import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor @Suite struct TableViewUpdateTests {
    @Test func planMatchesUIKitRules() {
        var batch = TableUpdateBatch()
        batch.deletedRows[IndexPath(row: 1, section: 0)] = .fade
        batch.insertedRows[IndexPath(row: 0, section: 0)] = .top
        batch.movedRows.append((IndexPath(row: 3, section: 0), IndexPath(row: 1, section: 0)))
        let plan = try! TableUpdatePlan.make(batch, old: [4], new: [4]).get()
        #expect(plan.rows[0] == [.inserted(.top), .old(IndexPath(row: 3, section: 0)), .old(IndexPath(row: 0, section: 0)), .old(IndexPath(row: 2, section: 0))])
        #expect(plan.removed == [IndexPath(row: 1, section: 0): .fade])
    }

    @Test func invalidCountsGiveUIKitsMessage() {
        var batch = TableUpdateBatch()
        batch.insertedRows[IndexPath(row: 0, section: 0)] = .fade
        guard case .failure(let error) = TableUpdatePlan.make(batch, old: [5], new: [5]) else { Issue.record("accepted"); return }
        // UIKit's NSInternalInconsistencyException reason for this batch.
        #expect(error.message == "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (5) must be equal to the number of rows contained in that section before the update (5), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).")
        var sections = TableUpdateBatch()
        sections.deletedSections[0] = .fade
        guard case .failure(let e2) = TableUpdatePlan.make(sections, old: [1, 1], new: [1, 1]) else { Issue.record("accepted"); return }
        #expect(e2.message == "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (2) must be equal to the number of sections contained in the table view before the update (2), plus or minus the number of sections inserted or deleted (0 inserted, 1 deleted).")
        var bad = TableUpdateBatch()
        bad.deletedRows[IndexPath(row: 7, section: 0)] = .fade
        guard case .failure(let e3) = TableUpdatePlan.make(bad, old: [3], new: [2]) else { Issue.record("accepted"); return }
        #expect(e3.message == "attempt to delete row 7 from section 0 which only contains 3 rows before the update")
    }

    @Test func invalidBatchIsLoggedAndTheTableStaysConsistent() {
        let model = TableModel(rows: 5)
        let (window, table) = makeTable(model)
        defer { finish(window) }
        var finished: Bool?
        table.performBatchUpdates({
            model.rows[0].append("new")
            model.rows[0].append("another")
            table.insertRows(at: [IndexPath(row: 5, section: 0)], with: .fade)
        }, completion: { finished = $0 })
        UIApplication.shared.advanceTime(by: 0.5)
        #expect(table.core.diagnostics.last?.contains("Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (7)") == true)
        #expect(table.numberOfRows(inSection: 0) == 7 && table.visibleCells.count == 7 && finished == false)
        #expect(table.cellForRow(at: IndexPath(row: 6, section: 0))?.textLabel?.text == "another")
    }

    @Test func insertFadesInAndPushesRowsDownOnTheMediaClock() {
        let model = TableModel(rows: 5)
        let (window, table) = makeTable(model)
        defer { finish(window) }
        let old2 = table.cellForRow(at: IndexPath(row: 2, section: 0))!
        var completed = false
        table.performBatchUpdates({
            model.rows[0].insert("inserted", at: 1)
            table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
        }, completion: { completed = $0 })
        let inserted = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        #expect(inserted.textLabel?.text == "inserted" && table.cellForRow(at: IndexPath(row: 3, section: 0)) === old2)
        // Model values are final at once; the presentation moves over 0.3 s.
        #expect(old2.frame.minY == 132 && inserted.alpha == 1)
        UIApplication.shared.advanceTime(by: 0.15)
        let midY = old2.layer.presentation()!.frame.minY
        let midAlpha = inserted.layer.presentation()!.opacity
        #expect(midY > 88 && midY < 132 && midAlpha > 0.1 && midAlpha < 0.9)
        UIApplication.shared.advanceTime(by: 0.2)
        #expect(old2.layer.presentation()!.frame.minY == 132 && completed)
    }

    @Test func deleteSlidesOutLeftAndCellReturnsToTheQueue() {
        let model = TableModel(rows: 5)
        let (window, table) = makeTable(model)
        defer { finish(window) }
        let doomed = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        let next = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        model.rows[0].remove(at: 0)
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .left)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === next && next.frame.minY == 0)
        #expect(doomed.frame.minX == -320 && !doomed.isHidden)
        UIApplication.shared.advanceTime(by: 0.15)
        let x = doomed.layer.presentation()!.frame.minX
        #expect(x < -50 && x > -270)
        UIApplication.shared.advanceTime(by: 0.2)
        #expect(doomed.isHidden && table.core.reusableCells["cell"]?.contains { $0 === doomed } == true)
        #expect(table.visibleCells.count == 4)
    }

    @Test func moveReloadAndSectionUpdates() {
        let model = TableModel(sections: 2, rows: 3)
        let (window, table) = makeTable(model)
        defer { finish(window) }
        let moved = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        table.beginUpdates()
        let item = model.rows[0].remove(at: 0)
        model.rows[1].insert(item, at: 2)
        table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 1))
        table.endUpdates()
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 1)) === moved && table.numberOfRows(inSection: 0) == 2)
        UIApplication.shared.advanceTime(by: 0.4)
        model.rows[0][0] = "reloaded"
        table.reloadRows(at: [IndexPath(row: 0, section: 0)], with: .none)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "reloaded")
        model.rows.insert(["x", "y"], at: 0)
        table.insertSections(IndexSet(integer: 0), with: .top)
        #expect(table.numberOfSections == 3 && table.cellForRow(at: IndexPath(row: 2, section: 2)) === moved)
        model.rows.remove(at: 1)
        table.deleteSections(IndexSet(integer: 1), with: .bottom)
        UIApplication.shared.advanceTime(by: 0.4)
        #expect(table.numberOfSections == 2 && table.cellForRow(at: IndexPath(row: 2, section: 1)) === moved)
        #expect(table.visibleCells.map { $0.textLabel!.text! } == ["x", "y", "1.0", "1.1", "0.0", "1.2"])
    }

    @Test func everyRowAnimationStartsWhereUIKitsDoes() {
        let model = TableModel(rows: 3)
        let (window, table) = makeTable(model)
        defer { finish(window) }
        for animation in [UITableView.RowAnimation.right, .left, .top, .bottom, .fade, .middle, .automatic, .none] {
            model.rows[0].insert("new", at: 0)
            table.insertRows(at: [IndexPath(row: 0, section: 0)], with: animation)
            let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))!
            UIApplication.shared.advanceTime(by: 0.001)
            let p = cell.layer.presentation() ?? cell.layer
            switch animation {
            case .right: #expect(p.frame.minX > 300)
            case .left: #expect(p.frame.minX < -300)
            case .top: #expect(p.frame.minY < -40)
            case .bottom: #expect(p.frame.minY > 40)
            case .none: #expect(p.frame.minY == 0 && p.opacity == 1)
            default: #expect(p.opacity < 0.05)
            }
            UIApplication.shared.advanceTime(by: 0.4)
            #expect((cell.layer.presentation() ?? cell.layer).frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        }
    }
}
