import CoreGraphics
import Foundation

// Interactive movement: one item follows a position (a finger) while the others make room.
// The collection view moves the item among its own index paths as the target changes (an
// animated batch move; the data source is not told), shows the moving cell with the
// layout's `layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)`, and at
// the end tells the data source `moveItemAt(original, to: final)` once.

/// The item being moved interactively: where it started, where it is now among the
/// collection view's items, and where the finger is.
struct CollectionInteractiveMovement {
    let original: IndexPath
    var current: IndexPath
    var position: CGPoint
}

/// Notes that the data source protocol's defaults answered (the data source does not
/// implement the method); Linux has no `respondsToSelector:` to ask.
@MainActor enum CollectionDataSourceDefaults {
    static var answeredCanMove = false
    static var answeredMove = false
}

extension UICollectionView {
    /// Starts moving the item at `indexPath` when the data source lets it move. As on iOS,
    /// a data source that does not implement `canMoveItemAt` lets every item move (it is
    /// then expected to implement `moveItemAt`).
    func beginMovementCore(_ indexPath: IndexPath) -> Bool {
        guard core.movement == nil, let dataSource else { return false }
        prepareLayoutIfNeeded()
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < numberOfSections,
              indexPath.item >= 0, indexPath.item < numberOfItems(inSection: indexPath.section) else {
            report("beginInteractiveMovementForItem(at:): there is no item at \(indexPath)")
            return false
        }
        CollectionDataSourceDefaults.answeredCanMove = false
        let allowed = dataSource.collectionView(self, canMoveItemAt: indexPath)
        guard allowed || CollectionDataSourceDefaults.answeredCanMove else { return false }
        let center = itemAttributes(indexPath)?.center ?? .zero
        core.movement = CollectionInteractiveMovement(original: indexPath, current: indexPath, position: center)
        invalidateForMovement(targets: [indexPath], previous: [indexPath], position: center, previousPosition: center)
        layoutIfNeeded()
        return true
    }

    /// Moves the item to `position`; when the layout's target there (adjusted by the
    /// delegate) differs from the item's current place, the others make room (animated).
    func updateMovementCore(_ position: CGPoint) {
        moveTarget(to: position)
        updateMovementAutoScroll()
    }

    /// Moves the moving item to `position` (no auto-scroll decision).
    func moveTarget(to position: CGPoint) {
        guard var movement = core.movement, UIView.validate(position, "updateInteractiveMovementTargetPosition(_:)") else { return }
        let layout = collectionViewLayout
        let proposed = layout.targetIndexPath(forInteractivelyMovingItem: movement.current, withPosition: layoutPoint(position))
        var target = collectionDelegate?.collectionView(self, targetIndexPathForMoveOfItemFromOriginalIndexPath: movement.original,
                                                        atCurrentIndexPath: movement.current, toProposedIndexPath: proposed) ?? proposed
        if !isValidMoveTarget(target, from: movement.current) {
            report("The target index path \(target) of the interactive movement does not exist; the item stays at \(movement.current)")
            target = movement.current
        }
        let previous = movement.current, previousPosition = movement.position
        movement.position = position
        movement.current = target
        core.movement = movement
        invalidateForMovement(targets: [target], previous: [previous], position: position, previousPosition: previousPosition)
        if target != previous {
            moveVisually(from: previous, to: target)
        } else {
            layoutIfNeeded()
        }
    }

    /// Ends the movement at the item's current place: the layout is told, the data source
    /// moves its data (when the place changed) and the item settles into the layout.
    func endMovementCore() {
        guard let movement = core.movement else { return }
        stopMovementAutoScroll()
        let layout = collectionViewLayout
        let context = layout.invalidationContextForEndingInteractiveMovementOfItems(
            toFinalIndexPaths: [movement.current], previousIndexPaths: [movement.original], movementCancelled: false)
        core.movement = nil
        layout.invalidateLayout(with: context)
        if movement.current != movement.original, let dataSource {
            CollectionDataSourceDefaults.answeredMove = false
            dataSource.collectionView(self, moveItemAt: movement.original, to: movement.current)
            if CollectionDataSourceDefaults.answeredMove {
                report("The data source does not implement collectionView(_:moveItemAt:to:); the interactive movement is ignored")
                moveVisually(from: movement.current, to: movement.original)
                return
            }
        }
        settle()
    }

