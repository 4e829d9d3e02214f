import Foundation
import Testing
import UIKit

/// A query for the elements below an element (or below every match of another query), in
/// XCUITest's shape: `app.buttons`, `app.tables.cells`, `query["Save"]`,
/// `query.matching(identifier:)`, `query.element(boundBy:)`. Queries are lazy: each use reads
/// the key window's accessibility tree as it is at that moment.
@preconcurrency @MainActor
public final class XCUIElementQuery: XCUIElementTypeQueryProvider {
    /// The elements the query starts from.
    let roots: () -> [ElementNode]
    /// Turns the roots into the matches.
    let step: ([ElementNode]) -> [ElementNode]
    /// What the query asks for, for failure messages ("Buttons matching identifier 'Save'").
    public let description: String

    init(description: String, roots: @escaping () -> [ElementNode], step: @escaping ([ElementNode]) -> [ElementNode]) {
        self.description = description
        self.roots = roots
        self.step = step
    }

    /// The elements matching now, in document order.
    func matches() -> [ElementNode] { step(roots()) }

    /// A query for the descendants of `roots` of `type` (every one for `.any`).
    static func descendants(of roots: @escaping () -> [ElementNode], matching type: XCUIElement.ElementType,
                            in context: String) -> XCUIElementQuery {
        XCUIElementQuery(description: "\(context)descendants of type \(type.displayName)", roots: roots) { nodes in
            var seen = Set<ObjectIdentifier>()
            return nodes.flatMap(\.descendants).filter { node in
                (type == .any || node.elementType == type) && seen.insert(ObjectIdentifier(node)).inserted
            }
        }
    }

    /// A query that keeps the matches for which `keep` holds.
    private func filtered(_ what: String, _ keep: @escaping (ElementNode) -> Bool) -> XCUIElementQuery {
        let step = self.step
        return XCUIElementQuery(description: "\(description) \(what)", roots: roots) { step($0).filter(keep) }
    }

    // MARK: Elements

    /// The number of matches now.
    public var count: Int { matches().count }

