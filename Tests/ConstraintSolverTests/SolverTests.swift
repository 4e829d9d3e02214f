import Testing
@testable import ConstraintSolver

@Suite struct SolverTests {
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
}
