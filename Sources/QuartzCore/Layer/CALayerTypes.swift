import CoreGraphics
import Foundation

/// How a layer's contents are positioned or scaled within its bounds.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// Creates a gravity from its string value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Centered, not scaled.
    public static let center = CALayerContentsGravity(rawValue: "center")
    /// Centered horizontally, at the top edge.
    public static let top = CALayerContentsGravity(rawValue: "top")
    /// Centered horizontally, at the bottom edge.
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    /// Centered vertically, at the left edge.
    public static let left = CALayerContentsGravity(rawValue: "left")
    /// Centered vertically, at the right edge.
    public static let right = CALayerContentsGravity(rawValue: "right")
    /// At the top-left corner.
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    /// At the top-right corner.
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    /// At the bottom-left corner.
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    /// At the bottom-right corner.
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    /// Stretched to fill the bounds (the default).
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Scaled to fit, keeping the aspect ratio.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Scaled to fill, keeping the aspect ratio (may overflow the bounds).
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}

/// Which corners `cornerRadius` rounds (min/max in the layer's own coordinates).
public struct CACornerMask: OptionSet, Hashable, Sendable {
    /// The raw value.
    public let rawValue: UInt
    /// Creates a mask from its raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The corner at minimum x and minimum y (top-left on screen).
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The corner at maximum x and minimum y (top-right on screen).
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The corner at minimum x and maximum y (bottom-left on screen).
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The corner at maximum x and maximum y (bottom-right on screen).
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
    /// All four corners.
    package static let all: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
}

/// Which edges of a layer are antialiased.
public struct CAEdgeAntialiasingMask: OptionSet, Hashable, Sendable {
    /// The raw value.
    public let rawValue: UInt32
    /// Creates a mask from its raw value.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The left edge.
    public static let layerLeftEdge = CAEdgeAntialiasingMask(rawValue: 1 << 0)
    /// The right edge.
    public static let layerRightEdge = CAEdgeAntialiasingMask(rawValue: 1 << 1)
    /// The bottom edge.
    public static let layerBottomEdge = CAEdgeAntialiasingMask(rawValue: 1 << 2)
    /// The top edge.
    public static let layerTopEdge = CAEdgeAntialiasingMask(rawValue: 1 << 3)
}

/// The filter used when contents are scaled.
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// Creates a filter from its string value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Linear interpolation (the default).
    public static let linear = CALayerContentsFilter(rawValue: "linear")
    /// Nearest-neighbour sampling.
    public static let nearest = CALayerContentsFilter(rawValue: "nearest")
    /// Trilinear (drawn as linear).
    public static let trilinear = CALayerContentsFilter(rawValue: "trilinear")
}

/// The curve used for rounded corners.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// Creates a corner curve from its string value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Quarter circles (the default).
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// A continuous curve (drawn as circular here).
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// An object that responds to a layer action, such as an implicit animation.
public protocol CAAction: AnyObject {
    /// Runs the action for `event` on `anObject` (a layer).
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
    /// The null action: returned from `action(for:forKey:)`, it stops the search and nothing
    /// animates, as on Apple platforms.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

/// The methods a layer's delegate may implement; every method has a default.
public protocol CALayerDelegate: AnyObject {
    /// Replaces the layer's standard display (backing image + `draw(in:)`) when implemented.
    func display(_ layer: CALayer)
    /// Draws the layer's content into `ctx` (a y-down context sized to the bounds).
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Called before the layer's backing image is drawn.
    func layerWillDraw(_ layer: CALayer)
    /// Lays out the layer's sublayers after its bounds changed or `setNeedsLayout()`.
    func layoutSublayers(of layer: CALayer)
    /// The action for a property change; nil continues the search, `NSNull()` stops it.
    func action(for layer: CALayer, forKey event: String) -> CAAction?
}

extension CALayerDelegate {
    /// Default: the layer's standard display, a backing image filled by `draw(in:)`.
    public func display(_ layer: CALayer) { layer.displayWithBackingImage() }
    /// Default: draws nothing.
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    /// Default: does nothing.
    public func layerWillDraw(_ layer: CALayer) {}
    /// Default: does nothing.
    public func layoutSublayers(of layer: CALayer) {}
    /// Default: nil, so the search continues with the layer's `actions` dictionary.
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
}
