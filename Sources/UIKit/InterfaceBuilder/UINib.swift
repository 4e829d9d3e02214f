import Foundation

/// An Interface Builder document (`.xib`, the XML Xcode 8 and later write) read at run
/// time: `instantiate(withOwner:options:)` creates its objects, connects them to the owner
/// and returns the top-level objects.
///
/// Objects are made through their class's `init(coder:)` (custom classes found by
/// `customClass`/`customModule`, see `register(_:)`), outlets and inspectables are set
/// through `IBKey` tables, and every created object hears `awakeFromNib()` last.
@preconcurrency @MainActor
open class UINib: NSObject {
    /// Keys of the options dictionary.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A `[String: Any]` of objects for the document's external object placeholders.
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    /// Where the document comes from.
    enum Source {
        case named(String, Bundle?)
        case data(Data, Bundle?)
        /// A storyboard table's or collection view's prototype cell or reusable view: one
        /// element of an already read document.
        case prototype(IBElement, IBDocument)
    }

    let source: Source
    /// Prototype cells: the storyboard their segues lead into.
    weak var prototypeStoryboard: UIStoryboard?
    var loaded: Result<IBDocument, InterfaceBuilderError>?

    /// A nib named `name` (`name.xib`) in `bundle` (the main bundle when nil); the file is
    /// read on first use.
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        source = .named(name, bundleOrNil)
        super.init()
    }

    /// A nib from the bytes of a `.xib` document.
    public init(data: Data, bundle bundleOrNil: Bundle?) {
        source = .data(data, bundleOrNil)
        super.init()
    }

    /// A nib of one prototype cell (or reusable view) of a storyboard table or collection view.
    init(prototype element: IBElement, in document: IBDocument) {
        source = .prototype(element, document)
        super.init()
    }

    /// Registers a class that documents name as `customClass` (one line per class, for
    /// classes Foundation cannot find by name, e.g. nested or private ones).
    public static func register(_ type: AnyClass) { IBClassResolver.register(type) }

    /// Creates the document's objects with `ownerOrNil` as File's Owner and returns the
    /// top-level objects; a document that cannot be loaded logs its error and returns `[]`
    /// (UIKit raises; `instantiateOrThrow` throws instead).
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] {
        do {
            return try instantiateOrThrow(withOwner: ownerOrNil, options: optionsOrNil)
        } catch {
            UINib.log("Could not load NIB: \(error)")
            return []
        }
    }

    /// `instantiate(withOwner:options:)`, throwing an error that names the file, line and
    /// element instead of logging it.
    public func instantiateOrThrow(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) throws(InterfaceBuilderError) -> [Any] {
        if case .prototype(let element, let document) = source {
            let instantiation = IBInstantiation(values: document.makeValues(), owner: ownerOrNil.map { $0 as AnyObject })
            instantiation.restrictedDestinations = UIStoryboard.ids(in: [element])
            // Prototypes nested in the cell (a collection view inside a table cell) register too.
            instantiation.document = document
            instantiation.storyboard = prototypeStoryboard
            if let storyboard = prototypeStoryboard {
                instantiation.collectsSegues = true
                instantiation.beforeAwake = { instantiation throws(InterfaceBuilderError) in
                    for (source, segue) in instantiation.segues {
                        if let cell = source as? UITableViewCell {
                            cell.segueTemplates.append(try storyboard.template(segue, document: document))
                        } else if let cell = source as? UICollectionViewCell {
                            cell.segueTemplates.append(try storyboard.template(segue, document: document))
                        } else {
                            UINib.log("\(document.file):\(segue.line): a segue from a \(type(of: source)) in a prototype cell is not supported; skipped")
                        }
                    }
                }
            }
            return try instantiation.instantiate([element])
        }
        let document = try self.document()
        guard document.kind == .xib else {
            throw InterfaceBuilderError(.unsupportedDocument("a storyboard is loaded with UIStoryboard, not UINib"), file: document.file, line: document.root.line, element: "document")
        }
        let objects = try document.required(document.root.child("objects"), "objects")
        let instantiation = IBInstantiation(values: document.makeValues(), owner: ownerOrNil.map { $0 as AnyObject })
        let external = optionsOrNil?[.externalObjects] as? [String: Any] ?? [:]
        return try instantiation.instantiate(objects.children, externalObjects: external)
    }

    /// The parsed document (read once).
    func document() throws(InterfaceBuilderError) -> IBDocument {
        if let loaded { return try loaded.get() }
        let result: Result<IBDocument, InterfaceBuilderError>
        do {
            result = .success(try Self.read(source))
        } catch {
            result = .failure(error)
        }
        loaded = result
        return try result.get()
    }

    static func read(_ source: Source) throws(InterfaceBuilderError) -> IBDocument {
        switch source {
        case .data(let data, let bundle):
            return try IBDocument(data: data, file: "<data>", bundle: bundle)
        case .prototype(_, let document):
            return document
        case .named(let name, let bundle):
            guard let url = IBResourceLocator.url(named: name, extensions: ["xib"], in: bundle) else {
                throw InterfaceBuilderError(.notFound("Could not load NIB in bundle: '\((bundle ?? .main).bundlePath)' with name '\(name)'"), file: "\(name).xib", line: 0, element: "")
            }
            let data: Data
            do {
                data = try Data(contentsOf: url)
            } catch {
                throw InterfaceBuilderError(.notFound("\(url.path): \(error.localizedDescription)"), file: url.lastPathComponent, line: 0, element: "")
            }
            return try IBDocument(data: data, file: url.lastPathComponent, bundle: bundle)
        }
    }

    /// Writes a loader log line (and hands it to `logObserver`, for tests).
    package static func log(_ message: String) {
        logObserver?(message)
        UIView.log(message)
    }

    /// Hears every loader log line (tests).
    package static var logObserver: ((String) -> Void)?
}

extension Bundle {
    /// Loads `name.xib` from this bundle with `owner` as File's Owner and returns its
    /// top-level objects; nil (with a log line) when it cannot be loaded.
    @MainActor
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        do {
            return try UINib(nibName: name, bundle: self).instantiateOrThrow(withOwner: owner, options: options)
        } catch {
            UINib.log("Could not load NIB: \(error)")
            return nil
        }
    }
}
