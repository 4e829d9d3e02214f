import CoreGraphics
import Foundation

extension UIContextMenuInteraction {
    /// Asks the delegate for a configuration at the gesture's location, builds its menu
    /// and shows it (below the view for controls, at the pointer otherwise), telling the
    /// delegate it will display and, when it closes, that it ends.
    package func presentMenu() {
        guard let view, let window = view.window, let delegate else { return }
        if !(view is UIControl), session != nil { session?.dismiss() }
        guard let configuration = delegate.contextMenuInteraction(self, configurationForMenuAtLocation: location(in: view)) else { return }
        guard let menu = configuration.actionProvider?([]) else {
            UIView.log("UIContextMenuInteraction: the configuration's action provider gave no menu; nothing shown")
            return
        }
        let control = view as? UIControl
        let placement: MenuSession.Placement = control != nil
            ? .below(view.convert(view.bounds, to: window)) : .at(windowLocation)
        let presented = MenuSession.present(menu, in: window, placement: placement, sender: control?.menuActionSender ?? view,
                                            commandResponder: view) { session in
            if let button = control as? UIButton, button.changesSelectionAsPrimaryAction {
                session.selectsSingleAction = true
                session.didPerform = { [weak button] _ in button?.updatePopUpSelection() }
            }
        }
        guard let presented else { return }
        self.configuration = configuration
        session = presented
        presented.didDismiss = { [weak self, weak presented] in
            guard let self, let presented, self.session === presented || self.session == nil else { return }
            self.session = nil
            let animator = ContextMenuAnimator(preview: nil)
            self.delegate?.contextMenuInteraction(self, willEndFor: configuration, animator: animator)
            self.configuration = nil
            animator.finish()
        }
        let animator = ContextMenuAnimator(preview: nil)
        delegate.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: animator)
        animator.finish()
    }

    /// Implements `updateVisibleMenu(_:)`: the root panel shows the new menu's children.
    package func updateVisibleMenuCore(_ block: (UIMenu) -> UIMenu) {
        guard let session, let root = session.panels.first else { return }
        session.replaceRoot(with: block(root.menu))
    }
}
