import CoreGraphics
import Foundation

/// Marks the Core Animation animations a property animator installs, so that hit-testing
/// finds the animator of an animated view (its `isUserInteractionEnabled` and
/// `isManualHitTestingEnabled`). Held by the animations; holds the animator weakly.
package final class PropertyAnimatorTag: CAAnimationDelegate {
    package weak var animator: UIViewPropertyAnimator?
    package init(_ animator: UIViewPropertyAnimator) { self.animator = animator }
}

extension UIView {
    /// Whether an animation is still animating the view without letting touches through:
    /// an animation block without `.allowUserInteraction`, or a property animator whose
    /// `isUserInteractionEnabled` is false. UIKit gives such views (and their subviews)
    /// no touches until it ends.
    package var isAnimatingWithoutUserInteraction: Bool {
        guard let store = layerStorage.animationStore else { return false }
        let now = layerStorage.convertTime(CACurrentMediaTime(), from: nil)
        for key in store.keys {
            guard let animation = store.animation(forKey: key) else { continue }
            if let tag = animation.delegate as? PropertyAnimatorTag {
                if let animator = tag.animator, animator.state == .active, !animator.isUserInteractionEnabled { return true }
                continue
            }
            guard let group = animation.delegate as? ViewAnimationCompletion, !group.allowsUserInteraction else { continue }
            if now < animation.timing.endTime { return true }
        }
        return false
    }

    /// Whether touches find the view where it is shown rather than at its model values:
    /// an active property animator animates it and leaves hit-testing to UIKit
    /// (`isManualHitTestingEnabled == false`, Apple's default: "the animator object hit-tests
    /// animated views using their current onscreen location").
    package var isHitTestedAtPresentation: Bool {
        guard let store = layerStorage.animationStore else { return false }
        for key in store.keys {
            guard let tag = store.animation(forKey: key)?.delegate as? PropertyAnimatorTag,
                  let animator = tag.animator, animator.state == .active else { continue }
            if !animator.isManualHitTestingEnabled { return true }
        }
        return false
    }

    /// Converts a point from the superview for hit-testing: through the presentation
    /// geometry (the last frame shown) when `isHitTestedAtPresentation`, else the model's.
    package func hitTestingPoint(fromSuperview point: CGPoint) -> CGPoint {
        guard isHitTestedAtPresentation else { return convertFromSuperview(point) }
        let g = layerStorage.presentedGeometry
        let toSuperview = CGAffineTransform(translationX: -(g.bounds.minX + g.anchorPoint.x * g.bounds.width),
                                            y: -(g.bounds.minY + g.anchorPoint.y * g.bounds.height))
            .concatenating(CATransform3DGetAffineTransform(g.transform))
            .concatenating(CGAffineTransform(translationX: g.position.x, y: g.position.y))
        return point.applying(toSuperview.inverted())
    }
}
