import Foundation
import Testing
import UIKit
import UIKitTesting

/// Buttons with menus: a tap opens the menu with `showsMenuAsPrimaryAction`, else a long
/// press does; choosing by tap and by keyboard; submenus; disabled rows; pop-up buttons.
@MainActor @Suite(.serialized) struct UIButtonMenuTests {
    @Test func aTapOpensTheMenuBelowTheButtonAndChoosingRunsTheHandlerWithTheButtonAsSender() {
        let (window, button) = makeMenuScene()
        defer { MenuSession.active?.dismiss(); window.isHidden = true }
        var log: [String] = []
        let copy = UIAction(title: "Copy") { action in log.append("copy sender=\(action.sender as AnyObject === button)") }
        let paste = UIAction(title: "Paste") { _ in log.append("paste") }
        button.menu = UIMenu(title: "", children: [copy, paste])
        button.showsMenuAsPrimaryAction = true
        button.addAction(UIAction { _ in log.append("touchUpInside") }, for: .touchUpInside)
        button.addAction(UIAction { _ in log.append("menuActionTriggered") }, for: .menuActionTriggered)
        #expect(button.isContextMenuInteractionEnabled && button.contextMenuInteraction != nil)

        window.tap(at: centerInWindow(button))
        #expect(log == ["menuActionTriggered"], "the tap shows the menu instead of sending touchUpInside")
        #expect(openPanels.count == 1)
        let panel = openPanels[0]
        #expect(rowTitles(panel) == ["Copy", "Paste"])
        // Below the button (4 points under its bottom edge), leading edges aligned.
        #expect(panel.frame.minX == 20 && panel.frame.minY == 54)
        // 5 + 24 + 24 + 5 points tall (the desktop row metrics of MenuPanelView).
        #expect(panel.frame.height == 58)
        #expect(button.contextMenuInteraction?.menuAppearance == .compact)

        window.tap(at: rowCenter("Copy"))
        #expect(log == ["menuActionTriggered", "copy sender=true"])
        #expect(openPanels.isEmpty && panel.window == nil, "choosing closes the menu")
        #expect(copy.sender == nil, "sender is set only while the handler runs")
    }

    @Test func withoutShowsMenuAsPrimaryActionATapActsAndALongPressOpensTheMenu() {
        let (window, button) = makeMenuScene()
        defer { MenuSession.active?.dismiss(); window.isHidden = true }
        var log: [String] = []
        button.menu = UIMenu(children: [UIAction(title: "Rename") { _ in log.append("rename") }])
        button.addAction(UIAction { _ in log.append("tap") }, for: .touchUpInside)

        window.tap(at: centerInWindow(button))
        #expect(log == ["tap"] && openPanels.isEmpty)

        let finger = window.touchDown(at: centerInWindow(button))
        UIApplication.shared.advanceTime(by: 0.4)
        #expect(openPanels.isEmpty, "UIKit's long press takes 0.5 s")
        UIApplication.shared.advanceTime(by: 0.2)
        #expect(openPanels.count == 1)
        finger.up()
        #expect(log == ["tap"], "the long press cancelled the button's tracking: no second tap")
        #expect(openPanels.count == 1, "lifting the finger leaves the menu open")
        window.tap(at: rowCenter("Rename"))
        #expect(log == ["tap", "rename"] && openPanels.isEmpty)
    }

    @Test func keyboardMovesTheHighlightSkipsDisabledRowsAndReturnChooses() {
        let (window, button) = makeMenuScene()
        defer { MenuSession.active?.dismiss(); window.isHidden = true }
        var log: [String] = []
        button.menu = UIMenu(children: [
            UIAction(title: "One") { _ in log.append("one") },
            UIAction(title: "Two", attributes: .disabled) { _ in log.append("two") },
            UIAction(title: "Secret", attributes: .hidden) { _ in log.append("secret") },
            UIAction(title: "Three") { _ in log.append("three") },
        ])
        button.showsMenuAsPrimaryAction = true
        window.tap(at: centerInWindow(button))
        #expect(rowTitles(openPanels[0]) == ["One", "Two", "Three"], "hidden actions are left out")
        #expect(highlightedTitle() == nil)
        window.press(UIKeyCommand.inputDownArrow)
        #expect(highlightedTitle() == "One")
        window.press(UIKeyCommand.inputDownArrow)
        #expect(highlightedTitle() == "Three", "the disabled row is skipped")
        window.press(UIKeyCommand.inputDownArrow)
        #expect(highlightedTitle() == "One", "the highlight wraps around")
        window.press(UIKeyCommand.inputUpArrow)
        #expect(highlightedTitle() == "Three")
        window.press(UIKeyCommand.inputReturn)
        #expect(log == ["three"] && openPanels.isEmpty)
    }

