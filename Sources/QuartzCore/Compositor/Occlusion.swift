import CoreGraphics

/// The device rectangles that layers painted later in the current walk will cover with
/// opaque pixels: what lies entirely inside one of them need not be painted. A painter
/// and its copies share one; a group (opacity, mask, shadow, transition) suspends it, since
/// what is drawn into a group is reused as a whole.
package final class Occlusion {
    /// The covering rectangles (whole device pixels) in force now.
    @exclusivity(unchecked) package private(set) var rects: [CGRect] = []

    package init() {}

    /// Whether `box` lies entirely under a cover.
    @inline(__always) func hides(_ box: CGRect) -> Bool {
        guard !rects.isEmpty else { return false }
        for rect in rects where rect.contains(box) {
            OpaqueCoverage.occludedCount += 1
            return true
        }
        return false
    }

    /// Runs `body` with `extra` covers added to those in force.
    func with<T>(_ extra: ArraySlice<CGRect>, _ body: () -> T) -> T {
        guard !extra.isEmpty else { return body() }
        let saved = rects
        rects += extra
        defer { rects = saved }
        return body()
    }

    /// Runs `body` with no covers in force (painting into a group).
    func suspended<T>(_ body: () -> T) -> T {
        guard !rects.isEmpty else { return body() }
        let saved = rects
        rects = []
        defer { rects = saved }
        return body()
    }
}
