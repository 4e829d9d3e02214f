import CoreGraphics
import Foundation

/// Recognizes dragging: between `minimumNumberOfTouches` and `maximumNumberOfTouches`
/// fingers moving more than 10 points (the hysteresis). Continuous; `translation(in:)`
/// is measured from where the fingers touched down (so content follows the finger
/// exactly), `velocity(in:)` over the last 100 ms. Wheel and trackpad scrolling drive it
/// too when `allowedScrollTypesMask` allows (the translation is the scrolled distance).
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest fingers (default 1).
    open var minimumNumberOfTouches: Int = 1
    /// The most fingers (default `Int.max`).
    open var maximumNumberOfTouches: Int = Int.max
    /// The scrolling input accepted (default none, as in UIKit; scroll views allow all).
    open var allowedScrollTypesMask: UIScrollTypeMask = []

    /// The movement before the pan begins, in points.
    public static let hysteresis: CGFloat = 10

    /// The translation origin in window coordinates (the centroid it is measured from).
    package var panOrigin: CGPoint = .zero
    /// The accumulated translation in window coordinates (re-based when fingers change).
    package var translationBase: CGPoint = .zero
    /// The translation set by `setTranslation`, in window coordinates.
    package var velocityTracker = VelocityTracker()
    /// The scroll translation when scrolling drives the pan.
    package var scrollTranslation: CGPoint?
    package var lastTouchCount = 0

    /// The translation of the pan in `view`'s coordinate system (its scale and rotation).
    open func translation(in view: UIView?) -> CGPoint { panTranslation(in: view) }

    /// Sets the translation (the next changes are measured from it).
    open func setTranslation(_ translation: CGPoint, in view: UIView?) { setPanTranslation(translation, in: view) }

    /// The velocity in points per second in `view`'s coordinate system.
    open func velocity(in view: UIView?) -> CGPoint { panVelocity(in: view) }

    /// Updates the pan for the fingers now down.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { panTouchesChanged(event) }
    /// Begins the pan once the fingers move past the hysteresis, then reports the translation.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { panTouchesMoved(event) }
    /// Ends the pan when too few fingers remain (or fails it if it never began).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { panTouchesEnded(touches, event) }
    /// Pans by the scrolled distance of a wheel or trackpad scroll, when the scroll type is allowed.
    open override func handleScroll(_ event: UIEvent) { panHandleScroll(event) }

    /// Whether a touch that began at `location` (window coordinates) may start the pan
    /// (subclasses such as the screen-edge pan restrict it; default true).
    open func shouldBeginPan(touchAt location: CGPoint) -> Bool { true }

    /// Clears the translation and velocity for the next gesture.
    open override func reset() {
        super.reset()
        panOrigin = .zero
        translationBase = .zero
        velocityTracker.reset()
        scrollTranslation = nil
        lastTouchCount = 0
    }
}

extension UIPanGestureRecognizer {
    /// The current translation in window coordinates.
    package var windowTranslation: CGPoint {
        if let scrollTranslation { return scrollTranslation }
        let c = centroidLocation(in: nil)
        return CGPoint(x: translationBase.x + c.x - panOrigin.x, y: translationBase.y + c.y - panOrigin.y)
    }

