import CoreGraphics
import Foundation

/// One row of a shown menu panel: an action or command, a submenu, a section header, a
/// separator, or the "Loading…" placeholder of a deferred element.
@preconcurrency @MainActor
package struct MenuRow {
    /// What a row shows.
    package enum Kind {
        /// An action or command (chosen when tapped).
        case item(UIMenuElement)
        /// A menu shown as a row that opens to the side.
        case submenu(UIMenu)
        /// The title of an inline section.
        case header(String)
        /// A line between sections.
        case separator
        /// A deferred element still loading.
        case loading(UIDeferredMenuElement)
    }

    package let kind: Kind
    /// The menu the row's element is a child of (for single selection).
    package weak var parent: UIMenu?
    /// Whether the row can be highlighted and chosen.
    package var isEnabled: Bool
    /// The row's frame in its panel.
    package var frame: CGRect = .zero

    /// Whether the row takes the highlight (items and submenus that are enabled).
    package var isSelectable: Bool {
        switch kind {
        case .item, .submenu: return isEnabled
        default: return false
        }
    }

    /// The element the row shows, if any.
    package var element: UIMenuElement? {
        switch kind {
        case .item(let element): return element
        case .submenu(let menu): return menu
        case .loading(let deferred): return deferred
        default: return nil
        }
    }
}

extension MenuSession {
    /// The rows of `menu`'s children: hidden elements left out, inline menus as sections
    /// between separators (with their title as a header), submenus as rows, deferred
    /// elements expanded once loaded (a "Loading…" row until then).
    package func rows(for menu: UIMenu) -> [MenuRow] {
        let wasBuilding = isBuildingRows
        isBuildingRows = true
        defer { isBuildingRows = wasBuilding }
        var sections: [[MenuRow]] = [[]]
        appendRows(of: menu, into: &sections, depth: 0)
        var result: [MenuRow] = []
        for section in sections where !section.isEmpty {
            if !result.isEmpty { result.append(MenuRow(kind: .separator, parent: menu, isEnabled: false)) }
            result += section
        }
        return result
    }

    private func appendRows(of menu: UIMenu, into sections: inout [[MenuRow]], depth: Int) {
        guard depth < 32 else {
            UIView.log("UIMenu '\(menu.title)': inline menus nested more than 32 deep; the deeper ones are not shown")
            return
        }
        appendRows(of: menu.children, parent: menu, into: &sections, depth: depth)
    }

    private func appendRows(of children: [UIMenuElement], parent: UIMenu, into sections: inout [[MenuRow]], depth: Int) {
        for child in children {
            switch child {
            case let sub as UIMenu where sub.options.contains(.displayInline) || sub.options.contains(.displayAsPalette):
                sections.append([])
                if !sub.title.isEmpty { sections[sections.count - 1].append(MenuRow(kind: .header(sub.title), parent: sub, isEnabled: false)) }
                appendRows(of: sub, into: &sections, depth: depth + 1)
                sections.append([])
            case let sub as UIMenu:
                sections[sections.count - 1].append(MenuRow(kind: .submenu(sub), parent: parent, isEnabled: true))
            case let deferred as UIDeferredMenuElement:
                if let elements = resolvedElements(of: deferred) {
                    appendRows(of: elements, parent: parent, into: &sections, depth: depth + 1)
                } else {
                    sections[sections.count - 1].append(MenuRow(kind: .loading(deferred), parent: parent, isEnabled: false))
                }
            case let action as UIAction:
                guard !action.attributes.contains(.hidden) else { continue }
                sections[sections.count - 1].append(MenuRow(kind: .item(action), parent: parent, isEnabled: !action.attributes.contains(.disabled)))
            case let command as UICommand:
                guard !command.attributes.contains(.hidden) else { continue }
                let enabled = !command.attributes.contains(.disabled) && commandTarget(for: command) != nil
                sections[sections.count - 1].append(MenuRow(kind: .item(command), parent: parent, isEnabled: enabled))
            default:
                UIView.log("UIMenu '\(parent.title)': a \(type(of: child)) is not a kind of menu element UIKit shows; left out")
            }
        }
    }

    /// The loaded elements of `deferred` for this presentation; the first time asks it to
    /// load (a provider that answers at once is expanded in place, a later answer
    /// rebuilds the open panels).
    private func resolvedElements(of deferred: UIDeferredMenuElement) -> [UIMenuElement]? {
        let key = ObjectIdentifier(deferred)
        if let elements = resolvedDeferred[key] { return elements }
        guard !requestedDeferred.contains(key) else { return nil }
        requestedDeferred.insert(key)
        deferred.load { [weak self] elements in
            guard let self else { return }
            self.resolvedDeferred[key] = elements
            if !self.isBuildingRows { self.reloadPanels() }
        }
        return resolvedDeferred[key]
    }

    /// The responder that performs `command`, starting from the view the menu belongs to
    /// (else the first responder, else the window); asks it to `validate(_:)` the command first.
    package func commandTarget(for command: UICommand) -> UIResponder? {
        guard let action = command.action else { return nil }
        let start: UIResponder = commandResponder ?? UIApplication.firstResponderStorage ?? window
        guard let target = start.target(forAction: action, withSender: command) as? UIResponder else { return nil }
        target.validate(command)
        return target
    }
}
