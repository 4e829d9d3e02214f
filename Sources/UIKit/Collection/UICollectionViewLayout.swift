import CoreGraphics
import Foundation

/// Computes where a collection view's elements go. Subclass it and override the hooks:
/// `prepare()` computes (and caches) attributes, `collectionViewContentSize` sizes the
/// scrollable area, `layoutAttributesForElements(in:)` answers for a rectangle (the
/// collection view asks only for the visible one), and the per-element methods answer for
/// one element. The update, invalidation and transition hooks are called at the points
/// UIKit calls them.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    weak var collectionViewStorage: UICollectionView?
    var decorationClasses: [String: UICollectionReusableView.Type] = [:]

    /// Creates a layout (not yet attached to a collection view).
    public override init() { super.init() }

    /// Decodes a layout (a subclass decodes what its `encode(with:)` stored).
    public required init?(coder: NSCoder) { super.init() }

    /// Archives the layout: the base class stores nothing; a collection view archives its
    /// layout by class, so a subclass's `init(coder:)` recreates it (see `UICollectionView+Coding.swift`).
    open func encode(with coder: NSCoder) {}

    /// The collection view using this layout (nil until one does).
    open var collectionView: UICollectionView? { collectionViewStorage }

    // MARK: Classes

    /// The class of the attributes this layout makes: override to return a subclass of
    /// `UICollectionViewLayoutAttributes` (instances come from its
    /// `init(layoutAttributesClassInstance:)`).
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }
    /// The class of this layout's invalidation contexts: override to return a subclass of
    /// `UICollectionViewLayoutInvalidationContext`.
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    // MARK: Computing the layout

    /// Called before the layout is used after each invalidation: compute what the other
    /// hooks answer. The default does nothing.
    open func prepare() {}
    /// The size of the whole content (the collection view's `contentSize`). Default zero.
    open var collectionViewContentSize: CGSize { .zero }
    /// The attributes of every element intersecting `rect`. Default nil (nothing).
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
    /// The attributes of the item at `indexPath`. Default nil.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// The attributes of the supplementary view of `elementKind` at `indexPath`. Default nil.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// The attributes of the decoration view of `elementKind` at `indexPath`. Default nil.
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// Where scrolling stops when a fling would end at `proposedContentOffset`: override
    /// to snap (carousels, paging by item). Default: the proposed offset.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint { proposedContentOffset }
    /// The offset to show after an update or a layout change. Default: the proposed offset.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { proposedContentOffset }

    // MARK: Invalidation

    /// Whether a change of the collection view's bounds (a scroll or a resize) makes the
    /// layout invalid. Default false.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }
    /// The context describing a bounds-change invalidation. Default: a new context of
    /// `invalidationContextClass`.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext { makeInvalidationContext() }
    /// Whether a self-sizing cell's preferred attributes make the layout invalid. Default false.
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool { false }
    /// The context describing a self-sizing invalidation. Default: a new context marking
    /// the element invalid.
    open func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                  withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext {
        preferredInvalidationContext(preferredAttributes)
    }
    /// Marks the whole layout invalid: the collection view calls `prepare()` and lays out
    /// again at its next layout pass.
    open func invalidateLayout() { invalidateLayout(with: everythingContext()) }
    /// Marks the parts named by `context` invalid; override to drop caches, then call super.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) { collectionView?.layoutInvalidated(context) }

    // MARK: Decoration views

    /// Registers the view class used for decoration views of `elementKind`.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) { registerDecoration(viewClass, elementKind) }

    // MARK: Updates

    /// Called before a batch update is animated, with its changes.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}
    /// Called inside the batch update's animation block, after the animations are set up.
    open func finalizeCollectionViewUpdates() {}
    /// Called before the bounds change is animated (an animated resize).
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}
    /// Called after an animated bounds change is set up.
    open func finalizeAnimatedBoundsChange() {}
    /// Called on the new layout before `setCollectionViewLayout(_:animated:)` animates to it.
    open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}
    /// Called on the old layout before the collection view moves to `newLayout`.
    open func prepareForTransition(to newLayout: UICollectionViewLayout) {}
    /// Called on both layouts after a layout transition is set up.
    open func finalizeLayoutTransition() {}
    /// Where an appearing item starts its animation. Default nil (inserted items fade in).
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// Where a disappearing item ends its animation. Default nil (deleted items fade out).
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// Where an appearing supplementary view starts. Default nil.
    open func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// Where a disappearing supplementary view ends. Default nil.
    open func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// Where an appearing decoration view starts. Default nil.
    open func initialLayoutAttributesForAppearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// Where a disappearing decoration view ends. Default nil.
    open func finalLayoutAttributesForDisappearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// Supplementary views of `elementKind` the update inserts (beyond those of inserted items). Default none.
    open func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }
    /// Supplementary views of `elementKind` the update deletes. Default none.
    open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }
    /// Decoration views of `elementKind` the update inserts. Default none.
    open func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }
    /// Decoration views of `elementKind` the update deletes. Default none.
    open func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

    // MARK: Interactive movement

    /// The item an interactively moving item goes to at `position`. Default: the item
    /// under `position`, else `previousIndexPath`.
    open func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint) -> IndexPath {
        defaultMovementTarget(previousIndexPath, position)
    }
    /// The attributes of the moving item at `position`. Default: its attributes centered
    /// on `position`, above the other items.
    open func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath, withTargetPosition position: CGPoint) -> UICollectionViewLayoutAttributes {
        defaultMovingAttributes(indexPath, position)
    }
    /// The context for one step of an interactive movement. Default: a context of
    /// `invalidationContextClass` carrying the target and previous index paths and the
    /// position, with those items invalidated.
    open func invalidationContext(forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint,
                                  previousIndexPaths: [IndexPath], previousPosition: CGPoint) -> UICollectionViewLayoutInvalidationContext {
        movementContext(targets: targetIndexPaths, position: targetPosition, previous: previousIndexPaths)
    }
    /// The context for the end of an interactive movement (ended or cancelled). Default:
    /// a context carrying the final and previous index paths and the last position, with
    /// those items invalidated.
    open func invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath],
                                                                     movementCancelled: Bool) -> UICollectionViewLayoutInvalidationContext {
        movementContext(targets: indexPaths, position: collectionView?.core.movement?.position ?? .zero, previous: previousIndexPaths)
    }

    // MARK: Direction

    /// The direction the layout's coordinates are written for. UIKit's default is the
    /// direction of the main bundle's development region; apps here are developed left to
    /// right (the flow layout returns left to right on iOS too).
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
    /// Whether the collection view flips the layout's horizontal coordinates when its
    /// direction (`effectiveUserInterfaceLayoutDirection`) is opposite to
    /// `developmentLayoutDirection`: frames are mirrored within the content width and the
    /// content starts scrolled to its leading edge. Default false, as UIKit's.
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// Whether the collection view mirrors this layout in the direction opposite to its
    /// development direction: `flipsHorizontallyInOppositeLayoutDirection`, and always for
    /// the compositional layout (whose leading and trailing follow the direction in UIKit).
    var mirrorsInOppositeLayoutDirection: Bool { flipsHorizontallyInOppositeLayoutDirection }

    /// The z index of an interactively moving item (above the others).
    static let movingItemZIndex = 2048

    /// Whether the collection view asks new views for their preferred attributes
    /// (custom layouts: always; the flow layout: only with an estimated item size).
    var asksForPreferredAttributes: Bool { true }

    /// The view an element's view lives in when it is not the collection view itself
    /// (the compositional layout's orthogonal sections). Default nil.
    func hostView(for attributes: UICollectionViewLayoutAttributes) -> UIView? { nil }

    /// Called when the collection view stops using the layout (views the layout added
    /// to it go away). Default: nothing.
    func detach(from collectionView: UICollectionView) {}
}
