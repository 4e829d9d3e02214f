import CoreGraphics
import Foundation

/// A color: fixed components in a color space, or a dynamic color that resolves against a
/// `UITraitCollection` (light or dark appearance).
///
/// Immutable and not actor-isolated, as on Apple platforms. Colors made with
/// `init(red:green:blue:alpha:)` are in the extended sRGB space (components may leave 0...1),
/// colors made with `init(white:alpha:)` in the extended gray space; two colors are equal when
/// their spaces and components are, so a gray white is not equal to an RGB white, as in UIKit.
/// Dynamic colors resolve with `UITraitCollection.current` wherever a fixed color is needed
/// (`cgColor`, `setFill()`, components).
open class UIColor: NSObject, NSSecureCoding, @unchecked Sendable {
    /// The color as created (nil for dynamic colors).
    private let fixedColor: CGColor?
    /// The color drawn: `fixedColor`, or for Display P3 colors the same color in extended sRGB.
    private let drawingColor: CGColor?
    /// The provider of a dynamic color.
    private let provider: (@Sendable (UITraitCollection) -> UIColor)?
    /// The name of a system color (`systemRedColor`…), shown in `description` and compared by `==`.
    package private(set) var systemColorName: String?

    package static let extendedSRGBSpace = CGColorSpace(name: CGColorSpace.extendedSRGB)!
    package static let extendedGraySpace = CGColorSpace(name: CGColorSpace.extendedGray)!
    package static let displayP3Space = CGColorSpace(name: CGColorSpace.displayP3)!

