import Foundation
import Testing
import UIKit
import UIKitTesting

/// A collection delegate answering only the older single-item context-menu method.
@MainActor
final class OldCollectionMenuDelegate: NSObject, UICollectionViewDelegate {
    var log: [String] = []
    func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
        log.append("item \(indexPath.item)")
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(children: [UIAction(title: "Open") { _ in self.log.append("open \(indexPath.item)") }])
        }
    }
    func collectionView(_ collectionView: UICollectionView, previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        log.append("old highlight preview")
        return nil
    }
}

/// A collection delegate answering the iOS 16 multiple-item methods.
@MainActor
final class CollectionMenuDelegate: NSObject, UICollectionViewDelegate {
    var log: [String] = []
    /// The title of the controller the configuration previews (nil: no preview provider).
    var previewTitle: String?
    func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint) -> UIContextMenuConfiguration? {
        let items = indexPaths.map(\.item)
        log.append("items \(items)")
        var provider: UIContextMenuContentPreviewProvider?
        if let title = previewTitle { provider = { titled(title) } }
        return UIContextMenuConfiguration(identifier: "\(items)" as NSString, previewProvider: provider) { _ in
            UIMenu(children: [UIAction(title: items.isEmpty ? "New Item" : "Share \(items.count)") { _ in self.log.append("performed \(items)") }])
        }
    }
    func collectionView(_ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
                        highlightPreviewForItemAt indexPath: IndexPath) -> UITargetedPreview? {
        log.append("highlight preview \(indexPath.item)")
        return nil
    }
    func collectionView(_ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
                        dismissalPreviewForItemAt indexPath: IndexPath) -> UITargetedPreview? {
        log.append("dismissal preview \(indexPath.item)")
        return nil
    }
    func collectionView(_ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?) {
        log.append("willDisplay \(configuration.identifier)")
    }
    func collectionView(_ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?) {
        log.append("willEnd \(configuration.identifier)")
    }
    func collectionView(_ collectionView: UICollectionView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                        animator: UIContextMenuInteractionCommitAnimating) {
        log.append("willPerformPreviewAction \(animator.previewViewController?.title ?? "none")")
        animator.addCompletion { self.log.append("committed") }
    }
}

/// UICollectionView context menus: a right click or long press asks the delegate for the
/// items the menu acts on (the pointed item, a multiple selection, or none between items),
/// the older single-item method answers when the new one is not implemented, and lists
/// built on diffable data sources get the same.
@MainActor @Suite(.serialized) struct CollectionViewContextMenuTests {
    /// A 320-wide flow layout of 100×100 items, three to a row with 10-point spacing.
    func makeGrid(_ delegate: UICollectionViewDelegate, items: Int = 5) -> (UIWindow, UICollectionView) {
        MenuSession.active?.dismiss()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        let (window, cv) = makeCollection(keptModel(items: items), layout: layout)
        cv.delegate = delegate
        UIApplication.shared.runUntilIdle()
        return (window, cv)
    }

    func center(_ cv: UICollectionView, _ item: Int) -> CGPoint { centerInWindow(cv.cellForItem(at: IndexPath(item: item, section: 0))!) }

    @Test func theOlderSingleItemMethodAnswersWhenTheNewOneIsNotImplemented() {
        let delegate = OldCollectionMenuDelegate()
        let (window, cv) = makeGrid(delegate)
        defer { MenuSession.active?.dismiss(); window.isHidden = true }
        window.secondaryClick(at: center(cv, 1))
        #expect(delegate.log == ["item 1", "old highlight preview"] && openPanels.count == 1)
        let cell = cv.cellForItem(at: IndexPath(item: 1, section: 0))!
        #expect(contextMenuHighlight?.frame == cell.convert(cell.bounds, to: nil).insetBy(dx: -1, dy: -1), "the item's cell is the default preview")
        window.tap(at: rowCenter("Open"))
        #expect(delegate.log.last == "open 1" && openPanels.isEmpty)
        #expect(cv.indexPathsForSelectedItems == nil, "neither the right click nor the menu selected the item")
    }

