/// A linear expression: a sum of terms plus a constant.
///
/// Expressions are values; terms naming the same variable are allowed and are merged by
/// the solver (and by ``reduced()``).
public struct Expression {
    /// The summands, in the order they were written.
    public var terms: [Term]
    /// The constant summand.
    public var constant: Double

    /// Creates `terms + constant`.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Creates the expression `1 * variable`.
    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    /// Creates the expression of a single term.
    public init(_ term: Term) {
        self.init([term])
    }

    /// Creates a constant expression.
    public init(constant: Double) {
        self.init([], constant: constant)
    }

    /// The expression's value from its variables' current values.
    public var value: Double {
        terms.reduce(constant) { $0 + $1.value }
    }

    /// The same expression with terms of one variable merged and zero terms dropped.
    ///
    /// - Complexity: O(n) in the number of terms.
    public func reduced() -> Expression {
        if terms.count <= 8 {
            // Already reduced (nearly every layout constraint): the same terms, no copy.
            if isReducedFew { return self }
            // Few terms (every layout constraint): merging by scanning beats hashing.
            var merged: [Term] = []
            merged.reserveCapacity(terms.count)
            outer: for term in terms {
                for i in merged.indices where merged[i].variable === term.variable {
                    merged[i].coefficient += term.coefficient
                    continue outer
                }
                merged.append(term)
            }
            if merged.contains(where: { $0.coefficient == 0 }) { merged.removeAll { $0.coefficient == 0 } }
            return Expression(merged, constant: constant)
        }
        var index: [ObjectIdentifier: Int] = [:]
        var merged: [Term] = []
        for term in terms {
            let key = ObjectIdentifier(term.variable)
            if let i = index[key] {
                merged[i].coefficient += term.coefficient
            } else {
                index[key] = merged.count
                merged.append(term)
            }
        }
        return Expression(merged.filter { $0.coefficient != 0 }, constant: constant)
    }
}

extension Expression {
    /// Whether the (at most 8) terms name distinct variables and none is zero.
    private var isReducedFew: Bool {
        for i in terms.indices {
            if terms[i].coefficient == 0 { return false }
            for j in terms.indices where j > i && terms[j].variable === terms[i].variable { return false }
        }
        return true
    }
}

extension Expression: CustomStringConvertible {
    /// `c1 * a + c2 * b + constant`.
    public var description: String {
        (terms.map(\.description) + ["\(constant)"]).joined(separator: " + ")
    }
}
