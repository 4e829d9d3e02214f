import CoreGraphics
import Foundation

/// A layout guide whose constraints switch with the edge of its owning view it is near
/// (`setConstraints(_:activeWhenNearEdge:)`), as UIKit's keyboard guide uses them.
@preconcurrency @MainActor
open class UITrackingLayoutGuide: UILayoutGuide {
    private var nearEdgeConstraints: [(edge: NSDirectionalRectEdge, constraints: [NSLayoutConstraint])] = []
    private var awayFromEdgeConstraints: [(edge: NSDirectionalRectEdge, constraints: [NSLayoutConstraint])] = []

    /// The edges of the owning view the guide is near (the keyboard guide, docked with no
    /// on-screen keyboard, is near the bottom).
    open var nearEdges: NSDirectionalRectEdge { [] }

    /// Sets the constraints that are active while the guide is near `edge` (replacing those
    /// given for the same edge before) and activates or deactivates them now.
    open func setConstraints(_ constraints: [NSLayoutConstraint], activeWhenNearEdge edge: NSDirectionalRectEdge) {
        Self.replace(&nearEdgeConstraints, edge, constraints)
        updateTrackingConstraints()
    }

    /// The constraints given for `edge` with `setConstraints(_:activeWhenNearEdge:)`.
    open func constraints(activeWhenNearEdge edge: NSDirectionalRectEdge) -> [NSLayoutConstraint] {
        nearEdgeConstraints.first { $0.edge == edge }?.constraints ?? []
    }

    /// Sets the constraints that are active while the guide is away from `edge`.
    open func setConstraints(_ constraints: [NSLayoutConstraint], activeWhenAwayFrom edge: NSDirectionalRectEdge) {
        Self.replace(&awayFromEdgeConstraints, edge, constraints)
        updateTrackingConstraints()
    }

    /// Replaces the entry for `edge` in `list`, deactivating the constraints it held.
    private static func replace(_ list: inout [(edge: NSDirectionalRectEdge, constraints: [NSLayoutConstraint])],
                                _ edge: NSDirectionalRectEdge, _ constraints: [NSLayoutConstraint]) {
        if let i = list.firstIndex(where: { $0.edge == edge }) {
            NSLayoutConstraint.deactivate(list[i].constraints)
            list.remove(at: i)
        }
        list.append((edge, constraints))
    }

    /// The constraints given for `edge` with `setConstraints(_:activeWhenAwayFrom:)`.
    open func constraints(activeWhenAwayFrom edge: NSDirectionalRectEdge) -> [NSLayoutConstraint] {
        awayFromEdgeConstraints.first { $0.edge == edge }?.constraints ?? []
    }

    /// Activates the constraints of the edges the guide is near (and away from), deactivates the rest.
    func updateTrackingConstraints() {
        let near = nearEdges
        for entry in nearEdgeConstraints {
            let active = near.isSuperset(of: entry.edge) && !entry.edge.isEmpty
            if active { NSLayoutConstraint.activate(entry.constraints) } else { NSLayoutConstraint.deactivate(entry.constraints) }
        }
        for entry in awayFromEdgeConstraints {
            let active = near.isDisjoint(with: entry.edge)
            if active { NSLayoutConstraint.activate(entry.constraints) } else { NSLayoutConstraint.deactivate(entry.constraints) }
        }
    }
}

/// The guide for the space the keyboard takes at the bottom of a view
/// (`view.keyboardLayoutGuide`). Linux desktops have no on-screen keyboard, so the guide
/// stays docked: its top is the safe area's bottom (`usesBottomSafeArea`, the default) or the
/// view's bottom edge, where it has zero height, and it spans the view's width.
@preconcurrency @MainActor
open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
    /// Whether the guide follows an undocked or floating keyboard (default false).
    open var followsUndockedKeyboard = false
    /// Whether, with the keyboard off screen, the guide's top is the bottom of the safe
    /// area (true, the default) rather than the view's bottom edge.
    open var usesBottomSafeArea = true {
        didSet { if usesBottomSafeArea != oldValue { pinTop() } }
    }
    /// Extra space above the keyboard in which a drag dismisses it (default 0).
    open var keyboardDismissPadding: CGFloat = 0

    private var topConstraint: NSLayoutConstraint?

    /// Creates a guide (UIKit makes one per view: use `view.keyboardLayoutGuide`).
    public override init() { super.init() }

    /// Creates a guide from an archive.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Docked at the bottom, the guide is near the bottom edge.
    open override var nearEdges: NSDirectionalRectEdge { .bottom }

    /// Adds the guide to `view` with its docked constraints.
    func install(in view: UIView) {
        identifier = "UIViewKeyboardLayoutGuide"
        view.addLayoutGuide(self)
        NSLayoutConstraint.activate([
            leadingAnchor.constraint(equalTo: view.leadingAnchor),
            trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        pinTop()
    }

    private func pinTop() {
        guard let view = owningView else { return }
        topConstraint?.isActive = false
        let top = usesBottomSafeArea ? topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)
                                     : topAnchor.constraint(equalTo: view.bottomAnchor)
        top.identifier = "UIKeyboardLayoutGuide-top"
        top.isActive = true
        topConstraint = top
    }
}

extension UIView {
    /// The guide for the keyboard's area at the bottom of the view (iOS 15), created with
    /// its constraints on first use.
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        if let guide = extras.keyboardLayoutGuide { return guide }
        let guide = UIKeyboardLayoutGuide()
        extras.keyboardLayoutGuide = guide
        guide.install(in: self)
        return guide
    }
}
