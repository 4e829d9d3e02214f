import CoreGraphics
import Foundation

/// The edge pan of a navigation controller: begins only from the left edge while there
/// is a controller to pop and no transition runs.
@preconcurrency @MainActor
final class InteractivePopGestureRecognizer: UIScreenEdgePanGestureRecognizer {
    weak var navigationController: UINavigationController?

    override func shouldBeginPan(touchAt location: CGPoint) -> Bool {
        guard let nav = navigationController, nav.stack.count > 1, nav.activeTransition == nil, nav.interactivePop == nil else { return false }
        return super.shouldBeginPan(touchAt: location)
    }
}

/// An interactive pop following the finger.
@MainActor
final class InteractivePopState {
    let from: UIViewController
    let to: UIViewController
    let appearance: Bool
    var progress: CGFloat = 0
    var isSettling = false
    var completing = false
    /// The coordinator the controllers read as `transitionCoordinator`.
    var coordinator: TransitionCoordinator?

    init(from: UIViewController, to: UIViewController, appearance: Bool) {
        self.from = from
        self.to = to
        self.appearance = appearance
    }
}

extension UINavigationController {
    /// The velocity (points per second, rightwards) that completes a pop whatever the progress.
    package static let popCompletionVelocity: CGFloat = 500

    /// Creates the edge pan (on first access of the view or the recognizer).
    func makePopGesture() -> InteractivePopGestureRecognizer {
        let recognizer = InteractivePopGestureRecognizer(target: self, action: UINavigationController.handlePopGesture)
        recognizer.navigationController = self
        recognizer.edges = .left
        return recognizer
    }

    /// Follows the edge pan: begins the pop (will-callbacks), moves both views with the
    /// finger, and on release completes it past half the width or with a rightward
    /// flick, else cancels it.
    package func handlePopGesture(_ recognizer: UIScreenEdgePanGestureRecognizer) {
        switch recognizer.state {
        case .began: beginInteractivePop()
        case .changed:
            let width = max(1, transitionView.bounds.width)
            updateInteractivePop(progress: recognizer.translation(in: transitionView).x / width)
        case .ended:
            let width = max(1, transitionView.bounds.width)
            updateInteractivePop(progress: recognizer.translation(in: transitionView).x / width)
            let velocity = recognizer.velocity(in: transitionView).x
            let progress = interactivePop?.progress ?? 0
            let completes = velocity > UINavigationController.popCompletionVelocity
                || (progress > 0.5 && velocity > -UINavigationController.popCompletionVelocity)
            settleInteractivePop(completing: completes)
        case .cancelled, .failed:
            settleInteractivePop(completing: false)
        default: break
        }
    }

    /// Starts an interactive pop: the top will disappear, the one below will appear; its
    /// view goes under the top's at the parallax offset.
    package func beginInteractivePop() {
        guard interactivePop == nil, activeTransition == nil, stack.count > 1 else { return }
        let from = stack[stack.count - 1], to = stack[stack.count - 2]
        let appearance = forwardsAppearance
        to.loadViewIfNeeded()
        let coordinator = TransitionCoordinator(animated: true, interactive: true, duration: UINavigationController.transitionDuration,
                                                container: transitionView, from: from, to: to, fromView: from.viewIfLoaded, toView: to.view)
        coordinator.attach(to: [self, from, to])
        if appearance {
            from.containerBeginAppearance(false, animated: true)
            to.containerBeginAppearance(true, animated: true)
        }
        delegate?.navigationController(self, willShow: to, animated: true)
        let state = InteractivePopState(from: from, to: to, appearance: appearance)
        state.coordinator = coordinator
        interactivePop = state
        let toView = to.view!
        toView.frame = transitionView.bounds
        toView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if let fromView = from.viewIfLoaded, fromView.superview === transitionView {
            transitionView.insertSubview(toView, belowSubview: fromView)
        } else {
            transitionView.addSubview(toView)
        }
        to.containerBarInsets = from.containerBarInsets
        toView.layoutIfNeeded()
        updateInteractivePop(progress: 0)
    }

