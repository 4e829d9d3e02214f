import CCairo
import CoreGraphics
import Foundation

/// Per-class knowledge about drawing: classes whose `draw(_:)` turned out to be UIView's
/// (they get no backing image at all, as in UIKit, which skips views without `drawRect:`).
@MainActor
package enum UIViewDrawingRegistry {
    /// Classes found not to draw anything.
    package static var nonDrawingClasses: Set<ObjectIdentifier> = []
    /// Set by `UIView.draw(_:)` while a display runs: the base implementation was reached.
    package static var defaultDrawWasCalled = false
}

extension UIView {
    /// Records that UIView's own (empty) `draw(_:)` ran.
    package func noteDefaultDrawCalled() {
        UIViewDrawingRegistry.defaultDrawWasCalled = true
    }

    /// Whether the view's class may draw content (unknown classes are tried once).
    package var classMayDraw: Bool {
        !UIViewDrawingRegistry.nonDrawingClasses.contains(ObjectIdentifier(type(of: self)))
    }

    /// Implements `setNeedsDisplay()` / `setNeedsDisplay(_:)`: marks the layer when the
    /// view is on screen with a size, otherwise remembers the request for when it is.
    package func markNeedsDisplay(_ rect: CGRect?) {
        if let rect, !UIView.validate(rect, "setNeedsDisplay rect") { return }
        explicitDisplayRequested = true
        guard isOnScreenForDisplay, bounds.width > 0, bounds.height > 0 else {
            displayRequestedOffscreen = true
            return
        }
        if let rect, hasDisplayedOnce {
            layerStorage.setNeedsDisplay(rect)
        } else {
            layerStorage.setNeedsDisplay()
        }
    }

    /// Whether the view is in a window (or masks a view that is), so it may draw.
    package var isOnScreenForDisplay: Bool {
        if hostingWindow != nil { return true }
        var owner = layerStorage.maskOwner
        while let layer = owner {
            if let view = layer.delegate as? UIView { return view.isOnScreenForDisplay }
            owner = layer.superlayer
        }
        return false
    }

    /// Marks the layer for its first display when the view arrives on screen with a
    /// non-zero size (also for hidden or transparent views), or for a display requested
    /// while it was off screen.
    package func scheduleFirstDisplayIfNeeded() {
        guard bounds.width > 0, bounds.height > 0 else { return }
        if displayRequestedOffscreen {
            displayRequestedOffscreen = false
            layerStorage.setNeedsDisplay()
            return
        }
        guard !hasDisplayedOnce, classMayDraw, !layerStorage.contentsWereSetExplicitly else { return }
        layerStorage.setNeedsDisplay()
    }

    /// The view's display: draws through `draw(_:)` into the layer's backing image,
    /// unless the view is off screen, has no size, or its contents were set explicitly
    /// since the last `setNeedsDisplay()`.
    package func displayLayerContents() {
        guard isOnScreenForDisplay else { displayRequestedOffscreen = true; return }
        if layerStorage.contentsWereSetExplicitly && !explicitDisplayRequested { return }
        guard bounds.width > 0, bounds.height > 0 else { return }
        explicitDisplayRequested = false
        UIViewDrawingRegistry.defaultDrawWasCalled = false
        layerStorage.displayWithBackingImage()
        hasDisplayedOnce = true
        if UIViewDrawingRegistry.defaultDrawWasCalled, let image = layerStorage.contents as? CGImage,
           image.isFullyTransparent {
            UIViewDrawingRegistry.nonDrawingClasses.insert(ObjectIdentifier(type(of: self)))
            layerStorage.setBackingImage(nil)
        }
        UIViewDrawingRegistry.defaultDrawWasCalled = false
    }

    /// Draws the layer's backing image: pushes the context, calls `draw(_:)` with the
    /// rectangle being redrawn.
    package func drawLayerContents(of layer: ObjectIdentifier, bounds layerBounds: CGRect, in ctx: CGContext) {
        ctx.baseSpaceIsTopLeft = true
        // A presentation copy drawing a frame of `.allowAnimatedContent` has the shown bounds.
        let area = layer == ObjectIdentifier(layerStorage) ? bounds : layerBounds
        let rect = ctx.boundingBoxOfClipPath.intersection(area)
        UIGraphicsPushContext(ctx)
        traitCollection.performAsCurrent { draw(rect.isNull ? area : rect) }
        UIGraphicsPopContext()
    }

    /// Whether the view draws its own content (`draw(_:)`), so that `.allowAnimatedContent`
    /// redraws it on every frame of its animations instead of stretching the last drawing.
    package var drawsLiveAnimatedContent: Bool {
        classMayDraw && hasDisplayedOnce && !layerStorage.contentsWereSetExplicitly
    }

