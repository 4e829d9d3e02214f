import Foundation
import UIKit

/// The compositional layout examples: a row of cards that pages a group at a time (an
/// orthogonal section), a grid of swatches with a pinned header over a section
/// background, and — through the Layout button — the same items as an inset grouped list
/// with accessories and an expandable outline.
@MainActor
final class CompositionalScreen: NSObject {
    /// Keeps the screen alive while its window is shown.
    static var current: CompositionalScreen?
    static let backgroundKind = "catalog-section-background"

    let layoutButton = UIButton(type: .system)
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Int, String>!
    private var showsList = false

    /// Builds the screen into `container` and keeps it alive.
    static func build(_ container: UIView) {
        let screen = CompositionalScreen()
        screen.install(in: container)
        current = screen
    }

    func install(in container: UIView) {
        container.backgroundColor = .systemBackground
        let title = UILabel(frame: CGRect(x: 20, y: 8, width: 400, height: 28))
        title.font = .boldSystemFont(ofSize: 20)
        title.text = "Compositional"
        container.addSubview(title)
        layoutButton.setTitle("Layout: sections", for: .normal)
        layoutButton.frame = CGRect(x: container.bounds.width - 170, y: 6, width: 160, height: 32)
        layoutButton.autoresizingMask = [.flexibleLeftMargin]
        layoutButton.addTarget(self, action: CompositionalScreen.switchLayout, for: .touchUpInside)
        container.addSubview(layoutButton)
        let frame = CGRect(x: 0, y: 40, width: container.bounds.width, height: container.bounds.height - 40)
        collectionView = UICollectionView(frame: frame, collectionViewLayout: sectionsLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .clear
        container.addSubview(collectionView)
        makeDataSource()
        applyItems()
    }

    /// Cards paging a group at a time, then a grid under a pinned header with a background.
    func sectionsLayout() -> UICollectionViewLayout {
        let layout = UICollectionViewCompositionalLayout { index, _ in
            if index == 0 {
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(0.42), heightDimension: .absolute(120)), subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.interGroupSpacing = 12
                section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
                section.orthogonalScrollingBehavior = .groupPaging
                return section
            }
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
            item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(70)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 12, bottom: 12, trailing: 12)
            let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(32)),
                                                                     elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            header.pinToVisibleBounds = true
            section.boundarySupplementaryItems = [header]
            let background = NSCollectionLayoutDecorationItem.background(elementKind: CompositionalScreen.backgroundKind)
            background.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 6, bottom: 4, trailing: 6)
            section.decorationItems = [background]
            return section
        }
        layout.register(CatalogSectionBackground.self, forDecorationViewOfKind: CompositionalScreen.backgroundKind)
        return layout
    }

    /// The same items as an inset grouped list.
    func listLayout() -> UICollectionViewLayout {
        var config = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        config.headerMode = .supplementary
        return UICollectionViewCompositionalLayout.list(using: config)
    }

    func makeDataSource() {
        let cell = UICollectionView.CellRegistration<UICollectionViewListCell, String> { [weak self] cell, ip, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            let list = self?.showsList ?? false
            if list {
                cell.accessories = item.hasPrefix("Card") ? [.outlineDisclosure()] : [.disclosureIndicator()]
                cell.backgroundConfiguration = nil
            } else {
                cell.accessories = []
                var background = UIBackgroundConfiguration.listPlainCell()
                let hue = CGFloat(ip.item % 12) / 12
                background.backgroundColor = UIColor(hue: hue, saturation: 0.45, brightness: 0.95, alpha: 1)
                background.cornerRadius = ip.section == 0 ? 14 : 8
                cell.backgroundConfiguration = background
            }
        }
        let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) { view, _, ip in
            var content = view.defaultContentConfiguration()
            content.text = ip.section == 0 ? "Cards" : "Swatches"
            view.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { cv, ip, item in
            cv.dequeueConfiguredReusableCell(using: cell, for: ip, item: item)
        }
        dataSource.supplementaryViewProvider = { cv, _, ip in cv.dequeueConfiguredReusableSupplementary(using: header, for: ip) }
    }

    func applyItems() {
        var cards = NSDiffableDataSourceSectionSnapshot<String>()
        for i in 0..<8 {
            cards.append(["Card \(i)"])
            if showsList { cards.append(["Card \(i) detail"], to: "Card \(i)") }
        }
        dataSource.apply(cards, to: 0, animatingDifferences: false)
        var swatches = NSDiffableDataSourceSectionSnapshot<String>()
        swatches.append((0..<24).map { "Swatch \($0)" })
        dataSource.apply(swatches, to: 1, animatingDifferences: false)
    }

    /// Switches between the sections layout and the list, animating.
    func switchLayout() {
        showsList.toggle()
        layoutButton.setTitle(showsList ? "Layout: list" : "Layout: sections", for: .normal)
        collectionView.setCollectionViewLayout(showsList ? listLayout() : sectionsLayout(), animated: true)
        var snapshot = dataSource.snapshot()
        snapshot.reconfigureItems(snapshot.itemIdentifiers)
        dataSource.apply(snapshot, animatingDifferences: false)
        applyItems()
    }
}

/// A rounded tinted panel behind the swatch section.
@MainActor
final class CatalogSectionBackground: UICollectionReusableView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor.systemBlue.withAlphaComponent(0.12)
        layer.cornerRadius = 12
    }
    required init?(coder: NSCoder) { nil }
}
