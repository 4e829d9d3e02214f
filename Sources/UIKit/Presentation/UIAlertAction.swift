import Foundation

/// A button of an alert controller: its title, style and the handler that runs after
/// the alert was dismissed.
@preconcurrency @MainActor
open class UIAlertAction: NSObject, @preconcurrency NSCopying {
    /// How an action's button looks and behaves.
    public enum Style: Int, @unchecked Sendable {
        /// A plain action.
        case `default` = 0
        /// The action that cancels (at most one per alert; Escape chooses it).
        case cancel = 1
        /// An action that changes or deletes data (shown in red).
        case destructive = 2
    }

    /// The button's title.
    open private(set) var title: String?
    /// The button's style.
    open private(set) var style: Style
    /// What runs after the alert was dismissed because this action was chosen.
    package let handler: ((UIAlertAction) -> Void)?
    /// Redraws the action's button when `isEnabled` changes.
    package var enabledDidChange: (() -> Void)?

    /// Whether the action can be chosen (a disabled button is dimmed and ignores taps).
    open var isEnabled: Bool = true {
        didSet { if oldValue != isEnabled { enabledDidChange?() } }
    }

    /// Creates an action.
    public convenience init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.init(title: title, style: style, handlerStorage: handler)
    }

    package init(title: String?, style: Style, handlerStorage: ((UIAlertAction) -> Void)?) {
        self.title = title
        self.style = style
        handler = handlerStorage
        super.init()
    }

    /// A copy with the same title, style, handler and enabled state.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIAlertAction(title: title, style: style, handlerStorage: handler)
        copy.isEnabled = isEnabled
        return copy
    }
}
