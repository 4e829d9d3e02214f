import Foundation

/// Builds a context menu from the suggested elements (none here); nil shows no menu.
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?
/// Makes the view controller previewed above a context menu.
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?

/// What a context menu interaction shows: the menu its action provider builds and, when
/// a long press opened it, the preview its preview provider makes (a right click's menu
/// has none), under an identifier.
@preconcurrency @MainActor
open class UIContextMenuConfiguration: NSObject {
    /// The configuration's identifier (a unique string when none was given).
    open private(set) var identifier: NSCopying
    /// Builds the menu when the interaction shows.
    package let actionProvider: UIContextMenuActionProvider?
    /// Builds the preview's view controller.
    package let previewProvider: UIContextMenuContentPreviewProvider?

    /// Creates a configuration.
    public init(identifier: NSCopying? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
                actionProvider: UIContextMenuActionProvider? = nil) {
        self.identifier = identifier ?? (UUID().uuidString as NSString)
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }
}

/// Animations that run alongside a context menu appearing or disappearing.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: AnyObject {
    /// The view controller of the preview (nil: none is shown).
    var previewViewController: UIViewController? { get }
    /// Adds animations that run with the menu's transition.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Adds a completion that runs once the transition finished.
    func addCompletion(_ completion: @escaping () -> Void)
}

/// How committing a context menu's preview looks.
public enum UIContextMenuInteractionCommitStyle: Int, Sendable {
    /// The menu dismisses.
    case dismiss = 0
    /// The preview grows into place.
    case pop = 1
}

/// Animations that run when the user commits a context menu's preview.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    /// How the commit looks.
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}

/// The animator handed to the delegate: desktop menus appear and disappear at once, so
/// added animations run immediately and completions right after the delegate returns.
@preconcurrency @MainActor
package final class ContextMenuAnimator: UIContextMenuInteractionCommitAnimating {
    package var previewViewController: UIViewController?
    package var preferredCommitStyle: UIContextMenuInteractionCommitStyle = .dismiss
    private var completions: [() -> Void] = []

    package init(preview: UIViewController?) { previewViewController = preview }

    package func addAnimations(_ animations: @escaping () -> Void) { animations() }

    package func addCompletion(_ completion: @escaping () -> Void) { completions.append(completion) }

    /// Runs the completions added (once).
    package func finish() {
        let pending = completions
        completions = []
        for completion in pending { completion() }
    }
}
