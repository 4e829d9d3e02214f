import CoreGraphics
import Foundation

extension UIPercentDrivenInteractiveTransition {
    /// The container's layer, whose timing drives the animations under it.
    private var containerLayer: CALayer? { context?.containerView.layer }

    /// The media time in the container layer's parent time.
    private var parentTime: CFTimeInterval {
        let now = MediaClock.shared.now
        return containerLayer?.superlayer?.localTime(forMediaTime: now) ?? now
    }

    /// Implements `startInteractiveTransition(_:)`: pauses the container and asks the
    /// transition's animator to animate.
    package func startInteractiveTransitionCore(_ transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
        guard let animator = (transitionContext as? PresentationTransition)?.animatorForInteraction else {
            UIView.log("UIPercentDrivenInteractiveTransition: the context has no animator; the transition ends")
            transitionContext.completeTransition(true)
            return
        }
        durationStorage = CGFloat(animator.transitionDuration(using: transitionContext))
        let layer = transitionContext.containerView.layer
        layer.speed = 0
        layer.beginTime = 0
        layer.timeOffset = CFTimeInterval(percentStorage * durationStorage)
        animator.animateTransition(using: transitionContext)
    }

    /// Implements `update(_:)`.
    package func updateCore(_ percent: CGFloat) {
        guard let context, percent.isFinite else {
            if !percent.isFinite { UIView.log("UIPercentDrivenInteractiveTransition.update(\(percent)) rejected: must be finite") }
            return
        }
        percentStorage = min(1, max(0, percent))
        containerLayer?.timeOffset = CFTimeInterval(percentStorage * durationStorage)
        context.updateInteractiveTransition(percentStorage)
    }

    /// Implements `finish()`: the container's time runs on from the current offset.
    package func finishCore() {
        guard let context, let layer = containerLayer else { return }
        stopRewinding()
        context.finishInteractiveTransition()
        let speed = completionSpeed > 0 && completionSpeed.isFinite ? completionSpeed : 1
        layer.beginTime = parentTime
        layer.speed = Float(speed)
    }

    /// Implements `cancel()`: media-clock frames move the offset back to zero.
    package func cancelCore() {
        guard let context else { return }
        pauseCore()
        context.cancelInteractiveTransition()
        lastRewindTime = MediaClock.shared.now
        let link = CADisplayLink { [weak self] _ in self?.rewindFrame() }
        link.add(to: .main, forMode: .common)
        rewindLink = link
    }

    /// Implements `pause()`: freezes the container at its current time.
    package func pauseCore() {
        stopRewinding()
        guard let layer = containerLayer, layer.speed != 0 else { return }
        let offset = layer.localTime(forMediaTime: MediaClock.shared.now)
        layer.speed = 0
        layer.beginTime = 0
        layer.timeOffset = offset
        if durationStorage > 0 { percentStorage = min(1, max(0, CGFloat(offset) / durationStorage)) }
    }

    /// One frame of a cancelled transition playing back; at the start the animations
    /// are removed and the animator's completion ends the transition cancelled.
    private func rewindFrame() {
        guard let layer = containerLayer else { return stopRewinding() }
        let now = MediaClock.shared.now
        let speed = completionSpeed > 0 && completionSpeed.isFinite ? completionSpeed : 1
        let offset = layer.timeOffset - (now - lastRewindTime) * CFTimeInterval(speed)
        lastRewindTime = now
        guard offset <= 0 else {
            layer.timeOffset = offset
            percentStorage = durationStorage > 0 ? CGFloat(offset) / durationStorage : 0
            return
        }
        stopRewinding()
        layer.timeOffset = 0
        percentStorage = 0
        var stack: [CALayer] = [layer]
        while let next = stack.popLast() {
            next.removeAllAnimations()
            stack.append(contentsOf: next.sublayers ?? [])
        }
    }

    private func stopRewinding() {
        rewindLink?.invalidate()
        rewindLink = nil
    }

    /// The transition ended: the container's timing is normal again.
    package func transitionDidEnd() {
        stopRewinding()
        if let layer = containerLayer {
            layer.speed = 1
            layer.timeOffset = 0
            layer.beginTime = 0
        }
        context = nil
        percentStorage = 0
    }
}
