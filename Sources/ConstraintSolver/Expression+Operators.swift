// Operators that build expressions and constraints, in kiwi's style:
//
//     let c = x + 2 * y - 10 <= width        // a required Constraint
//     let d = (x == 100) | .weak             // the same relation, weak
//
// `==`, `<=` and `>=` return a `Constraint`, not a `Bool`. They do not clash with
// `Equatable` because `Variable`, `Term` and `Expression` are not `Equatable` (compare
// variables with `===`). Plain numbers (`Double`) take part as constants.

/// A value that reads as a linear expression: a ``Variable``, a ``Term`` or an ``Expression``.
public protocol LinearExpressible {
    /// The value as an expression.
    var linearExpression: Expression { get }
}

extension Variable: LinearExpressible {
    /// `1 * self`.
    public var linearExpression: Expression { Expression(self) }
}

extension Term: LinearExpressible {
    /// The term alone.
    public var linearExpression: Expression { Expression(self) }
}

extension Expression: LinearExpressible {
    /// The expression itself.
    public var linearExpression: Expression { self }
}

// MARK: Sums and differences

/// The sum of two linear values.
public func + <L: LinearExpressible, R: LinearExpressible>(lhs: L, rhs: R) -> Expression {
    let l = lhs.linearExpression, r = rhs.linearExpression
    return Expression(l.terms + r.terms, constant: l.constant + r.constant)
}

/// A linear value plus a constant.
public func + <L: LinearExpressible>(lhs: L, rhs: Double) -> Expression {
    var l = lhs.linearExpression
    l.constant += rhs
    return l
}

/// A constant plus a linear value.
public func + <R: LinearExpressible>(lhs: Double, rhs: R) -> Expression { rhs + lhs }

/// The negation of a linear value.
public prefix func - <L: LinearExpressible>(operand: L) -> Expression {
    let e = operand.linearExpression
    return Expression(e.terms.map { Term($0.variable, -$0.coefficient) }, constant: -e.constant)
}

/// The difference of two linear values.
public func - <L: LinearExpressible, R: LinearExpressible>(lhs: L, rhs: R) -> Expression { lhs + (-rhs) }

/// A linear value minus a constant.
public func - <L: LinearExpressible>(lhs: L, rhs: Double) -> Expression { lhs + (-rhs) }

/// A constant minus a linear value.
public func - <R: LinearExpressible>(lhs: Double, rhs: R) -> Expression { lhs + (-rhs) }

// MARK: Scaling

/// `coefficient * variable`.
public func * (lhs: Double, rhs: Variable) -> Term { Term(rhs, lhs) }
/// `variable * coefficient`.
public func * (lhs: Variable, rhs: Double) -> Term { Term(lhs, rhs) }
/// A term scaled.
public func * (lhs: Double, rhs: Term) -> Term { Term(rhs.variable, lhs * rhs.coefficient) }
/// A term scaled.
public func * (lhs: Term, rhs: Double) -> Term { rhs * lhs }
/// An expression scaled.
public func * (lhs: Double, rhs: Expression) -> Expression {
    Expression(rhs.terms.map { lhs * $0 }, constant: lhs * rhs.constant)
}
/// An expression scaled.
public func * (lhs: Expression, rhs: Double) -> Expression { rhs * lhs }
/// A variable divided by a constant.
public func / (lhs: Variable, rhs: Double) -> Term { Term(lhs, 1 / rhs) }
/// A term divided by a constant.
public func / (lhs: Term, rhs: Double) -> Term { (1 / rhs) * lhs }
/// An expression divided by a constant.
public func / (lhs: Expression, rhs: Double) -> Expression { (1 / rhs) * lhs }

// MARK: Relations (build required constraints)

/// The required constraint `lhs == rhs`.
public func == <L: LinearExpressible, R: LinearExpressible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .equal)
}
/// The required constraint `lhs == rhs`.
public func == <L: LinearExpressible>(lhs: L, rhs: Double) -> Constraint { Constraint(lhs - rhs, .equal) }
/// The required constraint `lhs == rhs`.
public func == <R: LinearExpressible>(lhs: Double, rhs: R) -> Constraint { Constraint(lhs - rhs, .equal) }

/// The required constraint `lhs <= rhs`.
public func <= <L: LinearExpressible, R: LinearExpressible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .lessThanOrEqual)
}
/// The required constraint `lhs <= rhs`.
public func <= <L: LinearExpressible>(lhs: L, rhs: Double) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
/// The required constraint `lhs <= rhs`.
public func <= <R: LinearExpressible>(lhs: Double, rhs: R) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }

/// The required constraint `lhs >= rhs`.
public func >= <L: LinearExpressible, R: LinearExpressible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .greaterThanOrEqual)
}
/// The required constraint `lhs >= rhs`.
public func >= <L: LinearExpressible>(lhs: L, rhs: Double) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
/// The required constraint `lhs >= rhs`.
public func >= <R: LinearExpressible>(lhs: Double, rhs: R) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }

// MARK: Strength modifier

/// The constraint with another strength, as kiwi's `constraint | strength`.
public func | (lhs: Constraint, rhs: Strength) -> Constraint { lhs.withStrength(rhs) }
