import CoreGraphics
import Foundation

// The layout pass: counts from the data source, `prepare()` after an invalidation, the
// elements of the visible rectangle turned into views (created, reused, removed), the
// checks on what the layout returns, and self-sizing through preferred attributes.

extension CollectionElementKey: Comparable {
    static func < (a: Self, b: Self) -> Bool {
        if a.category != b.category { return a.category.rawValue < b.category.rawValue }
        if a.kind != b.kind { return a.kind < b.kind }
        return a.indexPath < b.indexPath
    }
}

/// Whether two rectangles share some area: rectangles that only touch along an edge do
/// not (as Apple's `CGRectIntersectsRect`; Foundation on Linux counts touching edges).
func overlaps(_ a: CGRect, _ b: CGRect) -> Bool {
    a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
}

extension UICollectionView {
    /// The longest content a layout may report; longer (or infinite) sizes are clamped.
    static let maximumContentLength: CGFloat = 1_000_000_000
    /// How many times one layout pass re-prepares for self-sizing before it stops.
    static let selfSizingPasses = 4

    var collectionDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }

    /// Logs a diagnostic (rate-limited) and keeps it for tests.
    func report(_ message: String) {
        core.diagnostics.append(message)
        if core.diagnostics.count > 50 { core.diagnostics.removeFirst(core.diagnostics.count - 50) }
        UIView.log(message)
    }

    /// The diagnostics logged so far, most recent last.
    package var collectionDiagnostics: [String] { core.diagnostics }
    /// How many views the collection view created (not reused) so far.
    package var collectionViewsCreated: Int { core.viewsCreated }

    func attach(_ layout: UICollectionViewLayout) {
        if let other = layout.collectionViewStorage, other !== self {
            report("UICollectionViewLayout \(type(of: layout)) is already used by another collection view; a layout serves one collection view at a time")
        }
        layout.collectionViewStorage = self
        core.needsPrepare = true
        setNeedsLayout()
    }

    func reloadDataCore() {
        core.needsReload = true
        core.countsStale = true
        let context = collectionViewLayout.everythingContext()
        context.invalidateDataSourceCounts = true
        collectionViewLayout.invalidateLayout(with: context)
        setNeedsLayout()
    }

    /// The counts as of the last reload (asked of the data source when stale).
    func currentCounts() -> [Int] {
        if core.countsStale {
            core.countsStale = false
            core.counts = dataSourceCounts()
        }
        return core.counts
    }

    /// The item counts the data source reports now (negative answers count as zero, logged).
    func dataSourceCounts() -> [Int] {
        guard let dataSource else { return [] }
        let sections = dataSource.numberOfSections(in: self)
        if sections < 0 { report("numberOfSections(in:) returned \(sections); 0 used") }
        return (0..<max(0, sections)).map { s in
            let n = dataSource.collectionView(self, numberOfItemsInSection: s)
            if n < 0 { report("collectionView(_:numberOfItemsInSection:) returned \(n) for section \(s); 0 used") }
            return max(0, n)
        }
    }

    /// The layout invalidated itself: apply the context's adjustments and prepare again
    /// at the next layout pass.
    func layoutInvalidated(_ context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateDataSourceCounts { core.countsStale = true }
        core.needsPrepare = true
        let dOffset = context.contentOffsetAdjustment, dSize = context.contentSizeAdjustment
        if dSize != .zero, dSize.width.isFinite, dSize.height.isFinite {
            contentSize = CGSize(width: max(0, contentSize.width + dSize.width), height: max(0, contentSize.height + dSize.height))
        }
        if dOffset != .zero, UIView.validate(dOffset, "contentOffsetAdjustment") {
            contentOffset = CGPoint(x: contentOffset.x + dOffset.x, y: contentOffset.y + dOffset.y)
        }
        setNeedsLayout()
    }

    /// Runs `prepare()` when the layout is invalid and takes its content size.
    func prepareLayoutIfNeeded() {
        _ = currentCounts()
        guard core.needsPrepare else { return }
        core.needsPrepare = false
        let layout = collectionViewLayout
        layout.prepare()
        contentSize = sanitizedContentSize(layout.collectionViewContentSize)
    }

    func sanitizedContentSize(_ size: CGSize) -> CGSize {
        func clamp(_ v: CGFloat, _ axis: String) -> CGFloat {
            if v.isNaN || v < 0 {
                report("collectionViewContentSize \(axis) \(v) of \(type(of: collectionViewLayout)) is invalid; 0 used")
                return 0
            }
            if v > UICollectionView.maximumContentLength {
                report("collectionViewContentSize \(axis) \(v) of \(type(of: collectionViewLayout)) is too large; clamped to \(Int(UICollectionView.maximumContentLength))")
                return UICollectionView.maximumContentLength
            }
            return v
        }
        return CGSize(width: clamp(size.width, "width"), height: clamp(size.height, "height"))
    }

    /// `attributes` when they are usable: finite geometry, an index path that exists for
    /// cells and supplementary views; nil (logged) otherwise.
    func sanitized(_ attributes: UICollectionViewLayoutAttributes?) -> UICollectionViewLayoutAttributes? {
        guard let a = attributes else { return nil }
        let f = a.frame
        guard f.origin.x.isFinite, f.origin.y.isFinite, f.width.isFinite, f.height.isFinite, a.alpha.isFinite else {
            report("\(type(of: collectionViewLayout)) returned attributes with a non-finite frame \(f) for \(describe(a)); the element is not shown")
            return nil
        }
        let ip = a.indexPath
        let counts = core.counts
        switch a.representedElementCategory {
        case .cell:
            guard ip.count == 2, ip.section >= 0, ip.section < counts.count, ip.item >= 0, ip.item < counts[ip.section] else {
                report("\(type(of: collectionViewLayout)) returned attributes for an item that does not exist (\(describe(a))); there are \(counts.count) sections with \(counts) items")
                return nil
            }
        case .supplementaryView:
            guard ip.count >= 1, ip.section >= 0, ip.section < counts.count else {
                report("\(type(of: collectionViewLayout)) returned attributes for a supplementary view in a section that does not exist (\(describe(a)))")
                return nil
            }
        case .decorationView:
            break
        }
        return a
    }

    func describe(_ a: UICollectionViewLayoutAttributes) -> String {
        let ip = a.indexPath
        let path = ip.count == 2 ? "\(ip.section) - \(ip.item)" : "\(ip)"
        switch a.representedElementCategory {
        case .cell: return "item at {\(path)}"
        case .supplementaryView: return "supplementary view of kind \(a.representedElementKind ?? "") at {\(path)}"
        case .decorationView: return "decoration view of kind \(a.representedElementKind ?? "") at {\(path)}"
        }
    }

    /// The layout's attributes for the item at `indexPath`, checked.
    func itemAttributes(_ indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return sanitized(directional(collectionViewLayout.layoutAttributesForItem(at: indexPath)))
    }

    /// The checked attributes of the elements intersecting `rect`, one per element (the
    /// last wins), in key order.
    func elementAttributes(in rect: CGRect) -> [CollectionElementKey: UICollectionViewLayoutAttributes] {
        var result: [CollectionElementKey: UICollectionViewLayoutAttributes] = [:]
        for raw in collectionViewLayout.layoutAttributesForElements(in: layoutRect(rect)) ?? [] {
            guard let a = sanitized(directional(raw)), !a.isHidden, overlaps(a.frame, rect) else { continue }
            result[CollectionElementKey(a)] = a
        }
        // The moving item follows the finger wherever it is.
        if let (key, a) = movingItemAttributes() { result[key] = a }
        return result
    }

    // MARK: The layout pass

    func layoutCollection() {
        guard !core.isLayingOut else { return }
        core.isLayingOut = true
        defer { core.isLayingOut = false }
        if core.needsReload {
            core.needsReload = false
            for key in core.shown.keys.sorted() { hide(key) }
            core.selected = []
        }
        updateLayoutDirection()
        core.laidOutBounds = bounds
        for _ in 0..<UICollectionView.selfSizingPasses {
            prepareLayoutIfNeeded()
            showElements(in: bounds)
            if !core.needsPrepare { break }
        }
        backgroundView?.frame = bounds
    }

    /// Asks the layout whether `newBounds` invalidate it, while the old bounds are still
    /// set (as UIKit does in its bounds setter).
    func boundsWillChange(to newBounds: CGRect) {
        guard core.laidOutBounds != nil, newBounds != bounds else { return }
        let layout = collectionViewLayout
        if layout.shouldInvalidateLayout(forBoundsChange: newBounds) {
            layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: newBounds))
        }
        setNeedsLayout()
    }

    /// A resize inside an animation block: the layout prepares for it, the elements are
    /// laid out at once (so their changes join the block's animation), then it finalizes.
    func animateBoundsChangeIfInBlock(from old: CGRect) {
        guard core.laidOutBounds != nil, ViewAnimationContext.current != nil, UIView.areAnimationsEnabled else { return }
        let layout = collectionViewLayout
        layout.prepare(forAnimatedBoundsChange: old)
        layoutIfNeeded()
        layout.finalizeAnimatedBoundsChange()
    }

    /// Makes the views on screen match the layout's elements in `rect`.
    func showElements(in rect: CGRect) {
        let wanted = elementAttributes(in: rect)
        for key in core.shown.keys.sorted() where wanted[key] == nil { hide(key) }
        for key in wanted.keys.sorted() {
            let a = wanted[key]!
            if var element = core.shown[key] {
                if !element.attributes.isEqual(a) {
                    let zChanged = element.attributes.zIndex != a.zIndex
                    apply(a, to: element.view)
                    element.attributes = a
                    core.shown[key] = element
                    if zChanged { place(element.view, zIndex: a.zIndex) }
                }
                continue
            }
            guard let view = makeView(key, a) else { continue }
            show(view, key, a)
            selfSize(view, a)
        }
        prefetchAround(rect)
    }

    /// Puts `view` on screen for `key` with `attributes`, telling the delegate.
    func show(_ view: UICollectionReusableView, _ key: CollectionElementKey, _ attributes: UICollectionViewLayoutAttributes) {
        view.hostCollectionView = self
        view.isHidden = false
        apply(attributes, to: view)
        place(view, zIndex: attributes.zIndex)
        core.shown[key] = CollectionShownElement(view: view, attributes: attributes)
        switch key.category {
        case .cell:
            guard let cell = view as? UICollectionViewCell else { break }
            cell.isSelected = core.selected.contains(key.indexPath)
            core.prefetched.remove(key.indexPath)
            collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: key.indexPath)
        case .supplementaryView:
            collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: key.indexPath)
        case .decorationView:
            break
        }
    }

    /// Takes the element of `key` off screen (to its reuse queue), telling the delegate.
    func hide(_ key: CollectionElementKey) {
        guard let element = core.shown.removeValue(forKey: key) else { return }
        endDisplaying(key, element.view)
        enqueue(element.view, key)
    }

    func endDisplaying(_ key: CollectionElementKey, _ view: UICollectionReusableView) {
        switch key.category {
        case .cell:
            if let cell = view as? UICollectionViewCell { collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: key.indexPath) }
        case .supplementaryView:
            collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.indexPath)
        case .decorationView:
            break
        }
    }

    /// Applies the geometry and look of `attributes` to `view`, then the view's `apply(_:)`.
    func apply(_ attributes: UICollectionViewLayoutAttributes, to view: UICollectionReusableView) {
        let host = collectionViewLayout.hostView(for: attributes) ?? self
        view.center = host === self ? attributes.center : convert(attributes.center, to: host)
        view.bounds = CGRect(origin: view.bounds.origin, size: attributes.size)
        if !CATransform3DEqualToTransform(view.transform3D, attributes.transform3D) { view.transform3D = attributes.transform3D }
        view.alpha = attributes.alpha
        view.isHidden = attributes.isHidden
        view.layer.zPosition = CGFloat(attributes.zIndex)
        view.appliedAttributes = attributes
        view.apply(attributes)
    }

    /// Orders `view` among the element views by z index (ties: the newest on top), so that
    /// hit-testing agrees with the drawing order.
    func place(_ view: UICollectionReusableView, zIndex: Int) {
        let host = view.appliedAttributes.flatMap { collectionViewLayout.hostView(for: $0) } ?? self
        let base = host === self && backgroundView?.superview === self ? 1 : 0
        var index = base
        let siblings = host.subviews
        for (i, other) in siblings.enumerated() where i >= base {
            // An orthogonal section's scroll view stands for its cells (z index 0).
            if other is CollectionOrthogonalScrollView { if 0 <= zIndex { index = i + 1 }; continue }
            guard other !== view, let element = other as? UICollectionReusableView, element.hostCollectionView === self,
                  !element.isHidden, let z = element.appliedAttributes?.zIndex else { continue }
            if z <= zIndex { index = i + 1 }
        }
        if view.superview === host, let current = siblings.firstIndex(where: { $0 === view }) {
            if current == index || current == index - 1 { return }
            if current < index { index -= 1 }
        }
        host.insertSubview(view, at: min(index, siblings.count))
    }

    /// Asks a newly shown view for its preferred attributes and lets the layout decide
    /// whether they invalidate it (self-sizing).
    func selfSize(_ view: UICollectionReusableView, _ attributes: UICollectionViewLayoutAttributes) {
        let layout = collectionViewLayout
        guard layout.asksForPreferredAttributes else { return }
        let preferred = view.preferredLayoutAttributesFitting(attributes.copy() as! UICollectionViewLayoutAttributes)
        guard !preferred.isEqual(attributes), sanitized(preferred) != nil else { return }
        if layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes) {
            layout.invalidateLayout(with: layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes))
        }
    }

    // MARK: Queries

    func visibleCellsInOrder() -> [UICollectionViewCell] {
        shownKeys(.cell, "").compactMap { core.shown[$0]?.view as? UICollectionViewCell }
    }

    func visibleItemIndexPaths() -> [IndexPath] { shownKeys(.cell, "").map(\.indexPath) }

    func shownKeys(_ category: ElementCategory, _ kind: String) -> [CollectionElementKey] {
        core.shown.keys.filter { $0.category == category && $0.kind == kind }.sorted()
    }

    func shownKey(of view: UICollectionReusableView) -> CollectionElementKey? {
        core.shown.first(where: { $0.value.view === view })?.key
    }

    func itemIndexPath(at point: CGPoint) -> IndexPath? {
        prepareLayoutIfNeeded()
        let probe = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
        var best: UICollectionViewLayoutAttributes?
        for a in elementAttributes(in: probe).values where a.representedElementCategory == .cell && a.frame.contains(point) {
            if best == nil || a.zIndex > best!.zIndex || (a.zIndex == best!.zIndex && a.indexPath > best!.indexPath) { best = a }
        }
        return best?.indexPath
    }

    // MARK: Scrolling to items

    func scrollToItemCore(_ indexPath: IndexPath, _ position: ScrollPosition, _ animated: Bool) {
        guard let a = itemAttributes(indexPath) else {
            report("Attempted to scroll the collection view to an out-of-bounds item (\(indexPath.item)) when there are only \(numberOfItems(inSection: indexPath.section)) items in section \(indexPath.section).")
            return
        }
        let f = a.frame
        let inset = adjustedContentInset
        let size = bounds.size
        var offset = contentOffset
        if position.contains(.top) { offset.y = f.minY - inset.top }
        else if position.contains(.centeredVertically) { offset.y = f.midY - (size.height - inset.top - inset.bottom) / 2 - inset.top }
        else if position.contains(.bottom) { offset.y = f.maxY - size.height + inset.bottom }
        if position.contains(.left) { offset.x = f.minX - inset.left }
        else if position.contains(.centeredHorizontally) { offset.x = f.midX - (size.width - inset.left - inset.right) / 2 - inset.left }
        else if position.contains(.right) { offset.x = f.maxX - size.width + inset.right }
        if position.isEmpty {
            scrollRectToVisible(f, animated: animated)
            return
        }
        setContentOffset(clampedContentOffset(offset), animated: animated)
    }

    /// The layout's snapping target for a fling.
    func layoutDecelerationTarget(proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        prepareLayoutIfNeeded()
        return collectionViewLayout.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
    }

    // MARK: Prefetching

    /// Tells the prefetch data source about the items within one screen beyond `rect`
    /// along the content, and cancels those that moved out of that range.
    func prefetchAround(_ rect: CGRect) {
        guard isPrefetchingEnabled, let prefetcher = prefetchDataSource else { return }
        let ahead = rect.insetBy(dx: contentSize.width > rect.width ? -rect.width : 0, dy: contentSize.height > rect.height ? -rect.height : 0)
        var near: Set<IndexPath> = []
        for (key, _) in elementAttributes(in: ahead) where key.category == .cell && core.shown[key] == nil { near.insert(key.indexPath) }
        let fresh = near.subtracting(core.prefetched).sorted()
        let stale = core.prefetched.subtracting(near).filter { core.shown[.cell($0)] == nil }.sorted()
        core.prefetched = near
        if !stale.isEmpty { prefetcher.collectionView(self, cancelPrefetchingForItemsAt: stale) }
        if !fresh.isEmpty { prefetcher.collectionView(self, prefetchItemsAt: fresh) }
    }
}
