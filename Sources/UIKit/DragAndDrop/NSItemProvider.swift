import Foundation

/// An object that can be created from an item provider's data (Foundation's protocol; here
/// adopted by `String`, `URL` and `UIImage`, which Apple's platforms bridge to it).
public protocol NSItemProviderReading: SendableMetatype {
    /// The type identifiers this type can be read from, most preferred first.
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    /// Creates an instance from `data` of `typeIdentifier` (throws when the data is unusable).
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

/// An object an item provider can hand out as data (`NSItemProvider(object:)`).
public protocol NSItemProviderWriting {
    /// The type identifiers every instance can be written as, most preferred first.
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    /// The type identifiers this instance can be written as, most preferred first (the type's by default).
    var writableTypeIdentifiersForItemProvider: [String] { get }
    /// The data of `typeIdentifier`, given to `completionHandler` (a progress, or nil).
    func loadData(withTypeIdentifier typeIdentifier: String,
                  forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
}

extension NSItemProviderWriting {
    /// The type identifiers this instance can be written as (the type's, by default).
    public var writableTypeIdentifiersForItemProvider: [String] { Self.writableTypeIdentifiersForItemProvider }
}

/// Who may see a registered representation (kept for source compatibility: every
/// representation is visible within the process, the only place items are loaded here).
public enum NSItemProviderRepresentationVisibility: Int, Sendable {
    /// Any process.
    case all = 0
    /// The app's team only.
    case team = 1
    /// The app group only.
    case group = 2
    /// The providing process only.
    case ownProcess = 3
}

/// Options of a file representation.
public struct NSItemProviderFileOptions: OptionSet, Sendable {
    /// The raw bit mask.
    public let rawValue: Int
    /// Creates options from a raw bit mask.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The file may be opened in place instead of copied.
    public static let openInPlace = NSItemProviderFileOptions(rawValue: 1)
}

/// Data or files of several types, loaded on request: what a drop session's items carry.
///
/// Representations are registered as data (a load handler), as a file, or from an object
/// (`NSItemProviderWriting`). Loading asks for a type identifier: the first representation
/// whose type conforms to it answers (`public.png` conforms to `public.image`, every text
/// type to `public.text`, everything to `public.data` and `public.item`). Completion
/// handlers run on a background queue, as on Apple's platforms.
open class NSItemProvider: NSObject, @unchecked Sendable {
    /// The error domain of loading errors.
    public static let errorDomain = "NSItemProviderErrorDomain"

    /// The codes of loading errors.
    public enum ErrorCode: Int, Sendable {
        /// An unknown failure.
        case unknownError = -1
        /// No representation of the requested type, or it could not be read.
        case itemUnavailableError = -1000
        /// The data was not what the requested class reads.
        case unexpectedValueClassError = -1100
        /// The data could not be turned into the requested class.
        case unavailableCoercionError = -1200
    }

    /// One registered representation.
    enum Representation {
        case data(@Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?)
        case file(URL)
    }

    private let lock = NSLock()
    private var representations: [(type: String, representation: Representation)] = []
    private var nameStorage: String?

    /// An empty provider.
    public override init() { super.init() }

    /// A provider of the file at `fileURL` (nil when it is not a file URL or no file is
    /// there): its type comes from the file name's extension, and it is also offered as
    /// its `public.file-url` (so `loadObject(ofClass: URL.self)` gives the file's URL).
    public convenience init?(contentsOf fileURL: URL!) {
        guard let fileURL, fileURL.isFileURL, FileManager.default.fileExists(atPath: fileURL.path) else { return nil }
        self.init()
        registerFileRepresentation(forTypeIdentifier: NSItemProvider.typeIdentifier(forFileExtension: fileURL.pathExtension),
                                   fileOptions: [], visibility: .all) { completion in
            completion(fileURL, false, nil)
            return nil
        }
        let urlData = Data(fileURL.absoluteString.utf8)
        registerDataRepresentation(forTypeIdentifier: "public.file-url", visibility: .all) { completion in
            completion(urlData, nil)
            return nil
        }
        suggestedName = fileURL.lastPathComponent
    }

    /// A provider of `object`'s representations.
    public convenience init(object: any NSItemProviderWriting) {
        self.init()
        registerObject(object, visibility: .all)
    }

