import CoreGraphics
import Foundation

extension UIView {
    /// Logs a rejected value (NaN or infinite geometry) on standard error, rate-limited.
    package static func log(_ message: String) {
        DiagnosticLog.write("UIKit", message)
    }

    /// Whether every component of `rect` is finite; logs and returns false otherwise.
    package static func validate(_ rect: CGRect, _ key: String) -> Bool {
        if rect.origin.x.isFinite, rect.origin.y.isFinite, rect.size.width.isFinite, rect.size.height.isFinite { return true }
        log("\(key) \(rect) rejected: values must be finite")
        return false
    }

    /// Whether both coordinates of `point` are finite; logs and returns false otherwise.
    package static func validate(_ point: CGPoint, _ key: String) -> Bool {
        if point.x.isFinite, point.y.isFinite { return true }
        log("\(key) \(point) rejected: values must be finite")
        return false
    }

    /// Sets up a newly created view: the layer's delegate and the initial frame.
    package func configureNewView(frame: CGRect) {
        layerStorage.delegate = self
        layerStorage.isOpaque = true
        if UIView.validate(frame, "frame") {
            layerStorage.frame = frame
        }
        // A view that needs constraint-based layout gets `updateConstraints` at the next
        // update-constraints pass even when it has no constraints of its own.
        if type(of: self).requiresConstraintBasedLayout { markNeedsUpdateConstraints() }
    }

    /// Implements the `frame` setter: sets the center and bounds size, autoresizes the
    /// subviews and marks layout when the size changed.
    package func setFrameValue(_ newValue: CGRect) {
        guard UIView.validate(newValue, "frame") else { return }
        let oldFrame = frame, oldBounds = bounds, oldCenter = center
        if extrasStorage?.observations != nil, newValue != oldFrame {
            willChangeObservable(.frame)
            if newValue.size != oldFrame.size { willChangeObservable(.bounds) }
            willChangeObservable(.center)
        }
        layerStorage.frame = newValue
        geometryDidChange(oldFrame: oldFrame, oldBounds: oldBounds, oldCenter: oldCenter)
    }

    /// Implements the `bounds` setter.
    package func setBoundsValue(_ newValue: CGRect) {
        guard UIView.validate(newValue, "bounds") else { return }
        let oldFrame = frame, oldBounds = bounds, oldCenter = center
        if extrasStorage?.observations != nil, newValue != oldBounds {
            willChangeObservable(.bounds)
            if newValue.size != oldBounds.size { willChangeObservable(.frame) }
        }
        layerStorage.bounds = newValue
        geometryDidChange(oldFrame: oldFrame, oldBounds: oldBounds, oldCenter: oldCenter)
    }

    /// Implements the `center` setter.
    package func setCenterValue(_ newValue: CGPoint) {
        guard UIView.validate(newValue, "center") else { return }
        let oldFrame = frame, oldBounds = bounds, oldCenter = center
        if extrasStorage?.observations != nil, newValue != oldCenter {
            willChangeObservable(.center)
            willChangeObservable(.frame)
        }
        layerStorage.position = newValue
        geometryDidChange(oldFrame: oldFrame, oldBounds: oldBounds, oldCenter: oldCenter)
    }

    /// Implements the `transform` setter (applied about the center; bounds and center stay).
    package func setTransformValue(_ newValue: CGAffineTransform) {
        let values = [newValue.a, newValue.b, newValue.c, newValue.d, newValue.tx, newValue.ty]
        guard values.allSatisfy(\.isFinite) else {
            UIView.log("transform \(newValue) rejected: values must be finite")
            return
        }
        let oldFrame = frame
        willChangeObservable(.transform)
        if extrasStorage?.observations != nil, newValue != transform { willChangeObservable(.frame) }
        layerStorage.setAffineTransform(newValue)
        didChangeObservable(.transform)
        if frame != oldFrame { didChangeObservable(.frame) }
        finishObservableChanges()
        superviewStorage?.subviewGeometryDidChange()
        TranslatingViewChecks.geometryDidChange(of: self, sizeChanged: false)
    }

    /// Implements the `transform3D` setter.
    package func setTransform3DValue(_ newValue: CATransform3D) {
        let oldFrame = frame
        willChangeObservable(.transform)
        if extrasStorage?.observations != nil, !CATransform3DEqualToTransform(newValue, layerStorage.transform) { willChangeObservable(.frame) }
        layerStorage.transform = newValue
        didChangeObservable(.transform)
        if frame != oldFrame { didChangeObservable(.frame) }
        finishObservableChanges()
        TranslatingViewChecks.geometryDidChange(of: self, sizeChanged: false)
    }

    /// Implements the `contentScaleFactor` setter: redraws drawn content at the new scale.
    package func setContentScaleFactorValue(_ newValue: CGFloat) {
        guard newValue > 0, newValue.isFinite else {
            UIView.log("contentScaleFactor \(newValue) rejected: must be positive and finite")
            return
        }
        guard newValue != layerStorage.contentsScale else { return }
        layerStorage.contentsScale = newValue
        if hasDisplayedOnce, !layerStorage.contentsWereSetExplicitly { setNeedsDisplay() }
    }

    /// Gives the view the scale of the screen it is shown on. Image views keep their
    /// image's scale, as in UIKit (their layer's `contentsScale` is the image's `scale`).
    package func adoptScreenScale(_ scale: CGFloat) {
        guard !(self is UIImageView), layerStorage.contentsScale != scale else { return }
        setContentScaleFactorValue(scale)
    }