    /// Ends the movement by putting the item back where it started.
    func cancelMovementCore() {
        guard let movement = core.movement else { return }
        stopMovementAutoScroll()
        let layout = collectionViewLayout
        let context = layout.invalidationContextForEndingInteractiveMovementOfItems(
            toFinalIndexPaths: [movement.original], previousIndexPaths: [movement.current], movementCancelled: true)
        core.movement = nil
        layout.invalidateLayout(with: context)
        if movement.current != movement.original {
            moveVisually(from: movement.current, to: movement.original)
        } else {
            settle()
        }
    }

    /// The moving item's attributes while a movement runs (from the layout, checked).
    func movingItemAttributes() -> (CollectionElementKey, UICollectionViewLayoutAttributes)? {
        guard let movement = core.movement else { return nil }
        let layout = collectionViewLayout
        guard let a = sanitized(directional(layout.layoutAttributesForInteractivelyMovingItem(at: movement.current, withTargetPosition: layoutPoint(movement.position)))) else {
            return nil
        }
        return (.cell(movement.current), a)
    }

    /// `point` in the layout's coordinates (mirrored when the layout is flipped).
    private func layoutPoint(_ point: CGPoint) -> CGPoint { layoutRect(CGRect(origin: point, size: .zero)).origin }

    private func isValidMoveTarget(_ ip: IndexPath, from current: IndexPath) -> Bool {
        guard ip.count == 2, ip.section >= 0, ip.section < core.counts.count, ip.item >= 0 else { return false }
        // Within its section an item can go to any existing place; into another section
        // also just after the last item.
        let limit = core.counts[ip.section] + (ip.section == current.section ? 0 : 1)
        return ip.item < limit
    }

    private func invalidateForMovement(targets: [IndexPath], previous: [IndexPath], position: CGPoint, previousPosition: CGPoint) {
        let layout = collectionViewLayout
        layout.invalidateLayout(with: layout.invalidationContext(forInteractivelyMovingItems: targets, withTargetPosition: position,
                                                                 previousIndexPaths: previous, previousPosition: previousPosition))
    }

    /// Moves an item among the collection view's own index paths (the data source is not
    /// asked: its counts are the collection view's, adjusted), animating the others.
    private func moveVisually(from: IndexPath, to: IndexPath) {
        var counts = core.counts
        if from.section != to.section {
            counts[from.section] -= 1
            counts[to.section] += 1
        }
        var batch = TableUpdateBatch()
        batch.movedRows.append((from, to))
        applyBatch(batch, counts: counts, completion: nil)
    }

    /// Animates every element to its place in the layout (the moving item into its slot).
    private func settle() {
        UIView.animate(withDuration: UICollectionView.updateAnimationDuration) { self.layoutIfNeeded() }
    }
}

extension UICollectionViewLayout {
    /// The context for a step of an interactive movement: the moving items' previous and
    /// target index paths and position, with those items invalidated.
    func movementContext(targets: [IndexPath], position: CGPoint, previous: [IndexPath]) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        context.targetIndexPathsForInteractivelyMovingItems = targets
        context.previousIndexPathsForInteractivelyMovingItems = previous
        context.interactiveMovementTarget = position
        context.invalidateItems(at: Array(Set(previous + targets)).sorted())
        return context
    }

    /// The item under `position` (cells only; the moving item itself counts), else
    /// `previousIndexPath`.
    func defaultMovementTarget(_ previousIndexPath: IndexPath, _ position: CGPoint) -> IndexPath {
        let probe = CGRect(x: position.x - 0.5, y: position.y - 0.5, width: 1, height: 1)
        let hits = (layoutAttributesForElements(in: probe) ?? []).filter { $0.representedElementCategory == .cell && $0.frame.contains(position) }
        return hits.max { ($0.zIndex, $0.indexPath) < ($1.zIndex, $1.indexPath) }?.indexPath ?? previousIndexPath
    }

    /// The item's attributes centered on `position`, above every other item.
    func defaultMovingAttributes(_ indexPath: IndexPath, _ position: CGPoint) -> UICollectionViewLayoutAttributes {
        let a = (layoutAttributesForItem(at: indexPath)?.copy() as? UICollectionViewLayoutAttributes) ?? makeCellAttributes(indexPath)
        a.center = position
        a.zIndex = UICollectionViewLayout.movingItemZIndex
        return a
    }
}
