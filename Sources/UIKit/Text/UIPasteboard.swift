import Foundation

/// A pasteboard: items of typed values shared between parts of the app, and for the
/// general pasteboard with other programs.
///
/// With a window backend running, the general pasteboard is the desktop clipboard for
/// text, URLs and images (images and URL lists where the window system's clipboard carries
/// them: X11, not SDL's text-only clipboard under Wayland): what the app copies can be
/// pasted elsewhere, and what other programs copy appears here (read when the pasteboard
/// is read, or when the backend reports a clipboard change; `changeCount` then increments
/// and `changedNotification` is posted). Other types stay in the process. Named
/// pasteboards, and the general one without a window backend (headless tests), live in
/// the process.
///
/// Each item is a dictionary from a type identifier (`"public.utf8-plain-text"`,
/// `"public.url"`, `"public.png"`) to a value. Thread-safe; every change increments
/// `changeCount` and posts `UIPasteboard.changedNotification`.
open class UIPasteboard: NSObject, @unchecked Sendable {
    /// A pasteboard's name.
    public struct Name: RawRepresentable, Hashable, Sendable {
        /// The name string.
        public let rawValue: String
        /// Creates a name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates a name.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The general pasteboard's name.
        public static let general = Name("com.apple.UIKit.pboard.general")
        /// The find pasteboard's name (deprecated in UIKit; kept for source compatibility).
        public static let find = Name("com.apple.UIKit.pboard.find")
    }

    /// Sent when a pasteboard's contents change; the object is the pasteboard and the user
    /// info lists the added and removed types.
    public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")
    /// Sent when a named pasteboard is removed.
    public static let removedNotification = Notification.Name("UIPasteboardRemovedNotification")
    /// User-info key of `changedNotification`: the types added.
    public static let changedTypesAddedUserInfoKey = "UIPasteboardChangedTypesAddedKey"
    /// User-info key of `changedNotification`: the types removed.
    public static let changedTypesRemovedUserInfoKey = "UIPasteboardChangedTypesRemovedKey"

    /// The plain-text type identifier.
    public static let typeString = "public.utf8-plain-text"
    /// The URL type identifier.
    public static let typeURL = "public.url"
    /// The PNG image type identifier.
    public static let typeImage = "public.png"
    /// The types of strings the pasteboard recognizes.
    public static let typeListString: [String] = ["public.utf8-plain-text", "public.plain-text", "public.text"]
    /// The types of URLs the pasteboard recognizes.
    public static let typeListURL: [String] = ["public.url"]
    /// The types of images the pasteboard recognizes.
    public static let typeListImage: [String] = ["public.png", "public.jpeg", "public.image"]

    /// The contents shared by every pasteboard object of one name.
    private final class Contents: @unchecked Sendable {
        let lock = NSLock()
        var items: [[String: Any]] = []
        var changeCount = 0
        /// The desktop clipboard's contents as last written or adopted (general pasteboard only).
        var systemBaseline: SystemClipboardContents?
    }

    /// The desktop clipboard behind the general pasteboard (set by a window backend; nil:
    /// the general pasteboard is in-process).
    nonisolated(unsafe) package static var systemClipboard: (any SystemClipboard)? {
        didSet { general.contents.lock.withLock { general.contents.systemBaseline = nil } }
    }

    /// The most text exchanged with the desktop clipboard, in UTF-8 bytes (16 MiB); larger
    /// text is refused with a log line (it stays in the process when the app copies it).
    package static let maximumSystemTextBytes = 16 << 20
    /// The largest image exchanged with the desktop clipboard, in PNG bytes (64 MiB); a larger
    /// one is refused with a log line (it stays in the process when the app copies it).
    package static let maximumSystemImageBytes = 64 << 20

    private static let registryLock = NSLock()
    nonisolated(unsafe) private static var registry: [Name: Contents] = [.general: Contents()]
    nonisolated(unsafe) private static var uniqueCounter = 0

    /// The general pasteboard, for copy, cut and paste.
    public static let general: UIPasteboard = UIPasteboard(name: .general, contents: contents(.general, create: true)!)

    private let contents: Contents

    /// The pasteboard's name.
    public let name: Name

    private init(name: Name, contents: Contents) {
        self.name = name
        self.contents = contents
        super.init()
    }

    private static func contents(_ name: Name, create: Bool) -> Contents? {
        registryLock.lock()
        defer { registryLock.unlock() }
        if let existing = registry[name] { return existing }
        guard create else { return nil }
        let made = Contents()
        registry[name] = made
        return made
    }

