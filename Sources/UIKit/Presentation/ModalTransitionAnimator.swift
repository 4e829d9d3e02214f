import CoreGraphics
import Foundation

/// The animator of the built-in modal transition styles: cover vertical (the presented
/// view slides up from below the container and back down), cross dissolve (its alpha
/// goes from 0 to 1 and back), flip horizontal (the container's superview flips, from
/// the right when presenting and from the left when dismissing). Partial curl is shown
/// as cover vertical, with a log line.
@preconcurrency @MainActor
package final class ModalTransitionAnimator: UIViewControllerAnimatedTransitioning {
    /// How long a modal transition takes: UIKit's sheets and covers take about half a second.
    package static let duration: TimeInterval = 0.5

    package let style: UIModalTransitionStyle
    package let isPresenting: Bool

    package init(style: UIModalTransitionStyle, presenting: Bool) {
        if style == .partialCurl {
            UIView.log("modalTransitionStyle .partialCurl is not supported; using .coverVertical")
            self.style = .coverVertical
        } else {
            self.style = style
        }
        isPresenting = presenting
    }

    package func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        Self.duration
    }

    package func animateTransition(using context: UIViewControllerContextTransitioning) {
        let container = context.containerView
        let duration = transitionDuration(using: context)
        let key: UITransitionContextViewKey = isPresenting ? .to : .from
        let controllerKey: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        guard let view = context.view(forKey: key), let controller = context.viewController(forKey: controllerKey) else {
            context.completeTransition(true)
            return
        }
        let finish: (Bool) -> Void = { _ in
            let cancelled = context.transitionWasCancelled
            if !self.isPresenting, !cancelled { view.removeFromSuperview() }
            context.completeTransition(!cancelled)
        }
        let shown = isPresenting ? context.finalFrame(for: controller) : view.frame
        let below = shown.offsetBy(dx: 0, dy: container.bounds.height - shown.minY)
        switch style {
        case .crossDissolve:
            if isPresenting {
                view.frame = shown
                view.alpha = 0
                container.addSubview(view)
            }
            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: {
                view.alpha = self.isPresenting ? 1 : 0
            }, completion: { done in
                if !self.isPresenting { view.alpha = 1 }
                finish(done)
            })
        case .flipHorizontal:
            let flipping = container.superview ?? container
            if isPresenting { view.frame = shown }
            UIView.transition(with: flipping, duration: duration,
                              options: isPresenting ? [.transitionFlipFromRight] : [.transitionFlipFromLeft],
                              animations: {
                                  if self.isPresenting { container.addSubview(view) } else { view.isHidden = true }
                              }, completion: { done in
                                  view.isHidden = false
                                  finish(done)
                              })
        default:
            if isPresenting {
                view.frame = below
                container.addSubview(view)
            }
            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: {
                view.frame = self.isPresenting ? shown : below
            }, completion: finish)
        }
    }
}
