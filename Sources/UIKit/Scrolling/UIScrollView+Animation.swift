import CoreGraphics
import Foundation

/// Animated scrolling from code: `setContentOffset(_:animated:)`, `scrollRectToVisible`.
extension UIScrollView {
    /// How long an animated scroll from code takes, in seconds.
    package static let scrollAnimationDuration: CFTimeInterval = 0.3

    /// Implements `setContentOffset(_:animated:)`: stops any motion, then jumps or animates
    /// (ease-out over 0.3 s) and ends with `scrollViewDidEndScrollingAnimation`.
    func setContentOffsetCore(_ target: CGPoint, animated: Bool) {
        animateContentOffset(to: target, animated: animated) { $0.delegate?.scrollViewDidEndScrollingAnimation($0) }
    }

    /// Moves the content to `target` (animated or not); `ended` runs when an animation
    /// finishes (not when it is interrupted).
    package func animateContentOffset(to target: CGPoint, animated: Bool, ended: @escaping (UIScrollView) -> Void) {
        guard UIView.validate(target, "contentOffset") else { return }
        stopScrollAnimation()
        guard animated, target != contentOffset else {
            contentOffset = target
            return
        }
        let from = contentOffset
        let duration = Self.scrollAnimationDuration
        scrollState.animation = ScrollAnimation(kind: .scrollingAnimation, view: self, step: { [weak self] t in
            guard let self else { return true }
            let p = min(1, t / duration)
            let eased = 1 - (1 - p) * (1 - p) * (1 - p)
            self.contentOffset = p >= 1 ? target
                : CGPoint(x: from.x + (target.x - from.x) * eased, y: from.y + (target.y - from.y) * eased)
            return p >= 1
        }, completion: { [weak self] finished in
            guard let self else { return }
            self.scrollState.animation = nil
            if finished { ended(self) }
        })
    }

    /// Stops the running motion (animation, deceleration or bounce) where it is.
    package func stopScrollAnimation() {
        guard let animation = scrollState.animation else { return }
        scrollState.animation = nil
        if animation.kind == .deceleration { scrollState.isDecelerating = false }
        animation.stop()
    }
}
