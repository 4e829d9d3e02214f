import CoreGraphics
import Foundation

/// One kind of particle a `CAEmitterLayer` emits: how many per second, how long they
/// live, how they move, turn, scale and change color, and the image they show.
///
/// Ranges are half-widths: a particle's value is drawn uniformly from
/// `value ± range` (from the emitter's seed, so runs are repeatable). Speeds are per
/// second of the particle's age. A cell without `contents` draws nothing, as in Core
/// Animation. Nested `emitterCells` (particles that emit) are not simulated: setting
/// them logs once.
open class CAEmitterCell: NSObject, CAMediaTiming {
    /// Creates a cell with Core Animation's defaults (no particles until `birthRate` > 0).
    public required override init() { super.init() }

    /// Creates a cell (Core Animation's factory method).
    open class func emitterCell() -> Self { Self.init() }

    /// Returns the default value of a property, or nil.
    open class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "isEnabled", "enabled": return true
        case "scale", "contentsScale": return CGFloat(1)
        case "contentsRect": return CGRect(x: 0, y: 0, width: 1, height: 1)
        case "color": return CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        case "speed": return Float(1)
        default: return nil
        }
    }

    /// Whether the value of `key` is archived.
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// The cell's name (used in key paths such as `emitterCells.spark.birthRate`).
    open var name: String?
    /// Whether the cell emits (default true).
    open var isEnabled = true

    /// Particles created per second (default 0), multiplied by the layer's `birthRate`.
    open var birthRate: Float = 0
    /// Seconds a particle lives (default 0), multiplied by the layer's `lifetime`.
    open var lifetime: Float = 0
    /// The half-width of the lifetime's range.
    open var lifetimeRange: Float = 0

    /// The angle of emission out of the x-y plane, in radians (its cosine scales the speed on screen).
    open var emissionLatitude: CGFloat = 0
    /// The angle of emission in the x-y plane, in radians from the x axis (y down).
    open var emissionLongitude: CGFloat = 0
    /// The full angle of the cone around the emission direction, in radians (2π: every direction).
    open var emissionRange: CGFloat = 0

    /// The initial speed, points per second, multiplied by the layer's `velocity`.
    open var velocity: CGFloat = 0
    /// The half-width of the speed's range.
    open var velocityRange: CGFloat = 0
    /// Acceleration along x, points per second squared.
    open var xAcceleration: CGFloat = 0
    /// Acceleration along y (down), points per second squared.
    open var yAcceleration: CGFloat = 0
    /// Acceleration along z (recorded; particles are drawn in the layer's plane).
    open var zAcceleration: CGFloat = 0

    /// The scale of the contents (default 1), multiplied by the layer's `scale`.
    open var scale: CGFloat = 1
    /// The half-width of the scale's range.
    open var scaleRange: CGFloat = 0
    /// The change of scale per second.
    open var scaleSpeed: CGFloat = 0

    /// The rotation speed, radians per second, multiplied by the layer's `spin`.
    open var spin: CGFloat = 0
    /// The half-width of the rotation speed's range.
    open var spinRange: CGFloat = 0

    /// The color multiplying the contents (default opaque white).
    open var color: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
    /// The half-width of the red component's range.
    open var redRange: Float = 0
    /// The half-width of the green component's range.
    open var greenRange: Float = 0
    /// The half-width of the blue component's range.
    open var blueRange: Float = 0
    /// The half-width of the alpha component's range.
    open var alphaRange: Float = 0
    /// The change of red per second.
    open var redSpeed: Float = 0
    /// The change of green per second.
    open var greenSpeed: Float = 0
    /// The change of blue per second.
    open var blueSpeed: Float = 0
    /// The change of alpha per second (negative values fade particles out).
    open var alphaSpeed: Float = 0

    /// The particle image (a `CGImage`).
    open var contents: Any?
    /// The part of the contents shown, in unit coordinates (default the whole image).
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// Pixels of the contents per point (default 1).
    open var contentsScale: CGFloat = 1
    /// The filter used when particles are drawn smaller than their image.
    open var minificationFilter: CALayerContentsFilter = .linear
    /// The filter used when particles are drawn larger than their image.
    open var magnificationFilter: CALayerContentsFilter = .linear
    /// The bias of the minification filter's level of detail.
    open var minificationFilterBias: Float = 0

    /// Cells emitted by each particle of this cell (not simulated; logged once when set).
    open var emitterCells: [CAEmitterCell]? {
        didSet {
            if emitterCells?.isEmpty == false { CAEmitterCell.logNestedCellsOnce() }
        }
    }
    /// Extra values, as `CALayer.style`.
    open var style: [AnyHashable: Any]?

    // MARK: CAMediaTiming (the cell emits during its active time)

    /// Seconds after the emitter starts before the cell emits.
    open var beginTime: CFTimeInterval = 0
    /// Seconds the cell emits for (0: for ever).
    open var duration: CFTimeInterval = 0
    /// Recorded (the cell's time runs with its layer's).
    open var speed: Float = 1
    /// Recorded.
    open var timeOffset: CFTimeInterval = 0
    /// Recorded.
    open var repeatCount: Float = 0
    /// Recorded.
    open var repeatDuration: CFTimeInterval = 0
    /// Recorded.
    open var autoreverses = false
    /// Recorded.
    open var fillMode: CAMediaTimingFillMode = .removed

    nonisolated(unsafe) private static var loggedNestedCells = false
    private static func logNestedCellsOnce() {
        guard !loggedNestedCells else { return }
        loggedNestedCells = true
        CALayer.log("CAEmitterCell.emitterCells: particles that emit particles are not simulated; the nested cells are not drawn")
    }
}
