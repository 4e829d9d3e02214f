// Adding and removing constraints (kiwi's addConstraint / removeConstraint).

extension Solver {
    /// Adds a constraint and re-optimizes.
    ///
    /// A required equality that mentions a variable used nowhere else becomes a definition
    /// of that variable (no tableau work at all); every other constraint becomes a row.
    /// - Throws: ``SolverError/Kind-swift.enum/duplicateConstraint`` if already added;
    ///   ``SolverError/Kind-swift.enum/unsatisfiableConstraint`` if it is required and conflicts with
    ///   the required constraints present (the solver keeps its previous constraints).
    /// - Complexity: proportional to the rows that the pivots touch, not to the tableau.
    public func addConstraint(_ constraint: Constraint) throws {
        if constraintRecords.record(constraint) != nil { throw SolverError.duplicateConstraint(constraint) }

        if constraint.relation == .equal && constraint.strength.isRequired,
           let definition = try addDefinition(for: constraint) {
            constraintRecords.insert(ConstraintRecord(constraint: constraint, tag: definition))
            return
        }

        var tag = Tag()
        let row = createRow(constraint, &tag)
        var subject = chooseSubject(row, tag)
        if subject < 0 && row.cells.allSatisfy({ kinds[Int($0.key)] == .dummy }) {
            if !nearZero(row.constant) { throw SolverError.unsatisfiableConstraint(constraint) }
            subject = tag.marker
            redundantConstraints[tag.marker] = constraint
        }
        if subject < 0 {
            if try !addWithArtificialVariable(row) {
                // The artificial phase left the old system at a feasible but possibly
                // non-optimal basis (kiwi leaves it there); restore optimality.
                try optimize()
                throw SolverError.unsatisfiableConstraint(constraint)
            }
        } else {
            row.solveFor(subject)
            substitute(subject, row)
            attach(row, basic: subject)
        }
        constraintRecords.insert(ConstraintRecord(constraint: constraint, tag: tag))
        try optimize()
    }

    /// Removes a constraint and re-optimizes.
    ///
    /// - Throws: ``SolverError/Kind-swift.enum/unknownConstraint`` if it is not in the solver.
    public func removeConstraint(_ constraint: Constraint) throws {
        guard let record = constraintRecords.remove(constraint) else {
            throw SolverError.unknownConstraint(constraint)
        }
        let tag = record.tag
        if !constantColumns.isEmpty { constantColumns[tag.marker] = nil }
        if tag.definition >= 0 { materialize(tag.definition) }
        var redundant: [Constraint] = []
        if !redundantConstraints.isEmpty {
            redundantConstraints[tag.marker] = nil
            redundant = dependentRedundantConstraints(of: tag.marker)
        }

        // Remove the error effects from the objective before pivoting (kiwi's order).
        removeMarkerEffects(tag.marker, constraint.strength)
        removeMarkerEffects(tag.other, constraint.strength)

        if rowOf[Int(tag.marker)] >= 0 {
            _ = detach(basic: tag.marker)
        } else {
            guard let leaving = markerLeavingSymbol(tag.marker) else {
                throw SolverError.internalError("failed to find leaving row")
            }
            let row = detach(basic: leaving)
            row.solveFor(leaving, tag.marker)
            substitute(tag.marker, row)
        }
        try optimize()
        // A redundant equality was implied by the constraints its row of dummies mentions;
        // with one of them gone it must hold by itself again: add it anew.
        for other in redundant where constraintRecords.record(other) != nil {
            try removeConstraint(other)
            try addConstraint(other)
        }
    }

    /// The redundant required equalities whose rows mention `marker`.
    func dependentRedundantConstraints(of marker: Symbol) -> [Constraint] {
        guard marker >= 0 else { return [] }
        var found: [Constraint] = []
        for id in columns[Int(marker)] {
            if let constraint = redundantConstraints[rows[Int(id)]!.basic] { found.append(constraint) }
        }
        return found
    }

