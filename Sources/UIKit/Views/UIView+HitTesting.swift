import CoreGraphics
import Foundation

extension UIView {
    /// Implements `hitTest(_:with:)` (SPEC §7): nil when hidden, not interactive, alpha
    /// below 0.01, outside `point(inside:with:)` or animating without `.allowUserInteraction`; otherwise the subviews from front to
    /// back with the point converted, the first answer winning; else the view itself.
    /// Subviews are read from a copy, so a `hitTest` override that changes the tree is safe;
    /// a subview removed from the receiver meanwhile is skipped, one added meanwhile waits
    /// for the next hit-test.
    package func hitTestCore(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !layerStorage.isHidden, userInteractionFlag, alphaStorage >= 0.01,
              self.point(inside: point, with: event), !isAnimatingWithoutUserInteraction else { return nil }
        let subviews = subviewStorage
        for subview in subviews.reversed() where subview.superviewStorage === self {
            let local = subview.hitTestingPoint(fromSuperview: point)
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }
}
