import Foundation

/// An error loading an Interface Builder document (`.xib` or `.storyboard`): names the
/// file, the line and the element where the problem is, as every loader error does.
public struct InterfaceBuilderError: Error, CustomStringConvertible, Equatable, Sendable {
    /// What went wrong.
    public enum Kind: Equatable, Sendable {
        /// The bytes are not well-formed XML (the parser's message).
        case malformedXML(String)
        /// The document declares a DTD or entities, which the loader refuses.
        case doctypeRefused
        /// A bound on the input was exceeded (depth, element count, attribute size, file size).
        case limitExceeded(String)
        /// The root element is not an Interface Builder `document` of a format this loader reads.
        case unsupportedDocument(String)
        /// An element the loader does not know where an object or value was expected.
        case unknownElement
        /// A required attribute is missing or has a value that cannot be read.
        case badAttribute(String)
        /// A reference (`destination`, `firstItem`, `initialViewController`…) names no object.
        case danglingReference(String)
        /// Objects refer to each other in a loop where a tree is required.
        case cycle(String)
        /// The named resource was not found in the bundle.
        case notFound(String)
        /// An element where the document format does not allow it (a collection view cell
        /// outside a collection view's `<cells>`).
        case misplacedElement(String)
    }

    /// What went wrong.
    public let kind: Kind
    /// The document's file name (or `<data>` for documents loaded from bytes).
    public let file: String
    /// The 1-based line of the element, 0 when unknown.
    public let line: Int
    /// The element's name, empty when none applies.
    public let element: String

    /// Creates an error.
    public init(_ kind: Kind, file: String, line: Int, element: String) {
        self.kind = kind
        self.file = file
        self.line = line
        self.element = element
    }

    /// `File.xib:12: <constraint>: …`
    public var description: String {
        let place = element.isEmpty ? "" : " <\(element)>:"
        return "\(file):\(line):\(place) \(message)"
    }

    var message: String {
        switch kind {
        case .malformedXML(let detail): return "malformed XML: \(detail)"
        case .doctypeRefused: return "DTDs and entity declarations are refused"
        case .limitExceeded(let detail): return "limit exceeded: \(detail)"
        case .unsupportedDocument(let detail): return "not an Interface Builder document: \(detail)"
        case .unknownElement: return "unknown element"
        case .badAttribute(let detail): return "bad attribute: \(detail)"
        case .danglingReference(let detail): return "reference to a missing object: \(detail)"
        case .cycle(let detail): return "cycle: \(detail)"
        case .notFound(let detail): return "not found: \(detail)"
        case .misplacedElement(let detail): return "misplaced element: \(detail)"
        }
    }
}
