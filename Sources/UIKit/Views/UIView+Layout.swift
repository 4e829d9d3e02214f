import CoreGraphics
import Foundation

extension UIView {
    /// Implements `setNeedsLayout()`: O(1), idempotent until the view is laid out.
    package func markNeedsLayout() {
        guard !needsLayoutFlag else { return }
        needsLayoutFlag = true
        UIViewUpdateQueue.shared.enqueueLayout(self)
    }

    /// Implements `setNeedsUpdateConstraints()`.
    package func markNeedsUpdateConstraints() {
        guard !needsUpdateConstraintsFlag else { return }
        needsUpdateConstraintsFlag = true
        UIViewUpdateQueue.shared.enqueueConstraints(self)
    }

    /// Implements `updateConstraintsIfNeeded()`: the receiver's marked subtree, deepest first
    /// (the marked views are found in the update queue, not by walking the subtree).
    package func updateConstraintsNowIfNeeded() {
        UIViewUpdateQueue.shared.runConstraintsPass(within: self)
    }

    /// Implements `layoutIfNeeded()`: from the highest marked ancestor down through every
    /// marked view of that subtree, parents first (found in the update queue).
    package func layoutNowIfNeeded() {
        updateConstraintsNowIfNeeded()
        var top: UIView = self
        var node = superviewStorage
        while let current = node {
            if current.needsLayoutFlag { top = current }
            node = current.superviewStorage
        }
        UIViewUpdateQueue.shared.runLayoutPass(within: top)
    }

    /// Lays the view out now through its layer (so custom layer classes' `layoutSublayers`
    /// runs too), which calls back `performLayoutSubviews()`.
    package func runLayout() {
        needsLayoutFlag = false
        layerStorage.needsLayoutFlag = false
        layerStorage.layoutSublayers()
    }

    /// `viewWillLayoutSubviews`, `layoutSubviews`, `viewDidLayoutSubviews`.
    package func performLayoutSubviews() {
        needsLayoutFlag = false
        let controller = extrasStorage?.viewController
        controller?.viewWillLayoutSubviews()
        layoutSubviews()
        controller?.viewDidLayoutSubviews()
    }

    // MARK: Autoresizing

    /// Resizes the subviews after the bounds size changed from `oldSize`, spreading each
    /// axis's change over its flexible parts in proportion to their current sizes (UIKit's
    /// rule); when the flexible parts are all zero the change is split evenly.
    package func autoresizeSubviews(fromOldSize oldSize: CGSize) {
        let newSize = bounds.size
        for subview in subviewStorage where subview.superviewStorage === self {
            let mask = subview.autoresizingMask
            guard !mask.isEmpty else { continue }
            let frame = subview.frame
            let (x, width) = UIView.distribute(delta: newSize.width - oldSize.width,
                                               leading: frame.minX, size: frame.width,
                                               trailing: oldSize.width - frame.maxX,
                                               flexibleLeading: mask.contains(.flexibleLeftMargin),
                                               flexibleSize: mask.contains(.flexibleWidth),
                                               flexibleTrailing: mask.contains(.flexibleRightMargin))
            let (y, height) = UIView.distribute(delta: newSize.height - oldSize.height,
                                                leading: frame.minY, size: frame.height,
                                                trailing: oldSize.height - frame.maxY,
                                                flexibleLeading: mask.contains(.flexibleTopMargin),
                                                flexibleSize: mask.contains(.flexibleHeight),
                                                flexibleTrailing: mask.contains(.flexibleBottomMargin))
            let newFrame = CGRect(x: x, y: y, width: max(0, width), height: max(0, height))
            guard newFrame != frame else { continue }
            if subview.transform.isIdentity {
                subview.frame = newFrame
            } else {
                var b = subview.bounds
                b.size = CGSize(width: max(0, b.width + newFrame.width - frame.width),
                                height: max(0, b.height + newFrame.height - frame.height))
                subview.bounds = b
                subview.center = CGPoint(x: subview.center.x + newFrame.midX - frame.midX,
                                         y: subview.center.y + newFrame.midY - frame.midY)
            }
        }
    }

