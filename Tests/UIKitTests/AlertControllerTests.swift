import Foundation
import Testing
import UIKit
import UIKitTesting

/// UIAlertController: layout as iOS lays alerts out, actions by tap and by keyboard,
/// handlers after the dismissal, text fields, refused input.
@MainActor @Suite(.serialized) struct AlertControllerTests {
    /// The centre of `view` in window coordinates.
    func center(_ view: UIView) -> CGPoint {
        let frame = view.convert(view.bounds, to: nil)
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    func buttons(_ alert: UIAlertController) -> [AlertActionButton] { alert.alertView?.buttons ?? [] }

    @Test func twoActionsSitSideBySideAndATapRunsTheHandlerAfterTheDismissal() {
        let (window, a, _) = makePresentationScene()
        defer { window.isHidden = true }
        var log: [String] = []
        let alert = UIAlertController(title: "Delete?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { action in
            log.append("handler \(action.title ?? "") presented=\(a.presentedViewController != nil)")
        })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        #expect(alert.modalPresentationStyle == .custom && alert.actions.count == 2 && alert.textFields == nil)
        a.present(alert, animated: true) { log.append("presented") }
        UIApplication.shared.advanceTime(by: 0.4)
        #expect(log == ["presented"])
        // 270 points wide, centred; cancel on the left, 44-point buttons at the bottom.
        let frame = alert.view.frame
        #expect(frame.width == 270 && frame.midX == 160 && abs(frame.midY - 240) <= 0.5)
        let shown = buttons(alert)
        #expect(shown.map { $0.action.title } == ["Cancel", "Delete"])
        #expect(shown[0].frame == CGRect(x: 0, y: frame.height - 44, width: 135, height: 44))
        #expect(shown[1].frame == CGRect(x: 135, y: frame.height - 44, width: 135, height: 44))
        #expect(shown[1].titleLabel.textColor == .systemRed)
        // The dimmed presenter around a light card.
        let pixels = PixelReader(window.renderedImage())
        #expect(pixels[5, 5].isNear(Pixel(204, 0, 0, 255), 2), "red under black at 0.2")
        #expect(pixels[160, Int(frame.minY) + 5].isNear(Pixel(247, 247, 247, 255), 2))

        window.tap(at: center(shown[1]))
        #expect(log == ["presented"], "the handler waits for the dismissal")
        #expect(alert.isBeingDismissed)
        window.tap(at: center(shown[0]))
        UIApplication.shared.advanceTime(by: 0.3)
        #expect(log == ["presented", "handler Delete presented=false"])
        #expect(a.presentedViewController == nil && alert.view.window == nil)
    }

