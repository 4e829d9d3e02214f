import Foundation
import Testing
import UIKit
import UIKitTesting

/// An animator that slides the presented view in from the right edge (and out to it)
/// over one second, linearly.
@MainActor
final class SlideAnimator: UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    var ended: [Bool] = []
    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        let container = context.containerView
        if presenting {
            let view = context.view(forKey: .to)!
            let final = context.finalFrame(for: context.viewController(forKey: .to)!)
            view.frame = final.offsetBy(dx: container.bounds.width, dy: 0)
            container.addSubview(view)
            UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { view.frame = final }) { _ in
                context.completeTransition(!context.transitionWasCancelled)
            }
        } else {
            let view = context.view(forKey: .from)!
            let start = view.frame
            UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: {
                view.frame = start.offsetBy(dx: container.bounds.width, dy: 0)
            }) { _ in
                if context.transitionWasCancelled { view.frame = start }
                context.completeTransition(!context.transitionWasCancelled)
            }
        }
    }

    func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
}

/// A presentation controller that shows the presented view in the bottom half of the
/// container and records its hooks.
@MainActor
final class HalfPresentationController: UIPresentationController {
    var hooks: [String] = []
    var removesPresenter = false
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.midY, width: bounds.width, height: bounds.height / 2)
    }
    override var shouldRemovePresentersView: Bool { removesPresenter }
    override func presentationTransitionWillBegin() { hooks.append("presentationWillBegin") }
    override func presentationTransitionDidEnd(_ completed: Bool) { hooks.append("presentationDidEnd(\(completed))") }
    override func dismissalTransitionWillBegin() { hooks.append("dismissalWillBegin") }
    override func dismissalTransitionDidEnd(_ completed: Bool) { hooks.append("dismissalDidEnd(\(completed))") }
    override func containerViewWillLayoutSubviews() {
        hooks.append("containerWillLayout")
        super.containerViewWillLayoutSubviews()
    }
}

/// A transitioning delegate with the slide animators, the half presentation controller
/// and, when set, a percent-driven interaction controller for both directions.
@MainActor
final class SlideTransitioningDelegate: UIViewControllerTransitioningDelegate {
    let presentAnimator = SlideAnimator(presenting: true)
    let dismissAnimator = SlideAnimator(presenting: false)
    var interaction: UIPercentDrivenInteractiveTransition?
    var presentation: HalfPresentationController?
    var removesPresenter = false

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? { presentAnimator }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { dismissAnimator }
    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { interaction }
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { interaction }
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        let controller = HalfPresentationController(presentedViewController: presented, presenting: presenting)
        controller.removesPresenter = removesPresenter
        presentation = controller
        return controller
    }
}

/// A pan on the presented view that drives an interactive dismissal, as apps write it.
@MainActor
final class PanDriver {
    let controller: UIViewController
    let delegate: SlideTransitioningDelegate
    init(_ controller: UIViewController, _ delegate: SlideTransitioningDelegate) {
        self.controller = controller
        self.delegate = delegate
    }
    func pan(_ pan: UIPanGestureRecognizer) {
        let width = controller.view.bounds.width
        let progress = pan.translation(in: controller.view.superview).x / width
        switch pan.state {
        case .began:
            delegate.interaction = UIPercentDrivenInteractiveTransition()
            controller.dismiss(animated: true)
        case .changed: delegate.interaction?.update(progress)
        case .ended: progress > 0.5 ? delegate.interaction?.finish() : delegate.interaction?.cancel()
        default: delegate.interaction?.cancel()
        }
    }
}

/// Custom transitions: animators, presentation controllers, interactive transitions.
@MainActor @Suite(.serialized) struct PresentationCustomTransitionTests {
    @Test func customAnimatorAndPresentationController() {
        let (window, a, log) = makePresentationScene()
        defer { window.isHidden = true }
        let delegate = SlideTransitioningDelegate()
        let b = PresentationLogController("B", log: log, color: .blue)
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = delegate
        var done = false
        a.present(b, animated: true) { done = true }
        let presentation = try! #require(delegate.presentation)
        #expect(b.presentationController === presentation)
        #expect(presentation.presentingViewController === a && presentation.presentedViewController === b)
        #expect(presentation.containerView?.frame == window.bounds)
        #expect(presentation.hooks.first == "presentationWillBegin")
        UIApplication.shared.runUntilIdle()
        UIApplication.shared.advanceTime(by: 0.5)
        // Half-way through the linear slide: 160 points right of the final centre (160, 360).
        #expect(abs(shownCenter(b.view).x - 320) < 1 && abs(shownCenter(b.view).y - 360) < 1)
        UIApplication.shared.advanceTime(by: 0.6)
        #expect(done && delegate.presentAnimator.ended == [true])
        #expect(presentation.hooks.contains("presentationDidEnd(true)"))
        #expect(b.view.frame == CGRect(x: 0, y: 240, width: 320, height: 240))
        #expect(a.view.window === window, "the base presentation controller keeps the presenter's view")
        #expect(log.take() == ["B.viewWillAppear(true)", "B.viewDidAppear(true)"])
        // The container lays the presented view out again when the window resizes.
        presentation.hooks = []
        window.frame = CGRect(x: 0, y: 0, width: 400, height: 600)
        UIApplication.shared.runUntilIdle()
        #expect(presentation.hooks.contains("containerWillLayout"))
        #expect(b.view.frame == CGRect(x: 0, y: 300, width: 400, height: 300))
        // Pixels: the presenter above, the presented controller below.
        let pixels = PixelReader(window.renderedImage())
        #expect(pixels[200, 100].isNear(.red) && pixels[200, 500].isNear(.blue))

        presentation.hooks = []
        a.dismiss(animated: true)
        UIApplication.shared.runUntilIdle()
        UIApplication.shared.advanceTime(by: 0.5)
        #expect(abs(shownCenter(b.view).x - 400) < 1)
        UIApplication.shared.advanceTime(by: 0.6)
        #expect(presentation.hooks == ["dismissalWillBegin", "dismissalDidEnd(true)"])
        #expect(a.presentedViewController == nil && b.view.window == nil)
        #expect(delegate.dismissAnimator.ended == [true])
    }

