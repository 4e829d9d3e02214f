import UIKit

/// One element of the accessibility tree as a query sees it: a view or a
/// `UIAccessibilityElement`, its XCUITest type and attributes, read when the tree is built.
@preconcurrency @MainActor
final class ElementNode {
    /// The view or `UIAccessibilityElement` the element is.
    let object: AnyObject
    let elementType: XCUIElement.ElementType
    let identifier: String
    let label: String
    let value: String?
    let placeholderValue: String?
    /// The frame in window coordinates.
    let frame: CGRect
    let isEnabled: Bool
    let isSelected: Bool
    let hasFocus: Bool
    var children: [ElementNode] = []
    weak var parent: ElementNode?

    init(object: AnyObject, elementType: XCUIElement.ElementType, identifier: String, label: String, value: String?,
         placeholderValue: String?, frame: CGRect, isEnabled: Bool, isSelected: Bool, hasFocus: Bool) {
        self.object = object
        self.elementType = elementType
        self.identifier = identifier
        self.label = label
        self.value = value
        self.placeholderValue = placeholderValue
        self.frame = frame
        self.isEnabled = isEnabled
        self.isSelected = isSelected
        self.hasFocus = hasFocus
    }

    /// Whether `key` is one of the element's identifying properties, as XCUITest matches an
    /// identifier: its identifier, label, value or placeholder (its title is always empty).
    func isIdentified(by key: String) -> Bool {
        identifier == key || label == key || value == key || placeholderValue == key
    }

    /// The view that receives the element's touches: the view itself, or the container view
    /// of an accessibility element.
    var view: UIView? {
        if let view = object as? UIView { return view }
        var container = (object as? UIAccessibilityElement)?.accessibilityContainer
        while let element = container as? UIAccessibilityElement { container = element.accessibilityContainer }
        return container as? UIView
    }

    /// Every element below this one, depth first in document order.
    var descendants: [ElementNode] {
        var result: [ElementNode] = []
        var stack = children.reversed() as [ElementNode]
        while let node = stack.popLast() {
            result.append(node)
            stack.append(contentsOf: node.children.reversed())
        }
        return result
    }

    /// One line describing the element, as XCTest's debug description lists matches.
    var summary: String {
        var parts = [elementType.displayName]
        parts.append("{{\(Self.format(frame.minX)), \(Self.format(frame.minY))}, {\(Self.format(frame.width)), \(Self.format(frame.height))}}")
        if !identifier.isEmpty { parts.append("identifier: '\(identifier)'") }
        if !label.isEmpty { parts.append("label: '\(label)'") }
        if let value, !value.isEmpty { parts.append("value: \(value)") }
        if !isEnabled { parts.append("Disabled") }
        if isSelected { parts.append("Selected") }
        return parts.joined(separator: ", ")
    }

    private static func format(_ v: CGFloat) -> String {
        v == v.rounded() ? String(Int(v)) : String(format: "%.1f", Double(v))
    }
}