    /// Converts a window-space vector into `view`'s coordinates (through its transforms).
    package func vector(_ v: CGPoint, toView view: UIView?) -> CGPoint {
        guard let view, view !== view.windowStorage ?? viewStorage?.windowStorage else { return v }
        let a = view.convert(CGPoint.zero, from: nil), b = view.convert(v, from: nil)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    package func panTranslation(in view: UIView?) -> CGPoint { vector(windowTranslation, toView: view) }

    package func setPanTranslation(_ translation: CGPoint, in view: UIView?) {
        var t = translation
        if let view, view !== view.windowStorage {
            let a = view.convert(CGPoint.zero, to: nil), b = view.convert(translation, to: nil)
            t = CGPoint(x: b.x - a.x, y: b.y - a.y)
        }
        guard t.x.isFinite, t.y.isFinite else { UIView.log("setTranslation(\(translation)) rejected: not finite"); return }
        if scrollTranslation != nil { scrollTranslation = t; return }
        translationBase = t
        panOrigin = centroidLocation(in: nil)
    }

    package func panVelocity(in view: UIView?) -> CGPoint {
        guard stateStorage == .began || stateStorage == .changed || stateStorage == .ended else { return .zero }
        return vector(velocityTracker.velocity, toView: view)
    }

    /// Fingers were added: the translation continues from where it is (re-based centroid).
    func panTouchesChanged(_ event: UIEvent) {
        if lastTouchCount == 0 {
            panOrigin = centroidLocation(in: nil)
            translationBase = .zero
            if let first = trackedTouches.first, !shouldBeginPan(touchAt: first.startWindowLocation) { state = .failed; return }
        } else {
            let current = CGPoint(x: translationBase.x + lastCentroid.x - panOrigin.x, y: translationBase.y + lastCentroid.y - panOrigin.y)
            panOrigin = centroidLocation(in: nil)
            translationBase = current
        }
        lastTouchCount = trackedTouches.count
        if numberOfTouches > maximumNumberOfTouches {
            if stateStorage == .possible { state = .failed }
        }
        velocityTracker.add(windowTranslation, at: event.timestamp)
    }

    func panTouchesMoved(_ event: UIEvent) {
        let translation = windowTranslation
        velocityTracker.add(translation, at: event.timestamp)
        switch stateStorage {
        case .possible:
            guard numberOfTouches >= minimumNumberOfTouches, numberOfTouches <= maximumNumberOfTouches else { return }
            if hypot(translation.x, translation.y) > Self.hysteresis { state = .began }
        case .began, .changed:
            state = .changed
        default: break
        }
    }

    func panTouchesEnded(_ touches: Set<UITouch>, _ event: UIEvent) {
        let remaining = trackedTouches.filter { t in !touches.contains(t) }
        if remaining.isEmpty || remaining.count < minimumNumberOfTouches {
            endOrFailForLiftedTouches()
            return
        }
        // Fingers remain: re-base so the translation does not jump.
        let current = windowTranslation
        let sum = remaining.reduce(CGPoint.zero) { CGPoint(x: $0.x + $1.windowLocation.x, y: $0.y + $1.windowLocation.y) }
        panOrigin = CGPoint(x: sum.x / CGFloat(remaining.count), y: sum.y / CGFloat(remaining.count))
        translationBase = current
        lastTouchCount = remaining.count
    }

    func panHandleScroll(_ event: UIEvent) {
        if scrollTranslation == nil { scrollTranslation = .zero; lastCentroid = event.scrollLocation }
        let t = scrollTranslation!
        let next = CGPoint(x: t.x + event.scrollDelta.dx, y: t.y + event.scrollDelta.dy)
        scrollTranslation = next
        velocityTracker.add(next, at: event.timestamp)
        switch stateStorage {
        case .possible:
            if event.scrollEnded { state = .failed } else { state = .began }
        case .began, .changed:
            state = event.scrollEnded ? .ended : .changed
        default: break
        }
    }
}

/// A pan that begins only when the touch starts near an edge of the window
/// (within 20 points of an edge in `edges`).
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges the pan may start from (default none).
    open var edges: UIRectEdge = []

    /// How close to the edge a touch must start, in points.
    public static let edgeWidth: CGFloat = 20

    /// Allows the pan only when the touch starts within `edgeWidth` of one of the `edges`.
    open override func shouldBeginPan(touchAt location: CGPoint) -> Bool {
        guard let window = viewStorage?.windowStorage ?? (viewStorage as? UIWindow) else { return false }
        let b = window.bounds
        let w = Self.edgeWidth
        return (edges.contains(.left) && location.x - b.minX <= w) || (edges.contains(.right) && b.maxX - location.x <= w)
            || (edges.contains(.top) && location.y - b.minY <= w) || (edges.contains(.bottom) && b.maxY - location.y <= w)
    }
}
