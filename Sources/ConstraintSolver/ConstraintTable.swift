/// The constraints of one solver, found without hashing in the usual case.
///
/// A constraint remembers the slot it got in the first solver that holds it
/// (`Constraint.solverSlot`); that solver finds it there, checked by identity. A
/// constraint whose slot belongs to another solver (or to one that has gone away) is kept
/// in a dictionary instead. At 90,000 constraints the dictionary alone cost two cache
/// misses and two SipHash computations per added constraint.
struct ConstraintTable {
    private var slots: [Solver.ConstraintRecord?] = []
    private var freeSlots: [Int32] = []
    private var others: [ObjectIdentifier: Solver.ConstraintRecord] = [:]
    /// The number of constraints.
    private(set) var count = 0

    /// The record of `constraint`, if it is in the table.
    func record(_ constraint: Constraint) -> Solver.ConstraintRecord? {
        let slot = Int(constraint.solverSlot)
        if slot >= 0 && slot < slots.count, let record = slots[slot], record.constraint === constraint {
            return record
        }
        return others.isEmpty ? nil : others[ObjectIdentifier(constraint)]
    }

    /// Adds a constraint that is not in the table.
    mutating func insert(_ record: Solver.ConstraintRecord) {
        count += 1
        let constraint = record.constraint
        guard constraint.solverSlot < 0 else {
            others[ObjectIdentifier(constraint)] = record
            return
        }
        let slot: Int32
        if let free = freeSlots.popLast() {
            slot = free
            slots[Int(slot)] = record
        } else {
            slot = Int32(slots.count)
            slots.append(record)
        }
        constraint.solverSlot = slot
    }

    /// Removes a constraint, returning its record if it was in the table.
    mutating func remove(_ constraint: Constraint) -> Solver.ConstraintRecord? {
        let slot = Int(constraint.solverSlot)
        if slot >= 0 && slot < slots.count, let record = slots[slot], record.constraint === constraint {
            slots[slot] = nil
            freeSlots.append(Int32(slot))
            constraint.solverSlot = -1
            count -= 1
            return record
        }
        guard let record = others.removeValue(forKey: ObjectIdentifier(constraint)) else { return nil }
        count -= 1
        return record
    }

    /// Every record, in no particular order.
    var records: [Solver.ConstraintRecord] {
        slots.compactMap { $0 } + Array(others.values)
    }

    /// Empties the table, releasing the slots its constraints hold.
    mutating func removeAll() {
        for case let record? in slots { record.constraint.solverSlot = -1 }
        self = ConstraintTable()
    }
}
