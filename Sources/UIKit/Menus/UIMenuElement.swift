import Foundation

/// An item of a menu: the common base of `UIAction`, `UICommand`, `UIKeyCommand`, `UIMenu`
/// and `UIDeferredMenuElement`, holding the title, subtitle and image a menu row shows.
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    /// Attributes of an action or command in a menu.
    public struct Attributes: OptionSet, Hashable, Sendable {
        /// The raw bit mask of the attributes.
        public let rawValue: UInt
        /// Creates attributes from a raw bit mask.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The element is shown greyed and can't be chosen.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// The element destroys data and is shown in red.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// The element isn't shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing the element leaves the menu open (iOS 16).
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// The on/off state of an action or command (a checkmark shows for `.on`).
    public enum State: Int, Sendable {
        /// Not checked.
        case off = 0
        /// Checked.
        case on = 1
        /// Partly checked (a dash shows).
        case mixed = 2
    }

    /// The sizes of a menu's elements when shown side by side (iOS 16).
    public enum Size: Int, Sendable {
        /// Small, image-only elements.
        case small = 0
        /// Medium elements with an image above a title.
        case medium = 1
        /// Full rows (the default).
        case large = 2
        /// The system's choice.
        case automatic = -1
    }

    /// The title the row shows.
    package var titleStorage: String
    /// The second line under the title.
    package var subtitleStorage: String?
    /// The image shown at the row's leading edge.
    package var imageStorage: UIImage?

    /// The element's title.
    open var title: String { titleStorage }
    /// A second line of text under the title (iOS 15).
    open var subtitle: String? {
        get { subtitleStorage }
        set { subtitleStorage = newValue }
    }
    /// The element's image.
    open var image: UIImage? { imageStorage }

    /// Creates an element (subclasses call this).
    package init(title: String, subtitle: String?, image: UIImage?) {
        titleStorage = title
        subtitleStorage = subtitle
        imageStorage = image
        super.init()
    }

    /// Creates an element from an archive (not supported: menus are built in code).
    public required init?(coder: NSCoder) { nil }
}
