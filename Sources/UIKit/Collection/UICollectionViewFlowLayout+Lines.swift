import CoreGraphics
import Foundation

// Computing the flow layout's lines and answering queries from them. Lines are computed
// in a (main, cross) space — main along the scrolling axis, cross along the lines — and
// mapped to x/y for the scrolling direction.

extension UICollectionViewFlowLayout {
    private var flowDelegate: UICollectionViewDelegateFlowLayout? { collectionView?.delegate as? UICollectionViewDelegateFlowLayout }

    func noteInvalidation(_ context: UICollectionViewLayoutInvalidationContext) {
        if let flow = context as? UICollectionViewFlowLayoutInvalidationContext,
           !flow.invalidateEverything, !flow.invalidateDataSourceCounts,
           !flow.invalidateFlowLayoutAttributes, !flow.invalidateFlowLayoutDelegateMetrics {
            return
        }
        if context.invalidateEverything || context.invalidateDataSourceCounts {
            if context.invalidateDataSourceCounts { measuredSizes = [:] }
        }
        needsRecompute = true
    }

    /// The length across the scrolling axis the lines fill.
    private func crossLength(_ cv: UICollectionView) -> CGFloat {
        let inset = cv.adjustedContentInset
        let vertical = scrollDirection == .vertical
        return max(0, vertical ? cv.bounds.width - inset.left - inset.right : cv.bounds.height - inset.top - inset.bottom)
    }

    private func referenceInsets(_ cv: UICollectionView) -> UIEdgeInsets {
        switch sectionInsetReference {
        case .fromContentInset: return .zero
        case .fromSafeArea:
            let s = cv.safeAreaInsets, c = cv.adjustedContentInset
            return UIEdgeInsets(top: max(0, s.top - c.top), left: max(0, s.left - c.left), bottom: max(0, s.bottom - c.bottom), right: max(0, s.right - c.right))
        case .fromLayoutMargins:
            let m = cv.layoutMargins, c = cv.adjustedContentInset
            return UIEdgeInsets(top: max(0, m.top - c.top), left: max(0, m.left - c.left), bottom: max(0, m.bottom - c.bottom), right: max(0, m.right - c.right))
        }
    }

    func prepareFlow() {
        guard let cv = collectionView else { model = FlowLayoutModel(); return }
        let cross = crossLength(cv)
        let vertical = scrollDirection == .vertical
        let mirrored = mirrorsItself(cv)
        if !needsRecompute, model.crossLength == cross, model.vertical == vertical, model.mirrored == mirrored { return }
        needsRecompute = false
        var m = FlowLayoutModel()
        m.vertical = vertical
        m.crossLength = cross
        let delegate = flowDelegate
        let reference = referenceInsets(cv)
        let selfSizing = estimatedItemSize != .zero
        // Without delegate sizes or self-sizing every item has `itemSize`: lines are computed
        // arithmetically and nothing is stored per item.
        let uniformSizes = !selfSizing && !delegateSizesItems(delegate, cv)
        let estimate = estimatedItemSize == UICollectionViewFlowLayout.automaticSize ? itemSize : estimatedItemSize
        var cursor: CGFloat = 0
        var warned = false
        func rect(main: CGFloat, cross c: CGFloat, mainLength: CGFloat, crossLength cl: CGFloat) -> CGRect {
            vertical ? CGRect(x: c, y: main, width: cl, height: mainLength) : CGRect(x: main, y: c, width: mainLength, height: cl)
        }
        let finite = flowFinite
        for s in 0..<cv.numberOfSections {
            var g = FlowSectionGeometry()
            g.mainStart = cursor
            let headerSize = delegate?.collectionView(cv, layout: self, referenceSizeForHeaderInSection: s) ?? headerReferenceSize
            let headerLength = finite(vertical ? headerSize.height : headerSize.width, "header size")
            if headerLength > 0 {
                g.header = rect(main: cursor, cross: 0, mainLength: headerLength, crossLength: cross)
                cursor += headerLength
            }
            let raw = delegate?.collectionView(cv, layout: self, insetForSectionAt: s) ?? sectionInset
            let inset = UIEdgeInsets(top: raw.top + reference.top, left: raw.left + reference.left, bottom: raw.bottom + reference.bottom, right: raw.right + reference.right)
            let (mainBefore, mainAfter, crossBefore, crossAfter) = vertical ? (inset.top, inset.bottom, inset.left, inset.right) : (inset.left, inset.right, inset.top, inset.bottom)
            let lineSpacing = finite(delegate?.collectionView(cv, layout: self, minimumLineSpacingForSectionAt: s) ?? minimumLineSpacing, "minimumLineSpacing")
            let interitem = finite(delegate?.collectionView(cv, layout: self, minimumInteritemSpacingForSectionAt: s) ?? minimumInteritemSpacing, "minimumInteritemSpacing")
            let available = max(0, cross - crossBefore - crossAfter)
            let n = cv.numberOfItems(inSection: s)
            cursor += mainBefore
            let lines = FlowLineMetrics(vertical: vertical, available: available, crossBefore: crossBefore, interitem: interitem, lineSpacing: lineSpacing)
            if uniformSizes {
                cursor = uniformLines(&g, lines, count: n, start: cursor, warned: &warned)
            } else {
                let sizes = (0..<n).map { i in
                    let ip = IndexPath(item: i, section: s)
                    let size = selfSizing ? (measuredSizes[ip] ?? estimate) : (delegate?.collectionView(cv, layout: self, sizeForItemAt: ip) ?? itemSize)
                    return clampedItemSize(size, lines, warned: &warned)
                }
                cursor = generalLines(&g, lines, sizes: sizes, start: cursor)
            }
            cursor += mainAfter
            g.itemsEnd = cursor
            let footerSize = delegate?.collectionView(cv, layout: self, referenceSizeForFooterInSection: s) ?? footerReferenceSize
            let footerLength = finite(vertical ? footerSize.height : footerSize.width, "footer size")
            if footerLength > 0 {
                g.footer = rect(main: cursor, cross: 0, mainLength: footerLength, crossLength: cross)
                cursor += footerLength
            }
            g.mainEnd = cursor
            m.sections.append(g)
        }
        m.contentSize = vertical ? CGSize(width: cross, height: cursor) : CGSize(width: cursor, height: cross)
        m.mirrored = mirrored
        m.mirrorWidth = max(m.contentSize.width, cv.bounds.width - cv.adjustedContentInset.left - cv.adjustedContentInset.right)
        model = m
    }

