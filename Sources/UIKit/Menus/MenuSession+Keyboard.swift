import Foundation

extension MenuSession {
    /// Routes a key press to the open menu of `window`; returns whether the menu took it.
    /// Called by the window before key commands and the first responder see the press:
    /// while a menu is open every key goes to it, as in desktop menus.
    package static func handleKeyPress(_ key: UIKey, in window: UIWindow) -> Bool {
        guard let session = active, session.window === window, !session.isClosed else { return false }
        session.handleKey(key)
        return true
    }

    /// Up and Down move the highlight (wrapping, skipping disabled rows), Right opens the
    /// highlighted submenu, Left closes the innermost submenu, Return or Space chooses the
    /// highlighted row, Escape closes the menu.
    package func handleKey(_ key: UIKey) {
        guard let panel = panels.last else { return }
        switch key.characters {
        case UIKeyCommand.inputDownArrow: moveHighlight(in: panel, by: 1)
        case UIKeyCommand.inputUpArrow: moveHighlight(in: panel, by: -1)
        case UIKeyCommand.inputRightArrow:
            if let index = panel.highlightedIndex, case .submenu = panel.rows[index].kind { choose(row: index, of: panel, fromKeyboard: true) }
        case UIKeyCommand.inputLeftArrow:
            if panels.count > 1 { closePanels(after: panels.count - 2) }
        case UIKeyCommand.inputReturn, "\n", " ":
            if let index = panel.highlightedIndex { choose(row: index, of: panel, fromKeyboard: true) }
        case UIKeyCommand.inputEscape:
            dismiss()
        default:
            break
        }
    }

    /// Moves the highlight of `panel` to the next selectable row in `step`'s direction,
    /// wrapping around; closes submenus opened from this panel.
    private func moveHighlight(in panel: MenuPanelView, by step: Int) {
        let count = panel.rows.count
        guard count > 0 else { return }
        var index = panel.highlightedIndex ?? (step > 0 ? -1 : count)
        for _ in 0..<count {
            index = ((index + step) % count + count) % count
            if panel.rows[index].isSelectable {
                panel.highlightedIndex = index
                if let level = panels.firstIndex(where: { $0 === panel }) { closePanels(after: level) }
                return
            }
        }
    }
}
