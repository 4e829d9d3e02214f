import CoreGraphics
import Foundation

/// A table or collection view answering its own context menu interaction from its delegate.
@preconcurrency @MainActor
package protocol ListContextMenuHost: UIView {
    /// The configuration for a menu at `point` (the view's coordinates) and the index
    /// paths it acts on; nil shows no menu.
    func listContextMenuConfiguration(at point: CGPoint) -> (UIContextMenuConfiguration, [IndexPath])?
    /// The delegate's preview while the menu shows or as it closes (nil: the host's own).
    func listContextMenuPreview(_ configuration: UIContextMenuConfiguration, at indexPath: IndexPath?, dismissing: Bool) -> UITargetedPreview?
    /// The view of the row or item at `indexPath`, the default preview.
    func listContextMenuCell(at indexPath: IndexPath) -> UIView?
    /// Tells the delegate the menu will display.
    func listContextMenuWillDisplay(_ configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?)
    /// Tells the delegate the menu interaction ends.
    func listContextMenuWillEnd(_ configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?)
    /// Tells the delegate the preview was committed.
    func listContextMenuWillPerformPreviewAction(_ configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionCommitAnimating)
}

/// The delegate of the context menu interaction a table or collection view installs on
/// itself (as UIKit does): a right click or long press on a row or item asks the view's
/// delegate for a configuration there, outlines the row (or the delegate's preview)
/// while the menu shows, and relays the display and end callbacks.
@preconcurrency @MainActor
package final class ListContextMenuDelegate: NSObject, UIContextMenuInteractionDelegate {
    weak var host: (any ListContextMenuHost)?
    /// The interaction on the host.
    package private(set) lazy var interaction = UIContextMenuInteraction(delegate: self)
    /// The index paths the menu being shown (or last asked for) acts on.
    package private(set) var indexPaths: [IndexPath] = []
    /// The row or item under the pointer when the menu was asked for.
    package private(set) var pointedIndexPath: IndexPath?

    package init(host: any ListContextMenuHost) {
        self.host = host
        super.init()
    }

    package func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                        configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        guard let host, let (configuration, paths) = host.listContextMenuConfiguration(at: location) else { return nil }
        indexPaths = paths
        pointedIndexPath = paths.count == 1 ? paths[0] : paths.first { host.listContextMenuCell(at: $0)?.frame.contains(location) == true }
        return configuration
    }

    package func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                        previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        preview(configuration, dismissing: false)
    }

    package func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                        previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        preview(configuration, dismissing: true)
    }

    package func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                        animator: UIContextMenuInteractionAnimating?) {
        host?.listContextMenuWillDisplay(configuration, animator: animator)
    }

    package func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                        animator: UIContextMenuInteractionAnimating?) {
        host?.listContextMenuWillEnd(configuration, animator: animator)
    }

    package func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                        animator: UIContextMenuInteractionCommitAnimating) {
        host?.listContextMenuWillPerformPreviewAction(configuration, animator: animator)
    }

    /// The delegate's preview, else the pointed row's or item's cell (none on empty space).
    private func preview(_ configuration: UIContextMenuConfiguration, dismissing: Bool) -> UITargetedPreview? {
        guard let host else { return nil }
        if let given = host.listContextMenuPreview(configuration, at: pointedIndexPath, dismissing: dismissing) { return given }
        guard let pointedIndexPath, let cell = host.listContextMenuCell(at: pointedIndexPath), cell.window != nil else { return nil }
        return UITargetedPreview(view: cell)
    }
}
