import CoreGraphics
import Foundation

/// The kind of gradient a gradient layer draws.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// Creates a type from its string value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Colors vary along the line from `startPoint` to `endPoint` (the default).
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Colors vary from `startPoint` (the centre) out to an ellipse whose radii are the
    /// distances from `startPoint` to `endPoint` along x and y.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Colors vary with the angle around `startPoint`, starting in the direction of
    /// `endPoint` and turning clockwise on screen.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// A layer that fills its bounds (rounded like its background) with a color gradient,
/// drawn above the background and contents and below the sublayers.
open class CAGradientLayer: CALayer {
    /// The gradient's colors (`CGColor`s), in order (default nil: nothing drawn).
    open var colors: [Any]? { didSet { propertyDidChange("colors", oldValue: oldValue) } }
    /// Where each color sits along the gradient, 0...1, increasing (default nil: evenly
    /// spaced). Ignored with a log line when the count differs from `colors`.
    open var locations: [NSNumber]? { didSet { propertyDidChange("locations", oldValue: oldValue) } }
    /// The start of the gradient in unit coordinates of the bounds (default (0.5, 0)).
    open var startPoint = CGPoint(x: 0.5, y: 0) { didSet { propertyDidChange("startPoint", oldValue: oldValue) } }
    /// The end of the gradient in unit coordinates of the bounds (default (0.5, 1)).
    open var endPoint = CGPoint(x: 0.5, y: 1) { didSet { propertyDidChange("endPoint", oldValue: oldValue) } }
    /// The kind of gradient (default `.axial`).
    open var type: CAGradientLayerType = .axial { didSet { propertyDidChange("type", oldValue: oldValue) } }

    // MARK: Key-value access

    override open func value(forKey key: String) -> Any? {
        switch key {
        case "colors": return colors
        case "locations": return locations
        case "startPoint": return startPoint
        case "endPoint": return endPoint
        case "type": return type
        default: return super.value(forKey: key)
        }
    }

    override open func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "colors": colors = value as? [Any]
        case "locations": locations = value as? [NSNumber]
        case "startPoint":
            if let v = BoxedGeometry.cast(value, to: CGPoint.self) { startPoint = v } else { CALayer.log("startPoint: not a CGPoint; ignored") }
        case "endPoint":
            if let v = BoxedGeometry.cast(value, to: CGPoint.self) { endPoint = v } else { CALayer.log("endPoint: not a CGPoint; ignored") }
        case "type":
            if let v = value as? CAGradientLayerType { type = v } else if let s = value as? String { type = .init(rawValue: s) }
        default: super.setValue(value, forKey: key)
        }
    }

    override open class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "startPoint": return CGPoint(x: 0.5, y: 0)
        case "endPoint": return CGPoint(x: 0.5, y: 1)
        case "type": return CAGradientLayerType.axial
        default: return super.defaultValue(forKey: key)
        }
    }

    // MARK: Engine hooks

    override package func copySubclassProperties(from other: CALayer) {
        guard let other = other as? CAGradientLayer else { return }
        colors = other.colors
        locations = other.locations
        startPoint = other.startPoint
        endPoint = other.endPoint
        type = other.type
    }


    override package var subclassContentPartCount: Int { presentedGradient.stops.isEmpty ? 0 : 1 }

    override package func paintSubclassContent(_ painter: LayerPainter, values: LayerRenderValues,
                                               transform m: CGAffineTransform, alpha: CGFloat) -> CGRect {
        GradientPainter.paint(presentedGradient, cr: painter.cr, values: values, transform: m, alpha: alpha)
    }

    /// The gradient as currently shown (animations applied): stops sorted by location.
    package var presentedGradient: GradientStyle {
        let shownColors: [Any]? = presentedOptional("colors", colors)
        let cgColors = (shownColors ?? []).compactMap { $0 as? CGColor }
        if let shownColors, cgColors.count != shownColors.count {
            CALayer.log("CAGradientLayer: colors must be CGColors; \(shownColors.count - cgColors.count) ignored")
        }
        var shownLocations = presentedNumbers("locations", locations)
        if let given = shownLocations, given.count != cgColors.count {
            CALayer.log("CAGradientLayer: \(given.count) locations for \(cgColors.count) colors; spacing evenly")
            shownLocations = nil
        }
        let stops: [GradientStyle.Stop] = cgColors.enumerated().map { index, color in
            let location = shownLocations.map { CGFloat($0[index].doubleValue) }
                ?? (cgColors.count > 1 ? CGFloat(index) / CGFloat(cgColors.count - 1) : 0)
            return GradientStyle.Stop(location: location, color: color.rgba)
        }
        return GradientStyle(
            stops: stops.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element),
            startPoint: presentedOptional("startPoint", startPoint) ?? startPoint,
            endPoint: presentedOptional("endPoint", endPoint) ?? endPoint,
            type: type)
    }
}
