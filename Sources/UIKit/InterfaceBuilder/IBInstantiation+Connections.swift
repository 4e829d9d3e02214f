import CoreGraphics
import Foundation

/// `<connections>`: outlets, outlet collections, actions and segues.
extension IBInstantiation {
    static let controlEvents: [String: UIControl.Event] = [
        "touchDown": .touchDown, "touchDownRepeat": .touchDownRepeat, "touchDragInside": .touchDragInside,
        "touchDragOutside": .touchDragOutside, "touchDragEnter": .touchDragEnter, "touchDragExit": .touchDragExit,
        "touchUpInside": .touchUpInside, "touchUpOutside": .touchUpOutside, "touchCancel": .touchCancel,
        "valueChanged": .valueChanged, "primaryActionTriggered": .primaryActionTriggered, "editingDidBegin": .editingDidBegin,
        "editingChanged": .editingChanged, "editingDidEnd": .editingDidEnd, "editingDidEndOnExit": .editingDidEndOnExit,
    ]

    /// The object a connection's `destination` names.
    func destination(of element: IBElement) throws(InterfaceBuilderError) -> AnyObject {
        guard let id = element["destination"] else { throw values.error(element, "destination is missing") }
        guard let object = objects[id] else { throw error(.danglingReference("no object with id \(id)"), element) }
        return object
    }

    /// Connects one source's `<connections>` list; outlet collections are set once, with
    /// their members in document order.
    /// `only`: connect just those naming these destinations (a storyboard scene's view).
    func connect(_ list: IBElement, from source: AnyObject, only: Set<String>?) throws(InterfaceBuilderError) {
        var collections: [(property: String, items: [Any], element: IBElement)] = []
        for element in list.children {
            if let only, !only.contains(element["destination"] ?? "") { continue }
            if let restricted = restrictedDestinations, let id = element["destination"], !restricted.contains(id), element.name != "segue" {
                UINib.log("Interface Builder file \(place(element)): a prototype cell's \(element.name) to an object outside the cell (\(id)) is not connected")
                continue
            }
            if let id = element["destination"], skippedDestinations.contains(id) { continue }
            switch element.name {
            case "outlet":
                guard let property = element["property"] else { throw values.error(element, "property is missing") }
                let target = try destination(of: element)
                guard !(target is FirstResponder) else { throw values.error(element, "an outlet cannot point at a placeholder") }
                IBKeyPathSetter.set(target, forKey: property, on: source, kind: .outlet, place: place(element))
            case "outletCollection":
                guard let property = element["property"] else { throw values.error(element, "property is missing") }
                let target = try destination(of: element)
                if let index = collections.firstIndex(where: { $0.property == property }) {
                    collections[index].items.append(target)
                } else {
                    collections.append((property, [target], element))
                }
            case "action":
                try connectAction(element, from: source)
            case "segue":
                guard collectsSegues else {
                    UINib.log("Interface Builder file \(file):\(element.line): a segue outside a storyboard is ignored")
                    continue
                }
                segues.append((source, element))
            default:
                throw error(.unknownElement, element)
            }
        }
        for collection in collections {
            IBKeyPathSetter.set(collection.items, forKey: collection.property, on: source, kind: .outletCollection, place: place(collection.element))
        }
    }

    /// `file:line` of an element, for log lines.
    func place(_ element: IBElement) -> String { "\(file):\(element.line)" }

    /// `<action selector="tapped:" destination="…" eventType="touchUpInside">` on a control:
    /// to File's Owner or an object in the file through its `IBKey` action (or, without one,
    /// its declared handler when the control fires, as a selector action); to the First
    /// Responder as a nil-targeted action that walks the responder chain.
    func connectAction(_ element: IBElement, from source: AnyObject) throws(InterfaceBuilderError) {
        guard let selectorName = element["selector"] else { throw values.error(element, "selector is missing") }
        if let recognizer = source as? UIGestureRecognizer {
            return try connectRecognizerAction(element, selectorName, to: recognizer)
        }
        if let item = source as? UIBarButtonItem {
            return try connectBarButtonAction(element, selectorName, to: item)
        }
        guard let control = source as? UIControl else {
            UINib.log("Interface Builder file \(place(element)): action \(selectorName) on a \(type(of: source)) is not supported; skipped")
            return
        }
        let events = try values.keyword(element, "eventType", Self.controlEvents) ?? .primaryActionTriggered
        let target = try destination(of: element)
        let selector = Selector(selectorName)
        if target is FirstResponder {
            control.addEntry(ControlActionEntry(events: events, target: TargetActionEntry(target: nil, selector: selector, invoke: nil)))
            return
        }
        if let key = IBKeyPathSetter.key(selectorName, of: target), key.kind == .action {
            let entry = TargetActionEntry(target: target, selector: selector) { object, sender, event in
                key.bind(object)?(sender, event)
            }
            control.addEntry(ControlActionEntry(events: events, target: entry))
            return
        }
        control.addEntry(ControlActionEntry(events: events, target: TargetActionEntry(target: target, selector: selector, invoke: nil)))
    }
}
