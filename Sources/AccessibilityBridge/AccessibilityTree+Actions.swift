import Foundation
import QuartzCore
import UIKit

extension AccessibilityTree {
    /// Performs the object's action `index` (see `actionNames(of:)`); false for an index out
    /// of range or an action that did not run.
    @discardableResult
    package func performAction(_ index: Int, on object: AnyObject) -> Bool {
        let names = actionNames(of: object)
        guard names.indices.contains(index) else { return false }
        let builtIn = names.count - customActions(of: object).count
        if index >= builtIn { return customActions(of: object)[index - builtIn].perform() }
        switch names[index] {
        case "increment": increment(object); return true
        case "decrement": decrement(object); return true
        default: return activate(object)
        }
    }

    /// Activates the object as a VoiceOver double tap does: `accessibilityActivate()`, and
    /// when that returns false a tap at `accessibilityActivationPoint` through the window's
    /// real event path (touch began, then ended, sent through `UIApplication.sendEvent`).
    package func activate(_ object: AnyObject) -> Bool {
        if let view = object as? UIView, view.accessibilityActivate() { return true }
        if let element = object as? UIAccessibilityElement, element.accessibilityActivate() { return true }
        let point: CGPoint
        if let view = object as? UIView { point = view.accessibilityActivationPoint }
        else if let element = object as? UIAccessibilityElement { point = element.accessibilityActivationPoint }
        else { return false }
        guard let window = window(of: object), point.x.isFinite, point.y.isFinite else {
            UIView.log("accessibility: cannot activate \(type(of: object)): it is in no window")
            return false
        }
        let touch = UITouch()
        let now = MediaClock.shared.now
        touch.update(window: window, phase: .began, location: point, timestamp: now)
        UIApplication.shared.sendEvent(UIEvent(touches: [touch], timestamp: now, buttonMask: .primary))
        touch.update(window: window, phase: .ended, location: point, timestamp: now)
        UIApplication.shared.sendEvent(UIEvent(touches: [touch], timestamp: now, buttonMask: .primary))
        return true
    }

    package func increment(_ object: AnyObject) {
        if let view = object as? UIView { view.accessibilityIncrement() }
        else { (object as? UIAccessibilityElement)?.accessibilityIncrement() }
    }

    package func decrement(_ object: AnyObject) {
        if let view = object as? UIView { view.accessibilityDecrement() }
        else { (object as? UIAccessibilityElement)?.accessibilityDecrement() }
    }

    /// The Value interface's numbers: a slider's own range and value; for other adjustable
    /// elements the number their value starts with, on a 0…100 scale in steps of 1.
    package func numericValue(of object: AnyObject) -> (minimum: Double, maximum: Double, increment: Double, current: Double) {
        if let slider = object as? UISlider {
            return (Double(slider.minimumValue), Double(slider.maximumValue),
                    Double(slider.maximumValue - slider.minimumValue) / 10, Double(slider.value))
        }
        let text = value(of: object) ?? ""
        let number = Double(text.prefix { $0.isNumber || $0 == "." || $0 == "-" }) ?? 0
        return (0, 100, 1, number)
    }

    /// Sets the value from the Value interface: a slider's value (sending `.valueChanged`);
    /// for other adjustable elements one increment or decrement toward it.
    package func setNumericValue(_ target: Double, of object: AnyObject) {
        guard target.isFinite else { return }
        if let slider = object as? UISlider {
            slider.setValue(Float(target), animated: false)
            slider.sendActions(for: .valueChanged)
            return
        }
        let current = numericValue(of: object).current
        if target > current { increment(object) } else if target < current { decrement(object) }
    }
}
