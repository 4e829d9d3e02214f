/// Depths of views, remembered while one pass orders its views: each walk up stops at the
/// first view whose depth is known, so ordering n marked views of a tree costs O(n +
/// the views between them), not O(n × depth) (a 20,000-deep chain laid out in one pass).
@MainActor
package struct TreeDepths {
    /// The view depths are counted from (its depth is 0), or nil for each tree's root.
    private let top: UIView?
    /// Known depths below `top`; nil for a view known not to lie under `top`.
    private var known: [ObjectIdentifier: Int?] = [:]

    package init(below top: UIView? = nil) { self.top = top }

    /// How many superviews lie between `view` and `top` plus one (0 for `top` itself), or
    /// nil when `view` is not in `top`'s subtree; with no `top`, how many superviews `view` has.
    package mutating func depth(of view: UIView) -> Int? {
        var path: [UIView] = []
        var node: UIView? = view
        var base: Int?? = nil   // the depth where the walk stopped, once known
        while let current = node {
            if current === top { base = .some(0); break }
            if let found = known[ObjectIdentifier(current)] { base = .some(found); break }
            path.append(current)
            node = current.superviewStorage
        }
        // Ran off the root: under no `top` the root is at depth 0 (it is the last of the path).
        let start: Int?
        var rest = path[...]
        switch base {
        case .some(let depth): start = depth
        case .none where top == nil:
            start = 0
            if let root = rest.popLast() { known[ObjectIdentifier(root)] = .some(0) }
        case .none: start = nil
        }
        var depth = start
        for current in rest.reversed() {
            depth = depth.map { $0 + 1 }
            known[ObjectIdentifier(current)] = .some(depth)
        }
        return path.isEmpty ? start : known[ObjectIdentifier(view)] ?? nil
    }
}
