import CoreGraphics
import Foundation

/// The abstract base of the items bars show: a title, an image, whether it is enabled
/// and a tag. Bars observe their items, so changing a property updates the bar.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    /// The title shown on the item.
    open var title: String? { didSet { itemDidChange() } }
    /// The image shown on the item.
    open var image: UIImage? { didSet { itemDidChange() } }
    /// The image for landscape on a phone (the image when nil).
    open var landscapeImagePhone: UIImage? { didSet { itemDidChange() } }
    /// The image shown in the large-content viewer (accessibility).
    open var largeContentSizeImage: UIImage?
    /// Insets around the image.
    open var imageInsets: UIEdgeInsets = .zero { didSet { itemDidChange() } }
    /// Whether the item responds to taps (a disabled item is dimmed).
    open var isEnabled: Bool = true { didSet { itemDidChange() } }
    /// A number identifying the item in code.
    open var tag: Int = 0

    /// Text attributes per control state set by `setTitleTextAttributes(_:for:)`.
    package var titleTextAttributesByState: [UInt: [NSAttributedString.Key: Any]] = [:]
    /// Called when a displayed property changed (the bar showing the item rebuilds its view).
    package var changeHandlers: [ObjectIdentifier: @MainActor @Sendable () -> Void] = [:]

    /// Creates an item with no title or image.
    public override init() { super.init() }

    /// Creates an item from an archive.
    public required init?(coder: NSCoder) { super.init() }

    /// Sets the attributes of the title's text for `state`.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleTextAttributesByState[state.rawValue] = attributes
        itemDidChange()
    }

    /// The attributes of the title's text for `state`.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleTextAttributesByState[state.rawValue]
    }

    /// Tells the bars showing the item that it changed.
    package func itemDidChange() {
        for handler in changeHandlers.values { handler() }
    }
}
