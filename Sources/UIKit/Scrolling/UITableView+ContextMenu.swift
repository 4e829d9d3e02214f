import CoreGraphics
import Foundation

// A right click or long press on a row asks the delegate's
// `tableView(_:contextMenuConfigurationForRowAt:point:)`; the menu shows through the
// table's own `UIContextMenuInteraction` (see `ListContextMenuDelegate`), with the row's
// cell (or the delegate's highlighting preview) outlined while it shows.

extension UITableView: ListContextMenuHost {
    package func listContextMenuConfiguration(at point: CGPoint) -> (UIContextMenuConfiguration, [IndexPath])? {
        guard let tableDelegate, let indexPath = indexPathForRow(at: point) else { return nil }
        guard let configuration = tableDelegate.tableView(self, contextMenuConfigurationForRowAt: indexPath, point: point) else { return nil }
        return (configuration, [indexPath])
    }

    package func listContextMenuPreview(_ configuration: UIContextMenuConfiguration, at indexPath: IndexPath?, dismissing: Bool) -> UITargetedPreview? {
        guard let tableDelegate else { return nil }
        return dismissing
            ? tableDelegate.tableView(self, previewForDismissingContextMenuWithConfiguration: configuration)
            : tableDelegate.tableView(self, previewForHighlightingContextMenuWithConfiguration: configuration)
    }

    package func listContextMenuCell(at indexPath: IndexPath) -> UIView? { cellForRow(at: indexPath) }

    package func listContextMenuWillDisplay(_ configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?) {
        tableDelegate?.tableView(self, willDisplayContextMenu: configuration, animator: animator)
    }

    package func listContextMenuWillEnd(_ configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?) {
        tableDelegate?.tableView(self, willEndContextMenuInteraction: configuration, animator: animator)
    }

    package func listContextMenuWillPerformPreviewAction(_ configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionCommitAnimating) {
        tableDelegate?.tableView(self, willPerformPreviewActionForMenuWith: configuration, animator: animator)
    }
}
