import CoreGraphics
import QuartzCore
import Foundation

// Batch updates: the batch is checked against the data source's new counts with the
// table's plan (UIKit's exception text is logged and the collection view reloads instead
// when it does not add up); the layout prepares for the update items; views follow their
// elements and animate from their old attributes (or the layout's initial attributes) to
// the new ones, and removed elements to the layout's final attributes, over 0.3 s on the
// media clock.

extension UICollectionView: BatchUpdateRecording {
    /// The duration of batch-update and layout-change animations.
    static let updateAnimationDuration: TimeInterval = UITableView.updateAnimationDuration

    var batchState: BatchUpdateState { core }

    func reconfigureItemsCore(_ indexPaths: [IndexPath]) {
        guard let dataSource else { return }
        for ip in indexPaths {
            guard let element = core.shown[.cell(ip)], let cell = element.view as? UICollectionViewCell else { continue }
            // The data source dequeues again and gets this very cell back, unprepared.
            core.queues[CollectionCore.queueKey(.cell, "", cell.reuseIdentifier ?? ""), default: []].append(cell)
            core.requested = .cell(ip)
            core.reconfiguring = cell
            let again = dataSource.collectionView(self, cellForItemAt: ip)
            core.reconfiguring = nil
            core.requested = nil
            if again !== cell {
                report("reconfigureItems(at:): the data source returned a different cell for \(ip); the cell is replaced")
                core.queues[CollectionCore.queueKey(.cell, "", cell.reuseIdentifier ?? "")]?.removeAll { $0 === cell }
                hide(.cell(ip))
                setNeedsLayout()
            }
        }
    }

    func applyBatch(_ batch: TableUpdateBatch, completion: ((Bool) -> Void)?) { applyBatch(batch, counts: nil, completion: completion) }

    /// Applies `batch` against `counts` (the data source's new counts when nil).
    func applyBatch(_ batch: TableUpdateBatch, counts: [Int]?, completion: ((Bool) -> Void)?) {
        if core.needsReload || core.countsStale || core.laidOutBounds == nil {
            // Nothing is on screen yet (or a reload is pending): the next layout pass
            // takes the data source as it is.
            reloadData()
            if let completion { UIView.animate(withDuration: 0, animations: {}, completion: completion) }
            return
        }
        let oldCounts = core.counts
        let newCounts = counts ?? dataSourceCounts()
        let plan: TableUpdatePlan
        switch TableUpdatePlan.make(batch, old: oldCounts, new: newCounts, terms: .collection) {
        case .success(let p): plan = p
        case .failure(let error):
            report("Invalid batch updates detected (NSInternalInconsistencyException): \(error.message) The collection view reloads its data instead.")
            reloadData()
            layoutIfNeeded()
            completion?(false)
            return
        }
        let map = CollectionUpdateMap(plan: plan, batch: batch, old: oldCounts, new: newCounts)
        let layout = collectionViewLayout
        let oldShown = core.shown
        core.counts = newCounts
        core.selected = Set(core.selected.compactMap { map.newItems[$0] })
        let context = layout.everythingContext()
        context.invalidateDataSourceCounts = true
        layout.invalidateLayout(with: context)
        core.counts = newCounts
        core.countsStale = false
        layout.prepare(forCollectionViewUpdates: map.updateItems)
        prepareLayoutIfNeeded()
        settleOffset(layout)
        // Views follow their elements; the others leave.
        var carried: [CollectionElementKey: CollectionShownElement] = [:]
        var leaving: [(CollectionElementKey, CollectionShownElement)] = []
        for key in oldShown.keys.sorted() {
            let element = oldShown[key]!
            if let to = map.newKey(key, layout) { carried[to] = element } else { leaving.append((key, element)) }
        }
        core.shown = carried
        core.laidOutBounds = bounds
        let wanted = elementAttributes(in: bounds)
        var tracks: [(UICollectionReusableView, UICollectionViewLayoutAttributes, UICollectionViewLayoutAttributes)] = []
        var dying: [(UICollectionReusableView, CollectionElementKey)] = []
        let movingKey = core.movement.map { CollectionElementKey.cell($0.current) }
        for key in wanted.keys.sorted() {
            let final = wanted[key]!
            if var element = core.shown[key] {
                // An interactively moving item stays under the finger: no animation.
                if key == movingKey { UIView.performWithoutAnimation { apply(final, to: element.view) } }
                else { tracks.append((element.view, element.attributes, final)) }
                element.attributes = final
                core.shown[key] = element
                place(element.view, zIndex: final.zIndex)
                continue
            }
            guard let view = makeView(key, final) else { continue }
            show(view, key, final)
            let start = appearingAttributes(key, final, map, layout)
            tracks.append((view, start, final))
        }
        // Carried elements now off screen move to their new place, then leave.
        for key in core.shown.keys.sorted() where wanted[key] == nil {
            let element = core.shown.removeValue(forKey: key)!
            let final = sanitized(newAttributes(key, layout)) ?? element.attributes
            endDisplaying(key, element.view)
            tracks.append((element.view, element.attributes, final))
            dying.append((element.view, key))
        }
        for (key, element) in leaving {
            let final = disappearingAttributes(key, element.attributes, layout)
            endDisplaying(key, element.view)
            tracks.append((element.view, element.attributes, final))
            dying.append((element.view, key))
        }
        core.dying.append(contentsOf: dying.map(\.0))
        animate(tracks, dying: dying, layout: layout, completion: completion)
    }

