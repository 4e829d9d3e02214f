import Foundation
import Testing
import TestSupport
@testable import UIKit
import UIKitTesting

/// Random snapshot edits (items and sections inserted, deleted, moved, reloaded): the
/// difference must always be a batch UIKit accepts, whose surviving rows land exactly
/// where the new snapshot has them.
@MainActor @Suite struct DiffableRandomEditTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<Int, Int>

    static func randomEdit(_ old: Snapshot, _ rng: inout SeededGenerator, nextID: inout Int) -> Snapshot {
        var s = old
        for _ in 0..<Int.random(in: 1...6, using: &rng) {
            let items = s.itemIdentifiers, sections = s.sectionIdentifiers
            switch Int.random(in: 0..<9, using: &rng) {
            case 0 where !items.isEmpty: s.deleteItems([items.randomElement(using: &rng)!])
            case 1 where !items.isEmpty:
                nextID += 1
                s.insertItems([nextID], beforeItem: items.randomElement(using: &rng)!)
            case 2 where !sections.isEmpty:
                nextID += 1
                s.appendItems([nextID], toSection: sections.randomElement(using: &rng)!)
            case 3 where items.count > 1:
                let a = items.randomElement(using: &rng)!, b = items.randomElement(using: &rng)!
                if a != b { s.moveItem(a, afterItem: b) }
            case 4 where sections.count > 1: s.deleteSections([sections.randomElement(using: &rng)!])
            case 5:
                nextID += 1
                if let anchor = sections.randomElement(using: &rng) { s.insertSections([nextID], beforeSection: anchor) } else { s.appendSections([nextID]) }
            case 6 where sections.count > 1:
                let a = sections.randomElement(using: &rng)!, b = sections.randomElement(using: &rng)!
                if a != b { s.moveSection(a, beforeSection: b) }
            case 7 where !items.isEmpty: s.reloadItems([items.randomElement(using: &rng)!])
            case 8 where !items.isEmpty: s.reconfigureItems([items.randomElement(using: &rng)!])
            default: break
            }
        }
        return s
    }

    @Test func everyDifferenceReplaysThroughTheTablesBatchRules() {
        var rng = SeededGenerator(seed: 15)
        var nextID = 10_000
        for _ in 0..<300 {
            var old = Snapshot()
            for section in 0..<Int.random(in: 0...4, using: &rng) {
                old.appendSections([section])
                let count = Int.random(in: 0...12, using: &rng)
                old.appendItems((0..<count).map { section * 100 + $0 }, toSection: section)
            }
            let new = Self.randomEdit(old, &rng, nextID: &nextID)
            let batch = new.batch(from: old)
            var table = TableUpdateBatch()
            for s in batch.deletedSections { table.deletedSections[s] = .fade }
            for s in batch.insertedSections { table.insertedSections[s] = .fade }
            for s in batch.reloadedSections { table.reloadedSections[s] = .fade }
            table.movedSections = batch.movedSections.map { ($0.from, $0.to) }
            for ip in batch.deletedItems { table.deletedRows[ip] = .fade }
            for ip in batch.insertedItems { table.insertedRows[ip] = .fade }
            for ip in batch.reloadedItems { table.reloadedRows[ip] = .fade }
            table.movedRows = batch.movedItems.map { ($0.from, $0.to) }
            let oldItems = old.sectionIdentifiers.map { old.itemIdentifiers(inSection: $0) }
            let newItems = new.sectionIdentifiers.map { new.itemIdentifiers(inSection: $0) }
            let plan: TableUpdatePlan
            switch TableUpdatePlan.make(table, old: oldItems.map(\.count), new: newItems.map(\.count)) {
            case .success(let p): plan = p
            case .failure(let error):
                Issue.record("rejected: \(error.message)\nold \(oldItems)\nnew \(newItems)")
                continue
            }
            var kept = 0
            for (s, rows) in plan.rows.enumerated() {
                for (r, origin) in rows.enumerated() {
                    if case .kept(let fs, let fr) = origin {
                        #expect(oldItems[fs][fr] == newItems[s][r])
                        kept += 1
                    }
                }
            }
            // Every item in both snapshots whose section was neither inserted nor reloaded
            // is kept, except reloaded items that moved (a delete and an insert).
            #expect(kept + batch.reloadedItems.count <= Set(old.itemIdentifiers).intersection(new.itemIdentifiers).count)
        }
    }

    @Test func randomAppliesKeepTheTableInStep() {
        var rng = SeededGenerator(seed: 2026)
        var nextID = 10_000
        let window = makeEventWindow(CGSize(width: 320, height: 2000))
        defer { finish(window) }
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 2000), style: .plain)
        table.rowHeight = 20
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        window.addSubview(table)
        let dataSource = UITableViewDiffableDataSource<Int, Int>(tableView: table) { tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = "\(item)"
            return cell
        }
        var snapshot = Snapshot()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(Array(0..<10), toSection: 0)
        snapshot.appendItems(Array(100..<110), toSection: 1)
        for step in 0..<60 {
            snapshot = Self.randomEdit(snapshot, &rng, nextID: &nextID)
            dataSource.apply(snapshot, animatingDifferences: step % 2 == 0)
            UIApplication.shared.advanceTime(by: 0.4)
            let shown = table.visibleCells.map { $0.textLabel?.text ?? "" }
            #expect(shown == snapshot.itemIdentifiers.map { "\($0)" }, "step \(step)")
            #expect(table.numberOfSections == snapshot.numberOfSections)
        }
        #expect(table.core.diagnostics.allSatisfy { !$0.contains("Invalid batch update") })
    }
}
