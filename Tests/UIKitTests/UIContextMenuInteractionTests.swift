import Foundation
import Testing
import UIKit
import UIKitTesting

/// A delegate recording the interaction's calls and answering with a menu.
@MainActor
final class RecordingContextMenuDelegate: UIContextMenuInteractionDelegate {
    var log: [String] = []
    var menu: UIMenu?

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        log.append("configuration at (\(Int(location.x)), \(Int(location.y)))")
        guard let menu else { return nil }
        return UIContextMenuConfiguration(identifier: "row" as NSString, previewProvider: nil) { suggested in
            self.log.append("actionProvider suggested=\(suggested.count)")
            return menu
        }
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?) {
        log.append("willDisplay \(configuration.identifier)")
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?) {
        log.append("willEnd \(configuration.identifier)")
        animator?.addCompletion { self.log.append("ended") }
    }
}

/// A view whose controller declares `delete:` and offers a key command.
@MainActor
final class CommandController: UIViewController {
    var log: [String] = []
    override func viewDidLoad() {
        super.viewDidLoad()
        declareAction(.delete, CommandController.deleteItem)
        declareAction(Selector("find:"), CommandController.find)
    }
    func deleteItem(_ sender: Any?) { log.append("delete from \(sender is UICommand ? "command" : "other")") }
    func find(_ sender: Any?) { log.append("find from \((sender as? UIKeyCommand)?.title ?? "?")") }
    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(title: "Find", action: Selector("find:"), input: "f", modifierFlags: .command)]
    }
}

/// UIContextMenuInteraction: a right click (the secondary button, through the event path)
/// or a long press opens the delegate's menu at the pointer; Escape closes it; commands
/// travel the responder chain; key commands of the chain; deferred elements; bad input.
@MainActor @Suite(.serialized) struct UIContextMenuInteractionTests {
    func makeTarget(_ window: UIWindow, delegate: RecordingContextMenuDelegate,
                    frame: CGRect = CGRect(x: 100, y: 100, width: 200, height: 120)) -> (UIView, UIContextMenuInteraction) {
        let target = UIView(frame: frame)
        target.backgroundColor = .systemGray5
        window.addSubview(target)
        let interaction = UIContextMenuInteraction(delegate: delegate)
        target.addInteraction(interaction)
        UIApplication.shared.runUntilIdle()
        return (target, interaction)
    }

    @Test func aRightClickOpensTheMenuAtThePointerAndEscapeClosesIt() {
        let (window, _) = makeMenuScene()
        defer { MenuSession.active?.dismiss(); window.isHidden = true }
        let delegate = RecordingContextMenuDelegate()
        var ran = false
        delegate.menu = UIMenu(children: [UIAction(title: "Inspect") { _ in ran = true }])
        let (target, interaction) = makeTarget(window, delegate: delegate)
        #expect(target.interactions.count == 1 && interaction.view === target)

        window.tap(at: CGPoint(x: 150, y: 130))
        #expect(openPanels.isEmpty && delegate.log.isEmpty, "a primary click does not open a context menu")

        window.secondaryClick(at: CGPoint(x: 150, y: 130))
        #expect(delegate.log == ["configuration at (50, 30)", "actionProvider suggested=0", "willDisplay row"])
        #expect(openPanels.count == 1 && openPanels[0].frame.origin == CGPoint(x: 150, y: 130), "the menu opens at the pointer")
        #expect(interaction.location(in: target) == CGPoint(x: 50, y: 30))
        window.press(UIKeyCommand.inputEscape)
        UIApplication.shared.runUntilIdle()
        #expect(openPanels.isEmpty && !ran)
        #expect(delegate.log.suffix(2) == ["willEnd row", "ended"])
    }