    /// Implements the `backgroundColor` setter (dynamic colors resolve with the view's traits,
    /// and again when its appearance style changes).
    package func setBackgroundColorValue(_ newValue: UIColor?) {
        noteAppearanceProperty("backgroundColor") { (view: UIView) in view.backgroundColor = newValue }
        willChangeObservable(.backgroundColor)
        backgroundColorStorage = newValue
        if let newValue, newValue.isDynamic { layerStorage.backgroundColor = newValue.resolvedColor(with: traitCollection).cgColor }
        else { layerStorage.backgroundColor = newValue?.cgColor }
        didChangeObservable(.backgroundColor)
    }

    /// Implements the `alpha` setter (clamped to 0...1; NaN rejected).
    package func setAlphaValue(_ newValue: CGFloat) {
        guard !newValue.isNaN else { UIView.log("alpha NaN rejected"); return }
        willChangeObservable(.alpha)
        alphaStorage = min(max(newValue, 0), 1)
        layerStorage.opacity = Float(alphaStorage)
        didChangeObservable(.alpha)
    }

    /// Implements the `contentMode` setter: content placement and redraw-on-resize.
    package func setContentModeValue(_ newValue: ContentMode) {
        willChangeObservable(.contentMode)
        contentModeStorage = newValue
        layerStorage.needsDisplayOnBoundsChange = newValue == .redraw
        layerStorage.contentsGravity = UIView.gravity(for: newValue)
        didChangeObservable(.contentMode)
    }

    /// The layer gravity matching a content mode (UIKit's contexts are y-down, as ours).
    package static func gravity(for mode: ContentMode) -> CALayerContentsGravity {
        switch mode {
        case .scaleToFill, .redraw: return .resize
        case .scaleAspectFit: return .resizeAspect
        case .scaleAspectFill: return .resizeAspectFill
        case .center: return .center
        case .top: return .top
        case .bottom: return .bottom
        case .left: return .left
        case .right: return .right
        case .topLeft: return .topLeft
        case .topRight: return .topRight
        case .bottomLeft: return .bottomLeft
        case .bottomRight: return .bottomRight
        }
    }

    /// Implements the `mask` setter: the mask view's layer becomes the layer's mask.
    package func setMaskView(_ newValue: UIView?) {
        if let newValue, newValue.superviewStorage != nil {
            UIView.log("a mask view must not have a superview; removing it from its superview")
            newValue.removeFromSuperview()
        }
        extras.maskView = newValue
        layerStorage.mask = newValue?.layerStorage
        if let newValue, isOnScreenForDisplay { newValue.scheduleFirstDisplayIfNeeded() }
    }

    /// The "no action" answer, shared: property sets outside animation blocks ask for it
    /// on every change of a view's layer.
    nonisolated static let noAction = NSNull()

    /// The action of a layer property: an animation inside an animation block
    /// (`ViewAnimationContext`), else `NSNull()` (views never animate implicitly).
    nonisolated package func layerAction(for layer: CALayer, forKey event: String) -> CAAction? {
        guard let action = ViewAnimationContext.action(forKey: event) else { return UIView.noAction }
        // A drawn layer animates; the isolation check is made only for a layer never drawn.
        if layer.renderRecord.compositor != nil { return action }
        let animates = MainActor.assumeIsolated { ViewAnimationContext.animatesFirstAppearance(of: self) }
        return animates ? action : UIView.noAction
    }
}

extension CGImage {
    /// Whether every pixel has zero alpha (the image of a `draw(_:)` that drew nothing).
    package var isFullyTransparent: Bool {
        cairo_surface_flush(surface)
        guard cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32,
              let data = cairo_image_surface_get_data(surface) else { return false }
        let stride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<height {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width where row[x] != 0 { return false }
        }
        return true
    }
}

extension UIView: CALayerDelegate {
    /// Displays the layer through the view's drawing rules (SPEC §5).
    nonisolated public func display(_ layer: CALayer) {
        MainActor.assumeIsolated { displayLayerContents() }
    }

    /// Draws the layer's content by calling the view's `draw(_:)`.
    nonisolated public func draw(_ layer: CALayer, in ctx: CGContext) {
        let id = ObjectIdentifier(layer), layerBounds = layer.bounds
        MainActor.assumeIsolated { drawLayerContents(of: id, bounds: layerBounds, in: ctx) }
    }

    /// Lays out the view (`layoutSubviews` with its view controller's callbacks) when
    /// the layer lays out its sublayers.
    nonisolated public func layoutSublayers(of layer: CALayer) {
        MainActor.assumeIsolated { performLayoutSubviews() }
    }

    /// Returns `NSNull()`: views' layers never animate implicitly (animation blocks come
    /// through `layerAction(for:forKey:)`).
    nonisolated public func action(for layer: CALayer, forKey event: String) -> CAAction? {
        layerAction(for: layer, forKey: event)
    }
}
