import CoreGraphics
import Foundation

// Computing the sections: the environment each section sees, the groups repeated along
// the scrolling axis (or across it for orthogonal sections), headers and footers,
// badges and backgrounds. Computed in a (main, cross) space — main along the layout's
// scrolling axis — and mapped to x/y.

extension UICollectionViewCompositionalLayout {
    /// Insets of the content insets reference, measured from the collection view's
    /// adjusted content insets, as directional insets.
    func referenceInsets(_ reference: UIContentInsetsReference, _ cv: UICollectionView) -> NSDirectionalEdgeInsets {
        let c = cv.adjustedContentInset
        func from(_ i: UIEdgeInsets) -> NSDirectionalEdgeInsets {
            NSDirectionalEdgeInsets(top: max(0, i.top - c.top), leading: max(0, i.left - c.left), bottom: max(0, i.bottom - c.bottom), trailing: max(0, i.right - c.right))
        }
        switch reference == .automatic ? configurationStorage.contentInsetsReference : reference {
        case .none: return .zero
        case .automatic, .safeArea: return from(cv.safeAreaInsets)
        case .layoutMargins: return from(cv.layoutMargins)
        case .readableContent:
            let f = cv.readableContentGuide.layoutFrame
            guard f.width > 0 else { return from(cv.layoutMargins) }
            return from(UIEdgeInsets(top: 0, left: f.minX - cv.bounds.minX, bottom: 0, right: cv.bounds.maxX - f.maxX))
        }
    }

    /// The environment of a section: the collection view less its content insets, with
    /// the reference's insets as effective insets along the cross axis.
    func environment(_ cv: UICollectionView, reference: UIContentInsetsReference) -> CompositionalEnvironment {
        let c = cv.adjustedContentInset
        let size = CGSize(width: max(0, cv.bounds.width - c.left - c.right), height: max(0, cv.bounds.height - c.top - c.bottom))
        var r = referenceInsets(reference, cv)
        if configurationStorage.scrollDirection == .vertical { r.top = 0; r.bottom = 0 } else { r.leading = 0; r.trailing = 0 }
        return CompositionalEnvironment(container: CompositionalContainer(contentSize: size, effectiveContentInsets: r), traitCollection: cv.traitCollection)
    }

    func prepareCompositional() {
        guard let cv = collectionView else { model = CompositionalLayoutModel(); return }
        let vertical = configurationStorage.scrollDirection == .vertical
        if !needsRecompute, model.boundsSize == cv.bounds.size, model.vertical == vertical {
            syncOrthogonalViews(cv)
            return
        }
        needsRecompute = false
        var m = CompositionalLayoutModel()
        m.vertical = vertical
        m.boundsSize = cv.bounds.size
        hasEstimatedDimensions = false
        hasPinnedSupplementaries = false
        let base = environment(cv, reference: .automatic)
        let size = base.container.contentSize
        let crossLength = vertical ? size.width : size.height
        var cursor: CGFloat = 0
        let spacing = finite(configurationStorage.interSectionSpacing, "interSectionSpacing")
        let global = configurationStorage.boundarySupplementaryItems
        for item in global where item.isBefore(vertical) {
            cursor += placeBoundary(item, section: nil, cross: 0, crossLength: crossLength, main: cursor, vertical: vertical, into: &m.globalSupplementaries, env: base)
        }
        let sectionCount = cv.numberOfSections
        for s in 0..<sectionCount {
            if s > 0 { cursor += spacing }
            let env = base
            guard let section = sectionProvider(s, env) else {
                CompositionalDiagnostics.report("UICollectionViewCompositionalLayout: the section provider returned nil for section \(s); its items are not shown")
                var g = CompositionalSectionGeometry(section: NSCollectionLayoutSection(group: NSCollectionLayoutGroup(layoutSize: .init(widthDimension: .absolute(0), heightDimension: .absolute(0)),
                                                                                              arrangement: .custom, subitems: [], count: nil, provider: nil)))
                g.mainStart = cursor
                g.mainEnd = cursor
                g.itemsEnd = cursor
                m.sections.append(g)
                continue
            }
            let g = layoutSection(section, index: s, items: cv.numberOfItems(inSection: s), main: cursor, crossLength: crossLength, vertical: vertical, cv: cv)
            cursor = g.mainEnd
            m.sections.append(g)
        }
        for item in global where item.isAfter(vertical) {
            cursor += placeBoundary(item, section: nil, cross: 0, crossLength: crossLength, main: cursor, vertical: vertical, into: &m.globalSupplementaries, env: base)
        }
        m.contentSize = vertical ? CGSize(width: crossLength, height: cursor) : CGSize(width: cursor, height: crossLength)
        model = m
        if decorationClasses[listBackgroundElementKind] == nil, m.sections.contains(where: { $0.section.listConfiguration != nil }) {
            decorationClasses[listBackgroundElementKind] = CollectionListBackgroundView.self
        }
        syncOrthogonalViews(cv)
    }

