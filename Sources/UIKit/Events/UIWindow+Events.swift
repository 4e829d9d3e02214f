import Foundation

extension UIWindow {
    /// Implements `sendEvent(_:)`.
    package func dispatchEvent(_ event: UIEvent) {
        switch event.type {
        case .touches:
            let touches = event.touchStorage.filter { $0.windowStorage === self && $0.isHitTested }
            guard !touches.isEmpty else { return }
            EventDispatcher.shared.deliver(touches, event: event)
            // A primary-button click (pointer input, one touch beginning) moves keyboard focus.
            if event.buttonMask == .primary, touches.count == 1, let touch = touches.first, touch.phase == .began {
                focusSystemCore.pointerClickBegan(on: touch.view)
            }
        case .presses:
            guard let presses = event as? UIPressesEvent else { return }
            deliverPresses(presses)
        case .scroll:
            deliverScroll(event)
        case .hover:
            guard let hover = event as? HoverEvent else { return }
            deliverHover(hover)
        default:
            break
        }
    }

    /// Delivers a scroll-wheel event to the deepest enabled pan recognizer under the
    /// pointer whose `allowedScrollTypesMask` contains the event's scroll type (a wheel's
    /// `.discrete` steps or a trackpad's `.continuous` scrolling).
    private func deliverScroll(_ event: UIEvent) {
        var view = hitTest(event.scrollLocation, with: event)
        while let current = view {
            for recognizer in current.extrasStorage?.gestureRecognizers ?? [] {
                guard let pan = recognizer as? UIPanGestureRecognizer, pan.isEnabled, pan.allowedScrollTypesMask.contains(UIScrollTypeMask(event.scrollType)),
                      !pan.isFinished, pan.trackedTouches.isEmpty else { continue }
                let dispatcher = EventDispatcher.shared
                if !dispatcher.engaged.contains(where: { $0 === pan }) { dispatcher.engaged.append(pan) }
                pan.modifierFlags = event.modifierFlags
                pan.handleScroll(event)
                dispatcher.finishDispatch()
                return
            }
            view = current.superviewStorage
        }
    }

    /// Delivers presses: an open menu takes every key; key commands of the first
    /// responder's chain win next; otherwise the
    /// first responder (else the window) gets `pressesBegan/Ended` and a first responder
    /// adopting `UIKeyInput` receives the typed text.
    private func deliverPresses(_ event: UIPressesEvent) {
        let responder: UIResponder = UIApplication.firstResponderStorage ?? keyboardScrollView() ?? self
        var began: [UIPress] = [], ended: [UIPress] = [], changed: [UIPress] = [], cancelled: [UIPress] = []
        let dispatcher = EventDispatcher.shared
        for press in event.pressStorage {
            press.window = self
            press.responder = responder
            switch press.phase {
            case .began:
                if let key = press.key, MenuSession.handleKeyPress(key, in: self) {
                    dispatcher.consumedPresses.append(ObjectIdentifier(press))
                } else if let key = press.key, let command = matchingKeyCommand(for: key, from: responder) {
                    dispatcher.consumedPresses.append(ObjectIdentifier(press))
                    if let action = command.action { UIApplication.shared.sendAction(action, to: nil, from: command, for: event) }
                } else if let key = press.key, focusSystemCore.handleKey(key) {
                    dispatcher.consumedPresses.append(ObjectIdentifier(press))
                } else {
                    began.append(press)
                }
            case .ended, .cancelled:
                if let index = dispatcher.consumedPresses.firstIndex(of: ObjectIdentifier(press)) {
                    dispatcher.consumedPresses.remove(at: index)
                } else if press.phase == .ended { ended.append(press) } else { cancelled.append(press) }
            case .changed: changed.append(press)
            case .stationary: break
            }
        }
        if !began.isEmpty {
            responder.pressesBegan(Set(began), with: event)
            if let input = UIApplication.firstResponderStorage as? UIKeyInput {
                for press in began {
                    guard let key = press.key, key.modifierFlags.isDisjoint(with: [.command, .control]) else { continue }
                    if key.characters == UIKeyCommand.inputBackspace { input.deleteBackward() }
                    else if !key.characters.isEmpty, !key.characters.hasPrefix("UIKeyInput") { input.insertText(key.characters) }
                }
            }
        }
        if !changed.isEmpty { responder.pressesChanged(Set(changed), with: event) }
        if !ended.isEmpty { responder.pressesEnded(Set(ended), with: event) }
        if !cancelled.isEmpty { responder.pressesCancelled(Set(cancelled), with: event) }
    }

    /// The first key command of the responder chain from `responder` matching `key`.
    private func matchingKeyCommand(for key: UIKey, from responder: UIResponder) -> UIKeyCommand? {
        let relevant: UIKeyModifierFlags = [.shift, .control, .alternate, .command]
        var current: UIResponder? = responder
        var steps = 0
        while let r = current, steps < 10_000 {
            for command in r.keyCommands ?? [] {
                guard let input = command.input else { continue }
                let inputMatches = input == key.charactersIgnoringModifiers || input == key.characters
                    || input.lowercased() == key.charactersIgnoringModifiers.lowercased() && command.modifierFlags.contains(.shift)
                if inputMatches, command.modifierFlags.intersection(relevant) == key.modifierFlags.intersection(relevant) {
                    if let action = command.action, r.target(forAction: action, withSender: command) == nil,
                       UIApplication.firstResponderStorage?.target(forAction: action, withSender: command) == nil { continue }
                    return command
                }
            }
            current = r.next
            steps += 1
        }
        return standardEditCommand(for: key, from: responder)
    }

    /// The standard edit shortcuts the system's main menu offers (command- or control-C,
    /// X, V, A), when a responder of the chain performs the action.
    private func standardEditCommand(for key: UIKey, from responder: UIResponder) -> UIKeyCommand? {
        let flags = key.modifierFlags.intersection([.shift, .control, .alternate, .command])
        guard flags == .command || flags == .control else { return nil }
        let action: Selector
        switch key.charactersIgnoringModifiers.lowercased() {
        case "c": action = .copy
        case "x": action = .cut
        case "v": action = .paste
        case "a": action = .selectAll
        default: return nil
        }
        let command = UIKeyCommand(action: action, input: key.charactersIgnoringModifiers.lowercased(), modifierFlags: flags)
        guard responder.target(forAction: action, withSender: command) != nil else { return nil }
        return command
    }
}
