import CoreGraphics
import Foundation

extension UINavigationController {
    /// Implements `pushViewController(_:animated:)`.
    package func pushCore(_ viewController: UIViewController, animated: Bool) {
        if stack.contains(where: { $0 === viewController }) {
            UIView.log("Pushing the same view controller instance (\(type(of: viewController))) more than once is not supported; push ignored")
            return
        }
        if viewController is UINavigationController {
            UIView.log("Pushing a navigation controller (\(type(of: viewController))) is not supported; push ignored")
            return
        }
        if viewController === self {
            UIView.log("Pushing a navigation controller onto itself is not supported; push ignored")
            return
        }
        replaceStack(stack + [viewController], animated: animated)
    }

    /// Implements `popViewController(animated:)`: nil at the root.
    package func popCore(animated: Bool) -> UIViewController? {
        guard stack.count > 1, let top = stack.last else { return nil }
        replaceStack(Array(stack.dropLast()), animated: animated)
        return top
    }

    /// Implements `popToViewController(_:animated:)` and `popToRootViewController(animated:)`.
    package func popToCore(_ target: UIViewController?, animated: Bool) -> [UIViewController]? {
        guard let target, let index = stack.firstIndex(where: { $0 === target }) else {
            if let target { UIView.log("popToViewController: \(type(of: target)) is not on the navigation stack; nothing popped") }
            return nil
        }
        let popped = Array(stack[(index + 1)...])
        guard !popped.isEmpty else { return [] }
        replaceStack(Array(stack[...index]), animated: animated)
        return popped
    }

    /// Replaces the stack: containment for controllers that leave and arrive, the bar's
    /// items, and a transition when the top changes (a pop when the new top was on the
    /// stack, else a push). Duplicates are dropped with a log line.
    package func replaceStack(_ requested: [UIViewController], animated: Bool) {
        finishInteractivePopIfNeeded()
        finishActiveTransition()
        var controllers: [UIViewController] = []
        for controller in requested {
            if controllers.contains(where: { $0 === controller }) {
                UIView.log("setViewControllers: \(type(of: controller)) appears more than once; later occurrences dropped")
                continue
            }
            if controller === self || controller is UINavigationController {
                UIView.log("setViewControllers: a navigation controller cannot be on a navigation stack; \(type(of: controller)) dropped")
                continue
            }
            controllers.append(controller)
        }
        let old = stack
        let oldTop = old.last, newTop = controllers.last
        let removed = old.filter { o in !controllers.contains { $0 === o } }
        let added = controllers.filter { n in !old.contains { $0 === n } }
        let isPop = newTop.map { n in old.contains { $0 === n } } ?? true
        for controller in added { releaseFromOtherStack(controller) }
        for controller in removed { controller.willMove(toParent: nil) }
        for controller in added { addChild(controller) }
        stack = controllers
        navigationBarStorage.setItemsCore(controllers.map(\.navigationItem))
        toolbarStorage.setItems(newTop?.toolbarItems, animated: false)
        tabBarController?.viewIfLoaded?.setNeedsLayout()
        if oldTop === newTop {
            for controller in removed { controller.removeFromParent() }
            for controller in added { controller.didMove(toParent: self) }
            return
        }
        transition(from: oldTop, to: newTop, isPop: isPop, animated: animated, removed: removed, added: added)
    }
}

extension UINavigationController {
    /// A controller pushed (or set) here while on another navigation controller's stack
    /// leaves that stack first, as in UIKit, where `addChild(_:)` takes a child from its old
    /// container and a navigation stack is its children: the other controller pops it
    /// without animation (showing its new top, if it was on top) and no longer lists it.
    private func releaseFromOtherStack(_ controller: UIViewController) {
        guard let other = controller.parentStorage as? UINavigationController, other !== self,
              other.stack.contains(where: { $0 === controller }) else { return }
        other.replaceStack(other.stack.filter { $0 !== controller }, animated: false)
    }
}

extension UINavigationController {
    /// Replaces the stack at once, without a transition and without appearance callbacks
    /// of its own (a split view controller moving controllers between its columns): the
    /// new top's view goes straight into this controller's view (moved from wherever it
    /// is, so one that stays in the window hears nothing), views of controllers no longer
    /// on top leave it (and hear the disappearance the window tree reports).
    package func adoptStack(_ controllers: [UIViewController]) {
        finishInteractivePopIfNeeded()
        finishActiveTransition()
        let old = stack
        let removed = old.filter { o in !controllers.contains { $0 === o } }
        let added = controllers.filter { n in !old.contains { $0 === n } }
        for controller in removed where controller.parentStorage === self { controller.willMove(toParent: nil) }
        for controller in added { addChild(controller) }
        stack = controllers
        navigationBarStorage.setItemsCore(controllers.map(\.navigationItem))
        toolbarStorage.setItems(controllers.last?.toolbarItems, animated: false)
        if isViewLoaded {
            if let top = controllers.last {
                let topView = top.view!
                topView.frame = transitionView.bounds
                topView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                if topView.superview !== transitionView { transitionView.addSubview(topView) }
            }
            for controller in old + controllers where controller !== controllers.last {
                if let view = controller.viewIfLoaded, view.superview === transitionView { view.removeFromSuperview() }
            }
            viewIfLoaded?.setNeedsLayout()
        }
        for controller in removed where controller.parentStorage === self { controller.removeFromParent() }
        for controller in added { controller.didMove(toParent: self) }
    }
}
