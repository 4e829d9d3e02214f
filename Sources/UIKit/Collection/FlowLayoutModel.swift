import CoreGraphics
import Foundation

/// The computed geometry of one flow-layout section, with its lines indexed along the
/// scrolling axis for binary search.
struct FlowSectionGeometry {
    var header: CGRect?
    var footer: CGRect?
    var itemFrames: [CGRect] = []
    /// The first item of each line.
    var lineStarts: [Int] = []
    /// Where each line starts and ends along the scrolling axis.
    var lineMin: [CGFloat] = []
    var lineMax: [CGFloat] = []
    /// Where the section (header to footer) starts and ends along the scrolling axis.
    var mainStart: CGFloat = 0
    var mainEnd: CGFloat = 0
    /// Where the items' area (insets included) ends: the footer's start.
    var itemsEnd: CGFloat = 0

    /// The items whose lines overlap `lo..<hi` along the scrolling axis.
    func items(from lo: CGFloat, to hi: CGFloat) -> Range<Int> {
        guard !lineStarts.isEmpty else { return 0..<0 }
        var a = 0, b = lineMax.count
        while a < b {
            let m = (a + b) / 2
            if lineMax[m] < lo { a = m + 1 } else { b = m }
        }
        guard a < lineStarts.count, lineMin[a] <= hi else { return 0..<0 }
        var last = a
        var c = a, d = lineMin.count
        while c < d {
            let m = (c + d) / 2
            if lineMin[m] <= hi { last = m; c = m + 1 } else { d = m }
        }
        let end = last + 1 < lineStarts.count ? lineStarts[last + 1] : itemFrames.count
        return lineStarts[a]..<end
    }
}

/// Everything a flow layout computed in `prepare()`.
struct FlowLayoutModel {
    var sections: [FlowSectionGeometry] = []
    var contentSize: CGSize = .zero
    var vertical = true
    /// The visible length across the scrolling axis the lines were computed for.
    var crossLength: CGFloat = -1

    func main(_ r: CGRect) -> (CGFloat, CGFloat) { vertical ? (r.minY, r.maxY) : (r.minX, r.maxX) }

    /// The sections overlapping `lo...hi` along the scrolling axis.
    func sections(from lo: CGFloat, to hi: CGFloat) -> Range<Int> {
        var a = 0, b = sections.count
        while a < b {
            let m = (a + b) / 2
            if sections[m].mainEnd < lo { a = m + 1 } else { b = m }
        }
        var end = a
        while end < sections.count, sections[end].mainStart <= hi { end += 1 }
        return a..<end
    }
}
