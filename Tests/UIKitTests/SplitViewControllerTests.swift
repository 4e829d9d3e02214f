import Foundation
import Testing
import UIKit
import UIKitTesting

/// Records what a split view controller tells its delegate.
@MainActor
final class SplitDelegateRecorder: UISplitViewControllerDelegate {
    var events: [String] = []
    var topColumn: UISplitViewController.Column?
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
        events.append("willChangeTo:\(displayMode.rawValue)")
    }
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) { events.append("willShow:\(column)") }
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) { events.append("willHide:\(column)") }
    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
        events.append("topColumn(proposed:\(proposedTopColumn))")
        return topColumn ?? proposedTopColumn
    }
    func splitViewController(_ svc: UISplitViewController,
                             displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode) -> UISplitViewController.DisplayMode {
        events.append("expandingTo(proposed:\(proposedDisplayMode.rawValue))")
        return proposedDisplayMode
    }
    func splitViewControllerDidCollapse(_ svc: UISplitViewController) { events.append("didCollapse") }
    func splitViewControllerDidExpand(_ svc: UISplitViewController) { events.append("didExpand") }
}

/// A primary list: a table whose row selection shows a detail controller with `show(_:sender:)`.
@MainActor
final class SplitListController: UITableViewController {
    let rows = ["Alpha", "Beta", "Gamma"]
    var shown: [UIViewController] = []
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let detail = titled(rows[indexPath.row])
        shown.append(detail)
        show(detail, sender: self)
    }
}

/// A shown window of `size` whose root is `split`, laid out and appeared.
@MainActor
func makeSplitScene(_ split: UISplitViewController, size: CGSize = CGSize(width: 1280, height: 800)) -> UIWindow {
    UIApplication.shared.resetEventState()
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.rootViewController = split
    window.makeKeyAndVisible()
    UIApplication.shared.runUntilIdle()
    return window
}

/// Split view controllers: column frames per display mode, collapsing in a compact-width
/// window and expanding again, `show(_:sender:)`/`showDetailViewController` routing.
@MainActor @Suite(.serialized) struct SplitViewControllerTests {
    @Test func doubleColumnFramesAtEachDisplayMode() throws {
        let split = UISplitViewController(style: .doubleColumn)
        let recorder = SplitDelegateRecorder()
        split.delegate = recorder
        split.setViewController(titled("List"), for: .primary)
        split.setViewController(titled("Detail"), for: .secondary)
        let window = makeSplitScene(split)
        defer { window.isHidden = true }
        let primary = try #require(split.viewController(for: .primary)?.navigationController)
        let secondary = try #require(split.viewController(for: .secondary)?.navigationController)
        #expect(split.viewControllers.count == 2 && split.viewControllers[0] === primary)
        // 1280 x 800 is wider than tall: the automatic behavior tiles, one column beside
        // the secondary; the primary is 320 points wide (UIKit's default sidebar width).
        #expect(split.splitBehavior == .tile && split.displayMode == .oneBesideSecondary && !split.isCollapsed)
        #expect(primary.view.frame == CGRect(x: 0, y: 0, width: 320, height: 800))
        #expect(secondary.view.frame == CGRect(x: 320, y: 0, width: 960, height: 800))
        #expect(split.primaryColumnWidth == 320)

        split.preferredDisplayMode = .secondaryOnly
        UIApplication.shared.runUntilIdle()
        #expect(split.displayMode == .secondaryOnly)
        #expect(secondary.view.frame == CGRect(x: 0, y: 0, width: 1280, height: 800))
        #expect(primary.view.superview == nil, "a hidden column leaves the view")

        split.preferredDisplayMode = .oneOverSecondary
        UIApplication.shared.runUntilIdle()
        #expect(primary.view.frame == CGRect(x: 0, y: 0, width: 320, height: 800))
        #expect(secondary.view.frame == CGRect(x: 0, y: 0, width: 1280, height: 800))
        #expect(split.view.subviews.last === primary.view, "the primary lies over the secondary")

        // Two-sidebar modes do not exist in two columns: the one-sidebar mode is used.
        split.preferredDisplayMode = .twoBesideSecondary
        UIApplication.shared.runUntilIdle()
        #expect(split.displayMode == .oneBesideSecondary)

        split.preferredPrimaryColumnWidthFraction = 0.3
        UIApplication.shared.runUntilIdle()
        #expect(primary.view.frame.width == 384 && secondary.view.frame == CGRect(x: 384, y: 0, width: 896, height: 800))
        split.maximumPrimaryColumnWidth = 350
        split.preferredPrimaryColumnWidth = 400
        UIApplication.shared.runUntilIdle()
        #expect(split.primaryColumnWidth == 350, "the preferred width is clamped to the maximum")
        #expect(recorder.events.contains("willHide:primary") && recorder.events.contains("willShow:primary"))
    }

