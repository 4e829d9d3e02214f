import Foundation
import UIKit
import UIKitTesting

/// A document's scene in a headless window of the requested size, scale and appearance,
/// laid out once: what `render` draws and `inspect` describes.
@MainActor final class LoadedScene {
    let options: ToolOptions
    let window: UIWindow
    /// The scene's root view (the xib's top-level view, or the controller's view).
    let root: UIView
    /// Document ids and elements of the created objects.
    var elements: [ObjectIdentifier: IBElement] = [:]
    /// Views whose custom class was not found, with the class name.
    var placeholders: [(view: UIView, className: String)] = []
    /// The Auto Layout reports logged while the scene loaded and laid out.
    var diagnostics: [String] = []
    /// The frames the document gives each view (before layout).
    var documentFrames: [ObjectIdentifier: CGRect] = [:]
    /// What the process looked like before, restored by `close()`.
    let previousScreen: (bounds: CGRect, scale: CGFloat)
    let previousCurrentTraits: UITraitCollection
    let previousStyle: UIUserInterfaceStyle

    init(options: ToolOptions) throws(ToolError) {
        self.options = options
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: options.file))
        } catch {
            throw ToolError.file("cannot read \(options.file): \(error.localizedDescription)")
        }
        let name = (options.file as NSString).lastPathComponent
        let document: IBDocument
        do {
            document = try IBDocument(data: data, file: name, bundle: nil)
        } catch {
            throw ToolError.document(error)
        }
        previousScreen = (UIScreen.main.bounds, UIScreen.main.scale)
        let size = options.size ?? Self.defaultSize(document, scene: options.scene)
        UIScreen.main.configureHeadless(bounds: CGRect(origin: .zero, size: size), scale: options.scale)
        previousStyle = SystemAppearance.userInterfaceStyle
        SystemAppearance.userInterfaceStyle = options.appearance
        // Colors resolve when they are set (this UIKit has no trait-change redraw yet), so the
        // appearance is made current for the whole load.
        previousCurrentTraits = UITraitCollection.current
        UITraitCollection.current = UITraitCollection(traitsFrom: [UITraitCollection.current, UITraitCollection(userInterfaceStyle: options.appearance)])
        // Variations resolve for the window's size classes: compact height below 500 points
        // (an iPhone in landscape), compact width below iPadOS's regular threshold.
        let traits = UITraitCollection.environment(displayScale: options.scale, windowWidth: size.width)
        IBVariationResolver.override = IBVariationResolver(horizontal: traits.horizontalSizeClass,
                                                           vertical: size.height < 500 ? .compact : .regular)
        var elements: [ObjectIdentifier: IBElement] = [:]
        var frames: [ObjectIdentifier: CGRect] = [:]
        var placeholders: [(UIView, String)] = []
        IBInstantiation.objectObserver = { object, element in
            elements[ObjectIdentifier(object)] = element
            if let view = object as? UIView { frames[ObjectIdentifier(view)] = view.frame }
        }
        IBInstantiation.unresolvedClassObserver = { view, name in placeholders.append((view, name)) }
        let diagnosticsBefore = LayoutEngine.diagnosticsLog.count
        window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.backgroundColor = .systemBackground
        do {
            root = try Self.makeRoot(document, scene: options.scene, in: window, size: size)
        } catch {
            IBInstantiation.objectObserver = nil
            IBInstantiation.unresolvedClassObserver = nil
            IBVariationResolver.override = nil
            SystemAppearance.userInterfaceStyle = previousStyle
            UITraitCollection.current = previousCurrentTraits
            window.isHidden = true
            UIScreen.main.configureHeadless(bounds: previousScreen.bounds, scale: previousScreen.scale)
            throw error
        }
        IBInstantiation.objectObserver = nil
        IBInstantiation.unresolvedClassObserver = nil
        self.elements = elements
        self.documentFrames = frames
        self.placeholders = placeholders
        // Behind the view's own subviews, so that what the document puts inside stays visible.
        for (view, className) in placeholders { view.insertSubview(PlaceholderOverlay(className: className, frame: view.bounds), at: 0) }
        Self.prepareDesignables(root)
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        window.layoutIfNeeded()
        diagnostics = Array(LayoutEngine.diagnosticsLog.dropFirst(diagnosticsBefore))
    }

    /// Puts the process back as it was (tests run several scenes in one process).
    func close() {
        window.isHidden = true
        IBVariationResolver.override = nil
        SystemAppearance.userInterfaceStyle = previousStyle
        UITraitCollection.current = previousCurrentTraits
        UIScreen.main.configureHeadless(bounds: previousScreen.bounds, scale: previousScreen.scale)
    }

    /// A xib's chosen view's own size; a storyboard's iPhone size (390x844 points).
    static func defaultSize(_ document: IBDocument, scene: String?) -> CGSize {
        guard document.kind == .xib else { return CGSize(width: 390, height: 844) }
        let views = document.root.children(of: "objects").filter { IBElementClasses.viewClasses[$0.name] != nil }
        let chosen = views.first { scene == nil || $0["id"] == scene } ?? views.first
        guard let rect = chosen?.child("rect", key: "frame"),
              let width = Double(rect["width"] ?? ""), let height = Double(rect["height"] ?? ""), width >= 1, height >= 1 else {
            return CGSize(width: 390, height: 844)
        }
        return CGSize(width: min(width, 10_000), height: min(height, 10_000))
    }

    /// Loads the scene and puts its view in the window.
    static func makeRoot(_ document: IBDocument, scene: String?, in window: UIWindow, size: CGSize) throws(ToolError) -> UIView {
        do throws(any Error) {
            switch document.kind {
            case .xib:
                let objects = try document.required(document.root.child("objects"), "objects")
                let instantiation = IBInstantiation(values: document.makeValues(), owner: DesignTimeOwner())
                let topLevel = try instantiation.instantiate(objects.children)
                let views = topLevel.compactMap { $0 as? UIView }
                let chosen: UIView?
                if let scene {
                    chosen = instantiation.objects[scene] as? UIView
                    if chosen == nil || !views.contains(where: { $0 === chosen }) {
                        let ids = objects.children.filter { IBElementClasses.viewClasses[$0.name] != nil }.compactMap { $0["id"] }
                        throw ToolError.usage("\(document.file) has no top-level view with id '\(scene)' (top-level views: \(ids.joined(separator: ", ")))")
                    }
                } else {
                    chosen = views.first
                }
                guard let view = chosen else {
                    throw ToolError.document(InterfaceBuilderError(.notFound("no top-level view to render"), file: document.file, line: objects.line, element: objects.name))
                }
                view.frame = CGRect(origin: .zero, size: size)
                window.addSubview(view)
                return view
            case .storyboard:
                let storyboard = UIStoryboard(document: document)
                let id = try controllerID(document, scene: scene)
                let controller = try storyboard.instantiateScene(controllerID: id, creator: nil, embedChain: [])
                window.rootViewController = controller
                return controller.view
            }
        } catch let error as ToolError {
            throw error
        } catch let error as InterfaceBuilderError {
            throw ToolError.document(error)
        } catch {
            throw ToolError.file("\(error)")
        }
    }

    /// The controller id of `scene` (a scene id, a controller id or a storyboard
    /// identifier), else of the initial view controller, else of the first scene.
    static func controllerID(_ document: IBDocument, scene: String?) throws(ToolError) -> String {
        var controllers: [(sceneID: String?, element: IBElement)] = []
        for sceneElement in document.root.children(of: "scenes") {
            if let controller = sceneElement.children(of: "objects").first(where: { $0["sceneMemberID"] == "viewController" }) {
                controllers.append((sceneElement["sceneID"], controller))
            }
        }
        if let scene {
            if let found = controllers.first(where: { $0.sceneID == scene || $0.element["id"] == scene || $0.element["storyboardIdentifier"] == scene }),
               let id = found.element["id"] {
                return id
            }
            let names = controllers.map { $0.element["storyboardIdentifier"] ?? $0.element["id"] ?? "?" }
            throw ToolError.usage("\(document.file) has no scene '\(scene)' (scenes: \(names.joined(separator: ", ")))")
        }
        if let initial = document.root["initialViewController"] { return initial }
        guard let first = controllers.first?.element["id"] else {
            throw ToolError.document(InterfaceBuilderError(.notFound("the storyboard has no scene"), file: document.file, line: document.root.line, element: document.root.name))
        }
        return first
    }

    /// Calls `prepareForInterfaceBuilder()` on every view of a class outside UIKit.
    static func prepareDesignables(_ view: UIView) {
        if !String(reflecting: type(of: view)).hasPrefix("UIKit.") { view.prepareForInterfaceBuilder() }
        for subview in view.subviews { prepareDesignables(subview) }
    }
}

/// The File's Owner of a xib rendered alone: the owner's outlets and actions have
/// nowhere to go (each is logged), as when Xcode renders a xib without its owner class.
@MainActor final class DesignTimeOwner: UIResponder {}

/// What Xcode draws for a view whose class it cannot build: a light fill, a thin border and
/// the class name in the middle.
@MainActor final class PlaceholderOverlay: UIView {
    init(className: String, frame: CGRect) {
        super.init(frame: frame)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        backgroundColor = UIColor(white: 0.5, alpha: 0.15)
        isUserInteractionEnabled = false
        layer.borderWidth = 1
        layer.borderColor = UIColor(white: 0.45, alpha: 1).cgColor
        let label = UILabel(frame: bounds)
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        label.text = className
        label.textAlignment = .center
        label.font = .systemFont(ofSize: 13, weight: .medium)
        label.textColor = UIColor(white: 0.35, alpha: 1)
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        addSubview(label)
    }

    required init?(coder: NSCoder) { nil }
}
