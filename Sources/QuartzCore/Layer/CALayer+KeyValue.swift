import CoreGraphics
import Foundation

extension CALayer {
    /// The value of a layer property by its key-value name (Apple's keys: "position",
    /// "opacity", "hidden", ...); unknown keys fall back to `defaultValue(forKey:)`.
    package func layerValue(forKey key: String) -> Any? {
        switch key {
        case "bounds": return bounds
        case "position": return position
        case "anchorPoint": return anchorPoint
        case "anchorPointZ": return anchorPointZ
        case "zPosition": return zPosition
        case "transform": return transform
        case "sublayerTransform": return sublayerTransform
        case "frame": return frame
        case "opacity": return opacity
        case "hidden", "isHidden": return isHidden
        case "masksToBounds": return masksToBounds
        case "doubleSided", "isDoubleSided": return isDoubleSided
        case "cornerRadius": return cornerRadius
        case "borderWidth": return borderWidth
        case "borderColor": return borderColor
        case "backgroundColor": return backgroundColor
        case "opaque", "isOpaque": return isOpaque
        case "shadowColor": return shadowColor
        case "shadowOpacity": return shadowOpacity
        case "shadowOffset": return shadowOffset
        case "shadowRadius": return shadowRadius
        case "shadowPath": return shadowPath
        case "contents": return contents
        case "contentsRect": return contentsRect
        case "contentsCenter": return contentsCenter
        case "contentsScale": return contentsScale
        case "contentsGravity": return contentsGravity
        case "name": return name
        case "mask": return mask
        case "sublayers": return sublayers
        case "speed": return speed
        case "timeOffset": return timeOffset
        case "beginTime": return beginTime
        default:
            if let value = style?[key] { return value }
            return type(of: self).defaultValue(forKey: key)
        }
    }

    /// Sets a layer property by its key-value name; a value of the wrong type is refused
    /// with a log line. Unknown keys are custom properties (`setCustomValue`), kept in
    /// `style` so `value(forKey:)` returns them.
    package func setLayerValue(_ value: Any?, forKey key: String) {
        func typed<T>(_ type: T.Type) -> T? {
            if let v = BoxedGeometry.cast(value, to: T.self) { return v }
            if T.self == CGFloat.self, let n = value as? NSNumber { return CGFloat(n.doubleValue) as? T }
            if T.self == Float.self, let n = value as? NSNumber { return n.floatValue as? T }
            if T.self == Float.self, let n = value as? CGFloat { return Float(n) as? T }
            if T.self == Float.self, let n = value as? Double { return Float(n) as? T }
            if T.self == CGFloat.self, let n = value as? Double { return CGFloat(n) as? T }
            if T.self == CGFloat.self, let n = value as? Float { return CGFloat(n) as? T }
            CALayer.log("setValue(_:forKey: \"\(key)\"): \(String(describing: value)) is not a \(T.self); ignored")
            return nil
        }
        switch key {
        case "bounds": if let v = typed(CGRect.self) { bounds = v }
        case "position": if let v = typed(CGPoint.self) { position = v }
        case "anchorPoint": if let v = typed(CGPoint.self) { anchorPoint = v }
        case "anchorPointZ": if let v = typed(CGFloat.self) { anchorPointZ = v }
        case "zPosition": if let v = typed(CGFloat.self) { zPosition = v }
        case "transform": if let v = typed(CATransform3D.self) { transform = v }
        case "sublayerTransform": if let v = typed(CATransform3D.self) { sublayerTransform = v }
        case "frame": if let v = typed(CGRect.self) { frame = v }
        case "opacity": if let v = typed(Float.self) { opacity = v }
        case "hidden", "isHidden": if let v = typed(Bool.self) { isHidden = v }
        case "masksToBounds": if let v = typed(Bool.self) { masksToBounds = v }
        case "doubleSided", "isDoubleSided": if let v = typed(Bool.self) { isDoubleSided = v }
        case "cornerRadius": if let v = typed(CGFloat.self) { cornerRadius = v }
        case "borderWidth": if let v = typed(CGFloat.self) { borderWidth = v }
        case "borderColor": borderColor = value.flatMap { $0 as? CGColor }
        case "backgroundColor": backgroundColor = value.flatMap { $0 as? CGColor }
        case "opaque", "isOpaque": if let v = typed(Bool.self) { isOpaque = v }
        case "shadowColor": shadowColor = value.flatMap { $0 as? CGColor }
        case "shadowOpacity": if let v = typed(Float.self) { shadowOpacity = v }
        case "shadowOffset": if let v = typed(CGSize.self) { shadowOffset = v }
        case "shadowRadius": if let v = typed(CGFloat.self) { shadowRadius = v }
        case "shadowPath": shadowPath = value.flatMap { $0 as? CGPath }
        case "contents": contents = value
        case "contentsRect": if let v = typed(CGRect.self) { contentsRect = v }
        case "contentsCenter": if let v = typed(CGRect.self) { contentsCenter = v }
        case "contentsScale": if let v = typed(CGFloat.self) { contentsScale = v }
        case "contentsGravity": if let v = typed(CALayerContentsGravity.self) { contentsGravity = v }
        case "name": name = value as? String
        case "mask": mask = value as? CALayer
        case "speed": if let v = typed(Float.self) { speed = v }
        case "timeOffset": if let v = typed(Double.self) { timeOffset = v }
        case "beginTime": if let v = typed(Double.self) { beginTime = v }
        default:
            setCustomValue(value, forKey: key)
        }
    }

    /// The value at a dotted key path such as "position.x" or "transform.rotation.z".
    package func layerValue(forKeyPath keyPath: String) -> Any? {
        guard let dot = keyPath.firstIndex(of: ".") else { return value(forKey: keyPath) }
        let head = String(keyPath[..<dot]), rest = String(keyPath[keyPath.index(after: dot)...])
        guard let top = value(forKey: head) else { return nil }
        return AnimatableValue(CALayer.propertyValue(top)).component(rest)?.anyValue
    }

    /// Sets the value at a dotted key path such as "position.x" or "transform.scale".
    package func setLayerValue(_ value: Any?, forKeyPath keyPath: String) {
        guard let dot = keyPath.firstIndex(of: ".") else { return setValue(value, forKey: keyPath) }
        let head = String(keyPath[..<dot]), rest = String(keyPath[keyPath.index(after: dot)...])
        guard let top = self.value(forKey: head),
              let replaced = AnimatableValue(CALayer.propertyValue(top)).replacingComponent(rest, with: AnimatableValue(value)) else {
            CALayer.log("setValue(_:forKeyPath: \"\(keyPath)\"): not a settable key path; ignored")
            return
        }
        setValue(replaced.anyValue, forKey: head)
    }

    /// The default of a property by key, as `CALayer.defaultValue(forKey:)` reports it.
    package static func layerDefaultValue(forKey key: String) -> Any? {
        switch key {
        case "anchorPoint": return CGPoint(x: 0.5, y: 0.5)
        case "opacity": return Float(1)
        case "transform", "sublayerTransform": return CATransform3D.identity
        case "shadowOffset": return CGSize(width: 0, height: -3)
        case "shadowRadius": return CGFloat(3)
        case "shadowOpacity": return Float(0)
        case "contentsRect", "contentsCenter": return CGRect(x: 0, y: 0, width: 1, height: 1)
        case "contentsScale", "rasterizationScale": return CGFloat(1)
        case "contentsGravity": return CALayerContentsGravity.resize
        case "doubleSided", "allowsGroupOpacity": return true
        case "speed": return Float(1)
        default: return nil
        }
    }
}
