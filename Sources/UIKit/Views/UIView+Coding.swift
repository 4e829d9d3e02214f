import CoreGraphics
import Foundation

extension UIView: @preconcurrency NSCoding {}

extension UIView {
    /// Archives frame, tag, flags and colors' absence (the full archive is the archiving issue's).
    package func encodeBasicProperties(with coder: NSCoder) {
        coder.encode(frame, forKey: "UIFrame")
        coder.encode(tagStorage, forKey: "UITag")
        coder.encode(layerStorage.isHidden, forKey: "UIHidden")
        coder.encode(Double(alphaStorage), forKey: "UIAlpha")
        coder.encode(userInteractionFlag, forKey: "UIUserInteractionEnabled")
        coder.encode(Int(autoresizingMask.rawValue), forKey: "UIAutoresizingMask")
    }

    /// Restores what `encodeBasicProperties(with:)` stored.
    package func decodeBasicProperties(from coder: NSCoder) {
        if let document = coder as? IBElementCoder {
            // A document's frame is already a rect: skip formatting and parsing its string.
            if let rect = document.rect(forKey: "UIFrame") { frame = rect }
        } else if coder.containsValue(forKey: "UIFrame") {
            frame = coder.decodeRect(forKey: "UIFrame")
        }
        tag = coder.decodeInteger(forKey: "UITag")
        isHidden = coder.decodeBool(forKey: "UIHidden")
        if coder.containsValue(forKey: "UIAlpha") {
            let value = coder.decodeDouble(forKey: "UIAlpha")
            if value.isFinite { alpha = CGFloat(value) } else { UIView.log("init(coder:): UIAlpha \(value) rejected: must be finite") }
        }
        if coder.containsValue(forKey: "UIUserInteractionEnabled") {
            isUserInteractionEnabled = coder.decodeBool(forKey: "UIUserInteractionEnabled")
        }
        // Only the six defined flags (a mutated archive may hold any integer).
        autoresizingMask = AutoresizingMask(rawValue: UInt(max(0, coder.decodeInteger(forKey: "UIAutoresizingMask"))) & 0x3F)
    }
}
