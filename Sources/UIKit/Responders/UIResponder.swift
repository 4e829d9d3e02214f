import Foundation

/// An object that can respond to and handle events: the base of views, windows, view
/// controllers and the application, linked into the responder chain by `next`.
///
/// Every event method's default forwards the event to `next` (view → its view controller
/// → superview … → window → application), so a responder overrides only what it handles.
/// Actions are declared, not discovered (there is no Objective-C runtime): override
/// `handler(forAction:)` or call `declareAction(_:_:)`; see `Selector`.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// Actions declared with `declareAction(_:_:)`, by selector.
    package var declaredActions = DeclaredActions()

    /// Creates a responder.
    public override init() {
        super.init()
    }

    // MARK: Interface Builder hooks

    /// Called on every object a nib or storyboard created, after all its outlets and actions
    /// are connected; override to finish set-up and call `super`. Declared on `NSObject` on
    /// iOS, whose implementation does nothing, and so does this one: the hook is the
    /// loader's call (see `UINib`), not work of its own.
    open func awakeFromNib() {}

    /// Called on an `@IBDesignable` object when Interface Builder (or the command-line
    /// renderer) prepares it for display at design time; override to fill in sample
    /// content. As on iOS (`NSObject`), the default does nothing.
    open func prepareForInterfaceBuilder() {}

    /// The outlets, `@IBInspectable` properties and actions an Interface Builder document
    /// may set on instances of this class, one line each (Linux has no runtime to find
    /// `@IBOutlet` setters by name; see `IBKey`). Superclasses' keys are found without
    /// repeating them here. The default is empty.
    open class var interfaceBuilderKeys: [String: IBKey] { [:] }

    /// The next responder in the chain: a view's view controller or superview, a view
    /// controller's view's superview, the window's application; nil at the end.
    open var next: UIResponder? { nil }

    // MARK: First responder

    /// Whether the responder can become the first responder (default false).
    open var canBecomeFirstResponder: Bool { false }

    /// Whether the responder gives up first-responder status when asked (default true).
    open var canResignFirstResponder: Bool { true }

    /// Whether the responder is the application's current first responder.
    open var isFirstResponder: Bool { UIApplication.firstResponderStorage === self }

    /// Makes the responder the first responder when it can (a view must be in a window);
    /// the current first responder is asked to resign first. Returns whether it worked.
    @discardableResult
    open func becomeFirstResponder() -> Bool { attemptToBecomeFirstResponder() }

    /// Gives up first-responder status; returns false when `canResignFirstResponder` is false.
    @discardableResult
    open func resignFirstResponder() -> Bool { attemptToResignFirstResponder() }

    /// A custom input view shown when the responder becomes first responder (default nil).
    open var inputView: UIView? { nil }

    /// A custom accessory view above the input view (default nil).
    open var inputAccessoryView: UIView? { nil }

    /// Reloads the input views of the current first responder.
    open func reloadInputViews() {}

    // MARK: Touches

    /// One or more fingers touched down in a view; the default forwards to `next`.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }

    /// Touches moved; the default forwards to `next`.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }

    /// Touches lifted; the default forwards to `next`.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }

    /// The system cancelled touches (a recognizer recognized, the view left its window);
    /// the default forwards to `next`.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }

    /// Updated estimated properties arrived for touches; the default does nothing.
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}

    // MARK: Presses and motion

    /// Keys or buttons were pressed; the default forwards to `next`.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesBegan(presses, with: event) }

    /// Presses changed; the default forwards to `next`.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesChanged(presses, with: event) }

    /// Keys or buttons were released; the default forwards to `next`.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesEnded(presses, with: event) }

    /// Presses were cancelled; the default forwards to `next`.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesCancelled(presses, with: event) }

    /// A motion (shake) began; the default forwards to `next`.
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionBegan(motion, with: event) }

    /// A motion ended; the default forwards to `next`.
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionEnded(motion, with: event) }

    /// A motion was cancelled; the default forwards to `next`.
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionCancelled(motion, with: event) }

    // MARK: Actions

    /// The code this responder runs for `action`, or nil when it does not handle it.
    ///
    /// The Linux form of "the responder implements this selector": override it (switch on
    /// the selector, call `super` for the rest) or register handlers with
    /// `declareAction(_:_:)` and the class's `IBKey` actions (`interfaceBuilderKeys`),
    /// which the default returns.
    open func handler(forAction action: Selector) -> ((_ sender: Any?) -> Void)? {
        guard let body = declaredActions.table[action] else { return interfaceBuilderActionHandler(action) }
        return { [unowned self] sender in body(self, sender) }
    }

    /// Whether the responder performs `action` (default: it has a handler for it).
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        handler(forAction: action) != nil
    }

    /// The responder that performs `action`: the receiver when `canPerformAction` says so,
    /// else the answer of `next`; nil at the end of the chain.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        targetCore(forAction: action, withSender: sender)
    }

    /// The key commands this responder offers (matched from the first responder up).
    open var keyCommands: [UIKeyCommand]? { nil }

    /// Called on the responder that performs a menu's command before the menu shows it:
    /// update the command's title, image, attributes or state here. The default changes
    /// nothing, as UIKit's.
    open func validate(_ command: UICommand) {}
}

/// The actions a responder declared with `declareAction(_:_:)`.
package struct DeclaredActions {
    package var table: [Selector: (UIResponder, Any?) -> Void] = [:]
    package init() {}
}
