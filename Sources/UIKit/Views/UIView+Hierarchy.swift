import CoreGraphics
import Foundation

extension UIView {
    /// The window the view is in, or the view itself when it is a window.
    package var hostingWindow: UIWindow? { windowStorage ?? (self as? UIWindow) }

    /// Implements `isDescendant(of:)`: walks up the superview chain (O(depth)).
    package func isDescendantCore(of view: UIView) -> Bool {
        var node: UIView? = self
        while let current = node {
            if current === view { return true }
            node = current.superviewStorage
        }
        return false
    }

    /// Whether adding `view` as a subview would make the tree a cycle (it is this view or
    /// an ancestor). O(1) for a view without subviews (the common case: it cannot be an
    /// ancestor), O(depth) otherwise.
    package func wouldMakeCycle(adding view: UIView) -> Bool {
        if view === self { return true }
        return !view.subviewStorage.isEmpty && isDescendantCore(of: view)
    }

    /// Implements `viewWithTag(_:)`: depth-first, the receiver first, subviews back to front.
    package func findViewWithTag(_ tag: Int) -> UIView? {
        if tagStorage == tag { return self }
        for subview in subviewStorage {
            if let found = subview.findViewWithTag(tag) { return found }
        }
        return nil
    }

    /// Inserts `view` directly below `sibling` (at the back when it is not a subview).
    package func insertSubviewCore(_ view: UIView, below sibling: UIView) {
        let index = subviewStorage.firstIndex { $0 === sibling } ?? 0
        insertSubviewCore(view, at: index, adjustForExisting: true)
    }

    /// Inserts `view` directly above `sibling` (at the front when it is not a subview).
    package func insertSubviewCore(_ view: UIView, above sibling: UIView) {
        let index = subviewStorage.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviewStorage.count
        insertSubviewCore(view, at: index, adjustForExisting: true)
    }

