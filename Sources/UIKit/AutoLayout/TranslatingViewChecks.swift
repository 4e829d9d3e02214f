import Foundation

/// Which views a solve compares with their autoresizing constraints (views whose
/// `translatesAutoresizingMaskIntoConstraints` is true and whose frame code may have set).
///
/// Outside a layout pass, and at an engine's first solve in a pass (or after the tree
/// changed), every translating view of the engine is compared. Later solves in the same
/// pass look only at the views whose frame, transform, mask or superview size changed
/// since, recorded here by the geometry setters; so a layout pass over n views costs O(n)
/// comparisons, not O(n²) (each view's `layoutSubviews` solves).
package enum TranslatingViewChecks {
    /// The layout pass in progress (0: none).
    package nonisolated(unsafe) static var pass = 0
    private nonisolated(unsafe) static var passCounter = 0
    /// Renewed whenever a superview link changes.
    package nonisolated(unsafe) static var hierarchyGeneration = 0
    /// Views whose geometry changed during the pass in progress.
    package nonisolated(unsafe) static var candidates: [WeakView] = []

    /// A layout pass begins.
    package static func beginPass() {
        passCounter += 1
        pass = passCounter
    }

    /// The layout pass ended: nothing is remembered across passes.
    package static func endPass() {
        pass = 0
        candidates = []
    }

    /// `view`'s frame, transform or mask changed (and its bounds size, when `sizeChanged`,
    /// which moves its autoresizing subviews' constraints too).
    @MainActor package static func geometryDidChange(of view: UIView, sizeChanged: Bool) {
        guard pass != 0 else { return }
        if view.autoLayoutStorage != nil { candidates.append(WeakView(view)) }
        guard sizeChanged else { return }
        for sub in view.subviewStorage where sub.autoLayoutStorage != nil { candidates.append(WeakView(sub)) }
    }

    /// Solves the engines of views whose frames code set after their engine's last solve
    /// in this pass (a leaf's frame set in its superview's `layoutSubviews`), so that
    /// constraints depending on them take effect in the same pass: the solve marks for
    /// layout the superviews of views whose solved frames moved, as UIKit's engine does.
    @MainActor package static func settle() {
        guard !candidates.isEmpty else { return }
        var engines: [ObjectIdentifier: LayoutEngine] = [:]
        for ref in candidates {
            guard let view = ref.view, let engine = view.layoutEngineForReading(), engine.isParticipating(view) else { continue }
            engines[ObjectIdentifier(engine)] = engine
        }
        for engine in engines.values { engine.solveIfNeeded() }
        candidates = []
    }
}

extension LayoutEngine {
    /// The translating views this solve must compare: all of them, or only those recorded
    /// since this engine's full comparison in the current pass.
    package func translatingViewsToCheck() -> [UIView] {
        let checks = TranslatingViewChecks.self
        let stamp = TranslatingScanStamp(pass: checks.pass, hierarchy: checks.hierarchyGeneration, membership: membership)
        if checks.pass == 0 || stamp != translatingScanStamp {
            translatingScanStamp = stamp
            translatingComparisons += translatingViewRefs.count
            return translatingViewRefs.compactMap(\.view)
        }
        var views: [UIView] = []
        checks.candidates.removeAll { ref in
            guard let view = ref.view else { return true }
            guard isParticipating(view) else { return false }
            if view.layoutState.translates { views.append(view) }
            return true
        }
        translatingComparisons += views.count
        return views
    }
}

/// When an engine last compared all its translating views.
package struct TranslatingScanStamp: Equatable {
    var pass: Int
    var hierarchy: Int
    var membership: Int
}
