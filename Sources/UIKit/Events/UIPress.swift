import CoreGraphics
import Foundation

/// Modifier keys held during a key press.
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    /// The raw bit mask of the modifier keys.
    public let rawValue: Int
    /// Creates modifier flags from a raw bit mask.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Caps Lock.
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    /// Shift.
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    /// Control.
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    /// Option (Alt).
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    /// Command (the Super/Windows key on Linux keyboards).
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    /// A key on the numeric keypad.
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

/// A key on a hardware keyboard: what it types and the modifiers held.
@preconcurrency @MainActor
open class UIKey: NSObject {
    /// The characters the key produces with the modifiers applied.
    open private(set) var characters: String
    /// The characters without modifiers (lowercase letters for letter keys).
    open private(set) var charactersIgnoringModifiers: String
    /// The modifiers held.
    open private(set) var modifierFlags: UIKeyModifierFlags
    /// The HID usage code of the key (0 when unknown).
    open private(set) var keyCode: Int

    /// Creates a key (input backends and `UIKitTesting` create them).
    public init(characters: String, charactersIgnoringModifiers: String? = nil, modifierFlags: UIKeyModifierFlags = [], keyCode: Int = 0) {
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers ?? characters.lowercased()
        self.modifierFlags = modifierFlags
        self.keyCode = keyCode
        super.init()
    }
}

/// One physical button press (a key of a hardware keyboard, a remote's button).
@preconcurrency @MainActor
open class UIPress: NSObject {
    /// The phases of a press.
    public enum Phase: Int, Sendable {
        case began = 0, changed, stationary, ended, cancelled
    }

    /// The buttons of remotes and game controllers (keys have `key` instead).
    public enum PressType: Int, Sendable {
        case upArrow = 0, downArrow, leftArrow, rightArrow, select, menu, playPause
        case pageUp = 30, pageDown = 31
    }

    /// The press's phase.
    open package(set) var phase: Phase = .began
    /// When the press last changed.
    open package(set) var timestamp: TimeInterval = 0
    /// The button (for keys: the arrow or select type when the key is one, else `.select`).
    open package(set) var type: PressType = .select
    /// The keyboard key, for key presses.
    open package(set) var key: UIKey?
    /// The force (0 or 1 for keys).
    open package(set) var force: CGFloat = 0
    /// The responder the press is delivered to.
    open package(set) weak var responder: UIResponder?
    /// The window the press happens in.
    open package(set) weak var window: UIWindow?
    /// The gesture recognizers receiving the press (none: recognizers here handle touches).
    open var gestureRecognizers: [UIGestureRecognizer]? { nil }

    /// Creates a press for `key` (input backends and `UIKitTesting` create them).
    public init(key: UIKey?, phase: Phase, timestamp: TimeInterval) {
        self.key = key
        self.phase = phase
        self.timestamp = timestamp
        super.init()
    }
}

/// An event carrying key or button presses.
@preconcurrency @MainActor
open class UIPressesEvent: UIEvent {
    /// The presses of the event.
    package var pressStorage: [UIPress] = []

    /// Creates a presses event (input backends and `UIKitTesting` create them).
    public init(presses: [UIPress], timestamp: TimeInterval) {
        super.init(type: .presses, timestamp: timestamp)
        pressStorage = presses
    }

    /// Every press of the event.
    open var allPresses: Set<UIPress> { Set(pressStorage) }

    /// The presses delivered to `gesture` (none).
    open func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> { [] }
}

/// A keyboard shortcut: a key and modifiers that send an action up the responder chain.
@preconcurrency @MainActor
open class UIKeyCommand: NSObject {
    /// The key's characters (`"c"`, or one of the `input…` constants).
    open private(set) var input: String?
    /// The modifiers that must be held.
    open private(set) var modifierFlags: UIKeyModifierFlags
    /// The action sent (nil-targeted, from the responder offering the command).
    open private(set) var action: Selector?
    /// The title shown in menus and the shortcut overlay.
    open var title: String
    /// A longer description.
    open var discoverabilityTitle: String?
    /// Whether the command wins over the first responder's own key handling (default false
    /// as in UIKit; commands of the first responder's chain are matched before delivery anyway).
    open var wantsPriorityOverSystemBehavior: Bool = false

    /// Creates a key command.
    public init(title: String = "", action: Selector, input: String, modifierFlags: UIKeyModifierFlags = [], discoverabilityTitle: String? = nil) {
        self.title = title
        self.action = action
        self.input = input
        self.modifierFlags = modifierFlags
        self.discoverabilityTitle = discoverabilityTitle
        super.init()
    }

    /// Creates a key command (UIKit's older initializer).
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.init(action: action, input: input, modifierFlags: modifierFlags)
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

/// What a responder that takes typed text implements (UITextField and UITextView do).
@preconcurrency @MainActor
public protocol UIKeyInput: AnyObject {
    /// Whether there is text to delete.
    var hasText: Bool { get }
    /// Inserts typed text at the insertion point.
    func insertText(_ text: String)
    /// Deletes the character before the insertion point.
    func deleteBackward()
}