    @Test func nearTheWindowsCornerTheMenuOpensUpAndLeft() {
        let (window, _) = makeMenuScene()
        defer { MenuSession.active?.dismiss(); window.isHidden = true }
        let delegate = RecordingContextMenuDelegate()
        delegate.menu = UIMenu(children: [UIAction(title: "One") { _ in }, UIAction(title: "Two") { _ in }])
        _ = makeTarget(window, delegate: delegate, frame: window.bounds)
        window.secondaryClick(at: CGPoint(x: 390, y: 270))
        let frame = openPanels[0].frame
        #expect(frame.maxX == 390 && frame.maxY == 270, "flipped to the left of and above the pointer")
    }

    @Test func aLongPressOpensTheMenuAndALeftClickOnARowChooses() {
        let (window, _) = makeMenuScene()
        defer { MenuSession.active?.dismiss(); window.isHidden = true }
        let delegate = RecordingContextMenuDelegate()
        var ran: [String] = []
        delegate.menu = UIMenu(children: [UIAction(title: "Share") { ran.append("share sender is view: \($0.sender is UIView)") }])
        _ = makeTarget(window, delegate: delegate)
        let finger = window.touchDown(at: CGPoint(x: 200, y: 150))
        UIApplication.shared.advanceTime(by: 0.6)
        finger.up()
        #expect(openPanels.count == 1)
        window.tap(at: rowCenter("Share"))
        #expect(ran == ["share sender is view: true"])
    }

    @Test func aRightClickOnAButtonOpensItsMenuWithoutTappingIt() {
        let (window, button) = makeMenuScene()
        defer { MenuSession.active?.dismiss(); window.isHidden = true }
        var log: [String] = []
        button.addAction(UIAction { _ in log.append("tap") }, for: .touchUpInside)
        button.menu = UIMenu(children: [UIAction(title: "Duplicate") { _ in log.append("duplicate") }])
        window.secondaryClick(at: centerInWindow(button))
        #expect(log.isEmpty && openPanels.count == 1)
        window.press(UIKeyCommand.inputDownArrow)
        window.press(UIKeyCommand.inputReturn)
        #expect(log == ["duplicate"])
    }

    @Test func aNilConfigurationShowsNothing() {
        let (window, _) = makeMenuScene()
        defer { MenuSession.active?.dismiss(); window.isHidden = true }
        let delegate = RecordingContextMenuDelegate()
        _ = makeTarget(window, delegate: delegate)
        window.secondaryClick(at: CGPoint(x: 150, y: 150))
        #expect(delegate.log == ["configuration at (50, 50)"] && openPanels.isEmpty)
    }

