import Foundation

extension String: NSItemProviderReading, NSItemProviderWriting {
    /// Text types, UTF-8 first.
    public static var readableTypeIdentifiersForItemProvider: [String] { ["public.utf8-plain-text", "public.plain-text", "public.text"] }
    /// Plain text in UTF-8.
    public static var writableTypeIdentifiersForItemProvider: [String] { ["public.utf8-plain-text"] }

    /// The text in `data` (invalid UTF-8 is repaired with U+FFFD and logged).
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> String {
        if let text = String(validating: data, as: UTF8.self) { return text }
        DiagnosticLog.write("UIKit", "NSItemProvider: \(typeIdentifier) data is not valid UTF-8; invalid bytes were replaced with U+FFFD")
        return String(decoding: data, as: UTF8.self)
    }

    /// The text as UTF-8.
    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
        completionHandler(Data(utf8), nil)
        return nil
    }
}

extension URL: NSItemProviderReading, NSItemProviderWriting {
    /// URLs, then file URLs.
    public static var readableTypeIdentifiersForItemProvider: [String] { ["public.url", "public.file-url"] }
    /// A URL (a file URL as a file URL).
    public static var writableTypeIdentifiersForItemProvider: [String] { ["public.url"] }
    /// `public.file-url` for file URLs, else `public.url`.
    public var writableTypeIdentifiersForItemProvider: [String] { isFileURL ? ["public.file-url", "public.url"] : ["public.url"] }

    /// The URL spelled by `data` (UTF-8); throws when it spells none.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> URL {
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines.union(CharacterSet(charactersIn: "\0")))
        guard !text.isEmpty, let url = URL(string: text) else {
            throw NSItemProvider.error(.unexpectedValueClassError, "\(typeIdentifier) data does not spell a URL")
        }
        return url
    }

    /// The URL's absolute string as UTF-8.
    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
        completionHandler(Data(absoluteString.utf8), nil)
        return nil
    }
}

extension UIImage: NSItemProviderReading, NSItemProviderWriting {
    /// Image types.
    public static var readableTypeIdentifiersForItemProvider: [String] { ["public.png", "public.jpeg", "public.image"] }
    /// PNG.
    public static var writableTypeIdentifiersForItemProvider: [String] { ["public.png"] }

    /// The image decoded from `data`; throws when it is no image this class decodes.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let image = UIImage(data: data) as? Self else {
            throw NSItemProvider.error(.unexpectedValueClassError, "\(typeIdentifier) data is not an image")
        }
        return image
    }

    /// The image as PNG.
    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
        if let png = pngData() { completionHandler(png, nil) }
        else { completionHandler(nil, NSItemProvider.error(.itemUnavailableError, "the image has no pixels to encode")) }
        return nil
    }
}
