import CoreGraphics
import Foundation

/// The fill rule of a shape layer.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// Creates a fill rule from its string value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Non-zero winding number (the default).
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// Even-odd: regions crossed an odd number of times are inside.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// How a shape layer ends open stroked lines.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// Creates a line cap from its string value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Squared off at the end point (the default).
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// A half circle beyond the end point.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// Squared off half the line width beyond the end point.
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// How a shape layer joins stroked segments.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// Creates a line join from its string value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A sharp corner, beveled beyond the miter limit (the default).
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// A rounded corner.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// A cut-off corner.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// A layer that draws a path in its own coordinates: filled, then stroked, between its
/// contents and its sublayers.
///
/// `strokeStart` and `strokeEnd` trim the stroke to a fraction of the path's total arc
/// length (the "progress ring" animation); `path` animates point by point between paths
/// with the same elements.
open class CAShapeLayer: CALayer {
    /// The shape, in layer coordinates (default nil: nothing drawn).
    open var path: CGPath? { didSet { propertyDidChange("path", oldValue: oldValue) } }
    /// The fill color (default opaque black; nil: no fill).
    open var fillColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1) {
        didSet { propertyDidChange("fillColor", oldValue: oldValue) }
    }
    /// The fill rule (default `.nonZero`).
    open var fillRule: CAShapeLayerFillRule = .nonZero { didSet { propertyDidChange("fillRule", oldValue: oldValue) } }
    /// The stroke color (default nil: no stroke).
    open var strokeColor: CGColor? { didSet { propertyDidChange("strokeColor", oldValue: oldValue) } }
    /// Where the stroke starts, as a fraction 0...1 of the path's length (default 0).
    open var strokeStart: CGFloat = 0 { didSet { propertyDidChange("strokeStart", oldValue: oldValue) } }
    /// Where the stroke ends, as a fraction 0...1 of the path's length (default 1).
    open var strokeEnd: CGFloat = 1 { didSet { propertyDidChange("strokeEnd", oldValue: oldValue) } }
    /// The stroke width in layer coordinates (default 1).
    open var lineWidth: CGFloat = 1 { didSet { propertyDidChange("lineWidth", oldValue: oldValue) } }
    /// The miter limit (default 10).
    open var miterLimit: CGFloat = 10 { didSet { propertyDidChange("miterLimit", oldValue: oldValue) } }
    /// The cap of open line ends (default `.butt`).
    open var lineCap: CAShapeLayerLineCap = .butt { didSet { propertyDidChange("lineCap", oldValue: oldValue) } }
    /// The join of stroked segments (default `.miter`).
    open var lineJoin: CAShapeLayerLineJoin = .miter { didSet { propertyDidChange("lineJoin", oldValue: oldValue) } }
    /// How far into the dash pattern the stroke starts (default 0).
    open var lineDashPhase: CGFloat = 0 { didSet { propertyDidChange("lineDashPhase", oldValue: oldValue) } }
    /// Alternating dash and gap lengths (default nil: a solid line).
    open var lineDashPattern: [NSNumber]? { didSet { propertyDidChange("lineDashPattern", oldValue: oldValue) } }

    // MARK: Key-value access

    override open func value(forKey key: String) -> Any? {
        switch key {
        case "path": return path
        case "fillColor": return fillColor
        case "fillRule": return fillRule
        case "strokeColor": return strokeColor
        case "strokeStart": return strokeStart
        case "strokeEnd": return strokeEnd
        case "lineWidth": return lineWidth
        case "miterLimit": return miterLimit
        case "lineCap": return lineCap
        case "lineJoin": return lineJoin
        case "lineDashPhase": return lineDashPhase
        case "lineDashPattern": return lineDashPattern
        default: return super.value(forKey: key)
        }
    }

    override open func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "path": path = value.flatMap { $0 as? CGPath }
        case "fillColor": fillColor = value.flatMap { $0 as? CGColor }
        case "strokeColor": strokeColor = value.flatMap { $0 as? CGColor }
        case "fillRule":
            if let v = value as? CAShapeLayerFillRule { fillRule = v } else if let s = value as? String { fillRule = .init(rawValue: s) }
        case "lineCap":
            if let v = value as? CAShapeLayerLineCap { lineCap = v } else if let s = value as? String { lineCap = .init(rawValue: s) }
        case "lineJoin":
            if let v = value as? CAShapeLayerLineJoin { lineJoin = v } else if let s = value as? String { lineJoin = .init(rawValue: s) }
        case "strokeStart": if let v = ShapeValues.number(value, key: key) { strokeStart = v }
        case "strokeEnd": if let v = ShapeValues.number(value, key: key) { strokeEnd = v }
        case "lineWidth": if let v = ShapeValues.number(value, key: key) { lineWidth = v }
        case "miterLimit": if let v = ShapeValues.number(value, key: key) { miterLimit = v }
        case "lineDashPhase": if let v = ShapeValues.number(value, key: key) { lineDashPhase = v }
        case "lineDashPattern": lineDashPattern = value.flatMap { $0 as? [NSNumber] }
        default: super.setValue(value, forKey: key)
        }
    }

    override open class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "fillColor": return CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        case "fillRule": return CAShapeLayerFillRule.nonZero
        case "strokeEnd", "lineWidth": return CGFloat(1)
        case "miterLimit": return CGFloat(10)
        case "lineCap": return CAShapeLayerLineCap.butt
        case "lineJoin": return CAShapeLayerLineJoin.miter
        default: return super.defaultValue(forKey: key)
        }
    }

    // MARK: Engine hooks

    override package func copySubclassProperties(from other: CALayer) {
        guard let other = other as? CAShapeLayer else { return }
        path = other.path
        fillColor = other.fillColor
        fillRule = other.fillRule
        strokeColor = other.strokeColor
        strokeStart = other.strokeStart
        strokeEnd = other.strokeEnd
        lineWidth = other.lineWidth
        miterLimit = other.miterLimit
        lineCap = other.lineCap
        lineJoin = other.lineJoin
        lineDashPhase = other.lineDashPhase
        lineDashPattern = other.lineDashPattern
    }


    override package var subclassContentPartCount: Int {
        let style = presentedStyle
        return (style.fillColor != nil ? 1 : 0) + (style.strokeColor != nil ? 1 : 0)
    }

    override package func paintSubclassContent(_ painter: LayerPainter, values: LayerRenderValues,
                                               transform m: CGAffineTransform, alpha: CGFloat) -> CGRect {
        ShapePainter.paint(presentedStyle, cr: painter.cr, transform: m, alpha: alpha)
    }

    override package func subclassContentBounds(values: LayerRenderValues) -> CGRect {
        presentedStyle.localBounds
    }

    /// The shape's properties as currently shown (animations applied).
    package var presentedStyle: ShapeStyle {
        ShapeStyle(
            path: presentedOptional("path", path),
            fillColor: presentedOptional("fillColor", fillColor),
            fillRule: fillRule,
            strokeColor: presentedOptional("strokeColor", strokeColor),
            strokeStart: presentedScalar("strokeStart", strokeStart),
            strokeEnd: presentedScalar("strokeEnd", strokeEnd),
            lineWidth: presentedScalar("lineWidth", lineWidth),
            miterLimit: presentedScalar("miterLimit", miterLimit),
            lineCap: lineCap,
            lineJoin: lineJoin,
            lineDashPhase: presentedScalar("lineDashPhase", lineDashPhase),
            lineDashPattern: presentedNumbers("lineDashPattern", lineDashPattern))
    }
}
