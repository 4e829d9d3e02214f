import CCairo
import CoreGraphics
import Foundation

extension CALayer {
    /// Marks the whole layer for redisplay; `display()` runs at the next commit, never now.
    package func markWholeLayerForDisplay() {
        setNeedsDisplay(CGRect(origin: bounds.origin, size: bounds.size))
    }

    /// Marks `r` (bounds coordinates) for redisplay: only that part of the backing image is
    /// cleared and redrawn at the next commit.
    package func markForDisplay(_ r: CGRect) {
        guard CALayer.validate(r, key: "setNeedsDisplay rect") else { return }
        dirtyRect = dirtyRect.union(r)
        if !needsDisplayFlag {
            needsDisplayFlag = true
            LayerUpdateQueue.shared.enqueueDisplay(self)
        }
    }

    /// Updates the contents: the delegate's `display(_:)` when it has one, otherwise a
    /// backing image sized bounds x contentsScale filled by `draw(in:)`.
    package func runDisplay() {
        if let delegate, !isDisplayingPresentation {
            isDrawingContents = true
            delegate.display(self)
            isDrawingContents = false
            if needsDisplayFlag, !LayerUpdateQueue.shared.isDeferred(self) { needsDisplayFlag = false; dirtyRect = .null }
        } else {
            displayWithBackingImage()
        }
    }

    /// The largest backing image side, in pixels, that display will allocate.
    package static let maximumBackingDimension = 16_384

    /// Creates (or updates the dirty part of) the backing image and stores it in `contents`.
    package func displayWithBackingImage() {
        let scale = contentsScale
        let pixelWidth = Int(pixelsCovering: bounds.width, scale: scale)
        let pixelHeight = Int(pixelsCovering: bounds.height, scale: scale)
        // Taken before drawing, so that `setNeedsDisplay` from `draw(_:)` marks the next frame.
        let dirty = dirtyRect
        needsDisplayFlag = false
        dirtyRect = .null
        guard pixelWidth > 0, pixelHeight > 0 else {
            setBackingImage(nil)
            return
        }
        guard pixelWidth <= CALayer.maximumBackingDimension, pixelHeight <= CALayer.maximumBackingDimension else {
            CALayer.log("display: backing image \(pixelWidth)x\(pixelHeight) px for \(self) exceeds \(CALayer.maximumBackingDimension) px per side; not drawn")
            setBackingImage(nil)
            return
        }
        delegate?.layerWillDraw(self)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))!
        defer { cairo_surface_destroy(surface) }
        var drawRect = CGRect(origin: bounds.origin, size: bounds.size)
        if let previous = contentsImage, !contentsWereSetExplicitly,
           previous.width == pixelWidth, previous.height == pixelHeight,
           !dirty.isNull, !dirty.contains(drawRect) {
            // Keep what was drawn outside the dirty rect.
            let copy = cairo_create(surface)!
            cairo_set_source_surface(copy, previous.surface, 0, 0)
            cairo_set_operator(copy, CAIRO_OPERATOR_SOURCE)
            cairo_paint(copy)
            cairo_destroy(copy)
            drawRect = dirty.intersection(drawRect)
        }
        let context = CALayer.drawingContext(surface: surface, pixelHeight: pixelHeight, origin: bounds.origin,
                                             scale: scale, clip: drawRect)
        if drawRect != CGRect(origin: bounds.origin, size: bounds.size) {
            cairo_save(context.cairo)
            cairo_set_operator(context.cairo, CAIRO_OPERATOR_CLEAR)
            cairo_paint(context.cairo)
            cairo_restore(context.cairo)
        }
        drawContents(in: context)
        cairo_surface_flush(surface)
        let localDamage = drawRect
        setBackingImage(CGImage(adoptingSurface: cairo_surface_reference(surface)), damage: localDamage)
    }

    /// A context over `surface` (`pixelHeight` pixels tall) with UIKit-style user space: y
    /// down, layer coordinates with `origin` at the surface's top-left, `scale` pixels per
    /// point, clipped to `clip` (layer coordinates).
    package static func drawingContext(surface: OpaquePointer, pixelHeight: Int, origin: CGPoint,
                                       scale: CGFloat, clip: CGRect) -> CGContext {
        let flip = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(pixelHeight))
        let context = CGContext(cairoSurface: surface, baseTransform: flip)
        var userToDevice = CGContext.cairoMatrix(
            CGAffineTransform(translationX: -origin.x, y: -origin.y).concatenating(CGAffineTransform(scaleX: scale, y: scale)))
        cairo_set_matrix(context.cairo, &userToDevice)
        cairo_rectangle(context.cairo, Double(clip.minX), Double(clip.minY), Double(clip.width), Double(clip.height))
        cairo_clip(context.cairo)
        return context
    }

    /// Runs `draw(in:)` into `context`, marked as drawing contents.
    package func drawContents(in context: CGContext) {
        let wasDrawing = isDrawingContents
        isDrawingContents = true
        draw(in: context)
        isDrawingContents = wasDrawing
    }

    /// Stores a drawn backing image without counting as an explicit `contents` assignment
    /// and without implicit animation; only `damage` (bounds coordinates) is redrawn.
    package func setBackingImage(_ image: CGImage?, damage: CGRect? = nil) {
        isSettingBackingImage = true
        contents = image
        isSettingBackingImage = false
        contentsWereSetExplicitly = false
        noteContentChange(in: damage ?? CGRect(origin: bounds.origin, size: bounds.size))
    }
}
