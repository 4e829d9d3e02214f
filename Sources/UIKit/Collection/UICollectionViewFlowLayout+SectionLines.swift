import CoreGraphics
import Foundation

// Breaking one section's items into lines: the general path (any sizes, a frame stored
// per item, O(n)) and the uniform path (every item `itemSize`, O(items on a line)).

/// One section's metrics across and along the lines.
struct FlowLineMetrics {
    let vertical: Bool
    /// The length across the axis between the section insets.
    let available: CGFloat
    let crossBefore: CGFloat
    let interitem: CGFloat
    let lineSpacing: CGFloat

    func cross(_ size: CGSize) -> CGFloat { vertical ? size.width : size.height }
    func main(_ size: CGSize) -> CGFloat { vertical ? size.height : size.width }
}

/// Marks that the protocol extension answered `sizeForItemAt` (the delegate does not
/// implement it); Linux has no `respondsToSelector:` to ask.
@MainActor enum FlowDelegateDefaults {
    static var answeredSizeForItem = false
}

extension UICollectionViewFlowLayout {
    /// A metric when it is finite and non-negative, else 0 (logged).
    func flowFinite(_ v: CGFloat, _ what: String) -> CGFloat {
        if v.isFinite, v >= 0 { return v }
        UIView.log("UICollectionViewFlowLayout: \(what) \(v) is invalid; 0 used")
        return 0
    }

    /// Whether the delegate implements `collectionView(_:layout:sizeForItemAt:)`, asked
    /// once about the first item.
    func delegateSizesItems(_ delegate: UICollectionViewDelegateFlowLayout?, _ cv: UICollectionView) -> Bool {
        guard let delegate, let s = (0..<cv.numberOfSections).first(where: { cv.numberOfItems(inSection: $0) > 0 }) else { return false }
        FlowDelegateDefaults.answeredSizeForItem = false
        _ = delegate.collectionView(cv, layout: self, sizeForItemAt: IndexPath(item: 0, section: s))
        return !FlowDelegateDefaults.answeredSizeForItem
    }

    /// Whether the flow layout mirrors its items itself: the collection view runs opposite
    /// to `developmentLayoutDirection` and the layout does not ask the collection view to
    /// flip its coordinates (`flipsHorizontallyInOppositeLayoutDirection`), as UIKit's flow
    /// layout lays lines out from the right in a right-to-left interface.
    func mirrorsItself(_ cv: UICollectionView) -> Bool {
        cv.effectiveUserInterfaceLayoutDirection != developmentLayoutDirection && !flipsHorizontallyInOppositeLayoutDirection
    }

    /// `size` with finite, non-negative sides, no wider across the axis than the section
    /// allows (logged once per pass, as UIKit logs it).
    func clampedItemSize(_ raw: CGSize, _ m: FlowLineMetrics, warned: inout Bool) -> CGSize {
        var size = CGSize(width: flowFinite(raw.width, "item width"), height: flowFinite(raw.height, "item height"))
        let crossSize = m.cross(size)
        if crossSize > m.available + 0.001 {
            if !warned {
                UIView.log("The behavior of the UICollectionViewFlowLayout is not defined because the item \(m.vertical ? "width" : "height") (\(crossSize)) must be less than the \(m.vertical ? "width" : "height") of the UICollectionView minus the section insets (\(m.available)); the item is clamped")
                warned = true
            }
            size = m.vertical ? CGSize(width: m.available, height: size.height) : CGSize(width: size.width, height: m.available)
        }
        return size
    }

    /// Lays out items of any sizes from `start` along the axis; returns where the last
    /// line ends. O(n) time and memory.
    func generalLines(_ g: inout FlowSectionGeometry, _ m: FlowLineMetrics, sizes: [CGSize], start: CGFloat) -> CGFloat {
        let n = sizes.count
        var cursor = start
        g.itemFrames = [CGRect](repeating: .zero, count: n)
        var i = 0
        while i < n {
            var used = m.cross(sizes[i]), lineLength = m.main(sizes[i])
            var j = i + 1
            while j < n, used + m.interitem + m.cross(sizes[j]) <= m.available + 0.001 {
                used += m.interitem + m.cross(sizes[j])
                lineLength = max(lineLength, m.main(sizes[j]))
                j += 1
            }
            let offsets = crossOffsets(m, count: j - i, used: used, isLast: j == n) { m.cross(sizes[i + $0]) }
            g.lines.starts.append(i)
            g.lines.minimums.append(cursor)
            g.lines.maximums.append(cursor + lineLength)
            for k in i..<j {
                let main = cursor + (lineLength - m.main(sizes[k])) / 2
                let cross = offsets[k - i]
                g.itemFrames[k] = m.vertical ? CGRect(x: cross, y: main, width: sizes[k].width, height: sizes[k].height)
                                             : CGRect(x: main, y: cross, width: sizes[k].width, height: sizes[k].height)
            }
            cursor += lineLength
            if j < n { cursor += m.lineSpacing }
            i = j
        }
        return cursor
    }

    /// Lays out `count` items of `itemSize` from `start`: one line is measured, the rest is
    /// arithmetic. Returns where the last line ends.
    func uniformLines(_ g: inout FlowSectionGeometry, _ m: FlowLineMetrics, count n: Int, start: CGFloat, warned: inout Bool) -> CGFloat {
        let size = clampedItemSize(itemSize, m, warned: &warned)
        let c = m.cross(size)
        var u = FlowUniformLines()
        u.count = n
        u.vertical = m.vertical
        u.itemMain = m.main(size)
        u.itemCross = c
        u.firstLine = start
        u.pitch = u.itemMain + m.lineSpacing
        guard n > 0 else { g.uniform = u; return start }
        // How many fit on a line: the same greedy test as the general path.
        var used = c, perLine = 1
        while perLine < n, used + m.interitem + c <= m.available + 0.001 {
            used += m.interitem + c
            perLine += 1
        }
        u.perLine = perLine
        let lines = u.lineCount
        let lastCount = n - (lines - 1) * perLine
        var lastUsed = c
        for _ in 1..<max(1, lastCount) { lastUsed += m.interitem + c }
        u.fullOffsets = crossOffsets(m, count: perLine, used: used, isLast: false) { _ in c }
        u.lastOffsets = crossOffsets(m, count: lastCount, used: lastUsed, isLast: true) { _ in c }
        g.uniform = u
        return u.lineMax(lines - 1)
    }

    /// Where the items of one line go across the axis: a lone item on a line that is not
    /// the section's last is centered; several are spread over the line (the extra space
    /// goes between them); the last line keeps the minimum spacing from the leading inset.
    private func crossOffsets(_ m: FlowLineMetrics, count: Int, used: CGFloat, isLast: Bool, crossOf: (Int) -> CGFloat) -> [CGFloat] {
        var spacing = m.interitem
        var position = m.crossBefore
        if count == 1, !isLast {
            position += (m.available - used) / 2
        } else if count > 1, !isLast {
            spacing = m.interitem + (m.available - used) / CGFloat(count - 1)
        }
        var result: [CGFloat] = []
        result.reserveCapacity(count)
        for k in 0..<count {
            result.append(position)
            position += crossOf(k) + spacing
        }
        return result
    }
}