    /// Clamps the offset to the new content and lets the layout and delegate move it.
    func settleOffset(_ layout: UICollectionViewLayout) {
        let proposed = clampedContentOffset(contentOffset)
        var target = layout.targetContentOffset(forProposedContentOffset: proposed)
        if let d = collectionDelegate { target = d.collectionView(self, targetContentOffsetForProposedContentOffset: target) }
        if target != contentOffset, UIView.validate(target, "targetContentOffset(forProposedContentOffset:)") {
            contentOffset = target
        }
    }

    /// Where a newly shown element starts: the layout's initial attributes, else (for an
    /// inserted element) its final attributes faded out, else its final attributes.
    func appearingAttributes(_ key: CollectionElementKey, _ final: UICollectionViewLayoutAttributes,
                             _ map: CollectionUpdateMap, _ layout: UICollectionViewLayout) -> UICollectionViewLayoutAttributes {
        let ip = key.indexPath
        let initial: UICollectionViewLayoutAttributes?
        switch key.category {
        case .cell: initial = layout.initialLayoutAttributesForAppearingItem(at: ip)
        case .supplementaryView: initial = layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: key.kind, at: ip)
        case .decorationView: initial = layout.initialLayoutAttributesForAppearingDecorationElement(ofKind: key.kind, at: ip)
        }
        if let initial = sanitized(directional(initial)) { return initial }
        let copy = final.copy() as! UICollectionViewLayoutAttributes
        if map.isInserted(key, layout) { copy.alpha = 0 }
        return copy
    }

    /// Where a removed element ends: the layout's final attributes, else its current
    /// attributes faded out.
    func disappearingAttributes(_ key: CollectionElementKey, _ current: UICollectionViewLayoutAttributes,
                                _ layout: UICollectionViewLayout) -> UICollectionViewLayoutAttributes {
        let ip = key.indexPath
        let final: UICollectionViewLayoutAttributes?
        switch key.category {
        case .cell: final = layout.finalLayoutAttributesForDisappearingItem(at: ip)
        case .supplementaryView: final = layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: key.kind, at: ip)
        case .decorationView: final = layout.finalLayoutAttributesForDisappearingDecorationElement(ofKind: key.kind, at: ip)
        }
        if let final = directional(final), final.frame.origin.x.isFinite, final.frame.origin.y.isFinite, final.size.width.isFinite, final.size.height.isFinite { return final }
        let copy = current.copy() as! UICollectionViewLayoutAttributes
        copy.alpha = 0
        return copy
    }

    func newAttributes(_ key: CollectionElementKey, _ layout: UICollectionViewLayout) -> UICollectionViewLayoutAttributes? {
        switch key.category {
        case .cell: return directional(layout.layoutAttributesForItem(at: key.indexPath))
        case .supplementaryView: return directional(layout.layoutAttributesForSupplementaryView(ofKind: key.kind, at: key.indexPath))
        case .decorationView: return directional(layout.layoutAttributesForDecorationView(ofKind: key.kind, at: key.indexPath))
        }
    }

    /// Animates each view from its start to its final attributes (no animation when
    /// animations are off), finalizing the layout's updates inside the block and sending
    /// the dying views to their queues at the end.
    func animate(_ tracks: [(UICollectionReusableView, UICollectionViewLayoutAttributes, UICollectionViewLayoutAttributes)],
                 dying: [(UICollectionReusableView, CollectionElementKey)], layout: UICollectionViewLayout,
                 finalize: (() -> Void)? = nil, animated: Bool = true, completion: ((Bool) -> Void)?) {
        let finish: (Bool) -> Void = { [weak self] finished in
            guard let self else { completion?(finished); return }
            for (view, key) in dying {
                self.core.dying.removeAll { $0 === view }
                self.enqueue(view, key)
            }
            completion?(finished)
        }
        let end = {
            for (view, _, final) in tracks { self.apply(final, to: view) }
            if let finalize { finalize() } else { layout.finalizeCollectionViewUpdates() }
        }
        guard animated, UIView.areAnimationsEnabled, !tracks.isEmpty else {
            end()
            UIView.animate(withDuration: 0, animations: {}, completion: finish)
            return
        }
        var fresh: [(UICollectionReusableView, UICollectionViewLayoutAttributes)] = []
        for (view, start, final) in tracks where !start.isEqual(final) {
            apply(start, to: view)
            // A layer never drawn has no implicit animations (as in Core Animation): views
            // that just appeared get explicit ones.
            if view.layer.renderRecord.compositor == nil { fresh.append((view, start)) }
        }
        let starts = fresh.map { (view, _) in LayerGeometry(view.layer) }
        UIView.animate(withDuration: UICollectionView.updateAnimationDuration, animations: end, completion: finish)
        for ((view, _), start) in zip(fresh, starts) { animateExplicitly(view.layer, from: start) }
    }

    /// Adds explicit animations from `start` to the layer's model values (the appearance of
    /// a view that was never drawn), on the media clock, as long as the update's animation.
    private func animateExplicitly(_ layer: CALayer, from start: LayerGeometry) {
        let now = layer.convertTime(CACurrentMediaTime(), from: nil)
        let begin = now == 0 ? .leastNonzeroMagnitude : now
        let end = LayerGeometry(layer)
        func add(_ key: String, _ from: Any, _ to: Any) {
            let animation = CABasicAnimation(keyPath: key)
            animation.fromValue = from
            animation.toValue = to
            animation.duration = UICollectionView.updateAnimationDuration
            animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            animation.beginTime = begin
            layer.add(animation, forKey: "UICollectionViewAppear.\(key)")
        }
        if start.position != end.position { add("position", start.position, end.position) }
        if start.bounds != end.bounds { add("bounds", start.bounds, end.bounds) }
        if start.opacity != end.opacity { add("opacity", start.opacity, end.opacity) }
        if start.transform != end.transform { add("transform", start.transform, end.transform) }
    }
}