    @Test func threeActionsStackWithCancelLast() {
        let (window, a, _) = makePresentationScene()
        defer { window.isHidden = true }
        let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "One", style: .default))
        alert.addAction(UIAlertAction(title: "Two", style: .default))
        a.present(alert, animated: false)
        UIApplication.shared.runUntilIdle()
        let shown = buttons(alert)
        #expect(shown.map { $0.action.title } == ["One", "Two", "Cancel"])
        let height = alert.view.frame.height
        #expect(shown.map(\.frame) == [CGRect(x: 0, y: height - 132, width: 270, height: 44),
                                       CGRect(x: 0, y: height - 88, width: 270, height: 44),
                                       CGRect(x: 0, y: height - 44, width: 270, height: 44)])
        // Two long titles do not fit side by side.
        let long = UIAlertController(title: nil, message: "Message", preferredStyle: .alert)
        long.addAction(UIAlertAction(title: "Remove from Home Screen", style: .default))
        long.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.dismiss(animated: false)
        a.present(long, animated: false)
        UIApplication.shared.runUntilIdle()
        #expect(buttons(long).map { $0.frame.width } == [270, 270])
        #expect(buttons(long).last?.action.style == .cancel)
        long.dismiss(animated: false)
    }

    @Test func returnChoosesThePreferredActionAndEscapeTheCancelAction() {
        let (window, a, _) = makePresentationScene()
        defer { window.isHidden = true }
        window.makeKey()
        var chosen: [String] = []
        func make() -> UIAlertController {
            let alert = UIAlertController(title: "Save?", message: nil, preferredStyle: .alert)
            let save = UIAlertAction(title: "Save", style: .default) { _ in chosen.append("Save") }
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in chosen.append("Cancel") })
            alert.addAction(UIAlertAction(title: "Other", style: .default) { _ in chosen.append("Other") })
            alert.addAction(save)
            alert.preferredAction = save
            return alert
        }
        let first = make()
        a.present(first, animated: true)
        UIApplication.shared.advanceTime(by: 0.4)
        #expect(buttons(first).first { $0.action.title == "Save" }?.titleLabel.font.fontName != buttons(first).first { $0.action.title == "Other" }?.titleLabel.font.fontName,
                "the preferred action is bold")
        window.press(UIKeyCommand.inputReturn)
        UIApplication.shared.advanceTime(by: 0.3)
        #expect(chosen == ["Save"] && a.presentedViewController == nil)
        let second = make()
        a.present(second, animated: true)
        UIApplication.shared.advanceTime(by: 0.4)
        #expect(second.isFirstResponder)
        window.press(UIKeyCommand.inputEscape)
        UIApplication.shared.advanceTime(by: 0.3)
        #expect(chosen == ["Save", "Cancel"] && a.presentedViewController == nil)
        #expect(!second.isFirstResponder, "a dismissed alert gives up the keyboard")
        window.press(UIKeyCommand.inputReturn)
        UIApplication.shared.advanceTime(by: 0.3)
        #expect(chosen == ["Save", "Cancel"])
    }

    @Test func textFieldsAndDisabledActions() {
        let (window, a, _) = makePresentationScene()
        defer { window.isHidden = true }
        window.makeKey()
        var submitted: String?
        let alert = UIAlertController(title: "Name", message: "Enter a name", preferredStyle: .alert)
        alert.addTextField { field in field.placeholder = "Name" }
        let ok = UIAlertAction(title: "OK", style: .default) { [weak alert] _ in submitted = alert?.textFields?.first?.text }
        ok.isEnabled = false
        alert.addAction(ok)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        #expect(alert.textFields?.count == 1 && alert.textFields?.first?.placeholder == "Name")
        a.present(alert, animated: true)
        UIApplication.shared.advanceTime(by: 0.4)
        let field = try! #require(alert.textFields?.first)
        #expect(field.isFirstResponder, "the first text field takes the keyboard")
        #expect(field.frame.width == 238 && field.frame.height == 26)
        // A disabled action ignores taps.
        let okButton = try! #require(buttons(alert).first { $0.action === ok })
        window.tap(at: center(okButton))
        UIApplication.shared.advanceTime(by: 0.3)
        #expect(a.presentedViewController === alert && submitted == nil)
        window.type("Ada")
        ok.isEnabled = true
        window.tap(at: center(okButton))
        UIApplication.shared.advanceTime(by: 0.3)
        #expect(submitted == "Ada" && a.presentedViewController == nil)
    }

    @Test func actionSheetSitsAtTheBottomWithTheCancelActionApart() {
        let (window, a, _) = makePresentationScene()
        defer { window.isHidden = true }
        var chosen: [String] = []
        let sheet = UIAlertController(title: nil, message: "Choose", preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Photo", style: .default) { _ in chosen.append("Photo") })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in chosen.append("Cancel") })
        sheet.addTextField()
        #expect(sheet.textFields == nil, "action sheets take no text fields")
        a.present(sheet, animated: true)
        UIApplication.shared.runUntilIdle()
        UIApplication.shared.advanceTime(by: 0.15)
        #expect(shownCenter(sheet.view).y > sheet.view.center.y + 1, "slides up from the bottom")
        UIApplication.shared.advanceTime(by: 0.3)
        let frame = sheet.view.frame
        #expect(frame.minX == 8 && frame.width == 304 && frame.maxY == 472)
        let cancel = try! #require(buttons(sheet).first { $0.action.style == .cancel })
        #expect(cancel.convert(cancel.bounds, to: sheet.view) == CGRect(x: 0, y: frame.height - 57, width: 304, height: 57))
        // A tap beside the sheet chooses its cancel action.
        window.tap(at: CGPoint(x: 160, y: 20))
        UIApplication.shared.advanceTime(by: 0.3)
        #expect(chosen == ["Cancel"] && a.presentedViewController == nil)
    }

    @Test func refusedInput() {
        let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "A", style: .cancel))
        alert.addAction(UIAlertAction(title: "B", style: .cancel))
        #expect(alert.actions.map(\.title) == ["A"], "only one cancel action")
        let stranger = UIAlertAction(title: "X", style: .default)
        alert.preferredAction = stranger
        #expect(alert.preferredAction == nil)
        let copy = alert.actions[0].copy() as? UIAlertAction
        #expect(copy?.title == "A" && copy?.style == .cancel && copy !== alert.actions[0])
    }
}