    @Test func disabledActionsCannotBePerformedByTap() {
        let (window, button) = makeMenuScene()
        defer { MenuSession.active?.dismiss(); window.isHidden = true }
        var log: [String] = []
        button.menu = UIMenu(children: [UIAction(title: "Off limits", attributes: .disabled) { _ in log.append("ran") },
                                        UIAction(title: "Fine") { _ in log.append("fine") }])
        button.showsMenuAsPrimaryAction = true
        window.tap(at: centerInWindow(button))
        let lines = capturingLog { window.tap(at: rowCenter("Off limits")) }
        #expect(log.isEmpty && openPanels.count == 1, "a disabled row does nothing and the menu stays open")
        #expect(lines.contains { $0.contains("disabled") })
        #expect(highlightedTitle() == nil)
    }

    @Test func submenusOpenToTheSideByTapAndByKeyboard() {
        let (window, button) = makeMenuScene()
        defer { MenuSession.active?.dismiss(); window.isHidden = true }
        var log: [String] = []
        let sort = UIMenu(title: "Sort By", children: [UIAction(title: "Name") { _ in log.append("name") },
                                                       UIAction(title: "Date") { _ in log.append("date") }])
        button.menu = UIMenu(children: [UIAction(title: "Open") { _ in log.append("open") }, sort])
        button.showsMenuAsPrimaryAction = true
        window.tap(at: centerInWindow(button))
        // Keyboard: down to the submenu row, Right opens it with its first row highlighted.
        window.press(UIKeyCommand.inputDownArrow)
        window.press(UIKeyCommand.inputDownArrow)
        #expect(highlightedTitle() == "Sort By" && openPanels.count == 1)
        window.press(UIKeyCommand.inputRightArrow)
        #expect(openPanels.count == 2 && highlightedTitle(level: 1) == "Name")
        let root = openPanels[0], sub = openPanels[1]
        #expect(sub.frame.minX == root.frame.maxX - 2, "the submenu opens to the right, overlapping 2 points")
        let rowTop = root.convert(root.rows[1].frame, to: nil).minY
        #expect(sub.frame.minY == rowTop - 5, "its first row lines up with the submenu row")
        window.press(UIKeyCommand.inputLeftArrow)
        #expect(openPanels.count == 1 && highlightedTitle() == "Sort By", "Left closes the submenu")
        // Tap: a tap on the submenu row opens it; a tap on its row chooses.
        window.tap(at: rowCenter("Sort By"))
        #expect(openPanels.count == 2)
        window.tap(at: rowCenter("Date", level: 1))
        #expect(log == ["date"] && openPanels.isEmpty)
    }

    @Test func aSubmenuFlipsLeftAndTheMenuStaysOnScreenNearTheRightEdge() {
        let (window, button) = makeMenuScene()
        defer { MenuSession.active?.dismiss(); window.isHidden = true }
        button.frame = CGRect(x: 330, y: 250, width: 60, height: 30)
        button.menu = UIMenu(children: [UIMenu(title: "More", children: [UIAction(title: "A long submenu title") { _ in }]),
                                        UIAction(title: "B") { _ in }])
        button.showsMenuAsPrimaryAction = true
        UIApplication.shared.runUntilIdle()
        window.tap(at: centerInWindow(button))
        let root = openPanels[0]
        #expect(root.frame.maxX <= 392 && root.frame.maxY == 246, "no room below: above the button, inside the 8-point margin")
        window.tap(at: rowCenter("More"))
        let sub = openPanels[1]
        #expect(sub.frame.maxX == root.frame.minX + 2, "no room on the right: the submenu opens to the left")
        #expect(sub.frame.minX >= 8 && sub.frame.maxY <= 292)
    }

    @Test func escapeAndATapOutsideCloseTheMenuWithoutActing() {
        let (window, button) = makeMenuScene()
        defer { MenuSession.active?.dismiss(); window.isHidden = true }
        var log: [String] = []
        button.menu = UIMenu(children: [UIAction(title: "A") { _ in log.append("a") }])
        button.showsMenuAsPrimaryAction = true
        let other = UIButton(type: .system)
        other.frame = CGRect(x: 250, y: 200, width: 100, height: 40)
        other.addAction(UIAction { _ in log.append("other") }, for: .touchUpInside)
        window.addSubview(other)
        window.tap(at: centerInWindow(button))
        window.press(UIKeyCommand.inputEscape)
        #expect(openPanels.isEmpty && log.isEmpty)
        window.tap(at: centerInWindow(button))
        window.tap(at: centerInWindow(other))
        #expect(openPanels.isEmpty && log.isEmpty, "the tap outside only closes the menu, as on iOS")
        window.tap(at: centerInWindow(other))
        #expect(log == ["other"])
    }

