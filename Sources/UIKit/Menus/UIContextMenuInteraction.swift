import CoreGraphics
import Foundation

/// Shows a menu for its view when the user right-clicks it (the secondary mouse button)
/// or long-presses it (0.5 s): the delegate's configuration provides the menu, which
/// opens at the pointer (below the view for controls). Add it with `addInteraction(_:)`.
@preconcurrency @MainActor
open class UIContextMenuInteraction: NSObject, UIInteraction {
    /// How the interaction shows its menu.
    public enum Appearance: Int, Sendable {
        /// Not shown, or not known.
        case unknown = 0
        /// A menu with a preview (iOS's touch presentation).
        case rich = 1
        /// A compact menu without a preview (a right click's desktop presentation).
        case compact = 2
    }

    /// The delegate providing the menu.
    open private(set) weak var delegate: UIContextMenuInteractionDelegate?
    /// The view the interaction is attached to.
    open private(set) weak var view: UIView?
    /// The presentation of the visible menu: `.rich` with a preview (a long press on a
    /// configuration with a `previewProvider`), `.compact` without, `.unknown` when none shows.
    open var menuAppearance: Appearance { session == nil ? .unknown : previewView != nil ? .rich : .compact }

    package let longPress = UILongPressGestureRecognizer()
    package let secondaryClick = SecondaryClickGestureRecognizer()
    /// Where the gesture that opened (or last tried to open) the menu happened, in window coordinates.
    package var windowLocation: CGPoint = .zero
    /// The open menu and its configuration.
    package weak var session: MenuSession?
    package var configuration: UIContextMenuConfiguration?
    /// The configuration the delegate gave as the gesture began (the menu shows it).
    package var pendingConfiguration: UIContextMenuConfiguration?
    /// Whether the menu being opened may show a preview (a long press; a right click's
    /// menu has none, as on a Mac).
    package var opensWithPreview = false
    /// Lets the gestures begin only where the delegate gives a configuration.
    private lazy var gate = ContextMenuGestureGate(interaction: self)

    /// Creates an interaction with its delegate (held weakly).
    public init(delegate: UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        super.init()
        longPress.addTarget(self, action: UIContextMenuInteraction.longPressChanged)
        secondaryClick.addTarget(self, action: UIContextMenuInteraction.secondaryClicked)
        longPress.name = "UIContextMenuInteraction.longPress"
        secondaryClick.name = "UIContextMenuInteraction.secondaryClick"
        longPress.delegate = gate
        secondaryClick.delegate = gate
    }

    /// Called before the interaction moves to `view`: its recognizers leave the old view.
    open func willMove(to view: UIView?) {
        self.view?.removeGestureRecognizer(longPress)
        self.view?.removeGestureRecognizer(secondaryClick)
    }

    /// Called after the interaction moved to `view`: its recognizers join it.
    open func didMove(to view: UIView?) {
        self.view = view
        longPress.isManagedByView = true
        secondaryClick.isManagedByView = true
        view?.addGestureRecognizer(longPress)
        view?.addGestureRecognizer(secondaryClick)
    }

    /// Where the gesture that opened the menu happened, in `view`'s coordinates.
    open func location(in view: UIView?) -> CGPoint {
        guard let view else { return windowLocation }
        return view.convert(windowLocation, from: nil)
    }

    /// Closes the visible menu.
    open func dismissMenu() { session?.dismiss() }

    /// Replaces the visible menu's root with what `block` returns for it.
    open func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) { updateVisibleMenuCore(block) }

    private func longPressChanged(_ recognizer: UILongPressGestureRecognizer) {
        guard recognizer.state == .began, let window = view?.window else { return }
        windowLocation = recognizer.location(in: window)
        opensWithPreview = true
        presentMenu()
    }

    private func secondaryClicked(_ recognizer: SecondaryClickGestureRecognizer) {
        guard recognizer.state == .ended, let window = view?.window else { return }
        windowLocation = recognizer.location(in: window)
        opensWithPreview = false
        presentMenu()
    }
}

/// The delegate of a context menu interaction's gestures: as UIKit does, a gesture
/// begins only when the interaction's delegate gives a configuration for where it
/// happened (so a long press where no menu exists leaves the touches to the views).
@preconcurrency @MainActor
final class ContextMenuGestureGate: NSObject, UIGestureRecognizerDelegate {
    weak var interaction: UIContextMenuInteraction?

    init(interaction: UIContextMenuInteraction) { self.interaction = interaction }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let interaction, let view = interaction.view, let window = view.window, let delegate = interaction.delegate else { return false }
        interaction.windowLocation = gestureRecognizer.location(in: window)
        let configuration = delegate.contextMenuInteraction(interaction, configurationForMenuAtLocation: interaction.location(in: view))
        interaction.pendingConfiguration = configuration
        return configuration != nil
    }
}

/// Recognizes a press of the secondary mouse button (a right click) as soon as it goes
/// down, as desktop context menus open. Discrete.
@preconcurrency @MainActor
package final class SecondaryClickGestureRecognizer: UIGestureRecognizer, SecondaryButtonRecognizing {
    package var acceptsSecondaryButton: Bool { true }
    package var acceptsPrimaryButton: Bool { false }

    package override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if stateStorage == .possible { state = .ended }
    }
}