    func finite(_ v: CGFloat, _ what: String) -> CGFloat {
        if v.isFinite, v >= 0 { return v }
        CompositionalDiagnostics.report("UICollectionViewCompositionalLayout: \(what) \(v) is invalid (NaN, infinite or negative); 0 is used")
        return 0
    }

    func rect(main: CGFloat, cross: CGFloat, mainLength: CGFloat, crossLength: CGFloat, _ vertical: Bool) -> CGRect {
        vertical ? CGRect(x: cross, y: main, width: crossLength, height: mainLength) : CGRect(x: main, y: cross, width: mainLength, height: crossLength)
    }

    /// Places a header or footer at `main`; returns how far it extends the section.
    func placeBoundary(_ item: NSCollectionLayoutBoundarySupplementaryItem, section: Int?, cross: CGFloat, crossLength: CGFloat, main: CGFloat,
                       vertical: Bool, into list: inout [CompositionalSupplementary], env: CompositionalEnvironment) -> CGFloat {
        let container = vertical ? CGSize(width: crossLength, height: env.container.effectiveContentSize.height)
                                 : CGSize(width: env.container.effectiveContentSize.width, height: crossLength)
        let ip = IndexPath(item: 0, section: section ?? 0)
        let key = CollectionElementKey(category: .supplementaryView, kind: item.elementKind, indexPath: ip)
        var ctx = CompositionalGroupContext(section: section ?? 0, available: 0, environment: env, measured: measuredSizes)
        let size = resolvedSize(item, in: container, key: key, &ctx)
        if ctx.sawEstimate { hasEstimatedDimensions = true }
        if item.pinToVisibleBounds { hasPinnedSupplementaries = true }
        let mainLength = vertical ? size.height : size.width, crossSize = vertical ? size.width : size.height
        var crossPos = cross + (crossLength - crossSize) / 2
        switch item.alignment {
        case .topLeading, .leading, .bottomLeading: crossPos = cross
        case .topTrailing, .trailing, .bottomTrailing: crossPos = cross + crossLength - crossSize
        default: break
        }
        if !vertical {
            // Across a horizontal layout, top and bottom place the item.
            switch item.alignment {
            case .topLeading, .top, .topTrailing: crossPos = cross
            case .bottomLeading, .bottom, .bottomTrailing: crossPos = cross + crossLength - crossSize
            default: crossPos = cross + (crossLength - crossSize) / 2
            }
        }
        var f = rect(main: main, cross: crossPos, mainLength: mainLength, crossLength: crossSize, vertical)
        f = f.offsetBy(dx: item.offset.x.isFinite ? item.offset.x : 0, dy: item.offset.y.isFinite ? item.offset.y : 0)
        list.append(CompositionalSupplementary(kind: item.elementKind, indexPath: ip, frame: f, zIndex: item.zIndex, pinned: item.pinToVisibleBounds,
                                               isHeader: item.isBefore(vertical), scrollsOrthogonally: false, item: item))
        return item.extendsBoundary ? mainLength : 0
    }