    /// One axis of autoresizing: returns the new origin and size.
    package static func distribute(delta: CGFloat, leading: CGFloat, size: CGFloat, trailing: CGFloat,
                                   flexibleLeading: Bool, flexibleSize: Bool, flexibleTrailing: Bool) -> (CGFloat, CGFloat) {
        guard delta != 0 else { return (leading, size) }
        let flexible = [flexibleLeading ? leading : nil, flexibleSize ? size : nil, flexibleTrailing ? trailing : nil]
        let count = flexible.compactMap { $0 }.count
        guard count > 0 else { return (leading, size) }
        let total = flexible.compactMap { $0 }.reduce(0, +)
        func share(_ part: CGFloat?) -> CGFloat {
            guard let part else { return 0 }
            return total != 0 ? delta * part / total : delta / CGFloat(count)
        }
        return (leading + share(flexible[0]), size + share(flexible[1]))
    }

    // MARK: Layout margins

    /// The margins a view has before anything is set.
    package static let defaultLayoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

    /// The effective margins: the set margins, plus the safe area when
    /// `insetsLayoutMarginsFromSafeArea`, at least the superview's margins where they
    /// reach into the view when `preservesSuperviewLayoutMargins`.
    package func effectiveLayoutMargins() -> UIEdgeInsets {
        guard let extras = extrasStorage else { return UIView.defaultLayoutMargins }
        var m = extras.layoutMargins
        if extras.insetsLayoutMarginsFromSafeArea {
            let s = extras.safeAreaInsets
            m.top += s.top; m.left += s.left; m.bottom += s.bottom; m.right += s.right
        }
        if extras.preservesSuperviewLayoutMargins, let parent = superviewStorage {
            let pm = parent.layoutMargins
            let pb = parent.bounds, f = frame
            m.left = max(m.left, pm.left - (f.minX - pb.minX))
            m.right = max(m.right, pm.right - (pb.maxX - f.maxX))
            m.top = max(m.top, pm.top - (f.minY - pb.minY))
            m.bottom = max(m.bottom, pm.bottom - (pb.maxY - f.maxY))
        }
        return m
    }

