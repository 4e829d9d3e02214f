import Foundation
import Testing
import UIKit
import UIKitTesting

/// A text-field delegate recording calls, with switches to veto.
@MainActor
final class FieldDelegateLog: UITextFieldDelegate {
    var log: [String] = []
    var allowBegin = true, allowEnd = true, allowReturn = true, allowClear = true
    var vetoCharacters: Set<String> = []
    var lastRange: NSRange?
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { log.append("shouldBegin"); return allowBegin }
    func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { log.append("shouldEnd"); return allowEnd }
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) { log.append("didEnd(\(reason.rawValue))") }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        lastRange = range
        return !vetoCharacters.contains(string)
    }
    func textFieldShouldClear(_ textField: UITextField) -> Bool { log.append("shouldClear"); return allowClear }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool { log.append("shouldReturn"); return allowReturn }
}

@MainActor @Suite(.serialized) struct TextFieldEditingTests {
    func makeField(_ window: UIWindow, frame: CGRect = CGRect(x: 10, y: 10, width: 200, height: 34)) -> UITextField {
        let field = UITextField(frame: frame)
        field.borderStyle = .roundedRect
        window.addSubview(field)
        UIApplication.shared.runUntilIdle()
        return field
    }

    @Test func tapBeginsEditingAtTouchUpAndTypingSendsOneChangePerCharacter() {
        let window = makeEventWindow()
        defer { window.isHidden = true }
        let field = makeField(window)
        var events: [String] = []
        field.addAction(UIAction { _ in events.append("begin") }, for: .editingDidBegin)
        field.addAction(UIAction { _ in events.append("changed") }, for: .editingChanged)
        #expect(UITextField().text == "")
        let finger = window.touchDown(at: CGPoint(x: 50, y: 27))
        #expect(!field.isFirstResponder)
        #expect(!field.isEditing)
        finger.up()
        #expect(field.isFirstResponder)
        #expect(field.isEditing)
        #expect(events == ["begin"])
        window.type("Hi!")
        #expect(field.text == "Hi!")
        #expect(events == ["begin", "changed", "changed", "changed"])
        window.press(UIKeyCommand.inputBackspace)
        #expect(field.text == "Hi")
        #expect(events.count == 5)
    }

    @Test func delegateOrderAndVeto() {
        let window = makeEventWindow()
        defer { window.isHidden = true }
        let field = makeField(window)
        let delegate = FieldDelegateLog()
        field.delegate = delegate
        delegate.allowBegin = false
        window.tap(at: CGPoint(x: 50, y: 27))
        #expect(!field.isFirstResponder)
        delegate.allowBegin = true
        window.tap(at: CGPoint(x: 50, y: 27))
        #expect(field.isEditing)
        delegate.vetoCharacters = ["x"]
        window.type("axb")
        #expect(field.text == "ab")
        #expect(delegate.lastRange == NSRange(location: 1, length: 0))
        delegate.allowEnd = false
        #expect(!field.resignFirstResponder())
        #expect(field.isEditing)
        delegate.allowEnd = true
        #expect(field.resignFirstResponder())
        #expect(!field.isEditing)
        #expect(delegate.log == ["shouldBegin", "shouldBegin", "didBegin", "shouldEnd", "shouldEnd", "didEnd(0)"])
    }

    @Test func forcedEndEditingReportsTheEndEvenWhenTheDelegateRefuses() {
        let window = makeEventWindow()
        defer { window.isHidden = true }
        let field = makeField(window)
        let delegate = FieldDelegateLog()
        field.delegate = delegate
        field.becomeFirstResponder()
        delegate.allowEnd = false
        #expect(!window.endEditing(false))
        #expect(field.isEditing)
        #expect(window.endEditing(true))
        #expect(!field.isEditing)
        #expect(!field.isFirstResponder)
        #expect(delegate.log.last == "didEnd(0)")
        field.becomeFirstResponder()
        field.removeFromSuperview()
        #expect(!field.isEditing)
        #expect(delegate.log.last == "didEnd(0)")
        #expect(delegate.log.filter { $0 == "didEnd(0)" }.count == 2)
    }