    /// Inserts `view` at `index` (clamped), running UIKit's hooks in order:
    /// the old superview's `willRemoveSubview`, `willMove(toSuperview:)`,
    /// `willMove(toWindow:)` (when the window changes, down the subtree), the change,
    /// `didMoveToWindow()` (down the subtree), `didMoveToSuperview()`, `didAddSubview(_:)`.
    /// Hooks may change the tree: the structural change re-reads the current state.
    package func insertSubviewCore(_ view: UIView, at index: Int, adjustForExisting: Bool = false) {
        if wouldMakeCycle(adding: view) {
            UIView.log("cannot add \(type(of: view)) as a subview of itself or of one of its descendants; ignored")
            return
        }
        if view.superviewStorage === self {
            reorderSubview(view, to: index, adjustForExisting: adjustForExisting)
            return
        }
        let oldSuperview = view.superviewStorage
        let oldWindow = view.windowStorage
        let newWindow = hostingWindow
        let oldTint = view.tintInheritanceSnapshot()
        let oldTraits = newWindow == nil ? nil : view.environmentTraits
        oldSuperview?.willRemoveSubview(view)
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view.propagateWillMove(toWindow: newWindow) }
        // Hooks may have moved either view; re-check before changing the tree.
        if wouldMakeCycle(adding: view) { return }
        let previous = view.superviewStorage
        if previous !== self { view.willChangeObservable(.superview) }
        previous?.willChangeObservable(.subviews)
        if previous !== self { willChangeObservable(.subviews) }
        if let old = previous { view.autoLayoutWillMove(from: old) }
        previous?.removeFromStorage(view)
        let clamped = min(max(index, 0), subviewStorage.count)
        subviewStorage.insert(view, at: clamped)
        view.superviewStorage = self
        ViewAnimationContext.viewWasAdded(view)
        LayoutRootCache.hierarchyDidChange()
        view.tintCacheAfterMove()
        view.autoLayoutDidMove()
        attachLayer(of: view, at: clamped)
        let windowNow = hostingWindow
        if view.windowStorage !== windowNow {
            view.propagateWindow(windowNow)
            view.propagateDidMoveToWindow()
            EventDispatcher.shared.cancelTouchesOfDetachedViews()
        }
        view.didChangeObservable(.superview)
        if let previous, previous !== self { previous.didChangeObservable(.subviews) }
        didChangeObservable(.subviews)
        view.didMoveToSuperview()
        didAddSubview(view)
        view.setNeedsLayout()
        setNeedsLayout()
        view.tintInheritanceMayHaveChanged(from: oldTint)
        if let oldTraits { view.appearanceMayHaveChanged(from: oldTraits) }
        view.updateSafeAreaAfterGeometryChange()
        view.layoutMarginsMayHaveChanged()
    }

    /// Moves an existing subview to `index` (no hooks, as UIKit does for a reorder).
    private func reorderSubview(_ view: UIView, to index: Int, adjustForExisting: Bool) {
        guard let current = subviewStorage.firstIndex(where: { $0 === view }) else { return }
        willChangeObservable(.subviews)
        subviewStorage.remove(at: current)
        var target = index
        if adjustForExisting, current < index { target -= 1 }
        target = min(max(target, 0), subviewStorage.count)
        subviewStorage.insert(view, at: target)
        attachLayer(of: view, at: target)
        didChangeObservable(.subviews)
    }

    /// Puts `view`'s layer in the layer tree so that it draws in subview order.
    private func attachLayer(of view: UIView, at index: Int) {
        if index + 1 < subviewStorage.count {
            let next = subviewStorage[index + 1].layerStorage
            if next.superlayer === layerStorage {
                layerStorage.insertSublayer(view.layerStorage, below: next)
                return
            }
        }
        layerStorage.addSublayer(view.layerStorage)
    }

    /// Removes `view` from the subview array and the layer tree (no hooks).
    package func removeFromStorage(_ view: UIView) {
        if let index = subviewStorage.firstIndex(where: { $0 === view }) {
            subviewStorage.remove(at: index)
        }
        if view.layerStorage.superlayer === layerStorage { view.layerStorage.removeFromSuperlayer() }
        view.superviewStorage = nil
        LayoutRootCache.hierarchyDidChange()
    }

    /// Implements `removeFromSuperview()`: `willRemoveSubview` on the superview,
    /// `willMove(toSuperview: nil)`, `willMove(toWindow: nil)` down the subtree, the
    /// change, `didMoveToWindow()` down the subtree, `didMoveToSuperview()`.
    package func detachFromSuperview() {
        guard let parent = superviewStorage else { return }
        let oldWindow = windowStorage
        let oldTint = tintInheritanceSnapshot()
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if oldWindow != nil { propagateWillMove(toWindow: nil) }
        guard let current = superviewStorage else { return }  // a hook already removed it
        willChangeObservable(.superview)
        current.willChangeObservable(.subviews)
        autoLayoutWillMove(from: current)
        current.removeFromStorage(self)
        tintCacheAfterMove()
        autoLayoutDidDetach()
        if windowStorage != nil {
            resignFirstResponderInSubtree()
            propagateWindow(nil)
            propagateDidMoveToWindow()
            EventDispatcher.shared.cancelTouchesOfDetachedViews()
        }
        didChangeObservable(.superview)
        current.didChangeObservable(.subviews)
        didMoveToSuperview()
        current.setNeedsLayout()
        tintInheritanceMayHaveChanged(from: oldTint)
        updateSafeAreaAfterGeometryChange()
    }

    /// Implements `exchangeSubview(at:withSubviewAt:)` (indices out of range are ignored).
    package func exchangeSubviewsCore(_ first: Int, _ second: Int) {
        guard subviewStorage.indices.contains(first), subviewStorage.indices.contains(second), first != second else {
            if first != second { UIView.log("exchangeSubview(at: \(first), withSubviewAt: \(second)): index out of range; ignored") }
            return
        }
        willChangeObservable(.subviews)
        subviewStorage.swapAt(first, second)
        let low = min(first, second), high = max(first, second)
        attachLayer(of: subviewStorage[low], at: low)
        attachLayer(of: subviewStorage[high], at: high)
        didChangeObservable(.subviews)
    }

    /// Implements `bringSubviewToFront(_:)` and `sendSubviewToBack(_:)`.
    package func moveSubviewCore(_ view: UIView, toFront: Bool) {
        guard view.superviewStorage === self else { return }
        reorderSubview(view, to: toFront ? subviewStorage.count : 0, adjustForExisting: false)
    }

    /// Visits the view and then its subtree top-down (preorder, subviews in order) without
    /// recursion, so trees of any depth are safe. Each view's subviews are read after it is
    /// visited; with `skippingMoved`, a subview no longer in its superview when its turn
    /// comes (a hook moved it) is skipped with its subtree.
    package func forEachInSubtree(skippingMoved: Bool = true, _ visit: (UIView) -> Void) {
        walkSubtree(skippingMoved: skippingMoved) { visit($0); return true }
    }

    /// Like `forEachInSubtree`, but `visit` returns whether to go on into the view's subviews.
    package func walkSubtree(skippingMoved: Bool = true, _ visit: (UIView) -> Bool) {
        var stack: [(view: UIView, parent: UIView?)] = [(self, nil)]
        while let (view, parent) = stack.popLast() {
            if skippingMoved, let parent, view.superviewStorage !== parent { continue }
            guard visit(view) else { continue }
            for subview in view.subviewStorage.reversed() { stack.append((subview, view)) }
        }
    }

    /// Calls `willMove(toWindow:)` on the view and then down its subtree.
    package func propagateWillMove(toWindow newWindow: UIWindow?) {
        forEachInSubtree { view in
            view.extrasStorage?.viewController?.viewWillMove(toWindow: newWindow)
            view.willMove(toWindow: newWindow)
        }
    }

    /// Records the new window for the view and its subtree (no hooks).
    package func propagateWindow(_ newWindow: UIWindow?) {
        forEachInSubtree(skippingMoved: false) { view in
            let old = view.windowStorage
            let new = (view === newWindow) ? nil : newWindow
            if old !== new { view.willChangeObservable(.window) }
            view.windowStorage = new
            if let newWindow, newWindow !== view {
                view.adoptScreenScale(newWindow.screen.scale)
            }
            if old !== view.windowStorage { view.didChangeObservable(.window) }
        }
    }

    /// Calls `didMoveToWindow()` on the view and then down its subtree; schedules first
    /// display for views that draw and lays out views that arrive in a window.
    package func propagateDidMoveToWindow() {
        forEachInSubtree { view in
            if view.windowStorage != nil {
                view.applyAppearanceIfNeeded()
                view.scheduleFirstDisplayIfNeeded()
                view.setNeedsLayout()
            }
            view.didMoveToWindow()
            view.extrasStorage?.viewController?.viewDidMoveToWindow(view.windowStorage)
        }
    }

    /// Resigns first-responder status when the first responder is in this subtree.
    private func resignFirstResponderInSubtree() {
        if let responder = UIApplication.firstResponderStorage as? UIView, responder.isDescendantCore(of: self) {
            _ = responder.resignFirstResponder()
            if UIApplication.firstResponderStorage === responder { UIApplication.firstResponderStorage = nil }
        }
    }
}
