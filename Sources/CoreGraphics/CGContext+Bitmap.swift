import CCairo
import Foundation

extension CGContext {
    /// The largest width or height, in pixels, a bitmap context or image may have.
    package static let maximumPixelSide = 16_384
    /// The largest pixel count a bitmap context or image may have (2^28).
    package static let maximumPixelCount = 1 << 28
    /// The largest box-blur radius (pixels) shadows use; larger blurs look the same.
    package static let maximumBlurRadius = 4_096

    /// Creates a bitmap context drawing into `data` (or into memory it allocates when
    /// `data` is nil), with the origin at the bottom-left and y up; memory row 0 is the
    /// image's top row. Returns nil, with a log line, for invalid or unsupported
    /// parameters. Supported, as on iOS: 8 bits per component with the alpha (or skipped)
    /// byte first or last in either 32-bit byte order (`premultipliedFirst` with
    /// `byteOrder32Little` is drawn in place), 8-bit gray with `CGImageAlphaInfo.none`, and
    /// 8-bit `alphaOnly`. Non-native layouts are copied back after every drawing call.
    public convenience init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
                             bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32) {
        let info = CGBitmapInfo(rawValue: bitmapInfo)
        func refuse(_ reason: String) {
            cgLog("CGContext(data:width:\(width) height:\(height) bitsPerComponent:\(bitsPerComponent) bytesPerRow:\(bytesPerRow) bitmapInfo:\(bitmapInfo)) refused: \(reason)")
        }
        guard width > 0, height > 0 else {
            refuse("width and height must be positive"); return nil
        }
        guard width <= CGContext.maximumPixelSide, height <= CGContext.maximumPixelSide,
              width * height <= CGContext.maximumPixelCount else {
            refuse("size exceeds \(CGContext.maximumPixelSide) pixels per side or 2^28 pixels"); return nil
        }
        guard bitsPerComponent == 8 else { refuse("only 8 bits per component are supported"); return nil }
        guard !info.contains(.floatComponents) else { refuse("float components are not supported"); return nil }
        guard let layout = CGContext.pixelLayout(info: info, space: space) else {
            refuse("unsupported combination of color space \(space) and bitmap info"); return nil
        }
        let bytesPerPixel = layout.bytesPerPixel
        var stride = bytesPerRow
        if stride == 0 {
            stride = bytesPerPixel == 4 ? width * 4 : (width + 3) & ~3
        }
        guard stride >= width * bytesPerPixel else {
            refuse("bytesPerRow is smaller than width × \(bytesPerPixel)"); return nil
        }
        guard stride <= 1 << 20 else { refuse("bytesPerRow is absurdly large"); return nil }
        var buffer = data
        var owned: UnsafeMutableRawPointer?
        if buffer == nil {
            let allocated = UnsafeMutableRawPointer.allocate(byteCount: stride * height, alignment: 16)
            allocated.initializeMemory(as: UInt8.self, repeating: 0, count: stride * height)
            buffer = allocated
            owned = allocated
        }
        guard let pixels = buffer else { return nil }

        let direct: Bool
        if case .nativeARGB = layout, stride % 4 == 0 { direct = true } else { direct = false }
        let surface: OpaquePointer
        if direct {
            surface = cairo_image_surface_create_for_data(pixels.assumingMemoryBound(to: UInt8.self),
                                                          layout.cairoFormat, Int32(width), Int32(height), Int32(stride))
        } else {
            surface = cairo_image_surface_create(layout.cairoFormat, Int32(width), Int32(height))
        }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            owned?.deallocate()
            refuse("Cairo could not create the surface")
            return nil
        }
        let flip = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height))
        self.init(cairoSurface: surface, baseTransform: flip)
        cairo_surface_destroy(surface)
        ownedData = owned
        bitmap = CGContextBitmapDescription(
            width: width, height: height, bitsPerComponent: 8, bitsPerPixel: bytesPerPixel * 8,
            bytesPerRow: stride, colorSpace: layout == .alpha8 ? nil : space, bitmapInfo: info,
            data: pixels, layout: layout)
        if !direct {
            foreignBuffer = CGContextForeignBuffer(data: pixels, bytesPerRow: stride, layout: layout)
            copyForeignBufferIntoSurface()
        }
    }

    /// Chooses the pixel layout for a bitmap info and color space, or nil if unsupported.
    private static func pixelLayout(info: CGBitmapInfo, space: CGColorSpace) -> CGContextPixelLayout? {
        let order = info.rawValue & CGBitmapInfo.byteOrderMask.rawValue
        let bigOrDefault = order == CGBitmapInfo.byteOrderDefault.rawValue || order == CGBitmapInfo.byteOrder32Big.rawValue
        let little = order == CGBitmapInfo.byteOrder32Little.rawValue
        guard let alpha = info.alphaInfo else { return nil }
        if alpha == .alphaOnly { return bigOrDefault ? .alpha8 : nil }
        switch space.model {
        case .rgb:
            switch alpha {
            // Every 8-bit RGB layout iOS accepts (Quartz 2D Programming Guide, "Supported
            // Pixel Formats"): alpha or skip byte first or last, in either 32-bit byte order.
            case .premultipliedFirst where little: return .nativeARGB(hasAlpha: true)
            case .noneSkipFirst where little: return .nativeARGB(hasAlpha: false)
            case .premultipliedFirst where bigOrDefault: return .bytes(alpha: 0, red: 1, green: 2, blue: 3)
            case .noneSkipFirst where bigOrDefault: return .bytes(alpha: nil, red: 1, green: 2, blue: 3)
            case .premultipliedLast where bigOrDefault: return .bytes(alpha: 3, red: 0, green: 1, blue: 2)
            case .noneSkipLast where bigOrDefault: return .bytes(alpha: nil, red: 0, green: 1, blue: 2)
            case .premultipliedLast where little: return .bytes(alpha: 0, red: 3, green: 2, blue: 1)
            case .noneSkipLast where little: return .bytes(alpha: nil, red: 3, green: 2, blue: 1)
            default: return nil
            }
        case .monochrome:
            return alpha == .none && bigOrDefault ? .gray8 : nil
        default:
            return nil
        }
    }

    /// Makes the caller's buffer current after a drawing call: for non-native layouts the
    /// internal surface is converted into the caller's buffer. Every drawing method calls it.
    package func didDraw() {
        cairo_surface_flush(surface)
        guard let buffer = foreignBuffer else { return }
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let source = cairo_image_surface_get_data(surface) else { return }
        for y in 0..<height {
            let s = UnsafeRawPointer(source + y * stride)
            let d = buffer.data + y * buffer.bytesPerRow
            CGContext.convertRow(from: s, to: d, width: width, layout: buffer.layout, toCaller: true)
        }
    }

    /// Loads the caller's buffer into the internal surface (at creation).
    private func copyForeignBufferIntoSurface() {
        guard let buffer = foreignBuffer, let target = cairo_image_surface_get_data(surface) else { return }
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<height {
            let s = UnsafeRawPointer(buffer.data + y * buffer.bytesPerRow)
            CGContext.convertRow(from: s, to: UnsafeMutableRawPointer(target + y * stride), width: width,
                                 layout: buffer.layout, toCaller: false)
        }
        cairo_surface_mark_dirty(surface)
    }

    /// The byte offset of the skipped byte in a four-byte pixel without alpha.
    private static func skippedByte(_ red: Int, _ green: Int, _ blue: Int) -> Int { 6 - red - green - blue }

    /// Converts one row between the caller's layout and the internal Cairo surface.
    private static func convertRow(from s: UnsafeRawPointer, to d: UnsafeMutableRawPointer, width: Int,
                                   layout: CGContextPixelLayout, toCaller: Bool) {
        let sb = s.assumingMemoryBound(to: UInt8.self)
        let db = d.assumingMemoryBound(to: UInt8.self)
        switch layout {
        case .nativeARGB:
            d.copyMemory(from: s, byteCount: width * 4)
        case .alpha8:
            d.copyMemory(from: s, byteCount: width)
        case let .bytes(alpha, red, green, blue):
            for x in 0..<width {
                let o = x * 4
                if toCaller {
                    let px = s.loadUnaligned(fromByteOffset: o, as: UInt32.self)
                    db[o + red] = UInt8((px >> 16) & 0xFF)
                    db[o + green] = UInt8((px >> 8) & 0xFF)
                    db[o + blue] = UInt8(px & 0xFF)
                    db[o + (alpha ?? CGContext.skippedByte(red, green, blue))] = alpha == nil ? 255 : UInt8(px >> 24)
                } else {
                    let a: UInt32 = alpha.map { UInt32(sb[o + $0]) } ?? 255
                    let px = a << 24 | UInt32(sb[o + red]) << 16 | UInt32(sb[o + green]) << 8 | UInt32(sb[o + blue])
                    d.storeBytes(of: px, toByteOffset: o, as: UInt32.self)
                }
            }
        case .gray8:
            for x in 0..<width {
                if toCaller {
                    let px = s.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                    let r = (px >> 16) & 0xFF, g = (px >> 8) & 0xFF, b = px & 0xFF
                    db[x] = UInt8((r * 77 + g * 150 + b * 29 + 128) >> 8)
                } else {
                    let v = UInt32(sb[x])
                    d.storeBytes(of: 0xFF00_0000 | v << 16 | v << 8 | v, toByteOffset: x * 4, as: UInt32.self)
                }
            }
        }
    }

    /// The width in pixels of a bitmap context (of the image surface otherwise; 0 if none).
    public var width: Int {
        bitmap?.width ?? (isImageSurface ? Int(cairo_image_surface_get_width(surface)) : 0)
    }

    /// The height in pixels of a bitmap context (of the image surface otherwise; 0 if none).
    public var height: Int {
        bitmap?.height ?? (isImageSurface ? Int(cairo_image_surface_get_height(surface)) : 0)
    }

    /// The bytes per row of a bitmap context's buffer.
    public var bytesPerRow: Int {
        bitmap?.bytesPerRow ?? (isImageSurface ? Int(cairo_image_surface_get_stride(surface)) : 0)
    }

    /// The bits per pixel of a bitmap context's buffer.
    public var bitsPerPixel: Int { bitmap?.bitsPerPixel ?? (isImageSurface ? 32 : 0) }

    /// The bits per component of a bitmap context's buffer.
    public var bitsPerComponent: Int { bitmap?.bitsPerComponent ?? (isImageSurface ? 8 : 0) }

    /// The color space of a bitmap context (nil for alpha-only contexts).
    public var colorSpace: CGColorSpace? {
        if let bitmap { return bitmap.colorSpace }
        return isImageSurface ? .standardRGB : nil
    }

    /// The bitmap info of a bitmap context.
    public var bitmapInfo: CGBitmapInfo {
        bitmap?.bitmapInfo ?? (isImageSurface
            ? CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
            : CGBitmapInfo(rawValue: 0))
    }

    /// The alpha info of a bitmap context.
    public var alphaInfo: CGImageAlphaInfo { bitmapInfo.alphaInfo ?? .none }

    /// The pixels of a bitmap context, current after every drawing call.
    public var data: UnsafeMutableRawPointer? {
        if let bitmap { return bitmap.data }
        guard isImageSurface, let pixels = cairo_image_surface_get_data(surface) else { return nil }
        return UnsafeMutableRawPointer(pixels)
    }

    private var isImageSurface: Bool {
        cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE
    }

    /// Returns an image holding a copy of the context's current pixels, or nil when the
    /// context is not backed by an image surface.
    public func makeImage() -> CGImage? {
        guard isImageSurface else { return nil }
        cairo_surface_flush(surface)
        let width = Int32(cairo_image_surface_get_width(surface))
        let height = Int32(cairo_image_surface_get_height(surface))
        let format = cairo_image_surface_get_format(surface)
        let outFormat = format == CAIRO_FORMAT_RGB24 ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32
        guard let copy = cgCreateImageSurface(outFormat, Int(width), Int(height)) else {
            cgLog("makeImage: could not allocate \(width)x\(height) image")
            return nil
        }
        let cr = cairo_create(copy)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        if format == CAIRO_FORMAT_A8 {
            cairo_set_source_rgb(cr, 0, 0, 0)
            cairo_mask_surface(cr, surface, 0, 0)
        } else {
            cairo_set_source_surface(cr, surface, 0, 0)
            cairo_paint(cr)
        }
        cairo_destroy(cr)
        cairo_surface_flush(copy)
        let space: CGColorSpace? = bitmap?.layout == .gray8 ? CGColorSpace.deviceGray : (bitmap?.colorSpace ?? .standardRGB)
        return CGImage(adoptingSurface: copy, colorSpace: space)
    }

    /// Pushes pending drawing to the destination; the caller's buffer is current afterwards.
    public func flush() { didDraw() }

    /// Marks the context for update; drawing here is synchronous, so this flushes.
    public func synchronize() { didDraw() }
}

extension CGContextPixelLayout {
    /// Bytes per pixel in the caller's buffer.
    package var bytesPerPixel: Int {
        switch self {
        case .nativeARGB, .bytes: return 4
        case .gray8, .alpha8: return 1
        }
    }

    /// The Cairo format of the surface drawn into.
    package var cairoFormat: cairo_format_t {
        switch self {
        case .nativeARGB(let hasAlpha): return hasAlpha ? CAIRO_FORMAT_ARGB32 : CAIRO_FORMAT_RGB24
        case .bytes(let alpha, _, _, _): return alpha == nil ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32
        case .gray8: return CAIRO_FORMAT_RGB24
        case .alpha8: return CAIRO_FORMAT_A8
        }
    }
}

/// Creates a Cairo image surface, or returns nil (destroying the error surface) on failure.
package func cgCreateImageSurface(_ format: cairo_format_t, _ width: Int, _ height: Int) -> OpaquePointer? {
    guard let surface = cairo_image_surface_create(format, Int32(width), Int32(height)) else { return nil }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
        cairo_surface_destroy(surface)
        return nil
    }
    return surface
}