    func removeMarkerEffects(_ marker: Symbol, _ strength: Strength) {
        guard marker >= 0, kinds[Int(marker)] == .error else { return }
        let r = rowOf[Int(marker)]
        if r >= 0 {
            objectiveInsert(rows[Int(r)]!, constant: constants[Int(r)], -strength.value)
        } else {
            objectiveInsert(marker, -strength.value)
        }
    }

    /// kiwi's `createRow`: the constraint's expression with basic variables and definitions
    /// substituted, plus its slack, error or dummy symbols; constant made non-negative.
    func createRow(_ constraint: Constraint, _ tag: inout Tag) -> Row {
        let expression = constraint.expression
        // Room for the terms plus the slack and error symbols the row gets below.
        let row = Row(constant: expression.constant, cells: SymbolMap(expected: expression.terms.count + 2))
        for term in expression.terms where !nearZero(term.coefficient) {
            accumulate(record: recordIndex(of: term.variable), term.coefficient, into: row, &pending)
        }
        flush(&pending, into: row)

        let strength = constraint.strength
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let c = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
            let slack = makeSymbol(.slack)
            tag.marker = slack
            row.insert(slack, c)
            if !strength.isRequired {
                let error = makeSymbol(.error)
                tag.other = error
                row.insert(error, -c)
                objectiveInsert(error, strength.value)
            }
        case .equal:
            if !strength.isRequired {
                let plus = makeSymbol(.error), minus = makeSymbol(.error)
                tag.marker = plus
                tag.other = minus
                row.insert(plus, -1)
                row.insert(minus, 1)
                objectiveInsert(plus, strength.value)
                objectiveInsert(minus, strength.value)
            } else {
                let dummy = makeSymbol(.dummy)
                tag.marker = dummy
                row.insert(dummy, 1)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return row
    }

    /// kiwi's `chooseSubject`: the lowest external symbol, else the marker or other when it
    /// is a slack or error with a negative coefficient, else none (-1).
    func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol {
        var external: Symbol = -1
        for (s, _) in row.cells where kinds[Int(s)] == .external {
            if external < 0 || s < external { external = s }
        }
        if external >= 0 { return external }
        for s in [tag.marker, tag.other] where s >= 0 {
            let k = kinds[Int(s)]
            if (k == .slack || k == .error), let c = row.cells[s], c < 0 { return s }
        }
        return -1
    }

    /// kiwi's `addWithArtificialVariable`: adds a row with no usable subject by minimizing
    /// an artificial variable equal to it. Returns false (and leaves the tableau equivalent
    /// to before) when the row cannot be satisfied.
    func addWithArtificialVariable(_ row: Row) throws -> Bool {
        let art = makeSymbol(.slack)
        attach(row.copy(), basic: art)
        artificial = row.copy()
        try optimizeArtificial()
        let success = nearZero(artificial!.constant)
        artificial = nil

        if rowOf[Int(art)] >= 0 {
            let artRow = detach(basic: art)
            // The artificial variable stayed basic: every other row lies in the span of the
            // old constraints, so dropping its row restores the old system exactly.
            if !success || artRow.cells.isEmpty { return success }
            var entering: Symbol = -1
            for (s, _) in artRow.cells where kinds[Int(s)] == .slack || kinds[Int(s)] == .error {
                if entering < 0 || s < entering { entering = s }
            }
            if entering < 0 { return false }
            artRow.solveFor(art, entering)
            substitute(entering, artRow)
            attach(artRow, basic: entering)
        }
        // Remove the artificial variable (non-basic, so at zero) from the tableau.
        let ids = columns[Int(art)]
        columns[Int(art)] = SymbolSet()
        tableauVersion &+= 1
        for id in ids { rows[Int(id)]!.cells.remove(art) }
        objective[Int(art)] = 0
        return success
    }
}
