import CoreGraphics
import Foundation

/// One presentation or dismissal: the transition context handed to animators, and the
/// steps around the animation (appearance callbacks in UIKit's order, the presentation
/// controller's hooks, moving the presenter's view out of or back into the window).
///
/// Presenting A → B: A `viewWillDisappear` (only when the presenter's view leaves: full
/// screen and current context), B `viewWillAppear`, the animation, B `viewDidAppear`, A
/// `viewDidDisappear`. Dismissing: B `viewWillDisappear`, A `viewWillAppear` (when its
/// view had left), the animation, A `viewDidAppear`, B `viewDidDisappear`.
@preconcurrency @MainActor
package final class PresentationTransition: UIViewControllerContextTransitioning {
    /// Whether this presents (else it dismisses).
    package let isPresentation: Bool
    /// The presentation controller of the presented controller.
    package let presentation: UIPresentationController
    /// The controllers leaving and arriving.
    package let fromController: UIViewController
    package let toController: UIViewController
    /// Whether the transition animates.
    package let isAnimated: Bool
    /// What runs after the transition ended.
    private var completion: (() -> Void)?
    /// The presenter's view (and where it was) that comes back when a dismissal starts.
    package var restoringPresenterView: (view: UIView, superview: UIView, index: Int)?
    /// The presented controllers between the dismissing presenter and the top one.
    package var intermediates: [UIViewController] = []
    /// The animator and the interaction controller.
    private var animator: UIViewControllerAnimatedTransitioning?
    private var interactor: UIViewControllerInteractiveTransitioning?
    /// Whether the controllers heard a `will` callback (and so hear the `did` one).
    private var presenterCallbacks = false
    private var presentedCallbacks = false
    /// Whether the transition ended.
    private var ended = false
    /// The current state of an interactive transition.
    package private(set) var isInteractive = false
    package private(set) var transitionWasCancelled = false
    package private(set) var percentComplete: CGFloat = 0
    /// The coordinator the two controllers read as `transitionCoordinator`.
    private var coordinator: TransitionCoordinator?

    package init(presenting: Bool, presentation: UIPresentationController, from: UIViewController,
                 to: UIViewController, animated: Bool, completion: (() -> Void)?) {
        isPresentation = presenting
        self.presentation = presentation
        fromController = from
        toController = to
        isAnimated = animated
        self.completion = completion
    }

    /// The presented controller of the transition.
    private var presented: UIViewController { isPresentation ? toController : fromController }
    /// The presenting controller of the transition.
    private var presenter: UIViewController { isPresentation ? fromController : toController }

    // MARK: Running

    /// Runs the steps before the animation, then the animation (or, not animated, its end).
    package func start() {
        presented.presentationTransition = self
        let coordinator = TransitionCoordinator(animated: isAnimated, interactive: false, duration: ModalTransitionAnimator.duration,
                                                style: presentation.presentationStyle, container: containerView,
                                                from: fromController, to: toController,
                                                fromView: view(forKey: .from), toView: view(forKey: .to))
        coordinator.attach(to: [presenter, presented])
        self.coordinator = coordinator
        if isPresentation {
            if presentation.shouldRemovePresentersView {
                presenterCallbacks = presenter.beginPresentationAppearance(false, animated: isAnimated)
            }
            presentedCallbacks = presented.beginPresentationAppearance(true, animated: isAnimated)
            presentation.presentationTransitionWillBegin()
        } else {
            presentedCallbacks = presented.beginPresentationAppearance(false, animated: isAnimated)
            restorePresenterView()
            presentation.dismissalTransitionWillBegin()
        }
        let delegate = presented.transitioningDelegate
        guard isAnimated else {
            if isPresentation, let view = presentation.presentedView, let container = presentation.containerStorage {
                view.frame = presentation.frameOfPresentedViewInContainerView
                container.addSubview(view)
            }
            presentation.animateAlongsideTransition(presenting: isPresentation)
            coordinator.runAlongsideAnimations()
            completeTransition(true)
            return
        }
        prepareViewsForAnimation()
        let custom = isPresentation
            ? delegate?.animationController(forPresented: presented, presenting: presenter, source: presenter)
            : delegate?.animationController(forDismissed: presented)
        let animator = custom ?? ModalTransitionAnimator(style: presentation is UIPopoverPresentationController ? .crossDissolve : presented.modalTransitionStyle,
                                                      presenting: isPresentation)
        self.animator = animator
        let interactor = isPresentation
            ? delegate?.interactionControllerForPresentation(using: animator)
            : delegate?.interactionControllerForDismissal(using: animator)
        self.interactor = interactor
        if let interactor, interactor.wantsInteractiveStart {
            isInteractive = true
            coordinator.beginInteraction()
            interactor.startInteractiveTransition(self)
        } else {
            animator.animateTransition(using: self)
        }
        if !ended {
            let duration = animator.transitionDuration(using: self)
            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut]) { [presentation, isPresentation] in
                presentation.animateAlongsideTransition(presenting: isPresentation)
                coordinator.runAlongsideAnimations()
            }
        }
    }

    /// The animator an interaction controller drives.
    package var animatorForInteraction: UIViewControllerAnimatedTransitioning? { animator }

    /// Puts the presented view in the container at its final frame and renders the
    /// window once, off screen: Core Animation animates only layers that were on screen,
    /// and animators move the views they are handed at once (UIKit lays out and commits
    /// the presented view before its transition too). The frame is not presented; the
    /// animator's first change happens before the next one is.
    private func prepareViewsForAnimation() {
        guard let container = presentation.containerStorage, let window = container.window else { return }
        if isPresentation, let view = presentation.presentedView, view.superview !== container {
            view.frame = presentation.frameOfPresentedViewInContainerView
            container.addSubview(view)
        }
        window.layoutIfNeeded()
        CATransaction.flush()
        RenderPipeline.shared.layers.flush()
        window.renderFrame(at: MediaClock.shared.now)
    }

    /// Puts back the presenter's view a presentation took out of the window.
    private func restorePresenterView() {
        guard let record = restoringPresenterView else { return }
        presenterCallbacks = presenter.beginPresentationAppearance(true, animated: isAnimated)
        guard record.view.superview == nil else { return }
        record.superview.insertSubview(record.view, at: min(record.index, record.superview.subviews.count))
        // A window's root view follows the window's size, which may have changed meanwhile.
        if let window = record.superview as? UIWindow, window.rootViewController?.viewIfLoaded === record.view {
            record.view.frame = window.bounds
        }
        // The container above it was laid out while the view was away.
        record.view.setNeedsLayout()
    }

    /// Ends the transition: the `did` callbacks, the presentation controller's hook, the
    /// presenter's view out of the window (full screen), the links (dismissal), then the
    /// completion handler. Animators call it once; later calls are logged and ignored.
    package func completeTransition(_ didComplete: Bool) {
        guard !ended else {
            UIView.log("completeTransition(_:) called again for a transition that already ended; ignored")
            return
        }
        ended = true
        presented.presentationTransition = nil
        if let driver = interactor as? UIPercentDrivenInteractiveTransition { driver.transitionDidEnd() }
        isInteractive = false
        if isPresentation { finishPresentation(didComplete) } else { finishDismissal(didComplete) }
        presenter.refreshStatusBarAppearance()
        animator?.animationEnded(didComplete)
        coordinator?.finish(cancelled: !didComplete)
        coordinator = nil
        if didComplete { completion?() }
        completion = nil
    }

    private func finishPresentation(_ didComplete: Bool) {
        if didComplete {
            if presentedCallbacks { presented.endPresentationAppearance(animated: isAnimated) }
            if presentation.shouldRemovePresentersView, let view = presenter.viewIfLoaded, let superview = view.superview {
                if presenterCallbacks { presenter.endPresentationAppearance(animated: isAnimated) }
                let index = superview.subviews.firstIndex(of: view) ?? superview.subviews.count
                presentation.removedPresenterView = (view, superview, index)
                view.removeFromSuperview()
            } else if presenterCallbacks {
                presenter.endPresentationAppearance(animated: isAnimated)
            }
            presentation.presentationTransitionDidEnd(true)
        } else {
            // Cancelled: the presented controller goes away again, the presenter stays.
            if presentedCallbacks {
                _ = presented.beginPresentationAppearance(false, animated: isAnimated)
                presented.endPresentationAppearance(animated: isAnimated)
            }
            if presenterCallbacks {
                _ = presenter.beginPresentationAppearance(true, animated: isAnimated)
                presenter.endPresentationAppearance(animated: isAnimated)
            }
            presentation.containerStorage?.removeFromSuperview()
            presentation.presentationTransitionDidEnd(false)
            presented.unlinkPresentation()
        }
    }

    private func finishDismissal(_ didComplete: Bool) {
        if didComplete {
            if presenterCallbacks { presenter.endPresentationAppearance(animated: isAnimated) }
            if presentedCallbacks { presented.endPresentationAppearance(animated: isAnimated) }
            presentation.containerStorage?.removeFromSuperview()
            presentation.dismissalTransitionDidEnd(true)
            presented.unlinkPresentation()
            for intermediate in intermediates.reversed() { intermediate.unlinkPresentation() }
        } else {
            // Cancelled (UIKit's order: the arriving controller disappears, then the
            // leaving one appears again): a presenter view that came back leaves again.
            if presenterCallbacks, restoringPresenterView != nil, let view = presenter.viewIfLoaded, let superview = view.superview {
                _ = presenter.beginPresentationAppearance(false, animated: isAnimated)
                presenter.endPresentationAppearance(animated: isAnimated)
                presenter.presentedStorage?.presentationControllerStorage?.removedPresenterView =
                    (view, superview, superview.subviews.firstIndex(of: view) ?? 0)
                view.removeFromSuperview()
            }
            if presentedCallbacks {
                _ = presented.beginPresentationAppearance(true, animated: isAnimated)
                presented.endPresentationAppearance(animated: isAnimated)
            }
            if let view = presentation.presentedView, let container = presentation.containerStorage, view.superview !== container {
                container.addSubview(view)
            }
            presentation.containerStorage?.setNeedsLayout()
            presentation.dismissalTransitionDidEnd(false)
        }
    }

    // MARK: UIViewControllerContextTransitioning

    package var containerView: UIView { presentation.containerStorage ?? UIView() }

    package var presentationStyle: UIModalPresentationStyle { presentation.presentationStyle }

    package var targetTransform: CGAffineTransform { .identity }

    package func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: return fromController
        case .to: return toController
        default: return nil
        }
    }

    /// The presented view (the presentation controller's `presentedView`) on its side;
    /// the presenter's view only when the presentation takes it out of the window.
    package func view(forKey key: UITransitionContextViewKey) -> UIView? {
        let presentedSide: UITransitionContextViewKey = isPresentation ? .to : .from
        if key == presentedSide { return presentation.presentedView }
        guard key == .from || key == .to else { return nil }
        return presentation.shouldRemovePresentersView ? presenter.viewIfLoaded : nil
    }

    package func initialFrame(for vc: UIViewController) -> CGRect {
        if vc === presented { return isPresentation ? .zero : presentation.presentedView?.frame ?? .zero }
        if vc === presenter { return isPresentation ? presenter.viewIfLoaded?.frame ?? .zero : .zero }
        return .zero
    }

    package func finalFrame(for vc: UIViewController) -> CGRect {
        if vc === presented { return isPresentation ? presentation.frameOfPresentedViewInContainerView : .zero }
        if vc === presenter { return isPresentation ? .zero : presenter.viewIfLoaded?.frame ?? .zero }
        return .zero
    }

    package func updateInteractiveTransition(_ percentComplete: CGFloat) {
        self.percentComplete = min(1, max(0, percentComplete))
        coordinator?.percentComplete = self.percentComplete
    }

    package func finishInteractiveTransition() {
        transitionWasCancelled = false
        isInteractive = false
        coordinator?.interactionDidEnd(cancelled: false)
    }

    package func cancelInteractiveTransition() {
        transitionWasCancelled = true
        isInteractive = false
        coordinator?.interactionDidEnd(cancelled: true)
    }

    package func pauseInteractiveTransition() { isInteractive = true }
}