    @Test func tripleColumnFramesAtEachDisplayMode() throws {
        let split = UISplitViewController(style: .tripleColumn)
        split.setViewController(titled("Sidebar"), for: .primary)
        split.setViewController(titled("List"), for: .supplementary)
        split.setViewController(titled("Detail"), for: .secondary)
        let window = makeSplitScene(split)
        defer { window.isHidden = true }
        let p = try #require(split.viewController(for: .primary)?.navigationController?.view)
        let s = try #require(split.viewController(for: .supplementary)?.navigationController?.view)
        let d = try #require(split.viewController(for: .secondary)?.navigationController?.view)
        func frames() -> [CGRect?] { [p.superview == nil ? nil : p.frame, s.superview == nil ? nil : s.frame, d.frame] }
        #expect(split.displayMode == .twoBesideSecondary)
        #expect(frames() == [CGRect(x: 0, y: 0, width: 320, height: 800), CGRect(x: 320, y: 0, width: 320, height: 800),
                             CGRect(x: 640, y: 0, width: 640, height: 800)])
        let expected: [(UISplitViewController.DisplayMode, [CGRect?])] = [
            (.oneBesideSecondary, [nil, CGRect(x: 0, y: 0, width: 320, height: 800), CGRect(x: 320, y: 0, width: 960, height: 800)]),
            (.oneOverSecondary, [nil, CGRect(x: 0, y: 0, width: 320, height: 800), CGRect(x: 0, y: 0, width: 1280, height: 800)]),
            (.twoOverSecondary, [CGRect(x: 0, y: 0, width: 320, height: 800), CGRect(x: 320, y: 0, width: 320, height: 800),
                                 CGRect(x: 0, y: 0, width: 1280, height: 800)]),
            // Displaced: the secondary keeps its one-beside width and is pushed off the trailing edge.
            (.twoDisplaceSecondary, [CGRect(x: 0, y: 0, width: 320, height: 800), CGRect(x: 320, y: 0, width: 320, height: 800),
                                     CGRect(x: 640, y: 0, width: 960, height: 800)]),
            (.secondaryOnly, [nil, nil, CGRect(x: 0, y: 0, width: 1280, height: 800)]),
        ]
        for (mode, rects) in expected {
            split.preferredDisplayMode = mode
            UIApplication.shared.runUntilIdle()
            #expect(split.displayMode == mode)
            #expect(frames() == rects, "\(mode)")
        }
    }

    @Test func showAndHideColumnsSlideAndTellTheDelegate() throws {
        let split = UISplitViewController(style: .doubleColumn)
        let recorder = SplitDelegateRecorder()
        split.delegate = recorder
        split.preferredSplitBehavior = .overlay
        split.setViewController(titled("List"), for: .primary)
        let detail = titled("Detail")
        detail.navigationItem.leftBarButtonItem = split.displayModeButtonItem
        split.setViewController(detail, for: .secondary)
        let window = makeSplitScene(split)
        defer { window.isHidden = true }
        let primary = try #require(split.viewController(for: .primary)?.navigationController?.view)
        #expect(split.displayMode == .secondaryOnly, "overlay behavior: the sidebar starts hidden")
        split.show(.primary)
        #expect(recorder.events == ["willShow:primary", "willChangeTo:\(UISplitViewController.DisplayMode.oneOverSecondary.rawValue)"])
        UIApplication.shared.advanceTime(by: 0.175)
        #expect(primary.layer.presentation()!.frame.minX > -320 && primary.layer.presentation()!.frame.minX < 0, "sliding in")
        UIApplication.shared.advanceTime(by: 0.3)
        #expect(primary.frame == CGRect(x: 0, y: 0, width: 320, height: 800))
        // The display-mode button in the detail's bar hides it again (tapped where the
        // primary does not cover it: below the primary's bar is the primary, so hide via
        // the button after moving the primary away is not possible; tap it in secondary-only).
        split.hide(.primary)
        UIApplication.shared.advanceTime(by: 0.5)
        #expect(split.displayMode == .secondaryOnly && primary.superview == nil)
        let bar = try #require(detail.navigationController?.navigationBar)
        window.tap(at: windowCenter(of: bar.leftViews[0].1))
        UIApplication.shared.advanceTime(by: 0.5)
        #expect(split.displayMode == .oneOverSecondary && primary.frame.minX == 0, "the button shows the sidebar")
        split.hide(.primary)
        UIApplication.shared.advanceTime(by: 0.5)
        #expect(split.displayMode == .secondaryOnly && primary.superview == nil)
        #expect(split.preferredDisplayMode == .automatic, "show/hide leave the preferred mode alone")
    }

    @Test func collapsesIntoOneStackWhenCompactAndExpandsAgain() throws {
        let log = SharedLog()
        let list = AppearanceLogController("P", log: log)
        let detail = AppearanceLogController("S", log: log)
        let split = UISplitViewController(style: .doubleColumn)
        let recorder = SplitDelegateRecorder()
        split.delegate = recorder
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        let window = makeSplitScene(split)
        defer { window.isHidden = true }
        let primaryNav = try #require(list.navigationController)
        let secondaryNav = try #require(detail.navigationController)
        #expect(list.view.window === window && detail.view.window === window)
        #expect(split.traitCollection.horizontalSizeClass == .regular)
        log.lines = []

        // 677 points is compact (iPadOS: regular from 678, half of a 12.9-inch iPad Pro in
        // landscape; 639, two thirds of it in portrait, is compact).
        window.frame = CGRect(x: 0, y: 0, width: 677, height: 800)
        UIApplication.shared.runUntilIdle()
        #expect(split.traitCollection.horizontalSizeClass == .compact)
        #expect(split.isCollapsed)
        #expect(recorder.events == ["topColumn(proposed:secondary)", "didCollapse"])
        #expect(primaryNav.viewControllers == [list, detail], "the secondary's controllers are pushed on the primary stack")
        #expect(secondaryNav.viewControllers.isEmpty && detail.parent === primaryNav)
        #expect(primaryNav.view.frame == CGRect(x: 0, y: 0, width: 677, height: 800))
        #expect(detail.view.window === window && list.view.window == nil)
        #expect(log.lines.filter { !$0.contains("didMove") } == ["P.willDisappear(false)", "P.didDisappear(false)"],
                "the detail stays on screen and hears nothing")
        #expect(primaryNav.navigationBar.backItem?.title == "P")
        log.lines = []

        // Back on the list and a new selection while collapsed: pushed on the one stack.
        primaryNav.popViewController(animated: false)
        UIApplication.shared.runUntilIdle()
        let other = AppearanceLogController("T", log: log)
        list.show(other, sender: nil)
        UIApplication.shared.advanceTime(by: 0.4)
        #expect(primaryNav.viewControllers == [list, other])
        log.lines = []

        // 678 points is regular: the columns come back, what was pushed goes to the secondary
        // (a window wider than tall tiles the columns).
        recorder.events = []
        window.frame = CGRect(x: 0, y: 0, width: 678, height: 600)
        UIApplication.shared.runUntilIdle()
        #expect(!split.isCollapsed)
        #expect(recorder.events == ["expandingTo(proposed:\(UISplitViewController.DisplayMode.oneBesideSecondary.rawValue))", "didExpand"])
        #expect(primaryNav.viewControllers == [list] && secondaryNav.viewControllers == [other])
        #expect(primaryNav.view.frame == CGRect(x: 0, y: 0, width: 320, height: 600))
        #expect(secondaryNav.view.frame == CGRect(x: 320, y: 0, width: 358, height: 600))
        #expect(log.lines.filter { !$0.contains("didMove") } == ["P.willAppear(false)", "P.didAppear(false)"])

        // Collapsing to the primary column keeps the secondary where it is.
        recorder.topColumn = .primary
        window.frame = CGRect(x: 0, y: 0, width: 500, height: 800)
        UIApplication.shared.runUntilIdle()
        #expect(split.isCollapsed && primaryNav.viewControllers == [list] && secondaryNav.viewControllers == [other])
        window.frame = CGRect(x: 0, y: 0, width: 1280, height: 800)
        UIApplication.shared.runUntilIdle()
        #expect(!split.isCollapsed && secondaryNav.viewControllers == [other] && other.view.window === window)
    }

    @Test func compactColumnReplacesTheColumnsWhileCollapsed() throws {
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(titled("List"), for: .primary)
        split.setViewController(titled("Detail"), for: .secondary)
        let compact = titled("Compact")
        split.setViewController(compact, for: .compact)
        let window = makeSplitScene(split, size: CGSize(width: 400, height: 800))
        defer { window.isHidden = true }
        #expect(split.isCollapsed && compact.view.window === window)
        #expect(split.viewController(for: .primary)?.view.window == nil)
        window.frame = CGRect(x: 0, y: 0, width: 1024, height: 768)
        UIApplication.shared.runUntilIdle()
        #expect(!split.isCollapsed && compact.view.window == nil && split.viewController(for: .secondary)?.view.window === window)
    }

    @Test func showFromThePrimaryListPushesIntoTheSecondary() throws {
        let list = SplitListController(style: .plain)
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(list, for: .primary)
        let start = titled("Start")
        split.setViewController(start, for: .secondary)
        let window = makeSplitScene(split)
        defer { window.isHidden = true }
        let secondaryNav = try #require(start.navigationController)
        // Tap "Beta", the second row (44-point rows under the 50-point bar... find it).
        let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        window.tap(at: windowCenter(of: cell))
        UIApplication.shared.advanceTime(by: 0.4)
        #expect(list.shown.map(\.title) == ["Beta"])
        #expect(secondaryNav.viewControllers.map(\.title) == ["Start", "Beta"], "pushed on the secondary column's stack")
        #expect(list.navigationController?.viewControllers == [list], "the list stays in the primary column")
        #expect(list.shown[0].view.frame.width == 960 && list.shown[0].view.window === window)

        // showDetailViewController replaces the secondary column.
        let replacement = titled("Replacement")
        list.showDetailViewController(replacement, sender: nil)
        UIApplication.shared.runUntilIdle()
        #expect(split.viewController(for: .secondary) === replacement)
        #expect(replacement.navigationController?.viewControllers == [replacement] && replacement.view.window === window)

        // Collapsed, a selection pushes on the one stack.
        window.frame = CGRect(x: 0, y: 0, width: 400, height: 800)
        UIApplication.shared.runUntilIdle()
        let nav = try #require(list.navigationController)
        #expect(nav.viewControllers.map(\.title) == [nil, "Replacement"])
        nav.popToRootViewController(animated: false)
        UIApplication.shared.runUntilIdle()
        let gamma = try #require(list.tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
        window.tap(at: windowCenter(of: gamma))
        UIApplication.shared.advanceTime(by: 0.4)
        #expect(nav.viewControllers.count == 2 && nav.topViewController?.title == "Gamma")
        #expect(nav.topViewController?.view.frame.width == 400)
    }

    @Test func classicSplitViewCollapsesThroughItsPrimaryNavigationController() throws {
        let primary = UINavigationController(rootViewController: titled("Master"))
        let detail = titled("Detail")
        let secondary = UINavigationController(rootViewController: detail)
        let split = UISplitViewController()
        split.viewControllers = [primary, secondary]
        let window = makeSplitScene(split)
        defer { window.isHidden = true }
        #expect(split.style == .unspecified && primary.view.frame == CGRect(x: 0, y: 0, width: 320, height: 800))
        window.frame = CGRect(x: 0, y: 0, width: 400, height: 800)
        UIApplication.shared.runUntilIdle()
        #expect(split.isCollapsed && split.viewControllers == [primary])
        #expect(primary.viewControllers.map(\.title) == ["Master", "Detail"] && detail.view.window === window)
        window.frame = CGRect(x: 0, y: 0, width: 1280, height: 800)
        UIApplication.shared.runUntilIdle()
        #expect(!split.isCollapsed && split.viewControllers == [primary, secondary])
        #expect(secondary.viewControllers == [detail] && primary.viewControllers.count == 1 && detail.view.window === window)
    }
}

