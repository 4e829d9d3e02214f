import CoreGraphics
import Foundation

/// A layer that draws its sublayers several times, each copy transformed, tinted and
/// delayed a step further than the previous one.
///
/// Copy `i` (0-based) is placed by `instanceTransform` applied `i` times about the
/// anchor point, has its pixels multiplied by `instanceColor` plus `i` times the color
/// offsets (each component clamped to 0...1), and shows its sublayers' animations
/// `i × instanceDelay` seconds late. Copy 0 is the sublayers themselves.
open class CAReplicatorLayer: CALayer {
    /// How many copies of the sublayers are drawn (default 1; 0 or less draws none).
    open var instanceCount: Int = 1 { didSet { propertyDidChange("instanceCount", oldValue: oldValue) } }

    /// The delay, in seconds, between the animations of consecutive copies (default 0).
    open var instanceDelay: CFTimeInterval = 0 { didSet { propertyDidChange("instanceDelay", oldValue: oldValue) } }

    /// The transform from one copy to the next, applied about the anchor point (default identity).
    open var instanceTransform: CATransform3D = .identity {
        didSet { propertyDidChange("instanceTransform", oldValue: oldValue) }
    }

    /// Whether the copies keep their depth in 3D; recorded (the renderer flattens layers).
    open var preservesDepth = false { didSet { propertyDidChange("preservesDepth", oldValue: oldValue) } }

    /// The color multiplying copy 0's pixels (default opaque white: unchanged; nil is white too).
    open var instanceColor: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1) {
        didSet { propertyDidChange("instanceColor", oldValue: oldValue) }
    }

    /// Added to the red component of the color for each further copy (default 0).
    open var instanceRedOffset: Float = 0 { didSet { propertyDidChange("instanceRedOffset", oldValue: oldValue) } }
    /// Added to the green component of the color for each further copy (default 0).
    open var instanceGreenOffset: Float = 0 { didSet { propertyDidChange("instanceGreenOffset", oldValue: oldValue) } }
    /// Added to the blue component of the color for each further copy (default 0).
    open var instanceBlueOffset: Float = 0 { didSet { propertyDidChange("instanceBlueOffset", oldValue: oldValue) } }
    /// Added to the alpha component of the color for each further copy (default 0).
    open var instanceAlphaOffset: Float = 0 { didSet { propertyDidChange("instanceAlphaOffset", oldValue: oldValue) } }

    // MARK: Key-value access

    override open func value(forKey key: String) -> Any? {
        switch key {
        case "instanceCount": return instanceCount
        case "instanceDelay": return instanceDelay
        case "instanceTransform": return instanceTransform
        case "preservesDepth": return preservesDepth
        case "instanceColor": return instanceColor
        case "instanceRedOffset": return instanceRedOffset
        case "instanceGreenOffset": return instanceGreenOffset
        case "instanceBlueOffset": return instanceBlueOffset
        case "instanceAlphaOffset": return instanceAlphaOffset
        default: return super.value(forKey: key)
        }
    }

    override open func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "instanceCount":
            if let v = ShapeValues.number(value, key: key) { instanceCount = Int(saturating: v) }
        case "instanceDelay":
            if let v = ShapeValues.number(value, key: key) { instanceDelay = Double(v) }
        case "instanceTransform":
            if let v = BoxedGeometry.cast(value, to: CATransform3D.self) { instanceTransform = v } else { CALayer.log("instanceTransform: not a CATransform3D; ignored") }
        case "preservesDepth":
            if let v = value as? Bool { preservesDepth = v }
        case "instanceColor": instanceColor = value.flatMap { $0 as? CGColor }
        case "instanceRedOffset": if let v = ShapeValues.number(value, key: key) { instanceRedOffset = Float(v) }
        case "instanceGreenOffset": if let v = ShapeValues.number(value, key: key) { instanceGreenOffset = Float(v) }
        case "instanceBlueOffset": if let v = ShapeValues.number(value, key: key) { instanceBlueOffset = Float(v) }
        case "instanceAlphaOffset": if let v = ShapeValues.number(value, key: key) { instanceAlphaOffset = Float(v) }
        default: super.setValue(value, forKey: key)
        }
    }

    override open class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "instanceCount": return 1
        case "instanceTransform": return CATransform3D.identity
        case "instanceColor": return CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        default: return super.defaultValue(forKey: key)
        }
    }

    // MARK: Engine hooks

    override package func copySubclassProperties(from other: CALayer) {
        guard let other = other as? CAReplicatorLayer else { return }
        instanceCount = other.instanceCount
        instanceDelay = other.instanceDelay
        instanceTransform = other.instanceTransform
        preservesDepth = other.preservesDepth
        instanceColor = other.instanceColor
        instanceRedOffset = other.instanceRedOffset
        instanceGreenOffset = other.instanceGreenOffset
        instanceBlueOffset = other.instanceBlueOffset
        instanceAlphaOffset = other.instanceAlphaOffset
    }


    override package var replicatesSublayers: Bool { true }

    /// The copies at the presented values: transform `instanceTransform`^i about the
    /// anchor point, color `instanceColor + i × offsets` clamped, delay `i × instanceDelay`.
    override package func sublayerInstances(values v: LayerRenderValues) -> [SublayerInstance]? {
        func scalar(_ key: String, _ model: Float) -> CGFloat { presentationOverride(forKey: key) as? CGFloat ?? CGFloat(model) }
        let count = Int(saturating: (presentationOverride(forKey: "instanceCount") as? CGFloat).map { $0.rounded(.down) } ?? CGFloat(instanceCount))
        guard count > 0 else { return [] }
        let step = (presentationOverride(forKey: "instanceTransform") as? CATransform3D ?? instanceTransform).affinePart
        let delay = presentationOverride(forKey: "instanceDelay") as? CGFloat ?? CGFloat(instanceDelay)
        let colorValue = presentationOverride(forKey: "instanceColor").map { $0 as? CGColor } ?? instanceColor
        let base = colorValue?.rgba ?? (red: 1, green: 1, blue: 1, alpha: 1)
        let offsets = (scalar("instanceRedOffset", instanceRedOffset), scalar("instanceGreenOffset", instanceGreenOffset),
                       scalar("instanceBlueOffset", instanceBlueOffset), scalar("instanceAlphaOffset", instanceAlphaOffset))
        let ax = v.bounds.minX + v.anchorPoint.x * v.bounds.width
        let ay = v.bounds.minY + v.anchorPoint.y * v.bounds.height
        let toAnchor = CGAffineTransform(translationX: -ax, y: -ay), fromAnchor = CGAffineTransform(translationX: ax, y: ay)
        func clamp(_ x: CGFloat) -> CGFloat { min(max(x, 0), 1) }
        var instances: [SublayerInstance] = []
        instances.reserveCapacity(min(count, 10_000))
        var accumulated = CGAffineTransform.identity
        for i in 0..<min(count, 10_000) {
            let n = CGFloat(i)
            instances.append(SublayerInstance(
                transform: toAnchor.concatenating(accumulated).concatenating(fromAnchor),
                color: (clamp(base.red + n * offsets.0), clamp(base.green + n * offsets.1),
                        clamp(base.blue + n * offsets.2), clamp(base.alpha + n * offsets.3)),
                timeDelay: CFTimeInterval(n * delay)))
            accumulated = accumulated.concatenating(step)
        }
        if count > 10_000 { CALayer.log("CAReplicatorLayer: instanceCount \(count) clamped to 10000") }
        return instances
    }
}
