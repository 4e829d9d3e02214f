import ConstraintSolver
import CoreGraphics
import Foundation

/// A view's Auto Layout state, allocated on first use.
@MainActor
package final class ViewLayoutState {
    @exclusivity(unchecked) package var translates = true
    @exclusivity(unchecked) package var constraints: [NSLayoutConstraint] = []
    /// The installed constraints whose first or second item is this view (or one of its
    /// guides) and that are installed on another view (an ancestor): what must go when the
    /// view leaves its tree. (A constraint installed on its item's own view never crosses
    /// out of a subtree, so a container does not index the constraints it holds.)
    @exclusivity(unchecked) package var referencingConstraints: [NSLayoutConstraint] = []
    package var layoutGuides: [UILayoutGuide] = []
    @exclusivity(unchecked) package var hugging: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultLow, .defaultLow)
    @exclusivity(unchecked) package var compression: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultHigh, .defaultHigh)
    package lazy var variables = LayoutVariables("view")
    /// The `membership` of the engine the view takes part in (0: none).
    @exclusivity(unchecked) package var membership = 0
    /// The engine of the tree this view is the root of.
    @exclusivity(unchecked) package var ownedEngine: LayoutEngine?
    package var autoresizingConstraints: [EngineConstraint] = []
    package var autoresizingFrame: CGRect = .null
    package var autoresizingParentSize: CGSize = .zero
    package var autoresizing: UIView.AutoresizingMask = []
    /// The hugging, compression-resistance or resting preferences in the engine (see `ContentSizeRow`).
    @exclusivity(unchecked) package var contentSizeRows: [ContentSizeRow] = []
    @exclusivity(unchecked) package var appliedIntrinsicSize: CGSize = .zero
    package var marginsGuide: UILayoutGuide?
    package var safeAreaGuide: UILayoutGuide?
    package var readableGuide: UILayoutGuide?
    package init() {}
}

