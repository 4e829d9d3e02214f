/// Frees trees of any depth without recursing: a layer or view whose deinit would release
/// children (each of which would release its own, one stack frame level per tree level)
/// hands them here instead, and the outermost release on the thread drops them one at a
/// time in a loop, so a 20,000-deep chain is freed with a bounded stack.
package enum DeferredRelease {
    private final class Pending {
        var objects: [AnyObject] = []
        var isDraining = false
    }
    private static let storage = ThreadLocalStorage { Pending() }

    /// Empties `objects` and releases what it held, after those handed over earlier on this
    /// thread when a release is already under way (the caller keeps no reference).
    package static func release<T: AnyObject>(_ objects: inout [T]) {
        guard !objects.isEmpty else { return }
        let pending = storage.value
        pending.objects.append(contentsOf: objects.lazy.map { $0 as AnyObject })
        objects = []
        if pending.isDraining { return }
        pending.isDraining = true
        while !pending.objects.isEmpty {
            // Each object is released at the end of the iteration; its deinit may append more.
            _ = pending.objects.removeLast()
        }
        pending.isDraining = false
    }
}
