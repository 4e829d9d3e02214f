import ConstraintSolver
import CoreGraphics
import Foundation

/// Trees joining and splitting: engines are moved, merged and trimmed incrementally,
/// never rebuilt. A subtree leaving takes its constraints out of the solver (its new
/// engine is built lazily); a tree joining another has the smaller engine's constraints
/// added to the larger engine's solver, which then serves the whole tree.
extension LayoutEngine {
    /// How much the engine holds (to pick which engine survives a merge).
    package var size: Int { records.count + broken.count + bareContentSizeRows }

    /// The constraints installed on the views of `top`'s subtree (skipping the subtree of
    /// `skipped`), in activation order: the constraints of the engine of that tree.
    package static func installedConstraints(under top: UIView, skipping skipped: UIView? = nil) -> [NSLayoutConstraint] {
        var all: [NSLayoutConstraint] = []
        var stack: [UIView] = [top]
        while let view = stack.popLast() {
            if view === skipped { continue }
            if let state = view.autoLayoutStorage { all += state.constraints }
            stack += view.subviewStorage
        }
        all.sort { $0.activationOrder < $1.activationOrder }
        return all
    }

    /// Makes `newRoot` (an ancestor of the current root, whose tree the current root just
    /// joined) the root of this engine. The old root's fixed position and size leave the
    /// solver and it is tied to its superview like any view; nothing else changes.
    package func reroot(at newRoot: UIView) {
        guard let oldRoot = root, oldRoot !== newRoot else { return }
        if oldRoot.autoLayoutStorage?.ownedEngine === self { oldRoot.autoLayoutStorage?.ownedEngine = nil }
        newRoot.layoutState.ownedEngine = self
        root = newRoot
        defer { newRoot.setNeedsLayout() }
        guard !needsRebuild else { return }
        for c in rootConstraints { try? solver.removeConstraint(c) }
        rootConstraints = []
        needsSolve = true
        guard isParticipating(oldRoot), let parent = oldRoot.superviewStorage, variables(of: parent) != nil else { return }
        attach(oldRoot)
    }

    /// Takes over the constraints of another engine whose tree joined this one's: each is
    /// added to this solver (the views they reach join on the way); the other engine is
    /// dropped. `constraints` are the other tree's installed constraints.
    package func absorb(_ other: LayoutEngine, constraints: [NSLayoutConstraint]) {
        for c in other.owners.values where c.engine === other { c.engine = nil }
        for ref in other.participantRefs { if let view = ref.view, other.isParticipating(view) { other.forgetContentSizeRows(of: view) } }
        for c in other.broken.values where c.engine === other { c.engine = nil }
        other.records = [:]; other.owners = [:]; other.broken = [:]; other.bareContentSizeRows = 0
        other.root = nil
        add(constraints)
    }

    /// Adds constraints of a subtree that joined this engine's tree.
    package func add(_ constraints: [NSLayoutConstraint]) {
        defer { root?.setNeedsLayout() }
        guard !needsRebuild else { return }
        for c in constraints { install(c) }
    }

    /// Takes the subtree of `top` (about to leave this engine's tree) out of the solver:
    /// the constraints installed in it, the engine-made constraints of its views and
    /// guides, and their membership. O(size of the subtree) plus one pass over the lists
    /// of participants when any of them left.
    package func remove(subtree top: UIView) {
        defer { root?.setNeedsLayout() }
        guard !needsRebuild, !isScratch else { return }
        var left = false
        var stack: [UIView] = [top]
        while let view = stack.popLast() {
            stack += view.subviewStorage
            guard let state = view.autoLayoutStorage else { continue }
            for c in state.constraints { uninstall(c) }
            let owned = state.layoutGuides + [state.marginsGuide, state.safeAreaGuide, state.readableGuide].compactMap { $0 }
            for guide in owned where isParticipating(guide) {
                for c in guideConstraints.removeValue(forKey: ObjectIdentifier(guide)) ?? [] { uninstall(c) }
                guide.membership = 0
                left = true
            }
            guard isParticipating(view) else { continue }
            for c in state.autoresizingConstraints { uninstall(c) }
            state.autoresizingConstraints = []
            removeContentSizeRows(of: view)
            state.membership = 0
            left = true
        }
        guard left else { return }
        participantRefs.removeAll { $0.view.map { !isParticipating($0) } ?? true }
        translatingViewRefs.removeAll { $0.view.map { !isParticipating($0) } ?? true }
        guides.removeAll { !isParticipating($0) }
    }
}

extension UIView {
    /// The view (a root with an engine, or a subtree of another tree) just joined the tree
    /// of its new superview: the engines follow. The larger engine survives and takes in
    /// the other's constraints; a tree without an engine takes the joining one's.
    package func mergeEngines() {
        let own = autoLayoutStorage?.ownedEngine
        // A leaf without constraints (the common case) brings nothing.
        if own == nil, subviewStorage.isEmpty, autoLayoutStorage?.constraints.isEmpty ?? true { return }
        let root = layoutRoot
        let target = root.autoLayoutStorage?.ownedEngine
        if let own {
            autoLayoutStorage?.ownedEngine = nil
            guard let target else { own.reroot(at: root); return }
            if own.size > target.size {
                own.reroot(at: root)
                own.absorb(target, constraints: LayoutEngine.installedConstraints(under: root, skipping: self))
            } else {
                target.absorb(own, constraints: LayoutEngine.installedConstraints(under: self))
            }
            return
        }
        let constraints = LayoutEngine.installedConstraints(under: self)
        guard !constraints.isEmpty, let engine = layoutEngine(create: true) else { return }
        engine.add(constraints)
    }
}
