import CoreGraphics
import Foundation

/// The settings of a graphics renderer: the base of each renderer's own format class.
open class UIGraphicsRendererFormat: NSObject, NSCopying, @unchecked Sendable {
    /// The format with the device's default settings.
    open class func `default`() -> Self { self.init() }

    /// Creates a format with default settings.
    public required override init() { super.init() }

    /// The bounds of the drawing area (zero for the base format; the renderer reports its own).
    open var bounds: CGRect { .zero }

    /// Returns a copy with every property copied.
    open func copy(with zone: NSZone? = nil) -> Any { type(of: self).init() }
}

/// The context a renderer passes to drawing actions: the `CGContext` and convenience fills.
open class UIGraphicsRendererContext: NSObject {
    /// The Core Graphics context drawn into; also the current UIGraphics context during the actions.
    public let cgContext: CGContext
    /// The renderer's format.
    public let format: UIGraphicsRendererFormat

    package init(cgContext: CGContext, format: UIGraphicsRendererFormat) {
        self.cgContext = cgContext
        self.format = format
        super.init()
    }

    /// Fills `rect` with the context's current fill color.
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }

    /// Fills `rect` with the current fill color using `blendMode`.
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.fill(rect)
        cgContext.restoreGState()
    }

    /// Strokes the outline of `rect` with the current stroke color and line width.
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

    /// Strokes the outline of `rect` with the current stroke color using `blendMode`.
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.stroke(rect)
        cgContext.restoreGState()
    }

    /// Intersects the clip with `rect`.
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// The base of graphics renderers: a drawing area and a format.
open class UIGraphicsRenderer: NSObject {
    /// The format the renderer was made with.
    public let format: UIGraphicsRendererFormat
    /// The drawing area in points.
    package let bounds: CGRect

    /// A renderer for `bounds` with the default format.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: UIGraphicsRendererFormat.default())
    }

    /// A renderer for `bounds` with `format`.
    public init(bounds: CGRect, format: UIGraphicsRendererFormat) {
        self.bounds = bounds
        self.format = format
        super.init()
    }

    /// Whether the renderer produces images.
    open var allowsImageOutput: Bool { false }
}

/// The settings of an image renderer: scale, opacity and color range.
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat, @unchecked Sendable {
    /// The color range of the images produced.
    public enum Range: Int, Sendable {
        /// Not specified; treated as `.automatic`.
        case unspecified = -1
        /// Chosen by the system (standard here).
        case automatic = 0
        /// Extended range (rendered as standard range here: the bitmap is 8 bits per component).
        case extended = 1
        /// The sRGB range.
        case standard = 2
    }

    /// Pixels per point of the images produced (defaults to `defaultScale`).
    open var scale: CGFloat
    /// Whether the images have no alpha channel (undrawn pixels are then black).
    open var opaque: Bool = false
    /// The color range; all ranges render into 8-bit sRGB bitmaps here.
    open var preferredRange: Range = .automatic
    /// Whether the format prefers extended range (same as `preferredRange == .extended`).
    @available(*, deprecated, renamed: "preferredRange")
    open var prefersExtendedRange: Bool {
        get { preferredRange == .extended }
        set { preferredRange = newValue ? .extended : .standard }
    }

    private static let scaleLock = NSLock()
    nonisolated(unsafe) private static var storedDefaultScale: CGFloat = 1

    /// The scale of new formats and of `UIGraphicsBeginImageContextWithOptions` with scale 0:
    /// the main screen's scale on iOS. It is 1 until the screen sets it (UIScreen lives in
    /// another part of the module and sets this when it is configured).
    package static var defaultScale: CGFloat {
        get { scaleLock.lock(); defer { scaleLock.unlock() }; return storedDefaultScale }
        set {
            guard newValue.isFinite, newValue > 0 else { return }
            scaleLock.lock(); defer { scaleLock.unlock() }
            storedDefaultScale = newValue
        }
    }

    /// A format with the default scale, transparent, automatic range.
    public required init() {
        scale = UIGraphicsImageRendererFormat.defaultScale
        super.init()
    }

    /// A format matching `traitCollection`'s display scale (or the default scale).
    public convenience init(for traitCollection: UITraitCollection) {
        self.init()
        if traitCollection.displayScale > 0 { scale = traitCollection.displayScale }
    }

    /// The format with the device's most capable settings (the same as `default()` here).
    open class func preferred() -> Self { self.init() }

    /// Returns a copy with every property copied.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.scale = scale
        copy.opaque = opaque
        copy.preferredRange = preferredRange
        return copy
    }
}

/// The context image renderers pass to drawing actions; `currentImage` snapshots it.
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    /// The image drawn so far.
    open var currentImage: UIImage {
        let scale = (format as? UIGraphicsImageRendererFormat)?.scale ?? 1
        guard let image = cgContext.makeImage() else { return UIImage() }
        return UIImage(cgImage: image, scale: scale, orientation: .up)
    }
}

/// Draws into bitmap images: `renderer.image { context in … }` with UIKit's coordinates
/// (origin at the bounds' origin, y down, points scaled by the format's scale).
///
/// Each call makes a fresh bitmap, pushes it as the current UIGraphics context for the
/// actions, then pops it; renderers may be used from any thread.
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
    /// The context type passed to drawing actions.
    public typealias Context = UIGraphicsImageRendererContext
    /// Drawing actions.
    public typealias DrawingActions = (UIGraphicsImageRendererContext) -> Void

    /// A renderer of `size` points with the default format.
    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: UIGraphicsImageRendererFormat.default())
    }

    /// A renderer of `size` points with `format`.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer for `bounds` with `format`.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        super.init(bounds: bounds, format: format)
    }

    /// A renderer for `bounds` with the default format.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: UIGraphicsImageRendererFormat.default())
    }

    /// Whether the renderer produces images: true.
    open override var allowsImageOutput: Bool { true }

    private var imageFormat: UIGraphicsImageRendererFormat {
        format as? UIGraphicsImageRendererFormat ?? UIGraphicsImageRendererFormat()
    }

    /// Runs `actions` on a fresh bitmap and returns the result; an empty image (with a log
    /// line) when the bounds are empty or too large.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let format = imageFormat
        guard let context = UIGraphicsCreateBitmapContext(size: bounds.size, scale: format.scale, opaque: format.opaque) else {
            return UIImage()
        }
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        let rendererContext = UIGraphicsImageRendererContext(cgContext: context, format: format)
        UIGraphicsPushContext(context)
        context.saveGState()
        actions(rendererContext)
        context.restoreGState()
        UIGraphicsPopContext()
        guard let image = context.makeImage() else { return UIImage() }
        return UIImage(cgImage: image, scale: format.scale, orientation: .up)
    }

    /// Runs `actions` and returns the image as PNG data (empty data when nothing could be made).
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }
}