    @Test func notificationsArePosted() {
        let window = makeEventWindow()
        defer { window.isHidden = true }
        let field = makeField(window)
        var names: [String] = []
        let center = NotificationCenter.default
        let tokens = [UITextField.textDidBeginEditingNotification, UITextField.textDidChangeNotification,
                      UITextField.textDidEndEditingNotification].map { name in
            center.addObserver(forName: name, object: field, queue: nil) { n in
                let raw = n.name.rawValue
                MainActor.assumeIsolated { names.append(raw) }
            }
        }
        defer { tokens.forEach(center.removeObserver) }
        #expect(field.becomeFirstResponder())
        window.type("ab")
        field.text = "programmatic"   // no notification, as UIKit
        field.resignFirstResponder()
        #expect(names == ["UITextFieldTextDidBeginEditingNotification", "UITextFieldTextDidChangeNotification",
                          "UITextFieldTextDidChangeNotification", "UITextFieldTextDidEndEditingNotification"])
    }

    @Test func returnEndsEditingWhenShouldReturnAllowsAndDidEndOnExitIsObserved() {
        let window = makeEventWindow()
        defer { window.isHidden = true }
        let field = makeField(window)
        let delegate = FieldDelegateLog()
        field.delegate = delegate
        var exits = 0, ends = 0
        field.addAction(UIAction { _ in ends += 1 }, for: .editingDidEnd)
        field.becomeFirstResponder()
        window.type("a")
        window.press(UIKeyCommand.inputReturn)
        // No .editingDidEndOnExit target: the field stays first responder (as UIKit).
        #expect(field.isEditing)
        #expect(field.text == "a")
        field.addAction(UIAction { _ in exits += 1 }, for: .editingDidEndOnExit)
        delegate.allowReturn = false
        window.press(UIKeyCommand.inputReturn)
        #expect(field.isEditing)
        #expect(exits == 0)
        delegate.allowReturn = true
        window.press(UIKeyCommand.inputReturn)
        #expect(!field.isEditing)
        #expect(exits == 1)
        #expect(ends == 1)
        #expect(delegate.log.filter { $0 == "shouldReturn" }.count == 3)
    }

    @Test func caretMovesByCharacterWordAndLineAndShiftSelects() {
        let window = makeEventWindow()
        defer { window.isHidden = true }
        let field = makeField(window)
        field.text = "one two three"
        field.becomeFirstResponder()
        func selection() -> NSRange {
            let r = field.selectedTextRange!
            let a = field.offset(from: field.beginningOfDocument, to: r.start)
            return NSRange(location: a, length: field.offset(from: r.start, to: r.end))
        }
        #expect(selection() == NSRange(location: 13, length: 0))
        window.press(UIKeyCommand.inputLeftArrow)
        #expect(selection() == NSRange(location: 12, length: 0))
        window.press(UIKeyCommand.inputLeftArrow, modifierFlags: .alternate)
        #expect(selection() == NSRange(location: 8, length: 0))
        window.press(UIKeyCommand.inputLeftArrow, modifierFlags: .alternate)
        #expect(selection() == NSRange(location: 4, length: 0))
        window.press(UIKeyCommand.inputRightArrow, modifierFlags: [.alternate, .shift])
        #expect(selection() == NSRange(location: 4, length: 3))
        window.press(UIKeyCommand.inputRightArrow, modifierFlags: .shift)
        #expect(selection() == NSRange(location: 4, length: 4))
        window.press(UIKeyCommand.inputLeftArrow)
        #expect(selection() == NSRange(location: 4, length: 0))
        window.press(UIKeyCommand.inputLeftArrow, modifierFlags: .command)
        #expect(selection() == NSRange(location: 0, length: 0))
        window.press(UIKeyCommand.inputRightArrow, modifierFlags: [.command, .shift])
        #expect(selection() == NSRange(location: 0, length: 13))
        window.type("X")
        #expect(field.text == "X")
        window.press(UIKeyCommand.inputUpArrow)
        #expect(selection() == NSRange(location: 0, length: 0))
        window.press(UIKeyCommand.inputDelete)
        #expect(field.text == "")
    }

    @Test func graphemeClustersMoveAndDeleteAsOneCharacter() {
        let window = makeEventWindow()
        defer { window.isHidden = true }
        let field = makeField(window)
        field.text = "a👍🏽e\u{301}"
        field.becomeFirstResponder()
        window.press(UIKeyCommand.inputBackspace)
        #expect(field.text == "a👍🏽")
        window.press(UIKeyCommand.inputLeftArrow)
        let r = field.selectedTextRange!
        #expect(field.offset(from: field.beginningOfDocument, to: r.start) == 1)
        window.press(UIKeyCommand.inputDelete)
        #expect(field.text == "a")
    }

    @Test func copyCutPasteAndSelectAllThroughThePasteboard() {
        let window = makeEventWindow()
        defer { window.isHidden = true }
        let field = makeField(window)
        field.text = "hello world"
        field.becomeFirstResponder()
        UIPasteboard.general.string = "unchanged"
        window.press("c", modifierFlags: .command)          // empty selection: nothing to copy
        #expect(UIPasteboard.general.string == "unchanged")
        window.press(UIKeyCommand.inputLeftArrow, modifierFlags: [.alternate, .shift])
        window.press("c", modifierFlags: .command)
        #expect(UIPasteboard.general.string == "world")
        window.press("x", modifierFlags: .control)
        #expect(field.text == "hello ")
        window.press(UIKeyCommand.inputLeftArrow, modifierFlags: .command)
        window.press("v", modifierFlags: .command)
        #expect(field.text == "worldhello ")
        window.press("a", modifierFlags: .command)
        window.press("c", modifierFlags: .command)
        #expect(UIPasteboard.general.string == "worldhello ")
        #expect(field.canPerformAction(.paste, withSender: nil))
        #expect(!field.canPerformAction(.selectAll, withSender: nil))
    }

    @Test func secureEntryDrawsBulletsAndCannotBeCopied() {
        let window = makeEventWindow()
        defer { window.isHidden = true }
        window.backgroundColor = .white
        let plain = makeField(window, frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        let secure = makeField(window, frame: CGRect(x: 0, y: 50, width: 200, height: 34))
        plain.text = "WWWW"
        secure.text = "WWWW"
        secure.isSecureTextEntry = true
        UIApplication.shared.runUntilIdle()
        #expect(secure.text == "WWWW")
        let image = PixelReader(window.renderedImage())
        func inkColumns(_ y0: Int) -> Int {
            var count = 0
            for x in 0..<200 where (y0..<(y0 + 34)).contains(where: { image[x, $0].r < 128 }) { count += 1 }
            return count
        }
        // Bullets are much narrower than W's.
        #expect(inkColumns(50) > 0)
        #expect(inkColumns(50) < inkColumns(0) / 2)
        secure.becomeFirstResponder()
        secure.selectAll(nil)
        UIPasteboard.general.string = "before"
        #expect(!secure.canPerformAction(.copy, withSender: nil))
        window.press("c", modifierFlags: .command)
        window.press("x", modifierFlags: .command)
        #expect(UIPasteboard.general.string == "before")
        #expect(secure.text == "WWWW")
        // Editing again: the first key replaces the whole secret, as UIKit does.
        secure.resignFirstResponder()
        secure.becomeFirstResponder()
        window.type("ab")
        #expect(secure.text == "ab")
        secure.resignFirstResponder()
        secure.becomeFirstResponder()
        window.press(UIKeyCommand.inputBackspace)
        #expect(secure.text == "")
    }

    @Test func clearButtonClearsWhenTheDelegateAllows() {
        let window = makeEventWindow()
        defer { window.isHidden = true }
        let field = makeField(window)
        let delegate = FieldDelegateLog()
        field.delegate = delegate
        field.clearButtonMode = .always
        field.text = "some text"
        let button = field.clearButtonRect(forBounds: field.bounds)
        #expect(button.maxX <= field.bounds.maxX)
        #expect(field.textRect(forBounds: field.bounds).maxX <= button.minX)
        let tapPoint = CGPoint(x: field.frame.minX + button.midX, y: field.frame.minY + button.midY)
        var changes = 0
        field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
        delegate.allowClear = false
        window.tap(at: tapPoint)
        #expect(field.text == "some text")
        delegate.allowClear = true
        window.tap(at: tapPoint)
        #expect(field.text == "")
        #expect(changes == 1)
        #expect(delegate.log.filter { $0 == "shouldClear" }.count == 2)
        // Without text the clear button is hidden and the text rect takes its place.
        #expect(field.textRect(forBounds: field.bounds).maxX > button.minX)
    }

    @Test func placeholderDrawnOnlyWhileEmpty() {
        let window = makeEventWindow()
        defer { window.isHidden = true }
        window.backgroundColor = .white
        let field = makeField(window, frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.borderStyle = .none
        field.placeholder = "Name"
        UIApplication.shared.runUntilIdle()
        func grayInk() -> Int {
            let image = PixelReader(window.renderedImage())
            var n = 0
            for y in 0..<34 { for x in 0..<200 { let p = image[x, y]; if p.r < 235 && p.r > 60 && abs(p.r - p.b) < 30 { n += 1 } } }
            return n
        }
        #expect(grayInk() > 20)
        field.text = "...."
        UIApplication.shared.runUntilIdle()
        let withText = grayInk()
        field.text = ""
        UIApplication.shared.runUntilIdle()
        #expect(grayInk() > withText + 20)
    }

    @Test func clearsOnBeginEditingAndSelectionDelegate() {
        let window = makeEventWindow()
        defer { window.isHidden = true }
        let field = makeField(window)
        field.text = "old"
        field.clearsOnBeginEditing = true
        window.tap(at: CGPoint(x: 50, y: 27))
        #expect(field.isEditing)
        #expect(field.text == "")
        #expect(!field.hasText)
    }

    @Test func doubleTapSelectsAWordAndDragSelects() {
        let window = makeEventWindow()
        defer { window.isHidden = true }
        let field = makeField(window, frame: CGRect(x: 0, y: 0, width: 280, height: 34))
        field.text = "alpha beta gamma"
        field.becomeFirstResponder()
        let beta = field.firstRect(for: field.textRange(from: field.position(from: field.beginningOfDocument, offset: 6)!,
                                                         to: field.position(from: field.beginningOfDocument, offset: 10)!)!)
        #expect(beta.width > 10)
        window.tap(at: CGPoint(x: beta.midX, y: beta.midY), count: 2)
        #expect(field.text(in: field.selectedTextRange!) == "beta")
        UIApplication.shared.advanceTime(by: 1)
        window.drag(from: CGPoint(x: 1, y: 17), to: CGPoint(x: beta.maxX, y: 17))
        #expect(field.text(in: field.selectedTextRange!) == "alpha beta")
    }

    @Test func leftAndRightViewsFollowTheirModes() {
        let window = makeEventWindow()
        defer { window.isHidden = true }
        let field = makeField(window)
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        field.leftView = left
        field.leftViewMode = .unlessEditing
        window.layoutIfNeeded()
        #expect(left.superview === field)
        #expect(!left.isHidden)
        #expect(left.frame == CGRect(x: 0, y: 7, width: 20, height: 20))
        #expect(field.textRect(forBounds: field.bounds).minX == 20)
        field.becomeFirstResponder()
        window.layoutIfNeeded()
        #expect(left.isHidden)
        #expect(field.editingRect(forBounds: field.bounds).minX == 7)
        let size = field.intrinsicContentSize
        field.text = "a much longer text than before"
        #expect(field.intrinsicContentSize.width > size.width)
    }

    @Test func invalidRangesAreClampedWithoutCrashing() {
        let window = makeEventWindow()
        defer { window.isHidden = true }
        let field = makeField(window)
        field.text = "a😀b"
        field.becomeFirstResponder()
        #expect(field.position(from: field.beginningOfDocument, offset: -1) == nil)
        #expect(field.position(from: field.endOfDocument, offset: 1) == nil)
        #expect(field.position(from: field.beginningOfDocument, offset: Int.max) == nil)
        // A range splitting the surrogate pair grows to the whole emoji.
        let split = field.textRange(from: field.position(from: field.beginningOfDocument, offset: 2)!, to: field.endOfDocument)!
        #expect(field.text(in: split) == "😀b")
        field.replace(split, withText: "c")
        #expect(field.text == "ac")
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.endOfDocument)
        window.type("z")
        #expect(field.text == "z")
        field.text = ""
        window.press(UIKeyCommand.inputBackspace)
        window.press(UIKeyCommand.inputDelete)
        window.press(UIKeyCommand.inputLeftArrow, modifierFlags: .alternate)
        #expect(field.text == "")
        let big = String(repeating: "word ", count: 2_000)
        field.text = big
        window.type("!")
        #expect(field.text?.count == big.count + 1)
    }

    @Test func tappingAnotherFieldMovesEditingAndLongTextScrollsToTheCaret() {
        let window = makeEventWindow()
        defer { window.isHidden = true }
        let a = makeField(window, frame: CGRect(x: 0, y: 0, width: 120, height: 34))
        let b = makeField(window, frame: CGRect(x: 0, y: 50, width: 120, height: 34))
        var log: [String] = []
        a.addAction(UIAction { _ in log.append("a.end") }, for: .editingDidEnd)
        b.addAction(UIAction { _ in log.append("b.begin") }, for: .editingDidBegin)
        window.tap(at: CGPoint(x: 60, y: 17))
        #expect(a.isEditing)
        window.type("a fairly long line that cannot fit")
        let caret = a.caretRect(for: a.endOfDocument)
        #expect(caret.maxX <= a.bounds.width)
        #expect(caret.minX > a.bounds.width / 2)
        let first = a.caretRect(for: a.beginningOfDocument)
        #expect(first.minX < 0)     // the start scrolled out of view
        window.tap(at: CGPoint(x: 60, y: 67))
        #expect(!a.isEditing)
        #expect(b.isEditing)
        #expect(log == ["a.end", "b.begin"])
        // Not editing any more: the text shows from its start again.
        #expect(a.caretRect(for: a.beginningOfDocument).minX >= 0)
    }

    @Test func reentrantDelegateCallsAreRefusedWithoutRecursion() {
        final class Reentrant: UITextFieldDelegate {
            var begins = 0, ends = 0
            func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
                begins += 1
                _ = textField.becomeFirstResponder()   // refused, not recursive
                return true
            }
            func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
                ends += 1
                _ = textField.resignFirstResponder()
                return true
            }
            func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
                textField.text = (textField.text ?? "") + string.uppercased()   // formats itself
                return false
            }
        }
        let window = makeEventWindow()
        defer { window.isHidden = true }
        let field = makeField(window)
        let delegate = Reentrant()
        field.delegate = delegate
        #expect(field.becomeFirstResponder())
        #expect(field.isEditing)
        #expect(delegate.begins == 1)
        window.type("ab")
        #expect(field.text == "AB")
        #expect(field.resignFirstResponder())
        #expect(!field.isEditing)
        #expect(delegate.ends == 1)
        field.minimumFontSize = .nan
        #expect(field.minimumFontSize == 0)
    }
}
