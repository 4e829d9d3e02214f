import CoreGraphics
import Foundation

// Laying out one group: its items along its axis (repeated while they fit, or exactly
// `count` of them), edge and inter-item spacing (fixed or flexible), nested groups, and
// custom groups' frames. Estimated dimensions take the measured size once the cell
// reported one.

/// The state of laying out one section's groups.
@MainActor
struct CompositionalGroupContext {
    let section: Int
    let available: Int
    let environment: CompositionalEnvironment
    let measured: [CollectionElementKey: CGSize]
    var sawEstimate = false
}

extension UICollectionViewCompositionalLayout {
    /// The size of `item` in `container`, with the measured size on its estimated axes.
    func resolvedSize(_ item: NSCollectionLayoutItem, in container: CGSize, key: CollectionElementKey?, _ ctx: inout CompositionalGroupContext) -> CGSize {
        var size = item.layoutSize.resolve(in: container, what: item is NSCollectionLayoutGroup ? "group" : "item")
        let w = item.layoutSize.widthDimension.isEstimated, h = item.layoutSize.heightDimension.isEstimated
        if w || h { ctx.sawEstimate = true }
        if let key, let m = ctx.measured[key] {
            if w { size.width = m.width }
            if h { size.height = m.height }
        }
        return size
    }

    /// Places `group` at `origin` with `size` (its contentInsets not yet applied), its
    /// items numbered from `first`; appends the cells to `leaves` and returns how many,
    /// and the group's size (its estimated dimensions replaced by its content's extent).
    func layoutGroup(_ group: NSCollectionLayoutGroup, origin: CGPoint, size: CGSize, first: Int,
                     leaves: inout [CompositionalLeaf], _ ctx: inout CompositionalGroupContext) -> (count: Int, size: CGSize) {
        let insets = group.contentInsets
        let content = CGRect(x: origin.x + insets.leading, y: origin.y + insets.top,
                             width: max(0, size.width - insets.leading - insets.trailing), height: max(0, size.height - insets.top - insets.bottom))
        var count = 0
        var extent = CGSize.zero
        switch group.arrangement {
        case .custom:
            let env = CompositionalEnvironment(container: CompositionalContainer(contentSize: content.size, effectiveContentInsets: .zero),
                                               traitCollection: ctx.environment.traitCollection)
            for custom in group.itemProvider?(env) ?? [] where first + count < ctx.available {
                guard custom.frame.origin.x.isFinite, custom.frame.origin.y.isFinite, custom.frame.width.isFinite, custom.frame.height.isFinite else {
                    CompositionalDiagnostics.report("NSCollectionLayoutGroupCustomItem frame \(custom.frame) is not finite; the item is placed at zero size")
                    leaves.append(CompositionalLeaf(frame: CGRect(origin: content.origin, size: .zero), zIndex: custom.zIndex, item: group))
                    count += 1
                    continue
                }
                let f = custom.frame.offsetBy(dx: content.minX, dy: content.minY)
                leaves.append(CompositionalLeaf(frame: f, zIndex: custom.zIndex, item: group))
                extent.width = max(extent.width, custom.frame.maxX)
                extent.height = max(extent.height, custom.frame.maxY)
                count += 1
            }
        case .horizontal, .vertical:
            (count, extent) = layoutLinear(group, content: content, first: first, leaves: &leaves, &ctx)
        }
        var result = size
        if group.layoutSize.widthDimension.isEstimated { result.width = extent.width + insets.leading + insets.trailing }
        if group.layoutSize.heightDimension.isEstimated { result.height = extent.height + insets.top + insets.bottom }
        return (count, result)
    }