    /// A color in the extended sRGB space from red, green, blue and alpha components.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let color = CGColor(space: UIColor.extendedSRGBSpace,
                            storedComponents: UIColor.finite([red, green, blue, alpha], "init(red:green:blue:alpha:)"))
        fixedColor = color
        drawingColor = color
        provider = nil
        systemColorName = nil
        super.init()
    }

    /// A color in the extended gray space from a white level and alpha.
    public init(white: CGFloat, alpha: CGFloat) {
        let color = CGColor(space: UIColor.extendedGraySpace, storedComponents: UIColor.finite([white, alpha], "init(white:alpha:)"))
        fixedColor = color
        drawingColor = color
        provider = nil
        systemColorName = nil
        super.init()
    }

    /// A color in the extended sRGB space from hue, saturation and brightness (each 0...1).
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let hsb = UIColor.finite([hue, saturation, brightness], "init(hue:saturation:brightness:alpha:)")
        let (r, g, b) = UIColor.rgb(hue: hsb[0], saturation: hsb[1], brightness: hsb[2])
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// A color in the Display P3 space. Its `cgColor` is the same color converted to extended
    /// sRGB (our renderer draws in sRGB); `description` and equality keep the P3 components.
    public init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let c = UIColor.finite([displayP3Red, green, blue, alpha], "init(displayP3Red:green:blue:alpha:)")
        let (displayP3Red, green, blue, alpha) = (c[0], c[1], c[2], c[3])
        fixedColor = CGColor(space: UIColor.displayP3Space, storedComponents: [displayP3Red, green, blue, alpha])
        let (r, g, b) = UIColor.extendedSRGB(fromDisplayP3: (displayP3Red, green, blue))
        drawingColor = CGColor(space: UIColor.extendedSRGBSpace, storedComponents: [r, g, b, alpha])
        provider = nil
        systemColorName = nil
        super.init()
    }

    /// A color with the space and components of `cgColor`.
    public init(cgColor: CGColor) {
        fixedColor = cgColor
        if cgColor.colorSpace?.name == CGColorSpace.displayP3, let c = cgColor.components, c.count == 4 {
            let (r, g, b) = UIColor.extendedSRGB(fromDisplayP3: (c[0], c[1], c[2]))
            drawingColor = CGColor(space: UIColor.extendedSRGBSpace, storedComponents: [r, g, b, c[3]])
        } else {
            drawingColor = cgColor
        }
        provider = nil
        systemColorName = nil
        super.init()
    }

    /// A dynamic color: `dynamicProvider` returns the color to use for a trait collection.
    /// It is called whenever the color is resolved, so it must be cheap and pure.
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        fixedColor = nil
        drawingColor = nil
        provider = dynamicProvider
        systemColorName = nil
        super.init()
    }

    /// A named dynamic system color with a light and a dark variant.
    package convenience init(systemName: String, light: UIColor, dark: UIColor) {
        self.init(dynamicProvider: { $0.resolvedStyle == .dark ? dark : light })
        systemColorName = systemName
    }

    // MARK: Archiving

    /// Whether the class supports secure coding: true.
    public static var supportsSecureCoding: Bool { true }

    /// Decodes a color archived with UIKit's keys: `UISystemColorName` for system colors,
    /// `UIWhite`/`UIAlpha` for gray colors, `UIRed`/`UIGreen`/`UIBlue`/`UIAlpha` for RGB colors
    /// (nil, with a log line, when none are present).
    public required init?(coder: NSCoder) {
        if coder.containsValue(forKey: "UISystemColorName"),
           let name = coder.decodeObject(of: NSString.self, forKey: "UISystemColorName") as String?,
           let system = UIColor.systemColor(named: name) {
            fixedColor = nil
            drawingColor = nil
            provider = { system.resolvedColor(with: $0) }
            systemColorName = name
        } else if coder.containsValue(forKey: "UIWhite") {
            let color = CGColor(space: UIColor.extendedGraySpace,
                                storedComponents: UIColor.finite([CGFloat(coder.decodeDouble(forKey: "UIWhite")),
                                                   CGFloat(coder.containsValue(forKey: "UIAlpha") ? coder.decodeDouble(forKey: "UIAlpha") : 1)],
                                                   "init(coder:)"))
            fixedColor = color
            drawingColor = color
            provider = nil
            systemColorName = nil
        } else if coder.containsValue(forKey: "UIRed") {
            let color = CGColor(space: UIColor.extendedSRGBSpace,
                                storedComponents: UIColor.finite([CGFloat(coder.decodeDouble(forKey: "UIRed")),
                                                   CGFloat(coder.decodeDouble(forKey: "UIGreen")),
                                                   CGFloat(coder.decodeDouble(forKey: "UIBlue")),
                                                   CGFloat(coder.containsValue(forKey: "UIAlpha") ? coder.decodeDouble(forKey: "UIAlpha") : 1)],
                                                   "init(coder:)"))
            fixedColor = color
            drawingColor = color
            provider = nil
            systemColorName = nil
        } else {
            uiLog("UIColor(coder:): no color components in the archive")
            return nil
        }
        super.init()
    }

    /// Archives the color with UIKit's keys; a dynamic color that is not a system color is
    /// archived as its light-appearance value.
    public func encode(with coder: NSCoder) {
        if let systemColorName {
            coder.encode(systemColorName, forKey: "UISystemColorName")
        }
        let color = provider == nil ? self : resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
        guard let cg = color.drawingColor, let c = cg.components else { return }
        if cg.colorSpace?.model == .monochrome, c.count == 2 {
            coder.encode(Double(c[0]), forKey: "UIWhite")
            coder.encode(Double(c[1]), forKey: "UIAlpha")
            coder.encode(Int32(2), forKey: "UIColorComponentCount")
        } else if let rgba = color.rgbaComponents {
            coder.encode(Double(rgba.0), forKey: "UIRed")
            coder.encode(Double(rgba.1), forKey: "UIGreen")
            coder.encode(Double(rgba.2), forKey: "UIBlue")
            coder.encode(Double(rgba.3), forKey: "UIAlpha")
            coder.encode(Int32(4), forKey: "UIColorComponentCount")
        }
    }

    // MARK: Resolution

    /// Whether the color is dynamic (resolves differently per trait collection).
    package var isDynamic: Bool { provider != nil }

    /// The fixed color this color stands for under `traitCollection`: itself unless dynamic.
    /// A provider returning another dynamic color is resolved again (up to a small depth).
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        var color: UIColor = self
        var depth = 0
        while let provider = color.provider, depth < 8 {
            color = provider(traitCollection)
            depth += 1
        }
        return color.provider == nil ? color : .clear
    }

    /// The color as a `CGColor`; dynamic colors resolve with `UITraitCollection.current`.
    open var cgColor: CGColor {
        if let drawingColor { return drawingColor }
        return resolvedColor(with: .current).drawingColor ?? .clear
    }

    /// The fixed color used for component queries.
    private var resolved: UIColor { provider == nil ? self : resolvedColor(with: .current) }

    // MARK: Components

    /// The red, green, blue and alpha components in extended sRGB (gray colors give equal
    /// components; Display P3 colors are converted). Returns false only for colors that have
    /// no components.
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard let c = resolved.rgbaComponents else { return false }
        red?.pointee = c.0; green?.pointee = c.1; blue?.pointee = c.2; alpha?.pointee = c.3
        return true
    }

    /// The white level and alpha; as in UIKit, succeeds only for colors in a gray space.
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard let color = resolved.drawingColor, color.colorSpace?.model == .monochrome,
              let c = color.components, c.count == 2 else { return false }
        white?.pointee = c[0]; alpha?.pointee = c[1]
        return true
    }

    /// The hue, saturation, brightness (each 0...1 for colors inside the sRGB gamut) and alpha.
    open func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                     brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard let c = resolved.rgbaComponents else { return false }
        let (h, s, v) = UIColor.hsb(red: c.0, green: c.1, blue: c.2)
        hue?.pointee = h; saturation?.pointee = s; brightness?.pointee = v; alpha?.pointee = c.3
        return true
    }

    /// The same color with alpha `alpha`, in the same space; a dynamic color stays dynamic.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        if let provider {
            return UIColor(dynamicProvider: { provider($0).withAlphaComponent(alpha) })
        }
        guard let fixedColor, let space = fixedColor.colorSpace, var c = fixedColor.components, !c.isEmpty else {
            return self
        }
        c[c.count - 1] = alpha
        if space.name == CGColorSpace.displayP3, c.count == 4 {
            return UIColor(displayP3Red: c[0], green: c[1], blue: c[2], alpha: alpha)
        }
        return UIColor(cgColor: CGColor(space: space, storedComponents: c))
    }

    /// Extended sRGB components of a fixed color (nil for dynamic colors).
    private var rgbaComponents: (CGFloat, CGFloat, CGFloat, CGFloat)? {
        guard let color = drawingColor, let c = color.components, !c.isEmpty else { return nil }
        switch color.colorSpace?.model {
        case .monochrome where c.count == 2: return (c[0], c[0], c[0], c[1])
        case .rgb where c.count == 4: return (c[0], c[1], c[2], c[3])
        default:
            let v = color.rgba
            return (v.red, v.green, v.blue, v.alpha)
        }
    }

    // MARK: Setting the color of the current context

    /// Sets this color as the fill and stroke color of the current UIGraphics context.
    open func set() {
        setFill()
        setStroke()
    }

    /// Sets this color as the fill color of the current UIGraphics context (nothing when none).
    open func setFill() {
        UIGraphicsGetCurrentContext()?.setFillColor(cgColor)
    }

    /// Sets this color as the stroke color of the current UIGraphics context (nothing when none).
    open func setStroke() {
        UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor)
    }

    // MARK: Equality and description

    /// Equal when both are fixed colors with the same space and components, or the same
    /// dynamic (system) color.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        if other === self { return true }
        if let a = fixedColor, let b = other.fixedColor { return a == b }
        if provider != nil, other.provider != nil, let name = systemColorName { return name == other.systemColorName }
        return false
    }

    /// A hash consistent with `isEqual(_:)`.
    open override var hash: Int {
        var hasher = Hasher()
        if let fixedColor {
            hasher.combine(fixedColor.components)
        } else if let systemColorName {
            hasher.combine(systemColorName)
        } else {
            hasher.combine(ObjectIdentifier(self))
        }
        return hasher.finalize()
    }

    /// UIKit's form: `UIExtendedSRGBColorSpace 1 0 0 1`, `UIExtendedGrayColorSpace 1 1`, or
    /// `<UIDynamicSystemColor: 0x…; name = systemRedColor>`.
    open override var description: String {
        guard let fixedColor else {
            let address = Unmanaged.passUnretained(self).toOpaque()
            if let systemColorName { return "<UIDynamicSystemColor: \(address); name = \(systemColorName)>" }
            return "<UIDynamicProviderColor: \(address); provider = <closure>>"
        }
        let components = (fixedColor.components ?? []).map { UIColor.format($0) }.joined(separator: " ")
        let spaceName: String
        switch fixedColor.colorSpace?.name {
        case CGColorSpace.extendedSRGB?: spaceName = "UIExtendedSRGBColorSpace"
        case CGColorSpace.extendedGray?: spaceName = "UIExtendedGrayColorSpace"
        case CGColorSpace.displayP3?: spaceName = "UIDisplayP3ColorSpace"
        default: spaceName = fixedColor.colorSpace?.model == .monochrome ? "UIDeviceWhiteColorSpace" : "UIDeviceRGBColorSpace"
        }
        return "\(spaceName) \(components)"
    }

    private static func format(_ value: CGFloat) -> String {
        if value == value.rounded(), abs(value) < 1e9 { return String(Int(value)) }
        return String(format: "%g", Double(value))
    }

    // MARK: Conversions

    /// `components` with each NaN or infinite value replaced by 0, logging (rate-limited)
    /// when one was: colors never carry non-finite components into drawing.
    package static func finite(_ components: [CGFloat], _ initializer: String) -> [CGFloat] {
        guard !components.allSatisfy(\.isFinite) else { return components }
        uiLog("UIColor \(initializer): non-finite component in \(components) replaced by 0")
        return components.map { $0.isFinite ? $0 : 0 }
    }

    /// HSB (each 0...1, hue wrapping) to RGB.
    package static func rgb(hue: CGFloat, saturation: CGFloat, brightness: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        let s = min(1, max(0, saturation)), v = brightness
        guard s > 0 else { return (v, v, v) }
        var h = hue.truncatingRemainder(dividingBy: 1)
        if h < 0 { h += 1 }
        let sector = h * 6, i = Int(saturating: sector) % 6, f = sector - sector.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch i {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }

    /// RGB to HSB (hue 0..<1, 0 for grays).
    package static func hsb(red r: CGFloat, green g: CGFloat, blue b: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        let maxValue = max(r, g, b), minValue = min(r, g, b), delta = maxValue - minValue
        let saturation = maxValue > 0 ? delta / maxValue : 0
        guard delta > 0 else { return (0, saturation, maxValue) }
        var hue: CGFloat
        if maxValue == r {
            hue = (g - b) / delta
        } else if maxValue == g {
            hue = 2 + (b - r) / delta
        } else {
            hue = 4 + (r - g) / delta
        }
        hue /= 6
        if hue < 0 { hue += 1 }
        return (hue, saturation, maxValue)
    }

    /// Display P3 (gamma-encoded) to extended sRGB (gamma-encoded, may leave 0...1).
    package static func extendedSRGB(fromDisplayP3 p3: (CGFloat, CGFloat, CGFloat)) -> (CGFloat, CGFloat, CGFloat) {
        func linear(_ v: CGFloat) -> CGFloat {
            let a = abs(v)
            let l = a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
            return v < 0 ? -l : l
        }
        func encoded(_ v: CGFloat) -> CGFloat {
            let a = abs(v)
            let e = a <= 0.0031308 ? a * 12.92 : 1.055 * pow(a, 1 / 2.4) - 0.055
            return v < 0 ? -e : e
        }
        let r = linear(p3.0), g = linear(p3.1), b = linear(p3.2)
        let sr = 1.2249401 * r - 0.2249404 * g
        let sg = -0.0420569 * r + 1.0420571 * g
        let sb = -0.0196376 * r - 0.0786361 * g + 1.0982735 * b
        return (encoded(sr), encoded(sg), encoded(sb))
    }
}
