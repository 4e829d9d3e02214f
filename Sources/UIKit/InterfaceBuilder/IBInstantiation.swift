import CoreGraphics
import Foundation

/// One instantiation of a document's objects (a xib's `<objects>`, a storyboard scene, or
/// a scene's view): creates every object through its class's `init(coder:)`, applies the
/// attributes, installs constraints, connects outlets and actions, sets user-defined
/// runtime attributes, then calls `awakeFromNib()` on each created responder.
///
/// Order, as UIKit's nib loading: all objects are created first (a view's subviews finish
/// before the view, so `awakeFromNib` runs subviews first, top-level objects in document
/// order); then constraints; then connections; then runtime attributes; then `awakeFromNib`.
/// The File's Owner and other placeholders are not awoken.
@MainActor
package final class IBInstantiation {
    /// The value reader (file name, named colors, bundle).
    package var values: IBValues
    /// The file name for errors.
    package var file: String { values.file }
    /// Objects by document id.
    package var objects: [String: AnyObject] = [:]
    /// Created objects that hear `awakeFromNib`, in creation order.
    package var created: [UIResponder] = []
    /// The File's Owner.
    package let owner: AnyObject?
    /// Whether segue connections are collected (storyboards) rather than logged and skipped (xibs).
    package var collectsSegues = false
    /// Storyboards: the view controller whose view is being loaded (its `view` outlet target).
    package var sceneController: UIViewController?

    /// Prototype cells: connections to objects outside the cell are skipped (logged).
    package var restrictedDestinations: Set<String>?
    /// The document, for prototype cells a table registers.
    package var document: IBDocument?
    /// Storyboards: the storyboard prototype cells' segues lead into.
    package weak var storyboard: UIStoryboard?
    /// Storyboards: connections to these ids wait for the view's loading.
    package var skippedDestinations: Set<String> = []
    /// Storyboards: segue connections found, for the storyboard to turn into templates
    /// before the objects awake.
    package var segues: [(source: AnyObject, element: IBElement)] = []
    /// Storyboards: runs after connections and runtime attributes, before `awakeFromNib`.
    package var beforeAwake: (@MainActor (IBInstantiation) throws(InterfaceBuilderError) -> Void)?

    /// The size classes variations are resolved for.
    package var variations = IBVariationResolver.current()
    /// Hears each view whose `customClass` was not found (the `openuikit` tool draws a
    /// labelled placeholder over it, as Xcode does).
    package static var unresolvedClassObserver: ((UIView, String) -> Void)?
    /// Hears each object as it is created, with its element (the `openuikit` tool's ids and
    /// document frames).
    package static var objectObserver: ((AnyObject, IBElement) -> Void)?

    var constraintJobs: [(container: UIView, element: IBElement)] = []
    var connectionJobs: [(source: AnyObject, element: IBElement, only: Set<String>?)] = []
    var attributeJobs: [(object: AnyObject, element: IBElement)] = []

    /// The stand-in for the First Responder placeholder: actions to it are sent nil-targeted.
    package final class FirstResponder {}
    static let firstResponder = FirstResponder()
    /// Elements a document may hold that this loader skips with a log line.
    static let skippedElements: Set<String> = [
        "rotationGestureRecognizer", "screenEdgePanGestureRecognizer", "hoverGestureRecognizer",
    ]

    package init(values: IBValues, owner: AnyObject?) {
        self.values = values
        self.owner = owner
    }

    func error(_ kind: InterfaceBuilderError.Kind, _ element: IBElement) -> InterfaceBuilderError {
        InterfaceBuilderError(kind, file: file, line: element.line, element: element.name)
    }

    /// Records `object` under the element's `id` (duplicates are an error).
    func register(_ object: AnyObject, for element: IBElement) throws(InterfaceBuilderError) {
        guard let id = element["id"] else { return }
        // One hash of the id (the loading fails on a repeated id, so the replaced entry is moot).
        guard objects.updateValue(object, forKey: id) == nil else { throw error(.badAttribute("id \(id) is used twice"), element) }
        Self.objectObserver?(object, element)
    }

    /// Creates the objects of an `<objects>` list; returns the top-level objects (not
    /// placeholders), in document order, after everything is connected and awoken.
    package func instantiate(_ list: [IBElement], externalObjects: [String: Any] = [:]) throws(InterfaceBuilderError) -> [AnyObject] {
        var topLevel: [AnyObject] = []
        for element in list {
            if let object = try makeTopLevel(element, externalObjects: externalObjects) { topLevel.append(object) }
        }
        try finish()
        return topLevel
    }

    /// Installs constraints, connects, sets runtime attributes and awakes the created objects.
    package func finish() throws(InterfaceBuilderError) {
        for job in constraintJobs { try installConstraints(job.element, in: job.container) }
        for job in connectionJobs { try connect(job.element, from: job.source, only: job.only) }
        for job in attributeJobs { try setRuntimeAttributes(job.element, on: job.object) }
        try beforeAwake?(self)
        constraintJobs = []
        connectionJobs = []
        attributeJobs = []
        let awaking = created
        created = []
        for object in awaking { object.awakeFromNib() }
    }

    /// One element of `<objects>`: a placeholder, a view, a controller or a gesture recognizer.
    func makeTopLevel(_ element: IBElement, externalObjects: [String: Any]) throws(InterfaceBuilderError) -> AnyObject? {
        switch element.name {
        case "placeholder":
            switch element["placeholderIdentifier"] {
            case "IBFilesOwner":
                // Without an owner (a nib a table or collection view instantiates for a
                // cell), connections to the File's Owner are left unset.
                if let owner { try register(owner, for: element) } else if let id = element["id"] { skippedDestinations.insert(id) }
                queueConnections(of: element, source: owner)
            case "IBFirstResponder":
                try register(Self.firstResponder, for: element)
            case let identifier?:
                guard let external = externalObjects[identifier] else {
                    throw error(.danglingReference("external object \(identifier) was not given in options[.externalObjects]"), element)
                }
                try register(external as AnyObject, for: element)
                queueConnections(of: element, source: external as AnyObject)
            case nil:
                throw error(.badAttribute("placeholder without placeholderIdentifier"), element)
            }
            return nil
        case "exit":
            try register(Self.firstResponder, for: element)
            return nil
        case "customObject":
            UINib.log("Interface Builder file \(file):\(element.line): a customObject (\(element["customClass"] ?? "NSObject")) cannot be created on Linux without a required initializer; skipped")
            return nil
        default:
            if IBElementClasses.controllerClasses[element.name] != nil { return try makeController(element) }
            if Self.recognizerElements.contains(element.name) { return try makeGestureRecognizer(element) }
            if Self.skippedElements.contains(element.name) {
                UINib.log("Interface Builder file \(file):\(element.line): <\(element.name)> is not supported on Linux yet; skipped")
                return nil
            }
            return try makeView(element)
        }
    }

    /// Queues the element's `<connections>` for after all objects exist.
    func queueConnections(of element: IBElement, source: AnyObject?) {
        guard let source, let connections = element.child("connections") else { return }
        connectionJobs.append((source, connections, nil))
    }

    /// The class to create for `element`: its custom class when found, else `base` with
    /// UIKit's log line.
    func resolveClass<Base: AnyObject>(_ element: IBElement, base: Base.Type) -> Base.Type {
        guard let name = element["customClass"] else { return base }
        if let found = IBClassResolver.resolve(name, module: element["customModule"], base: base) as? Base.Type { return found }
        UINib.log("Unknown class \(name) in Interface Builder file.")
        return base
    }

    /// A coder carrying the basic view values (`UIFrame`, `UITag`…) that `UIView.init(coder:)`
    /// decodes, so a subclass's `init(coder:)` sees its frame and tag after `super.init(coder:)`.
    func coder(for element: IBElement) throws(InterfaceBuilderError) -> NSCoder {
        let coder = IBElementCoder()
        // Each key once: added without looking it up first.
        if let rect = element.child("rect", key: "frame") { coder.add("UIFrame", .rect(try values.rect(rect))) }
        if let tag = try values.integer(element, "tag") { coder.add("UITag", .integer(tag)) }
        if let hidden = element.bool("hidden") { coder.add("UIHidden", .bool(hidden)) }
        if let alpha = try values.number(element, "alpha") { coder.add("UIAlpha", .double(Double(alpha))) }
        if let enabled = element.bool("userInteractionEnabled") { coder.add("UIUserInteractionEnabled", .bool(enabled)) }
        coder.add("UIAutoresizingMask", .integer(Int(try autoresizingMask(element).rawValue)))
        if let identifier = element["storyboardIdentifier"] { coder.add("UIStoryboardIdentifier", .string(identifier)) }
        return coder
    }

    /// The `<autoresizingMask key="autoresizingMask">` child's flags (none when absent).
    func autoresizingMask(_ element: IBElement) throws(InterfaceBuilderError) -> UIView.AutoresizingMask {
        guard let mask = element.child("autoresizingMask", key: "autoresizingMask") else { return [] }
        var result: UIView.AutoresizingMask = []
        for (key, flag) in Self.autoresizingFlags where mask.bool(key) == true { result.insert(flag) }
        return result
    }

    /// The `<autoresizingMask>` attributes and their flags.
    static let autoresizingFlags: [(String, UIView.AutoresizingMask)] = [
        ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth), ("flexibleMaxX", .flexibleRightMargin),
        ("flexibleMinY", .flexibleTopMargin), ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
    ]

    /// Creates a view element and its subtree (`existing` reuses a view the parent made,
    /// such as a cell's content view).
    func makeView(_ documentElement: IBElement, existing: UIView? = nil) throws(InterfaceBuilderError) -> UIView {
        let element = variations.resolve(documentElement)
        let view: UIView
        if let existing {
            view = existing
        } else {
            guard let base = IBElementClasses.viewClasses[element.name] else { throw error(.unknownElement, element) }
            let type = resolveClass(element, base: base)
            guard let made = type.init(coder: try coder(for: element)) else {
                throw error(.badAttribute("\(type).init(coder:) returned nil"), element)
            }
            view = made
            if type == base, let name = element["customClass"], name != String(describing: base) {
                Self.unresolvedClassObserver?(view, name)
            }
        }
        try register(view, for: element)
        try applyViewAttributes(element, to: view, decoded: existing == nil)
        try applyClassAttributes(element, to: view)
        for child in element.children {
            switch child.name {
            case "subviews":
                for subelement in child.children {
                    if Self.collectionElements.contains(subelement.name) {
                        throw error(.misplacedElement("a <\(subelement.name)> belongs in a collection view's <cells> or section header/footer, or at the top of a xib"), subelement)
                    }
                    let subview = try makeView(subelement)
                    if let id = subelement["id"], element.excludedByMask.contains(id) { continue }
                    if let stack = view as? UIStackView { stack.addArrangedSubview(subview) } else { view.addSubview(subview) }
                }
            case "viewLayoutGuide":
                try registerLayoutGuide(child, of: view)
            case "tableViewCellContentView":
                guard let cell = view as? UITableViewCell else { throw error(.unknownElement, child) }
                _ = try makeView(child, existing: cell.contentView)
            case "collectionViewCellContentView":
                try makeCellContentView(child, in: view)
            case "view" where child["key"] == "contentView":
                try makeCellContentView(child, in: view)
            case "collectionViewFlowLayout", "collectionViewLayout":
                try installLayout(child, in: view)
            case "cells":
                try registerPrototypeCells(child, in: view)
            case "collectionReusableView":
                try registerPrototypeSupplementary(child, in: view)
            case "constraints":
                constraintJobs.append((view, element.excludedByMask.isEmpty ? child : child.removing(element.excludedByMask)))
            case "connections":
                connectionJobs.append((view, child, nil))
            case "userDefinedRuntimeAttributes":
                attributeJobs.append((view, child))
            case "prototypes":
                guard let table = view as? UITableView, let document else {
                    UINib.log("Interface Builder file \(file):\(child.line): prototypes outside a storyboard table are ignored")
                    continue
                }
                for prototype in child.children where prototype.name == "tableViewCell" {
                    guard let identifier = prototype["reuseIdentifier"] else {
                        throw error(.badAttribute("a prototype cell needs a reuseIdentifier"), prototype)
                    }
                    let nib = UINib(prototype: prototype, in: document)
                    nib.prototypeStoryboard = storyboard
                    table.register(nib, forCellReuseIdentifier: identifier)
                }
            default:
                continue
            }
        }
        if existing == nil { created.append(view) }
        return view
    }

    /// `<viewLayoutGuide key="safeArea">` and the scroll view's content and frame guides.
    func registerLayoutGuide(_ element: IBElement, of view: UIView) throws(InterfaceBuilderError) {
        let guide: UILayoutGuide
        switch element["key"] {
        case "safeArea": guide = view.safeAreaLayoutGuide
        case "layoutMarginsGuide", "layoutMargins": guide = view.layoutMarginsGuide
        case "contentLayoutGuide":
            guard let scroll = view as? UIScrollView else { throw error(.badAttribute("contentLayoutGuide on a view that is not a scroll view"), element) }
            guide = scroll.contentLayoutGuide
        case "frameLayoutGuide":
            guard let scroll = view as? UIScrollView else { throw error(.badAttribute("frameLayoutGuide on a view that is not a scroll view"), element) }
            guide = scroll.frameLayoutGuide
        default:
            throw error(.badAttribute("unknown layout guide key \(element["key"] ?? "(none)")"), element)
        }
        try register(guide, for: element)
    }

    /// Creates a view controller element (its view, if any, is loaded later, on demand).
    func makeController(_ element: IBElement) throws(InterfaceBuilderError) -> UIViewController {
        guard let base = IBElementClasses.controllerClasses[element.name] else { throw error(.unknownElement, element) }
        let type = resolveClass(element, base: base)
        guard let controller = type.init(coder: try coder(for: element)) else {
            throw error(.badAttribute("\(type).init(coder:) returned nil"), element)
        }
        try register(controller, for: element)
        try applyControllerAttributes(element, to: controller)
        queueConnections(of: element, source: controller)
        if let attributes = element.child("userDefinedRuntimeAttributes") { attributeJobs.append((controller, attributes)) }
        created.append(controller)
        return controller
    }
}
