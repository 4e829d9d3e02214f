/// How a constraint relates its expression to zero.
public enum RelationalOperator: Sendable {
    /// `expression <= 0`.
    case lessThanOrEqual
    /// `expression >= 0`.
    case greaterThanOrEqual
    /// `expression == 0`.
    case equal
}

/// A linear relation `expression (<=, >=, ==) 0` with a strength.
///
/// Constraints are immutable and compared by identity: adding the same object twice is a
/// ``SolverError/Kind-swift.enum/duplicateConstraint``, while two equal-looking constraints are two
/// constraints. Build them with the operators (`x + 2 * y <= 100`) and weaken them with
/// `|` (`(x == 10) | .strong`) or ``withStrength(_:)``.
public final class Constraint {
    /// The left side minus the right side, with terms of one variable merged.
    public let expression: Expression
    /// The relation of ``expression`` to zero.
    public let relation: RelationalOperator
    /// The weight, clamped to `0...Strength.required`.
    public let strength: Strength
    /// Its slot in the first solver's `ConstraintTable` holding it, or -1 (a hint,
    /// checked by identity).
    @exclusivity(unchecked) var solverSlot: Int32 = -1

    /// Creates `expression relation 0` with the given strength (clamped).
    public init(_ expression: Expression, _ relation: RelationalOperator, strength: Strength = .required) {
        self.expression = expression.reduced()
        self.relation = relation
        self.strength = strength.clipped
    }

    /// A new constraint with the same expression and relation and another strength.
    public func withStrength(_ strength: Strength) -> Constraint {
        Constraint(expression, relation, strength: strength)
    }

    /// Whether the relation holds within `tolerance` for the variables' current values.
    public func isSatisfied(tolerance: Double = 1e-8) -> Bool {
        let v = expression.value
        switch relation {
        case .lessThanOrEqual: return v <= tolerance
        case .greaterThanOrEqual: return v >= -tolerance
        case .equal: return abs(v) <= tolerance
        }
    }
}

extension Constraint: CustomStringConvertible {
    /// `expression <= 0 | strength`.
    public var description: String {
        let op: String
        switch relation {
        case .lessThanOrEqual: op = "<="
        case .greaterThanOrEqual: op = ">="
        case .equal: op = "=="
        }
        return "\(expression) \(op) 0 | \(strength)"
    }
}