    /// The pasteboard named `pasteboardName`; when none exists, a new empty one if `create`
    /// is true, else nil. Objects of one name share their contents.
    public convenience init?(name pasteboardName: Name, create: Bool) {
        guard let contents = UIPasteboard.contents(pasteboardName, create: create) else { return nil }
        self.init(name: pasteboardName, contents: contents)
    }

    /// A new app pasteboard with a unique name.
    public static func withUniqueName() -> UIPasteboard {
        registryLock.lock()
        uniqueCounter += 1
        let name = Name("org.openuikit.pboard.\(ProcessInfo.processInfo.processIdentifier).\(uniqueCounter)")
        registryLock.unlock()
        return UIPasteboard(name: name, contents: contents(name, create: true)!)
    }

    /// Removes the named pasteboard's contents (the general pasteboard cannot be removed).
    public static func remove(withName pasteboardName: Name) {
        guard pasteboardName != .general else { return }
        registryLock.lock()
        let removed = registry.removeValue(forKey: pasteboardName)
        registryLock.unlock()
        if removed != nil { NotificationCenter.default.post(name: removedNotification, object: pasteboardName.rawValue) }
    }

    /// The number of times the contents changed.
    open var changeCount: Int { syncFromSystem(); return contents.lock.withLock { contents.changeCount } }

    /// The items: one dictionary from type identifier to value per item.
    open var items: [[String: Any]] {
        get { syncFromSystem(); return contents.lock.withLock { contents.items } }
        set { replaceItems(newValue) }
    }

    /// The number of items.
    open var numberOfItems: Int { syncFromSystem(); return contents.lock.withLock { contents.items.count } }

    /// The type identifiers of the first item.
    open var types: [String] { syncFromSystem(); return contents.lock.withLock { contents.items.first.map { Array($0.keys).sorted() } ?? [] } }

    /// Replaces the items.
    open func setItems(_ items: [[String: Any]], options: [String: Any] = [:]) { replaceItems(items) }

    /// Appends items.
    open func addItems(_ items: [[String: Any]]) { replaceItems(self.items + items) }

    /// Whether the first item has a value of one of `pasteboardTypes`.
    open func contains(pasteboardTypes: [String]) -> Bool {
        syncFromSystem()
        return contents.lock.withLock { contents.items.first.map { item in pasteboardTypes.contains { item[$0] != nil } } ?? false }
    }

    /// The first item's value of `pasteboardType`.
    open func value(forPasteboardType pasteboardType: String) -> Any? {
        syncFromSystem()
        return contents.lock.withLock { contents.items.first?[pasteboardType] }
    }

    /// Replaces the contents with one item holding `value` as `pasteboardType`.
    open func setValue(_ value: Any, forPasteboardType pasteboardType: String) { replaceItems([[pasteboardType: value]]) }

    /// The first item's data of `pasteboardType` (strings are returned as UTF-8).
    open func data(forPasteboardType pasteboardType: String) -> Data? {
        switch value(forPasteboardType: pasteboardType) {
        case let d as Data: return d
        case let s as String: return Data(s.utf8)
        case let u as URL: return Data(u.absoluteString.utf8)
        case let i as UIImage: return i.pngData()
        default: return nil
        }
    }

    /// Replaces the contents with one item holding `data` as `pasteboardType`.
    open func setData(_ data: Data, forPasteboardType pasteboardType: String) { replaceItems([[pasteboardType: data]]) }

    // MARK: Strings, URLs, images

    /// The first string on the pasteboard; setting replaces the contents (nil clears).
    open var string: String? {
        get { strings?.first }
        set { replaceItems(newValue.map { [[UIPasteboard.typeString: $0]] } ?? []) }
    }

    /// Every item's string; setting replaces the contents with one item per string.
    open var strings: [String]? {
        get { values(UIPasteboard.typeListString) { ($0 as? String) ?? ($0 as? Data).flatMap { String(data: $0, encoding: .utf8) } } }
        set { replaceItems((newValue ?? []).map { [UIPasteboard.typeString: $0] }) }
    }

    /// The first URL on the pasteboard; setting replaces the contents (nil clears).
    open var url: URL? {
        get { urls?.first }
        set { replaceItems(newValue.map { [[UIPasteboard.typeURL: $0]] } ?? []) }
    }

    /// Every item's URL; setting replaces the contents with one item per URL.
    open var urls: [URL]? {
        get { values(UIPasteboard.typeListURL) { ($0 as? URL) ?? ($0 as? String).flatMap { URL(string: $0) } } }
        set { replaceItems((newValue ?? []).map { [UIPasteboard.typeURL: $0] }) }
    }

