import CoreGraphics
import Foundation

/// A scroll view whose elements are placed by a `UICollectionViewLayout`: the layout
/// computes attributes, the collection view turns the visible ones into cells,
/// supplementary views (from the data source) and decoration views (registered on the
/// layout). Only elements intersecting the visible bounds have views; the layout is asked
/// only for that rectangle. Views that scroll off go to reuse queues.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// What an element is: a cell, a supplementary view or a decoration view.
    public enum ElementCategory: UInt, Sendable { case cell = 0, supplementaryView, decorationView }
    /// The scrolling direction of the built-in layouts.
    public enum ScrollDirection: Int, Sendable { case vertical = 0, horizontal }
    /// Where `scrollToItem` puts the item.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }
    /// The kind of section headers in the built-in layouts.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of section footers in the built-in layouts.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    let core = CollectionCore()
    var layoutStorage: UICollectionViewLayout
    /// Answers the collection view's context menu interaction from the delegate.
    package private(set) lazy var listContextMenu = ListContextMenuDelegate(host: self)

    /// Creates a collection view placing its elements with `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        layoutStorage = layout
        super.init(frame: frame)
        attach(layout)
        configureRowPan()
    }

    /// Decodes a collection view with its archived layout (`UICollectionLayout`, recreated
    /// through its class's `init(coder:)`), or a flow layout when none was archived.
    public required init?(coder: NSCoder) {
        layoutStorage = UICollectionView.decodeLayout(from: coder) ?? UICollectionViewFlowLayout()
        super.init(coder: coder)
        attach(layoutStorage)
        configureRowPan()
        decodeCollectionView(from: coder)
        if coder.hasFailedDecoding { return nil }
    }

    /// Archives the UICollectionView properties after the view's (see `UICollectionView+Coding.swift`).
    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        encodeCollectionView(with: coder)
    }

    /// Items and supplementary views come from the data source: a collection view archives no subviews.
    package override func subviewsForArchiving() -> [UIView] { [] }

    // MARK: Data

    /// The object that supplies sections, items, cells and supplementary views.
    open weak var dataSource: UICollectionViewDataSource? { didSet { reloadData() } }
    /// The object told about items just beyond the visible area before they show.
    open weak var prefetchDataSource: UICollectionViewDataSourcePrefetching?
    /// Whether `prefetchDataSource` is told (default true).
    open var isPrefetchingEnabled = true
    /// The delegate: a `UICollectionViewDelegate` (highlight, selection, display) and the
    /// scroll view's delegate. The property keeps the scroll view's type because Swift
    /// cannot narrow an inherited property; assign any `UICollectionViewDelegate`.
    open override var delegate: UIScrollViewDelegate? {
        get { super.delegate }
        set { super.delegate = newValue; setNeedsLayout() }
    }
    /// Reloads everything: counts, the layout, the views on screen (at the next layout).
    open func reloadData() { reloadDataCore() }
    /// The number of sections (as of the last reload or update).
    open var numberOfSections: Int { currentCounts().count }
    /// The number of items in `section`.
    open func numberOfItems(inSection section: Int) -> Int {
        let counts = currentCounts()
        return section >= 0 && section < counts.count ? counts[section] : 0
    }

    // MARK: Layout

    /// The layout placing the elements; setting it lays out again without animation.
    open var collectionViewLayout: UICollectionViewLayout {
        get { layoutStorage }
        set { setCollectionViewLayout(newValue, animated: false) }
    }
    /// Changes the layout, animating every element on screen to its place in the new
    /// layout when `animated`.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }
    /// Changes the layout, then calls `completion` with whether the animation finished.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        changeLayout(to: layout, animated: animated, completion: completion)
    }
    /// The layout attributes of the item at `indexPath` (from the layout).
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { itemAttributes(indexPath) }
    /// The layout attributes of a supplementary element (from the layout).
    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return sanitized(directional(collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)))
    }
    /// The view behind all content, sized to the collection view.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    // MARK: Reuse

    /// Registers a cell class for `identifier`.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) { registerCell(cellClass, identifier) }
    /// Registers a supplementary view class for views of `elementKind` under `identifier`.
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        registerSupplementary(viewClass, elementKind, identifier)
    }
    /// Registers a nib whose one top-level object is the cell for `identifier`; each new
    /// cell is a fresh instantiation of it (nil removes the registration).
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) { registerCellNib(nib, identifier) }
    /// Registers a nib whose one top-level object is the supplementary view of `kind` for
    /// `identifier` (nil removes the registration).
    open func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        registerSupplementaryNib(nib, kind, identifier)
    }
    /// A cell for `indexPath` from the reuse queue or the registered class.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        dequeueCell(identifier, indexPath)
    }
    /// A supplementary view of `elementKind` for `indexPath` from the queue or the registered class.
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionReusableView {
        dequeueSupplementary(elementKind, identifier, indexPath)
    }

    // MARK: Views on screen

    /// The cells on screen, in index-path order.
    open var visibleCells: [UICollectionViewCell] { visibleCellsInOrder() }
    /// The index paths of the items on screen, in order.
    open var indexPathsForVisibleItems: [IndexPath] { visibleItemIndexPaths() }
    /// The cell showing the item at `indexPath`, nil when it is not on screen.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { core.shown[.cell(indexPath)]?.view as? UICollectionViewCell }
    /// The index path of `cell`, nil when it is not showing an item.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? { shownKey(of: cell)?.indexPath }
    /// The item at `point` (collection view coordinates), nil outside every item.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? { itemIndexPath(at: point) }
    /// The supplementary view of `elementKind` at `indexPath` when it is on screen.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        core.shown[CollectionElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath)]?.view
    }
    /// The supplementary views of `elementKind` on screen.
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        shownKeys(.supplementaryView, elementKind).compactMap { core.shown[$0]?.view }
    }
    /// The index paths of the supplementary views of `elementKind` on screen.
    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        shownKeys(.supplementaryView, elementKind).map(\.indexPath)
    }
    /// Scrolls so the item is at `scrollPosition` (an empty position: just visible).
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        scrollToItemCore(indexPath, scrollPosition, animated)
    }

    // MARK: Interactive movement

    /// Starts moving the item at `indexPath` interactively; false when the data source
    /// does not let it move (`collectionView(_:canMoveItemAt:)`) or a movement runs.
    open func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool { beginMovementCore(indexPath) }
    /// Moves the item to `targetPosition` (collection view coordinates); the other items
    /// make room where the layout and the delegate place it.
    open func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) { updateMovementCore(targetPosition) }
    /// Ends the movement: the data source is told `moveItemAt(_:to:)` and the item settles.
    open func endInteractiveMovement() { endMovementCore() }
    /// Cancels the movement: the item goes back to where it started.
    open func cancelInteractiveMovement() { cancelMovementCore() }

    // MARK: Selection

    /// Whether items can be selected (default true).
    open var allowsSelection = true
    /// Whether several items can be selected (default false).
    open var allowsMultipleSelection = false { didSet { if !allowsMultipleSelection { trimSelection() } } }
    /// Whether items can be selected while editing (default false).
    open var allowsSelectionDuringEditing = false
    /// Whether several items can be selected while editing (default false).
    open var allowsMultipleSelectionDuringEditing = false
    /// Whether the collection view is editing (lists show their editing accessories).
    open var isEditing = false { didSet { if oldValue != isEditing { editingDidChange() } } }
    /// Whether moving focus selects the focused item (stored; focus is not modelled yet).
    open var selectionFollowsFocus = false
    /// The selected items, nil when none.
    open var indexPathsForSelectedItems: [IndexPath]? { core.selected.isEmpty ? nil : core.selected.sorted() }
    /// Selects an item without telling the delegate, scrolling it to `scrollPosition`.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        selectItemCore(indexPath, animated: animated, scrollPosition: scrollPosition)
    }
    /// Deselects an item without telling the delegate.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) { deselectItemCore(indexPath) }

    // MARK: Updates

    /// Inserts items (data source already updated), animating them in.
    open func insertItems(at indexPaths: [IndexPath]) { record { for ip in indexPaths { $0.insertedRows[ip] = .automatic } } }
    /// Deletes items (data source already updated), animating them out.
    open func deleteItems(at indexPaths: [IndexPath]) { record { for ip in indexPaths { $0.deletedRows[ip] = .automatic } } }
    /// Reloads items: new cells from the data source.
    open func reloadItems(at indexPaths: [IndexPath]) { record { for ip in indexPaths { $0.reloadedRows[ip] = .automatic } } }
    /// Moves an item (data source already updated).
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { record { $0.movedRows.append((indexPath, newIndexPath)) } }
    /// Inserts sections.
    open func insertSections(_ sections: IndexSet) { record { for s in sections { $0.insertedSections[s] = .automatic } } }
    /// Deletes sections.
    open func deleteSections(_ sections: IndexSet) { record { for s in sections { $0.deletedSections[s] = .automatic } } }
    /// Reloads sections.
    open func reloadSections(_ sections: IndexSet) { record { for s in sections { $0.reloadedSections[s] = .automatic } } }
    /// Moves a section.
    open func moveSection(_ section: Int, toSection newSection: Int) { record { $0.movedSections.append((section, newSection)) } }
    /// Runs `updates` (inserts, deletes, moves, reloads and the matching data changes) as
    /// one animated change, then `completion` with whether the animations finished.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        performBatchUpdatesCore(updates, completion: completion)
    }
    /// Re-applies the cells of `indexPaths` without replacing them (the data source's
    /// `cellForItemAt` runs again and gets the same cell back from the dequeue).
    open func reconfigureItems(at indexPaths: [IndexPath]) { reconfigureItemsCore(indexPaths) }

    // MARK: Overrides

    /// The frame; a change of size asks the layout whether it is invalidated (before the
    /// change, as UIKit does). Inside an animation block the layout is told
    /// (`prepare(forAnimatedBoundsChange:)`, `finalizeAnimatedBoundsChange()`) and the
    /// elements move to their new places with the block's animation.
    open override var frame: CGRect {
        get { super.frame }
        set {
            let old = bounds
            let resizing = newValue.size != super.frame.size && transform.isIdentity
            if resizing { boundsWillChange(to: CGRect(origin: old.origin, size: newValue.size)) }
            super.frame = newValue
            if resizing { animateBoundsChangeIfInBlock(from: old) }
        }
    }

    /// A scroll or resize is about to change the bounds: the layout is asked whether it is
    /// invalidated (sticky headers, size-dependent layouts), with the old bounds still set.
    override func scrollBoundsWillChange(to newBounds: CGRect) { boundsWillChange(to: newBounds) }

    /// Prepares the layout when it is invalid, then shows the elements in the visible
    /// rectangle (creating, reusing and removing views), then the scroll view's own layout.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutCollection()
    }

    /// Highlights the item under the finger.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { collectionTouchesBegan(touches) }
    /// Cancels the highlight once the finger moves away.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { collectionTouchesMoved(touches) }
    /// Selects the highlighted item.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { collectionTouchesEnded(touches) }
    /// Clears the highlight.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { collectionTouchesCancelled(touches) }

    /// The scroll pan does not begin on a list cell's reorder accessory or for a swipe of a
    /// list row with swipe actions; the collection view's row pan begins only for those.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if let verdict = collectionGestureShouldBegin(gestureRecognizer) { return verdict }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// Where a fling comes to rest: the layout's
    /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`.
    override func decelerationTarget(proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        layoutDecelerationTarget(proposed: proposed, velocity: velocity)
    }
}
