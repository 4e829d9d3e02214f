/// The roots of views' trees, remembered during a layout pass: each view laid out looks up
/// its tree's engine, and the walk up stops at the first view whose root is known, so a
/// pass over a 20,000-deep chain costs O(views), not O(views × depth). Any change to the
/// hierarchy forgets everything.
@MainActor
package enum LayoutRootCache {
    private static var isActive = false
    private static var roots: [ObjectIdentifier: UIView] = [:]

    /// Runs `body` with roots remembered (nested calls share the outer cache).
    package static func during<T>(_ body: () -> T) -> T {
        if isActive { return body() }
        isActive = true
        TranslatingViewChecks.beginPass()
        defer { isActive = false; roots = [:]; TranslatingViewChecks.endPass() }
        return body()
    }

    /// A superview link changed: remembered roots may be wrong.
    package static func hierarchyDidChange() {
        TranslatingViewChecks.hierarchyGeneration &+= 1
        if !roots.isEmpty { roots = [:] }
    }

    /// The root of `view`'s tree, or nil when no pass is running (the caller walks).
    package static func root(of view: UIView) -> UIView? {
        guard isActive else { return nil }
        var path: [UIView] = []
        var node = view
        var root: UIView?
        while true {
            if let known = roots[ObjectIdentifier(node)] { root = known; break }
            path.append(node)
            guard let parent = node.superviewStorage else { root = node; break }
            node = parent
        }
        for v in path { roots[ObjectIdentifier(v)] = root }
        return root
    }
}
