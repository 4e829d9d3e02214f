import CoreGraphics
import Foundation
import QuartzCore

/// A push or pop between two top controllers while its slide animates.
@MainActor
final class NavigationTransition {
    let from: UIViewController?
    let to: UIViewController?
    let animated: Bool
    let appearance: Bool
    let removed: [UIViewController]
    let added: [UIViewController]
    var isFinished = false
    /// The coordinator the controllers read as `transitionCoordinator`.
    var coordinator: TransitionCoordinator?

    init(from: UIViewController?, to: UIViewController?, animated: Bool, appearance: Bool,
         removed: [UIViewController], added: [UIViewController]) {
        self.from = from
        self.to = to
        self.animated = animated
        self.appearance = appearance
        self.removed = removed
        self.added = added
    }
}

extension UINavigationController {
    /// The slide's duration: 0.35 s, as UIKit's push and pop.
    package static let transitionDuration: TimeInterval = 0.35
    /// How far the view underneath moves, as a fraction of the width (the parallax).
    package static let parallaxFraction: CGFloat = 0.3

    /// Whether transitions run appearance callbacks now: the navigation controller's view
    /// is in a shown window and the controller has appeared (or is appearing).
    package var forwardsAppearance: Bool {
        isInVisibleWindow && (appearanceState == .appeared || appearanceState == .appearing)
    }

    /// Shows `to` instead of `from`: appearance callbacks (`from` will disappear, `to`
    /// will appear), the delegate's `willShow`, the views placed, then the slide (or no
    /// animation), after which the did-callbacks, containment and `didShow` complete.
    package func transition(from: UIViewController?, to: UIViewController?, isPop: Bool, animated: Bool,
                            removed: [UIViewController], added: [UIViewController]) {
        guard isViewLoaded else {
            for controller in removed { controller.removeFromParent() }
            for controller in added { controller.didMove(toParent: self) }
            return
        }
        let appearance = forwardsAppearance
        let animates = animated && appearance && from != nil && to != nil
        to?.loadViewIfNeeded()
        let coordinator = TransitionCoordinator(animated: animates, interactive: false, duration: UINavigationController.transitionDuration,
                                                container: transitionView, from: from, to: to,
                                                fromView: from?.viewIfLoaded, toView: to?.viewIfLoaded)
        coordinator.attach(to: [self, from, to])
        if appearance {
            from?.containerBeginAppearance(false, animated: animates)
            to?.containerBeginAppearance(true, animated: animates)
        }
        if let to { delegate?.navigationController(self, willShow: to, animated: animates) }
        let record = NavigationTransition(from: from, to: to, animated: animates, appearance: appearance, removed: removed, added: added)
        record.coordinator = coordinator
        activeTransition = record
        if let toView = to?.view {
            toView.frame = transitionView.bounds
            toView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            if isPop, let fromView = from?.viewIfLoaded, fromView.superview === transitionView {
                transitionView.insertSubview(toView, belowSubview: fromView)
            } else {
                transitionView.addSubview(toView)
            }
        }
        layoutNavigationContainer()
        to?.viewIfLoaded?.layoutIfNeeded()
        guard animates, let fromView = from?.viewIfLoaded, let toView = to?.viewIfLoaded else {
            completeTransition(record)
            return
        }
        let w = transitionView.bounds.width
        let parallax = -w * UINavigationController.parallaxFraction
        if isPop {
            toView.frame.origin.x = parallax
        } else {
            toView.frame.origin.x = w
        }
        fromView.frame.origin.x = 0
        UIView.animate(withDuration: UINavigationController.transitionDuration, delay: 0, options: [.curveEaseInOut], animations: {
            // Both views joined the window before the block, so they slide even when
            // they were never drawn (as UIKit's fade-in idiom).
            toView.frame.origin.x = 0
            fromView.frame.origin.x = isPop ? w : parallax
            coordinator.runAlongsideAnimations()
        }, completion: { [weak self] _ in
            self?.completeTransition(record)
        })
    }

    /// Completes a transition once (its animation ended, or another change needs it done).
    func completeTransition(_ record: NavigationTransition) {
        guard !record.isFinished else { return }
        record.isFinished = true
        if activeTransition === record { activeTransition = nil }
        if record.appearance { record.from?.containerEndAppearance(animated: record.animated) }
        if let fromView = record.from?.viewIfLoaded, fromView.superview === transitionView, record.from !== topViewController {
            fromView.removeFromSuperview()
            fromView.frame.origin.x = 0
        }
        record.to?.viewIfLoaded?.frame.origin.x = 0
        if record.appearance { record.to?.containerEndAppearance(animated: record.animated) }
        for controller in record.removed { controller.removeFromParent() }
        for controller in record.added { controller.didMove(toParent: self) }
        if let to = record.to { delegate?.navigationController(self, didShow: to, animated: record.animated) }
        record.coordinator?.finish(cancelled: false)
    }

    /// Completes the transition in progress at once (a new change arrived mid-slide).
    package func finishActiveTransition() {
        guard let record = activeTransition else { return }
        for view in [record.from?.viewIfLoaded, record.to?.viewIfLoaded].compactMap({ $0 }) {
            view.layer.removeAllAnimations()
        }
        completeTransition(record)
    }
}
