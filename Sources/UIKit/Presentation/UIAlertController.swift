import CoreGraphics
import Foundation

/// A controller that shows an alert (a 270-point card in the middle of the window) or
/// an action sheet (a card at the bottom) with a title, a message, text fields (alerts
/// only) and action buttons. Present it with `present(_:animated:completion:)`; choosing
/// an action (by tap, Return for the preferred action, Escape for the cancel action)
/// dismisses it and then runs the action's handler.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// Whether the controller is an alert or an action sheet.
    public enum Style: Int, @unchecked Sendable {
        /// A card at the bottom of the window, actions stacked, the cancel action apart.
        case actionSheet = 0
        /// A card in the middle of the window.
        case alert = 1
    }

    /// The actions, in the order added.
    package var actionStorage: [UIAlertAction] = []
    /// The text fields, in the order added.
    package var textFieldStorage: [UITextField] = []
    /// The preferred action.
    package weak var preferredActionStorage: UIAlertAction?
    /// The style.
    package var styleStorage: Style = .alert
    /// The transitioning delegate the controller presents itself with (held strongly).
    package let alertTransitioning = AlertTransitioning()
    /// The action chosen, whose handler runs after the dismissal.
    package var chosenAction: UIAlertAction?
    /// The alert's content view.
    package var alertView: AlertView?

    /// The message under the title.
    open var message: String? {
        didSet { alertView?.reload() }
    }

    /// The controller's title (shown in bold above the message).
    open override var title: String? {
        didSet { alertView?.reload() }
    }

    /// The style the controller was created with.
    open var preferredStyle: Style { styleStorage }

    /// The actions, in the order added.
    open var actions: [UIAlertAction] { actionStorage }

    /// The text fields (nil when there are none).
    open var textFields: [UITextField]? { textFieldStorage.isEmpty ? nil : textFieldStorage }

    /// The action Return chooses; its title is bold. Must be one of `actions`.
    open var preferredAction: UIAlertAction? {
        get { preferredActionStorage }
        set { setPreferredAction(newValue) }
    }

    /// Creates an alert controller.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        styleStorage = preferredStyle
    }

    /// Creates an alert controller (use `init(title:message:preferredStyle:)`).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        modalPresentationStyle = .custom
        transitioningDelegate = alertTransitioning
    }

    /// Creates an alert controller from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        modalPresentationStyle = .custom
        transitioningDelegate = alertTransitioning
    }

    /// Adds an action (a second cancel action is refused, as UIKit refuses it).
    open func addAction(_ action: UIAlertAction) { addActionCore(action) }

    /// Adds a text field (alerts only), configured by `configurationHandler`.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        addTextFieldCore(configurationHandler)
    }

    /// Makes the alert's view: the dimmed card with its labels, fields and buttons.
    open override func loadView() {
        let content = AlertView(controller: self)
        alertView = content
        view = content
    }

    /// The first text field (else the alert itself) takes the keyboard.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        takeKeyboardFocus()
    }

    /// The alert gives up the keyboard when it leaves.
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if isFirstResponder { _ = resignFirstResponder() }
    }

    /// The alert handles Return and Escape.
    open override var canBecomeFirstResponder: Bool { true }

    /// Return chooses the preferred action, Escape the cancel action; other keys go on.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = presses.filter { !handleKey($0) }
        if !rest.isEmpty { super.pressesBegan(rest, with: event) }
    }
}
