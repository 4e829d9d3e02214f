import CCairo
import Foundation

extension CGContext {
    /// Sets a shadow of black at 1/3 alpha, as Apple's default, for what is drawn next.
    ///
    /// `offset` is in base space: in a raw bitmap context (origin bottom-left) a positive
    /// height moves the shadow up; in UIKit's contexts (`baseSpaceIsTopLeft`, as on
    /// iOS 3.2 and later) it moves the shadow down. `blur` is about twice the Gaussian's
    /// standard deviation, in base units; the CTM affects neither.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3.0))
    }

    /// Sets a shadow of `color` (nil turns shadows off) for what is drawn next.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard offset.width.isFinite, offset.height.isFinite, blur.isFinite else {
            cgLog("setShadow: non-finite offset or blur; shadow turned off")
            state.shadowOffset = nil; state.shadowColor = nil
            return
        }
        state.shadowOffset = offset
        state.shadowBlur = Swift.max(0, blur)
        state.shadowColor = color
    }

    /// Whether drawing now casts a visible shadow.
    package var hasVisibleShadow: Bool {
        guard let color = state.shadowColor, state.shadowOffset != nil else { return false }
        return color.rgba.alpha > 0 && state.alpha > 0
    }

    /// The shadow offset in device pixels.
    package var shadowDeviceOffset: CGSize {
        let offset = state.shadowOffset ?? .zero
        var v = offset.applying(baseTransform)
        if baseSpaceIsTopLeft {
            v.height = abs(CGSize(width: 0, height: offset.height).applying(baseTransform).height)
                * (offset.height < 0 ? -1 : 1)
        }
        return v
    }

    /// Renders the shadow of `draw`: its coverage is drawn into a temporary 8-bit surface,
    /// blurred with three box passes (a Gaussian approximation) and painted in the shadow
    /// color at the offset, through the blend mode and clip.
    package func drawShadow(deviceExtents: CGRect?, _ draw: (OpaquePointer) -> Void) {
        guard let color = state.shadowColor else { return }
        let offset = shadowDeviceOffset
        let scale = sqrt(abs(baseTransform.determinant))
        let sigma = state.shadowBlur / 2 * scale
        let radius = sigma > 0 ? Swift.max(1, Swift.min(CGContext.maximumBlurRadius, Int(saturating: (sqrt(4 * sigma * sigma + 1) - 1) / 2 + 0.5))) : 0
        let margin = CGFloat(3 * radius + 2)

        // Where the shadow can land (device clip), moved back to where its source lies.
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        cairo_restore(cairo)
        var region = CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
            .offsetBy(dx: -offset.width, dy: -offset.height)
            .insetBy(dx: -margin, dy: -margin)
        if let extents = deviceExtents { region = region.intersection(extents.insetBy(dx: -margin, dy: -margin)) }
        guard !region.isNull, !region.isEmpty, region.width.isFinite, region.height.isFinite,
              region.minX.isFinite, region.minY.isFinite else { return }
        region = region.integral
        let width = Int(saturating: region.width), height = Int(saturating: region.height)
        guard width <= CGContext.maximumPixelSide, height <= CGContext.maximumPixelSide,
              width * height <= CGContext.maximumPixelCount,
              let coverage = cgCreateImageSurface(CAIRO_FORMAT_A8, width, height) else {
            cgLog("setShadow: shadow area \(width)x\(height) too large; shadow skipped")
            return
        }
        defer { cairo_surface_destroy(coverage) }
        cairo_surface_set_device_offset(coverage, -Double(region.minX), -Double(region.minY))
        let tcr = cairo_create(coverage)!
        copyDrawingState(to: tcr)
        draw(tcr)
        cairo_destroy(tcr)
        cairo_surface_flush(coverage)
        cairo_surface_set_device_offset(coverage, 0, 0)
        if radius > 0, let pixels = cairo_image_surface_get_data(coverage) {
            CGContext.boxBlur(pixels, width: width, height: height,
                              stride: Int(cairo_image_surface_get_stride(coverage)), radius: radius)
        }
        cairo_surface_mark_dirty(coverage)
        let c = color.rgba
        composite { cr in
            cairo_identity_matrix(cr)
            cairo_set_source_rgba(cr, Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha))
            cairo_mask_surface(cr, coverage, Double(region.minX + offset.width), Double(region.minY + offset.height))
        }
    }

    /// Copies the matrix, current path and line/fill settings of the context to `cr`.
    package func copyDrawingState(to cr: OpaquePointer) {
        var m = cairo_matrix_t()
        cairo_get_matrix(cairo, &m)
        cairo_set_matrix(cr, &m)
        cairo_set_line_width(cr, cairo_get_line_width(cairo))
        cairo_set_line_cap(cr, cairo_get_line_cap(cairo))
        cairo_set_line_join(cr, cairo_get_line_join(cairo))
        cairo_set_miter_limit(cr, cairo_get_miter_limit(cairo))
        cairo_set_fill_rule(cr, cairo_get_fill_rule(cairo))
        cairo_set_tolerance(cr, cairo_get_tolerance(cairo))
        cairo_set_antialias(cr, cairo_get_antialias(cairo))
        let dashCount = Int(cairo_get_dash_count(cairo))
        if dashCount > 0 {
            var dashes = [Double](repeating: 0, count: dashCount)
            var phase = 0.0
            cairo_get_dash(cairo, &dashes, &phase)
            cairo_set_dash(cr, dashes, Int32(dashCount), phase)
        }
        if let path = cairo_copy_path(cairo) {
            if path.pointee.status == CAIRO_STATUS_SUCCESS { cairo_append_path(cr, path) }
            cairo_path_destroy(path)
        }
    }

    /// Blurs an 8-bit buffer in place with three horizontal and three vertical box passes.
    package static func boxBlur(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, radius: Int) {
        guard radius > 0, width > 0, height > 0 else { return }
        let longest = Swift.max(width, height)
        var line = [Int](repeating: 0, count: longest)
        var out = [Int](repeating: 0, count: longest)
        let window = 2 * radius + 1
        func pass(_ n: Int) {
            // Running-sum box filter with zero outside the line.
            var sum = 0
            for i in 0..<Swift.min(radius, n) { sum += line[i] }
            for i in 0..<n {
                let add = i + radius, remove = i - radius - 1
                if add < n { sum += line[add] }
                if remove >= 0 { sum -= line[remove] }
                out[i] = (sum + window / 2) / window
            }
            for i in 0..<n { line[i] = out[i] }
        }
        for y in 0..<height {
            let row = pixels + y * stride
            for x in 0..<width { line[x] = Int(row[x]) }
            pass(width); pass(width); pass(width)
            for x in 0..<width { row[x] = UInt8(Swift.min(255, line[x])) }
        }
        for x in 0..<width {
            for y in 0..<height { line[y] = Int(pixels[y * stride + x]) }
            pass(height); pass(height); pass(height)
            for y in 0..<height { pixels[y * stride + x] = UInt8(Swift.min(255, line[y])) }
        }
    }
}