/// The animatable geometry of a layer at one moment.
struct LayerGeometry {
    let position: CGPoint
    let bounds: CGRect
    let opacity: Float
    let transform: CATransform3D

    init(_ layer: CALayer) {
        position = layer.position
        bounds = layer.bounds
        opacity = layer.opacity
        transform = layer.transform
    }
}

/// How the elements of a batch update map from before to after: item index paths, section
/// numbers, the update items the layout sees, and which elements are new.
struct CollectionUpdateMap {
    var newItems: [IndexPath: IndexPath] = [:]
    var newSections: [Int: Int] = [:]
    var insertedItems: Set<IndexPath> = []
    var insertedSections: Set<Int> = []
    var updateItems: [UICollectionViewUpdateItem] = []

    init(plan: TableUpdatePlan, batch: TableUpdateBatch, old: [Int], new: [Int]) {
        for (s, from) in plan.sectionOrigins.enumerated() {
            if let from { newSections[from] = s } else { insertedSections.insert(s) }
        }
        for (s, rows) in plan.rows.enumerated() {
            for (r, origin) in rows.enumerated() {
                let ip = IndexPath(item: r, section: s)
                switch origin {
                case .kept(let section, let row): newItems[IndexPath(item: row, section: section)] = ip
                case .inserted, .reloaded: insertedItems.insert(ip)
                }
            }
        }
        func section(_ s: Int) -> IndexPath { IndexPath(item: NSNotFound, section: s) }
        for s in batch.deletedSections.keys.sorted() { updateItems.append(UICollectionViewUpdateItem(action: .delete, before: section(s), after: nil)) }
        for s in batch.insertedSections.keys.sorted() { updateItems.append(UICollectionViewUpdateItem(action: .insert, before: nil, after: section(s))) }
        for s in batch.reloadedSections.keys.sorted() { updateItems.append(UICollectionViewUpdateItem(action: .reload, before: section(s), after: section(newSections[s] ?? s))) }
        for m in batch.movedSections { updateItems.append(UICollectionViewUpdateItem(action: .move, before: section(m.from), after: section(m.to))) }
        for ip in batch.deletedRows.keys.sorted() { updateItems.append(UICollectionViewUpdateItem(action: .delete, before: ip, after: nil)) }
        for ip in batch.insertedRows.keys.sorted() { updateItems.append(UICollectionViewUpdateItem(action: .insert, before: nil, after: ip)) }
        for ip in batch.reloadedRows.keys.sorted() { updateItems.append(UICollectionViewUpdateItem(action: .reload, before: ip, after: ip)) }
        for m in batch.movedRows { updateItems.append(UICollectionViewUpdateItem(action: .move, before: m.from, after: m.to)) }
    }