    /// The first image on the pasteboard; setting replaces the contents (nil clears).
    open var image: UIImage? {
        get { images?.first }
        set { replaceItems(newValue.map { [[UIPasteboard.typeImage: $0]] } ?? []) }
    }

    /// Every item's image; setting replaces the contents with one item per image.
    open var images: [UIImage]? {
        get { values(UIPasteboard.typeListImage) { ($0 as? UIImage) ?? ($0 as? Data).flatMap { UIImage(data: $0) } } }
        set { replaceItems((newValue ?? []).map { [UIPasteboard.typeImage: $0] }) }
    }

    /// Whether some item holds a string.
    open var hasStrings: Bool { strings?.isEmpty == false }
    /// Whether some item holds a URL.
    open var hasURLs: Bool { urls?.isEmpty == false }
    /// Whether some item holds an image.
    open var hasImages: Bool { images?.isEmpty == false }

    // MARK: Internals

    private func values<T>(_ types: [String], _ convert: (Any) -> T?) -> [T]? {
        let snapshot = items
        var result: [T] = []
        for item in snapshot {
            for type in types {
                if let value = item[type], let converted = convert(value) { result.append(converted); break }
            }
        }
        return result.isEmpty ? nil : result
    }

    private func replaceItems(_ newItems: [[String: Any]]) {
        setItemsAndNotify(newItems)
        writeToSystem(newItems)
    }

    private func setItemsAndNotify(_ newItems: [[String: Any]]) {
        let (added, removed): (Set<String>, Set<String>) = contents.lock.withLock {
            let before = Set(contents.items.flatMap(\.keys)), after = Set(newItems.flatMap(\.keys))
            contents.items = newItems
            contents.changeCount += 1
            return (after.subtracting(before), before.subtracting(after))
        }
        NotificationCenter.default.post(name: UIPasteboard.changedNotification, object: self,
                                        userInfo: [UIPasteboard.changedTypesAddedUserInfoKey: added.sorted(),
                                                   UIPasteboard.changedTypesRemovedUserInfoKey: removed.sorted()])
    }

    // MARK: The desktop clipboard

    /// The clipboard to use now: the general pasteboard's, when it can be reached from
    /// this thread.
    private var system: (any SystemClipboard)? {
        guard name == .general, let clipboard = UIPasteboard.systemClipboard, clipboard.isReachable else { return nil }
        return clipboard
    }

    /// Adopts what another program put on the desktop clipboard since the app last wrote
    /// or read it: its text (and the URL it spells, if any), image and URL list become the
    /// items (the first item holds the text and image; each listed URL is an item). Contents
    /// that are too large, not UTF-8, not a PNG, or missing (the clipboard holds another
    /// type) are handled with a log line: refused, repaired, or an empty pasteboard.
    package func syncFromSystem() {
        guard let system else { return }
        let incoming = system.readContents()
        let changed: Bool = contents.lock.withLock {
            guard contents.systemBaseline != incoming else { return false }
            contents.systemBaseline = incoming
            return true
        }
        guard changed else { return }
        setItemsAndNotify(UIPasteboard.items(adopting: incoming))
    }

    /// The items the desktop clipboard's `incoming` contents become.
    private static func items(adopting incoming: SystemClipboardContents) -> [[String: Any]] {
        var first: [String: Any] = [:]
        if let bytes = incoming.text, !bytes.isEmpty {
            if bytes.count > maximumSystemTextBytes {
                DiagnosticLog.write("UIKit", "UIPasteboard: the desktop clipboard holds \(bytes.count) bytes of text, more than \(maximumSystemTextBytes); not pasted")
            } else {
                var text: String
                if let valid = String(validating: bytes, as: UTF8.self) { text = valid }
                else {
                    text = String(decoding: bytes, as: UTF8.self)
                    DiagnosticLog.write("UIKit", "UIPasteboard: the desktop clipboard's text is not valid UTF-8; invalid bytes were replaced with U+FFFD")
                }
                if text.hasSuffix("\0") { text.removeLast() }
                first[typeString] = text
                if let url = url(spelledBy: text) { first[typeURL] = url }
            }
        }
        if let png = incoming.png, !png.isEmpty {
            if png.count > maximumSystemImageBytes {
                DiagnosticLog.write("UIKit", "UIPasteboard: the desktop clipboard holds a \(png.count)-byte image, more than \(maximumSystemImageBytes); not pasted")
            } else if let image = UIImage(data: png) {
                first[typeImage] = image
            } else {
                DiagnosticLog.write("UIKit", "UIPasteboard: the desktop clipboard's image/png (\(png.count) bytes) is not a readable PNG; not pasted")
            }
        }
        var urls: [URL] = []
        if let list = incoming.uriList {
            urls = uriListURLs(list)
            if urls.isEmpty { DiagnosticLog.write("UIKit", "UIPasteboard: the desktop clipboard's text/uri-list holds no URL; ignored") }
        }
        if let url = urls.first { first[typeURL] = url }
        var items: [[String: Any]] = first.isEmpty ? [] : [first]
        for url in urls.dropFirst(first.isEmpty ? 0 : 1) { items.append([typeURL: url]) }
        return items
    }

