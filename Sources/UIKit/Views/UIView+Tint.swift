import CoreGraphics
import Foundation

extension UIView {
    /// The effective tint inputs, compared before and after a change.
    package struct TintSnapshot: Equatable {
        package var color: UIColor
        package var mode: TintAdjustmentMode
    }

    /// The tint color before dimming: the nearest own tint up the tree, else system blue.
    package func inheritedTintColor() -> UIColor { tintInheritanceSnapshot().color }

    /// The effective adjustment mode: the nearest non-automatic mode up the tree, else normal.
    package func effectiveTintAdjustmentMode() -> TintAdjustmentMode { tintInheritanceSnapshot().mode }

    /// The tint color as shown: desaturated (its luminance as gray) when dimmed.
    package func effectiveTintColor() -> UIColor {
        let color = inheritedTintColor()
        guard effectiveTintAdjustmentMode() == .dimmed else { return color }
        return UIView.dimmed(color)
    }

    /// A desaturated version of `color` (Rec. 601 luminance), keeping its alpha.
    package static func dimmed(_ color: UIColor) -> UIColor {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        guard color.getRed(&r, green: &g, blue: &b, alpha: &a) else { return color }
        return UIColor(white: 0.299 * r + 0.587 * g + 0.114 * b, alpha: a)
    }

    /// The current tint inputs: walks up only to the nearest view whose cached inputs are
    /// current, then caches them down the path (O(1) for a view added under a cached one).
    package func tintInheritanceSnapshot() -> TintSnapshot {
        let generation = TintCache.current
        var path: [UIView] = []
        var node: UIView? = self
        var inherited = TintSnapshot(color: UIColor.systemBlue, mode: .normal)
        while let view = node {
            let parent = view.superviewStorage
            if view.tintCacheGeneration == generation, view.tintCacheHadSuperview == (parent != nil),
               let cached = view.tintCache {
                inherited = cached
                break
            }
            path.append(view)
            node = parent
        }
        for view in path.reversed() {
            if let own = view.tintColorStorage { inherited.color = own }
            if view.tintAdjustmentModeStorage != .automatic { inherited.mode = view.tintAdjustmentModeStorage }
            view.tintCache = inherited
            view.tintCacheGeneration = generation
            view.tintCacheHadSuperview = view.superviewStorage != nil
        }
        return inherited
    }

    /// The view moved in the tree: its cached tint inputs (and its subviews') are stale.
    package func tintCacheAfterMove() {
        if subviewStorage.isEmpty { tintCacheGeneration = 0 } else { TintCache.invalidateAll() }
    }

    /// Calls `tintColorDidChange()` down the subtree when the effective tint changed
    /// since `old` (subviews with their own tint keep theirs unless the mode changed).
    package func tintInheritanceMayHaveChanged(from old: TintSnapshot) {
        let new = tintInheritanceSnapshot()
        // The same color object (the usual case: system blue inherited) needs no isEqual.
        guard new.mode != old.mode || (new.color !== old.color && new.color != old.color) else { return }
        notifyTintChange(colorChanged: new.color != old.color, modeChanged: new.mode != old.mode, isRoot: true)
    }

    private func notifyTintChange(colorChanged: Bool, modeChanged: Bool, isRoot: Bool) {
        walkSubtree { view in
            if view !== self || !isRoot {
                let inheritsColor = view.tintColorStorage == nil
                let inheritsMode = view.tintAdjustmentModeStorage == .automatic
                guard (colorChanged && inheritsColor) || (modeChanged && inheritsMode) else { return false }
            }
            view.tintColorDidChange()
            return true
        }
    }

    /// Implements the `tintColor` setter (nil inherits again).
    package func setTintColorValue(_ newValue: UIColor?) {
        noteAppearanceProperty("tintColor") { (view: UIView) in view.tintColor = newValue }
        let old = tintInheritanceSnapshot()
        willChangeObservable(.tintColor)
        tintColorStorage = newValue
        TintCache.invalidateAll()
        tintInheritanceMayHaveChanged(from: old)
        didChangeObservable(.tintColor)
    }

    /// Implements the `tintAdjustmentMode` setter.
    package func setTintAdjustmentModeValue(_ newValue: TintAdjustmentMode) {
        let old = tintInheritanceSnapshot()
        tintAdjustmentModeStorage = newValue
        TintCache.invalidateAll()
        tintInheritanceMayHaveChanged(from: old)
    }
}
