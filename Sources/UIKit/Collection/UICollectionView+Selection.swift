import CoreGraphics
import Foundation

// Highlight and selection: by touch (highlight on touch down, select on lift, the
// delegate asked at each step), and in code (`selectItem`, `deselectItem`, no delegate).

extension UICollectionView {
    var selectionAllowedNow: Bool { isEditing ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection || allowsMultipleSelection }
    var multipleSelectionNow: Bool { isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }

    func collectionTouchesBegan(_ touches: Set<UITouch>) {
        guard core.touch == nil, let touch = touches.first else { return }
        let point = touch.location(in: self)
        if let swipe = core.swipe {
            // A touch anywhere but on the actions closes open swipe actions (and is used up).
            swipe.close(animated: true)
            core.touch = CollectionTouchTracking(touch: touch, start: point, indexPath: nil)
            return
        }
        let ip = indexPathForItem(at: point)
        var tracking = CollectionTouchTracking(touch: touch, start: point, indexPath: ip)
        if let ip, selectionAllowedNow, collectionDelegate?.collectionView(self, shouldHighlightItemAt: ip) ?? true {
            cellForItem(at: ip)?.isHighlighted = true
            tracking.highlighted = true
            collectionDelegate?.collectionView(self, didHighlightItemAt: ip)
        }
        core.touch = tracking
    }

    func collectionTouchesMoved(_ touches: Set<UITouch>) {
        guard var tracking = core.touch, touches.contains(tracking.touch) else { return }
        let point = tracking.touch.location(in: self)
        if hypot(point.x - tracking.start.x, point.y - tracking.start.y) > 10 {
            unhighlight(&tracking)
            tracking.indexPath = nil
        }
        core.touch = tracking
    }

    func collectionTouchesEnded(_ touches: Set<UITouch>) {
        guard var tracking = core.touch, touches.contains(tracking.touch) else { return }
        core.touch = nil
        let wasHighlighted = tracking.highlighted
        unhighlight(&tracking)
        if wasHighlighted, let ip = tracking.indexPath { userTapped(ip) }
    }

    func collectionTouchesCancelled(_ touches: Set<UITouch>) {
        guard var tracking = core.touch, touches.contains(tracking.touch) else { return }
        core.touch = nil
        unhighlight(&tracking)
    }

    private func unhighlight(_ tracking: inout CollectionTouchTracking) {
        guard tracking.highlighted, let ip = tracking.indexPath else { return }
        tracking.highlighted = false
        cellForItem(at: ip)?.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: ip)
    }

    /// A tap on an item: toggles it with multiple selection, else selects it (deselecting
    /// the others), asking `shouldSelect`/`shouldDeselect` and telling `didSelect`/`didDeselect`.
    func userTapped(_ ip: IndexPath) {
        let d = collectionDelegate
        if multipleSelectionNow, core.selected.contains(ip) {
            guard d?.collectionView(self, shouldDeselectItemAt: ip) ?? true else { return }
            deselectItemCore(ip)
            d?.collectionView(self, didDeselectItemAt: ip)
            return
        }
        guard d?.collectionView(self, shouldSelectItemAt: ip) ?? true else { return }
        if !multipleSelectionNow {
            for other in core.selected.sorted() where other != ip {
                deselectItemCore(other)
                d?.collectionView(self, didDeselectItemAt: other)
            }
        }
        core.selected.insert(ip)
        cellForItem(at: ip)?.isSelected = true
        if let cell = cellForItem(at: ip) { performPrototypeSegues(from: cell) }
        d?.collectionView(self, didSelectItemAt: ip)
    }

    func selectItemCore(_ ip: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let ip else {
            for other in core.selected { cellForItem(at: other)?.isSelected = false }
            core.selected = []
            return
        }
        let counts = currentCounts()
        guard ip.count == 2, ip.section >= 0, ip.section < counts.count, ip.item >= 0, ip.item < counts[ip.section] else {
            report("selectItem(at:animated:scrollPosition:) with an index path that does not exist: \(ip)")
            return
        }
        guard selectionAllowedNow else { return }
        if !multipleSelectionNow {
            for other in core.selected where other != ip { cellForItem(at: other)?.isSelected = false }
            core.selected = []
        }
        core.selected.insert(ip)
        cellForItem(at: ip)?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: ip, at: scrollPosition, animated: animated) }
    }

    func deselectItemCore(_ ip: IndexPath) {
        guard core.selected.remove(ip) != nil else { return }
        cellForItem(at: ip)?.isSelected = false
    }

    func trimSelection() {
        guard core.selected.count > 1, let keep = core.selected.min() else { return }
        for ip in core.selected where ip != keep { cellForItem(at: ip)?.isSelected = false }
        core.selected = [keep]
    }
}
