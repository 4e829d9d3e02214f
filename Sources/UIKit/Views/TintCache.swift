import Synchronization

/// The generation of cached tint inputs (`UIView.tintCache`): changing any view's own
/// tint color or adjustment mode, moving a view with subviews, or freeing a view whose
/// subviews live on starts a new one, which makes every cache stale at once.
package enum TintCache {
    private static let generation = Atomic<Int>(1)

    /// The current generation (never 0, the mark of a view without a cache).
    package static var current: Int { generation.load(ordering: .relaxed) }

    /// Makes every cached tint stale.
    package static func invalidateAll() { generation.add(1, ordering: .relaxed) }
}
