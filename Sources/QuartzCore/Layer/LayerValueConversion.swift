import CoreGraphics
import Foundation

/// Conversions the layer subclasses' `setValue(_:forKey:)` and painting share.
package enum ShapeValues {
    /// A number from any numeric value (NSNumber, CGFloat, Double, Float, Int); nil with a
    /// log line for anything else.
    package static func number(_ value: Any?, key: String) -> CGFloat? {
        switch value {
        case let v as CGFloat: return v
        case let v as Double: return CGFloat(v)
        case let v as Float: return CGFloat(v)
        case let v as Int: return CGFloat(v)
        case let v as NSNumber: return CGFloat(v.doubleValue)
        default:
            CALayer.log("setValue(_:forKey: \"\(key)\"): \(String(describing: value)) is not a number; ignored")
            return nil
        }
    }
}

extension CALayer {
    /// The presented value of an optional property: the running animations' value when
    /// there is one (NSNull meaning nil), otherwise `model`.
    package func presentedOptional<T>(_ key: String, _ model: T?) -> T? {
        guard let value = presentationOverride(forKey: key) else { return model }
        if value is NSNull { return nil }
        return value as? T ?? model
    }

    /// The presented value of a number-array property (animations give arrays of CGFloat).
    package func presentedNumbers(_ key: String, _ model: [NSNumber]?) -> [NSNumber]? {
        guard let value = presentationOverride(forKey: key) else { return model }
        if value is NSNull { return nil }
        if let numbers = value as? [NSNumber], !(value is [CGFloat]) { return numbers }
        guard let array = value as? [Any] else { return model }
        var result: [NSNumber] = []
        for element in array {
            switch element {
            case let v as CGFloat: result.append(NSNumber(value: Double(v)))
            case let v as Double: result.append(NSNumber(value: v))
            case let v as NSNumber: result.append(v)
            default: return model
            }
        }
        return result
    }

    /// The presented value of a scalar property (animations give CGFloat).
    package func presentedScalar(_ key: String, _ model: CGFloat) -> CGFloat {
        presentationOverride(forKey: key) as? CGFloat ?? model
    }
}
