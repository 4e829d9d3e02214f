import Foundation

extension UIControl: UIContextMenuInteractionDelegate {
    /// Implements the `isContextMenuInteractionEnabled` setter: adds or removes the
    /// control's own context menu interaction (whose delegate is the control).
    package func setContextMenuInteractionEnabled(_ enabled: Bool) {
        if enabled, contextMenuInteractionStorage == nil {
            let interaction = UIContextMenuInteraction(delegate: self)
            contextMenuInteractionStorage = interaction
            addInteraction(interaction)
        } else if !enabled, let interaction = contextMenuInteractionStorage {
            interaction.dismissMenu()
            removeInteraction(interaction)
            contextMenuInteractionStorage = nil
        }
    }
}

extension UIButton {
    /// The menu changed: the interaction follows it and a pop-up button shows its selection.
    package func menuDidChange() {
        isContextMenuInteractionEnabled = menu != nil
        updatePopUpSelection()
    }

    /// For a pop-up button (`changesSelectionAsPrimaryAction`): keeps exactly one action
    /// of the menu on (the first that is on, else the first action) and shows its title.
    package func updatePopUpSelection() {
        guard changesSelectionAsPrimaryAction, let menu else { return }
        let actions = Self.actions(in: menu)
        guard let selected = actions.first(where: { $0.state == .on }) ?? actions.first else { return }
        for action in actions { action.state = action === selected ? .on : .off }
        if var configuration = configurationStorage {
            configuration.title = selected.title
            self.configuration = configuration
        } else {
            setTitle(selected.title, for: .normal)
        }
    }

    /// The actions of a menu, its inline sections and submenus, in order (bounded depth).
    package static func actions(in menu: UIMenu, depth: Int = 0) -> [UIAction] {
        guard depth < 32 else { return [] }
        return menu.children.flatMap { child -> [UIAction] in
            if let action = child as? UIAction { return [action] }
            if let sub = child as? UIMenu { return actions(in: sub, depth: depth + 1) }
            if let deferred = child as? UIDeferredMenuElement, let loaded = deferred.loadedElements {
                return actions(in: UIMenu(children: loaded), depth: depth + 1)
            }
            return []
        }
    }
}
