import CCairoBench
import Foundation
import QuartzCore

/// The compositor benchmark scene of issue 2: a 1280x800 frame of 1,000 layers with cached
/// contents (40x30 px images), one of them a 44x44 layer that changes; plus the raw-Cairo
/// floor that paints the same images at the same places with no tree walk.
public final class CompositorScene {
    public static let width = 1280, height = 800, layerCount = 1000
    public static let imageWidth = 40, imageHeight = 30

    public let compositor: Compositor
    public let root: CALayer
    public let smallLayer: CALayer
    /// The images' top-left corners, in pixels.
    public let origins: [(x: Int, y: Int)]
    /// The same images as Cairo surfaces, for the raw floor.
    private let rawImages: [OpaquePointer]
    private let rawTarget: OpaquePointer
    private let rawContext: OpaquePointer
    private var toggle = false

    public init() {
        compositor = Compositor(width: CompositorScene.width, height: CompositorScene.height)!
        root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: CompositorScene.width, height: CompositorScene.height)
        root.backgroundColor = CGColor(srgbRed: 0.95, green: 0.95, blue: 0.95, alpha: 1)
        var origins: [(x: Int, y: Int)] = []
        var raws: [OpaquePointer] = []
        for index in 0..<(CompositorScene.layerCount - 1) {
            let x = (index % 40) * 32, y = (index / 40) * 32
            let surface = CompositorScene.makeSurface(seed: index)
            let layer = CALayer()
            layer.frame = CGRect(x: x, y: y, width: CompositorScene.imageWidth, height: CompositorScene.imageHeight)
            layer.contents = CompositorScene.makeImage(from: surface)
            root.addSublayer(layer)
            origins.append((x, y))
            raws.append(surface)
        }
        smallLayer = CALayer()
        smallLayer.frame = CGRect(x: 600, y: 380, width: 44, height: 44)
        smallLayer.backgroundColor = CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1)
        root.addSublayer(smallLayer)
        self.origins = origins
        rawImages = raws
        rawTarget = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(CompositorScene.width), Int32(CompositorScene.height))
        rawContext = cairo_create(rawTarget)
        compositor.rootLayer = root
        compositor.render(atTime: 0)
    }

    deinit {
        for surface in rawImages { cairo_surface_destroy(surface) }
        cairo_destroy(rawContext)
        cairo_surface_destroy(rawTarget)
    }

    /// Repaints the whole frame.
    public func fullRedraw() {
        compositor.setNeedsFullRedraw()
        compositor.render(atTime: 0)
    }

    /// Renders a frame in which nothing changed.
    public func unchangedFrame() {
        compositor.render(atTime: 0)
    }

    /// Changes the 44x44 layer's color and renders the frame.
    public func oneSmallLayerFrame() {
        toggle.toggle()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        smallLayer.backgroundColor = toggle ? CGColor(srgbRed: 0, green: 0, blue: 1, alpha: 1) : CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1)
        CATransaction.commit()
        compositor.render(atTime: 0)
    }

    /// The floor: clear, then paint every image at its place with plain Cairo calls.
    public func rawCairoFrame() {
        let cr = rawContext
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_rgba(cr, 0.95, 0.95, 0.95, 1)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        for (surface, origin) in zip(rawImages, origins) {
            cairo_set_source_surface(cr, surface, Double(origin.x), Double(origin.y))
            cairo_paint(cr)
        }
        cairo_set_source_rgb(cr, 1, 0, 0)
        cairo_rectangle(cr, 600, 380, 44, 44)
        cairo_fill(cr)
        cairo_surface_flush(rawTarget)
    }

    /// A 40x30 image with a rounded, semi-transparent tile in a color from `seed`.
    static func makeSurface(seed: Int) -> OpaquePointer {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(imageWidth), Int32(imageHeight))!
        let cr = cairo_create(surface)!
        let hue = Double(seed % 12) / 12
        cairo_set_source_rgba(cr, hue, 1 - hue, 0.5, 0.85)
        cairo_arc(cr, 20, 15, 14, 0, 2 * .pi)
        cairo_fill(cr)
        cairo_set_source_rgba(cr, 0, 0, 0, 0.6)
        cairo_rectangle(cr, 4, 4, 32, 22)
        cairo_set_line_width(cr, 1.5)
        cairo_stroke(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        return surface
    }

    /// The same pixels as a `CGImage`, through CoreGraphics' public API.
    static func makeImage(from surface: OpaquePointer) -> CGImage {
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = Data(bytes: cairo_image_surface_get_data(surface)!, count: stride * imageHeight)
        return CGImage(width: imageWidth, height: imageHeight, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: stride,
                       space: CGColorSpaceCreateDeviceRGB(),
                       bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue),
                       provider: CGDataProvider(data: data)!, decode: nil, shouldInterpolate: true, intent: .defaultIntent)!
    }
}

/// A tree of `count` property-only layers (frame and background color), ten levels deep.
public func makePropertyOnlyTree(count: Int) -> CALayer {
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 1000, height: 1000)
    var parents = [root]
    for index in 0..<count {
        let layer = CALayer()
        layer.frame = CGRect(x: index % 100, y: index / 100, width: 10, height: 10)
        layer.backgroundColor = CGColor(srgbRed: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        parents[index % parents.count].addSublayer(layer)
        if parents.count < 10 { parents.append(layer) }
    }
    return root
}

/// The process's peak resident memory in bytes.
public func peakResidentBytes() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return usage.ru_maxrss * 1024
}
