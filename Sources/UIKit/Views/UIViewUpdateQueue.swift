import Foundation

/// The views waiting for the update-constraints and layout passes, held weakly: a view
/// that goes away is simply skipped. Marking is O(1); each pass costs what the marked
/// views cost (plus the walks up to order them, shared through `TreeDepths`), never a walk of whole trees.
@MainActor
package final class UIViewUpdateQueue {
    /// The main thread's queue.
    package static let shared = UIViewUpdateQueue()

    private struct WeakView { weak var view: UIView? }
    private var layoutQueue: [WeakView] = []
    private var constraintsQueue: [WeakView] = []

    /// Whether any view waits for layout or constraint updates.
    package var hasPendingWork: Bool { !layoutQueue.isEmpty || !constraintsQueue.isEmpty }

    /// Adds a view marked for layout.
    package func enqueueLayout(_ view: UIView) {
        layoutQueue.append(WeakView(view: view))
        RenderPipeline.shared.requestVisualUpdate()
    }

    /// Adds a view marked for the update-constraints pass.
    package func enqueueConstraints(_ view: UIView) {
        constraintsQueue.append(WeakView(view: view))
        RenderPipeline.shared.requestVisualUpdate()
    }

    /// Runs `updateConstraints()` on every marked view, deepest first.
    package func runConstraintsPass() {
        var rounds = 0
        while !constraintsQueue.isEmpty, rounds < 100 {
            rounds += 1
            let views = constraintsQueue.compactMap(\.view).filter(\.needsUpdateConstraintsFlag)
            constraintsQueue = []
            for view in UIViewUpdateQueue.sortedByDepth(views).reversed() where view.needsUpdateConstraintsFlag {
                view.needsUpdateConstraintsFlag = false
                view.updateConstraints()
            }
        }
    }

    /// Runs `layoutSubviews` once for every marked view, parents before children; views
    /// marked during the pass are laid out in the same pass (bounded rounds), and so are
    /// those whose constraints moved because layout code set a frame they depend on.
    package func runLayoutPass() {
        LayoutRootCache.during { runLayoutRounds() }
    }

    private func runLayoutRounds() {
        var rounds = 0
        while rounds < 100 {
            if layoutQueue.isEmpty { TranslatingViewChecks.settle() }
            if layoutQueue.isEmpty { break }
            rounds += 1
            let views = layoutQueue.compactMap(\.view).filter(\.needsLayoutFlag)
            layoutQueue = []
            for view in UIViewUpdateQueue.sortedByDepth(views) where view.needsLayoutFlag {
                view.runLayout()
            }
        }
        if !layoutQueue.isEmpty {
            UIView.log("layout did not settle after \(rounds) rounds (a layoutSubviews keeps invalidating layout); the rest waits for the next turn")
        }
    }

    /// Runs `updateConstraints()` once on each marked view of `top`'s subtree (`top`
    /// included), deepest first, views marked meanwhile too. Costs what the marked views
    /// cost (O(depth below `top`) each to find), not a walk of the subtree; the views of
    /// other trees stay queued.
    package func runConstraintsPass(within top: UIView) {
        guard !constraintsQueue.isEmpty else { return }
        var done = Set<ObjectIdentifier>()
        while true {
            let levels = UIViewUpdateQueue.take(from: &constraintsQueue, within: top, { $0.needsUpdateConstraintsFlag }, skipping: done)
            if levels.isEmpty { return }
            for level in levels.reversed() {
                for view in level.reversed() where view.needsUpdateConstraintsFlag {
                    done.insert(ObjectIdentifier(view))
                    view.needsUpdateConstraintsFlag = false
                    view.updateConstraints()
                }
            }
        }
    }

    /// Lays out once each marked view of `top`'s subtree (`top` included), parents before
    /// children, views marked meanwhile too (a view marked again after its layout waits
    /// for the next pass). Costs what the marked views cost, not a walk of the subtree;
    /// the views of other trees stay queued.
    package func runLayoutPass(within top: UIView) {
        guard !layoutQueue.isEmpty else { return }
        LayoutRootCache.during { runLayoutLevels(within: top) }
    }

    private func runLayoutLevels(within top: UIView) {
        var done = Set<ObjectIdentifier>()
        while true {
            let levels = UIViewUpdateQueue.take(from: &layoutQueue, within: top, { $0.needsLayoutFlag }, skipping: done)
            if levels.isEmpty { return }
            for level in levels {
                for view in level where view.needsLayoutFlag {
                    done.insert(ObjectIdentifier(view))
                    view.runLayout()
                }
            }
        }
    }

    /// Removes from `queue` the views still marked (per `flag`) that lie in `top`'s subtree
    /// and are not in `done`, and returns them by depth below `top` (shallowest first, in
    /// queue order within a depth); entries of views gone or no longer marked are dropped.
    private static func take(from queue: inout [WeakView], within top: UIView, _ flag: (UIView) -> Bool,
                             skipping done: Set<ObjectIdentifier>) -> [[UIView]] {
        var levels: [[UIView]] = []
        var kept: [WeakView] = []
        var depths = TreeDepths(below: top)
        for entry in queue {
            guard let view = entry.view, flag(view) else { continue }
            if let depth = depths.depth(of: view), done.isEmpty || !done.contains(ObjectIdentifier(view)) {
                while levels.count <= depth { levels.append([]) }
                levels[depth].append(view)
            } else {
                kept.append(entry)
            }
        }
        queue = kept
        return levels
    }

    /// `views` ordered by depth in their trees, shallowest first (stable).
    private static func sortedByDepth(_ views: [UIView]) -> [UIView] {
        if views.count < 2 { return views }
        var depths = TreeDepths()
        return views.map { ($0, depths.depth(of: $0) ?? 0) }
            .enumerated()
            .sorted { $0.element.1 != $1.element.1 ? $0.element.1 < $1.element.1 : $0.offset < $1.offset }
            .map(\.element.0)
    }
}

extension UIView {
    /// How many superviews the view has.
    package var depthInTree: Int {
        var depth = 0
        var node = superviewStorage
        while let current = node { depth += 1; node = current.superviewStorage }
        return depth
    }
}
