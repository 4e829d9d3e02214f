import ConstraintSolver
import CoreGraphics
import Foundation

/// Solver expressions of constraint attributes and priorities.
extension LayoutEngine {
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
            let item = UIScrollView.legacyContentItem(item, attribute, in: c)
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

    package static func strength(_ p: UILayoutPriority) -> Strength {
        if p.rawValue >= 1000 { return .required }
        // Apps' priorities are clamped to 1...1000 by `priority`; only the engine's own
        // resting-size preference goes below 0.
        return Strength(pow(10, Double(max(LayoutEngine.restingSizePriority.rawValue, p.rawValue)) / 125))
    }
}
