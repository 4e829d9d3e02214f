import Synchronization

/// The generation of queued layer changes: a layer marked with the current generation has
/// a change queued in some compositor for itself or an ancestor (or lies in a tree no
/// compositor draws), so changes below it need not walk further up. Every render and every
/// freed compositor starts a new generation, which invalidates every mark at once.
package enum ChangeCoverage {
    private static let generation = Atomic<UInt64>(1)

    /// The current generation (never 0, the mark of a layer never covered).
    package static var current: UInt64 { generation.load(ordering: .relaxed) }

    /// Starts a new generation: queued changes were taken (or dropped).
    package static func advance() { generation.add(1, ordering: .relaxed) }
}
