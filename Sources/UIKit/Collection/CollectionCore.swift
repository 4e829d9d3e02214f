import CoreGraphics
import Foundation

/// Which element of a collection view: its category, kind (empty for cells) and index path.
struct CollectionElementKey: Hashable {
    let category: UICollectionView.ElementCategory
    let kind: String
    let indexPath: IndexPath

    static func cell(_ indexPath: IndexPath) -> CollectionElementKey { CollectionElementKey(category: .cell, kind: "", indexPath: indexPath) }

    init(category: UICollectionView.ElementCategory, kind: String, indexPath: IndexPath) {
        self.category = category
        self.kind = kind
        self.indexPath = indexPath
    }

    init(_ attributes: UICollectionViewLayoutAttributes) {
        self.init(category: attributes.representedElementCategory, kind: attributes.representedElementKind ?? "", indexPath: attributes.indexPath)
    }
}

/// An element on screen: its view and the attributes last applied to it.
struct CollectionShownElement {
    let view: UICollectionReusableView
    var attributes: UICollectionViewLayoutAttributes
}

/// A finger being tracked for highlight and selection.
struct CollectionTouchTracking {
    let touch: UITouch
    let start: CGPoint
    var indexPath: IndexPath?
    var highlighted = false
}

/// The collection view's state apart from UIScrollView's: counts, the elements on screen,
/// reuse queues and registrations, selection, the pending batch.
@MainActor
final class CollectionCore {
    /// The item count of each section as of the last reload or update.
    var counts: [Int] = []
    var needsReload = true
    /// Whether `counts` must be asked of the data source again.
    var countsStale = true
    var needsPrepare = true
    /// The elements on screen by key.
    var shown: [CollectionElementKey: CollectionShownElement] = [:]
    /// Views animating away after an update (not in `shown`).
    var dying: [UICollectionReusableView] = []
    var cellClasses: [String: UICollectionViewCell.Type] = [:]
    var supplementaryClasses: [String: UICollectionReusableView.Type] = [:]
    /// Nibs registered for cells (by identifier) and supplementary views (by queue key).
    var cellNibs: [String: UINib] = [:]
    var supplementaryNibs: [String: UINib] = [:]
    /// Reuse queues by "category/kind/identifier".
    var queues: [String: [UICollectionReusableView]] = [:]
    var selected: Set<IndexPath> = []
    var touch: CollectionTouchTracking?
    var updateDepth = 0
    var pendingBatch = TableUpdateBatch()
    /// The bounds the layout last saw (a change asks `shouldInvalidateLayout(forBoundsChange:)`).
    var laidOutBounds: CGRect?
    /// The index path the data source is being asked for (dequeue checks).
    var requested: CollectionElementKey?
    var dequeuedForRequest = false
    /// The cell being reconfigured: its dequeue returns it as it is (no `prepareForReuse`),
    /// as `reconfigureItems(at:)` promises.
    var reconfiguring: UICollectionReusableView?
    var isLayingOut = false
    /// Items told to the prefetch data source and not yet shown or cancelled.
    var prefetched: Set<IndexPath> = []
    /// How many views were created (not reused), for tests and benchmarks.
    var viewsCreated = 0
    /// The item being moved interactively, nil outside a movement.
    var movement: CollectionInteractiveMovement?
    /// The layout direction of the last layout pass, and whether the layout was flipped
    /// horizontally (see `UICollectionView+LayoutDirection`).
    var direction: UIUserInterfaceLayoutDirection = .leftToRight
    var flipped = false
    /// The pan that drags list cells' reorder accessories and swipes list rows.
    var rowPan: UIPanGestureRecognizer?
    var rowPanKind: CollectionRowPanKind = .none
    var rowPanStart: CGPoint = .zero
    /// The moving item's center when the reorder drag began.
    var rowPanItemCenter: CGPoint = .zero
    /// The list row showing its swipe actions.
    var swipe: SwipeActionsReveal?
    /// Scrolls the content while a moving item is held near an edge.
    var autoScroll: ScrollAnimation?
    /// The diagnostics logged, most recent last (at most 50).
    var diagnostics: [String] = []

    static func queueKey(_ category: UICollectionView.ElementCategory, _ kind: String, _ identifier: String) -> String {
        "\(category.rawValue)/\(kind)/\(identifier)"
    }
}
