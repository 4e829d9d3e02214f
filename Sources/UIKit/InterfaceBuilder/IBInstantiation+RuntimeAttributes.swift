import CoreGraphics
import Foundation

/// `<userDefinedRuntimeAttributes>`: values for `@IBInspectable` properties and other keys.
extension IBInstantiation {
    /// Sets each attribute through `IBKeyPathSetter` (the class's `IBKey` table).
    func setRuntimeAttributes(_ list: IBElement, on object: AnyObject) throws(InterfaceBuilderError) {
        for element in list.children {
            guard element.name == "userDefinedRuntimeAttribute" else { throw error(.unknownElement, element) }
            guard let keyPath = element["keyPath"] else { throw values.error(element, "keyPath is missing") }
            let value = try runtimeValue(element)
            IBKeyPathSetter.set(value, forKey: keyPath, on: object, kind: .inspectable, place: place(element))
        }
    }

    /// The attribute's value: Bool, Double, String, CGPoint, CGSize, CGRect, NSRange,
    /// UIColor, UIImage or nil, by its `type`.
    func runtimeValue(_ element: IBElement) throws(InterfaceBuilderError) -> Any? {
        let type = element["type"] ?? "string"
        switch type {
        case "boolean": return element.bool("value") ?? false
        case "number":
            if let number = try values.number(element, "value") { return Double(number) }
            guard let child = element.child(key: "value"), let number = try values.number(child, "value") else {
                throw values.error(element, "a number attribute needs a value")
            }
            return Double(number)
        case "string", "localizedString": return element["value"] ?? element.child(key: "value")?["value"] ?? ""
        case "point":
            guard let child = element.child("point", key: "value") else { throw values.error(element, "a point attribute needs <point key=\"value\">") }
            return try values.point(child)
        case "size":
            guard let child = element.child("size", key: "value") else { throw values.error(element, "a size attribute needs <size key=\"value\">") }
            return try values.size(child)
        case "rect":
            guard let child = element.child("rect", key: "value") else { throw values.error(element, "a rect attribute needs <rect key=\"value\">") }
            return try values.rect(child)
        case "range":
            guard let child = element.child("range", key: "value"), let location = try values.integer(child, "location"),
                  let length = try values.integer(child, "length"), location >= 0, length >= 0 else {
                throw values.error(element, "a range attribute needs <range key=\"value\" location= length=>")
            }
            return NSRange(location: location, length: length)
        case "color":
            guard let child = element.child("color", key: "value") else { throw values.error(element, "a color attribute needs <color key=\"value\">") }
            return try values.color(child)
        case "image":
            guard let name = element["value"] else { throw values.error(element, "an image attribute needs a value") }
            return values.image(named: name, in: element)
        case "nil": return nil
        default: throw values.error(element, "unknown runtime attribute type \(type)")
        }
    }
}