    // MARK: Queries

    func flowAttributes(in visibleRect: CGRect) -> [UICollectionViewLayoutAttributes] {
        // Lines are computed left to right; a mirrored layout asks about the mirrored rect
        // and mirrors what it finds.
        let rect = model.mirror(visibleRect)
        let (lo, hi) = model.main(rect)
        var result: [UICollectionViewLayoutAttributes] = []
        let pinning = sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds
        let range = pinning ? 0..<model.sections.count : model.sections(from: lo, to: hi)
        for s in range {
            let g = model.sections[s]
            if pinning, g.mainEnd < lo || g.mainStart > hi { continue }
            if let header = supplementaryFrame(g, header: true), overlaps(header, rect) {
                result.append(supplementary(UICollectionView.elementKindSectionHeader, s, header, pinned: sectionHeadersPinToVisibleBounds))
            }
            for i in g.items(from: lo, to: hi) {
                let frame = g.itemFrame(i)
                guard overlaps(frame, rect) else { continue }
                let a = makeCellAttributes(IndexPath(item: i, section: s))
                a.frame = model.mirror(frame)
                result.append(a)
            }
            if let footer = supplementaryFrame(g, header: false), overlaps(footer, rect) {
                result.append(supplementary(UICollectionView.elementKindSectionFooter, s, footer, pinned: sectionFootersPinToVisibleBounds))
            }
        }
        return result
    }

    private func supplementary(_ kind: String, _ s: Int, _ frame: CGRect, pinned: Bool) -> UICollectionViewLayoutAttributes {
        let a = makeSupplementaryAttributes(kind, IndexPath(item: 0, section: s))
        a.frame = model.mirror(frame)
        // UIKit draws supplementary views above cells; pinned ones above everything.
        a.zIndex = pinned ? 1024 : 10
        return a
    }

    /// A header's or footer's frame, moved to stay in the visible bounds when pinned.
    private func supplementaryFrame(_ g: FlowSectionGeometry, header: Bool) -> CGRect? {
        guard var frame = header ? g.header : g.footer else { return nil }
        let pinned = header ? sectionHeadersPinToVisibleBounds : sectionFootersPinToVisibleBounds
        guard pinned, let cv = collectionView else { return frame }
        let v = model.vertical
        let inset = cv.adjustedContentInset
        let offset = v ? cv.contentOffset.y : cv.contentOffset.x
        var visibleStart = offset + (v ? inset.top : inset.left)
        var visibleEnd = offset + (v ? cv.bounds.height - inset.bottom : cv.bounds.width - inset.right)
        if model.mirrored, !v { (visibleStart, visibleEnd) = (model.mirrorWidth - visibleEnd, model.mirrorWidth - visibleStart) }
        let length = v ? frame.height : frame.width
        var origin = v ? frame.minY : frame.minX
        if header {
            let limit = g.itemsEnd - length
            origin = min(max(origin, visibleStart), max(origin, limit))
        } else {
            let start = g.header.map { v ? $0.maxY : $0.maxX } ?? g.mainStart
            origin = max(min(origin, visibleEnd - length), min(origin, start))
        }
        if v { frame.origin.y = origin } else { frame.origin.x = origin }
        return frame
    }

    func flowItemAttributes(_ indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < model.sections.count else { return nil }
        let g = model.sections[indexPath.section]
        guard indexPath.item >= 0, indexPath.item < g.itemCount else { return nil }
        let a = makeCellAttributes(indexPath)
        a.frame = model.mirror(g.itemFrame(indexPath.item))
        return a
    }

    func flowSupplementaryAttributes(_ kind: String, _ indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count >= 1, indexPath.section >= 0, indexPath.section < model.sections.count else { return nil }
        let g = model.sections[indexPath.section]
        switch kind {
        case UICollectionView.elementKindSectionHeader:
            return supplementaryFrame(g, header: true).map { supplementary(kind, indexPath.section, $0, pinned: sectionHeadersPinToVisibleBounds) }
        case UICollectionView.elementKindSectionFooter:
            return supplementaryFrame(g, header: false).map { supplementary(kind, indexPath.section, $0, pinned: sectionFootersPinToVisibleBounds) }
        default:
            return nil
        }
    }

    // MARK: Bounds changes

    func flowShouldInvalidate(_ newBounds: CGRect) -> Bool {
        guard let cv = collectionView else { return false }
        let old = cv.bounds
        let crossChanged = scrollDirection == .vertical ? old.width != newBounds.width : old.height != newBounds.height
        return crossChanged || sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds
    }

    func flowBoundsContext(_ newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        guard let flow = context as? UICollectionViewFlowLayoutInvalidationContext, let cv = collectionView else { return context }
        let old = cv.bounds
        let crossChanged = scrollDirection == .vertical ? old.width != newBounds.width : old.height != newBounds.height
        flow.invalidateFlowLayoutDelegateMetrics = crossChanged
        flow.invalidateFlowLayoutAttributes = crossChanged
        return flow
    }
}
