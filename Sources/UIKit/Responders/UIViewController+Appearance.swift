import CoreGraphics
import Foundation

extension UIViewController {
    /// Implements `loadViewIfNeeded()`: `loadView()` then `viewDidLoad()`, once.
    package func loadViewCore() {
        guard viewStorage == nil else { return }
        loadView()
        if viewStorage == nil {
            UIView.log("\(type(of: self)).loadView() did not set a view; using a plain view")
            setView(UIView(frame: UIScreen.main.bounds))
        }
        viewDidLoad()
    }

    /// Implements the `view` setter: the view's controller becomes this one.
    package func setView(_ newView: UIView?) {
        if let old = viewStorage, old.extrasStorage?.viewController === self { old.extras.viewController = nil }
        viewStorage = newView
        newView?.extras.viewController = self
    }

    /// Implements `addChild(_:)`.
    package func addChildCore(_ child: UIViewController) {
        guard child !== self else { return }
        if child.parentStorage === self { return }
        if child.parentStorage != nil { child.removeFromParentCore() }
        child.willMove(toParent: self)
        childStorage.append(child)
        child.parentStorage = self
    }

    /// Implements `removeFromParent()`.
    package func removeFromParentCore() {
        guard let parent = parentStorage else { return }
        parent.childStorage.removeAll { $0 === self }
        parentStorage = nil
        if traitOverrideFromParent != nil { setTraitOverrideFromParent(nil) }
        didMove(toParent: nil)
    }

    /// The view is about to enter (or leave) a window: `viewWillAppear` or `viewWillDisappear`.
    package func viewWillMove(toWindow window: UIWindow?) {
        if let window, !window.isHidden {
            beginAppearance()
        } else if window == nil, appearanceState == .appeared || appearanceState == .appearing {
            appearanceState = .disappearing
            viewWillDisappear(false)
        }
    }

    /// The view entered or left a window: a disappearance completes now; an appearance
    /// completes with `viewDidAppear` at the end of the turn.
    package func viewDidMoveToWindow(_ window: UIWindow?) {
        // A presentation that drives this controller's callbacks completes them itself.
        if window == nil, appearanceState == .disappearing, presentationTransition == nil {
            appearanceState = .disappeared
            UIApplication.shared.pendingDidAppear.removeAll { $0 === self }
            viewDidDisappear(false)
        }
    }

    /// Starts appearing: `viewWillAppear(false)`, with `viewDidAppear` queued for the turn's end.
    package func beginAppearance() {
        guard appearanceState == .disappeared || appearanceState == .disappearing else { return }
        appearanceState = .appearing
        viewWillAppear(false)
        UIApplication.shared.pendingDidAppear.append(self)
    }

    /// Starts disappearing because the window was hidden: `viewWillDisappear(false)` when
    /// the controller appeared or is appearing; returns whether it did.
    package func beginDisappearance() -> Bool {
        guard appearanceState == .appeared || appearanceState == .appearing else { return false }
        appearanceState = .disappearing
        viewWillDisappear(false)
        return true
    }

    /// Completes a disappearance: `viewDidDisappear(false)`; a pending `viewDidAppear` is cancelled.
    package func finishDisappearance() {
        guard appearanceState == .disappearing else { return }
        appearanceState = .disappeared
        UIApplication.shared.pendingDidAppear.removeAll { $0 === self }
        viewDidDisappear(false)
    }

    /// Completes an appearance (`viewDidAppear(false)`), unless it was cancelled.
    package func finishAppearance() {
        guard appearanceState == .appearing else { return }
        appearanceState = .appeared
        viewDidAppear(false)
    }
}

extension UIView {
    /// A window holding this view was shown: controllers in the subtree appear.
    package func propagateDidAppearInVisibleWindow() {
        forEachInSubtree { $0.extrasStorage?.viewController?.beginAppearance() }
    }

    /// A window holding this view was hidden: controllers in the subtree that appeared get
    /// `viewWillDisappear`, parents first, then `viewDidDisappear` in the same order.
    package func propagateDisappearanceInHiddenWindow() {
        var disappearing: [UIViewController] = []
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            if let controller = view.extrasStorage?.viewController, controller.beginDisappearance() {
                disappearing.append(controller)
            }
            stack.append(contentsOf: view.subviewStorage.reversed().filter { $0.superviewStorage === view })
        }
        for controller in disappearing { controller.finishDisappearance() }
    }
}
