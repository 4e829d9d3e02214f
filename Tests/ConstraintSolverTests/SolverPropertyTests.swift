import Testing
import TestSupport
@testable import ConstraintSolver

/// A random system mirrored as solver constraints and as plain numbers for the reference.
struct RandomSystem {
    var rng: SeededGenerator
    let variables: [Variable]
    let point: [Double]
    var active: [(Constraint, PlainConstraint)] = []
    var edits: [(variable: Int, weight: Double, value: Double)] = []
    let solver = Solver()

    static let softWeights: [Double] = [Strength.strong.value, Strength.medium.value, Strength.weak.value, 750, 250, 2.5]

    init(seed: UInt64, variableCount: Int) {
        rng = SeededGenerator(seed: seed)
        variables = (0..<variableCount).map { Variable("x\($0)") }
        var r = rng
        point = (0..<variableCount).map { _ in Double(Int.random(in: -20...20, using: &r)) }
        rng = r
    }

    /// A random constraint; required ones hold at `point` unless `anyRequired`.
    mutating func makeConstraint(anyRequired: Bool = false) -> (Constraint, PlainConstraint) {
        let n = variables.count
        var coefficients = [Double](repeating: 0, count: n)
        let termCount = Int.random(in: 1...min(3, n), using: &rng)
        for _ in 0..<termCount {
            let j = Int.random(in: 0..<n, using: &rng)
            coefficients[j] += [-2, -1, -0.5, 1, 1, 2, 3].randomElement(using: &rng)!
        }
        if coefficients.allSatisfy({ $0 == 0 }) { coefficients[0] = 1 }
        let relation: RelationalOperator = [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng)!
        let required = Double.random(in: 0..<1, using: &rng) < 0.45
        var constant: Double
        if required && !anyRequired {
            let atPoint = zip(coefficients, point).reduce(0) { $0 + $1.0 * $1.1 }
            let slack = Double(Int.random(in: 0...5, using: &rng))
            switch relation {
            case .equal: constant = -atPoint
            case .lessThanOrEqual: constant = -atPoint - slack
            case .greaterThanOrEqual: constant = -atPoint + slack
            }
        } else {
            constant = Double(Int.random(in: -30...30, using: &rng))
        }
        let weight: Double? = required ? nil : Self.softWeights.randomElement(using: &rng)!
        var expression = Expression(constant: constant)
        for (j, a) in coefficients.enumerated() where a != 0 {
            expression.terms.append(Term(variables[j], a))
        }
        let constraint = Constraint(expression, relation, strength: weight.map { Strength($0) } ?? .required)
        return (constraint, PlainConstraint(coefficients: coefficients, constant: constant, relation: relation, weight: weight))
    }

    var plain: [PlainConstraint] {
        var all = active.map(\.1)
        for e in edits {
            var c = [Double](repeating: 0, count: variables.count)
            c[e.variable] = 1
            all.append(PlainConstraint(coefficients: c, constant: -e.value, relation: .equal, weight: e.weight))
        }
        return all
    }

    /// Checks the solver's current solution against the reference optimum.
    func check(_ context: String) {
        solver.updateVariables()
        let values = variables.map(\.value)
        let constraints = plain
        guard let best = ReferenceLP.minimumError(variableCount: variables.count, constraints) else {
            Issue.record("reference says infeasible but the solver accepted it: \(context)")
            return
        }
        let (error, violation) = ReferenceLP.evaluate(values, constraints)
        #expect(violation < 1e-6, "required constraint violated by \(violation): \(context)\n\(solver.dump())")
        #expect(abs(error - best) <= 1e-7 * max(1, best) + 1e-5, "error \(error) vs optimum \(best): \(context)\n\(solver.dump())")
    }
}

@Suite struct SolverPropertyTests {
    /// Random satisfiable systems built incrementally: optimal after every addition.
    @Test(arguments: 0..<150)
    func incrementalAdditionIsOptimal(seed: Int) throws {
        var system = RandomSystem(seed: UInt64(seed), variableCount: Int(seed % 5) + 2)
        let count = 3 + seed % 8
        for k in 0..<count {
            let (c, p) = system.makeConstraint()
            try system.solver.addConstraint(c)
            system.active.append((c, p))
            system.check("seed \(seed) after add \(k)")
        }
    }

    /// Additions, removals and edits in random order: optimal after every step.
    @Test(arguments: 0..<150)
    func mixedOperationsAreOptimal(seed: Int) throws {
        var system = RandomSystem(seed: UInt64(1000 + seed), variableCount: Int(seed % 4) + 2)
        let editWeights = [Strength.strong.value, Strength.create(999, 1000, 1000).value, 500]
        for step in 0..<14 {
            let roll = Int.random(in: 0..<10, using: &system.rng)
            if roll < 5 || system.active.isEmpty {
                let (c, p) = system.makeConstraint()
                try system.solver.addConstraint(c)
                system.active.append((c, p))
            } else if roll < 7 {
                let i = Int.random(in: 0..<system.active.count, using: &system.rng)
                try system.solver.removeConstraint(system.active.remove(at: i).0)
            } else if roll < 8 && system.edits.count < system.variables.count {
                let free = (0..<system.variables.count).filter { v in !system.edits.contains { $0.variable == v } }
                let v = free.randomElement(using: &system.rng)!
                let w = editWeights.randomElement(using: &system.rng)!
                try system.solver.addEditVariable(system.variables[v], strength: Strength(w))
                system.edits.append((v, w, 0))
            } else if !system.edits.isEmpty {
                let i = Int.random(in: 0..<system.edits.count, using: &system.rng)
                if roll == 9 && Bool.random(using: &system.rng) {
                    try system.solver.removeEditVariable(system.variables[system.edits[i].variable])
                    system.edits.remove(at: i)
                } else {
                    let value = Double(Int.random(in: -40...40, using: &system.rng))
                    try system.solver.suggestValue(system.variables[system.edits[i].variable], value)
                    system.edits[i].value = value
                }
            }
            system.check("seed \(seed) step \(step) (roll \(roll))")
        }
    }

