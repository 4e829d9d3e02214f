import Foundation

/// A keyboard shortcut: a key and modifiers that send an action up the responder chain.
///
/// A responder offers commands through `keyCommands`; a key press is matched against the
/// commands of the first responder's chain before the responder's own key handling. A
/// key command is also a `UICommand`, so it can sit in a menu, where its shortcut shows.
@preconcurrency @MainActor
open class UIKeyCommand: UICommand {
    /// The key's characters (`"c"`, or one of the `input…` constants).
    open private(set) var input: String?
    /// The modifiers that must be held.
    open private(set) var modifierFlags: UIKeyModifierFlags
    /// Whether the command wins over the first responder's own key handling (default false
    /// as in UIKit; commands of the first responder's chain are matched before delivery anyway).
    open var wantsPriorityOverSystemBehavior: Bool = false

    /// Creates a key command.
    public init(title: String = "", image: UIImage? = nil, action: Selector, input: String, modifierFlags: UIKeyModifierFlags = [],
                propertyList: Any? = nil, alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil,
                attributes: Attributes = [], state: State = .off) {
        self.input = input
        self.modifierFlags = modifierFlags
        super.init(title: title, image: image, action: action, propertyList: propertyList, alternates: alternates,
                   discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state)
    }

    /// Creates a key command from an archive (not supported: commands are built in code).
    public required init?(coder: NSCoder) { nil }

    /// Creates a key command (UIKit's older initializer).
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.init(action: action, input: input, modifierFlags: modifierFlags)
    }

    /// Creates a key command with a discoverability title (UIKit's older initializer).
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector, discoverabilityTitle: String) {
        self.init(action: action, input: input, modifierFlags: modifierFlags, discoverabilityTitle: discoverabilityTitle)
    }

    /// The up-arrow key's input string.
    public static let inputUpArrow = "UIKeyInputUpArrow"
    /// The down-arrow key's input string.
    public static let inputDownArrow = "UIKeyInputDownArrow"
    /// The left-arrow key's input string.
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    /// The right-arrow key's input string.
    public static let inputRightArrow = "UIKeyInputRightArrow"
    /// The Escape key's input string.
    public static let inputEscape = "UIKeyInputEscape"
    /// The Page Up key's input string.
    public static let inputPageUp = "UIKeyInputPageUp"
    /// The Page Down key's input string.
    public static let inputPageDown = "UIKeyInputPageDown"
    /// The Home key's input string.
    public static let inputHome = "UIKeyInputHome"
    /// The End key's input string.
    public static let inputEnd = "UIKeyInputEnd"
    /// The Delete (forward) key's input string.
    public static let inputDelete = "UIKeyInputDelete"
    /// The Tab key's input string.
    public static let inputTab = "\t"
    /// The Return key's input string.
    public static let inputReturn = "\r"
    /// The Backspace key's input string.
    public static let inputBackspace = "\u{8}"
}
