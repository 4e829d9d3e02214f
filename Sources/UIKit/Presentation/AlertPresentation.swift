import CoreGraphics
import Foundation

/// The transitioning delegate of alert controllers: their presentation controller and animators.
@preconcurrency @MainActor
package final class AlertTransitioning: UIViewControllerTransitioningDelegate {
    package init() {}

    package func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                        source: UIViewController) -> UIPresentationController? {
        AlertPresentationController(presentedViewController: presented, presenting: presenting)
    }

    package func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                     source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        AlertAnimator(presenting: true)
    }

    package func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        AlertAnimator(presenting: false)
    }
}

/// Places an alert in the middle of the container (an action sheet at its bottom,
/// 8 points from the edges) over a dimming view; a tap on the dimming view of an
/// action sheet chooses its cancel action.
@preconcurrency @MainActor
package final class AlertPresentationController: UIPresentationController {
    /// The view that dims the presenter (black at 0.2).
    package let dimmingView = UIView()

    private var alert: UIAlertController? { presentedWeak as? UIAlertController }

    package override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerStorage, let alert, let content = alert.alertView else { return .zero }
        let bounds = container.bounds
        let safe = container.safeAreaInsets
        if alert.styleStorage == .actionSheet {
            let width = min(bounds.width - 16, 400)
            let height = min(content.preferredHeight(for: width), bounds.height - safe.top - 16)
            let bottom = bounds.height - max(safe.bottom, 8)
            return CGRect(x: ((bounds.width - width) / 2).rounded(), y: bottom - height, width: width, height: height)
        }
        let width = AlertView.alertWidth
        let height = min(content.preferredHeight(for: width), bounds.height - safe.top - safe.bottom - 16)
        return CGRect(x: ((bounds.width - width) / 2).rounded(), y: ((bounds.height - height) / 2).rounded(),
                      width: width, height: height)
    }

    package override func presentationTransitionWillBegin() {
        guard let container = containerStorage else { return }
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.2)
        dimmingView.frame = container.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.alpha = 0
        if dimmingView.gestureRecognizers?.isEmpty ?? true {
            dimmingView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: AlertPresentationController.dimmingTapped))
        }
        container.insertSubview(dimmingView, at: 0)
    }

    package override func containerViewWillLayoutSubviews() {
        if let container = containerStorage { dimmingView.frame = container.bounds }
        super.containerViewWillLayoutSubviews()
    }

    /// A tap beside an action sheet cancels it.
    private func dimmingTapped() {
        guard let alert, alert.styleStorage == .actionSheet, let cancel = alert.cancelAction else { return }
        alert.choose(cancel)
    }

    /// The dimming view fades with the transition.
    package func updateDimming(presented: Bool) { dimmingView.alpha = presented ? 1 : 0 }
}

/// The animator of alerts: an alert fades in while shrinking from 1.2 times its size
/// and fades out; an action sheet slides up from the bottom and back down.
@preconcurrency @MainActor
package final class AlertAnimator: UIViewControllerAnimatedTransitioning {
    package let isPresenting: Bool
    package init(presenting: Bool) { isPresenting = presenting }

    package func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        isPresenting ? 0.3 : 0.2
    }

    package func animateTransition(using context: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewKey = isPresenting ? .to : .from
        guard let view = context.view(forKey: key),
              let controller = context.viewController(forKey: isPresenting ? .to : .from) as? UIAlertController else {
            context.completeTransition(true)
            return
        }
        let container = context.containerView
        let duration = transitionDuration(using: context)
        let sheet = controller.styleStorage == .actionSheet
        if isPresenting {
            let final = context.finalFrame(for: controller)
            view.frame = final
            container.addSubview(view)
            if sheet {
                view.frame = final.offsetBy(dx: 0, dy: container.bounds.height - final.minY)
            } else {
                view.alpha = 0
                view.transform = CGAffineTransform(scaleX: 1.2, y: 1.2)
            }
            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseOut], animations: {
                if sheet { view.frame = final } else {
                    view.alpha = 1
                    view.transform = .identity
                }
            }, completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
        } else {
            let start = view.frame
            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseIn], animations: {
                if sheet { view.frame = start.offsetBy(dx: 0, dy: container.bounds.height - start.minY) } else { view.alpha = 0 }
            }, completion: { _ in
                view.removeFromSuperview()
                view.alpha = 1
                view.frame = start
                context.completeTransition(!context.transitionWasCancelled)
            })
        }
    }
}
