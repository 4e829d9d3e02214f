import Foundation

/// Creating a scene's controller, loading its view on demand, and turning its segues into
/// templates (controller segues run by `performSegue`, control segues on touch up, embed
/// segues when the view loads).
extension UIStoryboard {
    /// Creates the controller of the scene whose controller has `controllerID` (through
    /// `creator` when given); the controller hears `awakeFromNib()` before its view exists,
    /// as in UIKit. `embedChain` lists the scenes being embedded, to refuse cycles.
    package func instantiateScene(controllerID: String, creator: ((NSCoder) -> UIViewController?)?, embedChain: [String]) throws(InterfaceBuilderError) -> UIViewController {
        let document = try loaded.get()
        guard let scene = sceneControllers(document).first(where: { $0.controller["id"] == controllerID }) else {
            throw InterfaceBuilderError(.danglingReference("no scene has a view controller with id \(controllerID)"), file: document.file, line: document.root.line, element: "document")
        }
        let element = scene.controller
        guard !embedChain.contains(controllerID) else {
            throw InterfaceBuilderError(.cycle("scene \(controllerID) embeds itself through \(embedChain.joined(separator: " → "))"), file: document.file, line: element.line, element: element.name)
        }
        guard IBElementClasses.controllerClasses[element.name] != nil else {
            throw InterfaceBuilderError(.unknownElement, file: document.file, line: element.line, element: element.name)
        }
        // What loads with the view: the `view` subtree and other top-level views of the scene
        // (placeholders and the exit belong to both loads).
        let viewIDs = Self.ids(in: scene.objects.filter { $0 !== element && $0.name != "placeholder" && $0.name != "exit" }
                                  + element.children.filter { $0["key"] == "view" })
        let instantiation = IBInstantiation(values: document.makeValues(), owner: nil)
        instantiation.skippedDestinations = viewIDs
        instantiation.collectsSegues = true
        for object in scene.objects where object.name == "placeholder" || object.name == "exit" {
            _ = try instantiation.makeTopLevel(object, externalObjects: [:])
        }
        let controller: UIViewController
        if let creator {
            guard let made = creator(try instantiation.coder(for: element)) else {
                throw InterfaceBuilderError(.badAttribute("the creator returned nil"), file: document.file, line: element.line, element: element.name)
            }
            controller = made
            try instantiation.register(controller, for: element)
            try instantiation.applyControllerAttributes(element, to: controller)
            instantiation.queueConnections(of: element, source: controller)
            if let attributes = element.child("userDefinedRuntimeAttributes") { instantiation.attributeJobs.append((controller, attributes)) }
            instantiation.created.append(controller)
        } else {
            controller = try instantiation.makeController(element)
        }
        controller.storyboardStorage = self
        instantiation.beforeAwake = { [unowned self] instantiation throws(InterfaceBuilderError) in
            var tabs: [UIViewController] = []
            for (source, segue) in instantiation.segues {
                let template = try self.template(segue, document: document)
                if let item = source as? UIBarButtonItem {
                    item.targetActionStorage = TargetActionEntry(target: controller, selector: Selector("performSegue:")) { [weak item] object, _, _ in
                        guard let controller = object as? UIViewController else { return }
                        if let identifier = template.identifier, !controller.shouldPerformSegue(withIdentifier: identifier, sender: item) { return }
                        template.run(from: controller, sender: item)
                    }
                } else if template.kind == .relationship, let destinationID = template.destinationID {
                    let child = try self.instantiateScene(controllerID: destinationID, creator: nil, embedChain: embedChain + [controllerID])
                    switch segue["relationship"] {
                    case "rootViewController":
                        guard let navigation = controller as? UINavigationController else {
                            throw InterfaceBuilderError(.badAttribute("a rootViewController relationship from a \(type(of: controller))"), file: document.file, line: segue.line, element: segue.name)
                        }
                        navigation.setViewControllers([child], animated: false)
                    case "viewControllers":
                        tabs.append(child)
                    default:
                        UINib.log("\(document.file):\(segue.line): relationship \(segue["relationship"] ?? "(none)") is not supported; skipped")
                    }
                } else {
                    controller.segueTemplates.append(template)
                }
            }
            if !tabs.isEmpty {
                guard let tabBarController = controller as? UITabBarController else {
                    throw InterfaceBuilderError(.badAttribute("a viewControllers relationship from a \(type(of: controller))"), file: document.file, line: element.line, element: element.name)
                }
                tabBarController.setViewControllers(tabs, animated: false)
            }
        }
        try instantiation.finish()
        controller.storyboardViewLoader = { [self] controller in
            self.loadSceneView(controller, element: element, sceneObjects: scene.objects, viewIDs: viewIDs, embedChain: embedChain + [controllerID])
        }
        return controller
    }

