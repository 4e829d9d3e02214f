import CCairo
import CoreGraphics
import Foundation

/// Renders a layer tree into a pixel surface, frame by frame, redrawing only what changed.
///
/// An OpenUIKit type (Apple's compositor lives in a separate render server). Each frame:
/// commit the pending transaction (layout, display, animation start), evaluate
/// animations at the frame's media time, turn every layer change into device-space damage
/// (the old and new area the layer's subtree covers), and repaint only the damaged
/// rectangles. A frame in which nothing changed paints nothing.
public final class Compositor {
    /// Width of the target in pixels.
    public let pixelWidth: Int
    /// Height of the target in pixels.
    public let pixelHeight: Int
    /// Pixels per point.
    public let scale: CGFloat
    /// The Cairo ARGB32 surface frames are rendered into.
    package let surface: OpaquePointer
    /// The Cairo context drawing into `surface`.
    package let cr: OpaquePointer

    /// The largest side, in pixels, a compositor target may have.
    public static let maximumDimension = 16_384

    /// The layer tree to render; its root is placed in the target by its own geometry.
    public var rootLayer: CALayer? {
        didSet {
            if oldValue !== rootLayer, let oldValue { Compositor.forgetRecords(in: oldValue, of: self) }
            setNeedsFullRedraw()
        }
    }

    /// The color the target is cleared to under the layers (nil: transparent).
    public var backgroundColor: CGColor? {
        didSet { setNeedsFullRedraw() }
    }

    /// The number of frames rendered so far.
    @exclusivity(unchecked) public package(set) var frameNumber: UInt64 = 0
    /// The regions, in points, that the last frame repainted (empty when nothing changed).
    public package(set) var lastFrameDamage: [CGRect] = []
    /// The media time of the last frame.
    public package(set) var lastFrameTime: CFTimeInterval = 0

    /// Device-space damage collected since the last frame.
    @exclusivity(unchecked) package var pendingDamage: [CGRect] = []
    /// Layers that changed since the last frame (deduplicated by their record).
    @exclusivity(unchecked) package var changedLayers: [CALayer] = []
    /// Whether the next frame repaints everything.
    package var needsFullRedraw = true

    /// Buffers a frame empties and refills, kept with their capacity so that a steady
    /// frame allocates nothing of its own (see `FrameBuffers`).
    @exclusivity(unchecked) package var buffers = FrameBuffers()
    /// What later opaque layers cover, shared by every frame's painter (empty between walks).
    package let occlusion = Occlusion()

    /// Creates a compositor with a transparent target of `width` x `height` pixels;
    /// nil (with a log line) when a side is not positive or exceeds `maximumDimension`.
    public init?(width: Int, height: Int, scale: CGFloat = 1) {
        guard width > 0, height > 0, width <= Compositor.maximumDimension, height <= Compositor.maximumDimension else {
            CALayer.log("Compositor: target size \(width)x\(height) px refused (each side must be 1...\(Compositor.maximumDimension))")
            return nil
        }
        guard scale > 0, scale.isFinite else {
            CALayer.log("Compositor: scale \(scale) refused (must be positive and finite)")
            return nil
        }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            CALayer.log("Compositor: could not allocate a \(width)x\(height) px surface")
            return nil
        }
        self.pixelWidth = width
        self.pixelHeight = height
        self.scale = scale
        self.surface = surface
        self.cr = cairo_create(surface)
    }

    deinit {
        if let rootLayer { Compositor.forgetRecords(in: rootLayer, of: self) }
        ChangeCoverage.advance()   // what it queued is dropped
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    /// The target's size in points.
    public var size: CGSize { CGSize(width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale) }

    /// Makes the next frame repaint the whole target.
    public func setNeedsFullRedraw() { needsFullRedraw = true }

    /// A snapshot of the target's pixels.
    public func makeImage() -> CGImage {
        cairo_surface_flush(surface)
        let copy = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))!
        let copier = cairo_create(copy)!
        cairo_set_operator(copier, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(copier, surface, 0, 0)
        cairo_paint(copier)
        cairo_destroy(copier)
        return CGImage(adoptingSurface: copy)
    }

    /// The transform from the root layer's coordinates to device pixels.
    package func rootTransform(_ root: CALayer, presented: Bool) -> CGAffineTransform {
        let g = presented ? root.presentedGeometry : LayerGeometry(bounds: root.bounds, position: root.position, anchorPoint: root.anchorPoint, transform: root.transform)
        return CALayer.anchoredTransform(origin: g.bounds.origin, size: g.bounds.size, position: g.position,
                                         anchorPoint: g.anchorPoint, transform: g.transform)
            .concatenating(CGAffineTransform(scaleX: scale, y: scale))
    }

    /// The device transform of any layer in this compositor's tree (presentation values).
    package func deviceTransform(of layer: CALayer) -> CGAffineTransform? {
        var bases = SublayerBases()
        return deviceTransform(of: layer, bases: &bases)
    }

    /// The base transforms ancestors give their sublayers, remembered while one pass asks
    /// for the device transforms of many layers: siblings share their parent's.
    package struct SublayerBases {
        fileprivate var byLayer: [ObjectIdentifier: CGAffineTransform] = [:]
        /// The ancestors being walked (storage reused from one layer to the next).
        fileprivate var chain: [CALayer] = []
        package init() {}

        /// Forgets every base, keeping the storage for the next pass.
        package mutating func removeAll() { byLayer.removeAll(keepingCapacity: true) }
    }

    /// The device transform of `layer`, reusing and extending `bases` (valid for one pass
    /// over an unchanging tree).
    package func deviceTransform(of layer: CALayer, bases: inout SublayerBases) -> CGAffineTransform? {
        guard let root = rootLayer else { return nil }
        if layer === root { return rootTransform(root, presented: true) }
        if let parent = layer.superlayer, let base = bases.byLayer[ObjectIdentifier(parent)] {
            return layer.presentedChildTransform(base: base)
        }
        var chain = bases.chain
        bases.chain = []
        defer {
            chain.removeAll(keepingCapacity: true)
            bases.chain = chain
        }
        var node: CALayer? = layer
        var cachedBase: CGAffineTransform?
        while let current = node, current !== root {
            chain.append(current)
            node = current.superlayer
            if let parent = node, let base = bases.byLayer[ObjectIdentifier(parent)] {
                cachedBase = base
                break
            }
        }
        var base: CGAffineTransform
        if let cachedBase {
            base = cachedBase
        } else {
            guard node === root else { return nil }
            base = LayerPainter.sublayerBase(root.renderValues(presented: true), rootTransform(root, presented: true))
            bases.byLayer[ObjectIdentifier(root)] = base
        }
        var m = base
        for (index, current) in chain.enumerated().reversed() {
            let values = current.renderValues(presented: true)
            m = LayerPainter.childTransform(values, base: base)
            guard index > 0 else { break }
            base = LayerPainter.sublayerBase(values, m)
            bases.byLayer[ObjectIdentifier(current)] = base
        }
        return m
    }
}
