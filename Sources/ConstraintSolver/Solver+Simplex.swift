// The simplex steps, named after kiwi's.

extension Solver {
    /// Primal simplex on the objective: pivots until no symbol can lower it.
    ///
    /// Entering symbol: the lowest-numbered non-dummy symbol with a negative objective
    /// coefficient (from the pricing heap). Leaving row: minimum ratio among restricted
    /// rows mentioning it (from the column index), ties to the lowest basic symbol.
    ///
    /// A symbol no row mentions cannot change the objective, so a coefficient it still has
    /// is what cancellation left behind when the rows that mentioned it were removed (with
    /// a large multiplier, `-1e-6 * height` after removing `width == 1000 * height`): it is
    /// cleared instead of being taken for an unbounded objective.
    func optimize() throws {
        while true {
            guard let entering = enteringSymbol() else { return }
            guard let leaving = leavingSymbol(for: entering) else {
                if columns[Int(entering)].isEmpty && rowOf[Int(entering)] < 0 {
                    objective[Int(entering)] = 0
                    continue
                }
                throw SolverError.internalError("the objective is unbounded")
            }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// The lowest-numbered symbol with a negative objective coefficient.
    func enteringSymbol() -> Symbol? {
        while let s = pricing.top {
            if objective[Int(s)] < 0 { return s }
            pricing.pop()
        }
        return nil
    }

    /// Primal simplex on the artificial objective (scanned; it lives only while a row is added).
    ///
    /// Unlike kiwi, the entering symbol is the candidate mentioned by the fewest rows
    /// (ties to the lowest number): kiwi's lowest-number rule picks the edit variables'
    /// errors first, which every row of a layout mentions, and each such pivot spreads a
    /// row into the whole tableau. After a run of degenerate pivots the rule falls back to
    /// kiwi's (Bland's) for the rest of the call, which cannot cycle.
    func optimizeArtificial() throws {
        var degenerateRun = 0
        while true {
            guard let artificial else { return }
            let bland = degenerateRun > 50
            var entering: Symbol = -1
            var enteringColumn = Int.max
            for (s, c) in artificial.cells where c < 0 && kinds[Int(s)] != .dummy {
                let column = bland ? 0 : columns[Int(s)].count
                if column < enteringColumn || (column == enteringColumn && s < entering) {
                    entering = s
                    enteringColumn = column
                }
            }
            if entering < 0 { return }
            guard let leaving = leavingSymbol(for: entering) else {
                throw SolverError.internalError("the artificial objective is unbounded")
            }
            if nearZero(constants[Int(rowOf[Int(leaving)])]) { degenerateRun += 1 } else if !bland { degenerateRun = 0 }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// kiwi's `getLeavingRow`: the basic symbol of the restricted row with the smallest
    /// ratio `-constant / coefficient` among rows where `entering` has a negative coefficient.
    func leavingSymbol(for entering: Symbol) -> Symbol? {
        var best: Symbol = -1
        var ratio = Double.greatestFiniteMagnitude
        for id in columns[Int(entering)] {
            let row = rows[Int(id)]!
            if kinds[Int(row.basic)] == .external { continue }
            guard let c = row.cells[entering], c < 0 else { continue }
            let r = -constants[Int(id)] / c
            if r < ratio || (r == ratio && row.basic < best) {
                ratio = r
                best = row.basic
            }
        }
        return best >= 0 ? best : nil
    }

    /// Dual simplex: restores feasibility of rows made negative by an edit, keeping optimality.
    func dualOptimize() throws {
        while let leaving = infeasibleRows.popLast() {
            let r = rowOf[Int(leaving)]
            guard r >= 0, !nearZero(constants[Int(r)]), constants[Int(r)] < 0 else { continue }
            let row = rows[Int(r)]!
            guard let entering = dualEnteringSymbol(row) else {
                throw SolverError.internalError("dual optimize failed")
            }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// kiwi's `getDualEnteringSymbol`: the smallest `objective / coefficient` over the row's
    /// positive, non-dummy cells, ties to the lowest symbol.
    func dualEnteringSymbol(_ row: Row) -> Symbol? {
        var best: Symbol = -1
        var ratio = Double.greatestFiniteMagnitude
        for (s, c) in row.cells where c > 0 && kinds[Int(s)] != .dummy {
            let r = objective[Int(s)] / c
            if r < ratio || (r == ratio && s < best) {
                ratio = r
                best = s
            }
        }
        return best >= 0 ? best : nil
    }

    /// kiwi's `getMarkerLeavingRow`: the row to pivot a removed constraint's marker into.
    func markerLeavingSymbol(_ marker: Symbol) -> Symbol? {
        var first: Symbol = -1, second: Symbol = -1, third: Symbol = -1
        var r1 = Double.greatestFiniteMagnitude, r2 = Double.greatestFiniteMagnitude
        for id in columns[Int(marker)] {
            let row = rows[Int(id)]!
            guard let c = row.cells[marker], c != 0 else { continue }
            let b = row.basic
            if kinds[Int(b)] == .external {
                if b > third { third = b }
            } else if c < 0 {
                let r = -constants[Int(id)] / c
                if r < r1 || (r == r1 && b < first) { r1 = r; first = b }
            } else {
                let r = constants[Int(id)] / c
                if r < r2 || (r == r2 && b < second) { r2 = r; second = b }
            }
        }
        if first >= 0 { return first }
        if second >= 0 { return second }
        return third >= 0 ? third : nil
    }
}
