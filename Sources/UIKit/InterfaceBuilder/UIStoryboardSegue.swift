import Foundation

/// A transition between two view controllers of a storyboard. `perform()` does what the
/// segue's kind does; subclasses (`kind="custom"` with a `customClass`) override it.
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
    /// The identifier given in the storyboard.
    public let identifier: String?
    /// The controller the segue starts at.
    public let source: UIViewController
    /// The controller the segue leads to.
    public let destination: UIViewController
    /// What `perform()` does (set by the storyboard; a handler given at creation).
    package var performHandler: (@MainActor () -> Void)?

    /// Creates a segue (the initializer a storyboard calls on custom segue classes, which
    /// inherit it); a segue made in code this way has no transition until `perform()` is
    /// overridden.
    public required init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        super.init()
    }

    /// Creates a segue whose `perform()` runs `performHandler`.
    public convenience init(identifier: String?, source: UIViewController, destination: UIViewController,
                            performHandler: @escaping @MainActor () -> Void) {
        self.init(identifier: identifier, source: source, destination: destination)
        self.performHandler = performHandler
    }

    /// Performs the transition (the storyboard's kind: embed adds the destination as a child
    /// in its container view; unwind calls the destination's unwind action).
    open func perform() {
        guard let performHandler else {
            UINib.log("\(String(reflecting: type(of: self))) \(identifier ?? "(no identifier)"): perform() has no transition; override perform() in a custom segue")
            return
        }
        performHandler()
    }
}

/// A segue of a storyboard, as written (`<segue destination= kind= identifier=>`): makes
/// `UIStoryboardSegue`s when it runs.
@MainActor
package struct IBSegueTemplate {
    /// The segue kinds of the document format.
    package enum Kind: String { case show, showDetail, presentation, embed, unwind, custom, relationship, push, modal, replace }

    package let identifier: String?
    package let kind: Kind
    /// The destination controller's id (nil for unwind segues).
    package let destinationID: String?
    /// Unwind segues: the action the destination runs.
    package let unwindAction: String?
    /// The segue class (`customClass`), `UIStoryboardSegue` when none.
    package let segueClass: UIStoryboardSegue.Type
    /// The storyboard the destination is in.
    package weak var storyboard: UIStoryboard?
    /// The element, for errors.
    package let element: IBElement

    /// Runs the segue from `source`: creates the destination, asks `prepare(for:sender:)`,
    /// then `perform()`. Unwind segues find their destination up the parent chain.
    package func run(from source: UIViewController, sender: Any?) {
        if kind == .unwind { return runUnwind(from: source, sender: sender) }
        guard let storyboard, let destinationID else { return }
        let destination: UIViewController
        do {
            destination = try storyboard.instantiateScene(controllerID: destinationID, creator: nil, embedChain: [])
        } catch {
            UINib.log("Segue \(identifier ?? "(no identifier)") could not create its destination: \(error)")
            return
        }
        let segue = segueClass.init(identifier: identifier, source: source, destination: destination)
        if segue.performHandler == nil { segue.performHandler = transition(source: source, destination: destination) }
        source.prepare(for: segue, sender: sender)
        segue.perform()
    }

    /// What the kind does: a presentation presents the destination modally (with the
    /// segue's `modalPresentationStyle`/`modalTransitionStyle`/`animates` when written).
    func transition(source: UIViewController, destination: UIViewController) -> (@MainActor () -> Void)? {
        switch kind {
        case .custom:
            return nil
        case .show, .push, .replace:
            return { [weak source] in source?.show(destination, sender: nil) }
        case .showDetail:
            return { [weak source] in source?.showDetailViewController(destination, sender: nil) }
        case .presentation, .modal:
            let style = element["modalPresentationStyle"].flatMap(UIModalPresentationStyle.init(interfaceBuilderName:))
            let transitionStyle = element["modalTransitionStyle"].flatMap(UIModalTransitionStyle.init(interfaceBuilderName:))
            let animated = element["animates"] != "NO"
            return { [weak source] in
                guard let source else { return }
                if let style { destination.modalPresentationStyle = style }
                if let transitionStyle { destination.modalTransitionStyle = transitionStyle }
                source.present(destination, animated: animated)
            }
        default:
            let kindName = kind.rawValue
            return {
                UINib.log("Segue kind \"\(kindName)\" from \(type(of: source)) to \(type(of: destination)) needs navigation and presentation containers (show(_:sender:), present(_:animated:completion:)), which this UIKit does not have yet; the destination was created and prepared but not shown")
            }
        }
    }

    /// The next controller an unwind segue asks: the controller below in a navigation
    /// stack, else the parent, else the presenting controller.
    func unwindCandidate(after controller: UIViewController) -> UIViewController? {
        if let nav = controller.navigationController, let index = nav.viewControllers.firstIndex(where: { $0 === controller }), index > 0 {
            return nav.viewControllers[index - 1]
        }
        return controller.parent ?? controller.presentingViewController
    }

    /// Unwind: the first controller up `source`'s parent chain that can perform the action
    /// runs it with the segue; then the segue performs.
    func runUnwind(from source: UIViewController, sender: Any?) {
        guard let unwindAction else { return }
        let action = Selector(unwindAction)
        var candidate = unwindCandidate(after: source)
        while let controller = candidate, !controller.canPerformUnwindSegueAction(action, from: source, sender: sender) {
            candidate = unwindCandidate(after: controller)
        }
        guard let destination = candidate else {
            UINib.log("Unwind segue \(identifier ?? "(no identifier)") from \(type(of: source)): no view controller up the chain performs \(unwindAction)")
            return
        }
        let segue = segueClass.init(identifier: identifier, source: source, destination: destination)
        source.prepare(for: segue, sender: sender)
        destination.handler(forAction: action)?(segue)
        if segue.performHandler == nil {
            // Unwinding dismisses what the destination presents and pops its navigation
            // stack back to it.
            segue.performHandler = { [weak destination] in
                guard let destination else { return }
                if destination.presentedViewController != nil { destination.dismiss(animated: true) }
                if let nav = destination.navigationController, nav.topViewController !== destination,
                   nav.viewControllers.contains(where: { $0 === destination }) {
                    nav.popToViewController(destination, animated: true)
                }
            }
        }
        segue.perform()
    }
}

extension UIModalPresentationStyle {
    /// The style named by a storyboard segue's `modalPresentationStyle` attribute.
    @MainActor init?(interfaceBuilderName name: String) {
        let styles: [String: UIModalPresentationStyle] = [
            "fullScreen": .fullScreen, "pageSheet": .pageSheet, "formSheet": .formSheet,
            "currentContext": .currentContext, "overFullScreen": .overFullScreen,
            "overCurrentContext": .overCurrentContext, "popover": .popover, "automatic": .automatic,
        ]
        guard let style = styles[name] else {
            UINib.log("Unknown modalPresentationStyle \"\(name)\" on a segue; the destination's own style is used")
            return nil
        }
        self = style
    }
}

extension UIModalTransitionStyle {
    /// The style named by a storyboard segue's `modalTransitionStyle` attribute.
    @MainActor init?(interfaceBuilderName name: String) {
        let styles: [String: UIModalTransitionStyle] = [
            "coverVertical": .coverVertical, "flipHorizontal": .flipHorizontal,
            "crossDissolve": .crossDissolve, "partialCurl": .partialCurl,
        ]
        guard let style = styles[name] else {
            UINib.log("Unknown modalTransitionStyle \"\(name)\" on a segue; the destination's own style is used")
            return nil
        }
        self = style
    }
}
