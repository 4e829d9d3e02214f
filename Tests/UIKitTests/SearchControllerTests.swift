import Foundation
import Testing
import UIKit
import UIKitTesting

/// A table of fruit that filters itself as its search controller's text changes.
@MainActor
final class FruitTableController: UITableViewController, UISearchResultsUpdating, UISearchBarDelegate, UISearchControllerDelegate {
    let all = ["Apple", "Apricot", "Banana", "Blackberry", "Cherry", "Grape"]
    var shown: [String] = []
    var updates = 0
    var events: [String] = []
    let search = UISearchController(searchResultsController: nil)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Fruit"
        shown = all
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        search.searchResultsUpdater = self
        search.obscuresBackgroundDuringPresentation = false
        search.searchBar.placeholder = "Search Fruit"
        search.searchBar.delegate = self
        search.delegate = self
        navigationItem.searchController = search
        navigationItem.hidesSearchBarWhenScrolling = false
    }

    func updateSearchResults(for searchController: UISearchController) {
        updates += 1
        let text = searchController.searchBar.text ?? ""
        shown = text.isEmpty ? all : all.filter { $0.localizedCaseInsensitiveContains(text) }
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shown.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = shown[indexPath.row]
        return cell
    }

    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { events.append("textDidChange:\(searchText)") }
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { events.append("searchButtonClicked") }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { events.append("cancelButtonClicked") }
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { events.append("didBeginEditing") }
    func willPresentSearchController(_ searchController: UISearchController) { events.append("willPresent") }
    func didPresentSearchController(_ searchController: UISearchController) { events.append("didPresent") }
    func willDismissSearchController(_ searchController: UISearchController) { events.append("willDismiss") }
    func didDismissSearchController(_ searchController: UISearchController) { events.append("didDismiss") }

    /// The texts of the cells on screen, top to bottom.
    var visibleTexts: [String] {
        tableView.visibleCells.sorted { $0.frame.minY < $1.frame.minY }.compactMap { $0.textLabel?.text }
    }
}

/// Search bars and search controllers: filtering a table as the user types, cancelling,
/// the scope bar, the bar in the navigation bar.
@MainActor @Suite(.serialized) struct SearchControllerTests {
    @Test func filteringATableAsUsersWriteIt() throws {
        let fruit = FruitTableController(style: .plain)
        let (window, nav) = makeNavigationScene(fruit, size: CGSize(width: 390, height: 700))
        defer { window.isHidden = true }
        let bar = fruit.search.searchBar
        // The navigation bar shows the search bar under its title row: 44 + 52 points.
        #expect(nav.navigationBar.frame.height == 96)
        #expect(bar.superview === nav.navigationBar && bar.frame == CGRect(x: 0, y: 44, width: 390, height: 52))
        #expect(fruit.visibleTexts == fruit.all)

        // A tap on the field starts editing: the search becomes active and presents itself.
        window.tap(at: windowCenter(of: bar.searchTextField))
        UIApplication.shared.advanceTime(by: 0.6)
        #expect(fruit.search.isActive && bar.searchTextField.isFirstResponder)
        #expect(fruit.search.presentingViewController === fruit && fruit.definesPresentationContext)
        #expect(bar.showsCancelButton, "the cancel button shows while active")
        // hidesNavigationBarDuringPresentation: only the search row remains.
        #expect(nav.navigationBar.frame.height == 52 && bar.frame.minY == 0)
        #expect(fruit.events == ["willPresent", "didBeginEditing", "didPresent"])
        fruit.events = []

        // Typing through the keyboard event path filters the rows at each key.
        window.type("b")
        #expect(fruit.visibleTexts == ["Banana", "Blackberry"])
        window.type("e")
        #expect(fruit.visibleTexts == ["Blackberry"])
        window.press(UIKeyCommand.inputBackspace)
        #expect(fruit.visibleTexts == ["Banana", "Blackberry"])
        window.type("a")
        #expect(fruit.visibleTexts == ["Banana"])
        #expect(fruit.events == ["textDidChange:b", "textDidChange:be", "textDidChange:b", "textDidChange:ba"])
        window.press(UIKeyCommand.inputReturn)
        #expect(fruit.events.last == "searchButtonClicked")

        // The filtered rows stay tappable through the search controller's view.
        let banana = try #require(fruit.tableView.visibleCells.first)
        window.tap(at: windowCenter(of: banana))
        #expect(fruit.tableView.indexPathForSelectedRow == IndexPath(row: 0, section: 0))

        // Cancel clears the text and restores every row.
        fruit.events = []
        window.tap(at: windowCenter(of: bar.cancelButton))
        UIApplication.shared.advanceTime(by: 0.6)
        #expect(!fruit.search.isActive && bar.text == "" && !bar.searchTextField.isFirstResponder)
        #expect(fruit.visibleTexts == fruit.all)
        #expect(fruit.search.presentingViewController == nil && !bar.showsCancelButton)
        #expect(fruit.events == ["cancelButtonClicked", "willDismiss", "didDismiss"])
        #expect(nav.navigationBar.frame.height == 96)
    }

    @Test func scopeBarAndDimmingView() throws {
        let fruit = FruitTableController(style: .plain)
        fruit.loadViewIfNeeded()
        fruit.search.obscuresBackgroundDuringPresentation = true
        let bar = fruit.search.searchBar
        bar.scopeButtonTitles = ["All", "Berries"]
        let (window, nav) = makeNavigationScene(fruit, size: CGSize(width: 390, height: 700))
        defer { window.isHidden = true }
        #expect(!bar.showsScopeBar)
        fruit.search.isActive = true
        UIApplication.shared.advanceTime(by: 0.6)
        // The scope bar shows while active and grows the search row by 44 points.
        #expect(bar.showsScopeBar && nav.navigationBar.frame.height == 96)
        #expect(bar.selectedScopeButtonIndex == 0)
        bar.selectedScopeButtonIndex = 7
        #expect(bar.selectedScopeButtonIndex == 0, "an out-of-range scope is refused")
        // The dimming view covers the content under the bars; a tap on it cancels.
        let dimming = fruit.search.dimmingView
        #expect(!dimming.isHidden && dimming.window === window)
        window.tap(at: CGPoint(x: 200, y: 400))
        UIApplication.shared.advanceTime(by: 0.6)
        #expect(!fruit.search.isActive && !bar.showsScopeBar)
    }

    /// A prompt is a centered line above the field: the bar grows by 30 points (as a
    /// navigation bar's prompt) and the field moves down by as much.
    @Test func aPromptShowsAboveTheField() {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
        bar.layoutIfNeeded()
        let fieldY = bar.searchTextField.frame.minY
        bar.prompt = "Search the fruit"
        bar.sizeToFit()
        bar.layoutIfNeeded()
        #expect(bar.bounds.height == 86)
        #expect(bar.searchTextField.frame.minY == fieldY + 30)
        #expect(!bar.promptLabel.isHidden && bar.promptLabel.text == "Search the fruit")
        #expect(bar.promptLabel.frame == CGRect(x: 8, y: 0, width: 304, height: 30))
        bar.prompt = nil
        bar.sizeToFit()
        bar.layoutIfNeeded()
        #expect(bar.bounds.height == 56 && bar.promptLabel.isHidden && bar.searchTextField.frame.minY == fieldY)
    }

    @Test func aSearchControllerWithNoNavigationItemIsRefused() {
        let search = UISearchController(searchResultsController: nil)
        search.isActive = true
        #expect(!search.isActive, "logged: its search bar is not shown in a window")
        #expect(search.presentingViewController == nil)
    }
}
