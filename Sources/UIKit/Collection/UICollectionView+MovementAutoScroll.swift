import CoreGraphics
import Foundation
import QuartzCore

// Auto-scroll during interactive movement: while the moving item's target position is
// held within `autoScrollMargin` of a visible edge the content can scroll towards, the
// collection view scrolls (faster the nearer the edge) and the item moves along with the
// content, so that it can be carried to items that were off screen.

extension UICollectionView {
    /// How near a visible edge the moving item must be for the content to scroll.
    static let autoScrollMargin: CGFloat = 44
    /// The scrolling speed at the very edge, in points per second.
    static let autoScrollMaximumSpeed: CGFloat = 800

    /// Starts or stops auto-scrolling for the moving item's current position.
    func updateMovementAutoScroll() {
        guard let movement = core.movement, autoScrollVelocity(at: movement.position) != .zero else {
            stopMovementAutoScroll()
            return
        }
        guard core.autoScroll == nil else { return }
        var last: CFTimeInterval = 0
        core.autoScroll = ScrollAnimation(kind: .scrollingAnimation, view: self, step: { [weak self] t in
            guard let self, let movement = self.core.movement else { return true }
            let v = self.autoScrollVelocity(at: movement.position)
            let dt = CGFloat(t - last)
            last = t
            guard v != .zero else { return true }
            let old = self.contentOffset
            let new = self.clampedContentOffset(CGPoint(x: old.x + v.x * dt, y: old.y + v.y * dt))
            guard new != old else { return false }
            self.contentOffset = new
            // The finger stays where it is on screen: the item moves with the content.
            self.moveTarget(to: CGPoint(x: movement.position.x + new.x - old.x, y: movement.position.y + new.y - old.y))
            return false
        }, completion: { [weak self] _ in self?.core.autoScroll = nil })
    }

    func stopMovementAutoScroll() {
        let running = core.autoScroll
        core.autoScroll = nil
        running?.stop()
    }

    /// The scrolling velocity for a moving item at `position` (content coordinates): zero
    /// unless it is near an edge the content can still scroll past.
    func autoScrollVelocity(at position: CGPoint) -> CGPoint {
        let b = bounds, margin = UICollectionView.autoScrollMargin
        let lo = minimumContentOffset, hi = maximumContentOffset
        func speed(_ p: CGFloat, _ minEdge: CGFloat, _ maxEdge: CGFloat, _ offset: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
            guard high > low else { return 0 }
            if p < minEdge + margin, offset > low { return -UICollectionView.autoScrollMaximumSpeed * min(1, (minEdge + margin - p) / margin) }
            if p > maxEdge - margin, offset < high { return UICollectionView.autoScrollMaximumSpeed * min(1, (p - (maxEdge - margin)) / margin) }
            return 0
        }
        let inset = adjustedContentInset
        return CGPoint(x: speed(position.x, b.minX + inset.left, b.maxX - inset.right, b.minX, lo.x, hi.x),
                       y: speed(position.y, b.minY + inset.top, b.maxY - inset.bottom, b.minY, lo.y, hi.y))
    }
}
