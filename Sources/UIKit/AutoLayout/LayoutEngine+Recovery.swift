import ConstraintSolver
import Foundation

/// Recovering from a solver that failed for a reason other than a conflict.
extension LayoutEngine {
    /// Notes that a solver call threw `error`. An unsatisfiable constraint is a conflict
    /// (see `resolveConflict`); anything else means the solver's state can no longer be
    /// trusted, so the engine is rebuilt from the view tree at the next solve, with one log
    /// line. Failures during a rebuild are left to conflict recovery, so a system the solver
    /// cannot take does not rebuild at every pass.
    /// - Returns: whether the error is a conflict, to be resolved by the caller.
    @discardableResult
    package func solverFailed(_ error: any Error) -> Bool {
        if let error = error as? SolverError, error.kind == .unsatisfiableConstraint { return true }
        guard !isScratch, !isRebuilding else { return true }
        if !needsRebuild {
            let text = "[LayoutConstraints] The layout engine failed (\(error)); it is rebuilt from the view tree."
            LayoutEngine.remember(diagnostic: text)
            if !UIView.isLoggingSuppressed { UIView.log(text) }
        }
        needsRebuild = true
        root?.setNeedsLayout()
        return false
    }
}
