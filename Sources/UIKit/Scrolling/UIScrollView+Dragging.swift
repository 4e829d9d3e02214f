import CoreGraphics
import Foundation

/// Dragging through `panGestureRecognizer`: tracking, the drag itself (with rubber-banding
/// past the edges and the directional lock), and the hand-over to deceleration on release.
extension UIScrollView {
    /// Creates and adds the scroll view's recognizers.
    func configureGestureRecognizers() {
        let pan = ScrollViewPanGestureRecognizer(target: nil, action: nil)
        pan.scrollView = self
        pan.allowedScrollTypesMask = .all
        pan.addTarget(self, action: UIScrollView.handlePan)
        scrollState.pan = pan
        pan.isManagedByView = true
        addGestureRecognizer(pan)
        let delayer = ScrollViewDelayedTouchesRecognizer(target: nil, action: nil)
        delayer.scrollView = self
        delayer.delaysTouchesBegan = delaysContentTouches
        delayer.delaysTouchesEnded = false
        delayer.cancelsTouchesInView = false
        scrollState.delayer = delayer
        delayer.isManagedByView = true
        addGestureRecognizer(delayer)
    }

    /// A finger landed on the scroll view: tracking begins and any motion stops where it is.
    func fingerDidLand() {
        guard !scrollState.isTracking else { return }
        scrollState.isTracking = true
        if scrollState.animation != nil { stopScrollAnimation() }
    }

    /// The last finger lifted: tracking ends; content left outside its range without a
    /// drag (a touch that stopped a bounce) springs back.
    func fingersDidLift() {
        scrollState.isTracking = false
        if !scrollState.isDragging, scrollState.animation == nil, clampedContentOffset(contentOffset) != contentOffset {
            startDeceleration(velocity: .zero, target: clampedContentOffset(contentOffset), projectedBeyondEdge: false)
        }
    }

    /// Whether the pan may begin: scrolling is enabled and the drag's main direction is
    /// one the content can move along (so a vertical scroll view lets a horizontal drag go
    /// to a horizontal scroll view around it).
    func scrollPanShouldBegin(_ pan: UIPanGestureRecognizer) -> Bool {
        guard isScrollEnabled else { return false }
        if (pan as? ScrollViewPanGestureRecognizer)?.scrollType != nil { return true }
        // Content already tracking a touch keeps it unless the scroll view may cancel it.
        for touch in pan.trackedTouches where touch.viewSawBegan && !touch.viewIsDone {
            guard let view = touch.viewStorage, view !== self, view.isDescendant(of: self) else { continue }
            if !canCancelContentTouches || !touchesShouldCancel(in: view) { return false }
        }
        let t = pan.translation(in: self)
        if abs(t.x) > abs(t.y) { return scrollsHorizontally }
        if abs(t.y) > abs(t.x) { return scrollsVertically }
        return scrollsHorizontally || scrollsVertically
    }

    /// The pan's action: begins, follows and ends the drag.
    func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began: beginDrag(pan)
        case .changed: followDrag(pan)
        case .ended: endDrag(pan, cancelled: false)
        case .cancelled, .failed: endDrag(pan, cancelled: true)
        default: break
        }
    }

    private func beginDrag(_ pan: UIPanGestureRecognizer) {
        stopScrollAnimation()
        // Start from where the content would be without the rubber band, so that a drag
        // that catches a bouncing view continues smoothly.
        scrollState.dragStart = unbandedOffset(contentOffset)
        scrollState.isTracking = true
        scrollState.isDragging = true
        let t = pan.translation(in: self)
        scrollState.lockedAxis = nil
        if isDirectionalLockEnabled {
            if abs(t.x) > 2 * abs(t.y) { scrollState.lockedAxis = .horizontal }
            else if abs(t.y) > 2 * abs(t.x) { scrollState.lockedAxis = .vertical }
        }
        if keyboardDismissMode != .none { _ = window?.endEditing(true) }
        delegate?.scrollViewWillBeginDragging(self)
        followDrag(pan)
    }

    private func followDrag(_ pan: UIPanGestureRecognizer) {
        guard scrollState.isDragging else { return }
        let t = pan.translation(in: self)
        let start = scrollState.dragStart
        var raw = CGPoint(x: start.x - t.x, y: start.y - t.y)
        if !scrollsHorizontally || scrollState.lockedAxis == .vertical { raw.x = start.x }
        if !scrollsVertically || scrollState.lockedAxis == .horizontal { raw.y = start.y }
        // A mouse wheel steps within the content; fingers and trackpads rubber-band.
        let bands = bounces && (pan as? ScrollViewPanGestureRecognizer)?.scrollType != .discrete
        let offset = bands ? bandedOffset(raw) : clampedContentOffset(raw)
        if offset != contentOffset { contentOffset = offset }
        refreshControl?.scrollViewDidPull(self)
    }

    private func endDrag(_ pan: UIPanGestureRecognizer, cancelled: Bool) {
        guard scrollState.isDragging else { return }
        // Content velocity: the opposite of the finger's.
        let scrolling = pan as? ScrollViewPanGestureRecognizer
        var finger = pan.velocity(in: self)
        if scrolling?.scrollType == .continuous, let v = scrolling?.scrollReleaseVelocity {
            finger = scrolling!.vector(v, toView: self)
        }
        if cancelled || scrolling?.scrollType == .discrete { finger = .zero }
        var velocity = CGPoint(x: -finger.x, y: -finger.y)
        if !scrollsHorizontally || scrollState.lockedAxis == .vertical { velocity.x = 0 }
        if !scrollsVertically || scrollState.lockedAxis == .horizontal { velocity.y = 0 }
        if !isScrollEnabled { velocity = .zero }
        refreshControl?.applyRefreshInset()
        let offset = contentOffset
        let inRange = clampedContentOffset(offset) == offset
        var projectedBeyondEdge = false
        var target: CGPoint
        if !inRange {
            target = clampedContentOffset(offset)
        } else if isPagingEnabled {
            target = pagingTarget(from: offset, velocity: velocity)
        } else {
            let projected = projectedOffset(from: offset, velocity: velocity)
            target = clampedContentOffset(projected)
            projectedBeyondEdge = bounces && target != projected
            let adjusted = decelerationTarget(proposed: target, velocity: velocity)
            if adjusted != target, UIView.validate(adjusted, "targetContentOffset(forProposedContentOffset:withScrollingVelocity:)") {
                target = clampedContentOffset(adjusted)
                projectedBeyondEdge = false
            }
        }
        // UIKit reports the velocity in points per millisecond.
        var pointee = target
        delegate?.scrollViewWillEndDragging(self, withVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000),
                                            targetContentOffset: &pointee)
        if pointee != target {
            if UIView.validate(pointee, "targetContentOffset") { target = pointee }
            projectedBeyondEdge = false
        }
        scrollState.isDragging = false
        scrollState.lockedAxis = nil
        if (pan as? ScrollViewPanGestureRecognizer)?.scrollType != nil { scrollState.isTracking = false }
        let decelerate = target != offset
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerate)
        guard decelerate, window != nil || superview != nil else {
            if decelerate { contentOffset = target }
            return
        }
        delegate?.scrollViewWillBeginDecelerating(self)
        startDeceleration(velocity: velocity, target: target, projectedBeyondEdge: projectedBeyondEdge)
    }

    /// Ends a drag in progress (scrolling was turned off).
    func scrollEnabledDidChange() {
        guard !isScrollEnabled, let pan = scrollState.pan, pan.state == .began || pan.state == .changed else { return }
        pan.isEnabled = false
        pan.isEnabled = true
    }
}
