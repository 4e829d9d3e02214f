import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor @Suite struct TableViewEditingTests {
    @Test func deleteByTouchingTheControlThenTheConfirmation() {
        let model = TableModel(rows: 5)
        let (window, table) = makeTable(model)
        defer { finish(window) }
        table.setEditing(true, animated: false)
        UIApplication.shared.runUntilIdle()
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        #expect(cell.isEditing && cell.editingControl != nil)
        // The red minus control at the leading edge of row 1.
        window.tap(at: CGPoint(x: 27, y: 44 + 22))
        #expect(cell.showingDeleteConfirmation)
        UIApplication.shared.advanceTime(by: 0.4)
        let button = cell.deleteConfirmationButton!
        window.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: window))
        #expect(model.log.contains("commit delete 1"))
        #expect(table.numberOfRows(inSection: 0) == 4 && model.rows[0] == ["0.0", "0.2", "0.3", "0.4"])
        UIApplication.shared.advanceTime(by: 0.4)
        #expect(table.visibleCells.map { $0.textLabel!.text! } == ["0.0", "0.2", "0.3", "0.4"])
    }

    @Test func reorderByDraggingTheGrip() {
        let model = TableModel(rows: 5)
        model.movable = true
        let (window, table) = makeTable(model)
        defer { finish(window) }
        table.setEditing(true, animated: false)
        UIApplication.shared.runUntilIdle()
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        #expect(cell.reorderControl != nil)
        // Drag the grip (trailing 38 points) of row 0 down by two and a half rows.
        let finger = window.touchDown(at: CGPoint(x: 320 - 19, y: 22))
        for i in 1...10 { finger.move(to: CGPoint(x: 320 - 19, y: 22 + CGFloat(i) * 10)) }
        finger.up()
        UIApplication.shared.advanceTime(by: 0.4)
        #expect(model.log.contains("move 0->2"))
        #expect(model.rows[0] == ["0.1", "0.2", "0.0", "0.3", "0.4"])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === cell && cell.frame.minY == 88)
    }

    @Test func swipeRevealsActionsAndATapRunsOne() {
        let model = TableModel(rows: 5)
        var ran: [String] = []
        model.trailingActions = { ip in
            let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in ran.append("delete \(ip.row)"); done(true) }
            let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, done in ran.append("flag \(ip.row)"); done(true) }
            return UISwipeActionsConfiguration(actions: [delete, flag])
        }
        let (window, table) = makeTable(model)
        defer { finish(window) }
        window.drag(from: CGPoint(x: 250, y: 66), to: CGPoint(x: 130, y: 66))
        UIApplication.shared.advanceTime(by: 0.4)
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        // Two 74-point buttons open: the content slid left by 148.
        #expect(cell.swipeOffset == 148 && cell.contentView.frame.minX == -148 && cell.configurationState.isSwiped)
        #expect(table.indexPathForSelectedRow == nil)
        // The first action is nearest the edge.
        window.tap(at: CGPoint(x: 320 - 37, y: 66))
        #expect(ran == ["delete 1"])
        UIApplication.shared.advanceTime(by: 0.4)
        #expect(cell.swipeOffset == 0 && table.core.swipe == nil)
    }

    @Test func tapElsewhereClosesSwipeActionsAndFullSwipeRunsTheFirst() {
        let model = TableModel(rows: 5)
        var ran = 0
        model.trailingActions = { _ in
            UISwipeActionsConfiguration(actions: [UIContextualAction(style: .normal, title: "Go") { _, _, done in ran += 1; done(true) }])
        }
        let (window, table) = makeTable(model)
        defer { finish(window) }
        window.drag(from: CGPoint(x: 250, y: 22), to: CGPoint(x: 150, y: 22))
        UIApplication.shared.advanceTime(by: 0.4)
        #expect(table.core.swipe != nil)
        window.tap(at: CGPoint(x: 100, y: 200))
        UIApplication.shared.advanceTime(by: 0.4)
        #expect(table.core.swipe == nil && table.indexPathForSelectedRow == nil && ran == 0)
        window.drag(from: CGPoint(x: 300, y: 22), to: CGPoint(x: 20, y: 22))
        #expect(ran == 1)
    }
}
