import CCairo
import CGdkPixbuf
import Foundation

/// Image formats other than PNG (JPEG, GIF's first frame, WebP when Debian's
/// `webp-pixbuf-loader` is installed, BMP, TIFF…), decoded and JPEG-encoded through
/// gdk-pixbuf. Corrupt or truncated data decodes to nil with a log line, never a partial image.
extension CGImage {
    /// Decodes PNG (Cairo) or any format gdk-pixbuf reads; nil, with a log line, otherwise.
    public static func decodeImage(_ data: Data) -> CGImage? {
        guard !data.isEmpty else { return nil }
        if data.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            do { return try decodePNG(data) } catch {
                cgLog("image data could not be decoded: \(error)")
                return nil
            }
        }
        return decodeWithPixbuf(data)
    }

    /// Creates an image from JPEG data in `source`; nil, with a log line, when the data is
    /// not a complete JPEG. `decode` arrays are not supported and must be nil.
    public convenience init?(jpegDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?,
                             shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        guard decode == nil else {
            cgLog("CGImage(jpegDataProviderSource:): decode arrays are not supported")
            return nil
        }
        guard let data = source.data, data.starts(with: [0xFF, 0xD8]), let image = CGImage.decodeWithPixbuf(data) else {
            cgLog("CGImage(jpegDataProviderSource:): not a complete JPEG")
            return nil
        }
        self.init(adoptingSurface: cairo_surface_reference(image.surface), colorSpace: image.colorSpace)
    }

    private static func decodeWithPixbuf(_ data: Data) -> CGImage? {
        guard let loader = gdk_pixbuf_loader_new() else { return nil }
        defer { g_object_unref(loader) }
        var error: UnsafeMutablePointer<GError>?
        let written = data.withUnsafeBytes { raw -> gboolean in
            gdk_pixbuf_loader_write(loader, raw.bindMemory(to: guchar.self).baseAddress, gsize(raw.count), &error)
        }
        var closeError: UnsafeMutablePointer<GError>?
        let closed = gdk_pixbuf_loader_close(loader, &closeError)
        if error == nil { error = closeError } else if let closeError { g_error_free(closeError) }
        if let error {
            cgLog("image data could not be decoded: \(String(cString: error.pointee.message))")
            g_error_free(error)
            return nil
        }
        guard written != 0, closed != 0, let pixbuf = gdk_pixbuf_loader_get_pixbuf(loader) else {
            cgLog("image data could not be decoded: unknown or incomplete format")
            return nil
        }
        return image(fromPixbuf: pixbuf)
    }

    /// Copies a pixbuf (RGB or RGBA, 8 bits, straight alpha) into premultiplied ARGB32.
    private static func image(fromPixbuf pixbuf: OpaquePointer) -> CGImage? {
        let width = Int(gdk_pixbuf_get_width(pixbuf)), height = Int(gdk_pixbuf_get_height(pixbuf))
        let channels = Int(gdk_pixbuf_get_n_channels(pixbuf)), stride = Int(gdk_pixbuf_get_rowstride(pixbuf))
        let hasAlpha = gdk_pixbuf_get_has_alpha(pixbuf) != 0
        guard width > 0, height > 0, gdk_pixbuf_get_bits_per_sample(pixbuf) == 8, channels >= 3,
              let pixels = gdk_pixbuf_read_pixels(pixbuf),
              let surface = cgCreateImageSurface(hasAlpha ? CAIRO_FORMAT_ARGB32 : CAIRO_FORMAT_RGB24, width, height),
              let target = cairo_image_surface_get_data(surface) else { return nil }
        let targetStride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<height {
            let row = pixels + y * stride
            let out = UnsafeMutableRawPointer(target + y * targetStride)
            for x in 0..<width {
                let p = row + x * channels
                let a = hasAlpha ? UInt32(p[3]) : 255
                func premultiplied(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 127) / 255 }
                let px = a << 24 | premultiplied(p[0]) << 16 | premultiplied(p[1]) << 8 | premultiplied(p[2])
                out.storeBytes(of: px, toByteOffset: x * 4, as: UInt32.self)
            }
        }
        cairo_surface_mark_dirty(surface)
        return CGImage(adoptingSurface: surface)
    }

    /// JPEG data at `quality` (0 smallest … 1 best, clamped); transparent pixels come out
    /// as over black (the premultiplied color without its alpha), as iOS encodes them. Nil
    /// for an empty image or when encoding fails.
    public func jpegData(compressionQuality quality: CGFloat) -> Data? {
        cairo_surface_flush(surface)
        guard width > 0, height > 0, let source = cairo_image_surface_get_data(surface),
              let pixbuf = gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, Int32(width), Int32(height)) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        let stride = Int(cairo_image_surface_get_stride(surface)), targetStride = Int(gdk_pixbuf_get_rowstride(pixbuf))
        guard let target = gdk_pixbuf_get_pixels(pixbuf) else { return nil }
        let isA8 = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_A8
        for y in 0..<height {
            let row = UnsafeRawPointer(source + y * stride)
            let out = target + y * targetStride
            for x in 0..<width {
                if isA8 {
                    let v = row.load(fromByteOffset: x, as: UInt8.self)
                    out[x * 3] = v; out[x * 3 + 1] = v; out[x * 3 + 2] = v
                } else {
                    let px = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                    out[x * 3] = UInt8((px >> 16) & 0xFF); out[x * 3 + 1] = UInt8((px >> 8) & 0xFF); out[x * 3 + 2] = UInt8(px & 0xFF)
                }
            }
        }
        let q = quality.isFinite ? Int((max(0, min(1, quality)) * 100).rounded()) : 75
        var buffer: UnsafeMutablePointer<gchar>?
        var size: gsize = 0
        var error: UnsafeMutablePointer<GError>?
        let ok = "quality".withCString { key in
            String(max(1, q)).withCString { value in
                var keys: [UnsafeMutablePointer<CChar>?] = [UnsafeMutablePointer(mutating: key), nil]
                var values: [UnsafeMutablePointer<CChar>?] = [UnsafeMutablePointer(mutating: value), nil]
                return gdk_pixbuf_save_to_bufferv(pixbuf, &buffer, &size, "jpeg", &keys, &values, &error)
            }
        }
        if let error {
            cgLog("JPEG encoding failed: \(String(cString: error.pointee.message))")
            g_error_free(error)
        }
        guard ok != 0, let buffer else { return nil }
        defer { g_free(buffer) }
        return Data(bytes: buffer, count: Int(size))
    }
}
