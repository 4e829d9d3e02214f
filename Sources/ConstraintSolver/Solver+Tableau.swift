// The tableau's storage: symbols, rows and the column index kept in step with them.

extension Solver {
    /// A new symbol of the given kind.
    func makeSymbol(_ kind: SymbolKind, variable: Int32 = -1) -> Symbol {
        let s = Symbol(kinds.count)
        kinds.append(kind)
        objective.append(0)
        rowOf.append(-1)
        columns.append(SymbolSet())
        symbolVariable.append(variable)
        return s
    }

    /// The record index of a variable, created on first use.
    ///
    /// A variable owned by no live solver becomes this solver's (its value reads `store`);
    /// one owned by another live solver is shared (see `ValueStore`).
    func recordIndex(of variable: Variable) -> Int32 {
        if let owner = variable.store, owner === store { return variable.slot }
        let key = ObjectIdentifier(variable)
        if let i = variableIndex[key] { return i }
        let i = Int32(variableTable.count)
        variableTable.append(VariableRecord())
        recordVariables.append(variable)
        readBack.reserve(variableTable.count)
        variableIndex[key] = i
        let pointer = store.append(variable.value)
        // A retired owner's variable is free to claim unless another live solver shares
        // it (that one re-points it at each update, so this one must too).
        if let owner = variable.store, !owner.retired || owner.isShared(variable.slot) {
            owner.markShared(variable.slot)
            store.markShared(i)
        } else {
            variable.store = store
            variable.pointer = pointer
            variable.slot = i
        }
        return i
    }

    /// The tableau symbol of a variable record, created on first use.
    func symbol(ofRecord index: Int32) -> Symbol {
        let s = variableTable[Int(index)].symbol
        if s >= 0 { return s }
        let new = makeSymbol(.external, variable: index)
        variableTable[Int(index)].symbol = new
        return new
    }

    /// The row whose basic symbol is `symbol`, if any.
    @inline(__always) func basicRow(_ symbol: Symbol) -> Row? {
        let r = rowOf[Int(symbol)]
        return r >= 0 ? rows[Int(r)] : nil
    }

    /// Puts a detached row into the tableau with `basic` as its basic symbol.
    @discardableResult
    func attach(_ row: Row, basic: Symbol) -> Int32 {
        let id: Int32
        if let free = freeRows.popLast() {
            id = free
            rows[Int(id)] = row
            constants[Int(id)] = row.constant
        } else {
            id = Int32(rows.count)
            rows.append(row)
            constants.append(row.constant)
        }
        row.basic = basic
        rowOf[Int(basic)] = id
        tableauVersion &+= 1
        for (s, _) in row.cells { columns[Int(s)].insert(id) }
        return id
    }

    /// Takes the row of a basic symbol out of the tableau.
    func detach(basic: Symbol) -> Row {
        let id = rowOf[Int(basic)]
        let row = rows[Int(id)]!
        for (s, _) in row.cells { columns[Int(s)].remove(id) }
        row.constant = constants[Int(id)]
        rows[Int(id)] = nil
        freeRows.append(id)
        tableauVersion &+= 1
        rowOf[Int(basic)] = -1
        row.basic = -1
        return row
    }

    /// Adds `coefficient * symbol` to an attached row.
    @inline(__always) func rowInsert(_ id: Int32, _ row: Row, _ symbol: Symbol, _ coefficient: Double) {
        let slot = row.cells.slot(of: symbol)
        if slot >= 0 {
            let new = row.cells.value(atSlot: slot) + coefficient
            if nearZero(new) {
                row.cells.remove(atSlot: slot)
                columns[Int(symbol)].remove(id)
            } else {
                row.cells.setValue(atSlot: slot, new)
            }
        } else if !nearZero(coefficient) {
            row.cells.set(symbol, coefficient)
            columns[Int(symbol)].insert(id)
        }
    }

    /// Adds `coefficient * symbol` to the objective, noting symbols that turn negative.
    @inline(__always) func objectiveInsert(_ symbol: Symbol, _ coefficient: Double) {
        let old = objective[Int(symbol)]
        let new = old + coefficient
        if nearZero(new) {
            objective[Int(symbol)] = 0
        } else {
            objective[Int(symbol)] = new
            if new < 0 && !(old < 0) && kinds[Int(symbol)] != .dummy { pricing.push(symbol) }
        }
    }

    /// Adds `coefficient * other` to the objective.
    func objectiveInsert(_ other: Row, constant: Double, _ coefficient: Double) {
        objectiveConstant += constant * coefficient
        for (s, c) in other.cells { objectiveInsert(s, c * coefficient) }
    }

    /// Replaces `symbol` by `row` everywhere it appears: the rows that mention it (from
    /// the column index), the objective and the artificial objective.
    ///
    /// - Complexity: O(Σ over rows mentioning `symbol` of the size of `row`).
    func substitute(_ symbol: Symbol, _ row: Row) {
        let ids = columns[Int(symbol)]
        columns[Int(symbol)] = SymbolSet()
        tableauVersion &+= 1
        for id in ids {
            let target = rows[Int(id)]!
            guard let c = target.cells.remove(symbol) else { continue }
            constants[Int(id)] += row.constant * c
            for (s, k) in row.cells { rowInsert(id, target, s, k * c) }
            if kinds[Int(target.basic)] != .external && constants[Int(id)] < 0 {
                infeasibleRows.append(target.basic)
            }
        }
        let c = objective[Int(symbol)]
        if c != 0 {
            objective[Int(symbol)] = 0
            objectiveInsert(row, constant: row.constant, c)
        }
        if let artificial, let c = artificial.cells.remove(symbol) {
            artificial.insert(row, c)
        }
    }

    /// Makes `entering` basic in the row of `leaving` and substitutes it everywhere.
    func pivot(entering: Symbol, leaving: Symbol) {
        let row = detach(basic: leaving)
        row.solveFor(leaving, entering)
        substitute(entering, row)
        attach(row, basic: entering)
    }
}
