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
        if view === self || isDescendantCore(of: view) {
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
        oldSuperview?.willRemoveSubview(view)
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view.propagateWillMove(toWindow: newWindow) }
        // Hooks may have moved either view; re-check before changing the tree.
        if view === self || isDescendantCore(of: view) { return }
        let previous = view.superviewStorage
        if previous !== self { view.willChangeObservable(.superview) }
        previous?.willChangeObservable(.subviews)
        if previous !== self { willChangeObservable(.subviews) }
        if let old = previous { view.autoLayoutWillMove(from: old) }
        previous?.removeFromStorage(view)
        let clamped = min(max(index, 0), subviewStorage.count)
        subviewStorage.insert(view, at: clamped)
        view.superviewStorage = self
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

    /// Calls `willMove(toWindow:)` on the view and then down its subtree.
    package func propagateWillMove(toWindow newWindow: UIWindow?) {
        extrasStorage?.viewController?.viewWillMove(toWindow: newWindow)
        willMove(toWindow: newWindow)
        for subview in subviewStorage where subview.superviewStorage === self {
            subview.propagateWillMove(toWindow: newWindow)
        }
    }

    /// Records the new window for the view and its subtree (no hooks).
    package func propagateWindow(_ newWindow: UIWindow?) {
        let old = windowStorage
        let new = (self === newWindow) ? nil : newWindow
        if old !== new { willChangeObservable(.window) }
        windowStorage = new
        if let newWindow, newWindow !== self {
            adoptScreenScale(newWindow.screen.scale)
        }
        if old !== windowStorage { didChangeObservable(.window) }
        for subview in subviewStorage { subview.propagateWindow(newWindow) }
    }

    /// Calls `didMoveToWindow()` on the view and then down its subtree; schedules first
    /// display for views that draw and lays out views that arrive in a window.
    package func propagateDidMoveToWindow() {
        if windowStorage != nil {
            applyAppearanceIfNeeded()
            scheduleFirstDisplayIfNeeded()
            setNeedsLayout()
        }
        didMoveToWindow()
        extrasStorage?.viewController?.viewDidMoveToWindow(windowStorage)
        for subview in subviewStorage where subview.superviewStorage === self {
            subview.propagateDidMoveToWindow()
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
