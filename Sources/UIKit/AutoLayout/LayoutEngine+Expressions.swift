import ConstraintSolver
import CoreGraphics
import Foundation

/// Solver expressions of constraint attributes and priorities.
extension LayoutEngine {
    // MARK: Expressions

    /// The expression of `attribute` of `item` (nil when the item cannot take part).
    package func expression(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute) -> ConstraintSolver.Expression? {
        var e = ConstraintSolver.Expression()
        e.terms.reserveCapacity(2)
        var constant = 0.0
        guard append(item, attribute, scaledBy: 1, to: &e.terms, constant: &constant) else { return nil }
        e.constant = constant
        return e
    }

    /// Appends `k` times the terms of `attribute` of `item` to `terms`, and returns its
    /// constant (unscaled) in `constant`; false when the item cannot take part. One array
    /// for a whole constraint: installing hundreds of constraints builds no intermediate
    /// expressions.
    private func append(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute, scaledBy k: Double,
                        to terms: inout [Term], constant: inout Double) -> Bool {
        if attribute.isMargin, let view = item as? UIView {
            return append(view.layoutMarginsGuide, attribute.withoutMargin, scaledBy: k, to: &terms, constant: &constant)
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
        } else { return false }
        guard let v else { return false }
        func rtl() -> Bool { directionView?.effectiveUserInterfaceLayoutDirection == .rightToLeft }
        constant = 0
        switch attribute {
        case .left: terms.append(Term(v.x, k))
        case .right: terms.append(Term(v.x, k)); terms.append(Term(v.w, k))
        case .leading:
            terms.append(Term(v.x, k))
            if rtl() { terms.append(Term(v.w, k)) }
        case .trailing:
            terms.append(Term(v.x, k))
            if !rtl() { terms.append(Term(v.w, k)) }
        case .centerX: terms.append(Term(v.x, k)); terms.append(Term(v.w, k * 0.5))
        case .width: terms.append(Term(v.w, k))
        case .top: terms.append(Term(v.y, k))
        case .firstBaseline, .lastBaseline:
            terms.append(Term(v.y, k))
            guard let view = item as? UIView, let box = view.baselineLayoutBox else {
                terms.append(Term(v.h, k))
                return true
            }
            let offset = (attribute == .firstBaseline ? box.first : box.last) - box.height / 2
            terms.append(Term(v.h, k * 0.5))
            constant = Double(offset)
        case .bottom: terms.append(Term(v.y, k)); terms.append(Term(v.h, k))
        case .centerY: terms.append(Term(v.y, k)); terms.append(Term(v.h, k * 0.5))
        case .height: terms.append(Term(v.h, k))
        default: return false
        }
        return true
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
        var e = ConstraintSolver.Expression()
        e.terms.reserveCapacity(4)
        // One side, `k` times, into `e`: its terms, and its constant (less the bounds
        // shift of the views between it and the common ancestor) times `k`.
        func located(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute, _ k: Double) -> Bool {
            let item = UIScrollView.legacyContentItem(item, attribute, in: c)
            var constant = 0.0
            guard append(item, attribute, scaledBy: k, to: &e.terms, constant: &constant) else { return false }
            if let ancestor, !attribute.isDimension {
                let shift = boundsShift(of: item, below: ancestor, horizontal: attribute.axis == .horizontal)
                if shift != 0 { constant -= shift }
            }
            e.constant += k == 1 ? constant : k * constant
            return true
        }
        func side(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute, _ offset: AnchorOffset?, _ k: Double) -> Bool {
            guard let offset else { return located(item, attribute, k) }
            // An anchor made by `anchorWithOffset(to:)`: `to - from`, then scaled.
            guard let to = expression(located: offset.toItem, offset.toAttribute, in: c, ancestor),
                  let from = expression(located: offset.fromItem, offset.fromAttribute, in: c, ancestor) else { return false }
            let difference = to - from
            for term in difference.terms { e.terms.append(Term(term.variable, k == 1 ? term.coefficient : k * term.coefficient)) }
            e.constant += k == 1 ? difference.constant : k * difference.constant
            return true
        }
        guard side(c.firstItem, c.firstAttribute, c.firstOffset, 1) else { return nil }
        let constant = Double(isFlipped(c) ? -c.constant : c.constant)
        if c.secondItem != nil {
            guard side(c.secondItem, c.secondAttribute, c.secondOffset, -Double(c.multiplier)) else { return nil }
        }
        e.constant += -constant
        return e
    }

    /// The expression of one item of `c` on its own (an anchor offset's end).
    private func expression(located item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute, in c: NSLayoutConstraint,
                            _ ancestor: UIView?) -> ConstraintSolver.Expression? {
        let item = UIScrollView.legacyContentItem(item, attribute, in: c)
        guard let e = expression(item, attribute) else { return nil }
        guard let ancestor, !attribute.isDimension else { return e }
        let shift = boundsShift(of: item, below: ancestor, horizontal: attribute.axis == .horizontal)
        return shift == 0 ? e : e - shift
    }

    package static func strength(_ p: UILayoutPriority) -> Strength {
        if p.rawValue >= 1000 { return .required }
        // A handful of priorities make up nearly every constraint (250, 750, the resting
        // preference…): their strengths are remembered, by the priority's low bits.
        let slot = p.rawValue > -1024 ? Int(p.rawValue) & 15 : 0
        if strengthCache[slot].priority == p.rawValue { return strengthCache[slot].strength }
        // Apps' priorities are clamped to 1...1000 by `priority`; only the engine's own
        // resting-size preference goes below 0.
        let strength = Strength(pow(10, Double(max(LayoutEngine.restingSizePriority.rawValue, p.rawValue)) / 125))
        strengthCache[slot] = (p.rawValue, strength)
        return strength
    }

    /// The strengths of recent priorities (see `strength(_:)`); NaN marks an empty slot.
    @exclusivity(unchecked) private static var strengthCache = [(priority: Float, strength: Strength)](repeating: (.nan, .required), count: 16)
}
