// Edit variables (kiwi's addEditVariable / suggestValue).

extension Solver {
    /// Makes a variable editable: adds `variable == suggested value` at `strength`.
    ///
    /// - Throws: ``SolverError/Kind-swift.enum/duplicateEditVariable`` if it already is one;
    ///   ``SolverError/Kind-swift.enum/badRequiredStrength`` if `strength` is required.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws {
        let key = ObjectIdentifier(variable)
        if edits[key] != nil { throw SolverError.duplicateEditVariable(variable) }
        let strength = strength.clipped
        if strength.isRequired { throw SolverError.badRequiredStrength(variable) }
        let constraint = Constraint(Expression(variable), .equal, strength: strength)
        try addConstraint(constraint)
        edits[key] = EditInfo(constraint: constraint, tag: constraintRecords.record(constraint)!.tag, constant: 0)
    }

    /// Removes an edit variable and its edit constraint.
    ///
    /// - Throws: ``SolverError/Kind-swift.enum/unknownEditVariable`` if it is not one.
    public func removeEditVariable(_ variable: Variable) throws {
        let key = ObjectIdentifier(variable)
        guard let info = edits[key] else { throw SolverError.unknownEditVariable(variable) }
        try removeConstraint(info.constraint)
        edits[key] = nil
    }

    /// Suggests a value for an edit variable and restores optimality (dual simplex).
    ///
    /// Only the rows that mention the edit's error symbols are touched (column index).
    /// - Throws: ``SolverError/Kind-swift.enum/unknownEditVariable`` if it is not an edit variable.
    public func suggestValue(_ variable: Variable, _ value: Double) throws {
        let key = ObjectIdentifier(variable)
        guard var info = edits[key] else { throw SolverError.unknownEditVariable(variable) }
        let delta = value - info.constant
        info.constant = value
        edits[key] = info

        let marker = info.tag.marker, other = info.tag.other
        if rowOf[Int(marker)] >= 0 {
            let r = Int(rowOf[Int(marker)])
            constants[r] -= delta
            if constants[r] < 0 { infeasibleRows.append(marker) }
        } else if other >= 0 && rowOf[Int(other)] >= 0 {
            let r = Int(rowOf[Int(other)])
            constants[r] += delta
            if constants[r] < 0 { infeasibleRows.append(other) }
        } else {
            if info.column.version != tableauVersion {
                info.column = editColumn(marker)
                edits[key] = info
            }
            let cells = info.column.cells
            let infeasibleBefore = infeasibleRows.count
            constants.withUnsafeMutableBufferPointer { constants in
                cells.withUnsafeBufferPointer { cells in
                    for cell in cells {
                        let r = Int(cell.row)
                        let value = constants[r] + delta * cell.coefficient
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
        try dualOptimize()
    }

    /// The rows mentioning `marker`, sorted so that a pass over them walks memory in order.
    func editColumn(_ marker: Symbol) -> EditColumn {
        var column = EditColumn()
        column.version = tableauVersion
        let ids = columns[Int(marker)].members.sorted()
        column.cells.reserveCapacity(ids.count)
        for id in ids {
            let row = rows[Int(id)]!
            column.cells.append(EditCell(
                row: id, restricted: kinds[Int(row.basic)] != .external, coefficient: row.cells[marker]!))
        }
        return column
    }
}
