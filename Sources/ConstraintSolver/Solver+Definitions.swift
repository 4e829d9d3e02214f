// Variables defined by required equalities, kept out of the tableau.
//
// `y == prev.y + prev.h + 8`, added when `y` is used nowhere else, cannot conflict with
// anything: it only names `prev.y + prev.h + 8`. Keeping it as a definition instead of a
// row means no row ever carries the growing sum a chain of such equalities produces
// once substituted (kiwi's quadratic fill-in). A definition stores kiwi's dummy marker
// too (`y = … + k * dummy`), and expanding it into a row carries that dummy along, so the
// rows are exactly kiwi's and removing the equality later works as in kiwi once the
// definition is turned back into a row (`materialize`).

/// The definitions laid out for evaluation: target, constant, and a contiguous run of
/// terms each, in dependency (definition) order.
///
/// Definitions without terms (`x == 16`) are kept apart as fixed values: their value
/// changes only when the program is rebuilt or their constant is changed (then they are
/// listed in `rewrite`), so `updateVariables()` writes each once instead of on every call.
struct DefinitionProgram {
    var isValid = true
    var fixedTargets: [Int32] = []
    var fixedValues: [Double] = []
    /// How many fixed values have been written into the solver's store.
    var fixedWritten = 0
    /// Fixed values changed in place since the last read-back (indices into `fixedValues`).
    var rewrite: [Int32] = []
    var targets: [Int32] = []
    var constants: [Double] = []
    /// One past the last term of each definition.
    var ends: [Int] = []
    var variables: [Int32] = []
    var coefficients: [Double] = []
    /// Where each definition (by index in the solver's `definitions`) lives here: `k >= 0`
    /// is `constants[k]`, `k < 0` is `fixedValues[-k - 1]`, `Int32.min` is absent.
    var places: [Int32] = []

    init() {}

    init(_ definitions: [Solver.Definition?]) {
        for case let (index, d?) in definitions.enumerated() { append(d, index: Int32(index)) }
    }

    /// Adds a definition made after all those present (so the order stays a dependency order).
    mutating func append(_ d: Solver.Definition, index: Int32) {
        if Int(index) >= places.count {
            places += repeatElement(Int32.min, count: Int(index) + 1 - places.count)
        }
        if d.terms.isEmpty {
            places[Int(index)] = -Int32(fixedValues.count) - 1
            fixedTargets.append(d.variable)
            fixedValues.append(d.constant)
            return
        }
        places[Int(index)] = Int32(constants.count)
        targets.append(d.variable)
        constants.append(d.constant)
        for term in d.terms {
            variables.append(term.variable)
            coefficients.append(term.coefficient)
        }
        ends.append(variables.count)
    }

    /// Changes the constant of definition `index` in place (`adjustConstant` on the root
    /// size would otherwise rebuild the whole program on every resize); invalidates the
    /// program if the definition is not in it.
    mutating func setConstant(ofDefinition index: Int32, _ value: Double) {
        let place = Int(index) < places.count ? places[Int(index)] : Int32.min
        if place == Int32.min {
            isValid = false
        } else if place >= 0 {
            constants[Int(place)] = value
        } else {
            let k = -Int(place) - 1
            fixedValues[k] = value
            rewrite.append(Int32(k))
        }
    }
}

/// Definitions met while expanding an expression, to be expanded latest-first.
///
/// One per solver, reused by every row it builds (empty between rows): coefficients are
/// kept by definition index in dense arrays, so no hashing and no allocation per row.
struct PendingDefinitions {
    /// The coefficient gathered for each definition index (meaningful while pending).
    var coefficients: [Double] = []
    var isPending: [Bool] = []
    var order = SymbolHeap(maxFirst: true)

    /// Adds `coefficient` times definition `d`.
    @inline(__always) mutating func add(_ d: Int32, _ coefficient: Double) {
        let i = Int(d)
        if i >= isPending.count {
            let count = Swift.max(i + 1, isPending.count * 2)
            coefficients += repeatElement(0, count: count - coefficients.count)
            isPending += repeatElement(false, count: count - isPending.count)
        }
        if isPending[i] {
            coefficients[i] += coefficient
        } else {
            isPending[i] = true
            coefficients[i] = coefficient
            order.push(d)
        }
    }

    /// The latest pending definition and its coefficient, no longer pending.
    @inline(__always) mutating func pop() -> (definition: Int32, coefficient: Double)? {
        guard let d = order.pop() else { return nil }
        isPending[Int(d)] = false
        return (d, coefficients[Int(d)])
    }
}

