import Foundation

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
        case .hover:
            guard let hover = event as? HoverEvent, let window = hover.window, allWindows.contains(where: { $0 === window }) else {
                EventDispatcher.shared.drop("hover event for an unknown window"); return
            }
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
