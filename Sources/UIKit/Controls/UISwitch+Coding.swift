import CoreGraphics
import Foundation

/// A switch's archive: on or off and its colors.
extension UISwitch {
    package func encodeSwitch(with coder: NSCoder) {
        coder.encode(isOn, forKey: "UISwitchOn")
        if let onTintColor { coder.encode(onTintColor, forKey: "UIOnTintColor") }
        if let thumbTintColor { coder.encode(thumbTintColor, forKey: "UIThumbTintColor") }
    }

    package func decodeSwitch(from coder: NSCoder) {
        if let on = coder.checkedBool(forKey: "UISwitchOn") { isOn = on }
        if let color = coder.checkedObject(UIColor.self, forKey: "UIOnTintColor") { onTintColor = color }
        if let color = coder.checkedObject(UIColor.self, forKey: "UIThumbTintColor") { thumbTintColor = color }
    }
}
