import CoreGraphics
import Foundation

// Answering the collection view from the computed sections: attributes in a rectangle,
// per element, with orthogonal sections shifted by their scroll views' offsets and
// pinned headers and footers kept in the visible bounds.

extension UICollectionViewCompositionalLayout {
    /// How far section `s`'s orthogonal scroll view has scrolled (zero when it has none).
    func orthogonalShift(_ s: Int) -> CGPoint {
        guard let view = orthogonalViews[s] else { return .zero }
        return view.layoutOffset(view.contentOffset)
    }

    private func shifted(_ f: CGRect, _ shift: CGPoint) -> CGRect {
        model.vertical ? f.offsetBy(dx: -shift.x, dy: 0) : f.offsetBy(dx: 0, dy: -shift.y)
    }

    func cellAttributes(_ g: CompositionalSectionGeometry, _ s: Int, _ i: Int, _ shift: CGPoint) -> UICollectionViewLayoutAttributes {
        let leaf = g.items[i]
        let a = makeCellAttributes(IndexPath(item: i, section: s))
        a.frame = g.isOrthogonal ? shifted(leaf.frame, shift) : leaf.frame
        a.zIndex = leaf.zIndex
        markSelfSizing(a, leaf.item)
        if let list = g.section.listConfiguration { a.listInfo = listInfo(list, g, item: i) }
        return a
    }

    /// Tells the view which axes it may size (the estimated ones).
    private func markSelfSizing(_ a: UICollectionViewLayoutAttributes, _ item: NSCollectionLayoutItem) {
        var axes: UIAxis = []
        if item.layoutSize.widthDimension.isEstimated { axes.insert(.horizontal) }
        if item.layoutSize.heightDimension.isEstimated { axes.insert(.vertical) }
        a.selfSizingAxes = axes
    }

    func supplementaryAttributes(_ sup: CompositionalSupplementary, _ g: CompositionalSectionGeometry?, _ shift: CGPoint) -> UICollectionViewLayoutAttributes {
        let a = makeSupplementaryAttributes(sup.kind, sup.indexPath)
        var f = sup.scrollsOrthogonally ? shifted(sup.frame, shift) : sup.frame
        if sup.pinned { f = pinnedFrame(f, sup.isHeader, g) }
        a.frame = f
        a.zIndex = sup.zIndex
        markSelfSizing(a, sup.item)
        if let g, let list = g.section.listConfiguration { a.listInfo = listHeaderInfo(list, kind: sup.kind) }
        return a
    }

    func decorationAttributes(_ d: CompositionalDecoration, _ g: CompositionalSectionGeometry) -> UICollectionViewLayoutAttributes {
        let a = attributesType.init(layoutAttributesClassInstance: ())
        a.indexPath = d.indexPath
        a.representedElementCategory = .decorationView
        a.representedElementKind = d.kind
        a.frame = d.frame
        a.zIndex = d.zIndex
        if let list = g.section.listConfiguration, d.kind == listBackgroundElementKind { a.listInfo = listBackgroundInfo(list) }
        return a
    }

    /// A pinned header's or footer's frame, moved into the visible bounds but kept inside
    /// its section (layout-wide ones stay in the visible bounds).
    private func pinnedFrame(_ frame: CGRect, _ header: Bool, _ g: CompositionalSectionGeometry?) -> CGRect {
        guard let cv = collectionView else { return frame }
        let v = model.vertical
        let inset = cv.adjustedContentInset
        let offset = v ? cv.contentOffset.y : cv.contentOffset.x
        let visibleStart = offset + (v ? inset.top : inset.left)
        let visibleEnd = offset + (v ? cv.bounds.height - inset.bottom : cv.bounds.width - inset.right)
        let length = v ? frame.height : frame.width
        var origin = v ? frame.minY : frame.minX
        let lo = g?.mainStart ?? -CGFloat.greatestFiniteMagnitude, hi = g?.itemsEnd ?? CGFloat.greatestFiniteMagnitude
        if header {
            origin = min(max(origin, visibleStart), max(origin, hi - length))
        } else {
            origin = max(min(origin, visibleEnd - length), min(origin, lo))
        }
        var f = frame
        if v { f.origin.y = origin } else { f.origin.x = origin }
        return f
    }

