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
