import CoreGraphics
import Foundation

// The collection view's row pan (UIKit has one for list swipe actions and one for the
// reorder accessory): it begins on a list cell's visible reorder accessory, moving the
// item by interactive movement, or for a horizontal drag on a list row whose section's
// list configuration gives swipe actions, revealing them (see `SwipeActionsReveal`).

/// What the collection view's row pan is doing.
enum CollectionRowPanKind { case none, reorder, swipe }

extension UICollectionView {
    func configureRowPan() {
        let pan = UIPanGestureRecognizer(target: nil, action: nil)
        pan.addTarget(self, action: UICollectionView.handleRowPan)
        core.rowPan = pan
        pan.isManagedByView = true
        addGestureRecognizer(pan)
        addInteraction(listContextMenu.interaction)
    }

    /// The swipe actions of the item at `ip` from its list section's configuration.
    func swipeActionsConfiguration(_ ip: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        guard let list = (collectionViewLayout as? UICollectionViewCompositionalLayout)?.listConfiguration(inSection: ip.section) else { return nil }
        let provider = trailing ? list.trailingSwipeActionsConfigurationProvider : list.leadingSwipeActionsConfigurationProvider
        return provider?(ip)
    }

    /// What a drag starting at `start` and moved by `t` would do with a row.
    func rowPanIntent(start: CGPoint, translation t: CGPoint) -> (CollectionRowPanKind, IndexPath?) {
        guard let ip = indexPathForItem(at: start), let cell = cellForItem(at: ip) else { return (.none, nil) }
        if let list = cell as? UICollectionViewListCell, let grip = list.visibleReorderAccessory(),
           grip.bounds.contains(grip.convert(start, from: self)) {
            return (.reorder, ip)
        }
        if !isEditing, core.swipe == nil, core.movement == nil, abs(t.x) > abs(t.y),
           swipeActionsConfiguration(ip, trailing: t.x < 0)?.actions.isEmpty == false {
            return (.swipe, ip)
        }
        return (.none, ip)
    }

    /// The verdict for the collection view's recognizers, nil for others.
    func collectionGestureShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool? {
        guard let pan = recognizer as? UIPanGestureRecognizer, pan === core.rowPan || pan === panGestureRecognizer else { return nil }
        let t = pan.translation(in: self)
        let location = pan.location(in: self)
        let start = CGPoint(x: location.x - t.x, y: location.y - t.y)
        if pan === core.rowPan { return rowPanIntent(start: start, translation: t).0 != .none }
        if core.movement != nil || core.rowPanKind != .none || core.swipe != nil && abs(t.x) > abs(t.y) { return false }
        if rowPanIntent(start: start, translation: t).0 != .none { return false }
        return nil
    }

    func handleRowPan(_ pan: UIPanGestureRecognizer) {
        let point = pan.location(in: self)
        let t = pan.translation(in: self)
        switch pan.state {
        case .began:
            let start = CGPoint(x: point.x - t.x, y: point.y - t.y)
            let (kind, ip) = rowPanIntent(start: start, translation: t)
            core.rowPanKind = .none
            core.rowPanStart = start
            guard let ip else { return }
            if kind == .reorder, let center = cellForItem(at: ip)?.center, beginInteractiveMovementForItem(at: ip) {
                core.rowPanKind = .reorder
                core.rowPanItemCenter = center
                updateInteractiveMovementTargetPosition(reorderPosition(point))
            } else if kind == .swipe, beginListSwipe(ip, trailing: t.x < 0) {
                core.rowPanKind = .swipe
                core.swipe?.follow(from: start, to: point)
            }
        case .changed:
            switch core.rowPanKind {
            case .reorder: updateInteractiveMovementTargetPosition(reorderPosition(point))
            case .swipe: core.swipe?.follow(from: core.rowPanStart, to: point)
            case .none: break
            }
        case .ended:
            let kind = core.rowPanKind
            core.rowPanKind = .none
            if kind == .reorder { endInteractiveMovement() } else if kind == .swipe { core.swipe?.release() }
        case .cancelled, .failed:
            let kind = core.rowPanKind
            core.rowPanKind = .none
            if kind == .reorder { cancelInteractiveMovement() } else if kind == .swipe { core.swipe?.close(animated: true) }
        default:
            break
        }
    }

    /// Where the dragged item's center goes: it follows the finger along the list's axis.
    private func reorderPosition(_ point: CGPoint) -> CGPoint {
        let c = core.rowPanItemCenter, start = core.rowPanStart
        return CGPoint(x: c.x, y: c.y + point.y - start.y)
    }

    /// Reveals the swipe actions of the list row at `ip`.
    func beginListSwipe(_ ip: IndexPath, trailing: Bool) -> Bool {
        guard let cell = cellForItem(at: ip), let config = swipeActionsConfiguration(ip, trailing: trailing), !config.actions.isEmpty else { return false }
        core.swipe = SwipeActionsReveal(indexPath: ip, cell: cell, contentView: cell.contentView, configuration: config, trailing: trailing,
                                        shiftContent: { [weak cell] shift in
            guard let cell else { return }
            let was = cell.swipeOffset
            cell.swipeOffset = shift
            cell.setNeedsLayout()
            cell.layoutIfNeeded()
            if (was == 0) != (shift == 0) { cell.updateConfigurationNow() }
        }, didClose: { [weak self] reveal in
            if self?.core.swipe === reveal { self?.core.swipe = nil }
        })
        return true
    }
}

extension UICollectionViewListCell {
    /// The reorder accessory's view while it shows.
    package func visibleReorderAccessory() -> UIView? {
        for (accessory, view) in accessoryViews {
            if case .reorder = accessory.kind, !view.isHidden, accessory.isDisplayed(editing: isListEditing) { return view }
        }
        return nil
    }
}