    @Test func singleSelectionMenusKeepOneActionOn() {
        let (window, button) = makeMenuScene()
        defer { MenuSession.active?.dismiss(); window.isHidden = true }
        let small = UIAction(title: "Small", state: .on) { _ in }
        let large = UIAction(title: "Large") { _ in }
        let sizes = UIMenu(title: "Size", options: [.displayInline, .singleSelection], children: [small, large])
        let menu = UIMenu(children: [UIAction(title: "Reset") { _ in }, sizes])
        button.menu = menu
        button.showsMenuAsPrimaryAction = true
        window.tap(at: centerInWindow(button))
        #expect(rowTitles(openPanels[0]) == ["Reset", "-", "[Size]", "Small", "Large"], "an inline menu is a titled section")
        window.tap(at: rowCenter("Large"))
        #expect(small.state == .off && large.state == .on)
        #expect(sizes.selectedElements == [large] && menu.selectedElements == [large])
    }

    @Test func aPopUpButtonShowsTheSelectedActionsTitle() {
        let (window, button) = makeMenuScene()
        defer { MenuSession.active?.dismiss(); window.isHidden = true }
        var chosen: [String] = []
        let actions = ["Red", "Green", "Blue"].map { name in UIAction(title: name) { chosen.append($0.title) } }
        button.showsMenuAsPrimaryAction = true
        button.changesSelectionAsPrimaryAction = true
        button.menu = UIMenu(children: actions)
        #expect(button.currentTitle == "Red" && actions[0].state == .on, "the first action is selected when none is on")
        window.tap(at: centerInWindow(button))
        #expect(openPanels[0].rows.map { MenuPanelView.state(of: $0) } == [.on, .off, .off])
        window.tap(at: rowCenter("Blue"))
        #expect(chosen == ["Blue"] && button.currentTitle == "Blue")
        #expect(actions.map(\.state) == [.off, .off, .on])
    }

    @Test func keepsMenuPresentedLeavesTheMenuOpenWithTheNewState() {
        let (window, button) = makeMenuScene()
        defer { MenuSession.active?.dismiss(); window.isHidden = true }
        var count = 0
        let toggle = UIAction(title: "Grid", attributes: .keepsMenuPresented) { action in
            count += 1
            action.state = action.state == .on ? .off : .on
        }
        button.menu = UIMenu(children: [toggle])
        button.showsMenuAsPrimaryAction = true
        window.tap(at: centerInWindow(button))
        window.tap(at: rowCenter("Grid"))
        #expect(count == 1 && openPanels.count == 1 && MenuPanelView.state(of: openPanels[0].rows[0]) == .on)
        window.tap(at: rowCenter("Grid"))
        #expect(count == 2 && toggle.state == .off && openPanels.count == 1)
    }

    @Test func aBarButtonItemWithOnlyAMenuOpensItOnTapWithTheItemAsSender() {
        UIApplication.shared.resetEventState()
        let nav = UINavigationController(rootViewController: UIViewController())
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        window.rootViewController = nav
        window.isHidden = false
        defer { MenuSession.active?.dismiss(); window.isHidden = true }
        var senders: [AnyObject?] = []
        let item = UIBarButtonItem(title: "Sort")
        item.menu = UIMenu(children: [UIAction(title: "By Name") { senders.append($0.sender as AnyObject?) }])
        nav.topViewController?.navigationItem.rightBarButtonItem = item
        UIApplication.shared.runUntilIdle()
        let itemButton = nav.navigationBar.allSubviewsForMenuTests.compactMap { $0 as? UIButton }.first { $0.currentTitle == "Sort" }
        #expect(itemButton != nil)
        guard let itemButton else { return }
        window.tap(at: centerInWindow(itemButton))
        #expect(openPanels.count == 1)
        window.tap(at: rowCenter("By Name"))
        #expect(senders.count == 1 && senders[0] === item)
    }
}

extension UIView {
    /// Every descendant, depth first.
    var allSubviewsForMenuTests: [UIView] { subviews.flatMap { [$0] + $0.allSubviewsForMenuTests } }
}
