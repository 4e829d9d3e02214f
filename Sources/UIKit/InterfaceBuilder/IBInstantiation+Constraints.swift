import CoreGraphics
import Foundation

/// `<constraints>`: each `<constraint>` becomes an `NSLayoutConstraint` added to the view
/// that lists it (placeholders, which Xcode removes at build time, are skipped).
extension IBInstantiation {
    static let layoutAttributes: [String: NSLayoutConstraint.Attribute] = [
        "left": .left, "right": .right, "top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing,
        "width": .width, "height": .height, "centerX": .centerX, "centerY": .centerY, "baseline": .lastBaseline,
        "lastBaseline": .lastBaseline, "firstBaseline": .firstBaseline, "leftMargin": .leftMargin, "rightMargin": .rightMargin,
        "topMargin": .topMargin, "bottomMargin": .bottomMargin, "leadingMargin": .leadingMargin, "trailingMargin": .trailingMargin,
        "centerXWithinMargins": .centerXWithinMargins, "centerYWithinMargins": .centerYWithinMargins,
    ]
    static let relations: [String: NSLayoutConstraint.Relation] = [
        "equal": .equal, "lessThanOrEqual": .lessThanOrEqual, "greaterThanOrEqual": .greaterThanOrEqual,
    ]

    /// A view or layout guide named by a constraint (`firstItem`, `secondItem`).
    func layoutItem(_ id: String, in element: IBElement) throws(InterfaceBuilderError) -> AnyObject {
        guard let object = objects[id] else { throw error(.danglingReference("no object with id \(id)"), element) }
        guard object is UIView || object is UILayoutGuide else {
            throw error(.badAttribute("\(id) is a \(type(of: object)), not a view or layout guide"), element)
        }
        return object
    }

    /// `multiplier="0.5"` or Xcode's ratio form `multiplier="16:9"`.
    func multiplier(_ element: IBElement) throws(InterfaceBuilderError) -> CGFloat {
        guard let text = element["multiplier"] else { return 1 }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        if parts.count == 2, let numerator = Double(parts[0]), let denominator = Double(parts[1]), denominator != 0, numerator.isFinite, denominator.isFinite {
            return CGFloat(numerator / denominator)
        }
        guard parts.count == 1, let value = Double(text), value.isFinite else { throw values.error(element, "multiplier=\"\(text)\" is not a number or a ratio") }
        return CGFloat(value)
    }

    /// Creates and adds the constraints listed by `container`. A missing `firstItem` is the
    /// container; a missing `secondItem` with a `secondAttribute` is the container too.
    func installConstraints(_ list: IBElement, in container: UIView) throws(InterfaceBuilderError) {
        for documentElement in list.children {
            let element = variations.resolve(documentElement)
            guard element.name == "constraint" else { throw error(.unknownElement, element) }
            if element.bool("placeholder") == true { continue }
            let first = try element["firstItem"].map { id throws(InterfaceBuilderError) in try layoutItem(id, in: element) } ?? container
            guard let firstAttribute = try values.keyword(element, "firstAttribute", Self.layoutAttributes) else {
                throw values.error(element, "firstAttribute is missing")
            }
            let secondAttribute = try values.keyword(element, "secondAttribute", Self.layoutAttributes) ?? .notAnAttribute
            var second: AnyObject?
            if let id = element["secondItem"] {
                second = try layoutItem(id, in: element)
            } else if secondAttribute != .notAnAttribute {
                second = container
            }
            let relation = try values.keyword(element, "relation", Self.relations) ?? .equal
            let constraint = NSLayoutConstraint(firstItem: first, firstAttribute: firstAttribute, relation: relation, secondItem: second,
                                                secondAttribute: secondAttribute, multiplier: try multiplier(element),
                                                constant: try values.number(element, "constant") ?? 0)
            NSLayoutConstraint.validate(constraint)
            if let priority = try values.number(element, "priority") {
                guard (1...1000).contains(priority) else { throw values.error(element, "priority=\(priority) is not in 1...1000") }
                constraint.priority = UILayoutPriority(Float(priority))
            }
            constraint.identifier = element["identifier"]
            try register(constraint, for: element)
            container.addConstraint(constraint)
        }
    }
}
