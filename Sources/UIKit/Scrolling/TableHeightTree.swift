import Foundation

/// A Fenwick (binary indexed) tree of heights: set one height, the sum of a prefix, and the
/// index containing an offset, each in O(log n); built from all heights in O(n). The
/// table's row geometry lives here so offset↔row lookups stay cheap for millions of rows.
struct TableHeightTree {
    private(set) var heights: [Double] = []
    private var tree: [Double] = [0]

    init() {}

    /// A tree over `heights` (O(n)).
    init(_ heights: [Double]) { rebuild(heights) }

    var count: Int { heights.count }
    /// The sum of all heights.
    var total: Double { prefix(heights.count) }

    /// Replaces every height (O(n)).
    mutating func rebuild(_ newHeights: [Double]) {
        heights = newHeights
        tree = [0] + newHeights
        let n = newHeights.count
        var i = 1
        while i <= n {
            let parent = i + (i & -i)
            if parent <= n { tree[parent] += tree[i] }
            i += 1
        }
    }

    /// Sets the height at `index` (O(log n)).
    mutating func set(_ index: Int, _ height: Double) {
        guard index >= 0, index < heights.count else { return }
        let delta = height - heights[index]
        guard delta != 0 else { return }
        heights[index] = height
        var i = index + 1
        while i < tree.count {
            tree[i] += delta
            i += i & -i
        }
    }

    /// The sum of the first `count` heights (O(log n)).
    func prefix(_ count: Int) -> Double {
        var i = min(max(0, count), heights.count)
        var sum = 0.0
        while i > 0 {
            sum += tree[i]
            i -= i & -i
        }
        return sum
    }

    /// The index whose span [prefix(i), prefix(i+1)) contains `offset`, clamped to the
    /// valid range; `count` when the tree is empty (O(log n), binary lifting).
    func index(containing offset: Double) -> Int {
        let n = heights.count
        guard n > 0 else { return 0 }
        var position = 0
        var remaining = max(0, offset)
        var step = 1
        while step * 2 <= n { step *= 2 }
        while step > 0 {
            let next = position + step
            if next <= n, tree[next] <= remaining {
                position = next
                remaining -= tree[next]
            }
            step /= 2
        }
        return min(position, n - 1)
    }
}
