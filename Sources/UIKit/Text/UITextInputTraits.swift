import Foundation

/// The kind of keyboard an input method should offer.
public enum UIKeyboardType: Int, Sendable {
    case `default` = 0, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
    /// The alphabet keyboard (same as `asciiCapable`).
    public static let alphabet = UIKeyboardType.asciiCapable
}

/// The title of the return key an input method should offer.
public enum UIReturnKeyType: Int, Sendable {
    case `default` = 0, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// Automatic capitalization an input method applies.
public enum UITextAutocapitalizationType: Int, Sendable {
    case none = 0, words, sentences, allCharacters
}

/// Automatic correction an input method applies.
public enum UITextAutocorrectionType: Int, Sendable {
    case `default` = 0, no, yes
}

/// Spell checking an input method applies.
public enum UITextSpellCheckingType: Int, Sendable {
    case `default` = 0, no, yes
}

/// The look of the keyboard.
public enum UIKeyboardAppearance: Int, Sendable {
    case `default` = 0, dark, light
    /// The alert look (same as `dark`).
    public static let alert = UIKeyboardAppearance.dark
}

/// The meaning of a text input's content, for autofill.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    /// The identifier.
    public let rawValue: String
    /// Creates a content type.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates a content type.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// A name.
    public static let name = UITextContentType("name")
    /// A given name.
    public static let givenName = UITextContentType("given-name")
    /// A family name.
    public static let familyName = UITextContentType("family-name")
    /// A user name.
    public static let username = UITextContentType("username")
    /// A password.
    public static let password = UITextContentType("password")
    /// A new password.
    public static let newPassword = UITextContentType("new-password")
    /// A one-time code.
    public static let oneTimeCode = UITextContentType("one-time-code")
    /// An email address.
    public static let emailAddress = UITextContentType("email")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType("tel")
    /// A URL.
    public static let URL = UITextContentType("url")
    /// A street address line.
    public static let fullStreetAddress = UITextContentType("street-address")
    /// A postal code.
    public static let postalCode = UITextContentType("postal-code")
    /// A credit card number.
    public static let creditCardNumber = UITextContentType("cc-number")
}

/// The input traits of a text-entry object: what an input method (keyboard, autofill)
/// should offer. There is no software keyboard on Linux; the traits are kept for input
/// methods and accessibility, and `isSecureTextEntry` changes how text is shown.
@preconcurrency @MainActor
public protocol UITextInputTraits: AnyObject {
    /// The keyboard kind.
    var keyboardType: UIKeyboardType { get set }
    /// The return key's title.
    var returnKeyType: UIReturnKeyType { get set }
    /// Automatic capitalization.
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    /// Automatic correction.
    var autocorrectionType: UITextAutocorrectionType { get set }
    /// Spell checking.
    var spellCheckingType: UITextSpellCheckingType { get set }
    /// The keyboard's look.
    var keyboardAppearance: UIKeyboardAppearance { get set }
    /// Whether the return key is disabled while the text is empty.
    var enablesReturnKeyAutomatically: Bool { get set }
    /// Whether the text is hidden (bullets) and cannot be copied.
    var isSecureTextEntry: Bool { get set }
    /// The meaning of the content, for autofill.
    var textContentType: UITextContentType! { get set }
}
