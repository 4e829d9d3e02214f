import CCairo
import Foundation

/// Why PNG data could not be decoded.
public enum CGImagePNGError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The data is empty.
    case empty
    /// The data does not start with the PNG signature.
    case notPNG
    /// The header is missing or malformed.
    case missingHeader
    /// The image is larger than 16384 pixels per side or 2^28 pixels.
    case tooLarge(width: Int, height: Int)
    /// The data ends early or is corrupt; `reason` is the decoder's message.
    case corrupt(reason: String)
    /// Memory for the pixels could not be allocated.
    case outOfMemory

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .empty: return "PNG data is empty"
        case .notPNG: return "data is not PNG (bad signature)"
        case .missingHeader: return "PNG header (IHDR) is missing or malformed"
        case .tooLarge(let w, let h): return "PNG image \(w)x\(h) exceeds the size limit"
        case .corrupt(let reason): return "PNG data is truncated or corrupt: \(reason)"
        case .outOfMemory: return "out of memory decoding PNG"
        }
    }
}

/// Feeds bytes to Cairo's PNG reader.
private final class PNGReadBuffer {
    let data: Data
    var offset = 0
    init(_ data: Data) { self.data = data }
}

/// Collects bytes from Cairo's PNG writer.
private final class PNGWriteBuffer {
    var data = Data()
}

extension CGImage {
    /// Decodes PNG data into an image (ARGB32, or RGB24 for opaque PNGs).
    public static func decodePNG(_ data: Data) throws(CGImagePNGError) -> CGImage {
        CGImage(adoptingSurface: try decodePNGSurface(data))
    }

    /// Creates an image from PNG data in `source`; nil, with a log line, when the data
    /// is not a valid PNG. `decode` is not supported for PNG sources and must be nil.
    public convenience init?(pngDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?,
                             shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        guard decode == nil else {
            cgLog("CGImage(pngDataProviderSource:): decode arrays are not supported for PNG sources")
            return nil
        }
        do {
            self.init(adoptingSurface: try CGImage.decodePNGSurface(source.data ?? Data()))
        } catch {
            cgLog("CGImage(pngDataProviderSource:): \(error)")
            return nil
        }
    }

    /// Decodes PNG data into a Cairo image surface (one owned reference).
    private static func decodePNGSurface(_ data: Data) throws(CGImagePNGError) -> OpaquePointer {
        guard !data.isEmpty else { throw .empty }
        let bytes = [UInt8](data.prefix(24))
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 8, Array(bytes[0..<8]) == signature else { throw .notPNG }
        guard bytes.count >= 24, Array(bytes[12..<16]) == Array("IHDR".utf8) else { throw .missingHeader }
        func be32(_ i: Int) -> Int { Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3]) }
        let width = be32(16), height = be32(20)
        guard width > 0, height > 0 else { throw .missingHeader }
        guard width <= CGContext.maximumPixelSide, height <= CGContext.maximumPixelSide,
              width * height <= CGContext.maximumPixelCount else {
            throw .tooLarge(width: width, height: height)
        }
        let reader = PNGReadBuffer(data)
        let read: cairo_read_func_t = { closure, target, length in
            guard let closure, let target else { return CAIRO_STATUS_READ_ERROR }
            let buffer = Unmanaged<PNGReadBuffer>.fromOpaque(closure).takeUnretainedValue()
            let count = Int(length)
            guard buffer.offset + count <= buffer.data.count else { return CAIRO_STATUS_READ_ERROR }
            let start = buffer.data.startIndex + buffer.offset
            buffer.data.copyBytes(to: target, from: start..<(start + count))
            buffer.offset += count
            return CAIRO_STATUS_SUCCESS
        }
        let surface = withExtendedLifetime(reader) {
            cairo_image_surface_create_from_png_stream(read, Unmanaged.passUnretained(reader).toOpaque())
        }
        guard let surface else { throw .outOfMemory }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            if status == CAIRO_STATUS_NO_MEMORY { throw .outOfMemory }
            throw .corrupt(reason: String(cString: cairo_status_to_string(status)))
        }
        return surface
    }

    /// Encodes the image as PNG (8-bit RGBA, or RGB when opaque); nil if encoding fails.
    public func pngData() -> Data? {
        cairo_surface_flush(surface)
        let writer = PNGWriteBuffer()
        let write: cairo_write_func_t = { closure, source, length in
            guard let closure, let source else { return CAIRO_STATUS_WRITE_ERROR }
            let buffer = Unmanaged<PNGWriteBuffer>.fromOpaque(closure).takeUnretainedValue()
            buffer.data.append(source, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }
        let status = withExtendedLifetime(writer) {
            cairo_surface_write_to_png_stream(surface, write, Unmanaged.passUnretained(writer).toOpaque())
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            cgLog("pngData: \(String(cString: cairo_status_to_string(status)))")
            return nil
        }
        return writer.data
    }
}
