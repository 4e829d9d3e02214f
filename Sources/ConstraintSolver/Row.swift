/// One equation of the tableau, `basic = constant + Σ coefficient * symbol`, stored sparsely.
///
/// While a row is being built (before it has a basic symbol) it reads
/// `0 = constant + Σ coefficient * symbol`. Rows attached to a solver must be changed
/// through the solver, which keeps its column index (symbol → rows) in step; while a row
/// is attached its constant lives in the solver's `constants` array and `constant` is stale.
final class Row {
    @exclusivity(unchecked) var constant: Double
    @exclusivity(unchecked) var cells: SymbolMap
    /// The basic symbol while the row is in the tableau, else -1.
    @exclusivity(unchecked) var basic: Symbol = -1

    init(constant: Double = 0, cells: SymbolMap = SymbolMap()) {
        self.constant = constant
        self.cells = cells
    }

    /// A detached copy.
    func copy() -> Row { Row(constant: constant, cells: cells) }

    /// Adds `coefficient * symbol`, dropping the cell when it becomes (near) zero.
    @inline(__always) func insert(_ symbol: Symbol, _ coefficient: Double) {
        let slot = cells.slot(of: symbol)
        if slot >= 0 {
            let new = cells.value(atSlot: slot) + coefficient
            if nearZero(new) {
                cells.remove(atSlot: slot)
            } else {
                cells.setValue(atSlot: slot, new)
            }
        } else if !nearZero(coefficient) {
            cells.set(symbol, coefficient)
        }
    }

    /// Adds `coefficient * other`.
    func insert(_ other: Row, _ coefficient: Double) {
        constant += other.constant * coefficient
        for (s, c) in other.cells { insert(s, c * coefficient) }
    }

    /// Negates the equation.
    func reverseSign() {
        constant = -constant
        cells.scale(by: -1)
    }

    /// Rewrites `0 = row` as `symbol = ...` (the symbol leaves the cells).
    func solveFor(_ symbol: Symbol) {
        let coefficient = -1.0 / cells.remove(symbol)!
        constant *= coefficient
        cells.scale(by: coefficient)
    }

    /// Rewrites `lhs = row` as `rhs = ...`.
    func solveFor(_ lhs: Symbol, _ rhs: Symbol) {
        insert(lhs, -1.0)
        solveFor(rhs)
    }
}
