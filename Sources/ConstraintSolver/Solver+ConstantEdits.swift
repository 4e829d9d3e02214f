// Changing the constant of a constraint already in the solver, without removing it.

extension Solver {
    /// Adds `delta` to the constant of `constraint`'s expression (`expression + delta`
    /// relation 0 from now on) and restores optimality with the dual simplex, as
    /// ``suggestValue(_:_:)`` does for edit variables.
    ///
    /// The change is the substitution `marker := marker + delta / c` of the constraint's
    /// marker symbol (`c` its coefficient in the row the constraint created), so only the
    /// rows that mention the marker (column index) and a definition's constant move.
    /// Those rows and the marker's coefficients there are cached until the tableau's
    /// structure changes (a pivot, a constraint added or removed), so repeated changes of
    /// the same constraint (a container resized) walk two dense arrays.
    /// The ``Constraint`` object keeps its original expression; the caller tracks the
    /// current constant.
    /// - Throws: ``SolverError/Kind-swift.enum/unknownConstraint`` if it is not in the
    ///   solver; ``SolverError/Kind-swift.enum/unsatisfiableConstraint`` if a required
    ///   constraint can no longer hold (the solver is then inconsistent and must be rebuilt).
    public func adjustConstant(of constraint: Constraint, by delta: Double) throws {
        guard delta != 0 else { return }
        guard let record = constraintRecords.record(constraint) else {
            throw SolverError.unknownConstraint(constraint)
        }
        let tag = record.tag
        let markerCoefficient: Double
        switch constraint.relation {
        case .lessThanOrEqual: markerCoefficient = 1
        case .greaterThanOrEqual: markerCoefficient = -1
        case .equal: markerCoefficient = constraint.strength.isRequired ? 1 : -1
        }
        let shift = delta / markerCoefficient
        let marker = tag.marker
        if tag.definition >= 0, var definition = definitions[Int(tag.definition)] {
            definition.constant += definition.dummyCoefficient * shift
            definitions[Int(tag.definition)] = definition
            // The compiled evaluation order holds the old constant: change it there too.
            if evaluation.isValid { evaluation.setConstant(ofDefinition: tag.definition, definition.constant) }
        }
        // Row constants live in the dense `constants` array, indexed by row id.
        if rowOf[Int(marker)] >= 0 {
            let r = Int(rowOf[Int(marker)])
            constants[r] -= shift
            if kinds[Int(marker)] == .dummy && !nearZero(constants[r]) {
                throw SolverError.unsatisfiableConstraint(constraint)
            }
            if constants[r] < 0 { infeasibleRows.append(marker) }
        } else {
            var column = constantColumns[marker] ?? EditColumn()
            if column.version != tableauVersion {
                column = constantColumn(marker)
                constantColumns[marker] = column
            }
            let infeasibleBefore = infeasibleRows.count
            constants.withUnsafeMutableBufferPointer { constants in
                column.cells.withUnsafeBufferPointer { cells in
                    for cell in cells {
                        let r = Int(cell.row)
                        let value = constants[r] + cell.coefficient * shift
                        constants[r] = value
                        if value < 0 && cell.restricted { infeasibleRows.append(cell.row) }
                    }
                }
            }
            // Rows were noted by index above (no row lookups in the hot loop).
            for k in infeasibleBefore..<infeasibleRows.count {
                infeasibleRows[k] = rows[Int(infeasibleRows[k])].unsafelyUnwrapped.basic
            }
        }
        do {
            try dualOptimize()
        } catch {
            throw SolverError.unsatisfiableConstraint(constraint)
        }
    }

    /// The rows mentioning `marker` with its coefficients there, in the column index's
    /// order (the order the uncached substitution visited them, so the dual simplex sees
    /// infeasible rows in the same order and makes the same pivots).
    func constantColumn(_ marker: Symbol) -> EditColumn {
        var column = EditColumn()
        column.version = tableauVersion
        let ids = columns[Int(marker)]
        column.cells.reserveCapacity(ids.count)
        for id in ids {
            let row = rows[Int(id)]!
            guard let c = row.cells[marker] else { continue }
            column.cells.append(EditCell(row: id, restricted: kinds[Int(row.basic)] != .external, coefficient: c))
        }
        return column
    }
}