    /// What follows a change of center or bounds: autoresizing (synchronous, as UIKit's
    /// setters do it), layout marking, first display, observers, safe-area updates.
    package func geometryDidChange(oldFrame: CGRect, oldBounds: CGRect, oldCenter: CGPoint) {
        let newBounds = bounds
        TranslatingViewChecks.geometryDidChange(of: self, sizeChanged: newBounds.size != oldBounds.size)
        if newBounds.size != oldBounds.size {
            // A window's root view controller hears the size change before its view follows.
            let window = self as? UIWindow
            let sizeTransition = window?.beginSizeTransition(to: newBounds.size)
            if autoresizesSubviews, !subviewStorage.isEmpty {
                autoresizeSubviewsDepthSafe(fromOldSize: oldBounds.size)
            }
            window?.endSizeTransition(sizeTransition, oldWidth: oldBounds.width)
            setNeedsLayout()
            if !hasDisplayedOnce, windowStorage != nil { scheduleFirstDisplayIfNeeded() }
        }
        if let observations = extrasStorage?.observations, !observations.isEmpty {
            if newBounds != oldBounds { didChangeObservable(.bounds) }
            if center != oldCenter { didChangeObservable(.center) }
            let newFrame = frame
            if newFrame != oldFrame { didChangeObservable(.frame) }
            finishObservableChanges()
        }
        if windowStorage != nil, frame != oldFrame || newBounds != oldBounds {
            superviewStorage?.subviewGeometryDidChange()
            updateSafeAreaAfterGeometryChange()
        }
    }

    /// Called on the superview when a subview's frame changed (margins that reach into
    /// subviews may change); currently nothing beyond safe-area propagation needs it.
    package func subviewGeometryDidChange() {}

    /// The transform from the view's bounds coordinates to its superview's (the coordinate
    /// space its frame is in): bounds origin, anchor point, transform, position.
    package var transformToSuperview: CGAffineTransform {
        let l = layerStorage
        let b = l.bounds
        let anchor = l.anchorPoint
        let t = l.affineTransform()
        let position = l.position
        return CGAffineTransform(translationX: -b.minX - anchor.x * b.width, y: -b.minY - anchor.y * b.height)
            .concatenating(t)
            .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
    }

    /// Converts a point from the superview's coordinates into this view's bounds coordinates.
    package func convertFromSuperview(_ point: CGPoint) -> CGPoint {
        let l = layerStorage
        let t = l.affineTransform()
        let b = l.bounds
        if t.isIdentity {
            let anchor = l.anchorPoint, position = l.position
            return CGPoint(x: point.x - position.x + anchor.x * b.width + b.minX,
                           y: point.y - position.y + anchor.y * b.height + b.minY)
        }
        return point.applying(transformToSuperview.inverted())
    }

    /// The transform from this view's coordinates to the top of its tree and that top:
    /// the window's coordinates in a window (screen coordinates when `throughWindow`),
    /// otherwise the coordinate space the root view's frame is in.
    package func transformToTop(throughWindow: Bool) -> (transform: CGAffineTransform, top: UIView) {
        var m = CGAffineTransform.identity
        var view: UIView = self
        while let parent = view.superviewStorage {
            m = m.concatenating(view.transformToSuperview)
            view = parent
        }
        if !(view is UIWindow) || throughWindow {
            m = m.concatenating(view.transformToSuperview)
        }
        return (m, view)
    }

    /// The transform from this view's coordinates to `view`'s (the window's when nil).
    package func transform(to view: UIView?) -> CGAffineTransform {
        let (mine, myTop) = transformToTop(throughWindow: false)
        guard let view else { return mine }
        if view === self { return .identity }
        let (theirs, theirTop) = view.transformToTop(throughWindow: false)
        if myTop === theirTop { return mine.concatenating(theirs.inverted()) }
        let (myScreen, _) = transformToTop(throughWindow: true)
        let (theirScreen, _) = view.transformToTop(throughWindow: true)
        return myScreen.concatenating(theirScreen.inverted())
    }

    /// Implements `convert(_:to:)` for points.
    package func convertPointCore(_ point: CGPoint, to view: UIView?) -> CGPoint {
        point.applying(transform(to: view))
    }

    /// Implements `convert(_:from:)` for points.
    package func convertPointCore(_ point: CGPoint, from view: UIView?) -> CGPoint {
        if let view { return point.applying(view.transform(to: self)) }
        return point.applying(transform(to: nil).inverted())
    }

    /// Implements `convert(_:to:)` for rectangles (the bounding box of the corners).
    package func convertRectCore(_ rect: CGRect, to view: UIView?) -> CGRect {
        rect.applying(transform(to: view))
    }

    /// Implements `convert(_:from:)` for rectangles.
    package func convertRectCore(_ rect: CGRect, from view: UIView?) -> CGRect {
        if let view { return rect.applying(view.transform(to: self)) }
        return rect.applying(transform(to: nil).inverted())
    }

    /// The transform from this view's coordinates to the screen's (through its window's frame).
    package var transformToScreen: CGAffineTransform { transformToTop(throughWindow: true).transform }

    /// The transform from this window's coordinates to `window`'s (the screen's when nil),
    /// for UIWindow's `convert(_:to:)`/`convert(_:from:)` overloads taking windows.
    package func transform(toWindow window: UIWindow?) -> CGAffineTransform {
        guard let window else { return transformToScreen }
        if window === self { return .identity }
        return transformToScreen.concatenating(window.transformToScreen.inverted())
    }

    /// Implements `sizeToFit()`: keeps the origin, takes `sizeThatFits(bounds.size)`.
    package func resizeToFittingSize() {
        let fitting = sizeThatFits(bounds.size)
        guard fitting.width.isFinite, fitting.height.isFinite else {
            UIView.log("sizeToFit: sizeThatFits returned \(fitting); ignored")
            return
        }
        var f = frame
        f.size = CGSize(width: max(0, fitting.width), height: max(0, fitting.height))
        frame = f
    }
}