    /// Computes one section starting at `main` along the scrolling axis.
    func layoutSection(_ section: NSCollectionLayoutSection, index s: Int, items n: Int, main start: CGFloat, crossLength: CGFloat,
                       vertical: Bool, cv: UICollectionView) -> CompositionalSectionGeometry {
        var g = CompositionalSectionGeometry(section: section)
        g.mainStart = start
        let env = environment(cv, reference: section.contentInsetsReference)
        let ref = env.container.effectiveContentInsets
        let insets = section.contentInsets
        let (mainBefore, mainAfter) = vertical ? (insets.top, insets.bottom) : (insets.leading, insets.trailing)
        let (crossBefore, crossAfter) = vertical ? (ref.leading + insets.leading, ref.trailing + insets.trailing) : (ref.top + insets.top, ref.bottom + insets.bottom)
        let contentCross = max(0, crossLength - crossBefore - crossAfter)
        g.crossContentStart = crossBefore
        let effective = env.container.effectiveContentSize
        // What the section's groups resolve fractional dimensions against.
        let container = vertical ? CGSize(width: contentCross, height: max(0, effective.height - mainBefore - mainAfter))
                                 : CGSize(width: max(0, effective.width - mainBefore - mainAfter), height: contentCross)
        var cursor = start
        let follow = section.supplementariesFollowContentInsets
        let supCross = follow ? crossBefore : (vertical ? ref.leading : ref.top)
        let supLength = follow ? contentCross : max(0, crossLength - (vertical ? ref.leading + ref.trailing : ref.top + ref.bottom))
        for item in section.boundarySupplementaryItems where item.isBefore(vertical) {
            cursor += placeBoundary(item, section: s, cross: supCross, crossLength: supLength, main: cursor, vertical: vertical, into: &g.supplementaries, env: env)
        }
        let sides = section.boundarySupplementaryItems.filter { !$0.isBefore(vertical) && !$0.isAfter(vertical) }
        let itemsBandStart = cursor
        cursor += mainBefore
        var ctx = CompositionalGroupContext(section: s, available: n, environment: env, measured: measuredSizes)
        let interGroup = finite(section.interGroupSpacing, "interGroupSpacing")
        var next = 0
        if section.orthogonalScrollingBehavior == .none {
            while next < n {
                let size = resolvedSize(section.group, in: container, key: nil, &ctx)
                let origin = vertical ? CGPoint(x: crossBefore, y: cursor) : CGPoint(x: cursor, y: crossBefore)
                let r = layoutGroup(section.group, origin: origin, size: size, first: next, leaves: &g.items, &ctx)
                if r.count == 0 {
                    CompositionalDiagnostics.report("UICollectionViewCompositionalLayout: the group of section \(s) holds no items; \(n - next) items are not shown")
                    break
                }
                let length = vertical ? r.size.height : r.size.width
                g.groups.starts.append(next)
                g.groups.minimums.append(cursor)
                g.groups.maximums.append(cursor + length)
                g.groupFrames.append(CGRect(origin: origin, size: r.size))
                next += r.count
                cursor += length
                if next < n { cursor += interGroup }
            }
        } else {
            // Groups lie across the scrolling axis, in the section's own scroll view.
            var across = crossBefore
            var length: CGFloat = 0
            while next < n {
                let size = resolvedSize(section.group, in: container, key: nil, &ctx)
                let origin = vertical ? CGPoint(x: across, y: cursor) : CGPoint(x: cursor, y: across)
                let r = layoutGroup(section.group, origin: origin, size: size, first: next, leaves: &g.items, &ctx)
                if r.count == 0 {
                    CompositionalDiagnostics.report("UICollectionViewCompositionalLayout: the group of section \(s) holds no items; \(n - next) items are not shown")
                    break
                }
                g.groupFrames.append(CGRect(origin: origin, size: r.size))
                length = max(length, vertical ? r.size.height : r.size.width)
                next += r.count
                across += vertical ? r.size.width : r.size.height
                if next < n { across += interGroup }
            }
            if !g.groupFrames.isEmpty {
                g.groups = ItemRows(starts: [0], minimums: [cursor], maximums: [cursor + length])
            }
            g.orthogonalContentLength = across + crossAfter
            cursor += length
        }
        if ctx.sawEstimate { hasEstimatedDimensions = true }
        cursor += mainAfter
        g.itemsEnd = cursor
        g.orthogonalBand = rect(main: itemsBandStart, cross: 0, mainLength: cursor - itemsBandStart, crossLength: crossLength, vertical)
        for item in sides {
            _ = placeBoundary(item, section: s, cross: supCross, crossLength: supLength, main: itemsBandStart, vertical: vertical, into: &g.supplementaries, env: env)
        }
        for item in section.boundarySupplementaryItems where item.isAfter(vertical) {
            cursor += placeBoundary(item, section: s, cross: supCross, crossLength: supLength, main: cursor, vertical: vertical, into: &g.supplementaries, env: env)
        }
        g.mainEnd = cursor
        // Badges anchored to items.
        for (i, leaf) in g.items.enumerated() {
            for sup in leaf.item.supplementaryItems {
                let f = sup.frame(in: leaf.frame)
                g.supplementaries.append(CompositionalSupplementary(kind: sup.elementKind, indexPath: IndexPath(item: i, section: s), frame: f, zIndex: sup.zIndex,
                                                                    pinned: false, isHeader: false, scrollsOrthogonally: g.isOrthogonal, item: sup))
            }
        }
        // Backgrounds cover the whole section (headers to footers), less their insets.
        let sectionFrame = rect(main: start, cross: vertical ? ref.leading : ref.top, mainLength: cursor - start,
                                crossLength: max(0, crossLength - (vertical ? ref.leading + ref.trailing : ref.top + ref.bottom)), vertical)
        for decoration in section.decorationItems {
            let i = decoration.contentInsets
            let f = CGRect(x: sectionFrame.minX + i.leading, y: sectionFrame.minY + i.top,
                           width: max(0, sectionFrame.width - i.leading - i.trailing), height: max(0, sectionFrame.height - i.top - i.bottom))
            g.decorations.append(CompositionalDecoration(kind: decoration.elementKind, indexPath: IndexPath(item: 0, section: s), frame: f, zIndex: decoration.zIndex - 1))
        }
        return g
    }
}

extension NSCollectionLayoutBoundarySupplementaryItem {
    /// Whether the item comes before the section along the scrolling axis (a header).
    func isBefore(_ vertical: Bool) -> Bool {
        vertical ? [.top, .topLeading, .topTrailing].contains(alignment) : [.leading, .topLeading, .bottomLeading].contains(alignment)
    }
    /// Whether the item comes after the section along the scrolling axis (a footer).
    func isAfter(_ vertical: Bool) -> Bool {
        vertical ? [.bottom, .bottomLeading, .bottomTrailing].contains(alignment) : [.trailing, .topTrailing, .bottomTrailing].contains(alignment)
    }
}
