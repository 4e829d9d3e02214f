import Foundation
import Testing
import UIKit
import UIKitTesting

/// A field-like view: can become first responder, takes typed text, handles copy: and selectAll:.
@MainActor
final class EditableView: UIView, UIKeyInput {
    var text = ""
    var log: [String] = []
    override var canBecomeFirstResponder: Bool { true }
    var hasText: Bool { !text.isEmpty }
    func insertText(_ text: String) { self.text += text }
    func deleteBackward() { if !text.isEmpty { text.removeLast() } }
    override func handler(forAction action: Selector) -> ((Any?) -> Void)? {
        switch action {
        case .copy: return { [unowned self] _ in log.append("copy:\(text)") }
        default: return super.handler(forAction: action)
        }
    }
    func selectEverything(_ sender: Any?) { log.append("selectAll") }
}

@MainActor @Suite(.serialized) struct UIResponderTests {
    @Test func firstResponderLifecycle() {
        let window = makeEventWindow()
        let a = EditableView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let b = EditableView(frame: CGRect(x: 50, y: 0, width: 50, height: 50))
        let plain = UIView()
        window.addSubview(a); window.addSubview(b); window.addSubview(plain)
        #expect(!plain.becomeFirstResponder())
        #expect(a.becomeFirstResponder())
        #expect(a.isFirstResponder)
        #expect(b.becomeFirstResponder())
        #expect(!a.isFirstResponder && b.isFirstResponder)
        #expect(window.endEditing(false))
        #expect(!b.isFirstResponder)
        let detached = EditableView()
        #expect(!detached.becomeFirstResponder())
        a.becomeFirstResponder()
        a.removeFromSuperview()
        #expect(!a.isFirstResponder)
        window.isHidden = true
    }

    @Test func nilTargetedActionsWalkTheChainFromTheFirstResponder() {
        final class Controller: UIViewController {
            var log: [String] = []
            override func viewDidLoad() { declareAction(.paste, Controller.pasteSomething) }
            func pasteSomething(_ sender: Any?) { log.append("paste") }
        }
        let window = makeEventWindow()
        let controller = Controller()
        window.rootViewController = controller
        UIApplication.shared.runUntilIdle()
        let field = EditableView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        field.declareAction(.selectAll, EditableView.selectEverything)
        controller.view.addSubview(field)
        field.text = "hi"
        field.becomeFirstResponder()
        let app = UIApplication.shared
        #expect(app.sendAction(.copy, to: nil, from: nil, for: nil))
        #expect(app.sendAction(.selectAll, to: nil, from: nil, for: nil))
        #expect(app.sendAction(.paste, to: nil, from: nil, for: nil))
        #expect(!app.sendAction(.cut, to: nil, from: nil, for: nil))
        #expect(field.log == ["copy:hi", "selectAll"])
        #expect(controller.log == ["paste"])
        #expect(field.canPerformAction(.copy, withSender: nil))
        #expect(!field.canPerformAction(.paste, withSender: nil))
        #expect(field.target(forAction: .paste, withSender: nil) as? Controller === controller)
        #expect(field.target(forAction: Selector("nothing:"), withSender: nil) == nil)
        // An explicit target that does not declare the action is refused.
        #expect(!app.sendAction(.paste, to: field, from: nil, for: nil))
        #expect(app.sendAction(Selector("copy:"), to: field, from: nil, for: nil))
        field.resignFirstResponder()
        // Without a first responder, a responder sender starts the walk.
        #expect(app.sendAction(.paste, to: nil, from: field, for: nil))
        #expect(controller.log == ["paste", "paste"])
        window.rootViewController = nil
        window.isHidden = true
    }

    @Test func typingAndKeyCommands() {
        final class Host: UIView {
            var log: [String] = []
            override var keyCommands: [UIKeyCommand]? {
                [UIKeyCommand(input: "k", modifierFlags: .command, action: Selector("doK:")),
                 UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: Selector("dismiss:"))]
            }
            override func handler(forAction action: Selector) -> ((Any?) -> Void)? {
                if action.name == "doK:" || action.name == "dismiss:" {
                    return { [unowned self] sender in log.append("\(action.name) from \(type(of: sender!))") }
                }
                return super.handler(forAction: action)
            }
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                log.append("pressesBegan \(presses.first!.key!.characters)")
            }
        }
        let window = makeEventWindow()
        let host = Host(frame: window.bounds)
        let field = EditableView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(host)
        host.addSubview(field)
        field.becomeFirstResponder()
        window.type("Hi!")
        #expect(field.text == "Hi!")
        window.press(UIKeyCommand.inputBackspace)
        #expect(field.text == "Hi")
        window.press("k", modifierFlags: .command)
        window.press(UIKeyCommand.inputEscape)
        #expect(field.text == "Hi")
        #expect(host.log.filter { !$0.hasPrefix("pressesBegan") } == ["doK: from UIKeyCommand", "dismiss: from UIKeyCommand"])
        #expect(host.log.filter { $0.hasPrefix("pressesBegan") }.count == 4)
        window.isHidden = true
    }
}