extension Solver {
    /// Whether a variable record is used anywhere: in a row, in the objective, by a
    /// definition, or defined itself.
    func isInUse(_ record: Int32) -> Bool {
        let r = variableTable[Int(record)]
        if r.definition >= 0 || r.definitionUses > 0 { return true }
        let s = r.symbol
        guard s >= 0 else { return false }
        return rowOf[Int(s)] >= 0 || !columns[Int(s)].isEmpty || objective[Int(s)] != 0
    }

    /// Adds `coefficient * variable` to a row being built: definitions are deferred to
    /// `flush`, basic variables replaced by their rows, other variables added as symbols.
    func accumulate(record: Int32, _ coefficient: Double, into row: Row, _ pending: inout PendingDefinitions) {
        let d = variableTable[Int(record)].definition
        if d >= 0 {
            pending.add(d, coefficient)
            return
        }
        let s = symbol(ofRecord: record)
        let r = rowOf[Int(s)]
        if r >= 0 {
            row.constant += constants[Int(r)] * coefficient
            for (k, c) in rows[Int(r)]!.cells { row.insert(k, c * coefficient) }
        } else {
            row.insert(s, coefficient)
        }
    }

    /// Expands the pending definitions, latest first: a definition mentions only
    /// variables defined before it, so each is expanded once.
    /// - Complexity: O(size of the definitions reached · log).
    func flush(_ pending: inout PendingDefinitions, into row: Row) {
        while let (d, c) = pending.pop() {
            if nearZero(c) { continue }
            let definition = definitions[Int(d)]!
            row.constant += c * definition.constant
            row.insert(definition.dummy, c * definition.dummyCoefficient)
            for term in definition.terms {
                accumulate(record: term.variable, c * term.coefficient, into: row, &pending)
            }
        }
    }

    /// Makes a required equality a definition if it mentions a variable used nowhere
    /// else; returns its tag, or nil to add it as a row.
    func addDefinition(for constraint: Constraint) throws -> Tag? {
        let terms = constraint.expression.terms
        var subjectIndex = -1
        var records: [Int32] = []
        records.reserveCapacity(terms.count)
        for (i, term) in terms.enumerated() {
            let r = recordIndex(of: term.variable)
            records.append(r)
            if subjectIndex < 0 && !nearZero(term.coefficient) && !isInUse(r) { subjectIndex = i }
        }
        guard subjectIndex >= 0 else { return nil }
        // expression = a * v + rest + constant + dummy  ==>  v = -(rest + constant + dummy) / a
        let a = terms[subjectIndex].coefficient
        var definitionTerms: [(variable: Int32, coefficient: Double)] = []
        for (i, term) in terms.enumerated() where i != subjectIndex && !nearZero(term.coefficient) {
            definitionTerms.append((records[i], -term.coefficient / a))
            variableTable[Int(records[i])].definitionUses += 1
        }
        let dummy = makeSymbol(.dummy)
        let index = Int32(definitions.count)
        definitions.append(Definition(
            variable: records[subjectIndex], terms: definitionTerms,
            constant: -constraint.expression.constant / a, dummy: dummy, dummyCoefficient: -1 / a))
        variableTable[Int(records[subjectIndex])].definition = index
        // New definitions come last in dependency order: extend the program in place
        // (a removal invalidates it and the next read-back rebuilds it).
        if evaluation.isValid { evaluation.append(definitions[Int(index)]!, index: index) }
        // The record may sit in the read-back's list of zeros (written only on rebuilds).
        readBack.version = -1
        return Tag(marker: dummy, other: -1, definition: index)
    }

    /// Turns a definition back into a tableau row with its variable basic (as kiwi would
    /// hold it), so that the equality can be removed like any other constraint.
    func materialize(_ index: Int32) {
        let definition = definitions[Int(index)]!
        definitions[Int(index)] = nil
        evaluation.isValid = false
        variableTable[Int(definition.variable)].definition = -1
        for term in definition.terms { variableTable[Int(term.variable)].definitionUses -= 1 }

        let row = Row(constant: definition.constant)
        row.insert(definition.dummy, definition.dummyCoefficient)
        for term in definition.terms {
            accumulate(record: term.variable, term.coefficient, into: row, &pending)
        }
        flush(&pending, into: row)
        let subject = symbol(ofRecord: definition.variable)
        attach(row, basic: subject)
    }
}
