import Foundation

extension UIView {
    /// Implements `addGestureRecognizer(_:)`.
    package func addGestureRecognizerCore(_ recognizer: UIGestureRecognizer) {
        if recognizer.viewStorage === self { return }
        recognizer.viewStorage?.removeGestureRecognizerCore(recognizer)
        extras.gestureRecognizers.append(recognizer)
        recognizer.viewStorage = self
    }

    /// Implements `removeGestureRecognizer(_:)`: a recognizer in the middle of a gesture is
    /// cancelled or failed, then reset.
    package func removeGestureRecognizerCore(_ recognizer: UIGestureRecognizer) {
        guard recognizer.viewStorage === self else { return }
        if recognizer.stateStorage == .began || recognizer.stateStorage == .changed { recognizer.accept(.cancelled) }
        extrasStorage?.gestureRecognizers.removeAll { $0 === recognizer }
        recognizer.viewStorage = nil
        let dispatcher = EventDispatcher.shared
        dispatcher.engaged.removeAll { $0 === recognizer }
        dispatcher.waiting.removeAll { $0 === recognizer }
        for touch in dispatcher.activeTouches { touch.recognizerStorage.removeAll { $0 === recognizer } }
        recognizer.resetCore()
        dispatcher.finishDispatch()
    }

    /// Implements the `gestureRecognizers` setter.
    package func setGestureRecognizers(_ recognizers: [UIGestureRecognizer]) {
        for old in extrasStorage?.gestureRecognizers ?? [] where !recognizers.contains(where: { $0 === old }) {
            removeGestureRecognizerCore(old)
        }
        for recognizer in recognizers { addGestureRecognizerCore(recognizer) }
    }
}

extension UIWindow {
    /// Implements `sendEvent(_:)`.
    package func dispatchEvent(_ event: UIEvent) {
        switch event.type {
        case .touches:
            let touches = event.touchStorage.filter { $0.windowStorage === self && $0.isHitTested }
            guard !touches.isEmpty else { return }
            EventDispatcher.shared.deliver(touches, event: event)
        case .presses:
            guard let presses = event as? UIPressesEvent else { return }
            deliverPresses(presses)
        case .scroll:
            deliverScroll(event)
        default:
            break
        }
    }

    /// Delivers a scroll-wheel event to the deepest enabled pan recognizer under the
    /// pointer that accepts scrolling (`allowedScrollTypesMask`).
    private func deliverScroll(_ event: UIEvent) {
        var view = hitTest(event.scrollLocation, with: event)
        while let current = view {
            for recognizer in current.extrasStorage?.gestureRecognizers ?? [] {
                guard let pan = recognizer as? UIPanGestureRecognizer, pan.isEnabled, !pan.allowedScrollTypesMask.isEmpty,
                      !pan.isFinished, pan.trackedTouches.isEmpty else { continue }
                let dispatcher = EventDispatcher.shared
                if !dispatcher.engaged.contains(where: { $0 === pan }) { dispatcher.engaged.append(pan) }
                pan.handleScroll(event)
                dispatcher.finishDispatch()
                return
            }
            view = current.superviewStorage
        }
    }

    /// Delivers presses: key commands of the first responder's chain win; otherwise the
    /// first responder (else the window) gets `pressesBegan/Ended` and a first responder
    /// adopting `UIKeyInput` receives the typed text.
    private func deliverPresses(_ event: UIPressesEvent) {
        let responder: UIResponder = UIApplication.firstResponderStorage ?? self
        var began: [UIPress] = [], ended: [UIPress] = [], changed: [UIPress] = [], cancelled: [UIPress] = []
        let dispatcher = EventDispatcher.shared
        for press in event.pressStorage {
            press.window = self
            press.responder = responder
            switch press.phase {
            case .began:
                if let key = press.key, let command = matchingKeyCommand(for: key, from: responder) {
                    dispatcher.consumedPresses.append(ObjectIdentifier(press))
                    if let action = command.action { UIApplication.shared.sendAction(action, to: nil, from: command, for: event) }
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
        return nil
    }
}

extension UIApplication {
    /// Implements `sendEvent(_:)`.
    package func sendEventCore(_ event: UIEvent) {
        switch event.type {
        case .touches:
            let groups = EventDispatcher.shared.admitTouches(of: event)
            for (window, _) in groups { window.sendEvent(event) }
            if groups.isEmpty { EventDispatcher.shared.finishDispatch() }
        case .presses:
            guard let window = keyWindowStorage ?? visibleWindows.last else {
                EventDispatcher.shared.drop("key press with no key window"); return
            }
            window.sendEvent(event)
        case .scroll:
            guard let window = event.scrollWindow, allWindows.contains(where: { $0 === window }) else {
                EventDispatcher.shared.drop("scroll event for an unknown window"); return
            }
            let p = event.scrollLocation, d = event.scrollDelta
            guard p.x.isFinite, p.y.isFinite, d.dx.isFinite, d.dy.isFinite else {
                EventDispatcher.shared.drop("scroll event with non-finite location or delta"); return
            }
            if isIgnoringInteractionEvents { return }
            window.sendEvent(event)
        default:
            (keyWindowStorage ?? visibleWindows.last)?.sendEvent(event)
        }
    }

    /// Implements `sendAction(_:to:from:for:)`.
    package func sendActionCore(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        if let target {
            guard let responder = target as? UIResponder else {
                UIView.log("sendAction(\(action)): target \(type(of: target)) is not a responder, so it cannot declare actions; not sent")
                return false
            }
            guard let handler = responder.handler(forAction: action) else {
                UIView.log("sendAction(\(action)): \(type(of: responder)) does not declare this action; not sent")
                return false
            }
            handler(sender)
            return true
        }
        let start: UIResponder? = UIApplication.firstResponderStorage ?? (sender as? UIResponder) ?? keyWindowStorage ?? self
        guard let responder = start?.target(forAction: action, withSender: sender) as? UIResponder,
              let handler = responder.handler(forAction: action) else { return false }
        handler(sender)
        return true
    }
}
