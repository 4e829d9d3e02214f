import Foundation

/// The changes of one batch (`performBatchUpdates`, `beginUpdates`/`endUpdates`, or a single
/// insert/delete/move/reload call), with the animation asked for each. Indexes follow
/// UIKit's rules: deletions and reloads name positions before the update, insertions
/// positions after it, moves both.
struct TableUpdateBatch {
    var deletedSections: [Int: UITableView.RowAnimation] = [:]
    var insertedSections: [Int: UITableView.RowAnimation] = [:]
    var reloadedSections: [Int: UITableView.RowAnimation] = [:]
    var movedSections: [(from: Int, to: Int)] = []
    var deletedRows: [IndexPath: UITableView.RowAnimation] = [:]
    var insertedRows: [IndexPath: UITableView.RowAnimation] = [:]
    var reloadedRows: [IndexPath: UITableView.RowAnimation] = [:]
    var movedRows: [(from: IndexPath, to: IndexPath)] = []

    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && deletedRows.isEmpty && insertedRows.isEmpty && reloadedRows.isEmpty && movedRows.isEmpty
    }
}

/// Where each row after an update comes from, computed from a batch and the counts before
/// and after; `make` returns UIKit's exception text when the batch does not add up.
struct TableUpdatePlan {
    /// The origin of a row after the update.
    enum Origin: Equatable {
        /// The same row as row `row` of section `section` before the update (moved or shifted).
        case kept(section: Int, row: Int)
        /// A new row (inserted, or in an inserted section), with its animation.
        case inserted(UITableView.RowAnimation)
        /// A row reloaded from row `row` of section `section`, with its animation.
        case reloaded(section: Int, row: Int, UITableView.RowAnimation)

        /// The same row as `ip` before the update.
        static func old(_ ip: IndexPath) -> Origin { .kept(section: ip.section, row: ip.row) }
    }

    /// For each section after the update, its origin per row.
    var rows: [[Origin]] = []
    /// For each section after the update, the section it was before (nil: inserted or reloaded).
    var sectionOrigins: [Int?] = []
    /// Rows removed by the update, with their animation.
    var removed: [IndexPath: UITableView.RowAnimation] = [:]

    /// `{length = 2, path = s - r}`, as UIKit prints an index path in its messages.
    static func describe(_ ip: IndexPath) -> String { "<NSIndexPath> {length = 2, path = \(ip.section) - \(ip.row)}" }

