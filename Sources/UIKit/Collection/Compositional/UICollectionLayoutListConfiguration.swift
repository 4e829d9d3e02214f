import CoreGraphics
import Foundation

/// The look of a list section: its appearance (plain, grouped, inset grouped, sidebar),
/// headers and footers, separators and background. Make sections with
/// `NSCollectionLayoutSection.list(using:layoutEnvironment:)` or a whole layout with
/// `UICollectionViewCompositionalLayout.list(using:)`.
///
/// Metrics are those of `UITableView`'s matching styles: 18-point grouped spacing above
/// and below sections without headers or footers, inset grouped sections inset 20 points
/// with 10-point corners, sidebars inset 10 points.
@preconcurrency @MainActor
public struct UICollectionLayoutListConfiguration {
    /// The overall look of the list.
    public enum Appearance: Int, Sendable { case plain = 0, grouped, insetGrouped, sidebar, sidebarPlain }
    /// Where section headers come from.
    public enum HeaderMode: Int, Sendable { case none = 0, supplementary, firstItemInSection }
    /// Where section footers come from.
    public enum FooterMode: Int, Sendable { case none = 0, supplementary }

    /// The look of the list.
    public let appearance: Appearance
    /// Whether cells draw separators (default true, false for sidebars).
    public var showsSeparators: Bool
    /// The list's background (nil: the appearance's standard background).
    public var backgroundColor: UIColor?
    /// Where section headers come from (default none).
    public var headerMode: HeaderMode = .none
    /// Where section footers come from (default none).
    public var footerMode: FooterMode = .none
    /// Extra space above each section header (nil: the standard padding, 0 here).
    public var headerTopPadding: CGFloat?
    /// Gives the swipe actions of the item at an index path (nil: none).
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?
    /// The actions revealed by swiping a row from its leading edge (nil: none).
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// The actions revealed by swiping a row from its trailing edge (nil: none).
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    /// A list configuration with `appearance`'s defaults.
    public init(appearance: Appearance) {
        self.appearance = appearance
        showsSeparators = appearance != .sidebar && appearance != .sidebarPlain
    }

    var isGroupedLook: Bool { appearance == .grouped || appearance == .insetGrouped }

    /// The background drawn behind the list's sections.
    var resolvedBackgroundColor: UIColor {
        if let backgroundColor { return backgroundColor }
        switch appearance {
        case .plain, .sidebarPlain: return .systemBackground
        case .grouped, .insetGrouped: return .systemGroupedBackground
        case .sidebar: return .secondarySystemBackground
        }
    }
}

/// What a list section tells each of its cells and headers through their attributes.
struct CollectionListInfo: Equatable {
    var appearance: UICollectionLayoutListConfiguration.Appearance
    var showsSeparators: Bool
    var isFirst = false
    var isLast = false
    /// The element is a header (a supplementary header or the first item in header mode).
    var isHeader = false
    var isFooter = false
    var backgroundColor: UIColor?
}

/// The element kind of the background a list section draws behind its cells.
let listBackgroundElementKind = "UICollectionLayoutListBackground"

/// The background of a list section: a plain fill in the list's background color.
@preconcurrency @MainActor
final class CollectionListBackgroundView: UICollectionReusableView {
    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        backgroundColor = layoutAttributes.listInfo?.backgroundColor
    }
}

extension NSCollectionLayoutSection {
    /// A list section: one full-width, self-sizing row per item (estimated 44 points),
    /// headers and footers per the configuration, and the appearance's insets.
    public static func list(using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let item = NSCollectionLayoutItem(layoutSize: size)
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.listConfiguration = configuration
        let spacing = UITableView.groupedSpacing
        var insets = NSDirectionalEdgeInsets.zero
        switch configuration.appearance {
        case .plain, .sidebarPlain: break
        case .grouped: insets = NSDirectionalEdgeInsets(top: spacing, leading: 0, bottom: spacing, trailing: 0)
        case .insetGrouped: insets = NSDirectionalEdgeInsets(top: spacing, leading: 20, bottom: spacing, trailing: 20)
        case .sidebar: insets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        }
        if configuration.headerMode == .supplementary {
            let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            // Plain lists keep the header at the top while the section scrolls, as plain tables do.
            header.pinToVisibleBounds = configuration.appearance == .plain
            if configuration.isGroupedLook { insets.top = 0 }
            section.boundarySupplementaryItems.append(header)
        }
        if configuration.footerMode == .supplementary {
            let footer = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)
            if configuration.isGroupedLook { insets.bottom = 0 }
            section.boundarySupplementaryItems.append(footer)
        }
        if let padding = configuration.headerTopPadding, padding.isFinite, padding >= 0 { insets.top += padding }
        section.contentInsets = insets
        // Headers span the list's width (inset grouped headers line up with the cells).
        section.supplementariesFollowContentInsets = configuration.appearance == .insetGrouped
        let background = NSCollectionLayoutDecorationItem.background(elementKind: listBackgroundElementKind)
        section.decorationItems = [background]
        return section
    }
}

extension UICollectionViewCompositionalLayout {
    /// A layout whose every section is a list with `configuration`.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }

    /// The list configuration of section `s` (nil when it is not a list section).
    func listConfiguration(inSection s: Int) -> UICollectionLayoutListConfiguration? {
        s >= 0 && s < model.sections.count ? model.sections[s].section.listConfiguration : nil
    }

    /// The list information of item `i` of a list section.
    func listInfo(_ list: UICollectionLayoutListConfiguration, _ g: CompositionalSectionGeometry, item i: Int) -> CollectionListInfo {
        var info = CollectionListInfo(appearance: list.appearance, showsSeparators: list.showsSeparators)
        info.isFirst = i == 0
        info.isLast = i == g.items.count - 1
        info.isHeader = i == 0 && list.headerMode == .firstItemInSection
        return info
    }

    /// The list information of a list section's header or footer.
    func listHeaderInfo(_ list: UICollectionLayoutListConfiguration, kind: String) -> CollectionListInfo {
        var info = CollectionListInfo(appearance: list.appearance, showsSeparators: false)
        info.isHeader = kind == UICollectionView.elementKindSectionHeader
        info.isFooter = kind == UICollectionView.elementKindSectionFooter
        return info
    }

    /// The list information of a list section's background.
    func listBackgroundInfo(_ list: UICollectionLayoutListConfiguration) -> CollectionListInfo {
        var info = CollectionListInfo(appearance: list.appearance, showsSeparators: false)
        info.backgroundColor = list.resolvedBackgroundColor
        return info
    }
}
