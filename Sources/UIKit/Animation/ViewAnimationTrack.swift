import CoreGraphics
import Foundation

/// One property animated by a property animator: its layer and key, the value it started
/// from and the value it animates to, and the fraction of the animator's duration that
/// passes before it starts (`addAnimations(_:delayFactor:)`).
package final class ViewAnimationTrack {
    package let layer: CALayer
    package let key: String
    package let from: AnimatableValue
    package let to: AnimatableValue
    package let delayFactor: Double
    /// The key of the track's Core Animation animation on the layer.
    package let animationKey: String

    package init(layer: CALayer, key: String, from: AnimatableValue, to: AnimatableValue, delayFactor: Double, animationKey: String) {
        self.layer = layer
        self.key = key
        self.from = from
        self.to = to
        self.delayFactor = min(max(delayFactor, 0), 0.999_999)
        self.animationKey = animationKey
    }

    /// The track's own progress at animator fraction `fraction` (0 until its delay has passed).
    package func localProgress(_ fraction: Double) -> Double {
        min(max((fraction - delayFactor) / (1 - delayFactor), 0), 1)
    }

    /// The value shown on screen now (the model value when nothing animates it).
    package var presentedValue: AnimatableValue {
        if let value = layer.presentation()?.value(forKey: key) { return AnimatableValue(CALayer.propertyValue(value)) }
        return AnimatableValue(CALayer.propertyValue(layer.value(forKey: key)))
    }

    /// Sets the model value without animation, through the view's own setter when the
    /// layer belongs to a view (so `alpha`, `backgroundColor`... stay in step).
    @MainActor package func setModelValue(_ value: AnimatableValue) {
        UIView.performWithoutAnimation {
            guard let view = layer.delegate as? UIView, view.layer === layer else {
                layer.setValue(value.anyValue, forKey: key)
                return
            }
            switch (key, value) {
            case ("position", .point(let p)): view.center = p
            case ("bounds", .rect(let r)): view.bounds = r
            case ("opacity", .scalar(let a)): view.alpha = a
            case ("backgroundColor", .color(let c)): view.backgroundColor = c.map { UIColor(cgColor: $0) }
            case ("transform", .transform(let t)): view.transform3D = t
            default: layer.setValue(value.anyValue, forKey: key)
            }
        }
    }
}
