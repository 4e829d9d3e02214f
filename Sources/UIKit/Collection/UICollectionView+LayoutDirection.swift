import CoreGraphics
import Foundation

// Right to left: a layout whose `flipsHorizontallyInOppositeLayoutDirection` is true and
// whose `developmentLayoutDirection` differs from the collection view's direction is
// mirrored by the collection view. The layout keeps computing in its own coordinates; the
// collection view mirrors the rectangles it asks about and the attributes it gets back
// within the content width, and keeps its bounds at the leading edge.

extension UICollectionView {
    /// Whether the collection view mirrors its layout's horizontal coordinates now.
    var flipsLayoutHorizontally: Bool {
        let layout = collectionViewLayout
        return layout.mirrorsInOppositeLayoutDirection && effectiveUserInterfaceLayoutDirection != layout.developmentLayoutDirection
    }

    /// The width the layout is mirrored within: the content, or the visible width when the
    /// content is narrower.
    private var flipWidth: CGFloat {
        max(contentSize.width, bounds.width - adjustedContentInset.left - adjustedContentInset.right)
    }

    /// `rect` in the layout's coordinates when they are flipped (its own inverse).
    func layoutRect(_ rect: CGRect) -> CGRect {
        guard core.flipped, !rect.isNull else { return rect }
        return CGRect(x: flipWidth - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }

    /// The layout's attributes in the collection view's coordinates: a mirrored copy when
    /// the layout is flipped (the layout's own objects are never changed).
    func directional(_ attributes: UICollectionViewLayoutAttributes?) -> UICollectionViewLayoutAttributes? {
        guard core.flipped, let attributes else { return attributes }
        let copy = attributes.copy() as! UICollectionViewLayoutAttributes
        copy.frame = layoutRect(attributes.frame)
        return copy
    }

    /// Called at each layout pass: a change of direction (the view's or an ancestor's
    /// `semanticContentAttribute`) or of flipping invalidates the layout; when flipping
    /// starts or stops the horizontal offset is mirrored so the same content stays in view
    /// (a new collection view starts at its leading edge: the right end right to left).
    func updateLayoutDirection() {
        let direction = effectiveUserInterfaceLayoutDirection
        let flipped = flipsLayoutHorizontally
        guard direction != core.direction || flipped != core.flipped else { return }
        let flipChanged = flipped != core.flipped
        let firstPass = core.laidOutBounds == nil
        core.direction = direction
        core.flipped = flipped
        let layout = collectionViewLayout
        layout.invalidateLayout()
        guard flipChanged else { return }
        prepareLayoutIfNeeded()
        let maxX = contentSize.width + adjustedContentInset.right - bounds.width
        let minX = -adjustedContentInset.left
        guard maxX > minX else { return }
        if firstPass {
            // A new collection view starts at its leading edge.
            if direction == .rightToLeft { contentOffset.x = maxX }
        } else {
            contentOffset.x = min(maxX, max(minX, maxX + minX - contentOffset.x))
        }
    }
}
