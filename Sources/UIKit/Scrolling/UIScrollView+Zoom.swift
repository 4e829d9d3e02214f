import CoreGraphics
import Foundation

/// Zooming: the delegate's `viewForZooming(in:)` is scaled with its `transform` (as UIKit
/// does), placed at the content's origin, and `contentSize` becomes its scaled size.
/// `pinchGestureRecognizer` zooms about the fingers; past the limits the scale stretches
/// (with `bouncesZoom`) and bounces back on release.
extension UIScrollView {
    /// How long an animated zoom or a zoom bounce takes, in seconds.
    package static let zoomAnimationDuration: CFTimeInterval = 0.3

    /// The view the delegate zooms, if any.
    package var zoomingView: UIView? { delegate?.viewForZooming(in: self) }

    /// The current scale: the zoomed view's transform's horizontal scale (1 without one).
    package var currentZoomScale: CGFloat {
        guard let view = zoomingView else { return 1 }
        let t = view.transform
        return hypot(t.a, t.b)
    }

    /// Creates or removes the pinch recognizer as zooming becomes possible or not
    /// (`maximumZoomScale` above `minimumZoomScale`).
    func zoomLimitsDidChange() {
        let enabled = maximumZoomScale > minimumZoomScale
        if enabled, scrollState.pinch == nil {
            let pinch = UIPinchGestureRecognizer(target: nil, action: nil)
            pinch.addTarget(self, action: UIScrollView.handlePinch)
            scrollState.pinch = pinch
            pinch.isManagedByView = true
            addGestureRecognizer(pinch)
        } else if !enabled, let pinch = scrollState.pinch {
            removeGestureRecognizer(pinch)
            scrollState.pinch = nil
        }
    }

    /// Validates a zoom limit: finite and positive, else logged and refused.
    static func validZoomScale(_ scale: CGFloat, _ key: String) -> Bool {
        if scale.isFinite, scale > 0 { return true }
        UIView.log("\(key) \(scale) rejected: must be finite and positive")
        return false
    }

    /// Implements `setZoomScale(_:animated:)`: zooms about the centre of the visible area,
    /// the scale clamped to the limits.
    func setZoomScaleCore(_ scale: CGFloat, animated: Bool) {
        guard Self.validZoomScale(scale, "zoomScale"), let view = zoomingView else { return }
        let target = min(max(scale, minimumZoomScale), maximumZoomScale)
        let b = bounds
        let anchor = CGPoint(x: b.width / 2, y: b.height / 2)
        let point = convert(CGPoint(x: b.minX + anchor.x, y: b.minY + anchor.y), to: view)
        zoomAnimated(to: target, keeping: point, at: anchor, animated: animated, clamp: true)
    }

    /// Implements `zoom(to:animated:)`: the largest scale (within the limits) that shows
    /// `rect` (zoomed-view coordinates), centred.
    func zoomToRectCore(_ rect: CGRect, animated: Bool) {
        guard UIView.validate(rect, "zoom(to:)"), let view = zoomingView, rect.width > 0 || rect.height > 0 else { return }
        let b = bounds
        let fit = min(rect.width > 0 ? b.width / rect.width : .infinity, rect.height > 0 ? b.height / rect.height : .infinity)
        let target = min(max(fit, minimumZoomScale), maximumZoomScale)
        _ = view
        zoomAnimated(to: target, keeping: CGPoint(x: rect.midX, y: rect.midY), at: CGPoint(x: b.width / 2, y: b.height / 2),
                     animated: animated, clamp: true)
    }

