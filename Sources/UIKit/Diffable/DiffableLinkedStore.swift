import Foundation

/// Identifiers kept in ordered lists (a doubly linked list per list, over flat arrays),
/// found by hash: membership, insertion before or after an identifier, removal and moves
/// cost O(1) each; the order is read by walking a list (O(length)).
///
/// The snapshots keep their sections in one list (list 0) and their items in one list per
/// section (the list number is the section's slot). Freed slots are reused.
struct DiffableLinkedStore<ID: Hashable> {
    static var none: Int32 { -1 }

    private(set) var ids: [ID?] = []
    private(set) var next: [Int32] = []
    private(set) var prev: [Int32] = []
    /// The list each slot belongs to (-1 when free).
    private(set) var list: [Int32] = []
    private(set) var slots: [ID: Int32] = [:]
    private var freeSlots: [Int32] = []
    private(set) var heads: [Int32] = []
    private(set) var tails: [Int32] = []
    private(set) var counts: [Int] = []

    /// The number of identifiers in all lists.
    var count: Int { slots.count }

    /// The slot of `id`, nil when it is in no list.
    func slot(of id: ID) -> Int32? { slots[id] }

    /// Whether `id` is in a list.
    func contains(_ id: ID) -> Bool { slots[id] != nil }

    /// The list holding `id`.
    func list(of id: ID) -> Int32? { slots[id].map { list[Int($0)] } }

    /// The number of identifiers in list `l`.
    func count(ofList l: Int32) -> Int { Int(l) < counts.count ? counts[Int(l)] : 0 }

    /// Makes sure list `l` exists (empty when new).
    mutating func ensureList(_ l: Int32) {
        while heads.count <= Int(l) { heads.append(Self.none); tails.append(Self.none); counts.append(0) }
    }

    /// Inserts `id` (not yet in any list) into list `l` before slot `before`, or at the
    /// end when `before` is nil. Returns its slot.
    @discardableResult
    mutating func insert(_ id: ID, inList l: Int32, before: Int32?) -> Int32 {
        ensureList(l)
        let s: Int32
        if let reused = freeSlots.popLast() {
            s = reused
            ids[Int(s)] = id
        } else {
            s = Int32(ids.count)
            ids.append(id); next.append(Self.none); prev.append(Self.none); list.append(l)
        }
        slots[id] = s
        link(s, inList: l, before: before)
        return s
    }

    /// Removes `id` from its list (nothing when absent). Returns its former slot.
    @discardableResult
    mutating func remove(_ id: ID) -> Int32? {
        guard let s = slots.removeValue(forKey: id) else { return nil }
        unlink(s)
        ids[Int(s)] = nil
        list[Int(s)] = Self.none
        freeSlots.append(s)
        return s
    }

    /// Moves the identifier in slot `s` into list `l` before slot `before` (nil: at the end).
    mutating func move(_ s: Int32, toList l: Int32, before: Int32?) {
        guard before != s else { return }
        ensureList(l)
        unlink(s)
        link(s, inList: l, before: before)
    }

    /// Removes every identifier of list `l`, returning them in order.
    @discardableResult
    mutating func removeAll(inList l: Int32) -> [ID] {
        let removed = elements(ofList: l)
        for id in removed { remove(id) }
        return removed
    }

    /// The identifiers of list `l` in order.
    func elements(ofList l: Int32) -> [ID] {
        guard Int(l) < heads.count else { return [] }
        var out: [ID] = []
        out.reserveCapacity(counts[Int(l)])
        var s = heads[Int(l)]
        while s != Self.none { out.append(ids[Int(s)]!); s = next[Int(s)] }
        return out
    }

    /// The slots of list `l` in order.
    func slotsInOrder(ofList l: Int32) -> [Int32] {
        guard Int(l) < heads.count else { return [] }
        var out: [Int32] = []
        out.reserveCapacity(counts[Int(l)])
        var s = heads[Int(l)]
        while s != Self.none { out.append(s); s = next[Int(s)] }
        return out
    }

    /// The identifier in slot `s`.
    func id(at s: Int32) -> ID { ids[Int(s)]! }

    /// The slot after `s` in its list, nil at the end.
    func slot(after s: Int32) -> Int32? { next[Int(s)] == Self.none ? nil : next[Int(s)] }

    private mutating func link(_ s: Int32, inList l: Int32, before: Int32?) {
        let i = Int(s), li = Int(l)
        list[i] = l
        counts[li] += 1
        if let before, before != Self.none, list[Int(before)] == l {
            let p = prev[Int(before)]
            prev[i] = p
            next[i] = before
            prev[Int(before)] = s
            if p == Self.none { heads[li] = s } else { next[Int(p)] = s }
        } else {
            prev[i] = tails[li]
            next[i] = Self.none
            if tails[li] == Self.none { heads[li] = s } else { next[Int(tails[li])] = s }
            tails[li] = s
        }
    }

    private mutating func unlink(_ s: Int32) {
        let i = Int(s), li = Int(list[i])
        let p = prev[i], n = next[i]
        if p == Self.none { heads[li] = n } else { next[Int(p)] = n }
        if n == Self.none { tails[li] = p } else { prev[Int(n)] = p }
        counts[li] -= 1
        prev[i] = Self.none
        next[i] = Self.none
    }
}

extension DiffableLinkedStore: Sendable where ID: Sendable {}
