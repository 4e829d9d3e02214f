import CoreGraphics
import Foundation

// Custom animatable properties: the Linux idiom replacing `@NSManaged`.
//
// A `CALayer` subclass declares its property as a computed property over key-value
// storage, and Core Animation treats the key as it treats its own:
//
//     final class ProgressLayer: CALayer {
//         var progress: CGFloat {
//             get { value(forKey: "progress") as? CGFloat ?? 0 }
//             set { setValue(newValue, forKey: "progress") }
//         }
//         override class func needsDisplay(forKey key: String) -> Bool {
//             key == "progress" || super.needsDisplay(forKey: key)
//         }
//         override func draw(in ctx: CGContext) { /* draws `progress` */ }
//     }
//
// Setting the key asks `action(forKey:)` for an implicit action first (before the value
// changes, as Core Animation asks from `willChangeValueForKey:`), stores the value, and
// redisplays when `needsDisplay(forKey:)` says so. While an animation of such a key
// runs, the compositor draws a presentation copy every frame (`draw(in:)` sees the
// animated value) and shows that drawing instead of the model layer's contents.

extension CALayer {
    /// Sets a key the layer does not know as a built-in property: the implicit action of
    /// the key, then the stored value, damage and redisplay. O(1) plus the action search.
    package func setCustomValue(_ value: Any?, forKey key: String) {
        let oldValue = style?[key]
        let isPresentationCopy = modelLayerStorage != nil
        if !isPresentationCopy {
            let previous = oldValue ?? type(of: self).defaultValue(forKey: key) ?? CALayer.zero(like: value)
            runImplicitAction(forKey: key) { .boxed(previous) }
        }
        var values = style ?? [:]
        values[key] = value
        style = values
        guard !isPresentationCopy else { return }
        noteVisualChange()
        if type(of: self) != CALayer.self, type(of: self).needsDisplay(forKey: key) { setNeedsDisplay() }
    }

    /// Zero of `value`'s numeric type: what an unset dynamic number property reads as in
    /// Core Animation (so its first implicit animation starts from 0); nil otherwise.
    package static func zero(like value: Any?) -> Any? {
        switch value {
        case is CGFloat: return CGFloat(0)
        case is Double: return Double(0)
        case is Float: return Float(0)
        case is Int: return 0
        default: return nil
        }
    }

    /// Converts an animated number for a custom key to the type the property stores (the
    /// model value's type, else the default value's, else the animation's own values'), so
    /// that a `Double` property reads back a `Double` from the presentation layer.
    package func customPresentationNumber(_ value: CGFloat, forKey key: String) -> Any {
        let sample = style?[key] ?? type(of: self).defaultValue(forKey: key) ?? animationStore?.sampleValue(forKeyPath: key)
        if let sample, type(of: sample) is NSNumber.Type { return NSNumber(value: Double(value)) }
        switch sample {
        case is Double: return Double(value)
        case is Float: return Float(value)
        default: return value
        }
    }

    /// Whether the presentation must be drawn again this frame: an animation runs on a key
    /// whose changes need display (`needsDisplay(forKey:)`), or the layer redraws its
    /// content on every frame of its animations (UIKit's `.allowAnimatedContent`).
    package var presentationNeedsRedisplay: Bool {
        guard let values = presentationValues, bounds.width > 0, bounds.height > 0 else { return false }
        if redisplaysDuringAnimations { return true }
        let layerClass = type(of: self)
        guard layerClass != CALayer.self else { return false }
        return values.keys.contains { $0 != "contents" && layerClass.needsDisplay(forKey: $0) }
    }

    /// Draws a presentation copy with the current presentation values (its `display()`,
    /// `draw(in:)` or the delegate's `draw(_:in:)` runs with the copy as the layer) and
    /// shows the drawing in place of the model contents until the animations end.
    package func displayPresentation() {
        guard let values = presentationValues, var overrides = presentationOverrides else { return }
        overrides["contents"] = nil
        let copy = makePresentationCopy(applying: overrides)
        copy.delegate = delegate
        copy.isDisplayingPresentation = true
        copy.display()
        copy.isDisplayingPresentation = false
        copy.delegate = nil
        values.setNamed(copy.contents as? CGImage ?? NSNull(), forKey: "contents")
    }
}

extension CAAnimationStore {
    /// A value one of the animations gives `keyPath` (a basic animation's to, from or by
    /// value, a keyframe animation's first value), or nil: the type the key animates as.
    package func sampleValue(forKeyPath keyPath: String) -> Any? {
        func sample(_ animation: CAAnimation) -> Any? {
            if let group = animation as? CAAnimationGroup {
                return group.animations?.lazy.compactMap(sample).first
            }
            guard let property = animation as? CAPropertyAnimation, property.keyPath == keyPath else { return nil }
            if let basic = property as? CABasicAnimation { return basic.toValue ?? basic.fromValue ?? basic.byValue }
            return (property as? CAKeyframeAnimation)?.values?.first
        }
        return keys.lazy.compactMap { self.animation(forKey: $0) }.compactMap(sample).first
    }
}
