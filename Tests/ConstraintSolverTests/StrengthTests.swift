import Testing
@testable import ConstraintSolver

@Suite struct StrengthTests {
    @Test func kiwiValues() {
        #expect(Strength.required.value == 1_001_001_000)
        #expect(Strength.strong.value == 1_000_000)
        #expect(Strength.medium.value == 1_000)
        #expect(Strength.weak.value == 1)
        #expect(Strength.create(1, 2, 3).value == 1_002_003)
        #expect(Strength.create(1, 2, 3, 2).value == 2_004_006)
    }

    @Test func tiersAreClamped() {
        #expect(Strength.create(5000, 0, 0).value == 1_000_000_000)
        #expect(Strength.create(-1, -1, 7).value == 7)
        #expect(Strength(2e12).clipped == .required)
        #expect(Strength(-4).clipped.value == 0)
        #expect(Constraint(Expression(constant: 1), .equal, strength: Strength(5e12)).strength == .required)
        #expect(Strength.create(999, 1000, 1000) < .required)
        #expect(!Strength.create(999, 1000, 1000).isRequired)
    }

    @Test func descriptions() {
        #expect(Strength.required.description == "required")
        #expect(Strength.weak.description == "weak")
        #expect(Strength(750).description == "750.0")
    }
}
