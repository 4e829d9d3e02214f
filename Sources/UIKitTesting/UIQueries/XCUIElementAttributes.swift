import UIKit

/// The attributes XCUITest reads from an element, as an element and its snapshots offer
/// them; what an `NSPredicate` block is given (`(object as? XCUIElementAttributes)?.label`
/// reads the same on iOS and here).
@preconcurrency @MainActor
public protocol XCUIElementAttributes {
    /// The accessibility identifier ("" when none).
    var identifier: String { get }
    /// The frame in window coordinates.
    var frame: CGRect { get }
    /// The accessibility value.
    var value: Any? { get }
    /// The title (always ""; UIKit elements have labels).
    var title: String { get }
    /// The accessibility label ("" when none).
    var label: String { get }
    /// The element's type.
    var elementType: XCUIElement.ElementType { get }
    /// Whether the element is enabled.
    var isEnabled: Bool { get }
    /// A text field's placeholder.
    var placeholderValue: String? { get }
    /// Whether the element is selected.
    var isSelected: Bool { get }
    /// Whether the element has keyboard focus.
    var hasFocus: Bool { get }
}

extension XCUIElement: XCUIElementAttributes {}
extension XCUIElementSnapshot: XCUIElementAttributes {}
