import CoreGraphics
import Foundation

/// Deceleration after a drag: the velocity multiplied by `decelerationRate` each
/// millisecond, a bounce when a fling reaches an edge, a spring back when released past one.
extension UIScrollView {
    /// Where a fling from `offset` at `velocity` (points per second) comes to rest without
    /// edges: `v / 1000 * rate / (1 - rate)` beyond it on each axis.
    package func projectedOffset(from offset: CGPoint, velocity: CGPoint) -> CGPoint {
        let r = validDecelerationRate
        let k = r / (1 - r) / 1000
        return CGPoint(x: offset.x + velocity.x * k, y: offset.y + velocity.y * k)
    }

    /// The deceleration rate in use (a rate outside (0, 1) is replaced by `.normal`).
    private var validDecelerationRate: CGFloat {
        let r = decelerationRate.rawValue
        if r > 0, r < 1, r.isFinite { return r }
        UIView.log("decelerationRate \(r) rejected: must be between 0 and 1; .normal used")
        return DecelerationRate.normal.rawValue
    }

    /// Moves the content from where it is to rest at `target`: springing back when it is
    /// past an edge, gliding into a bounce when a fling was projected past one, otherwise
    /// gliding there. Tells the delegate `scrollViewDidEndDecelerating` when done.
    package func startDeceleration(velocity: CGPoint, target: CGPoint, projectedBeyondEdge: Bool) {
        stopScrollAnimation()
        let offset = contentOffset
        let r = isPagingEnabled ? min(validDecelerationRate, DecelerationRate.fast.rawValue) : validDecelerationRate
        func axis(_ x0: CGFloat, _ v: CGFloat, _ target: CGFloat, _ lo: CGFloat, _ hi: CGFloat) -> ScrollAxisMotion {
            if x0 < lo || x0 > hi { return .spring(from: x0, velocity: v, to: min(max(x0, lo), hi)) }
            if projectedBeyondEdge, v != 0, target == (v < 0 ? lo : hi) { return .bounce(from: x0, velocity: v / 1000, rate: r, edge: target) }
            return .glide(from: x0, to: target, rate: r)
        }
        let lo = minimumContentOffset, hi = maximumContentOffset
        let mx = axis(offset.x, velocity.x, target.x, lo.x, hi.x)
        let my = axis(offset.y, velocity.y, target.y, lo.y, hi.y)
        scrollState.isDecelerating = true
        scrollState.animation = ScrollAnimation(kind: .deceleration, view: self, step: { [weak self] t in
            guard let self else { return true }
            let ms = CGFloat(t * 1000)
            let (x, doneX) = mx.position(at: ms), (y, doneY) = my.position(at: ms)
            let p = CGPoint(x: x, y: y)
            if p != self.contentOffset { self.contentOffset = p }
            return doneX && doneY
        }, completion: { [weak self] finished in
            guard let self else { return }
            self.scrollState.animation = nil
            self.scrollState.isDecelerating = false
            if finished { self.delegate?.scrollViewDidEndDecelerating(self) }
        })
    }
}