    /// Every `id` in the elements' subtrees.
    static func ids(in elements: [IBElement]) -> Set<String> {
        var result: Set<String> = []
        var stack = elements
        while let element = stack.popLast() {
            if let id = element["id"] { result.insert(id) }
            stack += element.children
        }
        return result
    }

    /// A segue element as a template.
    func template(_ element: IBElement, document: IBDocument) throws(InterfaceBuilderError) -> IBSegueTemplate {
        guard let kindName = element["kind"], let kind = IBSegueTemplate.Kind(rawValue: kindName) else {
            throw InterfaceBuilderError(.badAttribute("unknown segue kind \(element["kind"] ?? "(none)")"), file: document.file, line: element.line, element: element.name)
        }
        var segueClass: UIStoryboardSegue.Type = UIStoryboardSegue.self
        if let name = element["customClass"] {
            if let found = IBClassResolver.resolve(name, module: element["customModule"], base: UIStoryboardSegue.self) as? UIStoryboardSegue.Type {
                segueClass = found
            } else {
                UINib.log("Unknown class \(name) in Interface Builder file.")
            }
        }
        if kind != .unwind, element["destination"] == nil {
            throw InterfaceBuilderError(.badAttribute("destination is missing"), file: document.file, line: element.line, element: element.name)
        }
        return IBSegueTemplate(identifier: element["identifier"], kind: kind, destinationID: kind == .unwind ? nil : element["destination"],
                               unwindAction: element["unwindAction"], segueClass: segueClass, storyboard: self, element: element)
    }

    /// Loads a scene controller's view: the scene's `view` element and other top-level
    /// views with the controller as owner, its outlets into the view, control segues and
    /// embed segues; a failure is logged and leaves a plain view.
    func loadSceneView(_ controller: UIViewController, element: IBElement, sceneObjects: [IBElement], viewIDs: Set<String>, embedChain: [String]) {
        do {
            let document = try loaded.get()
            let instantiation = IBInstantiation(values: document.makeValues(), owner: controller)
            instantiation.collectsSegues = true
            instantiation.document = document
            instantiation.storyboard = self
            try instantiation.register(controller, for: element)
            for object in sceneObjects where object !== element {
                _ = try instantiation.makeTopLevel(object, externalObjects: [:])
            }
            if let viewElement = element.children.first(where: { $0["key"] == "view" }) {
                controller.view = try instantiation.makeView(viewElement)
            } else {
                controller.view = UIView(frame: UIScreen.main.bounds)
            }
            if let connections = element.child("connections") {
                instantiation.connectionJobs.append((controller, connections, viewIDs))
            }
            var embeds: [(container: UIView, template: IBSegueTemplate)] = []
            instantiation.beforeAwake = { [unowned self] instantiation throws(InterfaceBuilderError) in
                for (source, segueElement) in instantiation.segues where source !== controller {
                    let template = try self.template(segueElement, document: document)
                    if template.kind == .embed, let container = source as? UIView {
                        embeds.append((container, template))
                    } else if let control = source as? UIControl {
                        control.addAction(UIAction { [weak controller, weak control] _ in
                            guard let controller, let control else { return }
                            if let identifier = template.identifier, !controller.shouldPerformSegue(withIdentifier: identifier, sender: control) { return }
                            template.run(from: controller, sender: control)
                        }, for: .touchUpInside)
                    } else {
                        UINib.log("\(document.file):\(segueElement.line): a segue from a \(type(of: source)) is not supported; skipped")
                    }
                }
            }
            try instantiation.finish()
            for embed in embeds {
                try performEmbed(embed.template, in: embed.container, parent: controller, embedChain: embedChain)
            }
        } catch {
            UINib.log("Could not load the view of \(type(of: controller)): \(error)")
            if controller.viewIfLoaded == nil { controller.view = UIView(frame: UIScreen.main.bounds) }
        }
    }

    /// An embed segue: the destination becomes a child whose view fills the container view.
    func performEmbed(_ template: IBSegueTemplate, in container: UIView, parent: UIViewController, embedChain: [String]) throws(InterfaceBuilderError) {
        guard let destinationID = template.destinationID else { return }
        let child = try instantiateScene(controllerID: destinationID, creator: nil, embedChain: embedChain)
        let segue = template.segueClass.init(identifier: template.identifier, source: parent, destination: child)
        if segue.performHandler == nil {
            segue.performHandler = { [weak parent, weak container] in
                guard let parent, let container else { return }
                parent.addChild(child)
                child.view.frame = container.bounds
                child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                container.addSubview(child.view)
                child.didMove(toParent: parent)
            }
        }
        parent.prepare(for: segue, sender: nil)
        segue.perform()
    }
}
