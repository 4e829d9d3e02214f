import CoreGraphics
import Foundation
import Testing

/// Makes `CGImage` attachable to a Swift Testing test as PNG data (with `import UIKitTesting`):
/// `Attachment.record(image, named: "frame")`.
extension CGImage: Attachable {
    /// Encodes the image as PNG and passes the bytes to `body`.
    public func withUnsafeBytes<R>(for attachment: borrowing Attachment<CGImage>, _ body: (UnsafeRawBufferPointer) throws -> R) throws -> R {
        guard let data = pngData() else { throw CGImageAttachmentError.encodingFailed(width: width, height: height) }
        return try data.withUnsafeBytes(body)
    }

    /// The suggested name with a `.png` extension.
    public func preferredName(for attachment: borrowing Attachment<CGImage>, basedOn suggestedName: String) -> String {
        suggestedName.hasSuffix(".png") ? suggestedName : suggestedName + ".png"
    }
}

/// Why an image could not be attached.
public enum CGImageAttachmentError: Error, CustomStringConvertible {
    /// PNG encoding failed for an image of this size.
    case encodingFailed(width: Int, height: Int)

    /// A readable reason.
    public var description: String {
        switch self {
        case let .encodingFailed(width, height): return "could not encode a \(width)x\(height) image as PNG"
        }
    }
}
