import Testing
@testable import ConstraintSolver

/// `adjustConstant` keeps a cached column per constraint marker; these check that
/// constant changes mixed with pivots (additions, removals, edits, dual-simplex pivots)
/// give what a fresh solver holding the current constants gives.
@Suite struct ConstantEditPropertyTests {
    /// Random systems: constants adjusted (soft ones freely, required inequalities only
    /// loosened so the system stays satisfiable), interleaved with additions, removals
    /// and edits. After every step the solution is optimal (reference LP) and has the
    /// same total error as a fresh solver built from the current constants.
    @Test(arguments: 0..<150)
    func adjustedConstantsMatchAFreshSolver(seed: Int) throws {
        var system = RandomSystem(seed: UInt64(20_000 + seed), variableCount: Int(seed % 5) + 2)
        var constants: [Double] = []  // the current constant of each active constraint
        for _ in 0..<(4 + seed % 5) {
            let (c, p) = system.makeConstraint()
            try system.solver.addConstraint(c)
            system.active.append((c, p))
            constants.append(c.expression.constant)
        }
        let editWeight = Strength.strong.value
        try system.solver.addEditVariable(system.variables[0], strength: Strength(editWeight))
        system.edits.append((0, editWeight, 0))
        for step in 0..<24 {
            let roll = Int.random(in: 0..<10, using: &system.rng)
            if roll < 6 && !system.active.isEmpty {
                let i = Int.random(in: 0..<system.active.count, using: &system.rng)
                let (c, p) = system.active[i]
                var delta = Double(Int.random(in: -25...25, using: &system.rng))
                if p.weight == nil {
                    // Required: equalities stay put; inequalities only loosen.
                    switch p.relation {
                    case .equal: delta = 0
                    case .lessThanOrEqual: delta = -abs(delta)
                    case .greaterThanOrEqual: delta = abs(delta)
                    }
                }
                try system.solver.adjustConstant(of: c, by: delta)
                system.active[i].1.constant += delta
                constants[i] += delta
            } else if roll < 8 {
                let (c, p) = system.makeConstraint()
                try system.solver.addConstraint(c)
                system.active.append((c, p))
                constants.append(c.expression.constant)
            } else if roll < 9, let i = system.active.indices.randomElement(using: &system.rng) {
                // Any constraint, required ones included (a redundant required equality
                // must hold by itself once what implied it is removed).
                try system.solver.removeConstraint(system.active.remove(at: i).0)
                constants.remove(at: i)
            } else {
                let value = Double(Int.random(in: -40...40, using: &system.rng))
                try system.solver.suggestValue(system.variables[0], value)
                system.edits[0].value = value
            }
            let context = "seed \(seed) step \(step) (roll \(roll))"
            system.check(context)

            // A fresh solver with the same constraints at their current constants.
            let fresh = Solver()
            let copies = system.variables.map { Variable($0.name) }
            func remap(_ c: Constraint, _ constant: Double) -> Constraint {
                var expression = Expression(constant: constant)
                for term in c.expression.terms {
                    let j = system.variables.firstIndex { $0 === term.variable }!
                    expression.terms.append(Term(copies[j], term.coefficient))
                }
                return Constraint(expression, c.relation, strength: c.strength)
            }
            for (k, item) in system.active.enumerated() { try fresh.addConstraint(remap(item.0, constants[k])) }
            try fresh.addEditVariable(copies[0], strength: Strength(editWeight))
            try fresh.suggestValue(copies[0], system.edits[0].value)
            fresh.updateVariables()
            system.solver.updateVariables()
            let plain = system.plain
            let (ours, _) = ReferenceLP.evaluate(system.variables.map(\.value), plain)
            let (theirs, violation) = ReferenceLP.evaluate(copies.map(\.value), plain)
            #expect(violation < 1e-6, "\(context): the fresh solver violates a required constraint")
            #expect(abs(ours - theirs) <= 1e-7 * max(1, theirs) + 1e-5, "\(context): error \(ours) vs fresh \(theirs)")
        }
    }

    /// A chain of views whose container size is held by required constraints changed with
    /// `adjustConstant` (as UIKit's layout engine does), through sizes that make the dual
    /// simplex pivot (overflowing heights, widths below the compression width) and with a
    /// constraint added and removed between resizes. The solution is unique, so every
    /// value must equal a fresh solver's.
    @Test func containerResizesMatchAFreshSolver() throws {
        struct Chain {
            let solver = Solver()
            let cw = Variable("cw"), ch = Variable("ch")
            var views: [(x: Variable, y: Variable, w: Variable, h: Variable)] = []
            var widthConstraint: Constraint!, heightConstraint: Constraint!

            init(count: Int, width: Double, height: Double) throws {
                widthConstraint = cw == width
                heightConstraint = ch == height
                try solver.addConstraint(widthConstraint)
                try solver.addConstraint(heightConstraint)
                var previousBottom: Expression?
                for i in 0..<count {
                    let v = (x: Variable("x\(i)"), y: Variable("y\(i)"), w: Variable("w\(i)"), h: Variable("h\(i)"))
                    for c in [
                        v.x == 16, v.x + v.w <= cw - 16, (v.x + v.w == cw - 16) | Strength(750),
                        v.y == (previousBottom ?? Expression(constant: 0)) + 8, v.h >= 0, v.w >= 0,
                        (v.h <= 44) | Strength(250), (v.h >= 44) | Strength(750),
                    ] { try solver.addConstraint(c) }
                    if i % 3 == 0 {
                        try solver.addConstraint((v.w <= 120) | Strength(250))
                        try solver.addConstraint((v.w >= 120) | Strength(750))
                    }
                    previousBottom = v.y + v.h
                    views.append(v)
                }
                if let previousBottom { try solver.addConstraint((previousBottom <= ch - 8) | Strength(500)) }
            }

            var values: [Double] {
                solver.updateVariables()
                return [cw.value, ch.value] + views.flatMap { [$0.x.value, $0.y.value, $0.w.value, $0.h.value] }
            }
        }
        let count = 40
        let chain = try Chain(count: count, width: 375, height: 667)
        var size = (375.0, 667.0)
        let sizes: [(Double, Double)] = [
            (320, 568), (414, 896), (100, 2_400), (100, 2_400), (768, 1_024), (140, 300),
            (375, 667), (375, 667), (834, 1_112), (60, 5_000), (390, 844), (390, 844),
        ]
        let extra = chain.views[7].h >= 60
        for (k, next) in sizes.enumerated() {
            // Constant moves by old - new: the constraint reads cw - width == 0.
            try chain.solver.adjustConstant(of: chain.widthConstraint, by: size.0 - next.0)
            try chain.solver.adjustConstant(of: chain.heightConstraint, by: size.1 - next.1)
            size = next
            if k % 4 == 1 { try chain.solver.addConstraint(extra) }
            if k % 4 == 3 { try chain.solver.removeConstraint(extra) }
            let fresh = try Chain(count: count, width: next.0, height: next.1)
            if chain.solver.hasConstraint(extra) {
                try fresh.solver.addConstraint(fresh.views[7].h >= 60)
            }
            let ours = chain.values, theirs = fresh.values
            #expect(ours.count == theirs.count)
            for (i, (a, b)) in zip(ours, theirs).enumerated() {
                #expect(abs(a - b) < 1e-9, "size \(next) value \(i): \(a) vs fresh \(b)")
            }
            #expect(abs(chain.cw.value - next.0) < 1e-9 && abs(chain.ch.value - next.1) < 1e-9)
        }
        // The container constraints' marker columns were cached along the way.
        #expect(!chain.solver.constantColumns.isEmpty)
    }
}