/// Bad input to a split view controller is logged and changes nothing.
@MainActor @Suite(.serialized) struct SplitViewControllerBadInputTests {
    @Test func missingColumnsAndBadWidthsAreRefused() throws {
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(titled("List"), for: .primary)
        split.setViewController(titled("Detail"), for: .secondary)
        split.setViewController(titled("Nowhere"), for: .supplementary)
        #expect(split.viewController(for: .supplementary) == nil, "a double-column split view has no supplementary column")
        let window = makeSplitScene(split)
        defer { window.isHidden = true }
        let primary = try #require(split.viewController(for: .primary)?.navigationController?.view)
        split.hide(.supplementary)
        split.show(.supplementary)
        split.hide(.secondary)
        split.hide(.compact)
        UIApplication.shared.advanceTime(by: 0.5)
        #expect(split.displayMode == .oneBesideSecondary && primary.frame == CGRect(x: 0, y: 0, width: 320, height: 800))

        for bad in [CGFloat.nan, .infinity, -10] {
            split.preferredPrimaryColumnWidth = bad
            split.minimumPrimaryColumnWidth = bad
            split.maximumSupplementaryColumnWidth = bad
        }
        split.preferredPrimaryColumnWidthFraction = 1.5
        split.preferredPrimaryColumnWidthFraction = .nan
        #expect(split.preferredPrimaryColumnWidth == UISplitViewController.automaticDimension)
        #expect(split.minimumPrimaryColumnWidth == UISplitViewController.automaticDimension)
        #expect(split.preferredPrimaryColumnWidthFraction == UISplitViewController.automaticDimension)
        UIApplication.shared.runUntilIdle()
        #expect(split.primaryColumnWidth == 320 && primary.frame.width == 320)

        // The classic API on a column-style controller, and the reverse, are refused.
        split.viewControllers = [titled("X"), titled("Y")]
        #expect(split.viewController(for: .primary)?.title == "List")
        let classic = UISplitViewController()
        classic.setViewController(titled("Z"), for: .primary)
        #expect(classic.viewControllers.isEmpty)
    }
}
