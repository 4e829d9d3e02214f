import Foundation

/// The swipe actions revealed beside one row of a table or a collection list: the row's
/// content slides with the drag (its host shifts it), the `UISwipeActionsConfiguration`'s
/// actions show as buttons in the uncovered space, the first nearest the edge. Releasing
/// past half the buttons' width keeps them open, past 60% of the row's width (a full swipe)
/// runs the first action when `performsFirstActionWithFullSwipe`, otherwise it closes.
@MainActor
final class SwipeActionsReveal {
    /// The width of one action button.
    static let actionWidth: CGFloat = 74

    let indexPath: IndexPath
    let cell: UIView
    let configuration: UISwipeActionsConfiguration
    /// Whether the actions are at the trailing edge (the row slides left).
    let trailing: Bool
    let actionsView = UIView()
    private(set) var buttons: [UIButton] = []
    /// The width of all buttons, the row's offset while they stay open.
    let actionsWidth: CGFloat
    /// How far the content is slid (positive: left, for trailing actions).
    private let shiftContent: (CGFloat) -> Void
    /// Called once, when the reveal closes (the host forgets it).
    private let didClose: (SwipeActionsReveal) -> Void
    /// How far the row is slid now (non-negative).
    private(set) var offset: CGFloat = 0
    private(set) var isOpen = true

    /// Reveals `configuration`'s actions under `cell`'s content (placed below `contentView`).
    init(indexPath: IndexPath, cell: UIView, contentView: UIView, configuration: UISwipeActionsConfiguration, trailing: Bool,
         shiftContent: @escaping (CGFloat) -> Void, didClose: @escaping (SwipeActionsReveal) -> Void) {
        self.indexPath = indexPath
        self.cell = cell
        self.configuration = configuration
        self.trailing = trailing
        self.shiftContent = shiftContent
        self.didClose = didClose
        actionsWidth = SwipeActionsReveal.actionWidth * CGFloat(configuration.actions.count)
        actionsView.clipsToBounds = true
        actionsView.backgroundColor = configuration.actions.first?.backgroundColor
        for action in configuration.actions {
            let button = UIButton(type: .custom)
            button.backgroundColor = action.backgroundColor
            button.setTitle(action.title, for: .normal)
            button.setTitleColor(.white, for: .normal)
            if let image = action.image { button.setImage(image, for: .normal) }
            button.addAction(UIAction { [weak self, weak button] _ in
                guard let self, let button else { return }
                self.perform(action, button: button)
            }, for: .touchUpInside)
            buttons.append(button)
            actionsView.addSubview(button)
        }
        cell.insertSubview(actionsView, belowSubview: contentView)
    }

    /// Whether `point` (in the cell's superview) is on the swiped row.
    func contains(_ point: CGPoint) -> Bool { cell.frame.contains(point) }

    /// Follows the finger from `start` to `point` (the row slides only towards the actions).
    func follow(from start: CGPoint, to point: CGPoint) {
        let dx = point.x - start.x
        setOffset(trailing ? max(0, -dx) : max(0, dx))
    }

    /// The finger lifted: a full swipe, open, or closed.
    func release() {
        if configuration.performsFirstActionWithFullSwipe, offset > cell.bounds.width * 0.6, let first = configuration.actions.first {
            perform(first, button: buttons[0])
        } else if offset > actionsWidth / 2 {
            UIView.animate(withDuration: 0.25) { self.setOffset(self.actionsWidth) }
        } else {
            close(animated: true)
        }
    }

    /// Slides the row back and removes the buttons.
    func close(animated: Bool) {
        guard isOpen else { return }
        isOpen = false
        didClose(self)
        let finish = { self.actionsView.removeFromSuperview() }
        if animated {
            UIView.animate(withDuration: 0.25, animations: { self.setOffset(0) }, completion: { _ in finish() })
        } else {
            setOffset(0)
            finish()
        }
    }

    /// Runs `action`'s handler; its completion closes the row (whether or not it performed).
    private func perform(_ action: UIContextualAction, button: UIView) {
        guard isOpen else { return }
        action.handler(action, button) { [weak self] _ in self?.close(animated: true) }
    }

    private func setOffset(_ value: CGFloat) {
        offset = value
        let w = cell.bounds.width, h = cell.bounds.height
        actionsView.frame = trailing ? CGRect(x: w - value, y: 0, width: value, height: h) : CGRect(x: 0, y: 0, width: value, height: h)
        // Buttons share the revealed width in proportion, the first nearest the edge.
        let each = buttons.isEmpty ? 0 : value / CGFloat(buttons.count)
        for (i, button) in buttons.enumerated() {
            let x = trailing ? value - each * CGFloat(i + 1) : each * CGFloat(i)
            button.frame = CGRect(x: x, y: 0, width: each, height: h)
        }
        shiftContent(trailing ? value : -value)
    }
}