    /// Places both views for `progress` (0: not moved, 1: popped).
    package func updateInteractivePop(progress: CGFloat) {
        guard let state = interactivePop, !state.isSettling else { return }
        let p = min(max(progress, 0), 1)
        state.progress = p
        state.coordinator?.percentComplete = p
        let w = transitionView.bounds.width
        state.from.viewIfLoaded?.frame.origin.x = p * w
        state.to.viewIfLoaded?.frame.origin.x = -w * UINavigationController.parallaxFraction * (1 - p)
    }

    /// Animates the rest of the way: to the popped state (then the pop completes as an
    /// animated pop) or back (the pop is cancelled: the top appears again, the one below
    /// disappears).
    package func settleInteractivePop(completing: Bool) {
        guard let state = interactivePop, !state.isSettling else { return }
        state.isSettling = true
        state.completing = completing
        let w = transitionView.bounds.width
        let duration = UINavigationController.transitionDuration * Double(completing ? 1 - state.progress : state.progress)
        state.coordinator?.interactionDidEnd(cancelled: !completing)
        if !completing, state.appearance {
            state.to.containerBeginAppearance(false, animated: true)
            state.from.containerBeginAppearance(true, animated: true)
        }
        let fromView = state.from.viewIfLoaded, toView = state.to.viewIfLoaded
        UIView.animate(withDuration: max(duration, 0.01), delay: 0, options: [.curveEaseOut], animations: {
            fromView?.frame.origin.x = completing ? w : 0
            toView?.frame.origin.x = completing ? 0 : -w * UINavigationController.parallaxFraction
            // Alongside animations run with the completing settle; a cancelled pop never ran them.
            if completing { state.coordinator?.runAlongsideAnimations() }
        }, completion: { [weak self] _ in
            self?.endInteractivePop(state, completed: completing)
        })
    }

    /// Finishes an interactive pop after its settle animation.
    func endInteractivePop(_ state: InteractivePopState, completed: Bool) {
        guard interactivePop === state else { return }
        interactivePop = nil
        if completed {
            state.from.willMove(toParent: nil)
            stack.removeAll { $0 === state.from }
            navigationBarStorage.setItemsCore(stack.map(\.navigationItem))
            toolbarStorage.setItems(state.to.toolbarItems, animated: false)
            if state.appearance { state.from.containerEndAppearance(animated: true) }
            state.from.viewIfLoaded?.removeFromSuperview()
            state.from.viewIfLoaded?.frame.origin.x = 0
            state.to.viewIfLoaded?.frame.origin.x = 0
            if state.appearance { state.to.containerEndAppearance(animated: true) }
            state.from.removeFromParent()
            delegate?.navigationController(self, didShow: state.to, animated: true)
        } else {
            if state.appearance { state.to.containerEndAppearance(animated: true) }
            state.to.viewIfLoaded?.removeFromSuperview()
            state.to.viewIfLoaded?.frame.origin.x = 0
            state.from.viewIfLoaded?.frame.origin.x = 0
            if state.appearance { state.from.containerEndAppearance(animated: true) }
        }
        viewIfLoaded?.setNeedsLayout()
        state.coordinator?.finish(cancelled: !completed)
    }

    /// A stack change arrived during an interactive pop: it is cancelled at once.
    package func finishInteractivePopIfNeeded() {
        guard let state = interactivePop else { return }
        if !state.isSettling {
            state.isSettling = true
            state.coordinator?.interactionDidEnd(cancelled: !state.completing)
            if state.appearance {
                state.to.containerBeginAppearance(false, animated: false)
                state.from.containerBeginAppearance(true, animated: false)
            }
        }
        state.from.viewIfLoaded?.layer.removeAllAnimations()
        state.to.viewIfLoaded?.layer.removeAllAnimations()
        endInteractivePop(state, completed: state.completing)
    }
}
