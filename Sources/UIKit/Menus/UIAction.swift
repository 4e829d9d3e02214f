import Foundation

/// A closure-based action: what `UIControl.addAction(_:for:)` runs, and a menu element
/// that runs its handler when chosen.
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    /// An action's identifier (unique per control event; adding an action with an existing
    /// identifier replaces it).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's string.
        public var rawValue: String
        /// Creates an identifier from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier from its string.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The title.
    open override var title: String {
        get { titleStorage }
        set { titleStorage = newValue }
    }
    /// The image.
    open override var image: UIImage? {
        get { imageStorage }
        set { imageStorage = newValue }
    }
    /// The image shown when `state` is `.on` (iOS 17; nil: `image` and a checkmark).
    open var selectedImage: UIImage?
    /// The identifier.
    open private(set) var identifier: Identifier
    /// A longer title.
    open var discoverabilityTitle: String?
    /// The attributes.
    open var attributes: Attributes
    /// The state.
    open var state: State
    /// The object that sent the action while the handler runs (the control, the bar
    /// button item, or the view whose menu showed the action), else nil.
    open package(set) var sender: Any?
    /// The closure run.
    package let handler: @MainActor (UIAction) -> Void

    /// Creates an action.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil,
                identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
                attributes: Attributes = [], state: State = .off, handler: @escaping @MainActor (UIAction) -> Void) {
        self.selectedImage = selectedImage
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// Creates an action from an archive (not supported: actions hold closures).
    public required init?(coder: NSCoder) { nil }

    /// Runs the handler with `sender` set.
    package func perform(sender: Any?) {
        let previous = self.sender
        self.sender = sender
        handler(self)
        self.sender = previous
    }
}