    @Test func aLongPressShowsTheItemsPreviewSizedLikeItsCellAndATapCommitsIt() throws {
        let delegate = CollectionMenuDelegate()
        delegate.previewTitle = "Item details"
        let (window, cv) = makeGrid(delegate)
        defer { MenuSession.active?.dismiss(); window.isHidden = true }
        let finger = window.touchDown(at: center(cv, 0))
        UIApplication.shared.advanceTime(by: 0.6)
        finger.up()
        UIApplication.shared.runUntilIdle()
        let interaction = try #require(cv.interactions.compactMap { $0 as? UIContextMenuInteraction }.first)
        let preview = try #require(interaction.previewView)
        // No preferredContentSize: the preview takes the highlighted cell's 100 x 100.
        #expect(preview.bounds.size == CGSize(width: 100, height: 100) && preview.controller.title == "Item details")
        window.tap(at: centerInWindow(preview))
        #expect(delegate.log.suffix(4) == ["willPerformPreviewAction Item details", "dismissal preview 0", "willEnd [0]", "committed"])
        #expect(openPanels.isEmpty && cv.indexPathsForSelectedItems?.isEmpty ?? true)
    }

    @Test func aMultipleSelectionIsWhatTheMenuActsOnAndEmptySpaceGivesNoItems() {
        let delegate = CollectionMenuDelegate()
        let (window, cv) = makeGrid(delegate)
        defer { MenuSession.active?.dismiss(); window.isHidden = true }
        cv.allowsMultipleSelection = true
        window.tap(at: center(cv, 0))
        window.tap(at: center(cv, 2))
        #expect(cv.indexPathsForSelectedItems?.map(\.item) == [0, 2])

        window.secondaryClick(at: center(cv, 2))
        #expect(delegate.log == ["items [0, 2]", "highlight preview 2", "willDisplay [0, 2]"])
        #expect(rowTitles(openPanels[0]) == ["Share 2"])
        window.tap(at: rowCenter("Share 2"))
        #expect(delegate.log.suffix(3) == ["dismissal preview 2", "willEnd [0, 2]", "performed [0, 2]"])

        delegate.log = []
        window.secondaryClick(at: center(cv, 1))
        #expect(delegate.log.first == "items [1]", "an item outside the selection: only that item")
        window.press(UIKeyCommand.inputEscape)
        UIApplication.shared.runUntilIdle()

        delegate.log = []
        window.secondaryClick(at: CGPoint(x: 270, y: 400))  // below the second row of items
        #expect(delegate.log == ["items []", "willDisplay []"], "between items: no index paths and no preview")
        #expect(rowTitles(openPanels[0]) == ["New Item"] && contextMenuHighlight == nil)
        window.press(UIKeyCommand.inputEscape)
        UIApplication.shared.runUntilIdle()
        #expect(openPanels.isEmpty && delegate.log.last == "willEnd []")
    }

    @Test func aListOnADiffableDataSourceShowsRowMenusByLongPress() {
        let delegate = CollectionMenuDelegate()
        MenuSession.active?.dismiss()
        let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped))
        let (window, cv) = makeCollection(keptModel(items: 0), layout: layout)
        defer { MenuSession.active?.dismiss(); window.isHidden = true }
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
        }
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: cv) { cv, ip, item in
            cv.dequeueConfiguredReusableCell(using: registration, for: ip, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Apples", "Pears", "Plums"])
        source.apply(snapshot, animatingDifferences: false)
        cv.delegate = delegate
        UIApplication.shared.runUntilIdle()

        let finger = window.touchDown(at: center(cv, 1))
        UIApplication.shared.advanceTime(by: 0.6)
        finger.up()
        UIApplication.shared.runUntilIdle()
        #expect(delegate.log == ["items [1]", "highlight preview 1", "willDisplay [1]"] && openPanels.count == 1)
        window.tap(at: rowCenter("Share 1"))
        #expect(delegate.log.last == "performed [1]")
        #expect(source.itemIdentifier(for: IndexPath(item: 1, section: 0)) == "Pears")
    }
}

/// A collection model of `items` items kept alive for the test's duration.
@MainActor func keptModel(items: Int) -> CollectionModel {
    let model = CollectionModel(items: items)
    keptModels.append(model)
    return model
}