    @Test func commandsGoUpTheResponderChainAndShowDisabledWhenNobodyPerformsThem() {
        let (window, _) = makeMenuScene()
        defer { MenuSession.active?.dismiss(); window.isHidden = true }
        let controller = CommandController()
        window.rootViewController = controller
        UIApplication.shared.runUntilIdle()
        let delegate = RecordingContextMenuDelegate()
        delegate.menu = UIMenu(children: [UICommand(title: "Delete", action: .delete, attributes: .destructive),
                                          UICommand(title: "Frobnicate", action: Selector("frobnicate:"))])
        let target = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 120))
        controller.view.addSubview(target)
        target.addInteraction(UIContextMenuInteraction(delegate: delegate))
        UIApplication.shared.runUntilIdle()
        window.secondaryClick(at: CGPoint(x: 150, y: 150))
        #expect(openPanels[0].rows.map(\.isEnabled) == [true, false])
        window.tap(at: rowCenter("Frobnicate"))
        #expect(controller.log.isEmpty && openPanels.count == 1)
        window.tap(at: rowCenter("Delete"))
        #expect(controller.log == ["delete from command"] && openPanels.isEmpty)
    }

    @Test func keyCommandsFireFromTheResponderChainAndShowTheirShortcutInMenus() {
        let (window, _) = makeMenuScene()
        defer { MenuSession.active?.dismiss(); window.isHidden = true }
        let controller = CommandController()
        window.rootViewController = controller
        UIApplication.shared.runUntilIdle()
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 100, height: 30))
        controller.view.addSubview(field)
        #expect(field.becomeFirstResponder())
        window.press("f", modifierFlags: .command)
        #expect(controller.log == ["find from Find"], "the controller's command is found from the first responder up")
        #expect(field.text == "", "the command took the key")

        let command = controller.keyCommands![0]
        let asCommand: UICommand = command
        #expect(asCommand.action == Selector("find:") && MenuPanelView.shortcutText(command) == "⌘F", "a key command is a UICommand")
        let delegate = RecordingContextMenuDelegate()
        delegate.menu = UIMenu(children: [command])
        let target = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 120))
        controller.view.addSubview(target)
        target.addInteraction(UIContextMenuInteraction(delegate: delegate))
        UIApplication.shared.runUntilIdle()
        window.secondaryClick(at: CGPoint(x: 150, y: 150))
        window.press("f", modifierFlags: .command)
        #expect(controller.log.count == 1 && openPanels.count == 1, "an open menu takes every key")
        window.tap(at: rowCenter("Find"))
        #expect(controller.log == ["find from Find", "find from Find"] && field.isFirstResponder)
    }

    @Test func deferredElementsLoadOnceWhenCachedAndEveryTimeWhenUncached() {
        let (window, button) = makeMenuScene()
        defer { MenuSession.active?.dismiss(); window.isHidden = true }
        var cachedCalls = 0, uncachedCalls = 0
        var pending: [([UIMenuElement]) -> Void] = []
        let cached = UIDeferredMenuElement { completion in
            cachedCalls += 1
            pending.append(completion)
        }
        let uncached = UIDeferredMenuElement.uncached { completion in
            uncachedCalls += 1
            completion([UIAction(title: "Now \(uncachedCalls)") { _ in }])
        }
        button.menu = UIMenu(children: [cached, uncached])
        button.showsMenuAsPrimaryAction = true
        window.tap(at: centerInWindow(button))
        #expect(rowTitles(openPanels[0]) == ["Loading…", "Now 1"], "an answer at once is shown at once")
        #expect(!openPanels[0].rows[0].isSelectable)
        pending[0]([UIAction(title: "Recent A") { _ in }, UIAction(title: "Recent B") { _ in }])
        UIApplication.shared.runUntilIdle()
        #expect(rowTitles(openPanels[0]) == ["Recent A", "Recent B", "Now 1"], "a later answer replaces the Loading row")
        let height: CGFloat = 5 + 3 * 24 + 5
        #expect(openPanels[0].frame.height == height, "padding, three 24-point rows, padding")
        let lines = capturingLog { pending[0]([UIAction(title: "Again") { _ in }]) }
        #expect(lines.contains { $0.contains("more than once") })
        window.press(UIKeyCommand.inputEscape)
        window.tap(at: centerInWindow(button))
        #expect(rowTitles(openPanels[0]) == ["Recent A", "Recent B", "Now 2"])
        #expect(cachedCalls == 1 && uncachedCalls == 2)
    }

    @Test func anOpenMenuIsDrawnAsADesktopPopupMenu() {
        let (window, button) = makeMenuScene()
        defer { MenuSession.active?.dismiss(); window.isHidden = true }
        button.menu = UIMenu(children: [UIAction(title: "Checked", state: .on) { _ in },
                                        UIAction(title: "Delete", attributes: .destructive) { _ in }])
        button.showsMenuAsPrimaryAction = true
        window.tap(at: centerInWindow(button))
        window.press(UIKeyCommand.inputDownArrow)
        let panel = openPanels[0]
        let pixels = PixelReader(window.renderedImage())
        let rowY = Int(panel.frame.minY + 5 + 12)
        // The highlighted row is filled with the tint (system blue, 0 122 255) inside 5-point insets.
        #expect(pixels[Int(panel.frame.minX) + 8, rowY].isNear(Pixel(0, 122, 255, 255), 3))
        // The panel's background (white 0.98) shows beside the highlight.
        #expect(pixels[Int(panel.frame.minX) + 2, rowY].isNear(Pixel(250, 250, 250, 255), 3))
        // The destructive row's title has red pixels; no blue highlight.
        let deleteY = Int(panel.frame.minY + 5 + 24), titleX = Int(panel.frame.minX + 22)
        var red = 0
        for y in deleteY + 4..<deleteY + 20 { for x in titleX..<titleX + 45 {
            let p = pixels[x, y]
            if p.r > 200 && p.g < 120 && p.b < 120 { red += 1 }
        } }
        #expect(red > 10)
    }

    @Test func badInputIsLoggedNotFatal() {
        let (window, button) = makeMenuScene()
        defer { MenuSession.active?.dismiss(); window.isHidden = true }
        button.showsMenuAsPrimaryAction = true
        // An empty menu is not shown.
        button.menu = UIMenu(children: [])
        var lines = capturingLog { window.tap(at: centerInWindow(button)) }
        #expect(openPanels.isEmpty && lines.contains { $0.contains("no elements") })
        // An image with a NaN size: the row shows without it.
        final class BrokenImage: UIImage, @unchecked Sendable {
            override var size: CGSize { CGSize(width: CGFloat.nan, height: 10) }
        }
        button.menu = UIMenu(children: [UIAction(title: "Broken", image: BrokenImage()) { _ in }])
        lines = capturingLog {
            window.tap(at: centerInWindow(button))
            _ = window.renderedImage()
        }
        #expect(openPanels.count == 1 && lines.contains { $0.contains("not drawable") })
        #expect(openPanels[0].frame.width == 120 && openPanels[0].frame.width.isFinite)
        window.press(UIKeyCommand.inputEscape)
        // A handler that re-opens the menu from inside the choice: the new menu shows.
        var reopened = 0
        button.menu = UIMenu(children: [UIAction(title: "Again") { _ in
            reopened += 1
            if reopened == 1 { window.tap(at: centerInWindow(button)) }
        }])
        window.tap(at: centerInWindow(button))
        window.tap(at: rowCenter("Again"))
        #expect(reopened == 1 && openPanels.count == 1)
        // A presentation started while a menu is being built is refused.
        let other = UIButton(type: .system)
        other.frame = CGRect(x: 200, y: 200, width: 80, height: 30)
        other.menu = UIMenu(children: [UIAction(title: "Other") { _ in }])
        window.addSubview(other)
        button.menu = UIMenu(children: [UIDeferredMenuElement { completion in
            other.contextMenuInteraction?.presentMenu()
            completion([UIAction(title: "Loaded") { _ in }])
        }])
        window.press(UIKeyCommand.inputEscape)
        lines = capturingLog { window.tap(at: centerInWindow(button)) }
        #expect(lines.contains { $0.contains("while another menu is being presented") })
        #expect(rowTitles(openPanels[0]) == ["Loaded"] && openPanels.count == 1)
    }
}

