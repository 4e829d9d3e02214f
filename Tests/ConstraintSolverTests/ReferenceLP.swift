// A plain dense two-phase simplex (Bland's rule): the obviously-correct reference the
// property tests compare the incremental solver with. It minimizes the same weighted
// error Cassowary minimizes, posed as a textbook linear program in standard form.

@testable import ConstraintSolver

/// A constraint as plain numbers: `Σ coefficients[j] * x_j + constant (op) 0`, weight.
struct PlainConstraint {
    var coefficients: [Double]
    var constant: Double
    var relation: RelationalOperator
    /// `nil` means required.
    var weight: Double?
}

enum ReferenceLP {
    /// The minimum of Σ weight * violation subject to the required constraints, or nil
    /// when the required constraints are infeasible.
    static func minimumError(variableCount n: Int, _ constraints: [PlainConstraint]) -> Double? {
        // Columns: x+ (n), x- (n), then per-constraint extras.
        var columnCount = 2 * n
        var rows: [[(Int, Double)]] = []
        var rhs: [Double] = []
        var cost: [Int: Double] = [:]
        func newColumn(cost c: Double = 0) -> Int {
            let j = columnCount
            columnCount += 1
            if c != 0 { cost[j] = c }
            return j
        }
        for c in constraints {
            var row: [(Int, Double)] = []
            for (j, a) in c.coefficients.enumerated() where a != 0 {
                row.append((j, a))
                row.append((n + j, -a))
            }
            switch (c.relation, c.weight) {
            case (.equal, nil): break
            case (.lessThanOrEqual, nil): row.append((newColumn(), 1))
            case (.greaterThanOrEqual, nil): row.append((newColumn(), -1))
            case (.equal, let w?):
                row.append((newColumn(cost: w), 1))
                row.append((newColumn(cost: w), -1))
            case (.lessThanOrEqual, let w?):
                row.append((newColumn(cost: w), -1))
                row.append((newColumn(), 1))
            case (.greaterThanOrEqual, let w?):
                row.append((newColumn(cost: w), 1))
                row.append((newColumn(), -1))
            }
            rows.append(row)
            rhs.append(-c.constant)
        }
        let m = rows.count
        let artificialStart = columnCount
        let width = columnCount + m
        // Dense tableau: m rows of [width coefficients], rhs separately.
        var t = [[Double]](repeating: [Double](repeating: 0, count: width), count: m)
        var b = rhs
        var basis = [Int](repeating: 0, count: m)
        for i in 0..<m {
            let sign: Double = b[i] < 0 ? -1 : 1
            for (j, a) in rows[i] { t[i][j] += sign * a }
            b[i] *= sign
            t[i][artificialStart + i] = 1
            basis[i] = artificialStart + i
        }
        let eps = 1e-9

        func run(_ c: [Double], allowed: (Int) -> Bool) {
            while true {
                // Reduced costs: c_j - c_B B^-1 A_j (tableau already holds B^-1 A).
                var entering = -1
                for j in 0..<width where allowed(j) && !basis.contains(j) {
                    var r = c[j]
                    for i in 0..<m { r -= c[basis[i]] * t[i][j] }
                    if r < -eps * max(1, abs(c[j])) { entering = j; break }
                }
                if entering < 0 { return }
                var leaving = -1
                var best = Double.infinity
                for i in 0..<m where t[i][entering] > eps {
                    let ratio = b[i] / t[i][entering]
                    if ratio < best - 1e-12 || (leaving >= 0 && abs(ratio - best) <= 1e-12 && basis[i] < basis[leaving]) {
                        best = ratio
                        leaving = i
                    }
                }
                if leaving < 0 { return } // unbounded; cannot happen (errors are >= 0)
                let p = t[leaving][entering]
                for j in 0..<width { t[leaving][j] /= p }
                b[leaving] /= p
                for i in 0..<m where i != leaving && t[i][entering] != 0 {
                    let f = t[i][entering]
                    for j in 0..<width where t[leaving][j] != 0 { t[i][j] -= f * t[leaving][j] }
                    b[i] -= f * b[leaving]
                }
                basis[leaving] = entering
            }
        }
        // Phase 1: minimize the artificials.
        var c1 = [Double](repeating: 0, count: width)
        for i in 0..<m { c1[artificialStart + i] = 1 }
        run(c1) { _ in true }
        var infeasibility = 0.0
        for i in 0..<m where basis[i] >= artificialStart { infeasibility += b[i] }
        if infeasibility > 1e-7 { return nil }
        // Drive zero artificials out of the basis where possible.
        for i in 0..<m where basis[i] >= artificialStart {
            if let j = (0..<artificialStart).first(where: { abs(t[i][$0]) > eps }) {
                let p = t[i][j]
                for k in 0..<width { t[i][k] /= p }
                b[i] /= p
                for r in 0..<m where r != i && t[r][j] != 0 {
                    let f = t[r][j]
                    for k in 0..<width { t[r][k] -= f * t[i][k] }
                    b[r] -= f * b[i]
                }
                basis[i] = j
            }
        }
        // Phase 2: minimize the weighted error, artificials barred.
        var c2 = [Double](repeating: 0, count: width)
        for (j, w) in cost { c2[j] = w }
        run(c2) { $0 < artificialStart }
        var total = 0.0
        for i in 0..<m { total += c2[basis[i]] * b[i] }
        return total
    }

    /// The weighted error of an assignment, and the largest violation of a required constraint.
    static func evaluate(_ values: [Double], _ constraints: [PlainConstraint]) -> (error: Double, requiredViolation: Double) {
        var error = 0.0, worst = 0.0
        for c in constraints {
            var e = c.constant
            for (j, a) in c.coefficients.enumerated() { e += a * values[j] }
            let violation: Double
            switch c.relation {
            case .equal: violation = abs(e)
            case .lessThanOrEqual: violation = max(0, e)
            case .greaterThanOrEqual: violation = max(0, -e)
            }
            if let w = c.weight { error += w * violation } else { worst = max(worst, violation) }
        }
        return (error, worst)
    }
}
