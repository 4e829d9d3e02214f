/// The solved values of one solver, indexed by variable record, in pages that never move.
///
/// A variable first added to a solver is *owned* by that solver's store: it keeps a
/// pointer to its value here, so ``Solver/updateVariables()`` writes dense pages instead
/// of every variable object (at 10,000 views those scattered writes were most of a
/// resize), and reading `Variable.value` is one load with no reference counting. A
/// variable already owned by a live store when another solver meets it is *shared*: both
/// solvers list it and point it at their own store whenever they update, so the last
/// ``Solver/updateVariables()`` wins, as when values were written into the variables.
final class ValueStore {
    static let pageShift = 12
    static let pageSize = 1 << pageShift

    /// Pages of `pageSize` values; record `i` is `pages[i >> pageShift][i & (pageSize - 1)]`.
    @exclusivity(unchecked) private(set) var pages: [UnsafeMutablePointer<Double>] = []
    /// The number of values.
    @exclusivity(unchecked) private(set) var count = 0
    /// Record indices (in this store's solver) of variables other solvers use too.
    @exclusivity(unchecked) private(set) var shared: [Int32] = []
    @exclusivity(unchecked) private var sharedSet: Set<Int32> = []
    /// Set when the solver is reset or deinitialized: its variables keep reading their
    /// last values here until another solver claims them.
    var retired = false

    init() {}

    /// Notes that the variable of record `index` is used by another solver too.
    func markShared(_ index: Int32) {
        if sharedSet.insert(index).inserted { shared.append(index) }
    }

    /// Whether the variable of record `index` is used by another solver too.
    func isShared(_ index: Int32) -> Bool { sharedSet.contains(index) }

    deinit {
        for page in pages { page.deallocate() }
    }

    /// Adds a value and returns where it lives (stable for the store's lifetime).
    func append(_ value: Double) -> UnsafeMutablePointer<Double> {
        let offset = count & (ValueStore.pageSize - 1)
        if offset == 0 {
            pages.append(.allocate(capacity: ValueStore.pageSize))
        }
        let pointer = pages[pages.count - 1] + offset
        pointer.initialize(to: value)
        count += 1
        return pointer
    }

    /// Where record `index`'s value lives.
    @inline(__always) func pointer(_ index: Int32) -> UnsafeMutablePointer<Double> {
        pages[Int(index) >> ValueStore.pageShift] + (Int(index) & (ValueStore.pageSize - 1))
    }
}
