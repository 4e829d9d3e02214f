import ConstraintSolver
import CoreGraphics
import Foundation

/// A constraint the engine makes for itself: autoresizing-mask constraints, content-size
/// (hugging and compression resistance) constraints, and the edges of built-in guides.
/// Its equation is computed by the engine (it may mention three variables).
@preconcurrency @MainActor
package final class EngineConstraint: NSLayoutConstraint {
    package enum Kind { case autoresizing, contentSize, guide, root }
    package let kind: Kind
    /// Builds the expression (relation 0) from the engine's variables.
    package var build: @MainActor (LayoutEngine) -> ConstraintSolver.Expression
    package let solverRelation: RelationalOperator
    package var label: String

    package init(kind: Kind, item: AnyObject, attribute: Attribute, relation: Relation, priority: UILayoutPriority,
                 label: String, build: @escaping @MainActor (LayoutEngine) -> ConstraintSolver.Expression) {
        self.kind = kind
        self.build = build
        self.label = label
        switch relation {
        case .equal: solverRelation = .equal
        case .lessThanOrEqual: solverRelation = .lessThanOrEqual
        case .greaterThanOrEqual: solverRelation = .greaterThanOrEqual
        }
        super.init(firstItem: item, firstAttribute: attribute, relation: relation, secondItem: nil,
                   secondAttribute: .notAnAttribute, multiplier: 1, constant: 0)
        priorityStorage = priority
    }

    package override var kindDescriptionPrefix: String {
        switch kind {
        case .autoresizing: "NSAutoresizingMaskLayoutConstraint"
        case .contentSize: "NSContentSizeLayoutConstraint"
        case .guide: "NSLayoutConstraint"
        case .root: "NSLayoutConstraint"
        }
    }

    package override var equationDescription: String { label }

    override public var isActive: Bool {
        get { engine != nil }
        set {}
    }
}

