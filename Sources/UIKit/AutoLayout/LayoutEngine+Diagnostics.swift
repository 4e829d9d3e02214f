import ConstraintSolver
import CoreGraphics
import Foundation

/// The engine's diagnostics: UIKit's unsatisfiable-constraints report and the choice of
/// the constraints to list.
extension LayoutEngine {
    /// Logs UIKit's "Unable to simultaneously satisfy constraints" report and breaks `c`.
    package func reportUnsatisfiable(_ involved: [NSLayoutConstraint], breaking c: NSLayoutConstraint) {
        broken[ObjectIdentifier(c)] = c
        c.engine = self
        var text = "[LayoutConstraints] Unable to simultaneously satisfy constraints.\n"
        text += "\tProbably at least one of the constraints in the following list is one you don't want. \n"
        text += "\tTry this: \n\t\t(1) look at each constraint and try to figure out which you don't expect; \n"
        text += "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. \n"
        if involved.contains(where: { ($0 as? EngineConstraint)?.kind == .autoresizing }) {
            text += "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) \n"
        }
        text += "(\n"
        for other in involved { text += "    \"\(other.description)\",\n" }
        text += ")\n\nWill attempt to recover by breaking constraint \n\(c.description)\n\n"
        text += "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.\n"
        text += "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful."
        LayoutEngine.remember(diagnostic: text)
        if !UIView.isLoggingSuppressed { UIView.log(text) }
    }

    /// The required constraints sharing variables with `c`, transitively (the conflict is
    /// among them), `c` included.
    func conflictCandidates(for c: NSLayoutConstraint) -> [NSLayoutConstraint] {
        guard let e = solverExpression(c) else { return [c] }
        var variables = Set(e.terms.map { ObjectIdentifier($0.variable) })
        var byKey: [(NSLayoutConstraint, Constraint)] = []
        for (key, record) in records where record.solverConstraint.strength.isRequired {
            if let owner = owners[key] { byKey.append((owner, record.solverConstraint)) }
        }
        var chosen: [NSLayoutConstraint] = []
        var chosenSet = Set<ObjectIdentifier>()
        var changed = true
        while changed {
            changed = false
            for (owner, sc) in byKey where !chosenSet.contains(ObjectIdentifier(owner)) {
                let vars = sc.expression.terms.map { ObjectIdentifier($0.variable) }
                if vars.contains(where: { variables.contains($0) }) {
                    chosen.append(owner); chosenSet.insert(ObjectIdentifier(owner))
                    for v in vars { variables.insert(v) }
                    changed = true
                }
            }
            if chosen.count > 50 { break }
        }
        return chosen + [c]
    }
}
