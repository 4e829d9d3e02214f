import Foundation

/// What a drop would do, as a drop proposal states it.
public enum UIDropOperation: UInt, Sendable {
    /// No drop: the session is not accepted here.
    case cancel = 0
    /// The drop would be accepted but is not allowed now.
    case forbidden = 1
    /// The items are copied.
    case copy = 2
    /// The items are moved (only when the session allows moving).
    case move = 3
}

/// The operation a drop target proposes for a session (`dropInteraction(_:sessionDidUpdate:)`).
@preconcurrency @MainActor
open class UIDropProposal: NSObject {
    /// The proposed operation.
    open private(set) var operation: UIDropOperation
    /// Whether the drop needs a precise location (text insertion points).
    open var isPrecise = false
    /// Whether the dropped items' previews keep their full size.
    open var prefersFullSizePreview = false

    /// A proposal of `operation`.
    public init(operation: UIDropOperation) {
        self.operation = operation
        super.init()
    }
}

/// The delegate of a drop interaction: whether it takes a session, what it would do at the
/// pointer, and the drop itself.
@preconcurrency @MainActor
public protocol UIDropInteractionDelegate: NSObjectProtocol {
    /// Whether the interaction can handle the session's items (asked once per session; true by default).
    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool
    /// The session moved into the interaction's view.
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession)
    /// The session moved (or changed) over the view: the operation a drop would perform
    /// (`.cancel` by default: a view whose delegate does not answer accepts no drop).
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession) -> UIDropProposal
    /// The session left the view (or was dropped with a proposal that refused it).
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession)
    /// The user dropped the items on the view with an accepting proposal: load them now.
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession)
    /// The drop is over (after `performDrop`).
    func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: any UIDropSession)
    /// The session ended (dropped or not), sent to every interaction it entered.
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession)
}

extension UIDropInteractionDelegate {
    /// True.
    public func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool { true }
    /// Nothing.
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession) {}
    /// A `.cancel` proposal.
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession) -> UIDropProposal {
        UIDropProposal(operation: .cancel)
    }
    /// Nothing.
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession) {}
    /// Nothing.
    public func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {}
    /// Nothing.
    public func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: any UIDropSession) {}
    /// Nothing.
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession) {}
}

/// Lets a view take files and text dropped on it from other programs: added with
/// `addInteraction(_:)`, its delegate is asked whether it handles a session, proposes an
/// operation and performs the drop. The deepest view under the drop point whose
/// interaction handles the session is the target.
@preconcurrency @MainActor
open class UIDropInteraction: NSObject, UIInteraction {
    /// The delegate (held weakly).
    open private(set) weak var delegate: (any UIDropInteractionDelegate)?
    /// Whether the interaction takes a new session while another is in progress.
    open var allowsSimultaneousDropSessions = false
    /// The view the interaction is attached to.
    open private(set) weak var view: UIView?

    /// An interaction asking `delegate`.
    public init(delegate: any UIDropInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    /// Called before the interaction moves to `view`.
    open func willMove(to view: UIView?) {}
    /// Called after the interaction moved to `view`.
    open func didMove(to view: UIView?) { self.view = view }
}
