import ConstraintSolver
import CoreGraphics
import Foundation

/// Which views and guides take part in the solver, and joining them (with their
/// autoresizing, content-size and guide constraints).
extension LayoutEngine {
    // MARK: Membership

    package func isParticipating(_ view: UIView) -> Bool {
        if isScratch { return scratchMembers.contains(ObjectIdentifier(view)) }
        guard let s = view.autoLayoutStorage else { return false }
        return s.membership == membership
    }

    package func isParticipating(_ guide: UILayoutGuide) -> Bool {
        if isScratch { return scratchMembers.contains(ObjectIdentifier(guide)) }
        return guide.membership == membership
    }

    /// The variables of a view, adding the view (and its superviews) to the solver first.
    /// Iterative: the superviews that must join first are collected, then joined top-down,
    /// so a view of any depth joins without recursion.
    package func variables(of view: UIView) -> LayoutVariables? {
        if isParticipating(view) { return vars(view) }
        guard let root else { return nil }
        var chain: [UIView] = []
        var node: UIView? = view
        while let current = node, !isParticipating(current) {
            chain.append(current)
            if current === root { break }
            node = current.superviewStorage
        }
        guard node != nil else { return nil }  // not in the root's tree
        for joining in chain.reversed() {
            _ = joining.layoutState
            if joining === root { joinRoot(joining) } else { join(joining); attach(joining) }
        }
        return vars(view)
    }

    /// Adds the root: fixed at its alignment origin with its size (or the fitting size).
    @discardableResult
    private func joinRoot(_ view: UIView) -> LayoutVariables {
        join(view)
        let v = vars(view)
        let insets = view.alignmentRectInsets
        let size = view.alignmentRect(forFrame: view.bounds).size
        rootSize = view.bounds.size
        if let fitting {
            rootConstraints = [v.x == Double(insets.left), v.y == Double(insets.top),
                               (v.w == Double(fitting.size.width)) | LayoutEngine.strength(fitting.horizontal),
                               (v.h == Double(fitting.size.height)) | LayoutEngine.strength(fitting.vertical)]
            for c in rootConstraints { try? solver.addConstraint(c) }
            refreshContentSize(of: view)
        } else {
            rootConstraints = [v.x == Double(insets.left), v.y == Double(insets.top), v.w == Double(size.width), v.h == Double(size.height)]
            for c in rootConstraints { try? solver.addConstraint(c) }
        }
        return v
    }

    /// Installs what relates a joined view to its superview: its autoresizing constraints
    /// when it translates its frame, otherwise its content-size constraints.
    package func attach(_ view: UIView) {
        let state = view.layoutState
        if state.translates {
            if !isScratch { translatingViewRefs.append(WeakView(view)); state.autoresizing = view.autoresizingMask }
            for c in makeAutoresizingConstraints(for: view) { install(c) }
        } else {
            refreshContentSize(of: view)
        }
    }

    /// The variables of a guide, adding its owning view and its defining constraints first.
    package func variables(of guide: UILayoutGuide) -> LayoutVariables? {
        if isParticipating(guide) { return vars(guide) }
        guard let owner = guide.owningView, let ov = variables(of: owner) else { return nil }
        if isScratch { _ = vars(guide); scratchMembers.insert(ObjectIdentifier(guide)) } else {
            guide.membership = membership
        }
        guides.append(guide)
        let g = vars(guide)
        if guide.scrollKind != nil {
            installScrollGuideConstraints(guide, g, ov)
            return g
        }
        guard let kind = guide.systemKind else { return g }
        let insets = insetsOf(guide)
        guide.appliedInsets = insets
        switch kind {
        case .margins, .safeArea:
            let name = kind == .margins ? "UIViewLayoutMarginsGuide" : "UIViewSafeAreaLayoutGuide"
            let ownerName = NSLayoutConstraint.ItemName(owner)
            func edge(_ attr: NSLayoutConstraint.Attribute, _ text: String,
                      _ e: @escaping @MainActor (UIEdgeInsets) -> ConstraintSolver.Expression) {
                let c = EngineConstraint(kind: .guide, item: guide, attribute: attr, relation: .equal, priority: .required,
                                         label: "'\(name)'.\(text) of \(ownerName)") { [weak guide] _ in
                    e(guide?.appliedInsets ?? .zero)
                }
                guideConstraints[ObjectIdentifier(guide), default: []].append(c)
                install(c)
            }
            edge(.left, "left == left + inset") { g.x - ov.x - Double($0.left) }
            edge(.top, "top == top + inset") { g.y - ov.y - Double($0.top) }
            edge(.width, "width == width - insets") { g.w - ov.w + Double($0.left + $0.right) }
            edge(.height, "height == height - insets") { g.h - ov.h + Double($0.top + $0.bottom) }
        case .readable:
            let margins = owner.layoutMarginsGuide
            guard let m = variables(of: margins) else { return g }
            let label = "'UIViewReadableContentGuide'"
            func install(_ c: EngineConstraint) {
                guideConstraints[ObjectIdentifier(guide), default: []].append(c)
                self.install(c)
            }
            install(EngineConstraint(kind: .guide, item: guide, attribute: .top, relation: .equal, priority: .required,
                                     label: "\(label).top == 'UIViewLayoutMarginsGuide'.top") { _ in g.y - m.y })
            install(EngineConstraint(kind: .guide, item: guide, attribute: .height, relation: .equal, priority: .required,
                                     label: "\(label).height == 'UIViewLayoutMarginsGuide'.height") { _ in g.h - m.h })
            install(EngineConstraint(kind: .guide, item: guide, attribute: .centerX, relation: .equal, priority: .required,
                                     label: "\(label).centerX == 'UIViewLayoutMarginsGuide'.centerX") { _ in (g.x + 0.5 * g.w) - (m.x + 0.5 * m.w) })
            install(EngineConstraint(kind: .guide, item: guide, attribute: .width, relation: .lessThanOrEqual, priority: .required,
                                     label: "\(label).width <= 'UIViewLayoutMarginsGuide'.width") { _ in g.w - m.w })
            install(EngineConstraint(kind: .guide, item: guide, attribute: .width, relation: .equal, priority: UILayoutPriority(999),
                                     label: "\(label).width == \(Int(UILayoutGuide.readableWidth)) @999") { _ in g.w - Double(UILayoutGuide.readableWidth) })
        }
        return g
    }

    package func insetsOf(_ guide: UILayoutGuide) -> UIEdgeInsets {
        guard let owner = guide.owningView else { return .zero }
        if let kind = guide.scrollKind { return UILayoutGuide.scrollGuideParameters(kind, owner) }
        switch guide.systemKind {
        case .margins: return owner.layoutMargins
        case .safeArea: return owner.safeAreaInsets
        default: return .zero
        }
    }
}
