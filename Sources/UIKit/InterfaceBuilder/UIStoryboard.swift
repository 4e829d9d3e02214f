import Foundation

/// A storyboard (`.storyboard`, the XML Xcode 8 and later write) read at run time: its
/// scenes' view controllers are created on request, each with its view loaded from the
/// scene on first access, and its segues ready to run.
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
    let name: String
    let bundle: Bundle?
    let loaded: Result<IBDocument, InterfaceBuilderError>

    /// The storyboard `name.storyboard` in `bundle` (the main bundle when nil). A missing or
    /// bad file is logged here, and every instantiation then returns nil or logs.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        bundle = storyboardBundleOrNil
        loaded = Result { () throws(InterfaceBuilderError) -> IBDocument in try Self.read(name, storyboardBundleOrNil) }
        super.init()
        if case .failure(let error) = loaded { UINib.log("Could not load storyboard: \(error)") }
    }

    /// A storyboard over an already read document (the `openuikit` tool).
    package init(document: IBDocument) {
        name = document.file
        bundle = document.bundle
        loaded = .success(document)
        super.init()
    }

    /// Reads the document, throwing what is wrong with it (the Linux form of UIKit's exception).
    public static func validate(name: String, bundle: Bundle?) throws(InterfaceBuilderError) { _ = try read(name, bundle) }

    static func read(_ name: String, _ bundle: Bundle?) throws(InterfaceBuilderError) -> IBDocument {
        guard let url = IBResourceLocator.url(named: name, extensions: ["storyboard"], in: bundle) else {
            throw InterfaceBuilderError(.notFound("Could not find a storyboard named '\(name)' in bundle \((bundle ?? .main).bundlePath)"), file: "\(name).storyboard", line: 0, element: "")
        }
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw InterfaceBuilderError(.notFound("\(url.path): \(error.localizedDescription)"), file: url.lastPathComponent, line: 0, element: "")
        }
        let document = try IBDocument(data: data, file: url.lastPathComponent, bundle: bundle)
        guard document.kind == .storyboard else {
            throw InterfaceBuilderError(.unsupportedDocument("a xib is loaded with UINib"), file: document.file, line: document.root.line, element: "document")
        }
        return document
    }

    /// The initial view controller (the document's `initialViewController`), nil when none.
    open func instantiateInitialViewController() -> UIViewController? {
        instantiateInitialViewController(creator: nil as ((NSCoder) -> UIViewController?)?)
    }

    /// The initial view controller, made by `creator` from the scene's coder when given.
    public func instantiateInitialViewController<ViewController: UIViewController>(creator: ((NSCoder) -> ViewController?)?) -> ViewController? {
        do {
            let document = try loaded.get()
            guard let id = document.root["initialViewController"] else { return nil }
            let controller = try instantiateScene(controllerID: id, creator: creator.map { make in { coder in make(coder) } }, embedChain: [])
            guard let typed = controller as? ViewController else {
                UINib.log("\(document.file): the initial view controller is a \(type(of: controller)), not a \(ViewController.self)")
                return nil
            }
            return typed
        } catch {
            UINib.log("Could not instantiate the initial view controller: \(error)")
            return nil
        }
    }

    /// The controller whose Storyboard ID is `identifier`; an unknown identifier is logged
    /// (UIKit raises) and a plain controller returned.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        instantiateViewController(identifier: identifier, creator: nil as ((NSCoder) -> UIViewController?)?)
    }

    /// The controller whose Storyboard ID is `identifier`, made by `creator` from the
    /// scene's coder when given (it must call the class's `init?(coder:)`).
    public func instantiateViewController<ViewController: UIViewController>(identifier: String, creator: ((NSCoder) -> ViewController?)? = nil) -> ViewController {
        do {
            return try instantiateViewControllerOrThrow(identifier: identifier, creator: creator)
        } catch {
            UINib.log("Could not instantiate view controller: \(error); returning an empty \(ViewController.self)")
            let archiver = NSKeyedArchiver(requiringSecureCoding: false)
            archiver.finishEncoding()
            guard let coder = try? NSKeyedUnarchiver.validatedUnarchiver(forReadingFrom: archiver.encodedData), let empty = ViewController(coder: coder) else {
                preconditionFailure("\(ViewController.self).init(coder:) returned nil for an empty archive")
            }
            return empty
        }
    }

    /// `instantiateViewController(identifier:creator:)`, throwing an error that names the
    /// file, line and element.
    public func instantiateViewControllerOrThrow<ViewController: UIViewController>(identifier: String, creator: ((NSCoder) -> ViewController?)? = nil) throws(InterfaceBuilderError) -> ViewController {
        let document = try loaded.get()
        guard let element = sceneControllers(document).first(where: { $0.controller["storyboardIdentifier"] == identifier })?.controller,
              let id = element["id"] else {
            throw InterfaceBuilderError(.notFound("Storyboard (\(document.file)) doesn't contain a view controller with identifier '\(identifier)'"), file: document.file, line: document.root.line, element: "document")
        }
        let controller = try instantiateScene(controllerID: id, creator: creator.map { make in { coder in make(coder) } }, embedChain: [])
        guard let typed = controller as? ViewController else {
            throw InterfaceBuilderError(.badAttribute("the controller is a \(type(of: controller)), not a \(ViewController.self)"), file: document.file, line: element.line, element: element.name)
        }
        return typed
    }

    /// Each scene's controller element and the scene's objects.
    func sceneControllers(_ document: IBDocument) -> [(controller: IBElement, objects: [IBElement])] {
        document.root.children(of: "scenes").compactMap { scene in
            let objects = scene.children(of: "objects")
            guard let controller = objects.first(where: { $0["sceneMemberID"] == "viewController" }) else { return nil }
            return (controller, objects)
        }
    }
}
