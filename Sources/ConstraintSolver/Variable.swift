/// A named unknown of a linear constraint system.
///
/// Variables are compared by identity (`===`): two variables with the same name are
/// different unknowns. A solver writes the solved value into `value` when
/// ``Solver/updateVariables()`` runs; until then `value` keeps whatever it held (0 for a
/// new variable). A variable may take part in several solvers, each writing its own value.
///
/// `Variable` is deliberately not `Equatable`: `==` between variables builds a
/// ``Constraint`` (see `Expression+Operators.swift`).
public final class Variable {
    /// A name for dumps and error messages; it plays no part in solving.
    public var name: String

    /// The value before any solver owns the variable.
    @exclusivity(unchecked) var initialValue: Double
    /// The values of the solver that last updated it (see `ValueStore`), or nil; kept so
    /// that `pointer` stays valid.
    @exclusivity(unchecked) var store: ValueStore?
    /// Where its value lives in `store`.
    @exclusivity(unchecked) var pointer: UnsafeMutablePointer<Double>?
    /// Its record index in `store`'s solver.
    @exclusivity(unchecked) var slot: Int32 = -1

    /// The value written by the last ``Solver/updateVariables()`` of a solver using it.
    public internal(set) var value: Double {
        get {
            if let pointer { return pointer.pointee }
            return initialValue
        }
        set {
            if let pointer { pointer.pointee = newValue } else { initialValue = newValue }
        }
    }

    /// Creates a variable with a name for debugging and an initial value.
    public init(_ name: String = "", value: Double = 0) {
        self.name = name
        self.initialValue = value
    }
}

extension Variable: CustomStringConvertible {
    /// The variable's name, or its identity when it has none.
    public var description: String {
        name.isEmpty ? "v\(UInt(bitPattern: ObjectIdentifier(self).hashValue) & 0xffff)" : name
    }
}
