import CoreGraphics
import Foundation

/// Synchronous work that follows the view tree down (autoresizing inside the frame and
/// bounds setters), kept off the end of the stack for trees of any depth.
extension UIView {
    /// How many autoresizing calls are nested on the stack now.
    private nonisolated(unsafe) static var autoresizeNesting = 0
    /// Views whose subviews wait to be autoresized, with their bounds size before the
    /// first change (a view queued twice keeps its first old size), in order.
    private nonisolated(unsafe) static var pendingAutoresizes: [(view: UIView, oldSize: CGSize)] = []
    private nonisolated(unsafe) static var pendingAutoresizeIDs: Set<ObjectIdentifier> = []
    /// Nesting past which autoresizing continues from a queue instead of recursing.
    package static let autoresizeNestingLimit = 64

    /// `autoresizeSubviews(fromOldSize:)` as the setters call it: directly (UIKit's order,
    /// depth first) while the nesting is shallow; past `autoresizeNestingLimit` levels the
    /// view is queued and the outermost call finishes the queue before returning, so the
    /// whole subtree is still resized synchronously, with a bounded stack.
    package func autoresizeSubviewsDepthSafe(fromOldSize oldSize: CGSize) {
        if UIView.autoresizeNesting >= UIView.autoresizeNestingLimit {
            if UIView.pendingAutoresizeIDs.insert(ObjectIdentifier(self)).inserted {
                UIView.pendingAutoresizes.append((self, oldSize))
            }
            return
        }
        UIView.autoresizeNesting += 1
        autoresizeSubviews(fromOldSize: oldSize)
        UIView.autoresizeNesting -= 1
        guard UIView.autoresizeNesting == 0 else { return }
        var next = 0
        while next < UIView.pendingAutoresizes.count {
            let (view, size) = UIView.pendingAutoresizes[next]
            next += 1
            UIView.pendingAutoresizeIDs.remove(ObjectIdentifier(view))
            UIView.autoresizeNesting += 1
            view.autoresizeSubviews(fromOldSize: size)
            UIView.autoresizeNesting -= 1
        }
        UIView.pendingAutoresizes.removeAll(keepingCapacity: true)
    }
}
