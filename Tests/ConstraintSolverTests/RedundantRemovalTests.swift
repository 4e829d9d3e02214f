import Testing
@testable import ConstraintSolver

/// Removing a required constraint that a redundant required equality depended on: the
/// redundant equality must hold by itself afterwards.
@Suite struct RedundantRemovalTests {
    @Test func redundantEqualityHoldsAfterTheConstraintsImplyingItAreRemoved() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let s = Solver()
        let xy = x == y
        let x5 = x == 5
        try s.addConstraint(xy)
        try s.addConstraint(x5)
        try s.addConstraint(y == 5)            // implied by the two above: redundant
        try s.addConstraint((x == 40) | .strong)
        try s.addConstraint((y == 50) | .weak)
        try s.addConstraint((z == x + 1) | .medium)
        try s.removeConstraint(x5)
        s.updateVariables()
        #expect(y.value == 5)
        #expect(x.value == 5)
        try s.removeConstraint(xy)
        s.updateVariables()
        #expect(y.value == 5)
        #expect(x.value == 40)
        #expect(z.value == 41)
    }

    /// A redundant equality mentioning a variable held by a definition (an equality on a
    /// variable used nowhere else) survives the definition's removal.
    @Test func redundantEqualityOverADefinition() throws {
        let a = Variable("a"), b = Variable("b")
        let s = Solver()
        let defineA = a == 10
        try s.addConstraint(defineA)
        try s.addConstraint(b == a * 2)
        try s.addConstraint(b == 20)            // redundant
        try s.addConstraint((a == 3) | .strong)
        try s.removeConstraint(defineA)
        s.updateVariables()
        #expect(b.value == 20)
        #expect(a.value == 10)
    }
}
