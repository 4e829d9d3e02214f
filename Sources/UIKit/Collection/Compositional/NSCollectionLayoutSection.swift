import CoreGraphics
import Foundation

/// How a section's content insets are measured (added to the section's own insets).
public enum UIContentInsetsReference: Int, Sendable {
    /// The system's choice: the safe area.
    case automatic = 0
    /// Only the section's own insets.
    case none
    /// From the safe area.
    case safeArea
    /// From the layout margins.
    case layoutMargins
    /// From the readable content guide.
    case readableContent
}

/// How a section scrolls across the layout's scrolling axis (for example horizontally in
/// a vertical layout). Every case but `none` lays the groups along the other axis in an
/// internal scroll view.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// The section does not scroll orthogonally (groups stack along the layout's axis).
    case none = 0
    /// Scrolls and decelerates freely.
    case continuous
    /// Scrolls freely and comes to rest at the leading edge of a group.
    case continuousGroupLeadingBoundary
    /// Pages by the width of the collection view.
    case paging
    /// Pages one group at a time, resting at the leading edge of a group.
    case groupPaging
    /// Pages one group at a time, resting with the group centered.
    case groupPagingCentered
}

/// The items the layout reports to `visibleItemsInvalidationHandler`.
@preconcurrency @MainActor
public protocol NSCollectionLayoutVisibleItem: AnyObject {
    /// The item's frame (collection view coordinates).
    var frame: CGRect { get }
    /// The item's index path.
    var indexPath: IndexPath { get }
    /// The item's opacity; the handler may change it.
    var alpha: CGFloat { get set }
    /// The item's transform; the handler may change it.
    var transform: CGAffineTransform { get set }
    /// The item's stacking order; the handler may change it.
    var zIndex: Int { get set }
    /// Whether the item is hidden; the handler may change it.
    var isHidden: Bool { get set }
    /// The kind of element (cell, supplementary or decoration).
    var representedElementCategory: UICollectionView.ElementCategory { get }
    /// The element kind (nil for cells).
    var representedElementKind: String? { get }
}

/// The handler a section calls before its visible items are shown, with the visible
/// items, the scroll offset (of the orthogonal scroll view for orthogonal sections) and
/// the environment.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler = @MainActor ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void

/// One section of a compositional layout: its group, repeated until the section's items
/// are placed, the spacing between groups, insets, headers and footers, backgrounds, and
/// how it scrolls.
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject, @preconcurrency NSCopying {
    /// The group repeated to place the section's items.
    public let group: NSCollectionLayoutGroup
    /// The space between groups (default 0).
    open var interGroupSpacing: CGFloat = 0
    /// The insets around the section's content (default zero).
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// What the content insets are measured from (default automatic: the safe area).
    open var contentInsetsReference: UIContentInsetsReference = .automatic
    /// What boundary supplementary items' insets are measured from (default automatic).
    open var supplementaryContentInsetsReference: UIContentInsetsReference = .automatic
    /// Whether headers and footers follow `contentInsets` along the cross axis (default true).
    open var supplementariesFollowContentInsets = true
    /// How the section scrolls across the layout's axis (default none).
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// The section's headers and footers.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// The section's decoration items (backgrounds).
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// Called with the visible items before they are shown (scroll effects).
    open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
    /// The list metrics when the section comes from `list(using:layoutEnvironment:)`.
    var listConfiguration: UICollectionLayoutListConfiguration?

    /// Creates a section repeating `group`.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        super.init()
    }

    /// A copy with every property.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSCollectionLayoutSection(group: group)
        copy.interGroupSpacing = interGroupSpacing
        copy.contentInsets = contentInsets
        copy.contentInsetsReference = contentInsetsReference
        copy.supplementaryContentInsetsReference = supplementaryContentInsetsReference
        copy.supplementariesFollowContentInsets = supplementariesFollowContentInsets
        copy.orthogonalScrollingBehavior = orthogonalScrollingBehavior
        copy.boundarySupplementaryItems = boundarySupplementaryItems
        copy.decorationItems = decorationItems
        copy.visibleItemsInvalidationHandler = visibleItemsInvalidationHandler
        copy.listConfiguration = listConfiguration
        return copy
    }
}
