import CoreGraphics
import Foundation

/// A slider's archive: value, range, continuity, colors and end images.
extension UISlider {
    package func encodeSlider(with coder: NSCoder) {
        coder.encode(Double(minimumValue), forKey: "UIMinValue")
        coder.encode(Double(maximumValue), forKey: "UIMaxValue")
        coder.encode(Double(value), forKey: "UIValue")
        coder.encode(isContinuous, forKey: "UIContinuous")
        if let minimumTrackTintColor { coder.encode(minimumTrackTintColor, forKey: "UIMinimumTrackTintColor") }
        if let maximumTrackTintColor { coder.encode(maximumTrackTintColor, forKey: "UIMaximumTrackTintColor") }
        if let thumbTintColor { coder.encode(thumbTintColor, forKey: "UIThumbTintColor") }
        if let minimumValueImage { coder.encode(minimumValueImage, forKey: "UIMinimumValueImage") }
        if let maximumValueImage { coder.encode(maximumValueImage, forKey: "UIMaximumValueImage") }
    }

    package func decodeSlider(from coder: NSCoder) {
        let limit = Double(Float.greatestFiniteMagnitude)
        if let minimum = coder.checkedDouble(forKey: "UIMinValue", in: -limit...limit),
           let maximum = coder.checkedDouble(forKey: "UIMaxValue", in: -limit...limit) {
            guard minimum <= maximum else { coder.failDecoding("UIMinValue \(minimum) exceeds UIMaxValue \(maximum)"); return }
            maximumValue = Float(maximum)
            minimumValue = Float(minimum)
        }
        if let value = coder.checkedDouble(forKey: "UIValue", in: -limit...limit) { self.value = Float(value) }
        if let continuous = coder.checkedBool(forKey: "UIContinuous") { isContinuous = continuous }
        if let color = coder.checkedObject(UIColor.self, forKey: "UIMinimumTrackTintColor") { minimumTrackTintColor = color }
        if let color = coder.checkedObject(UIColor.self, forKey: "UIMaximumTrackTintColor") { maximumTrackTintColor = color }
        if let color = coder.checkedObject(UIColor.self, forKey: "UIThumbTintColor") { thumbTintColor = color }
        if let image = coder.checkedObject(UIImage.self, forKey: "UIMinimumValueImage") { minimumValueImage = image }
        if let image = coder.checkedObject(UIImage.self, forKey: "UIMaximumValueImage") { maximumValueImage = image }
    }
}

/// A progress view's archive: style, progress, colors and images.
extension UIProgressView {
    package func encodeProgressView(with coder: NSCoder) {
        coder.encode(progressViewStyle.rawValue, forKey: "UIProgressViewStyle")
        coder.encode(Double(progress), forKey: "UIProgress")
        if let progressTintColor { coder.encode(progressTintColor, forKey: "UIProgressTintColor") }
        if let trackTintColor { coder.encode(trackTintColor, forKey: "UITrackTintColor") }
        if let progressImage { coder.encode(progressImage, forKey: "UIProgressImage") }
        if let trackImage { coder.encode(trackImage, forKey: "UITrackImage") }
    }

    package func decodeProgressView(from coder: NSCoder) {
        if let style = coder.checkedEnum(Style.self, forKey: "UIProgressViewStyle") { progressViewStyle = style }
        if let progress = coder.checkedDouble(forKey: "UIProgress", in: 0...1) { self.progress = Float(progress) }
        if let color = coder.checkedObject(UIColor.self, forKey: "UIProgressTintColor") { progressTintColor = color }
        if let color = coder.checkedObject(UIColor.self, forKey: "UITrackTintColor") { trackTintColor = color }
        if let image = coder.checkedObject(UIImage.self, forKey: "UIProgressImage") { progressImage = image }
        if let image = coder.checkedObject(UIImage.self, forKey: "UITrackImage") { trackImage = image }
    }
}
