import CCairo
import Foundation

extension CGContext {
    /// Pushes a copy of the graphics state (CTM, clip, colors, line and shadow settings).
    public func saveGState() {
        cairo_save(cairo)
        savedStates.append(state)
    }

    /// Pops the graphics state saved by the matching ``saveGState()``; logs when unbalanced.
    public func restoreGState() {
        guard let saved = savedStates.popLast() else {
            cgLog("restoreGState: no saved state to restore")
            return
        }
        cairo_restore(cairo)
        state = saved
    }

    /// Sets the fill color.
    public func setFillColor(_ color: CGColor) { state.fillColor = color }

    /// Sets the stroke color.
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }

    /// Sets the fill color from RGB components in the device RGB space.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Sets the stroke color from RGB components in the device RGB space.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Sets the fill color to a gray level in the device gray space.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(gray: gray, alpha: alpha)
    }

    /// Sets the stroke color to a gray level in the device gray space.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(gray: gray, alpha: alpha)
    }

    /// Sets the global alpha multiplied into everything drawn (clamped to 0...1).
    public func setAlpha(_ alpha: CGFloat) {
        state.alpha = alpha.isNaN ? 1 : Swift.min(1, Swift.max(0, alpha))
    }

    /// Sets the stroke line width in user units.
    public func setLineWidth(_ width: CGFloat) {
        guard width >= 0, width.isFinite else { cgLog("setLineWidth(\(width)) ignored"); return }
        cairo_set_line_width(cairo, Double(width))
    }

    /// Sets how stroked line ends are drawn.
    public func setLineCap(_ cap: CGLineCap) {
        switch cap {
        case .butt: cairo_set_line_cap(cairo, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cairo, CAIRO_LINE_CAP_SQUARE)
        }
    }

    /// Sets how stroked corners are drawn.
    public func setLineJoin(_ join: CGLineJoin) {
        switch join {
        case .miter: cairo_set_line_join(cairo, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cairo, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cairo, CAIRO_LINE_JOIN_BEVEL)
        }
    }

    /// Sets the miter limit beyond which miter joins are beveled.
    public func setMiterLimit(_ limit: CGFloat) {
        guard limit.isFinite else { cgLog("setMiterLimit(\(limit)) ignored"); return }
        cairo_set_miter_limit(cairo, Double(limit))
    }

    /// Sets the dash pattern for strokes; empty `lengths` means solid lines.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        guard !lengths.isEmpty, lengths.allSatisfy({ $0 >= 0 && $0.isFinite }), lengths.contains(where: { $0 > 0 }) else {
            if !lengths.isEmpty { cgLog("setLineDash: invalid lengths \(lengths); dashing turned off") }
            cairo_set_dash(cairo, nil, 0, 0)
            return
        }
        let values = lengths.map(Double.init)
        values.withUnsafeBufferPointer { cairo_set_dash(cairo, $0.baseAddress, Int32($0.count), Double(phase)) }
    }

    /// Sets how accurately curves are flattened (Cairo's tolerance, in device pixels).
    public func setFlatness(_ flatness: CGFloat) {
        guard flatness > 0, flatness.isFinite else { return }
        cairo_set_tolerance(cairo, Double(Swift.max(0.01, flatness * 0.1)))
    }

    /// Turns antialiasing on or off for shapes drawn in this graphics state.
    public func setShouldAntialias(_ shouldAntialias: Bool) {
        state.shouldAntialias = shouldAntialias
        applyAntialias()
    }

    /// Allows or forbids antialiasing for the context.
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {
        state.allowsAntialiasing = allowsAntialiasing
        applyAntialias()
    }

    private func applyAntialias() {
        let on = state.shouldAntialias && state.allowsAntialiasing
        cairo_set_antialias(cairo, on ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
    }

    /// The quality used when images are scaled.
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolationQuality }
        set { state.interpolationQuality = newValue }
    }

    /// Sets how drawing combines with the destination.
    public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }
}
