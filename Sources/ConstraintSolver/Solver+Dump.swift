// A readable picture of the solver's state, as kiwi's `dump()`.

extension Solver {
    /// The objective, the tableau rows, the definitions kept outside it, pending
    /// infeasible rows, variables, edit variables and constraints, one per line.
    ///
    /// Symbols print as `v:name` (external), `s12` (slack), `e12` (error), `d12` (dummy).
    /// Meant for debugging; the format may change.
    public func dump() -> String {
        let objectiveRow = Row(constant: objectiveConstant)
        for (s, c) in objective.enumerated() where c != 0 { objectiveRow.cells.set(Symbol(s), c) }
        var out = "Objective\n---------\n\(format(objectiveRow))\n\n"
        out += "Tableau\n-------\n"
        for (id, row) in rows.enumerated().sorted(by: { ($0.1?.basic ?? -1) < ($1.1?.basic ?? -1) }) {
            guard let row else { continue }
            out += "\(name(row.basic)) | \(format(row, constant: constants[id]))\n"
        }
        out += "\nDefinitions\n-----------\n"
        for case let d? in definitions {
            var parts = d.terms.map { "\($0.coefficient) * \(recordVariables[Int($0.variable)])" }
            parts.append("\(d.dummyCoefficient) * \(name(d.dummy))")
            parts.append("\(d.constant)")
            out += "\(recordVariables[Int(d.variable)]) = \(parts.joined(separator: " + "))\n"
        }
        out += "\nInfeasible\n----------\n"
        for s in infeasibleRows { out += "\(name(s))\n" }
        out += "\nVariables\n---------\n"
        for (record, variable) in zip(variableTable, recordVariables) {
            let where_ = record.definition >= 0 ? "defined" : record.symbol >= 0 ? name(record.symbol) : "unused"
            out += "\(variable) = \(variable.value) (\(where_))\n"
        }
        out += "\nEdit Variables\n--------------\n"
        for info in edits.values.sorted(by: { $0.tag.marker < $1.tag.marker }) {
            out += "\(info.constraint.expression.terms.first?.variable.description ?? "?") = \(info.constant) | \(info.constraint.strength)\n"
        }
        out += "\nConstraints\n-----------\n"
        for record in constraintRecords.records.sorted(by: { $0.tag.marker < $1.tag.marker }) {
            out += "\(record.constraint)\n"
        }
        return out
    }

    func name(_ s: Symbol) -> String {
        guard s >= 0 else { return "invalid" }
        switch kinds[Int(s)] {
        case .external: return "v:\(recordVariables[Int(symbolVariable[Int(s)])])"
        case .slack: return "s\(s)"
        case .error: return "e\(s)"
        case .dummy: return "d\(s)"
        }
    }

    func format(_ row: Row, constant: Double? = nil) -> String {
        var parts = ["\(constant ?? row.constant)"]
        for (s, c) in row.cells.entries.sorted(by: { $0.key < $1.key }) { parts.append("\(c) * \(name(s))") }
        return parts.joined(separator: " + ")
    }
}
