import CoreGraphics
import Foundation

/// The space a layout or section is laid out in.
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer: AnyObject {
    /// The size of the container (the collection view less its content insets).
    var contentSize: CGSize { get }
    /// The size less `effectiveContentInsets`: what fractional dimensions measure.
    var effectiveContentSize: CGSize { get }
    /// The container's own insets.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The insets from the content insets reference (safe area, margins…).
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider or custom group sees: the container and the traits.
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment: AnyObject {
    /// The container the section is laid out in.
    var container: any NSCollectionLayoutContainer { get }
    /// The collection view's traits.
    var traitCollection: UITraitCollection { get }
}

/// The container the layout passes to section providers and custom groups.
@MainActor
final class CompositionalContainer: NSCollectionLayoutContainer {
    let contentSize: CGSize
    let contentInsets: NSDirectionalEdgeInsets
    let effectiveContentInsets: NSDirectionalEdgeInsets
    var effectiveContentSize: CGSize {
        let i = effectiveContentInsets
        return CGSize(width: max(0, contentSize.width - i.leading - i.trailing), height: max(0, contentSize.height - i.top - i.bottom))
    }

    init(contentSize: CGSize, contentInsets: NSDirectionalEdgeInsets = .zero, effectiveContentInsets: NSDirectionalEdgeInsets) {
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.effectiveContentInsets = effectiveContentInsets
    }
}

/// The environment the layout passes to section providers and custom groups.
@MainActor
final class CompositionalEnvironment: NSCollectionLayoutEnvironment {
    let container: any NSCollectionLayoutContainer
    let traitCollection: UITraitCollection
    init(container: any NSCollectionLayoutContainer, traitCollection: UITraitCollection) {
        self.container = container
        self.traitCollection = traitCollection
    }
}

/// The configuration of a whole compositional layout: scrolling direction, spacing
/// between sections, layout-wide headers and footers.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject, @preconcurrency NSCopying {
    /// The direction the layout scrolls (default vertical).
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// The space between sections (default 0).
    open var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// What section insets are measured from when a section says automatic (default automatic).
    open var contentInsetsReference: UIContentInsetsReference = .automatic

    /// Creates the default configuration.
    public override init() { super.init() }

    /// A copy with every property.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UICollectionViewCompositionalLayoutConfiguration()
        copy.scrollDirection = scrollDirection
        copy.interSectionSpacing = interSectionSpacing
        copy.boundarySupplementaryItems = boundarySupplementaryItems
        copy.contentInsetsReference = contentInsetsReference
        return copy
    }
}
