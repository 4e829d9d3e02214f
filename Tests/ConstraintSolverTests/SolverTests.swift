import Testing
@testable import ConstraintSolver

@Suite struct SolverTests {
    func kind(_ body: () throws -> Void) -> SolverError.Kind? {
        do { try body(); return nil } catch let e as SolverError { return e.kind } catch { return .internalError }
    }

    @Test func simpleSystem() throws {
        let x = Variable("x"), y = Variable("y")
        let s = Solver()
        try s.addConstraint(x + y == 20)
        try s.addConstraint((x == 5) | .strong)
        try s.addConstraint(y >= 0)
        s.updateVariables()
        #expect(x.value == 5)
        #expect(y.value == 15)
    }

    @Test func strongerConstraintWins() throws {
        let x = Variable("x")
        let s = Solver()
        try s.addConstraint((x == 10) | .weak)
        try s.addConstraint((x == 20) | .strong)
        try s.addConstraint((x == 30) | .medium)
        s.updateVariables()
        #expect(x.value == 20)
    }

    @Test func inequalitiesBoundAVariable() throws {
        let x = Variable("x")
        let s = Solver()
        try s.addConstraint(x >= 10)
        try s.addConstraint(x <= 20)
        try s.addConstraint((x == 100) | .strong)
        s.updateVariables()
        #expect(x.value == 20)
    }

    @Test func duplicateAndUnknownConstraints() throws {
        let x = Variable("x")
        let s = Solver()
        let c = x >= 1
        try s.addConstraint(c)
        #expect(s.hasConstraint(c))
        #expect(kind { try s.addConstraint(c) } == .duplicateConstraint)
        try s.removeConstraint(c)
        #expect(!s.hasConstraint(c))
        #expect(kind { try s.removeConstraint(c) } == .unknownConstraint)
        // Equal-looking constraints are distinct objects.
        try s.addConstraint(x >= 1)
        try s.addConstraint(x >= 1)
        #expect(s.constraintCount == 2)
    }

    @Test func unsatisfiableRequiredConstraintIsRefused() throws {
        let x = Variable("x"), y = Variable("y")
        let s = Solver()
        try s.addConstraint(x + y == 10)
        try s.addConstraint(x >= 8)
        let bad = y >= 5
        do {
            try s.addConstraint(bad)
            Issue.record("expected an error")
        } catch let error as SolverError {
            #expect(error.kind == .unsatisfiableConstraint)
            #expect(error.constraint === bad)
            #expect(error.description.hasPrefix("unsatisfiable required constraint"))
        }
        #expect(!s.hasConstraint(bad))
        // The solver still solves what it has.
        try s.addConstraint((x == 9) | .weak)
        s.updateVariables()
        #expect(x.value == 9 && y.value == 1)
        // A redundant but consistent required constraint is accepted; a contradicting one is not.
        try s.addConstraint(2 * x + 2 * y == 20)
        #expect(kind { try s.addConstraint(x + y == 11) } == .unsatisfiableConstraint)
    }

    @Test func editVariables() throws {
        let x = Variable("x"), y = Variable("y")
        let s = Solver()
        try s.addConstraint(y == 2 * x + 1)
        try s.addConstraint(x <= 100)
        try s.addEditVariable(x, strength: .strong)
        #expect(s.hasEditVariable(x))
        #expect(kind { try s.addEditVariable(x, strength: .strong) } == .duplicateEditVariable)
        #expect(kind { try s.addEditVariable(y, strength: .required) } == .badRequiredStrength)
        #expect(kind { try s.suggestValue(y, 1) } == .unknownEditVariable)
        #expect(kind { try s.removeEditVariable(y) } == .unknownEditVariable)

        try s.suggestValue(x, 10)
        s.updateVariables()
        #expect(x.value == 10 && y.value == 21)
        try s.suggestValue(x, 500) // beyond the required bound
        s.updateVariables()
        #expect(x.value == 100 && y.value == 201)
        try s.suggestValue(x, -3)
        s.updateVariables()
        #expect(x.value == -3 && y.value == -5)

        try s.removeEditVariable(x)
        #expect(!s.hasEditVariable(x))
        #expect(kind { try s.suggestValue(x, 1) } == .unknownEditVariable)
    }

    @Test func editStrengthAboveRequiredIsClampedAndRefused() {
        let s = Solver()
        let x = Variable("x")
        #expect(kind { try s.addEditVariable(x, strength: Strength(Strength.required.value * 2)) } == .badRequiredStrength)
    }

