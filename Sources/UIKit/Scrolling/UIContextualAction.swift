import Foundation

/// An action shown when a row is swiped: a titled, colored button whose handler is told
/// whether the action was performed.
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
    /// The look of the action.
    public enum Style: Int, Sendable { case normal = 0, destructive }
    /// The closure run when the action is chosen; call the completion with whether it ran.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// The look (destructive actions are red and may remove the row).
    public let style: Style
    /// The closure run when the action is chosen.
    public let handler: Handler
    /// The button title.
    open var title: String?
    /// The button color (default: gray for normal, red for destructive).
    open var backgroundColor: UIColor!
    /// The button image.
    open var image: UIImage?

    /// Creates an action.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? .systemRed : .systemGray
        super.init()
    }
}

/// The actions shown at one edge of a swiped row.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
    /// The actions, the first nearest the edge the row was swiped from.
    public let actions: [UIContextualAction]
    /// Whether a full swipe runs the first action (default true).
    open var performsFirstActionWithFullSwipe = true

    /// Creates a configuration with `actions`.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}
