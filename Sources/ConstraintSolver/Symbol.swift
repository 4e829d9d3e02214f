/// The kind of a tableau symbol, as in kiwi.
enum SymbolKind: UInt8 {
    /// A user variable: unrestricted in sign.
    case external
    /// The slack of an inequality (or an artificial variable): non-negative.
    case slack
    /// The error of a non-required constraint: non-negative, weighted in the objective.
    case error
    /// The marker of a required equality: fixed at zero, never pivots in by choice.
    case dummy
}

/// A symbol's number; symbols are numbered in creation order and ties in pivot
/// choices go to the lowest number, as kiwi's sorted maps do.
typealias Symbol = Int32

/// The symbols a constraint added: what must be undone to remove it.
struct Tag {
    /// The slack, positive error or dummy of the constraint.
    var marker: Symbol = -1
    /// The negative error (equalities) or error (inequalities) of a non-required constraint.
    var other: Symbol = -1
    /// The definition that holds the constraint outside the tableau, or -1.
    var definition: Int32 = -1
}

/// A binary heap of symbols, smallest first (or largest first with `maxFirst`).
struct SymbolHeap {
    private var items: [Int32] = []
    private let maxFirst: Bool

    init(maxFirst: Bool = false) { self.maxFirst = maxFirst }

    var isEmpty: Bool { items.isEmpty }
    var top: Int32? { items.first }

    mutating func removeAll() { items.removeAll(keepingCapacity: true) }

    @inline(__always) private func before(_ a: Int32, _ b: Int32) -> Bool { maxFirst ? a > b : a < b }

    mutating func push(_ x: Int32) {
        items.append(x)
        var i = items.count - 1
        while i > 0 {
            let p = (i - 1) / 2
            guard before(items[i], items[p]) else { break }
            items.swapAt(i, p)
            i = p
        }
    }

    @discardableResult
    mutating func pop() -> Int32? {
        guard let first = items.first else { return nil }
        let last = items.removeLast()
        if !items.isEmpty {
            items[0] = last
            var i = 0
            let n = items.count
            while true {
                let l = 2 * i + 1, r = l + 1
                var m = i
                if l < n && before(items[l], items[m]) { m = l }
                if r < n && before(items[r], items[m]) { m = r }
                if m == i { break }
                items.swapAt(i, m)
                i = m
            }
        }
        return first
    }
}

/// Whether a coefficient is zero for the solver's purposes (kiwi's tolerance).
@inline(__always) func nearZero(_ x: Double) -> Bool { abs(x) < 1.0e-8 }
