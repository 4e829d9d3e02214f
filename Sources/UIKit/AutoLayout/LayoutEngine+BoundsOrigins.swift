import ConstraintSolver
import CoreGraphics
import Foundation

/// Constraints across views whose bounds origins are not zero (scrolled containers).
extension LayoutEngine {
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


    package func trackBoundsShift(of c: NSLayoutConstraint) {
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
    package func refreshBoundsShifts() {
        for (key, entry) in shiftedConstraints where entry.views.map(\.bounds.origin) != entry.origins {
            shiftedConstraints[key]?.origins = entry.views.map(\.bounds.origin)
            refresh(entry.constraint)
        }
    }
}
