import Foundation
import Testing
import UIKit
import UIKitTesting

/// Keyboard focus: Tab and Shift-Tab between text fields and controls, the focus ring,
/// the focus environment callbacks, activation from the keyboard.
@MainActor @Suite(.serialized) struct UIFocusSystemTests {
    final class RecordingView: UIView {
        var updates: [String] = []
        override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
            updates.append("\(context.previouslyFocusedView?.accessibilityIdentifier ?? "nil")->\(context.nextFocusedView?.accessibilityIdentifier ?? "nil") \(context.focusHeading.rawValue)")
        }
    }

    func makeForm() -> (UIWindow, RecordingView, UITextField, UITextField, UIButton, UITextView) {
        let window = makeEventWindow(CGSize(width: 400, height: 400))
        let root = RecordingView(frame: window.bounds)
        window.addSubview(root)
        // Added out of reading order: Tab follows the geometry, not the subview order.
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 120, width: 100, height: 30)
        button.setTitle("OK", for: .normal)
        button.accessibilityIdentifier = "button"
        let second = UITextField(frame: CGRect(x: 20, y: 70, width: 200, height: 30))
        second.accessibilityIdentifier = "second"
        let first = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 30))
        first.accessibilityIdentifier = "first"
        let notes = UITextView(frame: CGRect(x: 20, y: 170, width: 200, height: 80))
        notes.accessibilityIdentifier = "notes"
        let label = UILabel(frame: CGRect(x: 250, y: 20, width: 100, height: 30))
        for v in [button, second, first, notes, label] as [UIView] { root.addSubview(v) }
        UIApplication.shared.runUntilIdle()
        return (window, root, first, second, button, notes)
    }

    @Test func tabMovesInReadingOrderAndShiftTabBack() {
        let (window, root, first, second, button, notes) = makeForm()
        #expect(first.canBecomeFocused && button.canBecomeFocused && notes.canBecomeFocused)
        #expect(!UILabel().canBecomeFocused && !UIView().canBecomeFocused)
        _ = first.becomeFirstResponder()
        window.press(UIKeyCommand.inputTab)
        #expect(second.isFirstResponder && second.isFocused)
        #expect(first.text == "" && second.text == "", "Tab inserted nothing into the single-line field")
        window.press(UIKeyCommand.inputTab)
        #expect(button.isFocused && !second.isFirstResponder)
        window.press(UIKeyCommand.inputTab, modifierFlags: .shift)
        #expect(second.isFocused && second.isFirstResponder)
        window.press(UIKeyCommand.inputTab)
        window.press(UIKeyCommand.inputTab)
        #expect(notes.isFocused && notes.isFirstResponder)
        // In a text view Tab is a character; Control-Tab leaves.
        window.press(UIKeyCommand.inputTab)
        #expect(notes.text == "\t")
        window.press(UIKeyCommand.inputTab, modifierFlags: .control)
        #expect(first.isFocused, "focus wraps around to the first item")
        // The environments containing both items heard every update, with its heading.
        let next = UIFocusHeading.next.rawValue, previous = UIFocusHeading.previous.rawValue
        #expect(root.updates == ["nil->second \(next)", "second->button \(next)", "button->second \(previous)",
                                 "second->button \(next)", "button->notes \(next)", "notes->first \(next)"])
        #expect(UIFocusSystem.focusSystem(for: first)?.focusedItem === first)
        #expect(UIFocusSystem.environment(root, contains: first))
        window.isHidden = true
    }

    @Test func theFocusedControlShowsARingAndTheKeyboardActivatesIt() {
        let (window, _, _, _, button, _) = makeForm()
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        window.press(UIKeyCommand.inputTab)
        window.press(UIKeyCommand.inputTab)
        window.press(UIKeyCommand.inputTab)
        #expect(button.isFocused)
        let ring = button.layer.sublayers?.first { $0.name == "focus ring" }
        #expect(ring != nil && ring!.borderWidth == UIFocusSystem.ringWidth)
        #expect(ring?.frame == button.bounds.insetBy(dx: -6, dy: -6))
        window.press(" ")
        window.press(UIKeyCommand.inputReturn)
        #expect(taps == 2)
        // A disabled button is skipped, and loses focus.
        button.isEnabled = false
        window.focusSystemCore.validateFocus()
        #expect(!button.isFocused && button.layer.sublayers?.contains { $0.name == "focus ring" } != true)
        window.isHidden = true
    }

    @Test func shouldUpdateFocusCanRefuseAndSetNeedsFocusUpdateFocusesThePreferredItem() {
        final class Refusing: UIView {
            var allow = false
            override func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { allow }
            weak var preferred: UIView?
            override var preferredFocusEnvironments: [any UIFocusEnvironment] { preferred.map { [$0] } ?? [] }
        }
        let window = makeEventWindow()
        let box = Refusing(frame: window.bounds)
        window.addSubview(box)
        let a = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        let b = UITextField(frame: CGRect(x: 0, y: 50, width: 100, height: 30))
        box.addSubview(a); box.addSubview(b)
        window.press(UIKeyCommand.inputTab)
        #expect(!a.isFocused && !a.isFirstResponder)
        box.allow = true
        box.preferred = b
        box.setNeedsFocusUpdate()
        box.updateFocusIfNeeded()
        #expect(b.isFocused && b.isFirstResponder)
        window.isHidden = true
    }
}
