import CoreGraphics
import Foundation

/// An item of a tab bar: a title, an image and a selected image, and a badge.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    /// The system's tab bar items (titles as UIKit's, in English).
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed
    }

    /// The image shown while the item is selected (nil: the image).
    open var selectedImage: UIImage? { didSet { itemDidChange() } }
    /// The text of the badge at the image's top right corner (nil: no badge).
    open var badgeValue: String? { didSet { itemDidChange() } }
    /// The badge's background color (nil: system red).
    open var badgeColor: UIColor? { didSet { itemDidChange() } }
    /// An offset applied to the title's position.
    open var titlePositionAdjustment: UIOffset = .zero { didSet { itemDidChange() } }
    /// Badge text attributes per state.
    package var badgeAttributesByState: [UInt: [NSAttributedString.Key: Any]] = [:]
    /// The system item the item was created from.
    package var systemItem: SystemItem?

    /// Creates an item with no title or image.
    public override init() { super.init() }

    /// Creates an item from an archive.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Creates an item with a title, an image and a tag.
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// Creates an item with a title, an image and a selected image.
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// Creates a system item.
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        self.systemItem = systemItem
        self.title = UITabBarItem.systemTitle(systemItem)
        self.tag = tag
    }

    /// Sets the badge's text attributes for `state`.
    open func setBadgeTextAttributes(_ textAttributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        badgeAttributesByState[state.rawValue] = textAttributes
        itemDidChange()
    }

    /// The badge's text attributes for `state`.
    open func badgeTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        badgeAttributesByState[state.rawValue]
    }

    /// UIKit's titles for the system items.
    package static func systemTitle(_ item: SystemItem) -> String {
        switch item {
        case .more: return "More"
        case .favorites: return "Favorites"
        case .featured: return "Featured"
        case .topRated: return "Top Rated"
        case .recents: return "Recents"
        case .contacts: return "Contacts"
        case .history: return "History"
        case .bookmarks: return "Bookmarks"
        case .search: return "Search"
        case .downloads: return "Downloads"
        case .mostRecent: return "Most Recent"
        case .mostViewed: return "Most Viewed"
        }
    }
}
