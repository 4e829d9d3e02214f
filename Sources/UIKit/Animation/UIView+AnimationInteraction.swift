import Foundation

extension UIView {
    /// Whether an animation block without `.allowUserInteraction` is still animating the
    /// view: UIKit gives such views (and their subviews) no touches until it ends.
    package var isAnimatingWithoutUserInteraction: Bool {
        guard let store = layerStorage.animationStore else { return false }
        let now = layerStorage.convertTime(CACurrentMediaTime(), from: nil)
        for key in store.keys {
            guard let animation = store.animation(forKey: key),
                  let group = animation.delegate as? ViewAnimationCompletion, !group.allowsUserInteraction else { continue }
            if now < animation.timing.endTime { return true }
        }
        return false
    }
}
