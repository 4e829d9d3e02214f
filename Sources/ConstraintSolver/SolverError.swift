/// A failure reported by a ``Solver``; the solver's constraints are unchanged when one is thrown.
///
/// ``kind`` tells what went wrong; ``constraint`` or ``variable`` names the object involved.
/// The objects are not `Sendable`: an error carried to another isolation domain should
/// be read only for its ``kind`` and ``description``.
public struct SolverError: Error, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Equatable {
        /// A required constraint conflicts with the required constraints already added.
        case unsatisfiableConstraint
        /// The constraint object is already in the solver.
        case duplicateConstraint
        /// The constraint object is not in the solver.
        case unknownConstraint
        /// The variable is already an edit variable.
        case duplicateEditVariable
        /// The variable is not an edit variable.
        case unknownEditVariable
        /// Edit variables must be weaker than required.
        case badRequiredStrength
        /// The tableau lost an invariant: a bug in the solver, never expected.
        case internalError
    }

    /// What went wrong.
    public let kind: Kind
    /// The constraint involved, for constraint errors.
    public nonisolated(unsafe) let constraint: Constraint?
    /// The variable involved, for edit-variable errors.
    public nonisolated(unsafe) let variable: Variable?
    /// A sentence naming the failure and the object involved.
    public let description: String

    init(_ kind: Kind, constraint: Constraint? = nil, variable: Variable? = nil, message: String = "") {
        self.kind = kind
        self.constraint = constraint
        self.variable = variable
        let subject = constraint.map { "\($0)" } ?? variable.map { "\($0)" } ?? message
        switch kind {
        case .unsatisfiableConstraint: description = "unsatisfiable required constraint: \(subject)"
        case .duplicateConstraint: description = "duplicate constraint: \(subject)"
        case .unknownConstraint: description = "unknown constraint: \(subject)"
        case .duplicateEditVariable: description = "duplicate edit variable: \(subject)"
        case .unknownEditVariable: description = "unknown edit variable: \(subject)"
        case .badRequiredStrength: description = "an edit variable cannot have required strength: \(subject)"
        case .internalError: description = "internal solver error: \(subject)"
        }
    }

    static func unsatisfiableConstraint(_ c: Constraint) -> SolverError { SolverError(.unsatisfiableConstraint, constraint: c) }
    static func duplicateConstraint(_ c: Constraint) -> SolverError { SolverError(.duplicateConstraint, constraint: c) }
    static func unknownConstraint(_ c: Constraint) -> SolverError { SolverError(.unknownConstraint, constraint: c) }
    static func duplicateEditVariable(_ v: Variable) -> SolverError { SolverError(.duplicateEditVariable, variable: v) }
    static func unknownEditVariable(_ v: Variable) -> SolverError { SolverError(.unknownEditVariable, variable: v) }
    static func badRequiredStrength(_ v: Variable) -> SolverError { SolverError(.badRequiredStrength, variable: v) }
    static func internalError(_ m: String) -> SolverError { SolverError(.internalError, message: m) }
}
