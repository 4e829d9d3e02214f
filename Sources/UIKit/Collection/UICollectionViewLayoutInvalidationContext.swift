import CoreGraphics
import Foundation

/// Which parts of a layout an invalidation concerns: layouts read it in
/// `invalidateLayout(with:)` to keep what is still valid, and the collection view applies
/// its content size and offset adjustments. Subclass it (and name the subclass in the
/// layout's `invalidationContextClass`) to carry a layout's own flags.
open class UICollectionViewLayoutInvalidationContext: NSObject {
    /// Whether everything is invalid (set by `invalidateLayout()` and `reloadData()`).
    open internal(set) var invalidateEverything = false
    /// Whether the number of sections or items changed (`reloadData`, batch updates).
    open internal(set) var invalidateDataSourceCounts = false
    /// The items whose attributes are invalid.
    open private(set) var invalidatedItemIndexPaths: [IndexPath]?
    /// The supplementary elements whose attributes are invalid, by kind.
    open private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    /// The decoration elements whose attributes are invalid, by kind.
    open private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?
    /// How much the content offset moves with this invalidation.
    open var contentOffsetAdjustment: CGPoint = .zero
    /// How much the content size changes with this invalidation.
    open var contentSizeAdjustment: CGSize = .zero
    /// The items an interactive movement moves from (nil outside one).
    open internal(set) var previousIndexPathsForInteractivelyMovingItems: [IndexPath]?
    /// The items an interactive movement moves to (nil outside one).
    open internal(set) var targetIndexPathsForInteractivelyMovingItems: [IndexPath]?
    /// Where the moving item is during an interactive movement.
    open internal(set) var interactiveMovementTarget: CGPoint = .zero

    /// Creates a context invalidating nothing in particular (the layout re-prepares).
    public override init() { super.init() }

    /// Creates a context of the receiver's dynamic class: how a layout makes its
    /// `invalidationContextClass` instance (Linux cannot call `init()` on a class object).
    /// Subclasses inherit it as long as they declare no designated initializer, or
    /// override `init()` too.
    public required convenience init(invalidationContextClassInstance: Void) { self.init() }

    /// Marks `indexPaths` as invalid items.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    /// Marks supplementary elements of `elementKind` at `indexPaths` as invalid.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var all = invalidatedSupplementaryIndexPaths ?? [:]
        all[elementKind, default: []].append(contentsOf: indexPaths)
        invalidatedSupplementaryIndexPaths = all
    }

    /// Marks decoration elements of `elementKind` at `indexPaths` as invalid.
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var all = invalidatedDecorationIndexPaths ?? [:]
        all[elementKind, default: []].append(contentsOf: indexPaths)
        invalidatedDecorationIndexPaths = all
    }
}

/// One change of a batch update as the layout sees it in `prepare(forCollectionViewUpdates:)`.
/// A section-wide change has `NSNotFound` as its item.
open class UICollectionViewUpdateItem: NSObject {
    /// The kind of change.
    public enum Action: Int, Sendable { case insert = 0, delete, reload, move, none }
    /// The index path before the update (nil for inserts).
    open private(set) var indexPathBeforeUpdate: IndexPath?
    /// The index path after the update (nil for deletes).
    open private(set) var indexPathAfterUpdate: IndexPath?
    /// The kind of change.
    open private(set) var updateAction: Action

    init(action: Action, before: IndexPath?, after: IndexPath?) {
        updateAction = action
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
        super.init()
    }

    /// The update in UIKit's description style.
    open override var description: String {
        "<UICollectionViewUpdateItem: index path before update (\(indexPathBeforeUpdate.map { "\($0)" } ?? "nil")) index path after update (\(indexPathAfterUpdate.map { "\($0)" } ?? "nil")) action (\(updateAction))>"
    }
}
