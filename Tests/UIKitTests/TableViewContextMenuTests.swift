import Foundation
import Testing
import UIKit
import UIKitTesting

/// A table delegate offering a context menu with a "Delete" action on every row but
/// `refused`, recording each context-menu callback in order.
@MainActor
final class TableMenuDelegate: NSObject, UITableViewDelegate {
    var log: [String] = []
    var refused: Int?
    var highlightPreview: UIView?
    /// The title of the controller the configuration previews (nil: no preview provider).
    var previewTitle: String?
    /// The table's data source (tables hold theirs weakly).
    var dataSource: AnyObject?

    func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
        log.append("configuration \(indexPath.row) at (\(Int(point.x)), \(Int(point.y)))")
        guard indexPath.row != refused else { return nil }
        var provider: UIContextMenuContentPreviewProvider?
        if let title = previewTitle { provider = { titled(title) } }
        return UIContextMenuConfiguration(identifier: "row \(indexPath.row)" as NSString, previewProvider: provider) { _ in
            UIMenu(children: [UIAction(title: "Delete", attributes: .destructive) { _ in self.log.append("delete \(indexPath.row)") }])
        }
    }
    func tableView(_ tableView: UITableView, previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        log.append("highlight preview")
        return highlightPreview.map { UITargetedPreview(view: $0) }
    }
    func tableView(_ tableView: UITableView, previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        log.append("dismissal preview")
        return nil
    }
    func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?) {
        log.append("willDisplay \(configuration.identifier)")
    }
    func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?) {
        log.append("willEnd \(configuration.identifier)")
    }
    func tableView(_ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                   animator: UIContextMenuInteractionCommitAnimating) {
        log.append("willPerformPreviewAction \(animator.previewViewController?.title ?? "none")")
        animator.addCompletion { self.log.append("committed") }
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("didSelect \(indexPath.row)") }
}

/// The outline drawn around the previewed view while a context menu shows.
@MainActor
var contextMenuHighlight: ContextMenuHighlightView? {
    MenuSession.active?.overlay.subviews.first { $0 is ContextMenuHighlightView } as? ContextMenuHighlightView
}

/// UITableView context menus: the delegate's `contextMenuConfigurationForRowAt` answers a
/// right click or long press on a row through the event path; the callbacks run in
/// UIKit's order and the chosen action runs.
@MainActor @Suite(.serialized) struct TableViewContextMenuTests {
    func makeMenuTable(rows: Int = 5) -> (UIWindow, UITableView, TableModel, TableMenuDelegate) {
        MenuSession.active?.dismiss()
        let model = TableModel(rows: rows)
        let (window, table) = makeTable(model)
        let delegate = TableMenuDelegate()
        delegate.dataSource = model
        table.delegate = delegate
        UIApplication.shared.runUntilIdle()
        return (window, table, model, delegate)
    }

    func center(_ table: UITableView, row: Int) -> CGPoint {
        centerInWindow(table.cellForRow(at: IndexPath(row: row, section: 0))!)
    }

