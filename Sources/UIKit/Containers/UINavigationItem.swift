import CoreGraphics
import Foundation

/// What a navigation bar shows for one level of a navigation stack: a title (or title
/// view), a prompt, the items on each side and how the back button to it reads. A view
/// controller's `navigationItem` is the one its navigation controller's bar shows.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// When the bar shows the item's title large.
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the item below it on the stack (large at the root when the bar prefers large titles).
        case automatic = 0
        /// Large whenever the bar prefers large titles.
        case always = 1
        /// Never large.
        case never = 2
        /// Inline (iOS 17): never large.
        case inline = 3
    }

    /// How the back button pointing at this item reads.
    public enum BackButtonDisplayMode: Int, Sendable {
        /// The item's back title (or title), else "Back" when too long.
        case `default` = 0
        /// "Back".
        case generic = 1
        /// Only the chevron.
        case minimal = 2
    }

    /// The title shown in the middle of the bar.
    open var title: String? { didSet { itemDidChange() } }
    /// A view shown in the middle of the bar instead of the title.
    open var titleView: UIView? { didSet { itemDidChange() } }
    /// A line of text shown above the title (the bar grows by 30 points).
    open var prompt: String? { didSet { itemDidChange() } }
    /// The item the bar shows as the back button while this item is below the top.
    open var backBarButtonItem: UIBarButtonItem? { didSet { itemDidChange() } }
    /// The back button's title while this item is below the top (wins over the title).
    open var backButtonTitle: String? { didSet { itemDidChange() } }
    /// How the back button pointing at this item reads.
    open var backButtonDisplayMode: BackButtonDisplayMode = .default { didSet { itemDidChange() } }
    /// Whether the back button is hidden while this item is on top.
    open var hidesBackButton: Bool = false { didSet { itemDidChange() } }
    /// Whether the left items appear next to the back button rather than replace it.
    open var leftItemsSupplementBackButton: Bool = false { didSet { itemDidChange() } }
    /// The items on the left (leading) side, outermost first.
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { itemDidChange() } }
    /// The items on the right (trailing) side, outermost (rightmost) first.
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { itemDidChange() } }
    /// When the title is shown large.
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { itemDidChange() } }
    /// The bar's appearance while this item is on top (nil: the bar's).
    open var standardAppearance: UINavigationBarAppearance? { didSet { itemDidChange() } }
    /// The appearance while this item is on top and its content is at its top edge.
    open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { itemDidChange() } }
    /// The appearance in a compact-height bar.
    open var compactAppearance: UINavigationBarAppearance? { didSet { itemDidChange() } }

    /// The search controller whose search bar the navigation bar shows under the title.
    open var searchController: UISearchController? {
        didSet {
            if oldValue !== searchController, oldValue?.hostingItem === self { oldValue?.hostingItem = nil }
            searchController?.hostingItem = self
            itemDidChange()
        }
    }
    /// Whether the search bar hides while the content is scrolled away from its top (default true).
    open var hidesSearchBarWhenScrolling: Bool = true { didSet { itemDidChange() } }

    /// The bar showing the item (weak); it rebuilds when the item changes.
    package weak var owningBar: UINavigationBar?

    /// Creates an item with a title.
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// Creates an item with no title.
    public override init() { super.init() }

    /// Creates an item from an archive.
    public required init?(coder: NSCoder) { super.init() }

    /// The first left item.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first right item.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Hides or shows the back button.
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
    /// Sets the left item.
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// Sets the right item.
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// Sets the left items.
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// Sets the right items.
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }

    /// Tells the owning bar to show the change.
    package func itemDidChange() { owningBar?.itemsDidChange() }
}
