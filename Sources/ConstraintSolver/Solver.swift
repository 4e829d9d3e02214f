/// An incremental Cassowary solver: kiwi's algorithm with a sparse, indexed tableau.
///
/// Add and remove constraints one at a time; each call leaves the tableau optimal
/// (the primal simplex runs after every change). Edit variables are changed with
/// ``suggestValue(_:_:)``, which restores optimality with the dual simplex. Solved values
/// are written into the variables by ``updateVariables()``.
///
/// What differs from kiwi, and why it scales linearly on layout-shaped systems:
/// - **Sparse rows with a column index.** Each row is a hash map, and for each symbol the
///   solver keeps the set of rows that mention it, so a pivot or substitution touches only
///   those rows instead of walking the tableau.
/// - **Incremental pricing.** Symbols with a negative objective coefficient are kept in a
///   heap, so finding the entering symbol (lowest number first, as kiwi) does not scan the
///   objective after every change.
/// - **Definitions outside the tableau.** A required equality that mentions a variable
///   not used anywhere else (`y == prev.y + prev.h + 8`, `x == 16`) can never fail and
///   merely defines that variable. It is kept as a definition instead of a row, so rows
///   never accumulate the chain `y_i = h_0 + h_1 + … + h_(i-1)` (kiwi's quadratic fill-in).
///   Definitions are expanded when another constraint mentions their variable, evaluated in
///   dependency order by ``updateVariables()``, and turned back into a row if removed.
///   Each definition keeps kiwi's dummy marker, so the tableau is exactly the one kiwi
///   would have minus the rows of defined variables (which kiwi never pivots either).
/// - **A better artificial phase.** A row with no usable subject is added, as in kiwi,
///   by minimizing an artificial variable, but the entering symbol is the one mentioned
///   by the fewest rows (Bland's rule after a run of degenerate pivots): kiwi's choice,
///   the lowest-numbered symbol, is the container's edit error, which every row mentions.
/// - **Dense edits.** Row constants live in one array indexed by row; the rows mentioning
///   an edit's error (or, for ``adjustConstant(of:by:)``, a constraint's marker) are
///   cached with their coefficients until the tableau's structure changes, so a resize is
///   a linear pass over two arrays.
/// - **Values in a store.** Solved values live in pages owned by the solver and each
///   variable points at its own; ``updateVariables()`` copies row constants there through
///   a cached list instead of writing into every variable object.
///
/// Tie-breaking (entering and leaving symbols, subjects) follows kiwi's lowest-symbol
/// rule, so degenerate systems cannot cycle.
public final class Solver {
    /// What the solver knows about one variable.
    struct VariableRecord {
        /// Its tableau symbol, or -1 before a row mentions it.
        var symbol: Symbol = -1
        /// The index of its definition in `definitions`, or -1.
        var definition: Int32 = -1
        /// How many definitions mention it.
        var definitionUses: Int32 = 0
    }

    /// A variable defined by a required equality: `variable = constant + Σ terms + dummyCoefficient * dummy`.
    struct Definition {
        let variable: Int32
        let terms: [(variable: Int32, coefficient: Double)]
        var constant: Double
        let dummy: Symbol
        let dummyCoefficient: Double
    }

    struct ConstraintRecord {
        let constraint: Constraint
        var tag: Tag
    }

    struct EditInfo {
        let constraint: Constraint
        let tag: Tag
        var constant: Double
        /// The rows mentioning the edit's marker, in row order, with its coefficients
        /// there, valid while `tableauVersion` is unchanged.
        var column = EditColumn()
    }

    /// A snapshot of one edit marker's column, so repeated suggestions walk a dense
    /// array in memory order instead of hashing into every row.
    struct EditColumn {
        var version = -1
        var cells: [EditCell] = []
    }

    /// One row of an edit column: where it is, the edit's coefficient there, and whether
    /// its basic symbol is restricted (its constant must stay non-negative).
    struct EditCell {
        let row: Int32
        let restricted: Bool
        let coefficient: Double
    }

    // Symbols, by number.
    @exclusivity(unchecked) var kinds: [SymbolKind] = []
    /// The row (index into `rows`) whose basic symbol it is, or -1.
    @exclusivity(unchecked) var rowOf: [Int32] = []
    /// The rows (indices into `rows`) whose cells mention it.
    @exclusivity(unchecked) var columns: [SymbolSet] = []
    /// The variable record of an external symbol, or -1.
    @exclusivity(unchecked) var symbolVariable: [Int32] = []