    @Test func customPresentationThatRemovesThePresenter() {
        let (window, a, log) = makePresentationScene()
        defer { window.isHidden = true }
        let delegate = SlideTransitioningDelegate()
        delegate.removesPresenter = true
        let b = PresentationLogController("B", log: log)
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = delegate
        a.present(b, animated: false)
        #expect(log.take() == ["A.viewWillDisappear(false)", "B.viewWillAppear(false)", "B.viewDidAppear(false)", "A.viewDidDisappear(false)"])
        #expect(a.view.window == nil)
        b.dismiss(animated: false)
        #expect(a.view.window === window)
    }

    @Test func percentDrivenPresentationFinishes() {
        let (window, a, log) = makePresentationScene()
        defer { window.isHidden = true }
        let delegate = SlideTransitioningDelegate()
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        let b = PresentationLogController("B", log: log)
        b.modalPresentationStyle = .overFullScreen
        b.transitioningDelegate = delegate
        var done = false
        a.present(b, animated: true) { done = true }
        #expect(interaction.duration == 1)
        UIApplication.shared.runUntilIdle()
        interaction.update(0.25)
        UIApplication.shared.advanceTime(by: 2)
        // Paused at a quarter: the view is three quarters of the width to the right.
        #expect(abs(shownCenter(b.view).x - (160 + 240)) < 1)
        #expect(!done && b.isBeingPresented)
        interaction.update(0.5)
        UIApplication.shared.runUntilIdle()
        #expect(abs(shownCenter(b.view).x - 320) < 1)
        interaction.finish()
        UIApplication.shared.advanceTime(by: 0.25)
        #expect(abs(shownCenter(b.view).x - 240) < 1, "runs on from half-way at normal speed")
        UIApplication.shared.advanceTime(by: 0.3)
        #expect(done && a.presentedViewController === b && !b.isBeingPresented)
        #expect(b.view.frame == window.bounds && window.layer.sublayers?.last?.speed == 1)
        #expect(log.take() == ["B.viewWillAppear(true)", "B.viewDidAppear(true)"])
        delegate.interaction = nil
        b.dismiss(animated: false)
    }

    @Test func panDrivenDismissalCancelsAndFinishes() {
        let (window, a, log) = makePresentationScene()
        defer { window.isHidden = true }
        let delegate = SlideTransitioningDelegate()
        let b = PresentationLogController("B", log: log)
        b.modalPresentationStyle = .fullScreen
        b.transitioningDelegate = delegate
        a.present(b, animated: false)
        _ = log.take()
        let driver = PanDriver(b, delegate)
        b.view.addGestureRecognizer(UIPanGestureRecognizer(target: driver, action: PanDriver.pan))

        // A short pan: the dismissal goes back.
        let finger = window.touchDown(at: CGPoint(x: 20, y: 240))
        for x in stride(from: 40, through: 100, by: 20) { finger.move(to: CGPoint(x: x, y: 240)) }
        #expect(b.isBeingDismissed && a.view.window === window)
        let progress = delegate.interaction?.percentComplete ?? 0
        #expect(progress > 0.15 && progress < 0.3)
        #expect(abs(shownCenter(b.view).x - (160 + 320 * progress)) < 1, "the view follows the finger")
        finger.up()
        UIApplication.shared.advanceTime(by: 0.5)
        UIApplication.shared.advanceTime(by: 0.1)
        #expect(a.presentedViewController === b && !b.isBeingDismissed)
        #expect(b.view.frame == window.bounds && b.view.window === window)
        #expect(a.view.window == nil, "the presenter's view leaves again")
        #expect(log.take() == ["B.viewWillDisappear(true)", "A.viewWillAppear(true)",
                               "A.viewWillDisappear(true)", "A.viewDidDisappear(true)",
                               "B.viewWillAppear(true)", "B.viewDidAppear(true)"])
        #expect(delegate.dismissAnimator.ended == [false])

        // A long pan: the dismissal completes.
        window.drag(from: CGPoint(x: 20, y: 240), to: CGPoint(x: 280, y: 240))
        UIApplication.shared.advanceTime(by: 0.5)
        #expect(a.presentedViewController == nil && b.view.window == nil && a.view.window === window)
        #expect(log.take() == ["B.viewWillDisappear(true)", "A.viewWillAppear(true)", "A.viewDidAppear(true)", "B.viewDidDisappear(true)"])
    }
}