    /// A provider of one item of `typeIdentifier` (data, a string, a URL or an image).
    public convenience init(item: (any NSSecureCoding)?, typeIdentifier: String?) {
        self.init()
        guard let item, let typeIdentifier else { return }
        let data: Data?
        switch item {
        case let d as NSData: data = Data(bytes: d.bytes, count: d.length)
        case let s as NSString: data = Data((s as String).utf8)
        case let u as NSURL: data = (u.absoluteString as String?).map { Data($0.utf8) }
        default: data = nil
        }
        guard let data else {
            DiagnosticLog.write("UIKit", "NSItemProvider(item:typeIdentifier:): \(Swift.type(of: item)) cannot be provided as \(typeIdentifier)")
            return
        }
        registerDataRepresentation(forTypeIdentifier: typeIdentifier, visibility: .all) { completion in
            completion(data, nil)
            return nil
        }
    }

    /// A name for the item (a dropped file's name).
    open var suggestedName: String? {
        get { lock.withLock { nameStorage } }
        set { lock.withLock { nameStorage = newValue } }
    }

    /// The registered type identifiers, in the order registered.
    open var registeredTypeIdentifiers: [String] { lock.withLock { representations.map(\.type) } }

    /// Registers data of `typeIdentifier`, produced by `loadHandler` when asked.
    open func registerDataRepresentation(forTypeIdentifier typeIdentifier: String, visibility: NSItemProviderRepresentationVisibility,
                                         loadHandler: @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?) {
        lock.withLock { representations.append((typeIdentifier, .data(loadHandler))) }
    }

    /// Registers a file of `typeIdentifier`, whose URL `loadHandler` gives when asked.
    open func registerFileRepresentation(forTypeIdentifier typeIdentifier: String, fileOptions: NSItemProviderFileOptions,
                                         visibility: NSItemProviderRepresentationVisibility,
                                         loadHandler: @escaping @Sendable (@escaping @Sendable (URL?, Bool, (any Error)?) -> Void) -> Progress?) {
        // Asked for data, the file's contents are read.
        let reader: @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? = { completion in
            loadHandler { url, _, error in
                guard let url else { completion(nil, error ?? NSItemProvider.error(.itemUnavailableError, "no file")); return }
                do { completion(try Data(contentsOf: url), nil) } catch { completion(nil, error) }
            }
        }
        lock.withLock { representations.append((typeIdentifier, .data(reader))) }
        fileLoaders[typeIdentifier] = loadHandler
    }

    /// The file load handlers by type (those registered as files).
    private var fileLoaders: [String: @Sendable (@escaping @Sendable (URL?, Bool, (any Error)?) -> Void) -> Progress?] {
        get { lock.withLock { fileLoaderStorage } }
        set { lock.withLock { fileLoaderStorage = newValue } }
    }
    private var fileLoaderStorage: [String: @Sendable (@escaping @Sendable (URL?, Bool, (any Error)?) -> Void) -> Progress?] = [:]

    /// Registers every type `object` can be written as.
    open func registerObject(_ object: any NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility) {
        let box = UncheckedBox(object)
        for type in object.writableTypeIdentifiersForItemProvider {
            registerDataRepresentation(forTypeIdentifier: type, visibility: visibility) { completion in
                box.value.loadData(withTypeIdentifier: type, forItemProviderCompletionHandler: completion)
            }
        }
    }

    /// Whether a representation conforms to `typeIdentifier`.
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool { firstType(conformingTo: typeIdentifier) != nil }

    /// Whether a representation conforms to `typeIdentifier` (the file options are not
    /// distinguished: every representation can be had as data and as a file).
    open func hasRepresentationConforming(toTypeIdentifier typeIdentifier: String, fileOptions: NSItemProviderFileOptions = []) -> Bool {
        hasItemConformingToTypeIdentifier(typeIdentifier)
    }

    /// Whether an object of `aClass` can be read from a representation.
    open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        aClass.readableTypeIdentifiersForItemProvider.contains { hasItemConformingToTypeIdentifier($0) }
    }

    /// Loads the data of the first representation conforming to `typeIdentifier`.
    @discardableResult
    open func loadDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                     completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        guard let (_, representation) = firstRepresentation(conformingTo: typeIdentifier), case .data(let load) = representation else {
            DispatchQueue.global().async { completionHandler(nil, NSItemProvider.error(.itemUnavailableError, "no representation conforms to \(typeIdentifier)")) }
            return progress
        }
        DispatchQueue.global().async {
            _ = load { data, error in
                progress.completedUnitCount = 1
                completionHandler(data, error)
            }
        }
        return progress
    }

