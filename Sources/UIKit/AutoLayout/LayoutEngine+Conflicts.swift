import ConstraintSolver
import CoreGraphics
import Foundation

/// Recovering from unsatisfiable required constraints, as UIKit does.
extension LayoutEngine {
    // MARK: Conflicts

    /// UIKit's recovery from an unsatisfiable system: find the required constraints in
    /// conflict, break the lowest-priority one (all are required, so the one added last;
    /// the engine's own constraints, added with their views, only when nothing else is
    /// in conflict), log the set and the broken constraint, and repeat until `c` fits.
    package func resolveConflict(adding c: NSLayoutConstraint, _ sc: Constraint) {
        if retrying {
            // A broken constraint that still does not fit stays broken (silently).
            broken[ObjectIdentifier(c)] = c
            c.engine = self
            return
        }
        for _ in 0..<16 {
            let candidates = conflictCandidates(for: c)
            let conflict = minimalConflict(candidates, adding: sc) ?? candidates
            let victim = conflict.min { a, b in
                if a.priority != b.priority { return a.priority < b.priority }
                return a.activationOrder > b.activationOrder
            } ?? c
            reportUnsatisfiable(conflict, breaking: victim)
            if victim === c { return }
            let key = ObjectIdentifier(victim)
            if let record = records.removeValue(forKey: key) {
                owners[key] = nil
                do { try solver.removeConstraint(record.solverConstraint) } catch { solverFailed(error) }
            }
            do {
                try solver.addConstraint(sc)
                records[ObjectIdentifier(c)] = Record(solverConstraint: sc, expressionConstant: sc.expression.constant)
                owners[ObjectIdentifier(c)] = c
                c.engine = self
                if c.firstAttribute.isBaseline || c.secondAttribute.isBaseline { baselineConstraints[ObjectIdentifier(c)] = c }
                trackBoundsShift(of: c)
                needsSolve = true
                return
            } catch { continue }
        }
        broken[ObjectIdentifier(c)] = c
        c.engine = self
    }

    /// The smallest subset of `candidates` (the last being the constraint added, whose
    /// solver constraint is `added`) that cannot be satisfied with the root's size: each
    /// candidate is dropped in turn and kept out when the rest still conflict. Nil when the
    /// candidates alone are satisfiable (the conflict lies beyond them).
    package func minimalConflict(_ candidates: [NSLayoutConstraint], adding added: Constraint) -> [NSLayoutConstraint]? {
        func equation(_ c: NSLayoutConstraint) -> Constraint? {
            if c === candidates.last { return added }
            return records[ObjectIdentifier(c)]?.solverConstraint
        }
        func conflicts(_ set: [NSLayoutConstraint]) -> Bool {
            let scratch = Solver()
            do {
                for rc in rootConstraints where rc.strength.isRequired {
                    try scratch.addConstraint(Constraint(rc.expression, rc.relation, strength: .required))
                }
                for c in set {
                    guard let e = equation(c) else { continue }
                    try scratch.addConstraint(Constraint(e.expression, e.relation, strength: .required))
                }
            } catch { return true }
            return false
        }
        guard candidates.count <= 64, conflicts(candidates) else { return nil }
        var current = candidates
        var i = 0
        while i < current.count - 1 {
            var trial = current
            trial.remove(at: i)
            if conflicts(trial) { current = trial } else { i += 1 }
        }
        return current
    }

    /// After a removal, broken constraints may fit again.
    package func retryBroken() {
        guard !broken.isEmpty else { return }
        let candidates = broken.values.sorted { $0.activationOrder < $1.activationOrder }
        broken = [:]
        retrying = true
        defer { retrying = false }
        for c in candidates {
            let saved = UIView.isLoggingSuppressed
            UIView.isLoggingSuppressed = true
            install(c)
            UIView.isLoggingSuppressed = saved
        }
    }
}
