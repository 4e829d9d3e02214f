import Foundation

/// A closure-based action: what `UIControl.addAction(_:for:)` runs, and the menu element
/// of the same name.
@preconcurrency @MainActor
open class UIAction: NSObject {
    /// An action's identifier (unique per control event; adding an action with an existing
    /// identifier replaces it).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// Attributes of a menu action.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
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
