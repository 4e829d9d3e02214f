import Synchronization

/// How many replicating layers exist, so that the walk up for a replicating ancestor (on
/// every change a compositor hears of) is skipped in the common case of none.
package enum ReplicatorCensus {
    private static let alive = Atomic<Int>(0)

    /// Whether any replicating layer exists.
    package static var anyAlive: Bool { alive.load(ordering: .relaxed) > 0 }

    /// A replicating layer was made.
    package static func born() { alive.add(1, ordering: .relaxed) }

    /// A replicating layer was freed.
    package static func died() { alive.subtract(1, ordering: .relaxed) }
}
