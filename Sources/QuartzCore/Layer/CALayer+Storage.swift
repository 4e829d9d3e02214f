import CoreGraphics
import Foundation

/// Rarely changed transform values of a layer, allocated on first change.
package final class LayerTransformStorage {
    @exclusivity(unchecked) package var transform = CATransform3D.identity
    @exclusivity(unchecked) package var sublayerTransform = CATransform3D.identity
    @exclusivity(unchecked) package var anchorPointZ: CGFloat = 0
}

/// A layer's shadow values, allocated on first change.
package final class LayerShadowStorage {
    @exclusivity(unchecked) package var color: CGColor? = CGColor.black
    @exclusivity(unchecked) package var opacity: Float = 0
    @exclusivity(unchecked) package var offset = CGSize(width: 0, height: -3)
    @exclusivity(unchecked) package var radius: CGFloat = 3
    @exclusivity(unchecked) package var path: CGPath?
}

/// A layer's contents placement values, allocated on first change.
package final class LayerContentsStorage {
    @exclusivity(unchecked) package var gravity: CALayerContentsGravity = .resize
    @exclusivity(unchecked) package var rect = CGRect(x: 0, y: 0, width: 1, height: 1)
    @exclusivity(unchecked) package var center = CGRect(x: 0, y: 0, width: 1, height: 1)
    @exclusivity(unchecked) package var minificationFilter: CALayerContentsFilter = .linear
    @exclusivity(unchecked) package var magnificationFilter: CALayerContentsFilter = .linear
}

/// Everything else a layer rarely sets: identity, timing, animation and transition state.
package final class LayerExtraStorage {
    @exclusivity(unchecked) package var isDoubleSided = true
    @exclusivity(unchecked) package var cornerCurve: CALayerCornerCurve = .circular
    @exclusivity(unchecked) package var allowsEdgeAntialiasing = false
    @exclusivity(unchecked) package var edgeAntialiasingMask: CAEdgeAntialiasingMask = [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge]
    @exclusivity(unchecked) package var drawsAsynchronously = false
    @exclusivity(unchecked) package var shouldRasterize = false
    @exclusivity(unchecked) package var rasterizationScale: CGFloat = 1
    @exclusivity(unchecked) package var name: String?
    @exclusivity(unchecked) package var style: [AnyHashable: Any]?
    @exclusivity(unchecked) package var actions: [String: CAAction]?
    @exclusivity(unchecked) package var beginTime: CFTimeInterval = 0
    @exclusivity(unchecked) package var duration: CFTimeInterval = 0
    @exclusivity(unchecked) package var speed: Float = 1
    @exclusivity(unchecked) package var timeOffset: CFTimeInterval = 0
    @exclusivity(unchecked) package var repeatCount: Float = 0
    @exclusivity(unchecked) package var repeatDuration: CFTimeInterval = 0
    @exclusivity(unchecked) package var autoreverses = false
    @exclusivity(unchecked) package var fillMode: CAMediaTimingFillMode = .removed
    @exclusivity(unchecked) package var dirtyRect: CGRect = .null
    @exclusivity(unchecked) package var animationStore: CAAnimationStore?
    @exclusivity(unchecked) package var transitionSnapshot: CGImage?
    @exclusivity(unchecked) package var transitionProgress: (type: CATransitionType, subtype: CATransitionSubtype?, progress: Double)?
    @exclusivity(unchecked) package var modelLayer: CALayer?
}

extension CALayer {
    /// The transform storage, allocated on first use.
    package var transforms: LayerTransformStorage {
        if let storage = transformStorage { return storage }
        let storage = LayerTransformStorage()
        transformStorage = storage
        return storage
    }

    /// The shadow storage, allocated on first use.
    package var shadows: LayerShadowStorage {
        if let storage = shadowStorage { return storage }
        let storage = LayerShadowStorage()
        shadowStorage = storage
        return storage
    }

    /// The contents placement storage, allocated on first use.
    package var contentsAttributes: LayerContentsStorage {
        if let storage = contentsStorage { return storage }
        let storage = LayerContentsStorage()
        contentsStorage = storage
        return storage
    }

    /// The extra storage, allocated on first use.
    package var extras: LayerExtraStorage {
        if let storage = extraStorage { return storage }
        let storage = LayerExtraStorage()
        extraStorage = storage
        return storage
    }
}
