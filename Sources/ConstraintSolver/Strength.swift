/// The weight of a constraint: how much the solver cares about satisfying it.
///
/// As in kiwi, a strength is one number built from three tiers,
/// `strong * 1_000_000 + medium * 1_000 + weak`, each tier clamped to 0...1000;
/// ``required`` is the largest possible value and means "must hold".
/// Non-required constraints are satisfied as well as possible, minimizing the sum of
/// strength times error.
public struct Strength: Hashable, Comparable, Sendable {
    /// The weight itself.
    public var value: Double

    /// Creates a strength of the given weight (clamped by ``Constraint`` and the solver).
    public init(_ value: Double) {
        self.value = value
    }

    /// Builds a strength from its tiers, each multiplied by `weight` and clamped to 0...1000.
    public static func create(_ strong: Double, _ medium: Double, _ weak: Double, _ weight: Double = 1) -> Strength {
        func tier(_ x: Double) -> Double { max(0, min(1000, x * weight)) }
        return Strength(tier(strong) * 1_000_000 + tier(medium) * 1_000 + tier(weak))
    }

    /// Must hold: 1000 in every tier.
    public static let required = create(1000, 1000, 1000)
    /// The strong tier at 1.
    public static let strong = create(1, 0, 0)
    /// The medium tier at 1.
    public static let medium = create(0, 1, 0)
    /// The weak tier at 1.
    public static let weak = create(0, 0, 1)

    /// The strength clamped to `0...required`.
    public var clipped: Strength {
        Strength(max(0, min(Strength.required.value, value)))
    }

    /// Whether the strength is ``required`` (after clamping).
    public var isRequired: Bool { clipped.value >= Strength.required.value }

    /// Orders the values.
    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.value < rhs.value }
}

extension Strength: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// A strength written as a number, e.g. `750`.
    public init(floatLiteral value: Double) { self.init(value) }
    /// A strength written as an integer, e.g. `750`.
    public init(integerLiteral value: Int) { self.init(Double(value)) }
}

extension Strength: CustomStringConvertible {
    /// `required`, `strong`, `medium`, `weak`, or the number.
    public var description: String {
        switch self {
        case .required: "required"
        case .strong: "strong"
        case .medium: "medium"
        case .weak: "weak"
        default: "\(value)"
        }
    }
}
