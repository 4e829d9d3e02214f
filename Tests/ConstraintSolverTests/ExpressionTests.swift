import Testing
@testable import ConstraintSolver

@Suite struct ExpressionTests {
    @Test func operatorsBuildExpressions() {
        let x = Variable("x", value: 3), y = Variable("y", value: 5)
        let e = x + 2 * y - 10
        #expect(e.terms.count == 2 && e.constant == -10)
        #expect(e.value == 3)
        #expect((-(x - y)).value == 2)
        #expect((3 * (x + 1)).value == 12)
        #expect(((x + y) / 2).value == 4)
        #expect((x * 2).coefficient == 2)
        #expect((x / 4).coefficient == 0.25)
        #expect((10 - x).value == 7)
        #expect((1 + x + y).value == 9)
    }

    @Test func reducedMergesTerms() {
        let x = Variable("x"), y = Variable("y")
        let e = (x + y + 2 * x - y).reduced()
        #expect(e.terms.count == 1)
        #expect(e.terms[0].variable === x && e.terms[0].coefficient == 3)
    }

    @Test func relationsBuildConstraints() {
        let x = Variable("x"), y = Variable("y")
        let c = x + 2 * y <= 100
        #expect(c.relation == .lessThanOrEqual && c.strength == .required)
        #expect(c.expression.constant == -100)
        #expect((x == y).relation == .equal)
        #expect((5 >= x).relation == .greaterThanOrEqual)
        let weak = (x == 1) | .weak
        #expect(weak.strength == .weak && weak !== c)
        #expect(c.withStrength(750).strength.value == 750)
        x.value = 10; y.value = 45
        #expect(c.isSatisfied())
        y.value = 46
        #expect(!c.isSatisfied())
        #expect(c.description.contains("<= 0 | required"))
    }
}
