import ConstraintSolver
import CoreGraphics
import Foundation

/// Constraints reproducing frames and autoresizing masks of translating views.
extension LayoutEngine {
    // MARK: Autoresizing and content size

    /// Constraints reproducing the view's frame and autoresizing mask (`h=--& v=--&`).
    package func makeAutoresizingConstraints(for view: UIView) -> [EngineConstraint] {
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
        let name = NSLayoutConstraint.ItemName(view)
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
            let prefix = { "\(LayoutEngine.maskDescription(mask)) \(name)." }
            let pos = EngineConstraint(kind: .autoresizing, item: view, attribute: posAttr, relation: .equal, priority: .required,
                                       label: "\(prefix())\(posName) == \(NSLayoutConstraint.format(lead))") { [unowned view, weak parent] engine in
                let v = engine.vars(view)
                guard let parent else { return (horizontal ? v.x : v.y) - Double(lead) }
                let p = engine.vars(parent)
                let mine = horizontal ? v.x : v.y, theirs = horizontal ? p.x : p.y
                let extent = horizontal ? p.w : p.h
                let offset = Double(horizontal ? parentInsets.left : parentInsets.top)
                if fl { return mine - theirs + offset - kl * extent + kl * Double(fixed) }
                return mine - theirs + offset - Double(lead)
            }
            let dim = EngineConstraint(kind: .autoresizing, item: view, attribute: sizeAttr, relation: .equal, priority: .required,
                                       label: "\(prefix())\(sizeName) == \(NSLayoutConstraint.format(size))") { [unowned view, weak parent] engine in
                let v = engine.vars(view)
                guard let parent else { return (horizontal ? v.w : v.h) - Double(size) }
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
    package func refreshAutoresizing(of view: UIView) {
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
            o.labelMaker = n.labelMaker
            refresh(o)
        }
        state.autoresizingConstraints = old
    }
}