/// The solver of one view tree: every active constraint of the tree, the autoresizing and
/// content-size constraints of the views they reach, and the built-in guides, kept in one
/// `ConstraintSolver.Solver`. Owned by the tree's root view.
///
/// Constraint activation, deactivation and constant changes are incremental (a constant
/// change is `Solver.adjustConstant`, an edit). A change of the tree's structure (views
/// added or removed under the root, or a tree joining another) marks the engine for a
/// rebuild, done once at the next layout: O(constraints).
@MainActor
package final class LayoutEngine {
    package struct Record {
        var solverConstraint: Constraint
        var expressionConstant: Double
    }

    package weak var root: UIView?
    package let solver = Solver()
    package var records: [ObjectIdentifier: Record] = [:]
    /// Constraints of the tree that could not be satisfied (broken), by identity.
    package var broken: [ObjectIdentifier: NSLayoutConstraint] = [:]
    /// The views with variables in the solver, in the order they joined.
    package var participants: [UIView] = []
    package var guides: [UILayoutGuide] = []
    /// Views whose autoresizing constraints reproduce their frame (checked at each solve).
    package var translatingViews: [UIView] = []
    package var needsRebuild = true
    package var needsSolve = true
    /// Incremented at each rebuild; a view's membership is (engine, generation).
    package var generation = 0
    /// How many times the engine was rebuilt from scratch (for tests and diagnostics).
    package var rebuildCount = 0
    /// The root size in the solver.
    package var rootSize: CGSize = .zero
    private var rootConstraints: [Constraint] = []
    /// Messages logged by the engine (diagnostics); tests read them.
    package static var diagnosticsLog: [String] = []

    /// A scratch engine (for `systemLayoutSizeFitting`) keeps its own variables and
    /// leaves the views' and constraints' engine links alone.
    package let isScratch: Bool
    /// The fitting target and priorities of a scratch engine.
    package var fitting: (size: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)?
    private var scratchVariables: [ObjectIdentifier: LayoutVariables] = [:]

    package init(root: UIView, scratch: Bool = false) {
        self.root = root
        self.isScratch = scratch
    }

    /// The variables of an item in this engine (whether or not it takes part yet).
    package func vars(_ item: AnyObject) -> LayoutVariables {
        if isScratch {
            if let v = scratchVariables[ObjectIdentifier(item)] { return v }
            let v = LayoutVariables("scratch")
            scratchVariables[ObjectIdentifier(item)] = v
            return v
        }
        if let view = item as? UIView { return view.layoutState.variables }
        return (item as! UILayoutGuide).variables
    }

    private func join(_ view: UIView) {
        if isScratch { _ = vars(view); scratchMembers.insert(ObjectIdentifier(view)) } else {
            view.layoutState.member = self; view.layoutState.memberGeneration = generation
        }
        participants.append(view)
    }
    private var scratchMembers = Set<ObjectIdentifier>()
    private var scratchContentSize: [ObjectIdentifier: [EngineConstraint]] = [:]

    /// The content-size constraints of a view in this engine.
    private func contentSizeConstraints(of view: UIView) -> [EngineConstraint] {
        isScratch ? scratchContentSize[ObjectIdentifier(view)] ?? [] : view.layoutState.contentSizeConstraints
    }
    private func setContentSizeConstraints(_ cs: [EngineConstraint], of view: UIView) {
        if isScratch { scratchContentSize[ObjectIdentifier(view)] = cs } else { view.layoutState.contentSizeConstraints = cs }
    }

    // MARK: Membership

    package func isParticipating(_ view: UIView) -> Bool {
        if isScratch { return scratchMembers.contains(ObjectIdentifier(view)) }
        guard let s = view.autoLayoutStorage else { return false }
        return s.member === self && s.memberGeneration == generation
    }

    package func isParticipating(_ guide: UILayoutGuide) -> Bool {
        if isScratch { return scratchMembers.contains(ObjectIdentifier(guide)) }
        return guide.member === self && guide.memberGeneration == generation
    }

    /// The variables of a view, adding the view (and its superviews) to the solver first.
    package func variables(of view: UIView) -> LayoutVariables? {
        let state = view.layoutState
        if isParticipating(view) { return vars(view) }
        guard let root else { return nil }
        if view === root {
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
        guard let parent = view.superviewStorage, variables(of: parent) != nil else { return nil }
        join(view)
        if state.translates {
            if !isScratch { translatingViews.append(view); state.autoresizing = view.autoresizingMask }
            for c in makeAutoresizingConstraints(for: view) { install(c) }
        } else {
            refreshContentSize(of: view)
        }
        return vars(view)
    }

    /// The variables of a guide, adding its owning view and its defining constraints first.
    package func variables(of guide: UILayoutGuide) -> LayoutVariables? {
        if isParticipating(guide) { return vars(guide) }
        guard let owner = guide.owningView, let ov = variables(of: owner) else { return nil }
        if isScratch { _ = vars(guide); scratchMembers.insert(ObjectIdentifier(guide)) } else {
            guide.member = self; guide.memberGeneration = generation
        }
        guides.append(guide)
        let g = vars(guide)
        guard let kind = guide.systemKind else { return g }
        let insets = insetsOf(guide)
        guide.appliedInsets = insets
        switch kind {
        case .margins, .safeArea:
            let name = kind == .margins ? "UIViewLayoutMarginsGuide" : "UIViewSafeAreaLayoutGuide"
            func edge(_ attr: NSLayoutConstraint.Attribute, _ text: String,
                      _ e: @escaping @MainActor (UIEdgeInsets) -> ConstraintSolver.Expression) {
                let c = EngineConstraint(kind: .guide, item: guide, attribute: attr, relation: .equal, priority: .required,
                                         label: "'\(name)'.\(text) of \(NSLayoutConstraint.itemName(owner))") { [weak guide] _ in
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
        switch guide.systemKind {
        case .margins: return owner.layoutMargins
        case .safeArea: return owner.safeAreaInsets
        default: return .zero
        }
    }

    // MARK: Expressions

    /// The expression of `attribute` of `item` (nil when the item cannot take part).
    package func expression(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute) -> ConstraintSolver.Expression? {
        if attribute.isMargin, let view = item as? UIView {
            return expression(view.layoutMarginsGuide, attribute.withoutMargin)
        }
        var item = item
        if attribute == .lastBaseline, let view = item as? UIView { item = view.forLastBaselineLayout }
        if attribute == .firstBaseline, let view = item as? UIView { item = view.forFirstBaselineLayout }
        let v: LayoutVariables?
        let directionView: UIView?
        if let view = item as? UIView {
            v = variables(of: view); directionView = view
        } else if let guide = item as? UILayoutGuide {
            v = variables(of: guide); directionView = guide.owningView
        } else { return nil }
        guard let v else { return nil }
        let rtl = directionView?.effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch attribute {
        case .left: return ConstraintSolver.Expression(v.x)
        case .right: return v.x + v.w
        case .leading: return rtl ? v.x + v.w : ConstraintSolver.Expression(v.x)
        case .trailing: return rtl ? ConstraintSolver.Expression(v.x) : v.x + v.w
        case .centerX: return v.x + 0.5 * v.w
        case .width: return ConstraintSolver.Expression(v.w)
        case .top: return ConstraintSolver.Expression(v.y)
        case .firstBaseline, .lastBaseline:
            guard let view = item as? UIView, let box = view.baselineLayoutBox else { return v.y + v.h }
            let offset = (attribute == .firstBaseline ? box.first : box.last) - box.height / 2
            return v.y + 0.5 * v.h + Double(offset)
        case .bottom: return v.y + v.h
        case .centerY: return v.y + 0.5 * v.h
        case .height: return ConstraintSolver.Expression(v.h)
        default: return nil
        }
    }

    /// Whether a constraint's constant is negated (leading/trailing under right-to-left).
    package func isFlipped(_ c: NSLayoutConstraint) -> Bool {
        guard c.firstAttribute.isDirectional else { return false }
        let view = NSLayoutConstraint.view(of: c.firstItem)
        return view?.effectiveUserInterfaceLayoutDirection == .rightToLeft
    }

    /// The solver expression of a constraint (`first - (m * second + c)`), or nil.
    package func solverExpression(_ c: NSLayoutConstraint) -> ConstraintSolver.Expression? {
        if let e = c as? EngineConstraint { return e.build(self) }
        let ancestor = boundsShiftAncestor(of: c)
        func located(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute) -> ConstraintSolver.Expression? {
            guard let e = expression(item, attribute) else { return nil }
            guard let ancestor, !attribute.isDimension else { return e }
            let shift = boundsShift(of: item, below: ancestor, horizontal: attribute.axis == .horizontal)
            return shift == 0 ? e : e - shift
        }
        func side(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute, _ offset: AnchorOffset?) -> ConstraintSolver.Expression? {
            guard let offset else { return located(item, attribute) }
            guard let to = located(offset.toItem, offset.toAttribute),
                  let from = located(offset.fromItem, offset.fromAttribute) else { return nil }
            return to - from
        }
        guard let first = side(c.firstItem, c.firstAttribute, c.firstOffset) else { return nil }
        let constant = Double(isFlipped(c) ? -c.constant : c.constant)
        if c.secondItem == nil { return first - constant }
        guard let second = side(c.secondItem, c.secondAttribute, c.secondOffset) else { return nil }
        return first - Double(c.multiplier) * second - constant
    }

    // MARK: Bounds origins

    /// The coordinate space of a constraint whose items sit in different views' bounds:
    /// their nearest common ancestor; nil when no view lies between an item and it (items
    /// that are siblings, or a view and its superview), the common case.
    ///
    /// Engine positions are laid out as if every bounds origin were zero: a subview's
    /// position is its superview's plus its frame origin. An item inside a view whose
    /// bounds origin is not zero (a scrolled container) is shown shifted by it, so where
    /// a constraint relates it to something outside that view, the item's location is
    /// taken as shown (engine position minus the bounds origins between it and the common
    /// ancestor), as UIKit does: a view constrained to the edges of its scrolled container
    /// scrolls with the content, one constrained to a view outside stays put.
    package func boundsShiftAncestor(of c: NSLayoutConstraint) -> UIView? {
        guard c.secondItem != nil || c.firstOffset != nil else { return nil }
        guard let v1 = NSLayoutConstraint.view(of: c.firstItem) else { return nil }
        if c.firstOffset == nil && c.secondOffset == nil, let v2 = NSLayoutConstraint.view(of: c.secondItem) {
            let p1 = v1.superviewStorage, p2 = v2.superviewStorage
            if v1 === v2 || p1 === p2 || p1 === v2 || p2 === v1 { return nil }
        }
        return c.nearestCommonAncestor()
    }

    /// The bounds origins (on one axis) of the views strictly between an item's view and
    /// `ancestor`, summed.
    package func boundsShift(of item: AnyObject?, below ancestor: UIView, horizontal: Bool) -> Double {
        var total: CGFloat = 0
        for view in intermediateViews(of: item, below: ancestor) {
            total += horizontal ? view.bounds.minX : view.bounds.minY
        }
        return Double(total)
    }

    package func intermediateViews(of item: AnyObject?, below ancestor: UIView) -> [UIView] {
        guard let view = NSLayoutConstraint.view(of: item), view !== ancestor else { return [] }
        var out: [UIView] = []
        var node = view.superviewStorage
        while let n = node, n !== ancestor { out.append(n); node = n.superviewStorage }
        return out
    }

    /// The constraints whose items lie in other views' bounds (see `boundsShiftAncestor`),
    /// with those views and their bounds origins when the equation was made.
    package var shiftedConstraints: [ObjectIdentifier: (constraint: NSLayoutConstraint, views: [UIView], origins: [CGPoint])] = [:]

    private func trackBoundsShift(of c: NSLayoutConstraint) {
        guard !isScratch, !(c is EngineConstraint), let ancestor = boundsShiftAncestor(of: c) else { return }
        var items: [AnyObject?] = [c.firstItem, c.secondItem]
        for o in [c.firstOffset, c.secondOffset].compactMap({ $0 }) { items += [o.fromItem, o.toItem] }
        var views: [UIView] = []
        for item in items { views += intermediateViews(of: item, below: ancestor) }
        guard !views.isEmpty else { return }
        shiftedConstraints[ObjectIdentifier(c)] = (c, views, views.map(\.bounds.origin))
    }

    /// Re-reads the shifts of constraints whose intermediate views changed their bounds
    /// origin (an edit of each one's constant).
    private func refreshBoundsShifts() {
        for (key, entry) in shiftedConstraints where entry.views.map(\.bounds.origin) != entry.origins {
            shiftedConstraints[key]?.origins = entry.views.map(\.bounds.origin)
            refresh(entry.constraint)
        }
    }

    package static func strength(_ p: UILayoutPriority) -> Strength {
        if p.rawValue >= 1000 { return .required }
        return Strength(pow(10, Double(max(0, p.rawValue)) / 125))
    }

    // MARK: Adding and removing

    /// Adds a constraint to the solver; an unsatisfiable required constraint is logged
    /// with UIKit's wording and broken (kept out of the solver).
    package func install(_ c: NSLayoutConstraint) {
        let key = ObjectIdentifier(c)
        guard records[key] == nil, broken[key] == nil else { return }
        guard let e = solverExpression(c) else {
            if isScratch { return }
            UIView.log("Unable to install constraint on view. Does the constraint reference something from outside the subtree of the view? That's illegal. constraint:\(c)")
            return
        }
        let relation: RelationalOperator
        if let ec = c as? EngineConstraint { relation = ec.solverRelation } else {
            switch c.relation {
            case .equal: relation = .equal
            case .lessThanOrEqual: relation = .lessThanOrEqual
            case .greaterThanOrEqual: relation = .greaterThanOrEqual
            }
        }
        let sc = Constraint(e, relation, strength: LayoutEngine.strength(c.priority))
        do {
            try solver.addConstraint(sc)
            records[key] = Record(solverConstraint: sc, expressionConstant: sc.expression.constant)
            owners[key] = c
            if !isScratch { c.engine = self }
            if c.firstAttribute.isBaseline || c.secondAttribute.isBaseline { baselineConstraints[key] = c }
            if shiftedConstraints[key] == nil { trackBoundsShift(of: c) }
            needsSolve = true
        } catch {
            if !isScratch { resolveConflict(adding: c, sc) }
        }
    }

    /// UIKit's recovery from an unsatisfiable system: find the required constraints in
    /// conflict, break the lowest-priority one (all are required, so the one added last;
    /// the engine's own constraints, added with their views, only when nothing else is
    /// in conflict), log the set and the broken constraint, and repeat until `c` fits.
    private func resolveConflict(adding c: NSLayoutConstraint, _ sc: Constraint) {
        if retrying {
            // A broken constraint that still does not fit stays broken (silently).
            broken[ObjectIdentifier(c)] = c
            c.engine = self
            return
        }
        for _ in 0..<16 {
            let candidates = conflictCandidates(for: c)
            let conflict = minimalConflict(candidates, adding: sc) ?? candidates
            let victim = conflict.min { a, b in
                if a.priority != b.priority { return a.priority < b.priority }
                return a.activationOrder > b.activationOrder
            } ?? c
            reportUnsatisfiable(conflict, breaking: victim)
            if victim === c { return }
            let key = ObjectIdentifier(victim)
            if let record = records.removeValue(forKey: key) {
                owners[key] = nil
                try? solver.removeConstraint(record.solverConstraint)
            }
            do {
                try solver.addConstraint(sc)
                records[ObjectIdentifier(c)] = Record(solverConstraint: sc, expressionConstant: sc.expression.constant)
                owners[ObjectIdentifier(c)] = c
                c.engine = self
                if c.firstAttribute.isBaseline || c.secondAttribute.isBaseline { baselineConstraints[ObjectIdentifier(c)] = c }
                trackBoundsShift(of: c)
                needsSolve = true
                return
            } catch { continue }
        }
        broken[ObjectIdentifier(c)] = c
        c.engine = self
    }

    /// The smallest subset of `candidates` (the last being the constraint added, whose
    /// solver constraint is `added`) that cannot be satisfied with the root's size: each
    /// candidate is dropped in turn and kept out when the rest still conflict. Nil when the
    /// candidates alone are satisfiable (the conflict lies beyond them).
    private func minimalConflict(_ candidates: [NSLayoutConstraint], adding added: Constraint) -> [NSLayoutConstraint]? {
        func equation(_ c: NSLayoutConstraint) -> Constraint? {
            if c === candidates.last { return added }
            return records[ObjectIdentifier(c)]?.solverConstraint
        }
        func conflicts(_ set: [NSLayoutConstraint]) -> Bool {
            let scratch = Solver()
            do {
                for rc in rootConstraints where rc.strength.isRequired {
                    try scratch.addConstraint(Constraint(rc.expression, rc.relation, strength: .required))
                }
                for c in set {
                    guard let e = equation(c) else { continue }
                    try scratch.addConstraint(Constraint(e.expression, e.relation, strength: .required))
                }
            } catch { return true }
            return false
        }
        guard candidates.count <= 64, conflicts(candidates) else { return nil }
        var current = candidates
        var i = 0
        while i < current.count - 1 {
            var trial = current
            trial.remove(at: i)
            if conflicts(trial) { current = trial } else { i += 1 }
        }
        return current
    }

    /// Whether broken constraints are being tried again (they break nothing else).
    private var retrying = false

    /// Removes a constraint from the solver (or forgets it as broken).
    package func uninstall(_ c: NSLayoutConstraint) {
        let key = ObjectIdentifier(c)
        if broken.removeValue(forKey: key) != nil { c.engine = nil; return }
        guard let record = records.removeValue(forKey: key) else { return }
        owners[key] = nil
        baselineConstraints[key] = nil
        shiftedConstraints[key] = nil
        try? solver.removeConstraint(record.solverConstraint)
        c.engine = nil
        needsSolve = true
        retryBroken()
    }

    /// After a removal, broken constraints may fit again.
    private func retryBroken() {
        guard !broken.isEmpty else { return }
        let candidates = broken.values.sorted { $0.activationOrder < $1.activationOrder }
        broken = [:]
        retrying = true
        defer { retrying = false }
        for c in candidates {
            let saved = UIView.isLoggingSuppressed
            UIView.isLoggingSuppressed = true
            install(c)
            UIView.isLoggingSuppressed = saved
        }
    }

    /// Recomputes a constraint's equation: a change of constant only is an edit
    /// (`Solver.adjustConstant`); anything else replaces the solver constraint.
    package func refresh(_ c: NSLayoutConstraint) {
        let key = ObjectIdentifier(c)
        if broken[key] != nil { broken[key] = nil; install(c); return }
        guard let record = records[key], let e = solverExpression(c) else { return }
        let old = record.solverConstraint.expression
        if LayoutEngine.sameTerms(old, e.reduced()),
           record.solverConstraint.strength == LayoutEngine.strength(c.priority) {
            let delta = e.constant - record.expressionConstant
            guard delta != 0 else { return }
            do {
                try solver.adjustConstant(of: record.solverConstraint, by: delta)
                records[key]?.expressionConstant = e.constant
                needsSolve = true
            } catch {
                // The edit made required constraints conflict: rebuild to report and recover.
                needsRebuild = true
                root?.setNeedsLayout()
            }
            return
        }
        try? solver.removeConstraint(record.solverConstraint)
        records[key] = nil
        owners[key] = nil
        install(c)
    }

    private static func sameTerms(_ a: ConstraintSolver.Expression, _ b: ConstraintSolver.Expression) -> Bool {
        guard a.terms.count == b.terms.count else { return false }
        for (x, y) in zip(a.terms, b.terms) where x.variable !== y.variable || abs(x.coefficient - y.coefficient) > 1e-12 {
            return false
        }
        return true
    }

    // MARK: Notifications from the API

    package func constantDidChange(_ c: NSLayoutConstraint) {
        guard !needsRebuild else { return }
        refresh(c)
        root?.setNeedsLayout()
    }

    package func priorityDidChange(_ c: NSLayoutConstraint) {
        guard !needsRebuild else { return }
        refresh(c)
        root?.setNeedsLayout()
    }

    package func constraintWasAdded(_ c: NSLayoutConstraint) {
        if !needsRebuild { install(c) }
        root?.setNeedsLayout()
    }

    package func constraintWasRemoved(_ c: NSLayoutConstraint) {
        if !needsRebuild { uninstall(c) } else { c.engine = nil; broken[ObjectIdentifier(c)] = nil }
        root?.setNeedsLayout()
    }

    package func structureDidChange() {
        needsRebuild = true
        root?.setNeedsLayout()
    }

    // MARK: Autoresizing and content size

    /// Constraints reproducing the view's frame and autoresizing mask (`h=--& v=--&`).
    private func makeAutoresizingConstraints(for view: UIView) -> [EngineConstraint] {
        let state = view.layoutState
        guard let parent = view.superviewStorage else { return [] }
        let parentInsets = parent.alignmentRectInsets
        let frame = view.alignmentRect(forFrame: view.frame)
        let parentSize = parent.bounds.size
        if !isScratch {
            state.autoresizingFrame = view.frame
            state.autoresizingParentSize = parentSize
        }
        let mask = view.autoresizingMask
        let flags = LayoutEngine.maskDescription(mask)
        let name = NSLayoutConstraint.itemName(view)
        func axis(_ horizontal: Bool) -> [EngineConstraint] {
            let lead = horizontal ? frame.minX : frame.minY
            let size = horizontal ? frame.width : frame.height
            let total = horizontal ? parentSize.width : parentSize.height
            let trail = total - lead - size
            let fl = mask.contains(horizontal ? .flexibleLeftMargin : .flexibleTopMargin)
            let fs = mask.contains(horizontal ? .flexibleWidth : .flexibleHeight)
            let ft = mask.contains(horizontal ? .flexibleRightMargin : .flexibleBottomMargin)
            let parts = [(lead, fl), (size, fs), (trail, ft)]
            let flexTotal = parts.filter(\.1).map(\.0).reduce(0, +)
            let flexCount = parts.filter(\.1).count
            let fixed = parts.filter { !$0.1 }.map(\.0).reduce(0, +)
            // A flexible part is k * (parentSize - fixed).
            func share(_ part: CGFloat) -> Double {
                flexTotal != 0 ? Double(part / flexTotal) : 1 / Double(max(flexCount, 1))
            }
            let kl = fl ? share(lead) : 0, ks = fs ? share(size) : 0
            let posAttr: NSLayoutConstraint.Attribute = horizontal ? .left : .top
            let sizeAttr: NSLayoutConstraint.Attribute = horizontal ? .width : .height
            let posName = horizontal ? "minX" : "minY", sizeName = horizontal ? "width" : "height"
            let prefix = "\(flags) \(name)."
            let pos = EngineConstraint(kind: .autoresizing, item: view, attribute: posAttr, relation: .equal, priority: .required,
                                       label: "\(prefix)\(posName) == \(NSLayoutConstraint.format(lead))") { [unowned view] engine in
                let v = engine.vars(view)
                let p = engine.vars(parent)
                let mine = horizontal ? v.x : v.y, theirs = horizontal ? p.x : p.y
                let extent = horizontal ? p.w : p.h
                let offset = Double(horizontal ? parentInsets.left : parentInsets.top)
                if fl { return mine - theirs + offset - kl * extent + kl * Double(fixed) }
                return mine - theirs + offset - Double(lead)
            }
            let dim = EngineConstraint(kind: .autoresizing, item: view, attribute: sizeAttr, relation: .equal, priority: .required,
                                       label: "\(prefix)\(sizeName) == \(NSLayoutConstraint.format(size))") { [unowned view] engine in
                let v = engine.vars(view)
                let p = engine.vars(parent)
                let mine = horizontal ? v.w : v.h
                let extent = horizontal ? p.w : p.h
                if fs { return mine - ks * extent + ks * Double(fixed) }
                return mine - Double(size)
            }
            return [pos, dim]
        }
        let all = axis(true) + axis(false)
        if !isScratch { state.autoresizingConstraints = all }
        return all
    }

    /// UIKit's `h=--& v=--&` notation: per axis, leading margin, size and trailing margin,
    /// `-` fixed and `&` flexible (the trailing margin reads flexible when nothing is).
    package static func maskDescription(_ mask: UIView.AutoresizingMask) -> String {
        func axis(_ l: Bool, _ s: Bool, _ t: Bool) -> String {
            if !l && !s && !t { return "--&" }
            return (l ? "&" : "-") + (s ? "&" : "-") + (t ? "&" : "-")
        }
        return "h=" + axis(mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin))
            + " v=" + axis(mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin))
    }

    /// Updates the autoresizing constraints of a view whose frame was changed by code.
    private func refreshAutoresizing(of view: UIView) {
        let state = view.layoutState
        guard let parent = view.superviewStorage else { return }
        if state.autoresizingFrame == view.frame && state.autoresizingParentSize == parent.bounds.size
            && state.autoresizing == view.autoresizingMask { return }
        let old = state.autoresizingConstraints
        let new = makeAutoresizingConstraints(for: view)
        state.autoresizing = view.autoresizingMask
        // Same shapes: move the old constraints' equations to the new ones (edits).
        for (o, n) in zip(old, new) {
            o.build = n.build
            o.label = n.label
            refresh(o)
        }
        state.autoresizingConstraints = old
    }

    /// Installs or updates the hugging / compression-resistance constraints of a view.
    package func refreshContentSize(of view: UIView) {
        let state = view.layoutState
        let size = view.intrinsicContentSize
        if !isScratch { state.appliedIntrinsicSize = size }
        let name = NSLayoutConstraint.itemName(view)
        var wanted: [EngineConstraint] = []
        let v = vars(view)
        for horizontal in [true, false] {
            let value = horizontal ? size.width : size.height
            guard value != UIView.noIntrinsicMetric, value >= 0 else { continue }
            let axis: NSLayoutConstraint.Axis = horizontal ? .horizontal : .vertical
            let attr: NSLayoutConstraint.Attribute = horizontal ? .width : .height
            let hug = view.contentHuggingPriority(for: axis), resist = view.contentCompressionResistancePriority(for: axis)
            let label = "\(name).\(attr.name) == \(NSLayoutConstraint.format(value)) Hug:\(Int(hug.rawValue)) CompressionResistance:\(Int(resist.rawValue))"
            let variable = horizontal ? v.w : v.h
            wanted.append(EngineConstraint(kind: .contentSize, item: view, attribute: attr, relation: .lessThanOrEqual,
                                           priority: hug, label: label) { _ in variable - Double(value) })
            wanted.append(EngineConstraint(kind: .contentSize, item: view, attribute: attr, relation: .greaterThanOrEqual,
                                           priority: resist, label: label) { _ in variable - Double(value) })
        }
        let old = contentSizeConstraints(of: view)
        if old.count == wanted.count, zip(old, wanted).allSatisfy({ $0.firstAttribute == $1.firstAttribute && $0.relation == $1.relation }) {
            for (o, n) in zip(old, wanted) {
                o.build = n.build; o.label = n.label
                if o.priorityStorage != n.priorityStorage {
                    o.priorityStorage = n.priorityStorage
                }
                refresh(o)
            }
            return
        }
        for o in old { uninstall(o) }
        setContentSizeConstraints(wanted, of: view)
        for n in wanted { install(n) }
    }

    // MARK: Rebuilding and solving

    /// Rebuilds the solver from the tree: every active constraint installed on a view of
    /// the tree, and what they reach.
    package func rebuild() {
        guard let root else { return }
        needsRebuild = false
        rebuildCount += 1
        generation += 1
        solver.reset()
        for c in owners.values { c.engine = nil }
        for c in broken.values { c.engine = nil }
        records = [:]; owners = [:]; broken = [:]; guideConstraints = [:]; baselineConstraints = [:]; shiftedConstraints = [:]
        participants = []; guides = []; translatingViews = []
        rootConstraints = []
        _ = variables(of: root)
        // Installed in the order they were added, so that conflicts break the same
        // constraint as when they were added one by one.
        var all: [NSLayoutConstraint] = []
        var stack: [UIView] = [root]
        while let view = stack.popLast() {
            if let state = view.autoLayoutStorage { all += state.constraints }
            for sub in view.subviewStorage.reversed() { stack.append(sub) }
        }
        all.sort { $0.activationOrder < $1.activationOrder }
        for c in all { install(c) }
        needsSolve = true
    }

    /// Brings the engine up to date: rebuild if the tree changed, follow frame, size,
    /// margin and intrinsic-size changes, write the solved values, and mark for layout the
    /// superviews of views whose solved frames differ from their frames.
    package func solveIfNeeded() {
        guard let root else { return }
        if needsRebuild { rebuild() }
        // Root size.
        if root.bounds.size != rootSize, rootConstraints.count == 4 {
            let size = root.alignmentRect(forFrame: root.bounds).size
            let oldSize = root.alignmentRect(forFrame: CGRect(origin: .zero, size: rootSize)).size
            try? solver.adjustConstant(of: rootConstraints[2], by: Double(oldSize.width - size.width))
            try? solver.adjustConstant(of: rootConstraints[3], by: Double(oldSize.height - size.height))
            rootSize = root.bounds.size
            needsSolve = true
        }
        for view in translatingViews where isParticipating(view) {
            let s = view.layoutState
            if s.autoresizingFrame != view.frame || s.autoresizing != view.autoresizingMask
                || s.autoresizingParentSize != view.superviewStorage?.bounds.size {
                refreshAutoresizing(of: view)
            }
        }
        for guide in guides where guide.systemKind == .margins || guide.systemKind == .safeArea {
            let insets = insetsOf(guide)
            if insets != guide.appliedInsets {
                guide.appliedInsets = insets
                for c in guideConstraints[ObjectIdentifier(guide)] ?? [] { refresh(c) }
            }
        }
        if !shiftedConstraints.isEmpty { refreshBoundsShifts() }
        guard needsSolve else { return }
        needsSolve = false
        solver.updateVariables()
        for view in participants where view !== root {
            guard let parent = view.superviewStorage, !view.layoutState.translates || parent.layoutState.member === self else { continue }
            if view.solvedFrame(in: self) != view.frame { parent.setNeedsLayout() }
        }
    }

    package var guideConstraints: [ObjectIdentifier: [EngineConstraint]] = [:]
    /// The installed constraints with a baseline attribute (their constants follow the text).
    package var baselineConstraints: [ObjectIdentifier: NSLayoutConstraint] = [:]

    /// Re-reads the baselines of the constraints aligning `view`'s baselines (its text or
    /// font changed): an edit of each one's constant.
    package func refreshBaselines(of view: UIView) {
        for c in Array(baselineConstraints.values) {
            let items = [c.firstAttribute.isBaseline ? c.firstItem : nil, c.secondAttribute.isBaseline ? c.secondItem : nil]
            let touches = items.contains { item in
                guard let v = item as? UIView else { return false }
                return v === view || v.forFirstBaselineLayout === view || v.forLastBaselineLayout === view
            }
            if touches {
                refresh(c)
            }
        }
    }

    /// The constraint object of each record.
    package var owners: [ObjectIdentifier: NSLayoutConstraint] = [:]
}

extension UIView {
    /// Whether engine logging is muted (while retrying broken constraints).
    package nonisolated(unsafe) static var isLoggingSuppressed = false
}
