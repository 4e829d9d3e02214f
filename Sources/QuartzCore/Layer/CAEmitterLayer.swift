import CoreGraphics
import Foundation

/// The shape particles are emitted from (`CAEmitterLayer.emitterShape`).
public struct CAEmitterLayerEmitterShape: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A single point at `emitterPosition`.
    public static let point = CAEmitterLayerEmitterShape(rawValue: "point")
    /// A horizontal line `emitterSize.width` long, centered on `emitterPosition`.
    public static let line = CAEmitterLayerEmitterShape(rawValue: "line")
    /// A rectangle of `emitterSize` centered on `emitterPosition`.
    public static let rectangle = CAEmitterLayerEmitterShape(rawValue: "rectangle")
    /// A box; drawn in the layer's plane, it emits as `rectangle`.
    public static let cuboid = CAEmitterLayerEmitterShape(rawValue: "cuboid")
    /// A circle of diameter `emitterSize.width` centered on `emitterPosition`.
    public static let circle = CAEmitterLayerEmitterShape(rawValue: "circle")
    /// A sphere; drawn in the layer's plane, it emits as `circle`.
    public static let sphere = CAEmitterLayerEmitterShape(rawValue: "sphere")
}

/// Where on the shape particles are emitted from (`CAEmitterLayer.emitterMode`).
public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// From the shape's points: its vertices (rectangle corners, line ends; a circle's centre).
    public static let points = CAEmitterLayerEmitterMode(rawValue: "points")
    /// From the shape's outline.
    public static let outline = CAEmitterLayerEmitterMode(rawValue: "outline")
    /// From anywhere inside the shape.
    public static let surface = CAEmitterLayerEmitterMode(rawValue: "surface")
    /// From inside the shape's volume (in the layer's plane: as `surface`).
    public static let volume = CAEmitterLayerEmitterMode(rawValue: "volume")
}

/// The order and compositing of particles (`CAEmitterLayer.renderMode`).
public struct CAEmitterLayerRenderMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// In no particular order (drawn oldest first).
    public static let unordered = CAEmitterLayerRenderMode(rawValue: "unordered")
    /// Oldest particles drawn first (newest on top).
    public static let oldestFirst = CAEmitterLayerRenderMode(rawValue: "oldestFirst")
    /// Oldest particles drawn last (on top).
    public static let oldestLast = CAEmitterLayerRenderMode(rawValue: "oldestLast")
    /// By depth; particles stay in the layer's plane, so oldest first.
    public static let backToFront = CAEmitterLayerRenderMode(rawValue: "backToFront")
    /// Particles' colors are added together (glows, fire).
    public static let additive = CAEmitterLayerRenderMode(rawValue: "additive")
}

/// A layer that emits, moves and draws particles described by its `emitterCells`.
///
/// The particles are a pure function of the layer's time and `seed`: particle `k` of a
/// cell is born `k / rate` seconds after the emission (or the last `birthRate` change)
/// began, with values drawn from a hash of the seed, the cell and `k`. The same times
/// give the same pixels, whatever the frame rate, so tests under the media clock are
/// exact. The compositor draws particles in the layer's coordinates (not clipped to the
/// bounds unless `masksToBounds`), between the contents and the sublayers.
open class CAEmitterLayer: CALayer {
    /// The kinds of particles emitted.
    open var emitterCells: [CAEmitterCell]? {
        didSet { emitterDidChange(restart: true) }
    }
    /// Multiplies every cell's birth rate (default 1; 0 stops emitting, living particles stay).
    open var birthRate: Float = 1 {
        didSet { birthRateDidChange(from: oldValue) }
    }
    /// Multiplies every cell's lifetime (default 1).
    open var lifetime: Float = 1 { didSet { emitterDidChange() } }
    /// The centre of the emission shape, in the layer's coordinates.
    open var emitterPosition: CGPoint = .zero { didSet { emitterDidChange() } }
    /// The z of the emission shape (recorded; particles are drawn in the layer's plane).
    open var emitterZPosition: CGFloat = 0 { didSet { emitterDidChange() } }
    /// The size of the emission shape.
    open var emitterSize: CGSize = .zero { didSet { emitterDidChange() } }
    /// The depth of the emission shape (recorded).
    open var emitterDepth: CGFloat = 0 { didSet { emitterDidChange() } }
    /// The emission shape (default `.point`).
    open var emitterShape: CAEmitterLayerEmitterShape = .point { didSet { emitterDidChange() } }
    /// Where on the shape particles start (default `.volume`).
    open var emitterMode: CAEmitterLayerEmitterMode = .volume { didSet { emitterDidChange() } }
    /// The order and compositing of particles (default `.unordered`).
    open var renderMode: CAEmitterLayerRenderMode = .unordered { didSet { emitterDidChange() } }
    /// Whether particles keep their depth (recorded; they are drawn in the layer's plane).
    open var preservesDepth = false { didSet { emitterDidChange() } }
    /// Multiplies every cell's velocity (default 1).
    open var velocity: Float = 1 { didSet { emitterDidChange() } }
    /// Multiplies every cell's scale (default 1).
    open var scale: Float = 1 { didSet { emitterDidChange() } }
    /// Multiplies every cell's spin (default 1).
    open var spin: Float = 1 { didSet { emitterDidChange() } }
    /// The seed of the particles' random values (default 0); the same seed, the same particles.
    open var seed: UInt32 = 0 { didSet { emitterDidChange() } }