extension UIView {
    /// `-1`: the view has no intrinsic size along an axis.
    public static let noIntrinsicMetric: CGFloat = -1
    /// The smallest size: `systemLayoutSizeFitting` then gives the most compact layout.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest size: `systemLayoutSizeFitting` then gives the most expanded layout.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    package var layoutState: ViewLayoutState {
        if let s = autoLayoutStorage { return s }
        let s = ViewLayoutState()
        autoLayoutStorage = s
        return s
    }

    /// The root of the view's tree.
    package var layoutRoot: UIView {
        if let root = LayoutRootCache.root(of: self) { return root }
        var node = self
        while let parent = node.superviewStorage { node = parent }
        return node
    }

    /// The engine of the view's tree, created when `create`.
    package func layoutEngine(create: Bool) -> LayoutEngine? {
        let root = layoutRoot
        if let e = root.autoLayoutStorage?.ownedEngine { return e }
        guard create else { return nil }
        let e = LayoutEngine(root: root)
        root.layoutState.ownedEngine = e
        return e
    }

    /// The engine, if the tree has one.
    package func layoutEngineForReading() -> LayoutEngine? { layoutEngine(create: false) }

    package func layoutVariablesIfParticipating(in engine: LayoutEngine) -> LayoutVariables? {
        engine.isParticipating(self) ? engine.vars(self) : nil
    }

    // MARK: Anchors

    /// The anchor for the view's leading edge.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The anchor for the view's trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The anchor for the view's left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The anchor for the view's right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The anchor for the view's top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The anchor for the view's bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The anchor for the view's width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The anchor for the view's height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    /// The anchor for the view's horizontal center.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The anchor for the view's vertical center.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The anchor for the baseline of the view's first line of text.
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The anchor for the baseline of the view's last line of text.
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    // MARK: Implementations of the overridable members

    package func addConstraintCore(_ c: NSLayoutConstraint) {
        if c.installedView === self { return }
        c.installedView?.removeConstraintCore(c)
        if let problem = NSLayoutConstraint.misuse(of: c) {
            UIView.log("Unable to install constraint \(c): \(problem)")
            return
        }
        // Each item in turn (no array: this runs for every constraint a nib or app adds).
        func isInside(_ item: AnyObject?) -> Bool {
            guard let item else { return true }
            guard let view = NSLayoutConstraint.view(of: item) else { return false }
            return view.isDescendantCore(of: self)
        }
        guard isInside(c.firstItem), isInside(c.secondItem) else {
            UIView.log("The view hierarchy is not prepared for the constraint: \(c)\n\tWhen added to a view, the constraint's items must be descendants of that view (or the view itself). This will crash if the constraint needs to be resolved before the view hierarchy is assembled.")
            return
        }
        layoutState.constraints.append(c)
        NSLayoutConstraint.activationCounter += 1
        c.activationOrder = NSLayoutConstraint.activationCounter
        c.installedView = self
        func reference(_ item: AnyObject?) {
            guard let view = NSLayoutConstraint.view(of: item), view !== self else { return }
            view.layoutState.referencingConstraints.append(c)
        }
        reference(c.firstItem)
        reference(c.secondItem)
        (self as? UIScrollView)?.prepareLegacyContentConstraint(c)
        layoutEngine(create: true)?.constraintWasAdded(c)
    }

    package func removeConstraintCore(_ c: NSLayoutConstraint) {
        guard c.installedView === self, let state = autoLayoutStorage else { return }
        for item in [c.firstItem, c.secondItem] {
            guard let view = NSLayoutConstraint.view(of: item), view !== self else { continue }
            guard let state = view.autoLayoutStorage, let i = state.referencingConstraints.lastIndex(where: { $0 === c }) else { continue }
            state.referencingConstraints.remove(at: i)
        }
        state.constraints.removeAll { $0 === c }
        c.installedView = nil
        (c.engine ?? layoutEngineForReading())?.constraintWasRemoved(c)
    }

    package func setTranslatesValue(_ value: Bool) {
        guard layoutState.translates != value else { return }
        layoutState.translates = value
        if let e = layoutEngineForReading(), e.isParticipating(self) { e.structureDidChange() }
    }

    package func invalidateIntrinsicContentSizeCore() {
        guard let e = layoutEngineForReading(), e.isParticipating(self), !e.needsRebuild else { return }
        if !layoutState.translates { e.refreshContentSize(of: self) }
        if !e.baselineConstraints.isEmpty { e.refreshBaselines(of: self) }
        e.root?.setNeedsLayout()
    }

    package func setContentPriority(_ p: UILayoutPriority, hugging: Bool, axis: NSLayoutConstraint.Axis) {
        let s = layoutState
        if hugging {
            if axis == .horizontal { s.hugging.horizontal = p } else { s.hugging.vertical = p }
        } else {
            if axis == .horizontal { s.compression.horizontal = p } else { s.compression.vertical = p }
        }
        invalidateIntrinsicContentSizeCore()
    }

    package func contentPriority(hugging: Bool, axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let s = autoLayoutStorage else { return hugging ? .defaultLow : .defaultHigh }
        let pair = hugging ? s.hugging : s.compression
        return axis == .horizontal ? pair.horizontal : pair.vertical
    }

    /// The frame the engine solved for the view (its current frame when not taking part).
    package func solvedFrame(in engine: LayoutEngine) -> CGRect {
        guard let parent = superviewStorage, engine.isParticipating(self), engine.isParticipating(parent) else { return frame }
        let v = engine.vars(self).rect, p = engine.vars(parent).rect
        let pi = parent.alignmentRectInsets
        // Engine positions ignore bounds origins (see `LayoutEngine.boundsShiftAncestor`):
        // the frame origin is the offset from the superview's position.
        let alignment = CGRect(x: v.minX - (p.minX - pi.left),
                               y: v.minY - (p.minY - pi.top),
                               width: v.width, height: v.height)
        return frame(forAlignmentRect: alignment)
    }

    /// The default `layoutSubviews`: brings the engine up to date and gives the subviews
    /// their solved frames. A view without subviews has nothing to apply (the engine is
    /// solved from its root, which any change marks for layout).
    package func applyEngineFrames() {
        guard !subviewStorage.isEmpty, let engine = layoutEngineForReading() else { return }
        engine.solveIfNeeded(layingOut: self)  // this view's subviews are applied below
        guard engine.isParticipating(self) else { return }
        // As `solvedFrame(in:)`, with this view's position read once for all subviews.
        let p = engine.vars(self).rect, pi = alignmentRectInsets
        let originX = p.minX - pi.left, originY = p.minY - pi.top
        for sub in subviewStorage where engine.isParticipating(sub) && sub.superviewStorage === self {
            let v = engine.vars(sub).rect
            let f = sub.frame(forAlignmentRect: CGRect(x: v.minX - originX, y: v.minY - originY, width: v.width, height: v.height))
            if f != sub.frame {
                if sub.transform.isIdentity {
                    sub.frame = f
                } else {
                    sub.bounds.size = f.size
                    sub.center = CGPoint(x: f.midX, y: f.midY)
                }
            }
        }
    }

    /// UIKit's hook when the tree changes: the engines of both trees follow.
    package func autoLayoutWillMove(from oldParent: UIView) {
        guard let engine = oldParent.layoutEngineForReading() else { return }
        // Constraints installed above the subtree that mention views of it go away: found
        // from the subtree's views (O(subtree + their constraints)), not by scanning every
        // constraint of every ancestor.
        var crossing: [NSLayoutConstraint] = []
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            stack += view.subviewStorage
            guard let refs = view.autoLayoutStorage?.referencingConstraints, !refs.isEmpty else { continue }
            for c in refs {
                guard let host = c.installedView, !host.isDescendantCore(of: self) else { continue }
                crossing.append(c)
            }
        }
        crossing.sort { $0.activationOrder < $1.activationOrder }
        for c in crossing { c.installedView?.removeConstraintCore(c) }
        // The subtree's own constraints and views leave the solver (no rebuild).
        engine.remove(subtree: self)
    }

    /// After the view joined a new superview: its constraints join the new tree's engine.
    package func autoLayoutDidMove() { mergeEngines() }

    /// After the view left its superview: it may root a tree with constraints of its own.
    package func autoLayoutDidDetach() {
        if hasConstraintsInSubtree { layoutEngine(create: true)?.structureDidChange() }
    }

    /// Whether a view of the subtree holds constraints (iterative: trees of any depth).
    private var hasConstraintsInSubtree: Bool {
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            if let s = view.autoLayoutStorage, !s.constraints.isEmpty { return true }
            stack += view.subviewStorage
        }
        return false
    }

    // MARK: Fitting

    package func systemLayoutSizeFittingCore(_ target: CGSize, _ h: UILayoutPriority, _ v: UILayoutPriority) -> CGSize {
        // Multi-line labels are measured at the width the first solve gives them, then the
        // system is solved again (UIKit's second pass: a self-sizing cell's label wraps at
        // the cell's width, not at the zero width of a label never laid out).
        var remeasured: [UILabel] = []
        defer { for label in remeasured { label.fittingWidth = nil } }
        var size = CGSize.zero
        for pass in 0..<3 {
            let engine = LayoutEngine(root: self, scratch: true)
            engine.fitting = (target, h, v)
            engine.rebuild()
            engine.solver.updateVariables()
            let vars = engine.vars(self)
            size = CGSize(width: vars.w.value, height: vars.h.value)
            // Scratch values went into private variables; the real engine is untouched.
            guard pass < 2 else { break }
            var changed = false
            var stack: [UIView] = [self]
            while let view = stack.popLast() {
                stack += view.subviewStorage
                guard let label = view as? UILabel, label.numberOfLines != 1, label.preferredMaxLayoutWidth == 0,
                      engine.isParticipating(label) else { continue }
                let width = engine.vars(label).w.value
                let used = label.fittingWidth ?? label.bounds.width
                guard width.isFinite, width > 0, abs(width - used) > 0.5 else { continue }
                if label.fittingWidth == nil { remeasured.append(label) }
                label.fittingWidth = width
                changed = true
            }
            if !changed { break }
        }
        return size
    }

    // MARK: Guides

    package func addLayoutGuideCore(_ guide: UILayoutGuide) {
        if guide.owningView === self { return }
        guide.owningView?.removeLayoutGuideCore(guide)
        guide.owningView = self
        layoutState.layoutGuides.append(guide)
    }

    package func removeLayoutGuideCore(_ guide: UILayoutGuide) {
        guard guide.owningView === self else { return }
        layoutState.layoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
        layoutEngineForReading()?.structureDidChange()
    }

    package func systemGuide(_ kind: UILayoutGuide.SystemKind) -> UILayoutGuide {
        let s = layoutState
        switch kind {
        case .margins: if let g = s.marginsGuide { return g }
        case .safeArea: if let g = s.safeAreaGuide { return g }
        case .readable: if let g = s.readableGuide { return g }
        }
        let g = UILayoutGuide()
        g.systemKind = kind
        g.identifier = kind == .margins ? "UIViewLayoutMarginsGuide" : kind == .safeArea ? "UIViewSafeAreaLayoutGuide" : "UIViewReadableContentGuide"
        g.owningView = self
        switch kind {
        case .margins: s.marginsGuide = g
        case .safeArea: s.safeAreaGuide = g
        case .readable: s.readableGuide = g
        }
        return g
    }

    // MARK: Debugging

    package func hasAmbiguousLayoutCore() -> Bool {
        guard let engine = layoutEngineForReading() else { return false }
        engine.solveIfNeeded()
        guard engine.isParticipating(self) else { return false }
        return !ambiguousVariables(engine).isEmpty
    }

    /// The variables of the view that could take other values without violating anything.
    private func ambiguousVariables(_ engine: LayoutEngine) -> [(Variable, Double)] {
        let v = engine.vars(self)
        var found: [(Variable, Double)] = []
        for variable in [v.x, v.y, v.w, v.h] {
            let old = variable.value
            let probe = (variable == old + 100) | Strength(1e-4)
            guard (try? engine.solver.addConstraint(probe)) != nil else { continue }
            engine.solver.updateVariables()
            let moved = variable.value
            try? engine.solver.removeConstraint(probe)
            engine.solver.updateVariables()
            if abs(moved - old) > 1e-6 { found.append((variable, moved)) }
        }
        return found
    }

    package func exerciseAmbiguityCore() {
        guard let engine = layoutEngineForReading() else { return }
        engine.solveIfNeeded()
        guard engine.isParticipating(self), superviewStorage != nil else { return }
        let v = engine.vars(self)
        var rect = solvedFrame(in: engine)
        for (variable, value) in ambiguousVariables(engine) {
            let delta = value - variable.value
            if variable === v.x { rect.origin.x += delta }
            if variable === v.y { rect.origin.y += delta }
            if variable === v.w { rect.size.width += delta }
            if variable === v.h { rect.size.height += delta }
        }
        frame = rect
    }

    package func constraintsAffectingLayoutCore(_ axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        guard let engine = layoutEngineForReading() else { return [] }
        engine.solveIfNeeded()
        guard engine.isParticipating(self) else { return [] }
        let v = engine.vars(self)
        let mine: [Variable] = axis == .horizontal ? [v.x, v.w] : [v.y, v.h]
        var result: [NSLayoutConstraint] = []
        for (key, record) in engine.records {
            guard let owner = engine.owners[key] else { continue }
            if record.solverConstraint.expression.terms.contains(where: { t in mine.contains { $0 === t.variable } }) {
                result.append(owner)
            }
        }
        // The view's own content-size preferences kept as bare rows (the required ones are records).
        let bare = engine.contentSizeRows(of: self).contains { $0.row != nil && $0.horizontal == (axis == .horizontal) }
        if bare {
            let attribute: NSLayoutConstraint.Attribute = axis == .horizontal ? .width : .height
            for c in engine.contentSizeConstraints(of: self) where c.firstAttribute == attribute && engine.records[ObjectIdentifier(c)] == nil {
                result.append(c)
            }
        }
        return result.sorted { ObjectIdentifier($0) < ObjectIdentifier($1) }
    }
}
