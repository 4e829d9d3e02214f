import CoreGraphics
import Foundation

/// An immutable image: a `CGImage` with a scale (pixels per point) and an orientation.
///
/// Not actor-isolated, as on Apple platforms.
open class UIImage: NSObject, @unchecked Sendable {
    /// The underlying bitmap, or nil for an image with no bitmap.
    public let cgImage: CGImage?
    /// Pixels per point.
    public let scale: CGFloat
    /// How the bitmap is oriented.
    public let imageOrientation: Orientation

    /// Orientations of an image's bitmap, with UIKit's raw values.
    public enum Orientation: Int, Sendable {
        /// The default orientation.
        case up = 0
        /// Rotated 180 degrees.
        case down = 1
        /// Rotated 90 degrees counterclockwise.
        case left = 2
        /// Rotated 90 degrees clockwise.
        case right = 3
        /// Flipped horizontally.
        case upMirrored = 4
        /// Flipped vertically.
        case downMirrored = 5
        /// Flipped horizontally, then rotated 90 degrees counterclockwise.
        case leftMirrored = 6
        /// Flipped horizontally, then rotated 90 degrees clockwise.
        case rightMirrored = 7
    }

    /// Creates an image of scale 1 from a bitmap.
    public init(cgImage: CGImage) {
        self.cgImage = cgImage
        self.scale = 1
        self.imageOrientation = .up
        super.init()
    }

    /// Creates an image from a bitmap with a scale and an orientation.
    public init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.cgImage = cgImage
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        self.imageOrientation = orientation
        super.init()
    }

    /// Decodes PNG data at scale 1; nil for corrupt or unsupported data.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// Decodes PNG data with a scale; nil for corrupt or unsupported data.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let image = try? CGImage.decodePNG(data) else { return nil }
        self.init(cgImage: image, scale: scale, orientation: .up)
    }

    /// The size in points: the bitmap's pixel size divided by the scale (sides swapped for
    /// left and right orientations).
    open var size: CGSize {
        guard let cgImage else { return .zero }
        let width = CGFloat(cgImage.width) / scale, height = CGFloat(cgImage.height) / scale
        switch imageOrientation {
        case .left, .right, .leftMirrored, .rightMirrored: return CGSize(width: height, height: width)
        default: return CGSize(width: width, height: height)
        }
    }

    /// The image encoded as PNG (the bitmap as stored), or nil when there is no bitmap.
    public func pngData() -> Data? { cgImage?.pngData() }
}