    /// The effective margins with leading/trailing following the layout direction.
    package func effectiveDirectionalLayoutMargins() -> NSDirectionalEdgeInsets {
        let m = effectiveLayoutMargins()
        if effectiveUserInterfaceLayoutDirection == .rightToLeft {
            return NSDirectionalEdgeInsets(top: m.top, leading: m.right, bottom: m.bottom, trailing: m.left)
        }
        return NSDirectionalEdgeInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right)
    }

    /// Implements the `layoutMargins` setter (NaN or infinite values are rejected).
    package func setLayoutMarginsValue(_ newValue: UIEdgeInsets) {
        guard [newValue.top, newValue.left, newValue.bottom, newValue.right].allSatisfy(\.isFinite) else {
            UIView.log("layoutMargins \(newValue) rejected: values must be finite")
            return
        }
        if newValue != extras.layoutMargins { willChangeObservable(.layoutMargins) }
        extras.layoutMargins = newValue
        layoutMarginsMayHaveChanged()
        finishObservableChanges()
    }

    /// Implements the `directionalLayoutMargins` setter.
    package func setDirectionalLayoutMarginsValue(_ newValue: NSDirectionalEdgeInsets) {
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        setLayoutMarginsValue(UIEdgeInsets(top: newValue.top, left: rtl ? newValue.trailing : newValue.leading,
                                           bottom: newValue.bottom, right: rtl ? newValue.leading : newValue.trailing))
    }

    /// Calls `layoutMarginsDidChange()` (and notifies observers) when the effective margins
    /// changed, then lets subviews that preserve their superview's margins re-check.
    package func layoutMarginsMayHaveChanged() {
        guard let extras = extrasStorage else { return }
        let new = effectiveLayoutMargins()
        let old = extras.lastEffectiveMargins ?? UIView.defaultLayoutMargins
        guard new != old else { return }
        extras.lastEffectiveMargins = new
        didChangeObservable(.layoutMargins)
        layoutMarginsDidChange()
        for subview in subviewStorage where subview.extrasStorage?.preservesSuperviewLayoutMargins == true {
            subview.layoutMarginsMayHaveChanged()
        }
    }

    // MARK: Safe area

    /// Recomputes the safe-area insets from the window (or the superview's safe area
    /// reaching into the view) and the view controller's additional insets; on a change
    /// calls `safeAreaInsetsDidChange()`, marks layout, updates margins and recurses.
    /// O(1) for views far from any unsafe area.
    package func updateSafeAreaAfterGeometryChange() {
        let old = extrasStorage?.safeAreaInsets ?? .zero
        let new = computedSafeAreaInsets()
        guard new != old else { return }
        willChangeObservable(.safeAreaInsets)
        extras.safeAreaInsets = new
        didChangeObservable(.safeAreaInsets)
        safeAreaInsetsDidChange()
        (self as? UIScrollView)?.updateAdjustedContentInset()
        extrasStorage?.viewController?.viewSafeAreaInsetsDidChange()
        setNeedsLayout()
        layoutMarginsMayHaveChanged()
        for subview in subviewStorage where subview.superviewStorage === self {
            subview.updateSafeAreaAfterGeometryChange()
        }
    }

    /// The safe-area insets the view should have now.
    private func computedSafeAreaInsets() -> UIEdgeInsets {
        var insets = UIEdgeInsets.zero
        if let window = self as? UIWindow {
            insets = window.screenSafeAreaInsetsInWindow()
        } else if windowStorage != nil, let parent = superviewStorage {
            let parentInsets = parent.safeAreaInsets
            if parentInsets != .zero {
                let safe = parent.bounds.inset(by: parentInsets)
                let mine = convert(safe, from: parent)
                let b = bounds
                insets = UIEdgeInsets(top: max(0, mine.minY - b.minY), left: max(0, mine.minX - b.minX),
                                      bottom: max(0, b.maxY - mine.maxY), right: max(0, b.maxX - mine.maxX))
                insets = UIEdgeInsets(top: min(insets.top, b.height), left: min(insets.left, b.width),
                                      bottom: min(insets.bottom, b.height), right: min(insets.right, b.width))
            }
        }
        if windowStorage != nil, let controller = extrasStorage?.viewController {
            let extra = controller.additionalSafeAreaInsets, bars = controller.containerBarInsets
            insets.top += extra.top + bars.top; insets.left += extra.left + bars.left
            insets.bottom += extra.bottom + bars.bottom; insets.right += extra.right + bars.right
        }
        return insets
    }

    // MARK: Direction

    /// Whether any view was ever given a forced direction; until then every unspecified
    /// view follows the application and no ancestor walk is needed.
    package static var someViewForcesDirection = false

    /// The layout direction of the view's own content: a forced attribute wins (`.playback`
    /// and `.spatial` are left to right); an unspecified view takes the direction its
    /// ancestors pass down (their `traitCollection.layoutDirection` on iOS 10 and later), so
    /// `forceRightToLeft` on a container lays its constrained subviews out from the right.
    package func resolvedLayoutDirection() -> UIUserInterfaceLayoutDirection {
        guard semanticContentAttribute == .unspecified else { return UIView.userInterfaceLayoutDirection(for: semanticContentAttribute) }
        return inheritedLayoutDirection()
    }

    /// The direction passed down by the nearest ancestor with a forced direction, else the
    /// application's. O(depth) once any view forces a direction, O(1) before.
    package func inheritedLayoutDirection() -> UIUserInterfaceLayoutDirection {
        guard UIView.someViewForcesDirection else { return UIApplication.applicationLayoutDirection }
        var ancestor = superviewStorage
        while let view = ancestor {
            switch view.semanticContentAttribute {
            case .forceRightToLeft: return .rightToLeft
            case .forceLeftToRight: return .leftToRight
            default: ancestor = view.superviewStorage
            }
        }
        return UIApplication.applicationLayoutDirection
    }

    /// Margins follow the new direction; constraints with leading or trailing attributes in
    /// the view's engine are rebuilt for it (a rare change: the whole engine is rebuilt).
    package func semanticContentAttributeDidChange() {
        if semanticContentAttribute == .forceRightToLeft || semanticContentAttribute == .forceLeftToRight {
            UIView.someViewForcesDirection = true
        }
        layoutMarginsMayHaveChanged()
        layoutEngineForReading()?.structureDidChange()
        setNeedsLayout()
    }

    /// The layout direction for views with `attribute`: forced directions win; the others
    /// follow the application's direction.
    public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .forceLeftToRight, .playback, .spatial: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        case .unspecified: return UIApplication.applicationLayoutDirection
        }
    }
}
