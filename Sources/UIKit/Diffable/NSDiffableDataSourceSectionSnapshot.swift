import Foundation

/// The items of one section as an outline: each item may have children, shown only while
/// every ancestor is expanded. Collection views show a section snapshot's `visibleItems`.
///
/// Items are found by hash; appending, inserting, deleting, expanding and collapsing `k`
/// items cost O(k) (deleting also visits the deleted items' descendants). The flat orders
/// (`items`, `visibleItems`) are walks of the tree, O(n).
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
    typealias I = ItemIdentifierType

    /// Root items in list 0; the children of the item in slot `s` in list `s + 1`.
    var store = DiffableLinkedStore<I>()
    var expanded: Set<I> = []

    /// Creates an empty section snapshot.
    public init() {}

    // MARK: Reading

    /// Every item, depth first (parents before their children).
    public var items: [ItemIdentifierType] { walk(from: 0, visibleOnly: false) }
    /// The items without a parent.
    public var rootItems: [ItemIdentifierType] { store.elements(ofList: 0) }
    /// The items whose ancestors are all expanded, depth first: what a list shows.
    public var visibleItems: [ItemIdentifierType] { walk(from: 0, visibleOnly: true) }

    /// Whether `item` is in the snapshot.
    public func contains(_ item: ItemIdentifierType) -> Bool { store.contains(item) }
    /// Whether `item` shows its children.
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }
    /// Whether every ancestor of `item` is expanded (false when it is absent).
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard store.contains(item) else { return false }
        var current = parent(of: item)
        while let p = current {
            if !expanded.contains(p) { return false }
            current = parent(of: p)
        }
        return true
    }
    /// The parent of `child`, nil for a root item or an absent one.
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? {
        guard let list = store.list(of: child), list > 0 else { return nil }
        return store.id(at: list - 1)
    }
    /// The depth of `item`: 0 for a root item (and, with a log line, for an absent one).
    public func level(of item: ItemIdentifierType) -> Int {
        guard store.contains(item) else {
            DiffableDiagnostics.report("level(of:): item identifier \(item) is not in the section snapshot")
            return 0
        }
        var level = 0
        var current = parent(of: item)
        while let p = current { level += 1; current = parent(of: p) }
        return level
    }
    /// The position of `item` in `items`, nil when it is absent.
    public func index(of item: ItemIdentifierType) -> Int? {
        guard store.contains(item) else { return nil }
        return items.firstIndex(of: item)
    }

    /// A section snapshot of `parent`'s descendants (with `parent` as the root when
    /// `includingParent`), keeping their expansion.
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        var out = NSDiffableDataSourceSectionSnapshot()
        guard let slot = store.slot(of: parent) else {
            DiffableDiagnostics.report("snapshot(of:includingParent:): item identifier \(parent) is not in the section snapshot")
            return out
        }
        if includingParent {
            out.store.insert(parent, inList: 0, before: nil)
            if expanded.contains(parent) { out.expanded.insert(parent) }
            copyChildren(of: slot, into: &out, under: parent)
        } else {
            copyChildren(of: slot, into: &out, under: nil)
        }
        return out
    }

    /// A text picture of the outline: one line per item, indented by level, with `+` for
    /// an expanded parent and `-` for a collapsed one.
    public func visualDescription() -> String {
        var lines: [String] = []
        func visit(_ list: Int32, _ depth: Int) {
            for s in store.slotsInOrder(ofList: list) {
                let id = store.id(at: s)
                let hasChildren = store.count(ofList: s + 1) > 0
                let mark = hasChildren ? (expanded.contains(id) ? "+ " : "- ") : "  "
                lines.append(String(repeating: "    ", count: depth) + mark + String(describing: id))
                visit(s + 1, depth + 1)
            }
        }
        visit(0, 0)
        return lines.joined(separator: "\n")
    }

    // MARK: Helpers

    /// The items under list `list`, depth first (only expanded branches when `visibleOnly`).
    func walk(from list: Int32, visibleOnly: Bool) -> [ItemIdentifierType] {
        var out: [ItemIdentifierType] = []
        out.reserveCapacity(store.count)
        // An explicit stack: deep outlines do not recurse.
        var stack: [Int32] = store.slotsInOrder(ofList: list).reversed()
        while let s = stack.popLast() {
            let id = store.id(at: s)
            out.append(id)
            if !visibleOnly || expanded.contains(id) {
                stack.append(contentsOf: store.slotsInOrder(ofList: s + 1).reversed())
            }
        }
        return out
    }

    private func copyChildren(of slot: Int32, into out: inout NSDiffableDataSourceSectionSnapshot, under parent: ItemIdentifierType?) {
        for child in store.slotsInOrder(ofList: slot + 1) {
            let id = store.id(at: child)
            out.insertUnchecked(id, under: parent, before: nil)
            if expanded.contains(id) { out.expanded.insert(id) }
            copyChildren(of: child, into: &out, under: id)
        }
    }

    /// Inserts `id` (known to be new) under `parent` (nil: a root item) before `before`.
    mutating func insertUnchecked(_ id: ItemIdentifierType, under parent: ItemIdentifierType?, before: Int32?) {
        let list: Int32 = parent.flatMap { store.slot(of: $0) }.map { $0 + 1 } ?? 0
        let slot = store.insert(id, inList: list, before: before)
        store.ensureList(slot + 1)
    }
}