/// Right clicks reach tap recognizers that require the secondary button, and only those.
@MainActor @Suite(.serialized) struct SecondaryClickTests {
    final class Probe { var count = 0; func fire() { count += 1 } }

    @Test func aTapRecognizerRequiringTheSecondaryButtonSeesRightClicksOnly() {
        let (window, _) = makeMenuScene()
        defer { window.isHidden = true }
        let view = UIView(frame: CGRect(x: 200, y: 100, width: 100, height: 100))
        window.addSubview(view)
        let right = UITapGestureRecognizer(), left = UITapGestureRecognizer()
        right.buttonMaskRequired = .secondary
        let rightProbe = Probe(), leftProbe = Probe()
        right.addTarget(rightProbe, action: Probe.fire)
        left.addTarget(leftProbe, action: Probe.fire)
        view.addGestureRecognizer(right)
        view.addGestureRecognizer(left)
        window.secondaryClick(at: CGPoint(x: 250, y: 150))
        UIApplication.shared.advanceTime(by: 0.5)
        #expect(rightProbe.count == 1 && leftProbe.count == 0)
        window.tap(at: CGPoint(x: 250, y: 150))
        UIApplication.shared.advanceTime(by: 0.5)
        #expect(rightProbe.count == 1 && leftProbe.count == 1)
    }
}
