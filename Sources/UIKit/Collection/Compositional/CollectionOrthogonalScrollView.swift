import CoreGraphics
import Foundation

/// The scroll view an orthogonal section's cells live in (as UIKit's internal
/// `_UICollectionViewOrthogonalScrollerEmbeddedScrollView`): it spans the section's band
/// across the collection view, scrolls along the other axis with its own pan, and comes
/// to rest as the section's `orthogonalScrollingBehavior` says. Each scroll re-lays out
/// the collection view so cells entering the band get views.
@preconcurrency @MainActor
final class CollectionOrthogonalScrollView: UIScrollView, UIScrollViewDelegate {
    weak var layout: UICollectionViewCompositionalLayout?
    var section = 0
    var behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .continuous {
        didSet {
            isPagingEnabled = behavior == .paging
            decelerationRate = behavior == .continuous || behavior == .continuousGroupLeadingBoundary ? .normal : .fast
        }
    }
    /// The groups' leading and trailing edges along the scrolling axis (content coordinates).
    var groupEdges: [(CGFloat, CGFloat)] = []
    /// Where the section's content starts (its leading insets), for group alignment.
    var contentStart: CGFloat = 0
    var horizontal = true
    /// Whether the section is mirrored right to left: the layout's offset then runs from
    /// the maximum offset down (the section starts scrolled to its right end).
    var mirrored = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        delegate = self
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        scrollsToTop = false
        backgroundColor = nil
        isOpaque = false
        clipsToBounds = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        delegate = self
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        layout?.collectionView?.setNeedsLayout()
    }

    /// `offset` in the layout's coordinates (mirrored horizontally when `mirrored`; its own inverse).
    func layoutOffset(_ offset: CGPoint) -> CGPoint {
        guard mirrored else { return offset }
        return CGPoint(x: maximumContentOffset.x + minimumContentOffset.x - offset.x, y: offset.y)
    }

    /// Snaps to group boundaries for the group-based behaviours (worked out in the
    /// layout's coordinates, mirrored back when the section is mirrored).
    override func decelerationTarget(proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        guard mirrored else { return layoutDecelerationTarget(proposed: proposed, velocity: velocity, dragStart: scrollState.dragStart) }
        let target = layoutDecelerationTarget(proposed: layoutOffset(proposed), velocity: CGPoint(x: -velocity.x, y: velocity.y),
                                              dragStart: layoutOffset(scrollState.dragStart))
        return layoutOffset(target)
    }

    private func layoutDecelerationTarget(proposed: CGPoint, velocity: CGPoint, dragStart: CGPoint) -> CGPoint {
        guard !groupEdges.isEmpty else { return proposed }
        let page = horizontal ? bounds.width : bounds.height
        let candidates: [CGFloat]
        switch behavior {
        case .none, .continuous, .paging: return proposed
        case .continuousGroupLeadingBoundary, .groupPaging:
            candidates = groupEdges.map { $0.0 - contentStart }
        case .groupPagingCentered:
            candidates = groupEdges.map { ($0.0 + $0.1) / 2 - page / 2 }
        }
        let current = horizontal ? proposed.x : proposed.y
        var index = nearest(candidates, to: current)
        if behavior != .continuousGroupLeadingBoundary {
            // One group per swipe: from the group the drag started at, the fling's
            // direction picks the neighbour.
            let start = horizontal ? dragStart.x : dragStart.y
            let from = nearest(candidates, to: start)
            let v = horizontal ? velocity.x : velocity.y
            if v > UIScrollView.pagingFlickVelocity { index = min(from + 1, candidates.count - 1) }
            else if v < -UIScrollView.pagingFlickVelocity { index = max(from - 1, 0) }
            else { index = min(max(index, from - 1), from + 1) }
        }
        let lo = horizontal ? minimumContentOffset.x : minimumContentOffset.y
        let hi = horizontal ? maximumContentOffset.x : maximumContentOffset.y
        let target = min(max(candidates[index], lo), hi)
        return horizontal ? CGPoint(x: target, y: proposed.y) : CGPoint(x: proposed.x, y: target)
    }

    private func nearest(_ values: [CGFloat], to x: CGFloat) -> Int {
        var best = 0
        for (i, v) in values.enumerated() where abs(v - x) < abs(values[best] - x) { best = i }
        return best
    }
}

extension UICollectionViewCompositionalLayout {
    /// Creates, places and removes the orthogonal sections' scroll views to match the model.
    func syncOrthogonalViews(_ cv: UICollectionView) {
        var keep: Set<Int> = []
        for (s, g) in model.sections.enumerated() where g.isOrthogonal {
            keep.insert(s)
            let view = orthogonalViews[s] ?? {
                let v = CollectionOrthogonalScrollView(frame: .zero)
                v.layout = self
                orthogonalViews[s] = v
                return v
            }()
            view.section = s
            view.horizontal = model.vertical
            view.behavior = g.section.orthogonalScrollingBehavior
            view.contentStart = g.crossContentStart
            view.groupEdges = g.groupFrames.map { model.vertical ? ($0.minX, $0.maxX) : ($0.minY, $0.maxY) }
            let band = g.orthogonalBand
            let mirrored = model.vertical && cv.core.flipped
            let frame = mirrored ? cv.layoutRect(band) : band
            if view.frame != frame { view.frame = frame }
            let size = model.vertical ? CGSize(width: max(band.width, g.orthogonalContentLength), height: band.height)
                                      : CGSize(width: band.width, height: max(band.height, g.orthogonalContentLength))
            if view.contentSize != size { view.contentSize = size }
            if view.mirrored != mirrored {
                // The same content stays in view: a new section starts at its leading (right) end.
                let layoutOffset = view.layoutOffset(view.contentOffset)
                view.mirrored = mirrored
                view.contentOffset = view.layoutOffset(layoutOffset)
            }
            if view.superview !== cv {
                let base = cv.backgroundView?.superview === cv ? 1 : 0
                cv.insertSubview(view, at: min(base, cv.subviews.count))
            }
        }
        for (s, view) in orthogonalViews where !keep.contains(s) {
            remove(view, from: cv)
            orthogonalViews[s] = nil
        }
    }

    /// Removes every orthogonal scroll view (the layout leaves the collection view).
    func removeOrthogonalViews(_ cv: UICollectionView) {
        for view in orthogonalViews.values { remove(view, from: cv) }
        orthogonalViews = [:]
    }

    /// Moves the element views of `view` back to the collection view (where they are),
    /// then removes it.
    private func remove(_ view: CollectionOrthogonalScrollView, from cv: UICollectionView) {
        for case let element as UICollectionReusableView in view.subviews {
            let center = view.convert(element.center, to: cv)
            cv.addSubview(element)
            element.center = center
        }
        view.removeFromSuperview()
    }

    /// The orthogonal scroll view an element lives in (cells and badges of orthogonal
    /// sections), nil for the others.
    func orthogonalHost(_ a: UICollectionViewLayoutAttributes) -> UIView? {
        let s = a.indexPath.section
        guard a.indexPath.count == 2, let view = orthogonalViews[s], s < model.sections.count else { return nil }
        switch a.representedElementCategory {
        case .cell: return view
        case .supplementaryView:
            let kind = a.representedElementKind ?? ""
            return model.sections[s].supplementaries.contains { $0.scrollsOrthogonally && $0.kind == kind && $0.indexPath == a.indexPath } ? view : nil
        case .decorationView: return nil
        }
    }
}