    /// The only match; using it when there are none or several fails with the list of matches.
    public var element: XCUIElement {
        XCUIElement(query: self, selection: .unique, sourceLocation: #_sourceLocation)
    }

    /// The first match (no failure when there are several).
    public var firstMatch: XCUIElement {
        XCUIElement(query: self, selection: .first, sourceLocation: #_sourceLocation)
    }

    /// The match at `index`, in document order.
    public func element(boundBy index: Int, sourceLocation: SourceLocation = #_sourceLocation) -> XCUIElement {
        XCUIElement(query: self, selection: .index(index), sourceLocation: sourceLocation)
    }

    /// The only match identified by `key` (`app.buttons["Save"]`): its identifier, label,
    /// value or placeholder is `key`; its failures are reported where it is written.
    public subscript(key: String, sourceLocation: SourceLocation = #_sourceLocation) -> XCUIElement {
        XCUIElement(query: filtered("matching identifier '\(key)'") { $0.isIdentified(by: key) },
                    selection: .unique, sourceLocation: sourceLocation)
    }

    /// The only match of `elementType` (any type for `.any`) identified by `identifier`
    /// (any when nil).
    public func element(matching elementType: XCUIElement.ElementType, identifier: String?,
                        sourceLocation: SourceLocation = #_sourceLocation) -> XCUIElement {
        XCUIElement(query: matching(elementType, identifier: identifier), selection: .unique, sourceLocation: sourceLocation)
    }

    /// The only match for which `predicate` holds (see `matching(_:)`).
    public func element(matching predicate: NSPredicate, sourceLocation: SourceLocation = #_sourceLocation) -> XCUIElement {
        XCUIElement(query: matching(predicate), selection: .unique, sourceLocation: sourceLocation)
    }

    /// Every match now, each bound to its index.
    public var allElementsBoundByIndex: [XCUIElement] {
        (0..<count).map { element(boundBy: $0) }
    }

    // MARK: Refining

    /// The matches identified by `identifier`: their identifier, label, value or placeholder.
    public func matching(identifier: String) -> XCUIElementQuery {
        filtered("matching identifier '\(identifier)'") { $0.isIdentified(by: identifier) }
    }

    /// The matches of `elementType` (any type for `.any`) identified by `identifier` (any
    /// when nil): their identifier, label, value or placeholder.
    public func matching(_ elementType: XCUIElement.ElementType, identifier: String?) -> XCUIElementQuery {
        filtered("matching type \(elementType.displayName)\(identifier.map { " identifier '\($0)'" } ?? "")") { node in
            (elementType == .any || node.elementType == elementType)
                && (identifier.map { node.isIdentified(by: $0) } ?? true)
        }
    }

    /// The matches for which `predicate` holds; it is evaluated with an
    /// ``XCUIElementSnapshot``. Use a block predicate, `NSPredicate { snapshot, _ in … }`:
    /// swift-corelibs-foundation marks `NSPredicate(format:)` unavailable ("Predicate strings
    /// and key-value coding are not supported"), so format strings do not compile on Linux.
    public func matching(_ predicate: NSPredicate) -> XCUIElementQuery {
        filtered("matching predicate \(predicate)") { predicate.evaluate(with: XCUIElementSnapshot(node: $0)) }
    }

    /// The matches that have a descendant of `elementType` identified by `identifier` (any
    /// when nil).
    public func containing(_ elementType: XCUIElement.ElementType, identifier: String?) -> XCUIElementQuery {
        filtered("containing \(elementType.displayName)\(identifier.map { " '\($0)'" } ?? "")") { node in
            node.descendants.contains { d in (d.elementType == elementType || elementType == .any)
                && (identifier.map { d.isIdentified(by: $0) } ?? true) }
        }
    }

    /// The matches that have a descendant for which `predicate` holds (evaluated with an
    /// ``XCUIElementSnapshot``, as in `matching(_:)`).
    public func containing(_ predicate: NSPredicate) -> XCUIElementQuery {
        filtered("containing predicate \(predicate)") { node in
            node.descendants.contains { predicate.evaluate(with: XCUIElementSnapshot(node: $0)) }
        }
    }

    /// The descendants of every match of `type`.
    public func descendants(matching type: XCUIElement.ElementType) -> XCUIElementQuery {
        Self.descendants(of: matches, matching: type, in: "\(description) → ")
    }

    /// The direct children of every match of `type`.
    public func children(matching type: XCUIElement.ElementType) -> XCUIElementQuery {
        let parent = matches
        return XCUIElementQuery(description: "\(description) → children of type \(type.displayName)", roots: parent) { nodes in
            nodes.flatMap(\.children).filter { type == .any || $0.elementType == type }
        }
    }

    /// A description of the matches, one per line.
    public var debugDescription: String {
        let list = matches()
        return "\(description): \(list.count) match\(list.count == 1 ? "" : "es")\n" + list.map { "  " + $0.summary }.joined(separator: "\n")
    }
}

/// The attributes of an element at one moment, as an `NSPredicate` block sees them.
@preconcurrency @MainActor
public final class XCUIElementSnapshot: NSObject {
    /// The element's type.
    public let elementType: XCUIElement.ElementType
    /// The accessibility identifier ("" when none).
    public let identifier: String
    /// The accessibility label ("" when none).
    public let label: String
    /// The accessibility value.
    public let value: Any?
    /// A text field's placeholder.
    public let placeholderValue: String?
    /// The frame in window coordinates.
    public let frame: CGRect
    /// Whether the element is enabled.
    public let isEnabled: Bool
    /// Whether the element is selected.
    public let isSelected: Bool
    /// Whether the element has keyboard focus.
    public let hasFocus: Bool
    /// The title (always ""; UIKit elements have labels).
    public let title = ""

    init(node: ElementNode) {
        elementType = node.elementType
        identifier = node.identifier
        label = node.label
        value = node.value
        placeholderValue = node.placeholderValue
        frame = node.frame
        isEnabled = node.isEnabled
        isSelected = node.isSelected
        hasFocus = node.hasFocus
    }
}
