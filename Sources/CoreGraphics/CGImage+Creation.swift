import CCairo
import Foundation

extension CGImage {
    /// Creates an image from pixels in a data provider, rows top first.
    ///
    /// Supported (8 bits per component): 32 bits per pixel RGB with any alpha placement
    /// (premultiplied or not, first or last, skipped) in the default/big or
    /// `byteOrder32Little` order; 24-bit RGB; 8-bit gray; 16-bit gray + alpha (alpha
    /// last); 8-bit `alphaOnly`. `decode` maps each component (alpha included) linearly
    /// from [0, 1] to [decode[2i], decode[2i+1]]. Returns nil, with a log line, for
    /// unsupported layouts, too little data and absurd sizes.
    public convenience init?(width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
                             space: CGColorSpace, bitmapInfo: CGBitmapInfo, provider: CGDataProvider,
                             decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        func refuse(_ reason: String) {
            cgLog("CGImage(width:\(width) height:\(height) bitsPerComponent:\(bitsPerComponent) bitsPerPixel:\(bitsPerPixel) bytesPerRow:\(bytesPerRow)) refused: \(reason)")
        }
        guard width > 0, height > 0 else { refuse("width and height must be positive"); return nil }
        guard width <= CGContext.maximumPixelSide, height <= CGContext.maximumPixelSide,
              width * height <= CGContext.maximumPixelCount else {
            refuse("size exceeds \(CGContext.maximumPixelSide) pixels per side or 2^28 pixels"); return nil
        }
        guard bitsPerComponent == 8 else { refuse("only 8 bits per component are supported"); return nil }
        guard let alpha = bitmapInfo.alphaInfo, !bitmapInfo.contains(.floatComponents) else {
            refuse("unsupported bitmap info \(bitmapInfo.rawValue)"); return nil
        }
        guard let reader = PixelReader(bitsPerPixel: bitsPerPixel, model: space.model, alpha: alpha,
                                       order: bitmapInfo.rawValue & CGBitmapInfo.byteOrderMask.rawValue) else {
            refuse("unsupported layout: \(bitsPerPixel) bits per pixel, \(space.model), \(alpha)"); return nil
        }
        let rowBytes = width * bitsPerPixel / 8
        guard bytesPerRow >= rowBytes else { refuse("bytesPerRow is smaller than a row"); return nil }
        guard bytesPerRow <= 1 << 20 else { refuse("bytesPerRow is absurdly large"); return nil }
        guard let data = provider.data, data.count >= bytesPerRow * (height - 1) + rowBytes else {
            refuse("the provider holds fewer bytes than the image needs"); return nil
        }
        let componentCount = reader.componentCount
        let decodeValues = decode.map { Array(UnsafeBufferPointer(start: $0, count: componentCount * 2)) }
        let hasAlpha = reader.hasAlpha
        guard let surface = cgCreateImageSurface(hasAlpha ? CAIRO_FORMAT_ARGB32 : CAIRO_FORMAT_RGB24, width, height),
              let target = cairo_image_surface_get_data(surface) else {
            refuse("could not allocate the pixels"); return nil
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            let base = raw.baseAddress!.assumingMemoryBound(to: UInt8.self)
            for y in 0..<height {
                let row = base + y * bytesPerRow
                let out = UnsafeMutableRawPointer(target + y * stride)
                for x in 0..<width {
                    var c = reader.read(row + x * reader.bytesPerPixel)
                    if let d = decodeValues { c = reader.decoded(c, d) }
                    var a = hasAlpha ? c.a : 255
                    if reader.alphaOnly { a = c.a }
                    var (r, g, b) = (c.r, c.g, c.b)
                    if hasAlpha && !reader.premultiplied {
                        r = (r * a + 127) / 255; g = (g * a + 127) / 255; b = (b * a + 127) / 255
                    }
                    let px = UInt32(a) << 24 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
                    out.storeBytes(of: px, toByteOffset: x * 4, as: UInt32.self)
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        self.init(adoptingSurface: surface, colorSpace: alpha == .alphaOnly ? nil : space)
        sourceFormat = CGImageSourceFormat(bitsPerComponent: 8, bitsPerPixel: bitsPerPixel, bytesPerRow: bytesPerRow,
                                           bitmapInfo: bitmapInfo, data: data, shouldInterpolate: shouldInterpolate,
                                           intent: intent)
    }

    /// Returns the part of the image inside `rect` (pixels, origin top-left), or nil when
    /// `rect` does not overlap the image. The rectangle is made integral first.
    public func cropping(to rect: CGRect) -> CGImage? {
        guard !rect.isNull else { return nil }
        let whole = CGRect(x: 0, y: 0, width: width, height: height)
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { return nil }
        let r = rect.standardized.intersection(whole).integral.intersection(whole)
        guard !r.isNull, !r.isEmpty else { return nil }
        let x0 = Int(saturating: r.minX), y0 = Int(saturating: r.minY), w = Int(saturating: r.width), h = Int(saturating: r.height)
        guard w > 0, h > 0 else { return nil }
        guard let copy = cgCreateImageSurface(cairo_image_surface_get_format(surface), w, h) else { return nil }
        let cr = cairo_create(copy)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, surface, -Double(x0), -Double(y0))
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(copy)
        let image = CGImage(adoptingSurface: copy, colorSpace: colorSpace)
        if var format = sourceFormat, format.bitsPerPixel % 8 == 0 {
            let bpp = format.bitsPerPixel / 8
            var bytes = Data(capacity: w * bpp * h)
            for y in y0..<(y0 + h) {
                let start = format.data.startIndex + y * format.bytesPerRow + x0 * bpp
                bytes.append(format.data[start..<(start + w * bpp)])
            }
            format.data = bytes
            format.bytesPerRow = w * bpp
            image.sourceFormat = format
        }
        return image
    }

    /// Returns a copy of the image.
    public func copy() -> CGImage? {
        guard let copy = cgCreateImageSurface(cairo_image_surface_get_format(surface), width, height) else { return nil }
        let cr = cairo_create(copy)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(copy)
        let image = CGImage(adoptingSurface: copy, colorSpace: colorSpace)
        image.sourceFormat = sourceFormat
        return image
    }

    /// The image's pixels in its own layout (``bitmapInfo``, ``bytesPerRow``), rows top first.
    public var dataProvider: CGDataProvider? {
        if let format = sourceFormat { return CGDataProvider(data: format.data) }
        cairo_surface_flush(surface)
        guard let pixels = cairo_image_surface_get_data(surface) else { return nil }
        return CGDataProvider(data: Data(bytes: pixels, count: bytesPerRow * height))
    }
}

/// Reads one pixel of a supported source layout as 8-bit components.
private struct PixelReader {
    var bytesPerPixel: Int
    /// Byte index of r, g, b, a within a pixel (-1: absent).
    var indices: (r: Int, g: Int, b: Int, a: Int)
    var hasAlpha: Bool
    var premultiplied: Bool
    var alphaOnly = false
    var gray = false

    init?(bitsPerPixel: Int, model: CGColorSpaceModel, alpha: CGImageAlphaInfo, order: UInt32) {
        let little = order == CGBitmapInfo.byteOrder32Little.rawValue
        let bigOrDefault = order == 0 || order == CGBitmapInfo.byteOrder32Big.rawValue
        hasAlpha = [.premultipliedFirst, .premultipliedLast, .first, .last, .alphaOnly].contains(alpha)
        premultiplied = alpha == .premultipliedFirst || alpha == .premultipliedLast
        if alpha == .alphaOnly {
            guard bitsPerPixel == 8 else { return nil }
            bytesPerPixel = 1; indices = (-1, -1, -1, 0); alphaOnly = true; premultiplied = true
            return
        }
        switch (bitsPerPixel, model) {
        case (32, .rgb):
            guard little || bigOrDefault, alpha != .none else { return nil }
            bytesPerPixel = 4
            let first = alpha == .premultipliedFirst || alpha == .first || alpha == .noneSkipFirst
            // Memory order for big/default: A R G B (first) or R G B A (last); little reverses.
            var order = first ? [1, 2, 3, 0] : [0, 1, 2, 3]  // positions of r, g, b, a
            if little { order = order.map { 3 - $0 } }
            indices = (order[0], order[1], order[2], order[3])
        case (24, .rgb):
            guard alpha == .none, bigOrDefault else { return nil }
            bytesPerPixel = 3; indices = (0, 1, 2, -1)
        case (8, .monochrome):
            guard alpha == .none else { return nil }
            bytesPerPixel = 1; indices = (0, 0, 0, -1); gray = true
        case (16, .monochrome):
            guard alpha == .last || alpha == .premultipliedLast, bigOrDefault else { return nil }
            bytesPerPixel = 2; indices = (0, 0, 0, 1); gray = true
        default:
            return nil
        }
    }

    /// Color components then alpha, as `decode` counts them.
    var componentCount: Int { alphaOnly ? 1 : (gray ? 1 : 3) + (indices.a >= 0 ? 1 : 0) }

    func read(_ p: UnsafePointer<UInt8>) -> (r: Int, g: Int, b: Int, a: Int) {
        if alphaOnly { return (0, 0, 0, Int(p[0])) }
        let a = indices.a >= 0 ? Int(p[indices.a]) : 255
        return (Int(p[indices.r]), Int(p[indices.g]), Int(p[indices.b]), a)
    }

    func decoded(_ c: (r: Int, g: Int, b: Int, a: Int), _ d: [CGFloat]) -> (r: Int, g: Int, b: Int, a: Int) {
        func map(_ v: Int, _ i: Int) -> Int {
            let value = d[2 * i] + CGFloat(v) / 255 * (d[2 * i + 1] - d[2 * i])
            return Int((Swift.min(1, Swift.max(0, value)) * 255).rounded())
        }
        if alphaOnly { return (0, 0, 0, map(c.a, 0)) }
        if gray {
            let v = map(c.r, 0)
            return (v, v, v, indices.a >= 0 ? map(c.a, 1) : c.a)
        }
        return (map(c.r, 0), map(c.g, 1), map(c.b, 2), indices.a >= 0 ? map(c.a, 3) : c.a)
    }
}
