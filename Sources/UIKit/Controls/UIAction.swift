import Foundation

/// A closure-based action: what `UIControl.addAction(_:for:)` runs, and the menu element
/// of the same name.
@preconcurrency @MainActor
open class UIAction: NSObject {
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

    /// Attributes of a menu action.
    public struct Attributes: OptionSet, Hashable, Sendable {
        /// The raw bit mask of the attributes.
        public let rawValue: UInt
        /// Creates attributes from a raw bit mask.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The action is shown but can't be chosen.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// The action destroys data and is shown in a destructive style.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// The action isn't shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
    }

    /// The on/off state of a menu action.
    public enum State: Int, Sendable { case off = 0, on = 1, mixed = 2 }

    /// The title.
    open var title: String
    /// The image.
    open var image: UIImage?
    /// The identifier.
    open private(set) var identifier: Identifier
    /// A longer title.
    open var discoverabilityTitle: String?
    /// The attributes.
    open var attributes: Attributes
    /// The state.
    open var state: State
    /// The object that sent the action while the handler runs (the control), else nil.
    open package(set) var sender: Any?
    /// The closure run.
    package let handler: @MainActor (UIAction) -> Void

    /// Creates an action.
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
                attributes: Attributes = [], state: State = .off, handler: @escaping @MainActor (UIAction) -> Void) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init()
    }

    /// Runs the handler with `sender` set.
    package func perform(sender: Any?) {
        let previous = self.sender
        self.sender = sender
        handler(self)
        self.sender = previous
    }
}