    /// Loads the first representation conforming to `typeIdentifier` as a file: a file
    /// representation's own URL (not a copy: do not delete or move it), or the data written
    /// to a temporary file that is removed when `completionHandler` returns.
    @discardableResult
    open func loadFileRepresentation(forTypeIdentifier typeIdentifier: String,
                                     completionHandler: @escaping @Sendable (URL?, (any Error)?) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        guard let type = firstType(conformingTo: typeIdentifier) else {
            DispatchQueue.global().async { completionHandler(nil, NSItemProvider.error(.itemUnavailableError, "no representation conforms to \(typeIdentifier)")) }
            return progress
        }
        if let fileLoader = fileLoaders[type] {
            DispatchQueue.global().async {
                _ = fileLoader { url, _, error in
                    progress.completedUnitCount = 1
                    completionHandler(url, error)
                }
            }
            return progress
        }
        let name = suggestedName ?? "item"
        loadDataRepresentation(forTypeIdentifier: type) { data, error in
            progress.completedUnitCount = 1
            guard let data else { completionHandler(nil, error); return }
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("NSItemProvider-\(UUID().uuidString)")
            let file = folder.appendingPathComponent(name)
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try data.write(to: file)
            } catch {
                completionHandler(nil, error)
                return
            }
            completionHandler(file, nil)
            try? FileManager.default.removeItem(at: folder)
        }
        return progress
    }

    /// Loads an object of `aClass` from the first representation it can read.
    @discardableResult
    open func loadObject<T: NSItemProviderReading>(ofClass aClass: T.Type,
                                                   completionHandler: @escaping @Sendable (T?, (any Error)?) -> Void) -> Progress {
        guard let (wanted, type) = aClass.readableTypeIdentifiersForItemProvider.lazy
            .compactMap({ wanted in self.firstType(conformingTo: wanted).map { (wanted, $0) } }).first else {
            let progress = Progress(totalUnitCount: 1)
            DispatchQueue.global().async {
                completionHandler(nil, NSItemProvider.error(.unavailableCoercionError, "\(aClass) cannot be read from \(self.registeredTypeIdentifiers)"))
            }
            return progress
        }
        return loadDataRepresentation(forTypeIdentifier: type) { data, error in
            guard let data else { completionHandler(nil, error); return }
            do { completionHandler(try aClass.object(withItemProviderData: data, typeIdentifier: wanted), nil) }
            catch { completionHandler(nil, error) }
        }
    }

    // MARK: Types

    private func firstRepresentation(conformingTo typeIdentifier: String) -> (String, Representation)? {
        lock.withLock { representations.first { NSItemProvider.type($0.type, conformsTo: typeIdentifier) }.map { ($0.type, $0.representation) } }
    }

    private func firstType(conformingTo typeIdentifier: String) -> String? { firstRepresentation(conformingTo: typeIdentifier)?.0 }

    /// The parent of each known type identifier (its conformance), up to `public.item`.
    static let parents: [String: String] = [
        "public.png": "public.image", "public.jpeg": "public.image", "com.compuserve.gif": "public.image",
        "org.webmproject.webp": "public.image", "public.svg-image": "public.image", "public.image": "public.data",
        "public.utf8-plain-text": "public.plain-text", "public.utf16-plain-text": "public.plain-text",
        "public.plain-text": "public.text", "public.html": "public.text", "public.json": "public.text",
        "public.comma-separated-values-text": "public.text", "public.text": "public.data",
        "public.file-url": "public.url", "public.url": "public.data",
        "com.adobe.pdf": "public.data", "public.movie": "public.data", "public.audio": "public.data",
        "public.data": "public.item",
    ]

    /// Whether `type` is `other` or conforms to it through `parents`.
    static func type(_ type: String, conformsTo other: String) -> Bool {
        if type == other || other == "public.item" { return true }
        var current = type
        var steps = 0
        while let parent = parents[current], steps < 16 {
            if parent == other { return true }
            current = parent
            steps += 1
        }
        // Unknown types are data.
        return other == "public.data" && parents[type] == nil && type != "public.item"
    }

    /// The type identifier of a file name extension (`public.data` for unknown ones).
    static func typeIdentifier(forFileExtension pathExtension: String) -> String {
        switch pathExtension.lowercased() {
        case "png": return "public.png"
        case "jpg", "jpeg": return "public.jpeg"
        case "gif": return "com.compuserve.gif"
        case "webp": return "org.webmproject.webp"
        case "svg": return "public.svg-image"
        case "txt", "text": return "public.plain-text"
        case "html", "htm": return "public.html"
        case "json": return "public.json"
        case "csv": return "public.comma-separated-values-text"
        case "pdf": return "com.adobe.pdf"
        default: return "public.data"
        }
    }

    static func error(_ code: ErrorCode, _ description: String) -> NSError {
        NSError(domain: errorDomain, code: code.rawValue, userInfo: [NSLocalizedDescriptionKey: description])
    }
}

/// Carries a value that is only read into a `@Sendable` closure.
private final class UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