    @Test func resetForgetsEverything() throws {
        let x = Variable("x")
        let s = Solver()
        let c = x == 3
        try s.addConstraint(c)
        try s.addEditVariable(x, strength: .weak)
        s.reset()
        #expect(!s.hasConstraint(c) && !s.hasEditVariable(x) && s.constraintCount == 0)
        try s.addConstraint(x == 4)
        s.updateVariables()
        #expect(x.value == 4)
    }

    @Test func dumpShowsTheState() throws {
        let x = Variable("left"), w = Variable("width")
        let s = Solver()
        try s.addConstraint(x == 10)
        try s.addConstraint(w >= 20)
        try s.addConstraint((x + w == 100) | .medium)
        try s.addEditVariable(w, strength: .weak)
        let dump = s.dump()
        for heading in ["Objective", "Tableau", "Definitions", "Variables", "Edit Variables", "Constraints"] {
            #expect(dump.contains(heading))
        }
        #expect(dump.contains("left = "))
        #expect(dump.contains("v:width"))
    }

    @Test func removingConstraintsRestoresEarlierSolutions() throws {
        let x = Variable("x"), y = Variable("y")
        let s = Solver()
        try s.addConstraint((x == 10) | .weak)
        try s.addConstraint((y == x + 5) | .medium)
        let strong = (x == 50) | .strong
        try s.addConstraint(strong)
        s.updateVariables()
        #expect(x.value == 50 && y.value == 55)
        try s.removeConstraint(strong)
        s.updateVariables()
        #expect(x.value == 10 && y.value == 15)
    }

    @Test func variablesInSeveralSolvers() throws {
        let x = Variable("x")
        let a = Solver(), b = Solver()
        try a.addConstraint(x == 1)
        try b.addConstraint(x == 2)
        a.updateVariables()
        #expect(x.value == 1)
        b.updateVariables()
        #expect(x.value == 2)
    }
}

@Suite struct SolverConstantEditTests {
    @Test func adjustingConstantsMatchesRebuilding() throws {
        let x = Variable("x"), y = Variable("y"), w = Variable("w")
        let s = Solver()
        let cw = w == 300
        let cx = x == 16
        let cy = y >= x + 10
        let weak = (y == 0) | .weak
        let upper = (x + 20 <= w) | .strong
        for c in [cw, cx, cy, weak, upper] { try s.addConstraint(c) }
        s.updateVariables()
        #expect(x.value == 16 && y.value == 26)
        try s.adjustConstant(of: cx, by: -14)   // x == 30
        try s.adjustConstant(of: cy, by: -5)    // y >= x + 15
        s.updateVariables()
        #expect(abs(x.value - 30) < 1e-9 && abs(y.value - 45) < 1e-9)
        try s.adjustConstant(of: cw, by: 100)   // w == 200
        try s.adjustConstant(of: cx, by: -200)  // x == 230 > w - 20: strong upper breaks
        s.updateVariables()
        #expect(abs(w.value - 200) < 1e-9 && abs(x.value - 230) < 1e-9)
    }
}

/// Constraints find their record through a slot hint; these cover the other paths.
@Suite struct ConstraintTableTests {
    @Test func constraintsInSeveralSolvers() throws {
        let x = Variable("x")
        let c = (x == 5) | .strong
        var a: Solver? = Solver()
        let b = Solver()
        try a!.addConstraint(c)
        try b.addConstraint(c)
        #expect(a!.hasConstraint(c) && b.hasConstraint(c))
        #expect(throws: SolverError.self) { try b.addConstraint(c) }
        try a!.removeConstraint(c)
        #expect(!a!.hasConstraint(c) && b.hasConstraint(c) && a!.constraintCount == 0)
        try a!.addConstraint(c)
        a = nil
        let d = Solver()
        try d.addConstraint(c)
        try d.addConstraint((x == 9) | .weak)
        d.updateVariables()
        #expect(x.value == 5)
        try b.removeConstraint(c)
        try d.removeConstraint(c)
        #expect(!b.hasConstraint(c) && !d.hasConstraint(c) && d.constraintCount == 1)
        #expect(throws: SolverError.self) { try d.removeConstraint(c) }
        d.updateVariables()
        #expect(x.value == 9)
    }

    @Test func slotsAreReusedAfterRemoval() throws {
        let x = Variable("x")
        let s = Solver()
        let first = (x >= 1) | .strong, second = (x >= 2) | .strong
        try s.addConstraint(first)
        try s.removeConstraint(first)
        try s.addConstraint(second)
        #expect(!s.hasConstraint(first) && s.hasConstraint(second) && s.constraintCount == 1)
        s.reset()
        #expect(!s.hasConstraint(second) && s.constraintCount == 0)
        try s.addConstraint(second)
        #expect(s.hasConstraint(second))
    }
}
