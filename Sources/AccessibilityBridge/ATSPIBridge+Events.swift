import Foundation
import UIKit

extension ATSPIBridge {
    /// An AT-SPI event signal: `(detail, detail1, detail2, any_data, properties)`.
    package struct Event: Equatable {
        package var path: String
        package var interface: String
        package var member: String
        package var detail: String
        package var detail1: Int32
        package var detail2: Int32
        package var data: DBusValue

        package var arguments: [DBusValue] {
            [.string(detail), .int32(detail1), .int32(detail2), .variant(data), .dictionary(key: "s", value: "v", [])]
        }
    }

    /// The AT-SPI events a UIKit accessibility notification becomes:
    /// - `screenChanged`: `object:children-changed:add` on the key window (a new screen), then
    ///   focus on the argument or the window's first element;
    /// - `layoutChanged`: `object:visible-data-changed` on the window, then focus on the
    ///   argument when it is an element;
    /// - `announcement` and `pageScrolled`: `object:announcement` with the string;
    /// focus is `object:state-changed:focused` plus `focus:` from the element.
    package func events(for notification: UIAccessibility.Notification, argument: Any?) -> [Event] {
        tree.invalidate()
        let window = UIApplication.shared.keyWindow ?? tree.children(of: tree.root).first as? UIWindow
        let target = (argument as? UIView).map { $0 as AnyObject } ?? (argument as? UIAccessibilityElement)
        func focus(_ object: AnyObject) -> [Event] {
            let path = path(of: object)
            return [Event(path: path, interface: ATSPIInterface.eventObject, member: "StateChanged", detail: "focused",
                          detail1: 1, detail2: 0, data: .int32(0)),
                    Event(path: path, interface: ATSPIInterface.eventFocus, member: "Focus", detail: "",
                          detail1: 0, detail2: 0, data: .int32(0))]
        }
        switch notification {
        case .screenChanged:
            guard let window else { return [] }
            var events = [Event(path: path(of: window), interface: ATSPIInterface.eventObject, member: "ChildrenChanged",
                                detail: "add", detail1: 0, detail2: 0, data: reference(tree.children(of: window).first ?? window))]
            if let focused = target.flatMap({ tree.contains($0) ? $0 : nil }) ?? tree.children(of: window).first {
                events += focus(focused)
            }
            return events
        case .layoutChanged:
            var events: [Event] = []
            if let window {
                events.append(Event(path: path(of: window), interface: ATSPIInterface.eventObject, member: "VisibleDataChanged",
                                    detail: "", detail1: 0, detail2: 0, data: .int32(0)))
            }
            if let target, tree.contains(target) { events += focus(target) }
            return events
        case .announcement, .pageScrolled:
            let text = (argument as? String) ?? (argument as? NSAttributedString)?.string ?? ""
            guard !text.isEmpty else { return [] }
            // detail1 is the politeness: 1 polite (ATSPI_LIVE_POLITE).
            return [Event(path: path(of: window ?? tree.root), interface: ATSPIInterface.eventObject, member: "Announcement",
                          detail: "", detail1: 1, detail2: 0, data: .string(text))]
        default:
            return []
        }
    }

    /// Emits the events of a posted notification (no-op until the bridge is connected).
    func post(_ notification: UIAccessibility.Notification, argument: Any?) {
        guard let connection else { return }
        for event in events(for: notification, argument: argument) {
            connection.emitSignal(path: event.path, interface: event.interface, member: event.member, event.arguments)
        }
    }
}
