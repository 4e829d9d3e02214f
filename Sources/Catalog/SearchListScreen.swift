import Foundation
import UIKit

/// A list fed by a diffable data source and filtered by a search bar: each change of the
/// search text applies a snapshot of the matching countries (animated), so rows slide
/// out and back in as UIKit's do; an empty result shows a "No results" line.
@MainActor
final class SearchListScreen: NSObject, UISearchBarDelegate {
    /// Keeps the screen alive while its window is shown.
    static var current: SearchListScreen?
    /// The items, in the list's order.
    static let countries = ["Argentina", "Australia", "Austria", "Belgium", "Brazil", "Canada", "Chile",
                            "Denmark", "Egypt", "Finland", "France", "Germany", "Greece", "India",
                            "Ireland", "Italy", "Japan", "Kenya", "Mexico", "Norway", "Peru",
                            "Portugal", "Spain", "Sweden"]

    let searchBar = UISearchBar(frame: .zero)
    let emptyLabel = UILabel(frame: .zero)
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Int, String>!

    /// Builds the screen into `container` and keeps it alive.
    static func build(_ container: UIView) {
        let screen = SearchListScreen()
        screen.install(in: container)
        current = screen
    }

    func install(in container: UIView) {
        container.backgroundColor = .systemBackground
        searchBar.frame = CGRect(x: 0, y: 0, width: container.bounds.width, height: 52)
        searchBar.autoresizingMask = [.flexibleWidth]
        searchBar.placeholder = "Search countries"
        searchBar.delegate = self
        container.addSubview(searchBar)
        let config = UICollectionLayoutListConfiguration(appearance: .plain)
        let frame = CGRect(x: 0, y: 52, width: container.bounds.width, height: container.bounds.height - 52)
        collectionView = UICollectionView(frame: frame, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: config))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(collectionView)
        emptyLabel.text = "No results"
        emptyLabel.textColor = .secondaryLabel
        emptyLabel.textAlignment = .center
        emptyLabel.frame = CGRect(x: 0, y: 40, width: frame.width, height: 24)
        emptyLabel.autoresizingMask = [.flexibleWidth]
        emptyLabel.isHidden = true
        collectionView.addSubview(emptyLabel)
        let cell = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { cv, ip, item in
            cv.dequeueConfiguredReusableCell(using: cell, for: ip, item: item)
        }
        apply(filter: "", animated: false)
    }

    /// The countries whose names contain `filter` (case-insensitive; all when empty).
    static func matches(_ filter: String) -> [String] {
        let needle = filter.trimmingCharacters(in: .whitespaces)
        guard !needle.isEmpty else { return countries }
        return countries.filter { $0.range(of: needle, options: .caseInsensitive) != nil }
    }

    /// Applies a snapshot of the matching countries.
    func apply(filter: String, animated: Bool) {
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        let items = SearchListScreen.matches(filter)
        snapshot.appendItems(items, toSection: 0)
        dataSource.apply(snapshot, animatingDifferences: animated)
        emptyLabel.isHidden = !items.isEmpty
    }

    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        apply(filter: searchText, animated: true)
    }

    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
        _ = searchBar.resignFirstResponder()
    }
}
