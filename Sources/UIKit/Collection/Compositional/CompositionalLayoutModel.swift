import CoreGraphics
import Foundation

/// One cell placed by a group: its frame, stacking order and the item that made it.
struct CompositionalLeaf {
    var frame: CGRect
    var zIndex: Int
    let item: NSCollectionLayoutItem
}

/// A supplementary element placed by the layout: a badge on an item or a header/footer.
struct CompositionalSupplementary {
    let kind: String
    let indexPath: IndexPath
    var frame: CGRect
    let zIndex: Int
    /// Pinned headers and footers stay in the visible bounds while their section shows.
    let pinned: Bool
    let isHeader: Bool
    /// Whether the element is inside the section's orthogonal scroll view (badges of an
    /// orthogonal section).
    let scrollsOrthogonally: Bool
    let item: NSCollectionLayoutItem
}

/// A decoration element (a section background).
struct CompositionalDecoration {
    let kind: String
    let indexPath: IndexPath
    let frame: CGRect
    let zIndex: Int
}

/// The computed geometry of one section; frames are in collection-view coordinates, those
/// of an orthogonal section as if its internal scroll view were at offset zero.
struct CompositionalSectionGeometry: MainAxisSpan {
    let section: NSCollectionLayoutSection
    /// Where the section (headers to footers) starts and ends along the scrolling axis.
    var mainStart: CGFloat = 0
    var mainEnd: CGFloat = 0
    /// Where the items' area (insets included) ends: the end a pinned header stops at.
    var itemsEnd: CGFloat = 0
    var items: [CompositionalLeaf] = []
    /// The first item of each group and the group's extent along the scrolling axis
    /// (groups stack along it, so these are sorted for binary search).
    var groups = ItemRows()
    /// The groups' frames (for orthogonal snapping).
    var groupFrames: [CGRect] = []
    var supplementaries: [CompositionalSupplementary] = []
    var decorations: [CompositionalDecoration] = []
    /// The band an orthogonal section scrolls in, and its content length along the cross axis.
    var orthogonalBand: CGRect = .zero
    var orthogonalContentLength: CGFloat = 0
    /// Where the section's content starts along the cross axis (reference + section insets).
    var crossContentStart: CGFloat = 0

    /// Whether the section scrolls across the layout's axis.
    let isOrthogonal: Bool

    @MainActor init(section: NSCollectionLayoutSection) {
        self.section = section
        isOrthogonal = section.orthogonalScrollingBehavior != .none
    }

    /// The items whose groups overlap `lo...hi` along the scrolling axis.
    func items(from lo: CGFloat, to hi: CGFloat) -> Range<Int> {
        groups.items(from: lo, to: hi, itemCount: items.count)
    }
}

/// Everything a compositional layout computed in `prepare()`.
struct CompositionalLayoutModel {
    var sections: [CompositionalSectionGeometry] = []
    /// Layout-wide headers and footers.
    var globalSupplementaries: [CompositionalSupplementary] = []
    var contentSize: CGSize = .zero
    var vertical = true
    /// The collection view size the model was computed for.
    var boundsSize: CGSize = CGSize(width: -1, height: -1)

    /// The start and end of `r` along the scrolling axis.
    func main(_ r: CGRect) -> (CGFloat, CGFloat) { vertical ? (r.minY, r.maxY) : (r.minX, r.maxX) }

    /// The sections overlapping `lo...hi` along the scrolling axis.
    func sections(from lo: CGFloat, to hi: CGFloat) -> Range<Int> {
        overlapping(sections, from: lo, to: hi)
    }
}