    func compositionalAttributes(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        let (lo, hi) = model.main(rect)
        var result: [UICollectionViewLayoutAttributes] = []
        for sup in model.globalSupplementaries {
            let a = supplementaryAttributes(sup, nil, .zero)
            if overlaps(a.frame, rect) { result.append(a) }
        }
        for s in model.sections(from: lo, to: hi) {
            let g = model.sections[s]
            let shift = orthogonalShift(s)
            var sectionResult: [UICollectionViewLayoutAttributes] = []
            for d in g.decorations where overlaps(d.frame, rect) { sectionResult.append(decorationAttributes(d, g)) }
            let range = g.isOrthogonal ? 0..<g.items.count : g.items(from: lo, to: hi)
            for i in range {
                let a = cellAttributes(g, s, i, shift)
                if overlaps(a.frame, rect) { sectionResult.append(a) }
            }
            for sup in g.supplementaries {
                let a = supplementaryAttributes(sup, g, shift)
                if overlaps(a.frame, rect) { sectionResult.append(a) }
            }
            if let handler = g.section.visibleItemsInvalidationHandler, let cv = collectionView {
                let visible = sectionResult.map { CompositionalVisibleItem($0) }
                let point = g.isOrthogonal ? shift : cv.contentOffset
                handler(visible, point, environment(cv, reference: g.section.contentInsetsReference))
            }
            result.append(contentsOf: sectionResult)
        }
        return result
    }

    func compositionalItemAttributes(_ ip: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard ip.count == 2, ip.section >= 0, ip.section < model.sections.count else { return nil }
        let g = model.sections[ip.section]
        guard ip.item >= 0, ip.item < g.items.count else { return nil }
        return cellAttributes(g, ip.section, ip.item, orthogonalShift(ip.section))
    }

    func compositionalSupplementaryAttributes(_ kind: String, _ ip: IndexPath) -> UICollectionViewLayoutAttributes? {
        if let sup = model.globalSupplementaries.first(where: { $0.kind == kind && $0.indexPath == ip }) {
            return supplementaryAttributes(sup, nil, .zero)
        }
        guard ip.count >= 1, ip.section >= 0, ip.section < model.sections.count else { return nil }
        let g = model.sections[ip.section]
        guard let sup = g.supplementaries.first(where: { $0.kind == kind && $0.indexPath == ip }) else { return nil }
        return supplementaryAttributes(sup, g, orthogonalShift(ip.section))
    }

    func compositionalDecorationAttributes(_ kind: String, _ ip: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard ip.count >= 1, ip.section >= 0, ip.section < model.sections.count else { return nil }
        let g = model.sections[ip.section]
        return g.decorations.first(where: { $0.kind == kind && $0.indexPath == ip }).map { decorationAttributes($0, g) }
    }

    /// Whether a view's preferred size differs from its attributes on an estimated axis.
    func preferredSizeChanges(_ preferred: UICollectionViewLayoutAttributes, _ original: UICollectionViewLayoutAttributes) -> Bool {
        guard let axes = original.selfSizingAxes, !axes.isEmpty else { return false }
        let w = preferred.size.width, h = preferred.size.height
        guard w.isFinite, h.isFinite, w >= 0, h >= 0 else {
            CompositionalDiagnostics.report("preferredLayoutAttributesFitting(_:) returned an invalid size \(preferred.size) for \(original.indexPath); the estimate is kept")
            return false
        }
        return (axes.contains(.horizontal) && abs(w - original.size.width) > 0.5) || (axes.contains(.vertical) && abs(h - original.size.height) > 0.5)
    }
}

/// What `visibleItemsInvalidationHandler` sees of an element: its attributes, which the
/// handler may change (alpha, transform, z order, hidden).
@MainActor
final class CompositionalVisibleItem: NSCollectionLayoutVisibleItem {
    let attributes: UICollectionViewLayoutAttributes
    init(_ attributes: UICollectionViewLayoutAttributes) { self.attributes = attributes }
    var frame: CGRect { attributes.frame }
    var indexPath: IndexPath { attributes.indexPath }
    var alpha: CGFloat { get { attributes.alpha } set { attributes.alpha = newValue } }
    var transform: CGAffineTransform { get { attributes.transform } set { attributes.transform = newValue } }
    var zIndex: Int { get { attributes.zIndex } set { attributes.zIndex = newValue } }
    var isHidden: Bool { get { attributes.isHidden } set { attributes.isHidden = newValue } }
    var representedElementCategory: UICollectionView.ElementCategory { attributes.representedElementCategory }
    var representedElementKind: String? { attributes.representedElementKind }
}
