import Foundation

/// A scene controller's `<navigationItem key="navigationItem">` (title, prompt, bar button
/// items) and `<tabBarItem key="tabBarItem">`, and the actions of bar button items.
extension IBInstantiation {
    static let barButtonStyles: [String: UIBarButtonItem.Style] = ["plain": .plain, "bordered": .plain, "done": .done]
    static let barButtonSystemItems: [String: UIBarButtonItem.SystemItem] = [
        "done": .done, "cancel": .cancel, "edit": .edit, "save": .save, "add": .add, "flexibleSpace": .flexibleSpace,
        "fixedSpace": .fixedSpace, "compose": .compose, "reply": .reply, "action": .action, "organize": .organize,
        "bookmarks": .bookmarks, "search": .search, "refresh": .refresh, "stop": .stop, "camera": .camera,
        "trash": .trash, "play": .play, "pause": .pause, "rewind": .rewind, "fastForward": .fastForward,
        "undo": .undo, "redo": .redo, "close": .close,
    ]

    /// Applies the controller element's navigation and tab bar items.
    func applyBarItems(_ element: IBElement, to controller: UIViewController) throws(InterfaceBuilderError) {
        if let itemElement = element.child("navigationItem", key: "navigationItem") {
            let item = controller.navigationItem
            try register(item, for: itemElement)
            if let title = itemElement["title"] { item.title = title }
            if let prompt = itemElement["prompt"] { item.prompt = prompt }
            for (key, plural) in [("leftBarButtonItem", "leftBarButtonItems"), ("rightBarButtonItem", "rightBarButtonItems")] {
                var items: [UIBarButtonItem] = []
                if let single = itemElement.child("barButtonItem", key: key) { items.append(try makeBarButtonItem(single)) }
                for listed in itemElement.child(key: plural)?.children ?? [] where listed.name == "barButtonItem" {
                    items.append(try makeBarButtonItem(listed))
                }
                guard !items.isEmpty else { continue }
                if key == "leftBarButtonItem" { item.leftBarButtonItems = items } else { item.rightBarButtonItems = items }
            }
        }
        if let tabElement = element.child("tabBarItem", key: "tabBarItem") {
            let image = tabElement["image"].flatMap { values.image(named: $0, in: tabElement) }
            let item = UITabBarItem(title: tabElement["title"], image: image, tag: try values.integer(tabElement, "tag") ?? 0)
            if let selected = tabElement["selectedImage"] { item.selectedImage = values.image(named: selected, in: tabElement) }
            if let badge = tabElement["badgeValue"] { item.badgeValue = badge }
            try register(item, for: tabElement)
            controller.tabBarItem = item
        }
    }

    /// `<barButtonItem title= style= systemItem= image=>`, its connections queued.
    func makeBarButtonItem(_ element: IBElement) throws(InterfaceBuilderError) -> UIBarButtonItem {
        let item: UIBarButtonItem
        if let system = try values.keyword(element, "systemItem", Self.barButtonSystemItems) {
            item = UIBarButtonItem(barButtonSystemItem: system, target: nil, action: nil)
        } else {
            item = UIBarButtonItem()
            item.title = element["title"]
            item.image = element["image"].flatMap { values.image(named: $0, in: element) }
        }
        if let style = try values.keyword(element, "style", Self.barButtonStyles) { item.style = style }
        if let tag = try values.integer(element, "tag") { item.tag = tag }
        if let enabled = element.bool("enabled") { item.isEnabled = enabled }
        try register(item, for: element)
        queueConnections(of: element, source: item)
        return item
    }

    /// `<action selector= destination=>` on a bar button item: its target and action.
    func connectBarButtonAction(_ element: IBElement, _ selectorName: String, to item: UIBarButtonItem) throws(InterfaceBuilderError) {
        let target = try destination(of: element)
        let selector = Selector(selectorName)
        if target is FirstResponder {
            item.targetActionStorage = TargetActionEntry(target: nil, selector: selector, invoke: nil)
        } else if let key = IBKeyPathSetter.key(selectorName, of: target), key.kind == .action {
            item.targetActionStorage = TargetActionEntry(target: target, selector: selector) { object, sender, event in
                key.bind(object)?(sender, event)
            }
        } else {
            item.targetActionStorage = TargetActionEntry(target: target, selector: selector, invoke: nil)
        }
    }
}
