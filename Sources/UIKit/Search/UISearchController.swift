import CoreGraphics
import Foundation

/// A controller that manages searching: it owns a search bar, becomes active when the
/// user starts editing it (presenting itself over the current context, so the content
/// stays visible or dimmed under it, with the results controller's view when there is
/// one), tells its `searchResultsUpdater` as the text changes and becomes inactive on
/// Cancel. Put it in a navigation item (`navigationItem.searchController`) or show its
/// `searchBar` yourself.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    /// The controller showing the results (nil: the searched content shows them itself).
    public let searchResultsController: UIViewController?
    /// The search bar.
    public let searchBar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: UISearchBar.barHeight))
    /// The object that updates the results as the text changes.
    open weak var searchResultsUpdater: UISearchResultsUpdating?
    /// The delegate.
    open weak var delegate: UISearchControllerDelegate?
    /// Whether the content under the search is dimmed while active (default true; the
    /// dimming hides once a results controller shows results). A tap on it cancels.
    open var obscuresBackgroundDuringPresentation: Bool = true { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// Whether the navigation bar's title row hides while active (default true).
    open var hidesNavigationBarDuringPresentation: Bool = true
    /// Whether the cancel button shows while active (default true).
    open var automaticallyShowsCancelButton: Bool = true
    /// Whether the scope bar shows while active (default true).
    open var automaticallyShowsScopeBar: Bool = true
    /// Whether the results controller shows even while the text is empty.
    open var showsSearchResultsController: Bool = false { didSet { viewIfLoaded?.setNeedsLayout() } }

    /// Whether the search is active.
    package var activeStorage = false
    /// The navigation item showing the search bar.
    package weak var hostingItem: UINavigationItem?
    /// The dimming view over the content while active.
    package let dimmingView = UIView()

    /// Creates a search controller; `searchResultsController` shows the results (nil: the
    /// searched content itself does).
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        configureSearchController()
    }

    /// Creates a search controller without a results controller.
    public convenience init() { self.init(searchResultsController: nil) }

    /// Not supported: a search controller is made in code.
    public required init?(coder: NSCoder) {
        searchResultsController = nil
        super.init(coder: coder)
        configureSearchController()
    }

    /// The view: transparent (touches pass to the content), with the dimming view and the
    /// results controller's view.
    open override func loadView() { view = makeSearchControllerView() }

    /// Whether the search is active; setting it presents or dismisses the search.
    open var isActive: Bool {
        get { activeStorage }
        set { setActive(newValue) }
    }
}
