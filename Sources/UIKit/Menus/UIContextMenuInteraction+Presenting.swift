import CoreGraphics
import Foundation

extension UIContextMenuInteraction {
    /// Takes the configuration the delegate gave as the gesture began (else asks it at the
    /// gesture's location), asks for the highlighting preview, builds the menu and shows
    /// it (below the view for controls, at the pointer otherwise) with the preview's view
    /// outlined and, after a long press, the configuration's preview controller beside it
    /// (`ContextMenuPreviewView`), telling the delegate it will display; when the menu
    /// closes the delegate is asked for the dismissing preview, then told the interaction ends.
    package func presentMenu() {
        let pending = pendingConfiguration
        pendingConfiguration = nil
        guard let view, let window = view.window, let delegate else { return }
        if !(view is UIControl), session != nil { session?.dismiss() }
        guard let configuration = pending ?? delegate.contextMenuInteraction(self, configurationForMenuAtLocation: location(in: view)) else { return }
        let preview = delegate.contextMenuInteraction(self, previewForHighlightingMenuWithConfiguration: configuration)
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
        if let target = preview?.view, target.window === window {
            presented.overlay.insertSubview(ContextMenuHighlightView(around: target, in: presented.overlay), at: 0)
        }
        self.configuration = configuration
        session = presented
        let previewController = showPreviewIfProvided(configuration, in: presented, target: preview?.view)
        presented.didDismiss = { [weak self, weak presented] in
            if let content = previewController?.viewIfLoaded, content.superview is ContextMenuPreviewView { content.removeFromSuperview() }
            guard let self, let presented, self.session === presented || self.session == nil else { return }
            self.session = nil
            _ = self.delegate?.contextMenuInteraction(self, previewForDismissingMenuWithConfiguration: configuration)
            let animator = ContextMenuAnimator(preview: previewController)
            self.delegate?.contextMenuInteraction(self, willEndFor: configuration, animator: animator)
            self.configuration = nil
            animator.finish()
        }
        let animator = ContextMenuAnimator(preview: previewController)
        delegate.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: animator)
        animator.finish()
    }

    /// Implements `updateVisibleMenu(_:)`: the root panel shows the new menu's children.
    package func updateVisibleMenuCore(_ block: (UIMenu) -> UIMenu) {
        guard let session, let root = session.panels.first else { return }
        session.replaceRoot(with: block(root.menu))
    }
}

/// The outline around a context menu's highlighting preview while the menu shows: a
/// 2-point ring in the tint colour following the previewed view's corners (at least 8
/// points round, as a desktop row highlight). It takes no touches.
@preconcurrency @MainActor
package final class ContextMenuHighlightView: UIView {
    package init(around target: UIView, in overlay: UIView) {
        super.init(frame: target.convert(target.bounds, to: overlay).insetBy(dx: -1, dy: -1))
        isUserInteractionEnabled = false
        backgroundColor = nil
        isOpaque = false
        layer.borderWidth = 2
        layer.borderColor = target.tintColor.cgColor
        layer.cornerRadius = max(8, target.layer.cornerRadius)
    }

    package required init?(coder: NSCoder) { nil }
}
