import CoreGraphics
import Foundation

// A right click or long press asks the delegate's
// `collectionView(_:contextMenuConfigurationForItemsAt:point:)` (which by default asks the
// older single-item method) with the items the menu acts on: the item under the pointer,
// every selected item when that item is part of a multiple selection, or none over the
// space between items. The menu shows through the collection view's own
// `UIContextMenuInteraction` (see `ListContextMenuDelegate`). Lists built with
// `UICollectionLayoutListConfiguration` and diffable data sources get the same.

extension UICollectionView: ListContextMenuHost {
    package func listContextMenuConfiguration(at point: CGPoint) -> (UIContextMenuConfiguration, [IndexPath])? {
        guard let collectionDelegate else { return nil }
        var indexPaths: [IndexPath] = []
        if let indexPath = indexPathForItem(at: point) {
            let selected = indexPathsForSelectedItems ?? []
            indexPaths = selected.count > 1 && selected.contains(indexPath) ? selected : [indexPath]
        }
        guard let configuration = collectionDelegate.collectionView(self, contextMenuConfigurationForItemsAt: indexPaths, point: point) else { return nil }
        return (configuration, indexPaths)
    }

    package func listContextMenuPreview(_ configuration: UIContextMenuConfiguration, at indexPath: IndexPath?, dismissing: Bool) -> UITargetedPreview? {
        guard let collectionDelegate, let indexPath else { return nil }
        return dismissing
            ? collectionDelegate.collectionView(self, contextMenuConfiguration: configuration, dismissalPreviewForItemAt: indexPath)
            : collectionDelegate.collectionView(self, contextMenuConfiguration: configuration, highlightPreviewForItemAt: indexPath)
    }

    package func listContextMenuCell(at indexPath: IndexPath) -> UIView? { cellForItem(at: indexPath) }

    package func listContextMenuWillDisplay(_ configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?) {
        collectionDelegate?.collectionView(self, willDisplayContextMenu: configuration, animator: animator)
    }

    package func listContextMenuWillEnd(_ configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?) {
        collectionDelegate?.collectionView(self, willEndContextMenuInteraction: configuration, animator: animator)
    }

    package func listContextMenuWillPerformPreviewAction(_ configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionCommitAnimating) {
        collectionDelegate?.collectionView(self, willPerformPreviewActionForMenuWith: configuration, animator: animator)
    }
}
