import CoreGraphics

/// Rows of items along a scrolling axis (a flow layout's lines, a compositional section's
/// groups): where each row's items start and the extent each row covers, in order.
struct ItemRows {
    /// The first item of each row.
    var starts: [Int] = []
    /// Where each row begins and ends along the scrolling axis (ascending).
    var minimums: [CGFloat] = []
    var maximums: [CGFloat] = []

    /// The items of the rows overlapping `lo...hi` (binary searches: O(log rows)), given
    /// the total item count.
    func items(from lo: CGFloat, to hi: CGFloat, itemCount: Int) -> Range<Int> {
        guard !starts.isEmpty else { return 0..<0 }
        var a = 0, b = maximums.count
        while a < b {
            let m = (a + b) / 2
            if maximums[m] < lo { a = m + 1 } else { b = m }
        }
        guard a < starts.count, minimums[a] <= hi else { return 0..<0 }
        var last = a
        var c = a, d = minimums.count
        while c < d {
            let m = (c + d) / 2
            if minimums[m] <= hi { last = m; c = m + 1 } else { d = m }
        }
        let end = last + 1 < starts.count ? starts[last + 1] : itemCount
        return starts[a]..<end
    }
}

/// Something laid out along the scrolling axis from `mainStart` to `mainEnd` (a section).
protocol MainAxisSpan {
    var mainStart: CGFloat { get }
    var mainEnd: CGFloat { get }
}

/// The spans of `spans` (in order along the axis) overlapping `lo...hi`.
func overlapping<S: MainAxisSpan>(_ spans: [S], from lo: CGFloat, to hi: CGFloat) -> Range<Int> {
    var a = 0, b = spans.count
    while a < b {
        let m = (a + b) / 2
        if spans[m].mainEnd < lo { a = m + 1 } else { b = m }
    }
    var end = a
    while end < spans.count, spans[end].mainStart <= hi { end += 1 }
    return a..<end
}