    /// Required constraints that may conflict: the solver refuses exactly those the
    /// reference finds infeasible, and stays optimal for the rest.
    @Test(arguments: 0..<100)
    func unsatisfiableConstraintsAreRefused(seed: Int) throws {
        var system = RandomSystem(seed: UInt64(5000 + seed), variableCount: Int(seed % 3) + 2)
        for step in 0..<8 {
            let (c, p) = system.makeConstraint(anyRequired: true)
            let feasible = ReferenceLP.minimumError(variableCount: system.variables.count, system.plain + [p]) != nil
            do {
                try system.solver.addConstraint(c)
                system.active.append((c, p))
                #expect(feasible, "seed \(seed) step \(step): accepted an infeasible constraint")
            } catch let error as SolverError {
                #expect(error.kind == .unsatisfiableConstraint)
                #expect(!feasible, "seed \(seed) step \(step): refused a feasible constraint \(c)")
                #expect(!system.solver.hasConstraint(c))
            }
            system.check("seed \(seed) step \(step)")
        }
    }
}

/// Layout-shaped random systems: chains of required equalities over fresh variables (kept
/// as definitions), soft preferences, inequalities, edits and removals in random order.
@Suite struct DefinitionPropertyTests {
    @Test(arguments: 0..<120)
    func chainsWithRemovalsAreOptimal(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(9000 + seed))
        let n = 4 + seed % 6
        let vars = (0..<n).map { Variable("v\($0)") }
        var active: [(Constraint, PlainConstraint)] = []
        func plain(_ terms: [(Int, Double)], _ constant: Double, _ relation: RelationalOperator, _ weight: Double?) -> (Constraint, PlainConstraint) {
            var coefficients = [Double](repeating: 0, count: n)
            var e = Expression(constant: constant)
            for (j, a) in terms { coefficients[j] += a; e.terms.append(Term(vars[j], a)) }
            let c = Constraint(e, relation, strength: weight.map { Strength($0) } ?? .required)
            return (c, PlainConstraint(coefficients: coefficients, constant: constant, relation: relation, weight: weight))
        }
        // A chain: v[i] == v[i-1] + v[i-2] * k + c, each over a fresh v[i].
        var pending: [(Constraint, PlainConstraint)] = [plain([(0, 1)], -8, .equal, nil)]
        for i in 1..<n {
            let k = [0.0, 1, 0.5, 2].randomElement(using: &rng)!
            var terms: [(Int, Double)] = [(i, 1), (i - 1, -1)]
            if i >= 2 && k != 0 { terms.append((i - 2, -k)) }
            pending.append(plain(terms, -Double(Int.random(in: 0...10, using: &rng)), .equal, nil))
            // Soft preferences and inequalities on the chain.
            let j = Int.random(in: 0...i, using: &rng)
            pending.append(plain([(j, 1)], -Double(Int.random(in: -20...60, using: &rng)), .equal,
                                 RandomSystem.softWeights.randomElement(using: &rng)!))
            if Bool.random(using: &rng) {
                pending.append(plain([(j, 1)], -Double(Int.random(in: 0...40, using: &rng)), .greaterThanOrEqual,
                                     [nil, 750, 250].randomElement(using: &rng)!))
            }
        }
        let solver = Solver()
        func check(_ context: String) {
            solver.updateVariables()
            let values = vars.map(\.value)
            let constraints = active.map(\.1)
            guard let best = ReferenceLP.minimumError(variableCount: n, constraints) else {
                Issue.record("infeasible: \(context)"); return
            }
            let (error, violation) = ReferenceLP.evaluate(values, constraints)
            #expect(violation < 1e-6, "\(context)\n\(solver.dump())")
            #expect(abs(error - best) <= 1e-7 * max(1, best) + 1e-5, "error \(error) vs \(best): \(context)\n\(solver.dump())")
        }
        for (k, item) in pending.enumerated() {
            do {
                try solver.addConstraint(item.0)
                active.append(item)
            } catch let e as SolverError where e.kind == .unsatisfiableConstraint {
                // A required inequality against the chain: the reference must agree.
                #expect(ReferenceLP.minimumError(variableCount: n, active.map(\.1) + [item.1]) == nil)
            }
            check("seed \(seed) add \(k)")
        }
        #expect(solver.definitions.contains { $0 != nil }, "the chain should be held as definitions")
        for step in 0..<6 where !active.isEmpty {
            let i = Int.random(in: 0..<active.count, using: &rng)
            try solver.removeConstraint(active.remove(at: i).0)
            check("seed \(seed) remove step \(step)")
            if step % 2 == 0 {
                let (c, p) = plain([(Int.random(in: 0..<n, using: &rng), 1)], -Double(Int.random(in: 0...50, using: &rng)), .equal, 500)
                try solver.addConstraint(c)
                active.append((c, p))
                check("seed \(seed) re-add step \(step)")
            }
        }
    }
}