    // The tableau.
    @exclusivity(unchecked) var rows: [Row?] = []
    /// The constants of the attached rows, by row index (a row's own `constant` is only
    /// meaningful while it is detached): edits and value read-back walk this dense array.
    @exclusivity(unchecked) var constants: [Double] = []
    @exclusivity(unchecked) var freeRows: [Int32] = []
    /// The objective's coefficient of each symbol, by number (0 when absent): dense, so
    /// the objective's many new error symbols land at its end instead of all over a hash
    /// table (a cache miss each at 10,000 views).
    @exclusivity(unchecked) var objective: [Double] = []
    @exclusivity(unchecked) var objectiveConstant = 0.0
    @exclusivity(unchecked) var artificial: Row?
    /// Symbols whose objective coefficient became negative (lazily pruned).
    @exclusivity(unchecked) var pricing = SymbolHeap()
    @exclusivity(unchecked) var infeasibleRows: [Symbol] = []
    /// Bumped whenever a row is attached, detached or has a symbol substituted.
    @exclusivity(unchecked) var tableauVersion = 0

    // Bookkeeping.
    @exclusivity(unchecked) var variableIndex: [ObjectIdentifier: Int32] = [:]
    @exclusivity(unchecked) var variableTable: [VariableRecord] = []
    /// The variable of each record (apart from `variableTable`, so passes over the
    /// records do not touch the variable objects).
    @exclusivity(unchecked) var recordVariables: [Variable] = []
    @exclusivity(unchecked) var definitions: [Definition?] = []
    /// The definitions flattened for `updateVariables()` (contiguous terms, dependency
    /// order), rebuilt when a definition is added or removed.
    @exclusivity(unchecked) var evaluation = DefinitionProgram()
    /// Scratch for expanding definitions into a row (empty between rows).
    @exclusivity(unchecked) var pending = PendingDefinitions()
    @exclusivity(unchecked) var constraintRecords = ConstraintTable()
    @exclusivity(unchecked) var edits: [ObjectIdentifier: EditInfo] = [:]
    /// The columns of the markers whose constraint constant was adjusted, by marker, in
    /// the column index's order (see ``adjustConstant(of:by:)``), each valid while
    /// `tableauVersion` is unchanged.
    @exclusivity(unchecked) var constantColumns: [Symbol: EditColumn] = [:]
    /// Required equalities that were redundant when added, by their dummy marker (basic in
    /// a row of dummies only): removing a constraint their row mentions re-adds them.
    @exclusivity(unchecked) var redundantConstraints: [Symbol: Constraint] = [:]
    /// The solved values, read by the variables this solver owns (see `ValueStore`).
    @exclusivity(unchecked) var store = ValueStore()
    /// Where `updateVariables()` reads each basic variable, valid while `tableauVersion`
    /// and the number of records are unchanged.
    @exclusivity(unchecked) var readBack = ReadBack()

    /// Creates an empty solver.
    public init() {}

    deinit {
        store.retired = true
        constraintRecords.removeAll()
    }

    /// Removes every constraint, edit variable and definition.
    ///
    /// Variables keep their last values.
    public func reset() {
        kinds = []; rowOf = []; columns = []; symbolVariable = []
        rows = []; constants = []; freeRows = []; objective = []; objectiveConstant = 0; artificial = nil
        pricing.removeAll(); infeasibleRows = []
        variableIndex = [:]; variableTable = []; recordVariables = []; definitions = []; evaluation = DefinitionProgram(); pending = PendingDefinitions()
        constraintRecords.removeAll(); edits = [:]; constantColumns = [:]; redundantConstraints = [:]
        store.retired = true
        store = ValueStore(); readBack = ReadBack()
    }

    /// Whether the constraint object has been added and not removed.
    public func hasConstraint(_ constraint: Constraint) -> Bool {
        constraintRecords.record(constraint) != nil
    }

    /// Whether the variable is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        edits[ObjectIdentifier(variable)] != nil
    }

    /// The number of constraints added (edit variables' constraints included).
    public var constraintCount: Int { constraintRecords.count }

    /// The number of symbols and variable records the tableau holds, live or not: removing
    /// a constraint or forgetting a variable does not reclaim them (only `reset()` does), so
    /// a long-lived solver with churn grows; its owner resets and rebuilds when this far
    /// exceeds what is live.
    public var storageCount: Int { kinds.count + variableTable.count }
}