    /// The emission periods: each began at a layer time (the last frame's when the birth
    /// rate changed; nil until the next frame before the first) with the layer's birth rate. Particles born in earlier periods live out their lives.
    package var emissionPeriods: [(start: CFTimeInterval?, birthRate: Float)] = [(nil, 1)]
    /// The layer time of the last frame the compositor showed.
    package var emitterTime: CFTimeInterval?
    /// Whether the last frame showed particles (one more frame clears them).
    package var emitterShowedParticles = false

    // MARK: Key-value access

    override open func value(forKey key: String) -> Any? {
        switch key {
        case "emitterCells": return emitterCells
        case "birthRate": return birthRate
        case "lifetime": return lifetime
        case "emitterPosition": return emitterPosition
        case "emitterZPosition": return emitterZPosition
        case "emitterSize": return emitterSize
        case "emitterDepth": return emitterDepth
        case "emitterShape": return emitterShape
        case "emitterMode": return emitterMode
        case "renderMode": return renderMode
        case "preservesDepth": return preservesDepth
        case "velocity": return velocity
        case "scale": return scale
        case "spin": return spin
        case "seed": return seed
        default: return super.value(forKey: key)
        }
    }

    override open func setValue(_ value: Any?, forKey key: String) {
        func number() -> CGFloat? { ShapeValues.number(value, key: key) }
        switch key {
        case "emitterCells": emitterCells = value as? [CAEmitterCell]
        case "birthRate": if let v = number() { birthRate = Float(v) }
        case "lifetime": if let v = number() { lifetime = Float(v) }
        case "emitterPosition": if let v = BoxedGeometry.cast(value, to: CGPoint.self) { emitterPosition = v }
        case "emitterZPosition": if let v = number() { emitterZPosition = v }
        case "emitterSize": if let v = BoxedGeometry.cast(value, to: CGSize.self) { emitterSize = v }
        case "emitterDepth": if let v = number() { emitterDepth = v }
        case "emitterShape": if let v = value as? CAEmitterLayerEmitterShape { emitterShape = v }
        case "emitterMode": if let v = value as? CAEmitterLayerEmitterMode { emitterMode = v }
        case "renderMode": if let v = value as? CAEmitterLayerRenderMode { renderMode = v }
        case "preservesDepth": if let v = value as? Bool { preservesDepth = v }
        case "velocity": if let v = number() { velocity = Float(v) }
        case "scale": if let v = number() { scale = Float(v) }
        case "spin": if let v = number() { spin = Float(v) }
        case "seed": if let v = number(), v >= 0, v <= CGFloat(UInt32.max) { seed = UInt32(v) }
        default: super.setValue(value, forKey: key)
        }
    }

    override open class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "birthRate", "lifetime", "velocity", "scale", "spin": return Float(1)
        case "emitterShape": return CAEmitterLayerEmitterShape.point
        case "emitterMode": return CAEmitterLayerEmitterMode.volume
        case "renderMode": return CAEmitterLayerRenderMode.unordered
        default: return super.defaultValue(forKey: key)
        }
    }

    // MARK: Engine hooks

    override package func copySubclassProperties(from other: CALayer) {
        guard let other = other as? CAEmitterLayer else { return }
        emitterCells = other.emitterCells
        birthRate = other.birthRate
        lifetime = other.lifetime
        emitterPosition = other.emitterPosition
        emitterZPosition = other.emitterZPosition
        emitterSize = other.emitterSize
        emitterDepth = other.emitterDepth
        emitterShape = other.emitterShape
        emitterMode = other.emitterMode
        renderMode = other.renderMode
        preservesDepth = other.preservesDepth
        velocity = other.velocity
        scale = other.scale
        spin = other.spin
        seed = other.seed
        emissionPeriods = other.emissionPeriods
        emitterTime = other.emitterTime
    }

    override package var subclassContentPartCount: Int { 2 }

    /// True while particles show or may still be born: an idle emitter asks for no frames.
    override package var hasContinuousContent: Bool {
        guard emitterCells?.isEmpty == false, let time = emitterTime else { return emitterCells?.isEmpty == false || emitterShowedParticles }
        return emitterShowedParticles || isStillEmitting(at: time)
    }

    override package func advanceContinuousContent(toMediaTime time: CFTimeInterval) -> Bool {
        let local = localTime(forMediaTime: time)
        for index in emissionPeriods.indices where emissionPeriods[index].start == nil {
            emissionPeriods[index].start = local
        }
        emitterTime = local
        let showing = !particles(at: local).isEmpty
        defer { emitterShowedParticles = showing }
        if !showing && !emitterShowedParticles && !isStillEmitting(at: local) {
            return false
        }
        return true
    }

    override package func paintSubclassContent(_ painter: LayerPainter, values: LayerRenderValues,
                                               transform m: CGAffineTransform, alpha: CGFloat) -> CGRect {
        guard let time = emitterTime else { return .null }
        return EmitterPainter.paint(particles(at: time), renderMode: renderMode, cr: painter.cr, transform: m, alpha: alpha)
    }

    override package func subclassContentBounds(values: LayerRenderValues) -> CGRect {
        guard let time = emitterTime else { return .null }
        return EmitterPainter.bounds(of: particles(at: time))
    }

    // MARK: Changes

    private func emitterDidChange(restart: Bool = false) {
        if restart { emissionPeriods = [(nil, birthRate)] }
        AnimatingLayers.shared.register(self)
        noteVisualChange()
    }

    private func birthRateDidChange(from oldValue: Float) {
        if !birthRate.isFinite || birthRate < 0 {
            CALayer.log("CAEmitterLayer.birthRate \(birthRate) rejected: must be finite and >= 0; set to 0")
            birthRate = 0
        }
        // The new rate counts from the last frame shown (or the next, before the first).
        emissionPeriods.append((emitterTime, birthRate))
        emitterDidChange()
    }
}
