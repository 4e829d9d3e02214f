import Foundation

/// What the desktop clipboard holds, in its exchange formats: UTF-8 text, a PNG image and
/// a `text/uri-list` (nil: the clipboard holds no such representation).
package struct SystemClipboardContents: Equatable, Sendable {
    /// The text, as UTF-8 bytes.
    package var text: [UInt8]?
    /// The image, as PNG data.
    package var png: Data?
    /// The URL list (RFC 2483: one URL per line, CRLF-separated).
    package var uriList: [UInt8]?

    /// Contents with the given representations.
    package init(text: [UInt8]? = nil, png: Data? = nil, uriList: [UInt8]? = nil) {
        self.text = text
        self.png = png
        self.uriList = uriList
    }

    /// Whether no representation is present.
    package var isEmpty: Bool { text == nil && png == nil && uriList == nil }
}

/// The desktop clipboard, as a window backend reaches it.
///
/// A text-only clipboard implements `readText`/`writeText`; one that also carries images
/// and URL lists says so with `carriesImages` and implements `readContents`/`writeContents`.
package protocol SystemClipboard: AnyObject {
    /// Whether the clipboard can be used from the current thread (else the general
    /// pasteboard answers from its in-process contents).
    var isReachable: Bool { get }
    /// Whether images and URL lists go to the clipboard (else only text does).
    var carriesImages: Bool { get }
    /// The clipboard's text as UTF-8 bytes (nil: the clipboard holds no text).
    func readText() -> [UInt8]?
    /// Puts `text` on the clipboard; false when the window system refused it.
    func writeText(_ text: String) -> Bool
    /// Every representation the clipboard holds.
    func readContents() -> SystemClipboardContents
    /// Replaces the clipboard's contents (the app owns the clipboard until another program
    /// takes it); false when the window system refused.
    func writeContents(_ contents: SystemClipboardContents) -> Bool
}

extension SystemClipboard {
    /// A text-only clipboard.
    package var carriesImages: Bool { false }

    /// The text (a text-only clipboard).
    package func readContents() -> SystemClipboardContents { SystemClipboardContents(text: readText()) }

    /// Writes the text (a text-only clipboard; false without text).
    package func writeContents(_ contents: SystemClipboardContents) -> Bool {
        guard let text = contents.text else { return false }
        return writeText(String(decoding: text, as: UTF8.self))
    }
}