    /// Zooms to `scale`, with `point` (zoomed-view coordinates) shown at `anchor` (a
    /// position in the visible area), animated on the media clock or at once.
    private func zoomAnimated(to scale: CGFloat, keeping point: CGPoint, at anchor: CGPoint, animated: Bool, clamp: Bool) {
        stopScrollAnimation()
        guard animated else {
            applyZoom(scale, keeping: point, at: anchor, clamp: clamp)
            return
        }
        let from = currentZoomScale, duration = Self.zoomAnimationDuration
        let startOffset = contentOffset
        let startAnchorPoint = CGPoint(x: (startOffset.x + anchor.x) / from, y: (startOffset.y + anchor.y) / from)
        scrollState.animation = ScrollAnimation(kind: .zoomAnimation, view: self, step: { [weak self] t in
            guard let self else { return true }
            let p = min(1, t / duration)
            let eased = 1 - (1 - p) * (1 - p) * (1 - p)
            let s = from + (scale - from) * eased
            let q = CGPoint(x: startAnchorPoint.x + (point.x - startAnchorPoint.x) * eased,
                            y: startAnchorPoint.y + (point.y - startAnchorPoint.y) * eased)
            self.applyZoom(s, keeping: q, at: anchor, clamp: clamp)
            return p >= 1
        }, completion: { [weak self] finished in
            guard let self else { return }
            self.scrollState.animation = nil
            self.scrollState.isZoomBouncing = false
            if finished { self.delegate?.scrollViewDidEndZooming(self, with: self.zoomingView, atScale: self.currentZoomScale) }
        })
    }

    /// Scales the zoomed view to `scale` at the content's origin, sets `contentSize` to its
    /// scaled size and scrolls so that `point` (its coordinates) shows at `anchor`.
    private func applyZoom(_ scale: CGFloat, keeping point: CGPoint, at anchor: CGPoint, clamp: Bool) {
        guard let view = zoomingView, scale.isFinite, scale > 0 else { return }
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        let size = CGSize(width: view.bounds.width * scale, height: view.bounds.height * scale)
        view.center = CGPoint(x: size.width / 2, y: size.height / 2)
        contentSize = size
        let offset = CGPoint(x: point.x * scale - anchor.x, y: point.y * scale - anchor.y)
        contentOffset = clamp ? clampedContentOffset(offset) : offset
        delegate?.scrollViewDidZoom(self)
    }

    /// The pinch's action: zooms about the fingers' centroid.
    func handlePinch(_ pinch: UIPinchGestureRecognizer) {
        guard let view = zoomingView else { return }
        switch pinch.state {
        case .began:
            stopScrollAnimation()
            scrollState.isZooming = true
            scrollState.zoomStartScale = currentZoomScale
            scrollState.zoomAnchorPoint = pinch.location(in: view)
            delegate?.scrollViewWillBeginZooming(self, with: view)
            followPinch(pinch)
        case .changed:
            followPinch(pinch)
        case .ended, .cancelled, .failed:
            guard scrollState.isZooming else { return }
            scrollState.isZooming = false
            let scale = currentZoomScale
            let limited = min(max(scale, minimumZoomScale), maximumZoomScale)
            let b = bounds
            let centroid = pinch.location(in: self)
            let anchor = CGPoint(x: centroid.x - b.minX, y: centroid.y - b.minY)
            if limited != scale || clampedContentOffset(contentOffset) != contentOffset {
                scrollState.isZoomBouncing = limited != scale
                zoomAnimated(to: limited, keeping: scrollState.zoomAnchorPoint, at: anchor, animated: true, clamp: true)
            } else {
                delegate?.scrollViewDidEndZooming(self, with: view, atScale: scale)
            }
        default: break
        }
    }

    private func followPinch(_ pinch: UIPinchGestureRecognizer) {
        var scale = scrollState.zoomStartScale * pinch.scale
        guard scale.isFinite, scale > 0 else { return }
        let lo = minimumZoomScale, hi = maximumZoomScale
        if bouncesZoom {
            // Past a limit the scale stretches: half the excess, in log terms.
            if scale > hi { scale = hi * pow(scale / hi, 0.5) }
            if scale < lo { scale = lo * pow(scale / lo, 0.5) }
        } else {
            scale = min(max(scale, lo), hi)
        }
        let b = bounds
        let centroid = pinch.location(in: self)
        applyZoom(scale, keeping: scrollState.zoomAnchorPoint, at: CGPoint(x: centroid.x - b.minX, y: centroid.y - b.minY), clamp: false)
    }
}
