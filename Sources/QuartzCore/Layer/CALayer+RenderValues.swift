import CoreGraphics
import Foundation

/// The property values the compositor draws a layer with: the model values, or the
/// presentation values while animations run.
package struct LayerRenderValues {
    package var bounds: CGRect
    package var position: CGPoint
    package var anchorPoint: CGPoint
    package var transform: CATransform3D
    package var sublayerTransform: CATransform3D
    package var opacity: CGFloat
    package var isHidden: Bool
    package var masksToBounds: Bool
    package var backgroundColor: CGColor?
    package var cornerRadius: CGFloat
    package var maskedCorners: CACornerMask
    package var borderWidth: CGFloat
    package var borderColor: CGColor?
    package var shadowColor: CGColor?
    package var shadowOpacity: CGFloat
    package var shadowOffset: CGSize
    package var shadowRadius: CGFloat
    package var contentsImage: CGImage?
    package var contentsRect: CGRect
    package var contentsCenter: CGRect
    package var zPosition: CGFloat
    /// A transform layer's own transform, kept in 3D for its sublayers (`transform` is
    /// then identity: the layer itself is placed flat).
    package var depthTransform: CATransform3D = .identity
    /// A transform layer's sublayer transform, kept in 3D for its sublayers.
    package var depthSublayerTransform: CATransform3D = .identity
    /// A transform layer's opacity, applied to each sublayer separately.
    package var depthOpacity: CGFloat = 1
}

extension CALayer {
    /// The unit rectangle: the default contentsRect and contentsCenter.
    package static let unitRect = CGRect(x: 0, y: 0, width: 1, height: 1)

    /// The values to draw with; `presented` applies running animations.
    package func renderValues(presented: Bool) -> LayerRenderValues {
        // Reads the stored model values (as the render server does), not overridable getters.
        let transforms = transformStorage, shadow = shadowStorage, placement = contentsStorage
        var values = LayerRenderValues(
            bounds: bounds, position: position, anchorPoint: anchorPoint,
            transform: transforms?.transform ?? .identity, sublayerTransform: transforms?.sublayerTransform ?? .identity,
            opacity: CGFloat(opacity), isHidden: isHidden,
            masksToBounds: masksToBounds, backgroundColor: backgroundColor, cornerRadius: cornerRadius,
            maskedCorners: maskedCorners, borderWidth: borderWidth, borderColor: borderWidth > 0 ? borderColor : nil,
            shadowColor: shadow?.color, shadowOpacity: CGFloat(shadow?.opacity ?? 0),
            shadowOffset: shadow?.offset ?? CGSize(width: 0, height: -3), shadowRadius: shadow?.radius ?? 3,
            contentsImage: contentsImage, contentsRect: placement?.rect ?? CALayer.unitRect,
            contentsCenter: placement?.center ?? CALayer.unitRect, zPosition: zPosition)
        if presented, let presentation = presentationValues { values.apply(presentation) }
        if keepsSublayersIn3D { values.keepDepth() }
        return values
    }

    /// The geometry to place the layer with, presentation values applied.
    package var presentedGeometry: LayerGeometry {
        guard let values = presentationValues else {
            return LayerGeometry(bounds: bounds, position: position, anchorPoint: anchorPoint, transform: transform)
        }
        return LayerGeometry(
            bounds: values.rect(.bounds) ?? bounds,
            position: values.point(.position) ?? position,
            anchorPoint: values.point(.anchorPoint) ?? anchorPoint,
            transform: values.transform(.transform) ?? transform)
    }

    /// `LayerPainter.childTransform(renderValues(presented: true), base: base)` without
    /// building the render values: the layer's presented placement in its parent's
    /// sublayer space `base` (the damage pass asks it of every changed layer).
    package func presentedChildTransform(base: CGAffineTransform) -> CGAffineTransform {
        if keepsSublayersIn3D { return LayerPainter.childTransform(renderValues(presented: true), base: base) }
        let values = presentationValues
        let b = values?.rect(.bounds) ?? bounds
        return CALayer.anchoredTransform(
            origin: b.origin, size: b.size, position: values?.point(.position) ?? position,
            anchorPoint: values?.point(.anchorPoint) ?? anchorPoint,
            transform: values?.transform(.transform) ?? transformStorage?.transform ?? .identity).concatenating(base)
    }

    /// The sublayer transform with presentation values applied.
    package var presentedSublayerTransform: CATransform3D {
        presentationValues?.transform(.sublayerTransform) ?? sublayerTransform
    }
}

extension LayerRenderValues {
    /// Replaces one property by its top-level key with an animated value of the right type.
    package mutating func apply(key: String, value: Any) {
        switch key {
        case "bounds": if let v = value as? CGRect { bounds = v }
        case "position": if let v = value as? CGPoint { position = v }
        case "anchorPoint": if let v = value as? CGPoint { anchorPoint = v }
        case "transform": if let v = value as? CATransform3D { transform = v }
        case "sublayerTransform": if let v = value as? CATransform3D { sublayerTransform = v }
        case "opacity": if let v = value as? CGFloat { opacity = v }
        case "hidden": if let v = value as? Bool { isHidden = v }
        case "masksToBounds": if let v = value as? Bool { masksToBounds = v }
        case "backgroundColor": backgroundColor = value as? CGColor
        case "cornerRadius": if let v = value as? CGFloat { cornerRadius = v }
        case "borderWidth": if let v = value as? CGFloat { borderWidth = v }
        case "borderColor": borderColor = value as? CGColor
        case "shadowColor": shadowColor = value as? CGColor
        case "shadowOpacity": if let v = value as? CGFloat { shadowOpacity = v }
        case "shadowOffset": if let v = value as? CGSize { shadowOffset = v }
        case "shadowRadius": if let v = value as? CGFloat { shadowRadius = v }
        case "contents": contentsImage = value as? CGImage
        case "contentsRect": if let v = value as? CGRect { contentsRect = v }
        case "contentsCenter": if let v = value as? CGRect { contentsCenter = v }
        case "zPosition": if let v = value as? CGFloat { zPosition = v }
        default: break
        }
    }
}

extension LayerRenderValues {
    /// A transform layer's values: its transforms and opacity kept for its sublayers, and
    /// nothing of its own drawn (no background, border, contents, shadow or clipping).
    package mutating func keepDepth() {
        depthTransform = transform
        depthSublayerTransform = sublayerTransform
        transform = .identity
        sublayerTransform = .identity
        if opacity > 0 { depthOpacity = opacity; opacity = 1 }
        backgroundColor = nil
        borderWidth = 0
        contentsImage = nil
        shadowOpacity = 0
        masksToBounds = false
    }
}
