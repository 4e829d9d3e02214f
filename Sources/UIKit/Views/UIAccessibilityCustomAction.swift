import Foundation

/// An extra action an assistive technology offers on an element (VoiceOver's actions
/// rotor; AT-SPI's action list on Linux), performed by its handler.
@preconcurrency @MainActor
open class UIAccessibilityCustomAction: NSObject {
    /// Performs the action; returns whether it succeeded.
    public typealias Handler = (UIAccessibilityCustomAction) -> Bool

    /// The action's localized name, spoken and listed by assistive technologies.
    open var name: String
    /// The image shown for the action (unused by AT-SPI).
    open var image: UIImage?
    /// The closure performing the action.
    open var actionHandler: Handler?
    /// The object receiving `selector` when there is no handler.
    open weak var target: AnyObject?
    /// The action message sent to `target` (a declared action, see `Selector`).
    open var selector: Selector?

    /// An action performed by `actionHandler`.
    public init(name: String, actionHandler: @escaping Handler) {
        self.name = name
        self.actionHandler = actionHandler
        super.init()
    }

    /// An action performed by `actionHandler`, with an image.
    public init(name: String, image: UIImage?, actionHandler: @escaping Handler) {
        self.name = name
        self.image = image
        self.actionHandler = actionHandler
        super.init()
    }

    /// An action sending `selector` to `target` (which declares it: `UIResponder.declareAction`).
    public init(name: String, target: Any?, selector: Selector) {
        self.name = name
        self.target = target as AnyObject?
        self.selector = selector
        super.init()
    }

    /// Performs the action as an assistive technology does: the handler, else the target's
    /// declared action; false when neither runs.
    package func perform() -> Bool {
        if let actionHandler { return actionHandler(self) }
        if let selector, let responder = target as? UIResponder, let handler = responder.handler(forAction: selector) {
            handler(self)
            return true
        }
        UIView.log("UIAccessibilityCustomAction \(name): no handler and no declared action \(selector?.name ?? "nil") on its target")
        return false
    }
}
