/// A variable multiplied by a coefficient: one summand of an ``Expression``.
public struct Term {
    /// The unknown.
    public var variable: Variable
    /// Its factor.
    public var coefficient: Double

    /// Creates `coefficient * variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    /// The term's value from the variable's current value.
    public var value: Double { coefficient * variable.value }
}

extension Term: CustomStringConvertible {
    /// `coefficient * name`, as kiwi prints it.
    public var description: String { "\(coefficient) * \(variable)" }
}
