import ConstraintSolver
import CoreGraphics
import Foundation

/// Rebuilding the solver from the tree, solving, and following geometry changes.
extension LayoutEngine {
    // MARK: Rebuilding and solving

    /// The solver storage (symbols and variable records) past which the engine rebuilds to
    /// reclaim what removed constraints and views left: 8 times what the live constraints
    /// need, and never below 4,096, so that rebuilding costs O(1) amortized per removal.
    package static func compactionThreshold(liveConstraints: Int) -> Int {
        max(4_096, 8 * (liveConstraints + 64))
    }

    /// Rebuilds the solver from the tree: every active constraint installed on a view of
    /// the tree, and what they reach.
    package func rebuild() {
        guard let root else { return }
        needsRebuild = false
        rebuildCount += 1
        // The preferences of the views taking part now go with the solver's reset.
        if !isScratch { for ref in participantRefs { if let view = ref.view, isParticipating(view) { forgetContentSizeRows(of: view) } } }
        membership = LayoutEngine.nextMembership()
        solver.reset()
        for c in owners.values { c.engine = nil }
        for c in broken.values { c.engine = nil }
        records = [:]; owners = [:]; broken = [:]; bareContentSizeRows = 0; guideConstraints = [:]; baselineConstraints = [:]; shiftedConstraints = [:]
        participantRefs = []; guides = []; translatingViewRefs = []
        rootConstraints = []
        _ = variables(of: root)
        // Installed in the order they were added, so that conflicts break the same
        // constraint as when they were added one by one.
        var all: [NSLayoutConstraint] = []
        var stack: [UIView] = [root]
        while let view = stack.popLast() {
            if let state = view.autoLayoutStorage { all += state.constraints }
            for sub in view.subviewStorage.reversed() { stack.append(sub) }
        }
        all.sort { $0.activationOrder < $1.activationOrder }
        // Room for these and the engine's own constraints (content size, autoresizing) that
        // joining views add, so the tables do not rehash while growing.
        records.reserveCapacity(3 * all.count)
        owners.reserveCapacity(3 * all.count)
        isRebuilding = true
        for c in all { install(c) }
        isRebuilding = false
        needsSolve = true
    }

    /// Brings the engine up to date: rebuild if the tree changed, follow frame, size,
    /// margin and intrinsic-size changes, write the solved values, and mark for layout the
    /// superviews of views whose solved frames differ from their frames (except `current`,
    /// the view being laid out, whose subviews' frames its caller applies, and superviews
    /// already marked).
    package func solveIfNeeded(layingOut current: UIView? = nil) {
        guard let root else { return }
        if !isScratch, solver.storageCount > LayoutEngine.compactionThreshold(liveConstraints: solver.constraintCount) {
            // Constraints and views came and went: the solver's storage is mostly theirs.
            needsRebuild = true
        }
        if needsRebuild { rebuild() }
        // Root size.
        if root.bounds.size != rootSize, rootConstraints.count == 4 {
            let size = root.alignmentRect(forFrame: root.bounds).size
            let oldSize = root.alignmentRect(forFrame: CGRect(origin: .zero, size: rootSize)).size
            try? solver.adjustConstant(of: rootConstraints[2], by: Double(oldSize.width - size.width))
            try? solver.adjustConstant(of: rootConstraints[3], by: Double(oldSize.height - size.height))
            rootSize = root.bounds.size
            needsSolve = true
        }
        for view in translatingViewsToCheck() {
            guard isParticipating(view) else { continue }
            let s = view.layoutState
            if s.autoresizingFrame != view.frame || s.autoresizing != view.autoresizingMask
                || s.autoresizingParentSize != view.superviewStorage?.bounds.size {
                refreshAutoresizing(of: view)
            }
        }
        for guide in guides where guide.systemKind == .margins || guide.systemKind == .safeArea || guide.scrollKind != nil {
            let insets = insetsOf(guide)
            if insets != guide.appliedInsets {
                guide.appliedInsets = insets
                for c in guideConstraints[ObjectIdentifier(guide)] ?? [] { refresh(c) }
            }
        }
        if !shiftedConstraints.isEmpty { refreshBoundsShifts() }
        guard needsSolve else { return }
        needsSolve = false
        solver.updateVariables()
        for ref in participantRefs {
            guard let view = ref.view, view !== root, let parent = view.superviewStorage, parent !== current, !parent.needsLayoutFlag,
                  !view.layoutState.translates || isParticipating(parent) else { continue }
            if view.solvedFrame(in: self) != view.frame { parent.setNeedsLayout() }
        }
    }


    /// Re-reads the baselines of the constraints aligning `view`'s baselines (its text or
    /// font changed): an edit of each one's constant.
    package func refreshBaselines(of view: UIView) {
        for c in Array(baselineConstraints.values) {
            let items = [c.firstAttribute.isBaseline ? c.firstItem : nil, c.secondAttribute.isBaseline ? c.secondItem : nil]
            let touches = items.contains { item in
                guard let v = item as? UIView else { return false }
                return v === view || v.forFirstBaselineLayout === view || v.forLastBaselineLayout === view
            }
            if touches {
                refresh(c)
            }
        }
    }
}
