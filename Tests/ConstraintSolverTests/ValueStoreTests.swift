import Testing
@testable import ConstraintSolver

/// Solved values live in the solver's store; these check that `Variable.value` still
/// behaves as if each `updateVariables()` wrote into the variables.
@Suite struct ValueStoreTests {
    @Test func valuesChangeOnlyWhenUpdated() throws {
        let x = Variable("x", value: 7), w = Variable("w")
        let s = Solver()
        try s.addEditVariable(w, strength: .strong)
        try s.addConstraint(x == w + 10)
        #expect(x.value == 7)
        try s.suggestValue(w, 5)
        #expect(x.value == 7 && w.value == 0)
        s.updateVariables()
        #expect(x.value == 15 && w.value == 5)
        try s.suggestValue(w, 30)
        #expect(x.value == 15)
        s.updateVariables()
        #expect(x.value == 40 && w.value == 30)
    }

    @Test func resetAndDeinitKeepTheLastValues() throws {
        let x = Variable("x")
        var a: Solver? = Solver()
        try a!.addConstraint(x == 3)
        a!.updateVariables()
        a!.reset()
        #expect(x.value == 3)
        try a!.addConstraint(x == 4)
        #expect(x.value == 3)
        a!.updateVariables()
        #expect(x.value == 4)
        a = nil
        #expect(x.value == 4)
        let b = Solver()
        try b.addConstraint(x == 5)
        #expect(x.value == 4)
        b.updateVariables()
        #expect(x.value == 5)
    }

    @Test func sharedVariablesTakeTheLastUpdate() throws {
        let x = Variable("x"), y = Variable("y")
        let a = Solver(), b = Solver(), c = Solver()
        try a.addConstraint(x == 1)
        try a.addConstraint(y == x + 1)
        try b.addConstraint(x == 10)
        try c.addConstraint(y == 100)
        for _ in 0..<2 {
            a.updateVariables()
            #expect(x.value == 1 && y.value == 2)
            b.updateVariables()
            #expect(x.value == 10 && y.value == 2)
            c.updateVariables()
            #expect(x.value == 10 && y.value == 100)
        }
        // A solver that meets a shared variable again finds its own record.
        try b.addConstraint((x + y == 0) | .weak)
        a.updateVariables()
        b.updateVariables()
        #expect(x.value == 10 && y.value == -10)
        #expect(b.variableTable.count == 2)
    }

    @Test func fixedDefinitionsFollowConstantChangesAndRemoval() throws {
        let x = Variable("x"), w = Variable("w")
        let s = Solver()
        let c = x == 16
        try s.addConstraint(c)
        try s.addConstraint(w == x + 4)
        s.updateVariables()
        #expect(x.value == 16 && w.value == 20)
        s.updateVariables()
        #expect(x.value == 16 && w.value == 20)
        try s.adjustConstant(of: c, by: -4)
        s.updateVariables()
        #expect(x.value == 20 && w.value == 24)
        try s.removeConstraint(c)
        s.updateVariables()
        #expect(x.value == 0 && w.value == 4)
        try s.addConstraint(x == 7)
        s.updateVariables()
        #expect(x.value == 7 && w.value == 11)
    }

    @Test func aVariableSharedWithARetiredSolverStaysShared() throws {
        let x = Variable("x")
        var a: Solver? = Solver()
        let b = Solver(), c = Solver()
        try a!.addConstraint(x == 1)
        try b.addConstraint(x == 2)
        a!.updateVariables()
        a = nil
        #expect(x.value == 1)
        try c.addConstraint(x == 3)
        c.updateVariables()
        #expect(x.value == 3)
        b.updateVariables()
        #expect(x.value == 2)
        c.updateVariables()
        #expect(x.value == 3)
    }
}
