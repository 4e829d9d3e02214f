import Foundation

// Section snapshots: one section's items as a hierarchy (outlines); the collection view
// shows its visible items in order.

extension UICollectionViewDiffableDataSource {
    /// Shows `snapshot`'s visible items as the items of `section` (appended at the end when
    /// the section is new), animating the difference, and remembers its hierarchy.
    public func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
                      animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        var full = core.snapshot
        if full.indexOfSection(section) == nil {
            full.appendSections([section])
        } else {
            full.deleteItems(full.itemIdentifiers(inSection: section))
        }
        full.appendItems(snapshot.visibleItems, toSection: section)
        sectionSnapshots[section] = snapshot
        applyCore(full, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// The section snapshot of `section`: the one last applied to it while the section
    /// still shows its visible items, else its items as root items (empty for an unknown
    /// section).
    public func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        let items = core.snapshot.indexOfSection(section) == nil ? [] : core.snapshot.itemIdentifiers(inSection: section)
        if let stored = sectionSnapshots[section], stored.visibleItems == items { return stored }
        var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        flat.append(items)
        return flat
    }
}
