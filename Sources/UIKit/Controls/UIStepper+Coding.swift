import CoreGraphics
import Foundation

/// A stepper's archive: value, range, step and behaviour flags.
extension UIStepper {
    package func encodeStepper(with coder: NSCoder) {
        coder.encode(minimumValue, forKey: "UIMinimumValue")
        coder.encode(maximumValue, forKey: "UIMaximumValue")
        coder.encode(stepValue, forKey: "UIStepValue")
        coder.encode(value, forKey: "UIValue")
        coder.encode(wraps, forKey: "UIWraps")
        coder.encode(autorepeat, forKey: "UIAutorepeat")
        coder.encode(isContinuous, forKey: "UIContinuous")
    }

    package func decodeStepper(from coder: NSCoder) {
        let limit = 1e15
        if let minimum = coder.checkedDouble(forKey: "UIMinimumValue", in: -limit...limit),
           let maximum = coder.checkedDouble(forKey: "UIMaximumValue", in: -limit...limit) {
            guard minimum <= maximum else { coder.failDecoding("UIMinimumValue \(minimum) exceeds UIMaximumValue \(maximum)"); return }
            maximumValue = maximum
            minimumValue = minimum
        }
        if let step = coder.checkedDouble(forKey: "UIStepValue", in: Double.leastNonzeroMagnitude...limit) { stepValue = step }
        if let value = coder.checkedDouble(forKey: "UIValue", in: -limit...limit) { self.value = value }
        if let wraps = coder.checkedBool(forKey: "UIWraps") { self.wraps = wraps }
        if let autorepeat = coder.checkedBool(forKey: "UIAutorepeat") { self.autorepeat = autorepeat }
        if let continuous = coder.checkedBool(forKey: "UIContinuous") { isContinuous = continuous }
    }
}
