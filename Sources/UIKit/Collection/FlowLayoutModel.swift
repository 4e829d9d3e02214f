import CoreGraphics
import Foundation

/// The lines of a flow-layout section whose items all have one size (the layout's
/// `itemSize`, no delegate sizes, no self-sizing): every line but the last holds
/// `perLine` items, so any item's frame and the items of any stretch of the scrolling axis
/// are computed arithmetically, without storing a frame per item.
struct FlowUniformLines {
    var count = 0
    var perLine = 1
    var vertical = true
    /// The item's length along the scrolling axis and across it.
    var itemMain: CGFloat = 0
    var itemCross: CGFloat = 0
    /// Where the first line starts along the scrolling axis, and the distance from one
    /// line's start to the next (item length plus line spacing).
    var firstLine: CGFloat = 0
    var pitch: CGFloat = 0
    /// The items' positions across the axis on a full line (spread) and on the last line
    /// (minimum spacing from the leading inset), by position in the line.
    var fullOffsets: [CGFloat] = []
    var lastOffsets: [CGFloat] = []

    var lineCount: Int { count == 0 ? 0 : (count + perLine - 1) / perLine }
    func lineMin(_ l: Int) -> CGFloat { firstLine + CGFloat(l) * pitch }
    func lineMax(_ l: Int) -> CGFloat { lineMin(l) + itemMain }

    /// The frame of item `i` (0 ≤ i < count). O(1).
    func frame(_ i: Int) -> CGRect {
        let line = i / perLine, j = i - line * perLine
        let cross = line == lineCount - 1 ? lastOffsets[j] : fullOffsets[j]
        let main = lineMin(line)
        return vertical ? CGRect(x: cross, y: main, width: itemCross, height: itemMain)
                        : CGRect(x: main, y: cross, width: itemMain, height: itemCross)
    }

    /// The items whose lines overlap `lo...hi` along the scrolling axis. O(1).
    func items(from lo: CGFloat, to hi: CGFloat) -> Range<Int> {
        let lines = lineCount
        guard lines > 0, lo.isFinite, hi.isFinite else { return 0..<0 }
        func index(_ v: CGFloat) -> Int {
            guard pitch > 0 else { return 0 }
            let x = (v / pitch).rounded(.down)
            return x < 0 ? 0 : x >= CGFloat(lines) ? lines - 1 : Int(x)
        }
        // The estimate from division, then corrected against the lines' actual bounds.
        var first = index(lo - firstLine - itemMain)
        while first > 0, lineMax(first - 1) >= lo { first -= 1 }
        while first < lines, lineMax(first) < lo { first += 1 }
        var last = index(hi - firstLine)
        while last + 1 < lines, lineMin(last + 1) <= hi { last += 1 }
        while last >= 0, lineMin(last) > hi { last -= 1 }
        guard first <= last else { return 0..<0 }
        return first * perLine..<min(count, (last + 1) * perLine)
    }
}

/// The computed geometry of one flow-layout section, with its lines indexed along the
/// scrolling axis for binary search (or, for uniform items, computed arithmetically).
struct FlowSectionGeometry: MainAxisSpan {
    var header: CGRect?
    var footer: CGRect?
    /// Set when every item has the layout's `itemSize`: no per-item storage.
    var uniform: FlowUniformLines?
    var itemFrames: [CGRect] = []
    /// The lines: their first items and where each starts and ends along the scrolling axis.
    var lines = ItemRows()
    /// Where the section (header to footer) starts and ends along the scrolling axis.
    var mainStart: CGFloat = 0
    var mainEnd: CGFloat = 0
    /// Where the items' area (insets included) ends: the footer's start.
    var itemsEnd: CGFloat = 0

    var itemCount: Int { uniform?.count ?? itemFrames.count }

    /// The frame of item `i` (0 ≤ i < itemCount).
    func itemFrame(_ i: Int) -> CGRect { uniform?.frame(i) ?? itemFrames[i] }

    /// The items whose lines overlap `lo...hi` along the scrolling axis.
    func items(from lo: CGFloat, to hi: CGFloat) -> Range<Int> {
        if let uniform { return uniform.items(from: lo, to: hi) }
        return lines.items(from: lo, to: hi, itemCount: itemFrames.count)
    }
}

/// Everything a flow layout computed in `prepare()`.
struct FlowLayoutModel {
    var sections: [FlowSectionGeometry] = []
    var contentSize: CGSize = .zero
    var vertical = true
    /// The visible length across the scrolling axis the lines were computed for.
    var crossLength: CGFloat = -1
    /// Whether frames are mirrored horizontally (a right-to-left interface), and the width
    /// they are mirrored within.
    var mirrored = false
    var mirrorWidth: CGFloat = 0

    func main(_ r: CGRect) -> (CGFloat, CGFloat) { vertical ? (r.minY, r.maxY) : (r.minX, r.maxX) }

    /// `r` mirrored when the layout runs right to left (its own inverse).
    func mirror(_ r: CGRect) -> CGRect {
        guard mirrored, !r.isNull else { return r }
        return CGRect(x: mirrorWidth - r.maxX, y: r.minY, width: r.width, height: r.height)
    }

    /// The sections overlapping `lo...hi` along the scrolling axis.
    func sections(from lo: CGFloat, to hi: CGFloat) -> Range<Int> {
        overlapping(sections, from: lo, to: hi)
    }
}
