import Foundation

/// What a collection view shows: sections, items and their cells, supplementary views,
/// and whether items can move. Only the item count and the cell are required; the protocol
/// extension supplies UIKit's defaults for the rest.
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: AnyObject {
    /// The number of items in `section`.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for the item at `indexPath` (dequeue it with `dequeueReusableCell`).
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// The number of sections (default 1).
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// The supplementary view of `kind` at `indexPath` (dequeue it with
    /// `dequeueReusableSupplementaryView`). The default logs and returns an empty view:
    /// a layout that asks for supplementary views needs a data source that makes them.
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView
    /// Whether the item can be moved interactively. When a data source does not implement
    /// it, every item may move (UIKit's rule).
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// Moves the data of an item the user dragged to a new place (told once, when the
    /// interactive movement ends). When a data source does not implement it, the movement
    /// is undone at the end and logged.
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    /// The index titles (default nil).
    func indexTitles(for collectionView: UICollectionView) -> [String]?
    /// The item an index title scrolls to (default the first item of section `index`).
    func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.missingSupplementaryView(kind, indexPath)
    }
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        CollectionDataSourceDefaults.answeredCanMove = true
        return false
    }
    public func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        CollectionDataSourceDefaults.answeredMove = true
    }
    public func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }
    public func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        IndexPath(item: 0, section: index)
    }
}

/// Prepares data for items before they are shown (the collection view tells it about
/// items just beyond the visible area).
@preconcurrency @MainActor
public protocol UICollectionViewDataSourcePrefetching: AnyObject {
    /// Starts loading data for `indexPaths`.
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// Stops loading data for `indexPaths` (they scrolled away). Default does nothing.
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}
