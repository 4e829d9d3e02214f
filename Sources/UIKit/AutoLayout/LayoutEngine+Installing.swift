import ConstraintSolver
import CoreGraphics
import Foundation

/// Adding, removing and refreshing constraints in the solver.
extension LayoutEngine {
    // MARK: Adding and removing

    /// Adds a constraint to the solver; an unsatisfiable required constraint is logged
    /// with UIKit's wording and broken (kept out of the solver).
    package func install(_ c: NSLayoutConstraint) {
        let key = ObjectIdentifier(c)
        guard records[key] == nil, broken[key] == nil else { return }
        guard let e = solverExpression(c) else {
            if isScratch { return }
            UIView.log("Unable to install constraint on view. Does the constraint reference something from outside the subtree of the view? That's illegal. constraint:\(c)")
            return
        }
        let relation: RelationalOperator
        if let ec = c as? EngineConstraint { relation = ec.solverRelation } else {
            switch c.relation {
            case .equal: relation = .equal
            case .lessThanOrEqual: relation = .lessThanOrEqual
            case .greaterThanOrEqual: relation = .greaterThanOrEqual
            }
        }
        let sc = Constraint(e, relation, strength: LayoutEngine.strength(c.priority))
        do {
            try solver.addConstraint(sc)
            records[key] = Record(solverConstraint: sc, expressionConstant: sc.expression.constant)
            owners[key] = c
            if !isScratch { c.engine = self }
            if c.firstAttribute.isBaseline || c.secondAttribute.isBaseline { baselineConstraints[key] = c }
            if shiftedConstraints[key] == nil { trackBoundsShift(of: c) }
            needsSolve = true
        } catch {
            if !isScratch, solverFailed(error) { resolveConflict(adding: c, sc) }
        }
    }

    /// Removes a constraint from the solver (or forgets it as broken).
    package func uninstall(_ c: NSLayoutConstraint) {
        let key = ObjectIdentifier(c)
        if broken.removeValue(forKey: key) != nil { c.engine = nil; return }
        guard let record = records.removeValue(forKey: key) else { return }
        owners[key] = nil
        baselineConstraints[key] = nil
        shiftedConstraints[key] = nil
        do { try solver.removeConstraint(record.solverConstraint) } catch { solverFailed(error) }
        c.engine = nil
        needsSolve = true
        retryBroken()
    }

    /// Recomputes a constraint's equation: a change of constant only is an edit
    /// (`Solver.adjustConstant`); anything else replaces the solver constraint.
    package func refresh(_ c: NSLayoutConstraint) {
        let key = ObjectIdentifier(c)
        if broken[key] != nil { broken[key] = nil; install(c); return }
        guard let record = records[key], let e = solverExpression(c) else { return }
        let old = record.solverConstraint.expression
        if LayoutEngine.sameTerms(old, e.reduced()),
           record.solverConstraint.strength == LayoutEngine.strength(c.priority) {
            let delta = e.constant - record.expressionConstant
            guard delta != 0 else { return }
            do {
                try solver.adjustConstant(of: record.solverConstraint, by: delta)
                records[key]?.expressionConstant = e.constant
                needsSolve = true
            } catch {
                // The edit made required constraints conflict: rebuild to report and recover.
                needsRebuild = true
                root?.setNeedsLayout()
            }
            return
        }
        do { try solver.removeConstraint(record.solverConstraint) } catch { solverFailed(error) }
        records[key] = nil
        owners[key] = nil
        install(c)
    }

    package static func sameTerms(_ a: ConstraintSolver.Expression, _ b: ConstraintSolver.Expression) -> Bool {
        guard a.terms.count == b.terms.count else { return false }
        for (x, y) in zip(a.terms, b.terms) where x.variable !== y.variable || abs(x.coefficient - y.coefficient) > 1e-12 {
            return false
        }
        return true
    }
}