    /// Plans `batch` from `old` row counts to `new` row counts, or returns the message
    /// UIKit's exception carries when they do not add up.
    static func make(_ batch: TableUpdateBatch, old: [Int], new: [Int], terms: Terms = .table) -> Result<TableUpdatePlan, UpdateError> {
        let row = terms.element, rows = terms.element + "s", view = terms.view
        func fail(_ message: String) -> Result<TableUpdatePlan, UpdateError> { .failure(UpdateError(message: message)) }
        // Sections.
        for s in batch.deletedSections.keys.sorted() where s < 0 || s >= old.count {
            return fail("attempt to delete section \(s), but there are only \(old.count) sections before the update")
        }
        for s in batch.reloadedSections.keys.sorted() where s < 0 || s >= old.count {
            return fail("attempt to reload section \(s), but there are only \(old.count) sections before the update")
        }
        for s in batch.insertedSections.keys.sorted() where s < 0 || s >= new.count {
            return fail("attempt to insert section \(s) but there are only \(new.count) sections after the update")
        }
        for m in batch.movedSections where m.from < 0 || m.from >= old.count || m.to < 0 || m.to >= new.count {
            return fail("attempt to move section \(m.from) to section \(m.to), but there are only \(old.count) sections before the update and \(new.count) after")
        }
        let expectedSections = old.count - batch.deletedSections.count + batch.insertedSections.count
        if expectedSections != new.count {
            return fail("Invalid update: invalid number of sections. The number of sections contained in the \(view) after the update (\(new.count)) must be equal to the number of sections contained in the \(view) before the update (\(old.count)), plus or minus the number of sections inserted or deleted (\(batch.insertedSections.count) inserted, \(batch.deletedSections.count) deleted).")
        }
        var plan = TableUpdatePlan()
        var sectionOrigins = [Int?](repeating: nil, count: new.count)
        var fixed = [Bool](repeating: false, count: new.count)
        for s in batch.insertedSections.keys { fixed[s] = true }
        let movedFrom = Set(batch.movedSections.map(\.from))
        for m in batch.movedSections { sectionOrigins[m.to] = m.from; fixed[m.to] = true }
        var next = 0
        for s in 0..<old.count where batch.deletedSections[s] == nil && !movedFrom.contains(s) {
            while next < new.count, fixed[next] { next += 1 }
            guard next < new.count else { break }
            sectionOrigins[next] = s
            next += 1
        }
        // Rows.
        for ip in batch.deletedRows.keys.sorted() {
            if ip.section < 0 || ip.section >= old.count || ip.row < 0 || ip.row >= old[ip.section] {
                let n = ip.section >= 0 && ip.section < old.count ? old[ip.section] : 0
                return fail("attempt to delete \(row) \(ip.row) from section \(ip.section) which only contains \(n) \(rows) before the update")
            }
            if batch.reloadedRows[ip] != nil { return fail("attempt to delete and reload the same index path (\(describe(ip)))") }
        }
        for ip in batch.reloadedRows.keys.sorted() where ip.section < 0 || ip.section >= old.count || ip.row < 0 || ip.row >= old[ip.section] {
            let n = ip.section >= 0 && ip.section < old.count ? old[ip.section] : 0
            return fail("attempt to reload \(row) \(ip.row) from section \(ip.section) which only contains \(n) \(rows) before the update")
        }
        for ip in batch.insertedRows.keys.sorted() where ip.section < 0 || ip.section >= new.count || ip.row < 0 || ip.row >= new[ip.section] {
            let n = ip.section >= 0 && ip.section < new.count ? new[ip.section] : 0
            return fail("attempt to insert \(row) \(ip.row) into section \(ip.section), but there are only \(n) \(rows) in section \(ip.section) after the update")
        }
        for m in batch.movedRows {
            if m.from.section < 0 || m.from.section >= old.count || m.from.row < 0 || m.from.row >= old[m.from.section]
                || m.to.section < 0 || m.to.section >= new.count || m.to.row < 0 || m.to.row >= new[m.to.section] {
                return fail("attempt to move index path (\(describe(m.from))) to index path (\(describe(m.to))) that does not exist")
            }
            if batch.deletedRows[m.from] != nil { return fail("attempt to perform a delete and a move from the same index path (\(describe(m.from)))") }
        }
        // The batch grouped by section once (O(k)), so that each section is planned with
        // flat arrays instead of a hash look-up per row (tables of 100,000 rows).
        var movedOut: [Int: Int] = [:], movedIn: [Int: Int] = [:]
        var skippedOld: [Int: [Int]] = [:]
        var movedInto: [Int: [(row: Int, from: IndexPath)]] = [:]
        for m in batch.movedRows {
            movedOut[m.from.section, default: 0] += 1
            movedIn[m.to.section, default: 0] += 1
            skippedOld[m.from.section, default: []].append(m.from.row)
            movedInto[m.to.section, default: []].append((m.to.row, m.from))
        }
        var deletedCount: [Int: Int] = [:]
        for ip in batch.deletedRows.keys {
            deletedCount[ip.section, default: 0] += 1
            skippedOld[ip.section, default: []].append(ip.row)
            if batch.deletedSections[ip.section] == nil { plan.removed[ip] = batch.deletedRows[ip] }
        }
        var insertedInto: [Int: [(row: Int, animation: UITableView.RowAnimation)]] = [:]
        for (ip, animation) in batch.insertedRows { insertedInto[ip.section, default: []].append((ip.row, animation)) }
        var reloadedIn: [Int: [Int: UITableView.RowAnimation]] = [:]
        for (ip, animation) in batch.reloadedRows { reloadedIn[ip.section, default: [:]][ip.row] = animation }
        for (s, animation) in batch.deletedSections {
            for r in 0..<old[s] { plan.removed[IndexPath(row: r, section: s)] = animation }
        }
        plan.rows = []
        plan.rows.reserveCapacity(new.count)
        for s in 0..<new.count {
            let n = new[s]
            guard let from = sectionOrigins[s] else {
                let animation = batch.insertedSections[s] ?? .automatic
                plan.rows.append(Array(repeating: .inserted(animation), count: n))
                continue
            }
            if let animation = batch.reloadedSections[from] {
                for r in 0..<old[from] { plan.removed[IndexPath(row: r, section: from)] = animation }
                plan.rows.append(Array(repeating: .inserted(animation), count: n))
                sectionOrigins[s] = nil
                continue
            }
            let deleted = deletedCount[from] ?? 0
            let inserts = insertedInto[s] ?? []
            let expected = old[from] - deleted - (movedOut[from] ?? 0) + inserts.count + (movedIn[s] ?? 0)
            if expected != n {
                return fail("Invalid update: invalid number of \(rows) in section \(s). The number of \(rows) contained in an existing section after the update (\(n)) must be equal to the number of \(rows) contained in that section before the update (\(old[from])), plus or minus the number of \(rows) inserted or deleted from that section (\(inserts.count) inserted, \(deleted) deleted) and plus or minus the number of \(rows) moved into or out of that section (\(movedIn[s] ?? 0) moved in, \(movedOut[from] ?? 0) moved out).")
            }
            // Inserted rows and rows moved in are fixed (an insert wins over a move to the
            // same place, and the first move wins); the other old rows fill the rest in order.
            var origins = [Origin?](repeating: nil, count: n)
            for insert in inserts { origins[insert.row] = .inserted(insert.animation) }
            for move in movedInto[s] ?? [] where origins[move.row] == nil { origins[move.row] = .old(move.from) }
            var skip = [Bool](repeating: false, count: old[from])
            for r in skippedOld[from] ?? [] { skip[r] = true }
            let reloads = reloadedIn[from]
            var slot = 0
            for r in 0..<old[from] where !skip[r] {
                while slot < n, origins[slot] != nil { slot += 1 }
                guard slot < n else { break }
                if let reloads, let animation = reloads[r] { origins[slot] = .reloaded(section: from, row: r, animation) } else { origins[slot] = .kept(section: from, row: r) }
                slot += 1
            }
            plan.rows.append(origins.map { $0 ?? .inserted(.automatic) })
        }
        plan.sectionOrigins = sectionOrigins
        return .success(plan)
    }

    /// The animation of a new or reloaded row at `ip` (after the update), nil for a row that was there before.
    func animation(at ip: IndexPath) -> UITableView.RowAnimation? {
        guard ip.section >= 0, ip.section < rows.count, ip.row >= 0, ip.row < rows[ip.section].count else { return nil }
        switch rows[ip.section][ip.row] {
        case .kept: return nil
        case .inserted(let animation), .reloaded(_, _, let animation): return animation
        }
    }

    /// The words of UIKit's messages: a table's rows or a collection view's items.
    struct Terms {
        let element: String
        let view: String
        static let table = Terms(element: "row", view: "table view")
        static let collection = Terms(element: "item", view: "collection view")
    }

    /// UIKit's exception text for an update that does not add up.
    struct UpdateError: Error, Equatable { let message: String }
}
