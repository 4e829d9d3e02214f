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

    /// Creates a stack of `views`.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for v in views { addArrangedSubview(v) }
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
    package func arrangedSubviewVisibilityDidChange(_ view: UIView) {
        if arrangedSubviews.contains(where: { $0 === view }) { arrangementChanged() }
    }

    /// Rebuilds the arrangement constraints before updating constraints as usual.
    open override func updateConstraints() {
        rebuildArrangement()
        super.updateConstraints()
    }

    /// Rebuilds the arrangement if an arranged view was hidden or shown, then lays out as usual.
    open override func layoutSubviews() {
        if arrangedSubviews.map(\.isHidden) != builtHiddenState { rebuildArrangement() }
        super.layoutSubviews()
    }

    private func arrangementChanged() {
        setNeedsUpdateConstraints()
        setNeedsLayout()
    }

    /// Replaces the stack's constraints with ones for the current arrangement.
    private func rebuildArrangement() {
        NSLayoutConstraint.deactivate(managed)
        for g in spacers { removeLayoutGuide(g) }
        managed = []; spacers = []
        builtHiddenState = arrangedSubviews.map(\.isHidden)
        let horizontal = axis == .horizontal
        let container: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let lead: NSLayoutConstraint.Attribute = horizontal ? .leading : .top
        let trail: NSLayoutConstraint.Attribute = horizontal ? .trailing : .bottom
        let size: NSLayoutConstraint.Attribute = horizontal ? .width : .height
        let crossLead: NSLayoutConstraint.Attribute = horizontal ? .top : .leading
        let crossTrail: NSLayoutConstraint.Attribute = horizontal ? .bottom : .trailing
        let crossCenter: NSLayoutConstraint.Attribute = horizontal ? .centerY : .centerX
        let crossSize: NSLayoutConstraint.Attribute = horizontal ? .height : .width
        func make(_ a: AnyObject, _ aa: NSLayoutConstraint.Attribute, _ r: NSLayoutConstraint.Relation, _ b: AnyObject?,
                  _ ba: NSLayoutConstraint.Attribute, _ m: CGFloat = 1, _ c: CGFloat = 0, _ p: UILayoutPriority = .required,
                  _ id: String) {
            let k = NSLayoutConstraint(firstItem: a, firstAttribute: aa, relation: r, secondItem: b,
                                       secondAttribute: b == nil ? .notAnAttribute : ba, multiplier: m, constant: c)
            k.priorityStorage = p
            k.identifier = id
            managed.append(k)
        }
        let visible = arrangedSubviews.filter { !$0.isHidden }
        for v in arrangedSubviews where v.isHidden {
            make(v, size, .equal, nil, .notAnAttribute, 1, 0, .required, "UISV-hiding")
            make(v, lead, .equal, container, lead, 1, 0, .required, "UISV-hiding")
            make(v, crossLead, .equal, container, crossLead, 1, 0, .required, "UISV-hiding")
        }
        // Along the axis.
        if let first = visible.first, let last = visible.last {
            make(first, lead, .equal, container, lead, 1, 0, .required, "UISV-canvas-connection")
            make(container, trail, .equal, last, trail, 1, 0, .required, "UISV-canvas-connection")
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
                make(next, nextEdge, .equal, prev, prevEdge, 1, gap, .required, "UISV-spacing")
            case .equalSpacing, .equalCentering:
                make(next, nextEdge, .greaterThanOrEqual, prev, prevEdge, 1, gap, .required, "UISV-spacing")
                let g = UILayoutGuide()
                g.identifier = distribution == .equalSpacing ? "UISV-distributing-edge" : "UISV-distributing-center"
                addLayoutGuide(g)
                spacers.append(g)
                let centered = distribution == .equalCentering
                make(g, lead, .equal, prev, centered ? (horizontal ? .centerX : .centerY) : trail, 1, 0, .required, g.identifier)
                make(g, trail, .equal, next, centered ? (horizontal ? .centerX : .centerY) : lead, 1, 0, .required, g.identifier)
                if let firstGap = gapGuides.first {
                    make(g, size, .equal, firstGap, size, 1, 0, centered ? UILayoutPriority(149) : .required, "UISV-fill-equally")
                }
                gapGuides.append(g)
            }
        }
        if distribution == .fillEqually, let first = visible.first {
            for v in visible.dropFirst() { make(v, size, .equal, first, size, 1, 0, .required, "UISV-fill-equally") }
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
                    make(v, size, .equal, container, size, s / total, -totalGaps * s / total, UILayoutPriority(999), "UISV-fill-proportionally")
                }
            }
        }
        // Across the axis.
        for v in visible {
            switch alignment {
            case .fill:
                make(v, crossLead, .equal, container, crossLead, 1, 0, .required, "UISV-alignment")
                make(container, crossTrail, .equal, v, crossTrail, 1, 0, .required, "UISV-alignment")
            case .leading:
                make(v, crossLead, .equal, container, crossLead, 1, 0, .required, "UISV-alignment")
                make(container, crossTrail, .greaterThanOrEqual, v, crossTrail, 1, 0, .required, "UISV-spanning-boundary")
            case .trailing:
                make(v, crossTrail, .equal, container, crossTrail, 1, 0, .required, "UISV-alignment")
                make(v, crossLead, .greaterThanOrEqual, container, crossLead, 1, 0, .required, "UISV-spanning-boundary")
            case .center:
                make(v, crossCenter, .equal, container, crossCenter, 1, 0, .required, "UISV-alignment")
                make(v, crossLead, .greaterThanOrEqual, container, crossLead, 1, 0, .required, "UISV-spanning-boundary")
            case .firstBaseline, .lastBaseline:
                let attr: NSLayoutConstraint.Attribute = horizontal ? (alignment == .firstBaseline ? .firstBaseline : .lastBaseline) : crossLead
                if let first = visible.first, v !== first {
                    make(v, attr, .equal, first, attr, 1, 0, .required, "UISV-alignment")
                } else if !horizontal {
                    make(v, crossLead, .equal, container, crossLead, 1, 0, .required, "UISV-alignment")
                }
                make(v, crossLead, .greaterThanOrEqual, container, crossLead, 1, 0, .required, "UISV-spanning-boundary")
                make(container, crossTrail, .greaterThanOrEqual, v, crossTrail, 1, 0, .required, "UISV-spanning-boundary")
            }
            if alignment != .fill {
                make(v, crossSize, .equal, nil, .notAnAttribute, 1, 0, UILayoutPriority(25), "UISV-ambiguity-suppression")
            }
        }
        NSLayoutConstraint.activate(managed)
    }
}
