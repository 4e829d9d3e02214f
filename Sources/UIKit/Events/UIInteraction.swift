import Foundation

/// A behaviour added to a view with `addInteraction(_:)` (context menus, drag and drop):
/// the view holds it and tells it when it moves to or from the view.
@preconcurrency @MainActor
public protocol UIInteraction: NSObjectProtocol {
    /// The view the interaction is attached to.
    var view: UIView? { get }
    /// Called before the interaction is added to (or removed from, with nil) a view.
    func willMove(to view: UIView?)
    /// Called after the interaction was added to (or removed from, with nil) a view.
    func didMove(to view: UIView?)
}

extension UIView {
    /// The interactions attached to the view, in the order added. Setting it removes the
    /// old ones and adds the new ones.
    public var interactions: [UIInteraction] {
        get { extrasStorage?.interactions ?? [] }
        set {
            for old in interactions { removeInteraction(old) }
            for new in newValue { addInteraction(new) }
        }
    }

    /// Attaches `interaction` (moving it from the view it was on; adding it twice does nothing).
    public func addInteraction(_ interaction: UIInteraction) {
        if interactions.contains(where: { $0 === interaction }) { return }
        interaction.view?.removeInteraction(interaction)
        interaction.willMove(to: self)
        extras.interactions.append(interaction)
        interaction.didMove(to: self)
    }

    /// Detaches `interaction` (an interaction not attached here is left alone).
    public func removeInteraction(_ interaction: UIInteraction) {
        guard let index = extrasStorage?.interactions.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        extrasStorage?.interactions.remove(at: index)
        interaction.didMove(to: nil)
    }
}
