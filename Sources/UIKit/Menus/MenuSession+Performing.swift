import CoreGraphics
import Foundation

extension MenuSession {
    /// The topmost panel under `point` (overlay coordinates) and the row there.
    package func panelAndRow(at point: CGPoint) -> (MenuPanelView, Int?)? {
        for panel in panels.reversed() where panel.frame.contains(point) {
            return (panel, panel.rowIndex(at: overlay.convert(point, to: panel)))
        }
        return nil
    }

    /// A touch over the panels: highlights the row under it and opens a submenu row's
    /// submenu (closing deeper ones); over a row that can't be chosen nothing is highlighted.
    package func track(_ point: CGPoint) {
        guard let (panel, index) = panelAndRow(at: point), let level = panels.firstIndex(where: { $0 === panel }) else { return }
        guard let index, panel.rows[index].isSelectable else {
            panel.highlightedIndex = nil
            return
        }
        panel.highlightedIndex = index
        if case .submenu = panel.rows[index].kind { openSubmenu(at: index, of: panel) } else { closePanels(after: level) }
    }

    /// A touch lifted: an enabled item under it is chosen.
    package func release(at point: CGPoint) {
        guard let (panel, index) = panelAndRow(at: point), let index else { return }
        if case .item = panel.rows[index].kind { choose(row: index, of: panel) }
    }

    /// Chooses row `index` of `panel`: a submenu opens (its first row highlighted when
    /// `fromKeyboard`); an enabled action or command is performed. A disabled row does
    /// nothing (logged).
    package func choose(row index: Int, of panel: MenuPanelView, fromKeyboard: Bool = false) {
        guard !isClosed, panel.rows.indices.contains(index) else { return }
        let row = panel.rows[index]
        guard row.isEnabled else {
            UIView.log("menu element '\(row.element?.title ?? "")' is disabled; not performed")
            return
        }
        switch row.kind {
        case .submenu:
            if let sub = openSubmenu(at: index, of: panel), fromKeyboard { sub.highlightedIndex = sub.rows.firstIndex { $0.isSelectable } }
        case .item(let element):
            perform(element, parent: row.parent)
        default:
            break
        }
    }

    /// Performs an action or command as UIKit does: a single-selection menu's states
    /// change, the menu closes (unless the element keeps it presented), then the handler
    /// runs with `sender` set (a command goes to the responder that performs it).
    package func perform(_ element: UIMenuElement, parent: UIMenu?) {
        let keepsOpen: Bool
        switch element {
        case let action as UIAction:
            keepsOpen = action.attributes.contains(.keepsMenuPresented)
            if selectsSingleAction || parent?.options.contains(.singleSelection) == true {
                let siblings = selectsSingleAction ? allActions(in: panels.first?.menu) : (parent?.children.compactMap { $0 as? UIAction } ?? [])
                for sibling in siblings { sibling.state = sibling === action ? .on : .off }
            }
            if !keepsOpen { dismiss() }
            action.perform(sender: sender)
        case let command as UICommand:
            keepsOpen = command.attributes.contains(.keepsMenuPresented)
            let target = commandTarget(for: command)
            if !keepsOpen { dismiss() }
            guard let target, let action = command.action, let handler = target.handler(forAction: action) else {
                UIView.log("UICommand '\(command.title)': no responder performs \(command.action?.name ?? "its action"); not sent")
                return
            }
            handler(command)
        default:
            return
        }
        didPerform?(element)
        if keepsOpen { reloadPanels() }
    }

    /// The actions of `menu` and its submenus and inline menus, in order.
    package func allActions(in menu: UIMenu?) -> [UIAction] {
        guard let menu else { return [] }
        var result: [UIAction] = []
        var stack: [(UIMenuElement, Int)] = menu.children.reversed().map { ($0, 0) }
        while let (element, depth) = stack.popLast() {
            if let action = element as? UIAction { result.append(action) }
            else if let sub = element as? UIMenu, depth < 32 { stack += sub.children.reversed().map { ($0, depth + 1) } }
            else if let deferred = element as? UIDeferredMenuElement, let loaded = resolvedDeferred[ObjectIdentifier(deferred)] ?? deferred.loadedElements, depth < 32 {
                stack += loaded.reversed().map { ($0, depth + 1) }
            }
        }
        return result
    }
}