    /// A row or column: entries placed one after the other, then flexible spacing shares
    /// the space left over.
    private func layoutLinear(_ group: NSCollectionLayoutGroup, content: CGRect, first: Int,
                              leaves: inout [CompositionalLeaf], _ ctx: inout CompositionalGroupContext) -> (Int, CGSize) {
        let horizontal = group.arrangement == .horizontal
        func along(_ s: CGSize) -> CGFloat { horizontal ? s.width : s.height }
        func across(_ s: CGSize) -> CGFloat { horizontal ? s.height : s.width }
        let length = along(content.size), breadth = across(content.size)
        let spacing = group.interItemSpacing
        let gap = spacing?.points ?? 0
        struct Entry { var leaves: Range<Int>; var position: CGFloat; var size: CGSize; var before: NSCollectionLayoutSpacing?; var after: NSCollectionLayoutSpacing?
            var crossBefore: NSCollectionLayoutSpacing?; var crossAfter: NSCollectionLayoutSpacing? }
        var entries: [Entry] = []
        var cursor: CGFloat = 0
        var placed = 0
        let fixedCount = group.fixedCount
        let limit = fixedCount ?? Int.max
        var index = 0
        guard !group.subitems.isEmpty else { return (0, .zero) }
        while entries.count < limit, first + placed < ctx.available {
            let item = group.subitems[index % group.subitems.count]
            index += 1
            let edges = item.edgeSpacing
            let before = horizontal ? edges?.leading : edges?.top, after = horizontal ? edges?.trailing : edges?.bottom
            let crossBefore = horizontal ? edges?.top : edges?.leading, crossAfter = horizontal ? edges?.bottom : edges?.trailing
            let lead = (before?.points ?? 0) + (entries.isEmpty ? 0 : gap)
            let key = item is NSCollectionLayoutGroup ? nil : CollectionElementKey.cell(IndexPath(item: first + placed, section: ctx.section))
            var size = resolvedSize(item, in: content.size, key: key, &ctx)
            if let n = fixedCount {
                // `count` items share the group's length (less the spacing between them).
                let each = max(0, (length - gap * CGFloat(n - 1)) / CGFloat(n))
                size = horizontal ? CGSize(width: each, height: size.height) : CGSize(width: size.width, height: each)
            }
            let trail = after?.points ?? 0
            if fixedCount == nil, !entries.isEmpty, cursor + lead + along(size) > length + 0.001 { break }
            let position = cursor + lead
            let start = leaves.count
            let slotOrigin = horizontal ? CGPoint(x: content.minX + position, y: content.minY + (crossBefore?.points ?? 0))
                                        : CGPoint(x: content.minX + (crossBefore?.points ?? 0), y: content.minY + position)
            if let sub = item as? NSCollectionLayoutGroup {
                let r = layoutGroup(sub, origin: slotOrigin, size: size, first: first + placed, leaves: &leaves, &ctx)
                placed += r.count
                size = r.size
                if r.count == 0 { break }
            } else {
                let i = item.contentInsets
                let f = CGRect(x: slotOrigin.x + i.leading, y: slotOrigin.y + i.top,
                               width: max(0, size.width - i.leading - i.trailing), height: max(0, size.height - i.top - i.bottom))
                leaves.append(CompositionalLeaf(frame: f, zIndex: 0, item: item))
                placed += 1
            }
            entries.append(Entry(leaves: start..<leaves.count, position: position, size: size, before: before, after: after,
                                 crossBefore: crossBefore, crossAfter: crossAfter))
            cursor = position + along(size) + trail
            if along(size) + lead + trail <= 0, fixedCount == nil {
                CompositionalDiagnostics.report("NSCollectionLayoutGroup: an item of zero length along the group's axis would repeat without end; one item per group is used")
                break
            }
        }
        // Flexible spacings share what is left along the axis.
        var flexible = 0
        for (k, e) in entries.enumerated() {
            if e.before?.isFlexibleSpacing == true { flexible += 1 }
            if e.after?.isFlexibleSpacing == true { flexible += 1 }
            if k > 0, spacing?.isFlexibleSpacing == true { flexible += 1 }
        }
        let leftover = max(0, length - cursor)
        let share = flexible > 0 ? leftover / CGFloat(flexible) : 0
        var shift: CGFloat = 0
        var extentAlong: CGFloat = 0, extentAcross: CGFloat = 0
        for (k, e) in entries.enumerated() {
            if k > 0, spacing?.isFlexibleSpacing == true { shift += share }
            if e.before?.isFlexibleSpacing == true { shift += share }
            // Across the axis: flexible edges centre (both) or push (one) the item.
            let room = max(0, breadth - across(e.size) - (e.crossBefore?.points ?? 0) - (e.crossAfter?.points ?? 0))
            let crossFlexBefore = e.crossBefore?.isFlexibleSpacing == true, crossFlexAfter = e.crossAfter?.isFlexibleSpacing == true
            let crossShift = crossFlexBefore && crossFlexAfter ? room / 2 : (crossFlexBefore ? room : 0)
            let dx = horizontal ? shift : crossShift, dy = horizontal ? crossShift : shift
            if dx != 0 || dy != 0 { for l in e.leaves { leaves[l].frame = leaves[l].frame.offsetBy(dx: dx, dy: dy) } }
            if e.after?.isFlexibleSpacing == true { shift += share }
            extentAlong = e.position + shift + along(e.size) + (e.after?.points ?? 0)
            extentAcross = max(extentAcross, across(e.size) + (e.crossBefore?.points ?? 0) + (e.crossAfter?.points ?? 0))
        }
        let extent = horizontal ? CGSize(width: extentAlong, height: extentAcross) : CGSize(width: extentAcross, height: extentAlong)
        return (placed, extent)
    }
}
