// Reading solved values back (kiwi's updateVariables) into the solver's `ValueStore`.

/// Where the basic variables' values are: record `records[k]` is the constant of row
/// `rows[k]`; `zeros` are the records with a symbol that is not basic (value 0).
struct ReadBack {
    var version = -1
    var recordCount = -1
    var records: [Int32] = []
    var rows: [Int32] = []
    var zeros: [Int32] = []

    /// Makes room for `count` records, doubling: the buffers grow while variables are
    /// added rather than in one large allocation at the first read-back (which, after
    /// the many small blocks freed while adding constraints, made glibc consolidate its
    /// free lists there: 2 to 4 ms at 10,000 chained views).
    mutating func reserve(_ count: Int) {
        if records.capacity < count {
            records.reserveCapacity(2 * count)
            rows.reserveCapacity(2 * count)
        }
    }
}

extension Solver {
    /// Writes the solved value of every variable the solver knows, as `Variable.value`
    /// reports it from now on.
    ///
    /// Tableau variables read their row's constant (0 when not basic); defined variables
    /// are then evaluated in the order they were defined, which is a dependency order.
    /// The values go into one contiguous array the variables read from, and where each
    /// basic variable's row lies is cached until the tableau's structure changes, so a
    /// call after an edit that kept the basis is a pass over dense arrays.
    /// - Complexity: O(variables + size of definitions).
    public func updateVariables() {
        let rebuilt = readBack.version != tableauVersion || readBack.recordCount != variableTable.count
        if rebuilt { rebuildReadBack() }
        if !evaluation.isValid { evaluation = DefinitionProgram(definitions) }
        let fixedFrom = evaluation.fixedWritten
        evaluation.fixedWritten = evaluation.fixedTargets.count
        let rewrite = evaluation.rewrite
        if !rewrite.isEmpty { evaluation.rewrite = [] }
        let readBack = self.readBack, program = evaluation
        let pages = store.pages
        pages.withUnsafeBufferPointer { pages in
            let values = PagedValues(pages: pages)
            constants.withUnsafeBufferPointer { constants in
                readBack.records.withUnsafeBufferPointer { records in
                    readBack.rows.withUnsafeBufferPointer { rows in
                        for k in 0..<records.count {
                            values[records[k]] = constants[Int(rows[k])]
                        }
                    }
                }
            }
            // Non-basic variables and fixed definitions keep their values until the
            // read-back or the program is rebuilt: nothing else writes the store.
            if rebuilt {
                for r in readBack.zeros { values[r] = 0 }
            }
            for k in fixedFrom..<program.fixedTargets.count {
                values[program.fixedTargets[k]] = program.fixedValues[k]
            }
            for k in rewrite {
                values[program.fixedTargets[Int(k)]] = program.fixedValues[Int(k)]
            }
            program.evaluate(into: values)
        }
        for r in store.shared {
            let variable = recordVariables[Int(r)]
            variable.store = store
            variable.pointer = store.pointer(r)
            variable.slot = r
        }
    }

    /// Finds the row of every basic variable record (reusing the buffers: they grow with
    /// the records, see `recordIndex(of:)`).
    func rebuildReadBack() {
        readBack.version = tableauVersion
        readBack.recordCount = variableTable.count
        readBack.records.removeAll(keepingCapacity: true)
        readBack.rows.removeAll(keepingCapacity: true)
        readBack.zeros.removeAll(keepingCapacity: true)
        for i in 0..<variableTable.count {
            if variableTable[i].definition >= 0 { continue }
            let s = variableTable[i].symbol
            let r = s >= 0 ? rowOf[Int(s)] : -1
            if r >= 0 {
                readBack.records.append(Int32(i))
                readBack.rows.append(r)
            } else {
                readBack.zeros.append(Int32(i))
            }
        }
    }
}

/// A `ValueStore`'s pages seen as one array indexed by record.
struct PagedValues {
    let pages: UnsafeBufferPointer<UnsafeMutablePointer<Double>>

    @inline(__always) subscript(index: Int32) -> Double {
        get { pages[Int(index) >> ValueStore.pageShift][Int(index) & (ValueStore.pageSize - 1)] }
        nonmutating set { pages[Int(index) >> ValueStore.pageShift][Int(index) & (ValueStore.pageSize - 1)] = newValue }
    }
}

extension DefinitionProgram {
    /// Evaluates every definition in order, reading and writing values by record index.
    func evaluate(into values: PagedValues) {
        targets.withUnsafeBufferPointer { targets in
        constants.withUnsafeBufferPointer { constants in
        ends.withUnsafeBufferPointer { ends in
        variables.withUnsafeBufferPointer { variables in
        coefficients.withUnsafeBufferPointer { coefficients in
            var start = 0
            for d in 0..<targets.count {
                var value = constants[d]
                let end = ends[d]
                for t in start..<end {
                    value += coefficients[t] * values[variables[t]]
                }
                start = end
                values[targets[d]] = value
            }
        }}}}}
    }
}
