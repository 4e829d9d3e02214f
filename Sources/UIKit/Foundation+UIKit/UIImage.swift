import CoreGraphics
import Foundation

/// An immutable image: a `CGImage` with a scale (pixels per point) and an orientation.
///
/// Not actor-isolated, as on Apple platforms.
open class UIImage: NSObject, @unchecked Sendable {
    /// The underlying bitmap, or nil for an image with no bitmap.
    public private(set) var cgImage: CGImage?
    /// Pixels per point.
    public private(set) var scale: CGFloat
    /// How the bitmap is oriented.
    public private(set) var imageOrientation: Orientation
    /// The insets (points) of the parts a resizable image keeps unstretched; zero otherwise.
    package private(set) var storedCapInsets: UIEdgeInsets
    /// How a resizable image fills its centre.
    package private(set) var storedResizingMode: ResizingMode
    /// How image views and controls use the image (see `UIImage+Rendering.swift`).
    package private(set) var storedRenderingMode: RenderingMode
    /// Whether the image was made by `resizableImage(withCapInsets:…)` (drawn in 9 parts).
    package private(set) var isResizable: Bool

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

    /// How the centre of a resizable image fills the space between its caps, with UIKit's raw values.
    public enum ResizingMode: Int, Sendable {
        /// The centre is repeated.
        case tile = 0
        /// The centre is scaled.
        case stretch = 1
    }

    /// How image views and controls draw the image, with UIKit's raw values.
    public enum RenderingMode: Int, Sendable {
        /// Chosen by the context (template in bars and buttons' symbols, original elsewhere).
        case automatic = 0
        /// The image's own colors.
        case alwaysOriginal = 1
        /// Only the image's alpha, filled with the tint color.
        case alwaysTemplate = 2
    }

    /// An empty image: no bitmap, size zero, scale 1.
    public override init() {
        self.cgImage = nil
        self.scale = 1
        self.imageOrientation = .up
        self.storedCapInsets = .zero
        self.storedResizingMode = .tile
        self.storedRenderingMode = .automatic
        self.isResizable = false
        super.init()
    }

    /// Creates an image of scale 1 from a bitmap.
    public init(cgImage: CGImage) {
        self.cgImage = cgImage
        self.scale = 1
        self.imageOrientation = .up
        self.storedCapInsets = .zero
        self.storedResizingMode = .tile
        self.storedRenderingMode = .automatic
        self.isResizable = false
        super.init()
    }

    /// Creates an image from a bitmap with a scale and an orientation.
    public init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.cgImage = cgImage
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        self.imageOrientation = orientation
        self.storedCapInsets = .zero
        self.storedResizingMode = .tile
        self.storedRenderingMode = .automatic
        self.isResizable = false
        super.init()
    }

    /// A variant of `image` with other resizing or rendering settings, and the bitmap
    /// `replacingCGImage` when given (same pixel size and orientation expected).
    package convenience init(_ image: UIImage, capInsets: UIEdgeInsets? = nil, resizingMode: ResizingMode? = nil,
                             renderingMode: RenderingMode? = nil, replacingCGImage: CGImage? = nil) {
        self.init()
        self.cgImage = replacingCGImage ?? image.cgImage
        self.isResizable = capInsets != nil || image.isResizable
        self.scale = image.scale
        self.imageOrientation = image.imageOrientation
        self.storedCapInsets = capInsets ?? image.storedCapInsets
        self.storedResizingMode = resizingMode ?? image.storedResizingMode
        self.storedRenderingMode = renderingMode ?? image.storedRenderingMode
    }

    /// Decodes an image archived with `encode(with:)`: PNG data, scale, orientation,
    /// rendering mode and cap insets; nil (logged, the coder's `error` set) for bad data.
    public required convenience init?(coder: NSCoder) {
        guard let archived = UIImage.decodeArchived(from: coder) else { return nil }
        self.init(archived.image, capInsets: archived.capInsets, resizingMode: archived.resizingMode, renderingMode: archived.renderingMode)
    }

    /// Archives the image as PNG data with its scale, orientation, rendering mode and cap
    /// insets (see `UIImage+Coding.swift`).
    open func encode(with coder: NSCoder) { encodeImage(with: coder) }

    /// The cap insets of a resizable image (zero for ordinary images).
    open var capInsets: UIEdgeInsets { storedCapInsets }

    /// How a resizable image fills its centre (`.tile` unless made with `.stretch`).
    open var resizingMode: ResizingMode { storedResizingMode }

    /// How image views and controls use the image.
    open var renderingMode: RenderingMode { storedRenderingMode }

    /// Decodes PNG, JPEG, GIF (first frame), WebP or another format gdk-pixbuf reads, at
    /// scale 1; nil (logged) for corrupt, truncated or unsupported data.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// Decodes image data (as `init(data:)`) with a scale; nil for corrupt or unsupported data.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let image = CGImage.decodeImage(data) else { return nil }
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

    /// The image encoded as JPEG at `compressionQuality` (0 smallest … 1 best), the bitmap
    /// as stored; transparent parts come out black. Nil when there is no bitmap.
    public func jpegData(compressionQuality: CGFloat) -> Data? { cgImage?.jpegData(compressionQuality: compressionQuality) }
}