    /// The key of an element after the update, nil when it is removed.
    @MainActor func newKey(_ key: CollectionElementKey, _ layout: UICollectionViewLayout) -> CollectionElementKey? {
        let ip = key.indexPath
        switch key.category {
        case .cell:
            return newItems[ip].map { .cell($0) }
        case .supplementaryView, .decorationView:
            if key.category == .supplementaryView, layout.indexPathsToDeleteForSupplementaryView(ofKind: key.kind).contains(ip) { return nil }
            if key.category == .decorationView, layout.indexPathsToDeleteForDecorationView(ofKind: key.kind).contains(ip) { return nil }
            guard ip.count >= 1, let s = newSections[ip.section] else { return key.category == .decorationView && ip.count == 0 ? key : nil }
            var moved = ip
            moved[0] = s
            return CollectionElementKey(category: key.category, kind: key.kind, indexPath: moved)
        }
    }

    /// Whether the element after the update is new (inserted or in a new section).
    @MainActor func isInserted(_ key: CollectionElementKey, _ layout: UICollectionViewLayout) -> Bool {
        let ip = key.indexPath
        switch key.category {
        case .cell: return insertedItems.contains(ip)
        case .supplementaryView:
            return (ip.count >= 1 && insertedSections.contains(ip.section)) || layout.indexPathsToInsertForSupplementaryView(ofKind: key.kind).contains(ip)
        case .decorationView:
            return (ip.count >= 1 && insertedSections.contains(ip.section)) || layout.indexPathsToInsertForDecorationView(ofKind: key.kind).contains(ip)
        }
    }
}
