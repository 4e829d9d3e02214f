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
        edits[key] = EditInfo(constraint: constraint, tag: constraintRecords[ObjectIdentifier(constraint)]!.tag, constant: 0)
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
        if let row = basicRow(marker) {
            row.constant -= delta
            if row.constant < 0 { infeasibleRows.append(marker) }
        } else if let row = basicRow(other) {
            row.constant += delta
            if row.constant < 0 { infeasibleRows.append(other) }
        } else {
            for id in columns[Int(marker)] {
                let row = rows[Int(id)]!
                guard let c = row.cells[marker] else { continue }
                row.constant += delta * c
                if row.constant < 0 && kinds[Int(row.basic)] != .external {
                    infeasibleRows.append(row.basic)
                }
            }
        }
        try dualOptimize()
    }
}
