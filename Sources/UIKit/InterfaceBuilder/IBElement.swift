import Foundation

/// One element of an Interface Builder document: its name, attributes, children, text and
/// the line it starts on (for error messages).
package final class IBElement {
    /// The element's name (`view`, `rect`, `constraint`…).
    package let name: String
    /// The attributes as written.
    package let attributes: IBAttributes
    /// The line of the start tag (1-based).
    package let line: Int
    /// The child elements in document order.
    @exclusivity(unchecked) package internal(set) var children: [IBElement] = []
    /// The character data directly inside the element (`<string key="text">…</string>`).
    @exclusivity(unchecked) package internal(set) var text = ""
    /// Ids the element's size-class variation masks leave out (set on resolved elements).
    package internal(set) var excludedByMask: Set<String> = []

    init(name: String, attributes: IBAttributes, line: Int) {
        self.name = name
        self.attributes = attributes
        self.line = line
    }

    convenience init(name: String, attributes: [String: String], line: Int) {
        self.init(name: name, attributes: IBAttributes(attributes), line: line)
    }

    /// The attribute named `key`.
    package subscript(_ key: String) -> String? { attributes[key] }

    /// The first child named `name` whose `key` attribute is `key` (any key when nil).
    package func child(_ name: String, key: String? = nil) -> IBElement? {
        children.first { $0.name == name && (key == nil || $0.attributes["key"] == key) }
    }

    /// The first child with `key` attribute `key`, whatever its name.
    package func child(key: String) -> IBElement? {
        children.first { $0.attributes["key"] == key }
    }

    /// The children of the child named `container` (`subviews`, `constraints`, `connections`…).
    package func children(of container: String) -> [IBElement] {
        child(container)?.children ?? []
    }

    /// `YES`/`NO` attribute as a Bool, nil when absent.
    package func bool(_ key: String) -> Bool? {
        guard let value = attributes[key] else { return nil }
        return value == "YES" || value == "yes" || value == "true"
    }

    /// A copy whose children named by `ids` are left out (a variation mask).
    func removing(_ ids: Set<String>) -> IBElement {
        let copy = IBElement(name: name, attributes: attributes, line: line)
        copy.children = children.filter { !ids.contains($0["id"] ?? "") }
        copy.text = text
        return copy
    }
}
