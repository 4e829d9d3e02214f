import CoreGraphics
import Foundation

/// A view that lays out its arranged subviews in a row or column with constraints.
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// How arranged views share the stack's length.
    public enum Distribution: Int, Sendable {
        case fill = 0, fillEqually = 1, fillProportionally = 2, equalSpacing = 3, equalCentering = 4
    }

    /// How arranged views are placed across the stack.
    public enum Alignment: Int, Sendable {
        case fill = 0, leading = 1, firstBaseline = 2, center = 3, trailing = 4, lastBaseline = 5
        /// `leading`, for horizontal stacks.
        public static var top: Alignment { .leading }
        /// `trailing`, for horizontal stacks.
        public static var bottom: Alignment { .trailing }
    }

    /// `setCustomSpacing(_:after:)` with this value restores the stack's spacing.
    public static let spacingUseDefault: CGFloat = CGFloat(Float.greatestFiniteMagnitude)
    /// The system spacing between two views.
    public static let spacingUseSystem: CGFloat = CGFloat(Float.leastNonzeroMagnitude)

    /// The views laid out, in order (each is also a subview).
    open private(set) var arrangedSubviews: [UIView] = []
    /// The direction of the stack (default horizontal).
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { arrangementChanged() } }
    /// How arranged views share the length (default fill).
    open var distribution: Distribution = .fill { didSet { arrangementChanged() } }
    /// How arranged views are placed across the stack (default fill).
    open var alignment: Alignment = .fill { didSet { arrangementChanged() } }
    /// The gap between adjacent arranged views (default 0).
    open var spacing: CGFloat = 0 { didSet { arrangementChanged() } }
    /// Whether vertical spacing is measured between baselines.
    open var isBaselineRelativeArrangement = false { didSet { arrangementChanged() } }
    /// Whether arranged views are placed inside the layout margins.
    open var isLayoutMarginsRelativeArrangement = false { didSet { arrangementChanged() } }

    private var customSpacing: [ObjectIdentifier: CGFloat] = [:]
    private var managed: [NSLayoutConstraint] = []
    private var spacers: [UILayoutGuide] = []
    private var builtHiddenState: [Bool] = []
    /// How many times the whole arrangement was rebuilt (hiding a row should not).
    package private(set) var arrangementRebuildCount = 0

    /// Creates a stack of `views`.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for v in views { addArrangedSubview(v) }
    }

    /// Creates a UIStackView with the given frame.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Creates a UIStackView from an archive: the view's properties, then its own (see `UIStackView+Coding.swift`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        decodeStackView(from: coder)
        if coder.hasFailedDecoding { return nil }
    }

    /// Archives the UIStackView properties after the view's (see `UIStackView+Coding.swift`).
    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        encodeStackView(with: coder)
    }

    /// Appends a view to the arranged views (adding it as a subview).
    open func addArrangedSubview(_ view: UIView) { insertArrangedSubview(view, at: arrangedSubviews.count) }

    /// Inserts a view into the arranged views.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(0, stackIndex), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superviewStorage !== self { addSubview(view) }
        arrangementChanged()
    }

    /// Removes a view from the arranged views (it stays a subview).
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        customSpacing[ObjectIdentifier(view)] = nil
        arrangementChanged()
    }

    /// Removing an arranged view from the stack also removes it from the arrangement.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        if arrangedSubviews.contains(where: { $0 === subview }) {
            arrangedSubviews.removeAll { $0 === subview }
            managed.removeAll { c in c.firstItem === subview || c.secondItem === subview }
            setNeedsUpdateConstraints()
        }
    }

    /// Sets the spacing after one arranged view (`spacingUseDefault` restores `spacing`).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacing[ObjectIdentifier(arrangedSubview)] = spacing == UIStackView.spacingUseDefault ? nil : spacing
        arrangementChanged()
    }

    /// The spacing after an arranged view (`spacingUseDefault` when not customized).
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacing[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    /// Always true: a stack view arranges its views with constraints.
    open override class var requiresConstraintBasedLayout: Bool { true }

    /// An arranged view was hidden or shown: it takes no space while hidden.
    /// The next layout updates only that view's constraints (see `layoutSubviews`).
    package func arrangedSubviewVisibilityDidChange(_ view: UIView) {
        if arrangedSubviews.contains(where: { $0 === view }) { setNeedsLayout() }
    }

    /// Rebuilds the arrangement constraints before updating constraints as usual.
    open override func updateConstraints() {
        rebuildArrangement()
        super.updateConstraints()
    }

    /// Updates the arrangement if an arranged view was hidden or shown, then lays out as
    /// usual. With `.fill` distribution a few views changing visibility touch only their own
    /// constraints and their neighbours' links (O(1) solver work each); otherwise the
    /// arrangement is rebuilt.
    open override func layoutSubviews() {
        let hidden = arrangedSubviews.map(\.isHidden)
        if hidden != builtHiddenState {
            if !updateVisibilityIncrementally(hidden) { rebuildArrangement() }
        }
        super.layoutSubviews()
    }

    private func arrangementChanged() {
        setNeedsUpdateConstraints()
        setNeedsLayout()
    }

    // MARK: Building the arrangement

    private var horizontal: Bool { axis == .horizontal }
    private var container: AnyObject { isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self }
    private var leadAttribute: NSLayoutConstraint.Attribute { horizontal ? .leading : .top }
    private var trailAttribute: NSLayoutConstraint.Attribute { horizontal ? .trailing : .bottom }
    private var sizeAttribute: NSLayoutConstraint.Attribute { horizontal ? .width : .height }

    /// A managed constraint (not yet active).
    private func make(_ a: AnyObject, _ aa: NSLayoutConstraint.Attribute, _ r: NSLayoutConstraint.Relation, _ b: AnyObject?,
                      _ ba: NSLayoutConstraint.Attribute, _ m: CGFloat = 1, _ c: CGFloat = 0, _ p: UILayoutPriority = .required,
                      _ id: String) -> NSLayoutConstraint {
        let k = NSLayoutConstraint(firstItem: a, firstAttribute: aa, relation: r, secondItem: b,
                                   secondAttribute: b == nil ? .notAnAttribute : ba, multiplier: m, constant: c)
        k.priorityStorage = p
        k.identifier = id
        return k
    }

    /// The constraints holding a hidden arranged view at zero size at the stack's start.
    private func hidingConstraints(_ v: UIView) -> [NSLayoutConstraint] {
        let crossLead: NSLayoutConstraint.Attribute = horizontal ? .top : .leading
        return [make(v, sizeAttribute, .equal, nil, .notAnAttribute, 1, 0, .required, "UISV-hiding"),
                make(v, leadAttribute, .equal, container, leadAttribute, 1, 0, .required, "UISV-hiding"),
                make(v, crossLead, .equal, container, crossLead, 1, 0, .required, "UISV-hiding")]
    }

    /// The `.fill` link between adjacent visible views (nil `prev`: the leading canvas
    /// connection of `next`; nil `next`: the trailing one of `prev`).
    private func fillLink(_ prev: UIView?, _ next: UIView?) -> [NSLayoutConstraint] {
        switch (prev, next) {
        case let (prev?, next?):
            var gap = customSpacing[ObjectIdentifier(prev)] ?? spacing
            if gap == UIStackView.spacingUseSystem { gap = systemSpacing }
            let baseline = isBaselineRelativeArrangement && !horizontal
            return [make(next, baseline ? .firstBaseline : leadAttribute, .equal, prev, baseline ? .lastBaseline : trailAttribute,
                         1, gap, .required, "UISV-spacing")]
        case let (nil, next?):
            return [make(next, leadAttribute, .equal, container, leadAttribute, 1, 0, .required, "UISV-canvas-connection")]
        case let (prev?, nil):
            return [make(container, trailAttribute, .equal, prev, trailAttribute, 1, 0, .required, "UISV-canvas-connection")]
        case (nil, nil):
            return []
        }
    }

    /// The constraints placing a visible view across the axis (`first`: the first visible view).
    private func crossConstraints(_ v: UIView, first: UIView?) -> [NSLayoutConstraint] {
        let crossLead: NSLayoutConstraint.Attribute = horizontal ? .top : .leading
        let crossTrail: NSLayoutConstraint.Attribute = horizontal ? .bottom : .trailing
        let crossCenter: NSLayoutConstraint.Attribute = horizontal ? .centerY : .centerX
        let crossSize: NSLayoutConstraint.Attribute = horizontal ? .height : .width
        var out: [NSLayoutConstraint] = []
        switch alignment {
        case .fill:
            out.append(make(v, crossLead, .equal, container, crossLead, 1, 0, .required, "UISV-alignment"))
            out.append(make(container, crossTrail, .equal, v, crossTrail, 1, 0, .required, "UISV-alignment"))
        case .leading:
            out.append(make(v, crossLead, .equal, container, crossLead, 1, 0, .required, "UISV-alignment"))
            out.append(make(container, crossTrail, .greaterThanOrEqual, v, crossTrail, 1, 0, .required, "UISV-spanning-boundary"))
        case .trailing:
            out.append(make(v, crossTrail, .equal, container, crossTrail, 1, 0, .required, "UISV-alignment"))
            out.append(make(v, crossLead, .greaterThanOrEqual, container, crossLead, 1, 0, .required, "UISV-spanning-boundary"))
        case .center:
            out.append(make(v, crossCenter, .equal, container, crossCenter, 1, 0, .required, "UISV-alignment"))
            out.append(make(v, crossLead, .greaterThanOrEqual, container, crossLead, 1, 0, .required, "UISV-spanning-boundary"))
        case .firstBaseline, .lastBaseline:
            let attr: NSLayoutConstraint.Attribute = horizontal ? (alignment == .firstBaseline ? .firstBaseline : .lastBaseline) : crossLead
            if let first, v !== first {
                out.append(make(v, attr, .equal, first, attr, 1, 0, .required, "UISV-alignment"))
            } else if !horizontal {
                out.append(make(v, crossLead, .equal, container, crossLead, 1, 0, .required, "UISV-alignment"))
            }
            out.append(make(v, crossLead, .greaterThanOrEqual, container, crossLead, 1, 0, .required, "UISV-spanning-boundary"))
            out.append(make(container, crossTrail, .greaterThanOrEqual, v, crossTrail, 1, 0, .required, "UISV-spanning-boundary"))
        }
        if alignment != .fill {
            out.append(make(v, crossSize, .equal, nil, .notAnAttribute, 1, 0, UILayoutPriority(25), "UISV-ambiguity-suppression"))
        }
        return out
    }

    /// Hides or shows the views whose visibility changed since the last build by replacing
    /// only their constraints and the links to their visible neighbours. Returns false
    /// (nothing changed) when the arrangement needs a rebuild instead: other distributions,
    /// baseline alignment (every view refers to the first), or a changed list of views.
    private func updateVisibilityIncrementally(_ hidden: [Bool]) -> Bool {
        guard distribution == .fill, alignment != .firstBaseline, alignment != .lastBaseline,
              hidden.count == builtHiddenState.count, !managed.isEmpty || arrangedSubviews.isEmpty else { return false }
        var state = builtHiddenState
        var removed = Set<ObjectIdentifier>()
        var added: [NSLayoutConstraint] = []
        var byView: [ObjectIdentifier: [NSLayoutConstraint]] = [:]
        func constraints(of v: UIView) -> [NSLayoutConstraint] {
            if byView.isEmpty {
                for c in managed + added where !removed.contains(ObjectIdentifier(c)) {
                    for item in [c.firstItem, c.secondItem] {
                        if let view = item as? UIView, view !== self { byView[ObjectIdentifier(view), default: []].append(c) }
                    }
                }
            }
            return (byView[ObjectIdentifier(v)] ?? []).filter { !removed.contains(ObjectIdentifier($0)) }
        }
        func neighbours(of i: Int) -> (UIView?, UIView?) {
            let prev = (0..<i).reversed().first { !state[$0] }.map { arrangedSubviews[$0] }
            let next = (i + 1..<state.count).first { !state[$0] }.map { arrangedSubviews[$0] }
            return (prev, next)
        }
        func isLink(_ c: NSLayoutConstraint) -> Bool { c.identifier == "UISV-spacing" || c.identifier == "UISV-canvas-connection" }
        for i in hidden.indices where hidden[i] != state[i] {
            let v = arrangedSubviews[i]
            let (prev, next) = neighbours(of: i)
            let mine = constraints(of: v)
            if hidden[i] {
                // Its links and cross-axis constraints go; the neighbours link up.
                for c in mine { removed.insert(ObjectIdentifier(c)) }
                added += hidingConstraints(v) + fillLink(prev, next)
            } else {
                for c in mine where c.identifier == "UISV-hiding" { removed.insert(ObjectIdentifier(c)) }
                let oldLink = prev.map { p in constraints(of: p).filter { c in isLink(c) && (next == nil ? c.secondItem === p : c.firstItem === next) } }
                    ?? next.map { n in constraints(of: n).filter { c in isLink(c) && c.secondItem !== n && c.firstItem === n } } ?? []
                for c in oldLink { removed.insert(ObjectIdentifier(c)) }
                added += fillLink(prev, v) + fillLink(v, next) + crossConstraints(v, first: nil)
            }
            byView = [:]
            state[i] = hidden[i]
        }
        let gone = managed.filter { removed.contains(ObjectIdentifier($0)) } + added.filter { removed.contains(ObjectIdentifier($0)) }
        let fresh = added.filter { !removed.contains(ObjectIdentifier($0)) }
        NSLayoutConstraint.deactivate(gone.filter(\.isActive))
        managed = managed.filter { !removed.contains(ObjectIdentifier($0)) } + fresh
        NSLayoutConstraint.activate(fresh)
        builtHiddenState = hidden
        return true
    }

    /// Replaces the stack's constraints with ones for the current arrangement.
    private func rebuildArrangement() {
        arrangementRebuildCount += 1
        NSLayoutConstraint.deactivate(managed)
        for g in spacers { removeLayoutGuide(g) }
        managed = []; spacers = []
        builtHiddenState = arrangedSubviews.map(\.isHidden)
        let horizontal = self.horizontal, container = self.container
        let lead = leadAttribute, trail = trailAttribute, size = sizeAttribute
        func add(_ a: AnyObject, _ aa: NSLayoutConstraint.Attribute, _ r: NSLayoutConstraint.Relation, _ b: AnyObject?,
                 _ ba: NSLayoutConstraint.Attribute, _ m: CGFloat = 1, _ c: CGFloat = 0, _ p: UILayoutPriority = .required,
                 _ id: String) {
            managed.append(make(a, aa, r, b, ba, m, c, p, id))
        }
        let visible = arrangedSubviews.filter { !$0.isHidden }
        for v in arrangedSubviews where v.isHidden { managed += hidingConstraints(v) }
        // Along the axis.
        if let first = visible.first, let last = visible.last {
            managed += fillLink(nil, first)
            managed += fillLink(last, nil)
        }
        var gapGuides: [UILayoutGuide] = []
        for (prev, next) in zip(visible, visible.dropFirst()) {
            var gap = customSpacing[ObjectIdentifier(prev)] ?? spacing
            if gap == UIStackView.spacingUseSystem { gap = systemSpacing }
            let baseline = isBaselineRelativeArrangement && !horizontal
            let prevEdge: NSLayoutConstraint.Attribute = baseline ? .lastBaseline : trail
            let nextEdge: NSLayoutConstraint.Attribute = baseline ? .firstBaseline : lead
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                managed += fillLink(prev, next)
            case .equalSpacing, .equalCentering:
                add(next, nextEdge, .greaterThanOrEqual, prev, prevEdge, 1, gap, .required, "UISV-spacing")
                let g = UILayoutGuide()
                g.identifier = distribution == .equalSpacing ? "UISV-distributing-edge" : "UISV-distributing-center"
                g.isManagedByView = true
                addLayoutGuide(g)
                spacers.append(g)
                let centered = distribution == .equalCentering
                add(g, lead, .equal, prev, centered ? (horizontal ? .centerX : .centerY) : trail, 1, 0, .required, g.identifier)
                add(g, trail, .equal, next, centered ? (horizontal ? .centerX : .centerY) : lead, 1, 0, .required, g.identifier)
                if let firstGap = gapGuides.first {
                    add(g, size, .equal, firstGap, size, 1, 0, centered ? UILayoutPriority(149) : .required, "UISV-fill-equally")
                }
                gapGuides.append(g)
            }
        }
        if distribution == .fillEqually, let first = visible.first {
            for v in visible.dropFirst() { add(v, size, .equal, first, size, 1, 0, .required, "UISV-fill-equally") }
        }
        if distribution == .fillProportionally {
            let sizes = visible.map { v -> CGFloat in
                let s = v.intrinsicContentSize
                return max(0, horizontal ? s.width : s.height)
            }
            let total = sizes.reduce(0, +)
            let totalGaps = zip(visible, visible.dropFirst()).map { customSpacing[ObjectIdentifier($0.0)] ?? spacing }.reduce(0, +)
            if total > 0 {
                for (v, s) in zip(visible, sizes) {
                    add(v, size, .equal, container, size, s / total, -totalGaps * s / total, UILayoutPriority(999), "UISV-fill-proportionally")
                }
            }
        }
        // Across the axis.
        for v in visible { managed += crossConstraints(v, first: visible.first) }
        NSLayoutConstraint.activate(managed)
    }
}
