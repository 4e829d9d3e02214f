import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads the XML of an Interface Builder document into `IBElement`s, refusing what a
/// document from Xcode never holds: a DTD or entity declarations (so no external entity is
/// fetched and no entity expands), nesting deeper than `maxDepth`, more than `maxElements`
/// elements, attribute values longer than `maxAttributeLength`, files over `maxBytes`.
package struct IBXMLReader {
    /// Deepest nesting accepted (Xcode's deepest real documents stay under 60).
    package var maxDepth = 256
    /// Most elements accepted in one document.
    package var maxElements = 500_000
    /// Longest attribute value or text accepted, in UTF-8 bytes.
    package var maxAttributeLength = 1 << 20
    /// Largest document accepted, in bytes.
    package var maxBytes = 64 << 20

    package init() {}

    /// Parses `data`; errors name `file`, the line and the element. Documents in the subset
    /// Xcode writes go through `IBXMLScanner`; the rest, and any error, through `XMLParser`.
    package func read(_ data: Data, file: String) throws(InterfaceBuilderError) -> IBElement {
        guard data.count <= maxBytes else {
            throw InterfaceBuilderError(.limitExceeded("document of \(data.count) bytes (at most \(maxBytes))"), file: file, line: 0, element: "")
        }
        if let line = Self.declarationLine(in: data) {
            throw InterfaceBuilderError(.doctypeRefused, file: file, line: line, element: "!DOCTYPE")
        }
        if let root = IBXMLScanner.scan(data, reader: self) { return root }
        return try parse(data, file: file)
    }

    /// Parses `data` with `XMLParser` (documents outside the scanner's subset, and every
    /// document with an error, which XMLParser names).
    package func parse(_ data: Data, file: String) throws(InterfaceBuilderError) -> IBElement {
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.shouldReportNamespacePrefixes = false
        let builder = TreeBuilder(reader: self, file: file)
        parser.delegate = builder
        let finished = parser.parse()
        if let error = builder.error { throw error }
        if !finished || parser.parserError != nil || builder.root == nil || !builder.stack.isEmpty {
            let detail = parser.parserError.map { "\($0.localizedDescription)" } ?? "the document ends early"
            throw InterfaceBuilderError(.malformedXML(detail), file: file, line: parser.lineNumber,
                                        element: builder.stack.last?.name ?? "")
        }
        return builder.root!
    }

    /// The line of a `<!DOCTYPE` or `<!ENTITY` declaration, nil when there is none. Jumps
    /// from `!` to `!` with `memchr` (a document from Xcode has none outside comments) and
    /// counts lines only for a declaration found.
    static func declarationLine(in data: Data) -> Int? {
        let markers: [[UInt8]] = [Array("<!DOCTYPE".utf8), Array("<!ENTITY".utf8)]
        return data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Int? in
            let bytes = raw.bindMemory(to: UInt8.self)
            guard let base = raw.baseAddress else { return nil }
            var index = 1
            while index < bytes.count {
                guard let found = memchr(base + index, 0x21, bytes.count - index) else { return nil }
                let bang = base.distance(to: UnsafeRawPointer(found))
                index = bang + 1
                guard bytes[bang - 1] == 0x3C else { continue }
                let start = bang - 1
                for marker in markers where start + marker.count <= bytes.count {
                    var same = true
                    for offset in 2..<marker.count where bytes[start + offset] & 0xDF != marker[offset] {
                        same = false
                        break
                    }
                    if same { return 1 + bytes[..<start].reduce(0) { $1 == 0x0A ? $0 + 1 : $0 } }
                }
            }
            return nil
        }
    }

    /// The XMLParser delegate that builds the tree and enforces the bounds.
    private final class TreeBuilder: NSObject, XMLParserDelegate {
        let reader: IBXMLReader
        let file: String
        var stack: [IBElement] = []
        var root: IBElement?
        var count = 0
        var error: InterfaceBuilderError?

        init(reader: IBXMLReader, file: String) {
            self.reader = reader
            self.file = file
        }

        func fail(_ parser: XMLParser, _ kind: InterfaceBuilderError.Kind, element: String) {
            guard error == nil else { return }
            error = InterfaceBuilderError(kind, file: file, line: parser.lineNumber, element: element)
            parser.abortParsing()
        }

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            guard error == nil else { return }
            count += 1
            if count > reader.maxElements {
                return fail(parser, .limitExceeded("more than \(reader.maxElements) elements"), element: elementName)
            }
            if stack.count >= reader.maxDepth {
                return fail(parser, .limitExceeded("nesting deeper than \(reader.maxDepth)"), element: elementName)
            }
            for (key, value) in attributes where value.utf8.count > reader.maxAttributeLength {
                return fail(parser, .limitExceeded("attribute \(key) longer than \(reader.maxAttributeLength) bytes"), element: elementName)
            }
            let element = IBElement(name: elementName, attributes: attributes, line: parser.lineNumber)
            if let parent = stack.last {
                parent.children.append(element)
            } else if root == nil {
                root = element
            } else {
                return fail(parser, .malformedXML("a second root element"), element: elementName)
            }
            stack.append(element)
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
            guard error == nil else { return }
            _ = stack.popLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard error == nil, let element = stack.last else { return }
            if element.text.utf8.count + string.utf8.count > reader.maxAttributeLength {
                return fail(parser, .limitExceeded("text longer than \(reader.maxAttributeLength) bytes"), element: element.name)
            }
            element.text += string
        }

        func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
            self.parser(parser, foundCharacters: String(decoding: CDATABlock, as: UTF8.self))
        }

        func parser(_ parser: XMLParser, resolveExternalEntityName name: String, systemID: String?) -> Data? {
            fail(parser, .doctypeRefused, element: name)
            return nil
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
            fail(parser, .malformedXML(parseError.localizedDescription), element: stack.last?.name ?? "")
        }
    }
}
