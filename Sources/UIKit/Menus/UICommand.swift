import Foundation

/// A menu element that sends an action message up the responder chain when chosen: the
/// first responder that performs `action` (see `UIResponder.canPerformAction`) receives
/// it with the command as the sender. A command no responder performs shows disabled.
@preconcurrency @MainActor
open class UICommand: UIMenuElement {
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
    /// A longer title.
    open var discoverabilityTitle: String?
    /// The action message sent.
    open private(set) var action: Selector?
    /// A value the responder can read to tell commands with the same action apart.
    open private(set) var propertyList: Any?
    /// Variants of the command chosen with modifier keys held.
    open private(set) var alternates: [UICommandAlternate]
    /// The attributes.
    open var attributes: Attributes
    /// The state.
    open var state: State

    /// Creates a command.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, action: Selector, propertyList: Any? = nil,
                alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil,
                attributes: Attributes = [], state: State = .off) {
        self.action = action
        self.propertyList = propertyList
        self.alternates = alternates
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// Creates a command from an archive (not supported: menus are built in code).
    public required init?(coder: NSCoder) { nil }
}

/// A variant of a command chosen when its modifier keys are held.
@preconcurrency @MainActor
open class UICommandAlternate: NSObject {
    /// The title shown while the modifiers are held.
    open private(set) var title: String
    /// The action sent.
    open private(set) var action: Selector
    /// The modifiers that select the variant.
    open private(set) var modifierFlags: UIKeyModifierFlags

    /// Creates an alternate.
    public init(title: String, action: Selector, modifierFlags: UIKeyModifierFlags) {
        self.title = title
        self.action = action
        self.modifierFlags = modifierFlags
        super.init()
    }
}
