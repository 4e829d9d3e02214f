import Foundation

/// A data source whose sections can be outlines (the diffable data source with section
/// snapshots): list cells' outline disclosures expand and collapse through it.
@MainActor
protocol CollectionOutlineDataSource: AnyObject {
    /// Expands or collapses the item at `indexPath` in its section snapshot.
    func toggleOutline(at indexPath: IndexPath)
}

extension UICollectionViewDiffableDataSource: CollectionOutlineDataSource {
    func toggleOutline(at indexPath: IndexPath) {
        guard let section = sectionIdentifier(for: indexPath.section), let item = itemIdentifier(for: indexPath),
              var outline = sectionSnapshots[section], outline.contains(item) else {
            DiffableDiagnostics.report("outlineDisclosure at \(indexPath): the item is not in a section snapshot applied with apply(_:to:animatingDifferences:)")
            return
        }
        let handlers = sectionSnapshotHandlers
        if outline.isExpanded(item) {
            guard handlers.shouldCollapseItem?(item) ?? true else { return }
            handlers.willCollapseItem?(item)
            outline.collapse([item])
        } else {
            let children = outline.snapshot(of: item)
            if let provide = handlers.snapshotForExpandingParent {
                guard handlers.shouldExpandItem?(item) ?? true else { return }
                handlers.willExpandItem?(item)
                outline.replace(childrenOf: item, using: provide(item, children))
            } else {
                guard !children.items.isEmpty, handlers.shouldExpandItem?(item) ?? true else { return }
                handlers.willExpandItem?(item)
            }
            outline.expand([item])
        }
        apply(outline, to: section, animatingDifferences: true)
        if let cell = collectionView?.cellForItem(at: indexPath) as? UICollectionViewListCell { cell.isOutlineExpanded = outline.isExpanded(item) }
    }

    /// Gives a list cell its outline state: the item's level and whether it is expanded.
    func applyOutlineState(_ cell: UICollectionViewCell, _ indexPath: IndexPath, _ item: ItemIdentifierType) {
        guard let list = cell as? UICollectionViewListCell, let section = sectionIdentifier(for: indexPath.section),
              let outline = sectionSnapshots[section], outline.contains(item) else { return }
        list.indentationLevel = outline.level(of: item)
        list.isOutlineExpanded = outline.isExpanded(item)
    }
}
