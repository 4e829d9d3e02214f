import CoreGraphics
import Foundation

extension UIBezierPath {
    /// Fills the path's interior in the current UIGraphics context with the context's fill
    /// color and the path's fill rule; does nothing without a current context. The context's
    /// graphics state is unchanged afterwards.
    public func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setFlatness(flatness)
        context.addPath(path)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        context.restoreGState()
    }

    /// Fills the path with the context's fill color, `blendMode` and opacity `alpha`.
    public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        fill()
        context.restoreGState()
    }

    /// Strokes the path in the current UIGraphics context with the context's stroke color and
    /// the path's line width, cap, join, miter limit and dash pattern; the context's graphics
    /// state is unchanged afterwards.
    public func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        applyStrokeAttributes(to: context)
        context.addPath(path)
        context.strokePath()
        context.restoreGState()
    }

    /// Strokes the path with `blendMode` and opacity `alpha`.
    public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        stroke()
        context.restoreGState()
    }

    /// Intersects the current context's clip with the path's interior (fill rule applies).
    /// The clip lasts until the context's graphics state is restored.
    public func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.addPath(path)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Sets the line width, cap, join, miter limit, flatness and dashes on `context`.
    package func applyStrokeAttributes(to context: CGContext) {
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.setFlatness(flatness)
        context.setLineDash(phase: dashPhase, lengths: dashPattern)
    }
}