    @Test func aRightClickOnARowShowsItsMenuAndChoosingAnActionRunsItAfterTheCallbacks() {
        let (window, table, _, delegate) = makeMenuTable()
        defer { MenuSession.active?.dismiss(); window.isHidden = true }
        let cell = table.cellForRow(at: IndexPath(row: 2, section: 0))!
        let point = center(table, row: 2)
        window.secondaryClick(at: point)
        // The point is in the table's coordinates (no scrolling here: the window's).
        #expect(delegate.log == ["configuration 2 at (\(Int(point.x)), \(Int(point.y)))", "highlight preview", "willDisplay row 2"])
        #expect(openPanels.count == 1 && rowTitles(openPanels[0]) == ["Delete"])
        #expect(table.indexPathForSelectedRow == nil, "a right click does not select the row")
        let outline = contextMenuHighlight
        #expect(outline?.frame == cell.convert(cell.bounds, to: nil).insetBy(dx: -1, dy: -1), "the row is outlined while its menu shows")

        window.tap(at: rowCenter("Delete"))
        #expect(openPanels.isEmpty && contextMenuHighlight == nil)
        #expect(delegate.log.suffix(3) == ["dismissal preview", "willEnd row 2", "delete 2"],
                "the menu ends (dismissal preview, willEnd) before the action's handler runs")
        #expect(!delegate.log.contains { $0.hasPrefix("willPerformPreviewAction") }, "no preview is shown, so none is committed")
    }

    @Test func theDelegatesHighlightPreviewIsWhatIsOutlined() {
        let (window, table, _, delegate) = makeMenuTable()
        defer { MenuSession.active?.dismiss(); window.isHidden = true }
        let label = table.cellForRow(at: IndexPath(row: 1, section: 0))!.textLabel!
        delegate.highlightPreview = label
        window.secondaryClick(at: center(table, row: 1))
        #expect(contextMenuHighlight?.frame == label.convert(label.bounds, to: nil).insetBy(dx: -1, dy: -1))
        window.press(UIKeyCommand.inputEscape)
        UIApplication.shared.runUntilIdle()
        #expect(openPanels.isEmpty && delegate.log.last == "willEnd row 1")
    }

    @Test func aLongPressOpensTheMenuAndDoesNotSelectTheRow() {
        let (window, table, _, delegate) = makeMenuTable()
        defer { MenuSession.active?.dismiss(); window.isHidden = true }
        let finger = window.touchDown(at: center(table, row: 3))
        UIApplication.shared.advanceTime(by: 0.6)  // UILongPressGestureRecognizer's 0.5 s
        finger.up()
        UIApplication.shared.runUntilIdle()
        #expect(openPanels.count == 1 && delegate.log.contains("willDisplay row 3"))
        #expect(table.indexPathForSelectedRow == nil && !delegate.log.contains("didSelect 3"))
        window.tap(at: rowCenter("Delete"))
        #expect(delegate.log.last == "delete 3")
    }

    @Test func aLongPressShowsTheRowsPreviewAndATapOnItCommitsIt() throws {
        let (window, table, _, delegate) = makeMenuTable()
        defer { MenuSession.active?.dismiss(); window.isHidden = true }
        delegate.previewTitle = "Row details"
        let finger = window.touchDown(at: center(table, row: 1))
        UIApplication.shared.advanceTime(by: 0.6)
        finger.up()
        UIApplication.shared.runUntilIdle()
        let interaction = try #require(table.interactions.compactMap { $0 as? UIContextMenuInteraction }.first)
        let preview = try #require(interaction.previewView)
        #expect(interaction.menuAppearance == .rich && preview.controller.title == "Row details")
        window.tap(at: centerInWindow(preview))
        #expect(delegate.log.suffix(4) == ["willPerformPreviewAction Row details", "dismissal preview", "willEnd row 1", "committed"])
        #expect(openPanels.isEmpty && table.indexPathForSelectedRow == nil)
    }

    @Test func aRowWithoutAMenuKeepsItsLongPressAndSelectsAsUsual() {
        let (window, table, _, delegate) = makeMenuTable()
        defer { MenuSession.active?.dismiss(); window.isHidden = true }
        delegate.refused = 1
        let point = center(table, row: 1)
        window.secondaryClick(at: point)
        #expect(openPanels.isEmpty && delegate.log == ["configuration 1 at (\(Int(point.x)), \(Int(point.y)))"])
        let finger = window.touchDown(at: center(table, row: 1))
        UIApplication.shared.advanceTime(by: 0.6)
        finger.up()
        UIApplication.shared.runUntilIdle()
        #expect(openPanels.isEmpty, "nil from the delegate: no interaction begins")
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0) && delegate.log.last == "didSelect 1",
                "the long press did not take the touch from the table")
    }

    @Test func aRightClickBelowTheLastRowAsksNothing() {
        let (window, _, _, delegate) = makeMenuTable(rows: 2)
        defer { MenuSession.active?.dismiss(); window.isHidden = true }
        window.secondaryClick(at: CGPoint(x: 160, y: 400))
        #expect(delegate.log.isEmpty && openPanels.isEmpty)
    }

    @Test func aScrolledTableGivesThePointInItsOwnCoordinates() {
        let (window, table, _, delegate) = makeMenuTable(rows: 40)
        defer { MenuSession.active?.dismiss(); window.isHidden = true }
        table.rowHeight = 44
        UIApplication.shared.runUntilIdle()
        table.contentOffset = CGPoint(x: 0, y: 440)
        UIApplication.shared.runUntilIdle()
        window.secondaryClick(at: CGPoint(x: 100, y: 22))
        // Row 10 starts at 440 (44-point rows); the window's y 22 is the table's 462.
        #expect(delegate.log.first == "configuration 10 at (100, 462)")
        #expect(openPanels.count == 1)
    }
}
