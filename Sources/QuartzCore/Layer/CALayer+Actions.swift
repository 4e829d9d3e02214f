import CoreGraphics
import Foundation

extension CAAnimation: CAAction {
    /// Adds the animation to `anObject` (a layer) under `event`, as Core Animation does
    /// when an animation is returned as a layer action.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }
}

extension CALayer {
    /// The properties that animate implicitly on standalone layers.
    package static let implicitlyAnimatableKeys: Set<String> = [
        "bounds", "position", "anchorPoint", "anchorPointZ", "zPosition", "transform", "sublayerTransform",
        "opacity", "hidden", "masksToBounds", "doubleSided", "cornerRadius", "borderWidth", "borderColor",
        "backgroundColor", "shadowColor", "shadowOpacity", "shadowOffset", "shadowRadius", "shadowPath",
        "contents", "contentsRect", "contentsCenter", "contentsScale",
        // CAShapeLayer, CAGradientLayer, CAReplicatorLayer, CATextLayer
        "path", "fillColor", "strokeColor", "strokeStart", "strokeEnd", "lineWidth", "miterLimit",
        "lineDashPhase", "colors", "locations", "startPoint", "endPoint",
        "instanceCount", "instanceDelay", "instanceTransform", "instanceColor",
        "instanceRedOffset", "instanceGreenOffset", "instanceBlueOffset", "instanceAlphaOffset",
        "fontSize", "foregroundColor",
    ]

    /// Searches for the action of `event`: the delegate, then `actions`, then
    /// `style["actions"]`, then `defaultAction(forKey:)`. `NSNull` anywhere stops the
    /// search with no action.
    package func searchAction(forKey event: String) -> CAAction? {
        if let delegate, let action = delegate.action(for: self, forKey: event) {
            return action is NSNull ? nil : action
        }
        if let action = actions?[event] {
            return action is NSNull ? nil : action
        }
        if let styleActions = style?["actions"] as? [String: CAAction], let action = styleActions[event] {
            return action is NSNull ? nil : action
        }
        if let action = type(of: self).defaultAction(forKey: event) {
            return action is NSNull ? nil : action
        }
        return nil
    }

    /// The implicit animation for an animatable key: a basic animation whose duration and
    /// timing function come from the current transaction.
    package static func implicitAnimation(forKey event: String) -> CAAction? {
        guard implicitlyAnimatableKeys.contains(event) else { return nil }
        let animation = CABasicAnimation(keyPath: event)
        animation.duration = CATransaction.animationDuration()
        animation.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        return animation
    }

    /// Opens the implicit transaction and runs the action for a changed property, unless
    /// actions are disabled or the layer has never been on screen (Core Animation does not
    /// animate layers that were never committed to a rendered tree). A basic animation
    /// with no values animates from the value shown before the change.
    /// `previous` is asked only when an action runs (most changes run none: boxing a rect or
    /// transform into `Any` would allocate for nothing).
    package func runImplicitAction(forKey key: String, previous: () -> PreviousValue) {
        CALayer.installCommitHandler
        CATransaction.ensureImplicitTransaction()
        guard !suppressesActions, !CATransaction.disableActions() else { return }
        let action: CAAction
        if renderRecord.compositor != nil {
            guard let found = self.action(forKey: key) else { return }
            action = found
        } else {
            // A layer no compositor has drawn yet animates only when its delegate asks for
            // it (a view inside an animation block): the fade-in idiom `alpha = 0;
            // addSubview; animate { alpha = 1 }` runs in one turn, as on iOS.
            guard let found = delegate?.action(for: self, forKey: key), !(found is NSNull) else { return }
            action = found
        }
        if let basic = action as? CABasicAnimation, basic.fromValue == nil, basic.toValue == nil, basic.byValue == nil {
            let animation = basic.copy() as! CABasicAnimation
            if animation.keyPath == nil { animation.keyPath = key }
            animation.fromValue = presentationOverride(forKey: key) ?? previous().propertyValue
            animation.run(forKey: key, object: self, arguments: nil)
        } else if let changeAction = action as? PropertyChangeAction {
            changeAction.run(forKey: key, layer: self, previous: previous())
        } else {
            action.run(forKey: key, object: self, arguments: [CALayer.previousValueArgument: previous().propertyValue as Any])
        }
    }

    /// The key under which `runImplicitAction` passes an action the property's value before
    /// the change (`arguments` of `CAAction.run`), so that actions can animate from it.
    package static let previousValueArgument = "previousValue"

    /// Converts a stored property value to the form animations use (opacity as CGFloat).
    package static func propertyValue(_ value: Any?) -> Any? {
        if let float = value as? Float { return CGFloat(float) }
        return value
    }
}

/// An action that animates a property change from the property's previous value, taking
/// that value directly instead of in an arguments dictionary (UIKit's animation blocks run
/// one for every property set inside them). Run through `CAAction.run`, it finds the
/// value under `CALayer.previousValueArgument`.
package protocol PropertyChangeAction: CAAction {
    /// Animates the change of `event` on `layer` from `previous`.
    func run(forKey event: String, layer: CALayer, previous: PreviousValue)
}

/// A property's value before a change, as its setter hands it to the property's action:
/// boxed, or typed for the keys view animations change most (position, bounds, opacity,
/// transform), so that an action animating them needs no `Any` box or cast.
package enum PreviousValue {
    /// The stored value, boxed (nil for an optional property without a value).
    case boxed(Any?)
    /// The value as an animatable value.
    case typed(AnimatableValue)

    /// The value in the form animations use (`CALayer.propertyValue`: opacity as CGFloat).
    package var propertyValue: Any? {
        switch self {
        case .boxed(let value): return CALayer.propertyValue(value)
        case .typed(let value): return value.anyValue
        }
    }
}
