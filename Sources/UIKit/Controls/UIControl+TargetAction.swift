import Foundation

extension UIControl {
    /// Adds a method of `target` as the action for `controlEvents`:
    /// `addTarget(self, action: Controller.didTap, for: .touchUpInside)` where
    /// `func didTap(_ sender: UIButton)`; the target is held weakly.
    public func addTarget<T: AnyObject, Sender>(_ target: T, action: @escaping (T) -> (Sender) -> Void, for controlEvents: Event) {
        addEntry(ControlActionEntry(events: controlEvents, target: .make(target, action)))
    }

    /// Adds a method of `target` taking the sender and the event.
    public func addTarget<T: AnyObject, Sender>(_ target: T, action: @escaping (T) -> (Sender, UIEvent?) -> Void, for controlEvents: Event) {
        addEntry(ControlActionEntry(events: controlEvents, target: .make(target, action)))
    }

    /// Adds a method of `target` taking no argument.
    public func addTarget<T: AnyObject>(_ target: T, action: @escaping (T) -> () -> Void, for controlEvents: Event) {
        addEntry(ControlActionEntry(events: controlEvents, target: .make(target, action)))
    }

    /// Adds an entry (an equal selector action for the same target merges its events).
    package func addEntry(_ entry: ControlActionEntry) {
        if let t = entry.target, t.invoke == nil,
           let index = controlActions.firstIndex(where: { $0.target?.invoke == nil && $0.target?.target === t.target && $0.target?.selector == t.selector }) {
            controlActions[index].events.formUnion(entry.events)
            return
        }
        controlActions.append(entry)
    }

    /// Implements `removeTarget(_:action:for:)`.
    package func removeTargetCore(_ target: AnyObject?, action: Selector?, for events: Event) {
        controlActions = controlActions.compactMap { entry in
            guard let t = entry.target, target == nil || t.target === target, action == nil || t.selector == action else { return entry }
            var e = entry
            e.events.subtract(events)
            return e.events.isEmpty ? nil : e
        }
    }

    /// Implements `allTargets`.
    package func allTargetsCore() -> Set<AnyHashable> {
        var result = Set<AnyHashable>()
        for entry in controlActions {
            guard let t = entry.target else { continue }
            if let object = t.target { result.insert(ObjectIdentifierBox(object)) } else if !t.hadTarget { result.insert(NSNull()) }
        }
        return result
    }

    /// Implements `actions(forTarget:forControlEvent:)`.
    package func actionsCore(forTarget target: AnyObject?, forControlEvent event: Event) -> [String]? {
        let names = controlActions.compactMap { entry -> String? in
            guard let t = entry.target, entry.events.contains(event), t.target === target else { return nil }
            return t.selector.name
        }
        return names.isEmpty ? nil : names
    }

    /// Implements `addAction(_:for:)`.
    package func addActionCore(_ action: UIAction, for events: Event) {
        if let index = controlActions.firstIndex(where: { $0.action?.identifier == action.identifier }) {
            controlActions[index].action = action
            controlActions[index].events.formUnion(events)
            return
        }
        controlActions.append(ControlActionEntry(events: events, action: action))
    }

    /// Implements `removeAction(identifiedBy:for:)`.
    package func removeActionCore(identifier: UIAction.Identifier, for events: Event) {
        controlActions = controlActions.compactMap { entry in
            guard entry.action?.identifier == identifier else { return entry }
            var e = entry
            e.events.subtract(events)
            return e.events.isEmpty ? nil : e
        }
    }

    /// Sends the actions registered for any of `events`, event by event in bit order, each
    /// event's actions in the order they were added. Released targets are dropped.
    package func sendActionsCore(for events: Event, with event: UIEvent?) {
        controlActions.removeAll { $0.target != nil && $0.target!.hadTarget && $0.target!.target == nil }
        var bit: UInt = 1
        while bit != 0 && bit <= events.rawValue {
            let single = Event(rawValue: bit)
            if events.contains(single) {
                let entries = controlActions.filter { $0.events.contains(single) }
                for entry in entries {
                    if let action = entry.action { action.perform(sender: self) }
                    if let target = entry.target {
                        if target.invoke != nil { target.send(from: self, event: event) }
                        else { sendAction(target.selector, to: target.target, for: event) }
                    }
                }
            }
            bit <<= 1
        }
    }
}

/// Wraps an object as a hashable value by identity (for `allTargets`).
package struct ObjectIdentifierBox: Hashable {
    package let object: AnyObject
    package init(_ object: AnyObject) { self.object = object }
    package static func == (a: Self, b: Self) -> Bool { a.object === b.object }
    package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(object)) }
}