    /// The URLs of a `text/uri-list` (RFC 2483: one per line, `#` lines are comments).
    private static func uriListURLs(_ bytes: [UInt8]) -> [URL] {
        guard bytes.count <= maximumSystemTextBytes else {
            DiagnosticLog.write("UIKit", "UIPasteboard: the desktop clipboard's text/uri-list has \(bytes.count) bytes, more than \(maximumSystemTextBytes); not pasted")
            return []
        }
        return String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline).compactMap { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard !trimmed.hasPrefix("#") else { return nil }
            return url(spelledBy: trimmed)
        }
    }

    /// The URL `text` is, when it is one absolute URL with a scheme and nothing else.
    private static func url(spelledBy text: String) -> URL? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, trimmed.count < 8_192, !trimmed.contains(where: \.isWhitespace),
              let url = URL(string: trimmed), let scheme = url.scheme, !scheme.isEmpty, trimmed.contains(":") else { return nil }
        return url
    }

    /// Puts the items on the desktop clipboard: the first item's text (or URL), and where
    /// the clipboard carries them, its image (as PNG) and every item's URL (as a URL
    /// list). Items with none of these stay in the process, and the desktop clipboard
    /// keeps what it had.
    private func writeToSystem(_ newItems: [[String: Any]]) {
        guard let system else { return }
        var outgoing = SystemClipboardContents()
        if let item = newItems.first {
            for type in UIPasteboard.typeListString { if let s = item[type] as? String { outgoing.text = Array(s.utf8); break } }
            if outgoing.text == nil, let url = UIPasteboard.url(in: item) { outgoing.text = Array(url.absoluteString.utf8) }
            if system.carriesImages { outgoing.png = UIPasteboard.pngData(in: item) }
        }
        if system.carriesImages {
            let urls = newItems.compactMap(UIPasteboard.url(in:))
            if !urls.isEmpty { outgoing.uriList = Array(urls.map { $0.absoluteString + "\r\n" }.joined().utf8) }
        }
        var refusedForSize = false
        if let text = outgoing.text, text.count > UIPasteboard.maximumSystemTextBytes {
            refusedForSize = true
            DiagnosticLog.write("UIKit", "UIPasteboard: \(text.count) bytes of text are too many for the desktop clipboard (most \(UIPasteboard.maximumSystemTextBytes)); kept in the app")
            outgoing.text = nil
        }
        if let png = outgoing.png, png.count > UIPasteboard.maximumSystemImageBytes {
            refusedForSize = true
            DiagnosticLog.write("UIKit", "UIPasteboard: a \(png.count)-byte image is too large for the desktop clipboard (most \(UIPasteboard.maximumSystemImageBytes)); kept in the app")
            outgoing.png = nil
        }
        guard !outgoing.isEmpty else {
            if !refusedForSize, let type = newItems.first?.keys.sorted().first {
                let takes = system.carriesImages ? "text, URLs and images" : "text and URLs only"
                DiagnosticLog.write("UIKit", "UIPasteboard: \(type) is kept in the app; the desktop clipboard takes \(takes)")
            }
            contents.lock.withLock { contents.systemBaseline = system.readContents() }
            return
        }
        if system.writeContents(outgoing) {
            contents.lock.withLock { contents.systemBaseline = outgoing }
        } else {
            DiagnosticLog.write("UIKit", "UIPasteboard: the desktop clipboard refused the contents; kept in the app")
            contents.lock.withLock { contents.systemBaseline = system.readContents() }
        }
    }

    /// The URL an item holds (as a URL or a string spelling one).
    private static func url(in item: [String: Any]) -> URL? {
        (item[typeURL] as? URL) ?? (item[typeURL] as? String).flatMap(URL.init(string:))
    }

    /// An item's image as PNG data (an image, or image data of a type UIImage reads).
    private static func pngData(in item: [String: Any]) -> Data? {
        for type in typeListImage {
            switch item[type] {
            case let image as UIImage: return image.pngData()
            case let data as Data where type == typeImage: return data
            case let data as Data: return UIImage(data: data)?.pngData()
            default: continue
            }
        }
        return nil
    }
}
