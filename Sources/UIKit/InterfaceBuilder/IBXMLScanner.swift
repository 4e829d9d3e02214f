import Foundation

/// The fast path of `IBXMLReader`: a strict scanner of the XML subset Xcode writes (UTF-8,
/// an XML declaration, elements, attributes, character and predefined entity references,
/// comments, CDATA). It builds the same tree `XMLParser` gives (attribute values normalized,
/// all character data kept, each element's line being the line its start tag ends on, as
/// libxml2 reports it), without libxml2's callbacks, bridged strings and per-element
/// dictionaries.
///
/// It never reports errors: on anything outside the subset or not well-formed (and on any
/// of the reader's bounds) it returns nil and the reader parses with `XMLParser`, which
/// names the problem. So it must only accept what `XMLParser` accepts, as the same tree.
package struct IBXMLScanner {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let reader: IBXMLReader
    private var position = 0
    /// Newlines counted up to `countedUpTo`.
    private var line = 1
    private var countedUpTo = 0
    private var elementCount = 0
    /// Element and attribute names seen, so each distinct name is one string.
    private var names = NameTable()
    /// The attributes of the start tag being read, and their name slots (reused from tag to
    /// tag, so that growing them costs nothing; each element gets an exact-size copy).
    private var scratchEntries: [IBAttributes.Entry] = []
    private var scratchSlots: [Int] = []

    private init(bytes: UnsafeBufferPointer<UInt8>, reader: IBXMLReader) {
        self.bytes = bytes
        self.reader = reader
    }

    /// The root element of `data`, or nil when the reader must parse it with `XMLParser`.
    package static func scan(_ data: Data, reader: IBXMLReader) -> IBElement? {
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> IBElement? in
            var scanner = IBXMLScanner(bytes: raw.bindMemory(to: UInt8.self), reader: reader)
            return scanner.document()
        }
    }

    // MARK: Bytes

    private static let lt: UInt8 = 0x3C, gt: UInt8 = 0x3E, slash: UInt8 = 0x2F, bang: UInt8 = 0x21
    private static let question: UInt8 = 0x3F, amp: UInt8 = 0x26, equals: UInt8 = 0x3D
    private static let quote: UInt8 = 0x22, apostrophe: UInt8 = 0x27, newline: UInt8 = 0x0A

    private func byte(at index: Int) -> UInt8? { index < bytes.count ? bytes[index] : nil }

    private func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x0A || b == 0x09 }

    private mutating func skipSpaces() {
        while position < bytes.count, isSpace(bytes[position]) { position += 1 }
    }

    private func hasPrefix(_ literal: StaticString, at index: Int) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        let start = literal.utf8Start
        for offset in 0..<count where bytes[index + offset] != start[offset] { return false }
        return true
    }

    /// The line of `index` (indexes asked for only grow).
    private mutating func line(at index: Int) -> Int {
        guard countedUpTo < index, let base = bytes.baseAddress else { return line }
        // memchr from newline to newline: most bytes are not newlines.
        while let found = memchr(base + countedUpTo, Int32(Self.newline), index - countedUpTo) {
            line += 1
            countedUpTo = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
            if countedUpTo >= index { break }
        }
        countedUpTo = index
        return line
    }

    /// The index of the first `literal` at or after `index`, nil when there is none.
    private func find(_ literal: StaticString, from index: Int) -> Int? {
        let first = literal.utf8Start[0]
        var i = index
        while i < bytes.count {
            if bytes[i] == first, hasPrefix(literal, at: i) { return i }
            i += 1
        }
        return nil
    }

    // MARK: Document

    private mutating func document() -> IBElement? {
        if hasPrefix("<?xml", at: 0), let b = byte(at: 5), isSpace(b) {
            guard declaration() else { return nil }
        }
        var root: IBElement?
        var stack: [IBElement] = []
        while position < bytes.count {
            if bytes[position] != Self.lt {
                guard let text = characters(), !text.isEmpty || stack.isEmpty else { return nil }
                if let top = stack.last {
                    guard top.text.utf8.count + text.utf8.count <= reader.maxAttributeLength else { return nil }
                    top.text += text
                } else {
                    // Only whitespace outside the root element.
                    guard text.utf8.allSatisfy(isSpace) else { return nil }
                }
                continue
            }
            guard let next = byte(at: position + 1) else { return nil }
            switch next {
            case Self.slash:
                guard let top = stack.popLast(), endTag(top.name) else { return nil }
            case Self.bang:
                if hasPrefix("<!--", at: position) {
                    guard comment() else { return nil }
                } else if hasPrefix("<![CDATA[", at: position), let top = stack.last {
                    guard let text = cdata(), top.text.utf8.count + text.utf8.count <= reader.maxAttributeLength else { return nil }
                    top.text += text
                } else {
                    return nil
                }
            case Self.question:
                return nil
            default:
                guard root == nil || !stack.isEmpty, stack.count < reader.maxDepth else { return nil }
                elementCount += 1
                guard elementCount <= reader.maxElements, let (element, empty) = startTag() else { return nil }
                if let parent = stack.last { parent.children.append(element) } else { root = element }
                if !empty { stack.append(element) }
            }
        }
        guard stack.isEmpty else { return nil }
        return root
    }

    /// `<?xml version="1.0" encoding="UTF-8"?>`: only UTF-8 (or no encoding) is accepted.
    private mutating func declaration() -> Bool {
        guard let end = find("?>", from: 5) else { return false }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[5..<end]), as: UTF8.self)
        position = end + 2
        var rest = Substring(text)
        var sawVersion = false
        while true {
            rest = rest.drop { $0 == " " || $0 == "\n" || $0 == "\t" }
            if rest.isEmpty { return sawVersion }
            guard let equals = rest.firstIndex(of: "=") else { return false }
            let name = rest[..<equals].trimmingSuffix { $0 == " " }
            rest = rest[rest.index(after: equals)...].drop { $0 == " " }
            guard let quote = rest.first, quote == "\"" || quote == "'" else { return false }
            rest = rest.dropFirst()
            guard let close = rest.firstIndex(of: quote) else { return false }
            let value = rest[..<close]
            rest = rest[rest.index(after: close)...]
            switch name {
            case "version": guard !sawVersion, value == "1.0" else { return false }; sawVersion = true
            case "encoding": guard sawVersion, value.lowercased() == "utf-8" else { return false }
            case "standalone": guard sawVersion, value == "yes" || value == "no" else { return false }
            default: return false
            }
            guard rest.isEmpty || rest.first == " " || rest.first == "\n" || rest.first == "\t" else { return false }
        }
    }

    /// `<!-- … -->` (no `--` inside).
    private mutating func comment() -> Bool {
        guard let end = find("--", from: position + 4), byte(at: end + 2) == Self.gt,
              isValidText(position + 4, end) else { return false }
        position = end + 3
        return true
    }

    /// `<![CDATA[ … ]]>`: its characters as they are.
    private mutating func cdata() -> String? {
        let start = position + 9
        guard let end = find("]]>", from: start), isValidText(start, end) else { return nil }
        position = end + 3
        return string(start, end)
    }

    /// `</name>` closing `name`.
    private mutating func endTag(_ name: String) -> Bool {
        let start = position + 2
        guard let end = nameEnd(from: start), end - start == name.utf8.count,
              name.utf8.elementsEqual(UnsafeBufferPointer(rebasing: bytes[start..<end])) else { return false }
        position = end
        skipSpaces()
        guard byte(at: position) == Self.gt else { return false }
        position += 1
        return true
    }

    /// A start tag: the element (its line the line of the tag's end) and whether it is empty (`/>`).
    private mutating func startTag() -> (IBElement, Bool)? {
        let nameStart = position + 1
        guard let nameEnd = nameEnd(from: nameStart), let name = names.name(bytes, nameStart, nameEnd)?.name else { return nil }
        position = nameEnd
        scratchEntries.removeAll(keepingCapacity: true)
        scratchSlots.removeAll(keepingCapacity: true)
        while true {
            let before = position
            skipSpaces()
            guard let b = byte(at: position) else { return nil }
            if b == Self.gt || b == Self.slash {
                let empty = b == Self.slash
                if empty { guard byte(at: position + 1) == Self.gt else { return nil } }
                let element = IBElement(name: name, attributes: IBAttributes(uniqueEntries: scratchEntries), line: line(at: position))
                position += empty ? 2 : 1
                return (element, empty)
            }
            // Attributes are separated from the name and each other by whitespace.
            guard position > before, let keyEnd = self.nameEnd(from: position),
                  let found = names.name(bytes, position, keyEnd) else { return nil }
            let key = found.name, slot = found.slot, signature = found.signature
            // Namespace declarations (not attributes to XMLParser) and repeated names: XMLParser.
            guard !hasPrefix("xmlns", at: position), !scratchSlots.contains(slot) else { return nil }
            scratchSlots.append(slot)
            position = keyEnd
            skipSpaces()
            guard byte(at: position) == Self.equals else { return nil }
            position += 1
            skipSpaces()
            guard let value = attributeValue() else { return nil }
            scratchEntries.append(IBAttributes.Entry(key: key, signature: signature, value: value))
        }
    }

    /// The end of the name starting at `start` (ASCII names without a prefix), nil when
    /// there is no name there.
    private func nameEnd(from start: Int) -> Int? {
        guard let first = byte(at: start), first == 0x5F || (first | 0x20) >= 0x61 && (first | 0x20) <= 0x7A else { return nil }
        var end = start + 1
        while end < bytes.count {
            let b = bytes[end]
            let letter = (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A
            guard letter || (b >= 0x30 && b <= 0x39) || b == 0x5F || b == 0x2D || b == 0x2E else { break }
            end += 1
        }
        if let b = byte(at: end), b == 0x3A || b >= 0x80 { return nil }  // prefixes and non-ASCII names: XMLParser
        return end
    }

    /// A quoted attribute value, references replaced and whitespace normalized to spaces.
    private mutating func attributeValue() -> String? {
        guard let quote = byte(at: position), quote == Self.quote || quote == Self.apostrophe else { return nil }
        let start = position + 1
        var end = start
        var plain = true
        while end < bytes.count, bytes[end] != quote {
            let b = bytes[end]
            if b == Self.lt { return nil }
            if b == Self.amp || b == 0x09 || b == 0x0A || b >= 0x80 || b < 0x20 { plain = false }
            end += 1
        }
        guard end < bytes.count, end - start <= reader.maxAttributeLength else { return nil }
        position = end + 1
        if plain { return string(start, end) }
        guard isValidText(start, end) else { return nil }
        return decoded(start, end, attribute: true)
    }

    /// Character data up to the next `<` (references replaced).
    private mutating func characters() -> String? {
        let start = position
        var end = start
        var plain = true
        while end < bytes.count, bytes[end] != Self.lt {
            let b = bytes[end]
            if b == Self.amp || b >= 0x80 || b < 0x20 && b != 0x0A && b != 0x09 { plain = false }
            if b == 0x3E, end >= start + 2, bytes[end - 1] == 0x5D, bytes[end - 2] == 0x5D { return nil }  // `]]>`
            end += 1
        }
        guard end - start <= reader.maxAttributeLength else { return nil }
        position = end
        if plain { return string(start, end) }
        guard isValidText(start, end) else { return nil }
        return decoded(start, end, attribute: false)
    }

    /// Whether `start..<end` is valid UTF-8 of XML characters: no C0 controls but tab and
    /// newline (a carriage return would need line-end normalization: XMLParser), no
    /// U+FFFE or U+FFFF.
    private func isValidText(_ start: Int, _ end: Int) -> Bool {
        var ascii = true
        var i = start
        while i < end {
            let b = bytes[i]
            if b < 0x20 && b != 0x0A && b != 0x09 { return false }
            if b >= 0x80 {
                ascii = false
                if b == 0xEF, i + 2 < end, bytes[i + 1] == 0xBF, bytes[i + 2] == 0xBE || bytes[i + 2] == 0xBF { return false }
            }
            i += 1
        }
        if ascii { return true }
        return String(validating: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self) != nil
    }

    private func string(_ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    /// `start..<end` (already validated) with references replaced; in attribute values
    /// tabs and newlines become spaces.
    private func decoded(_ start: Int, _ end: Int, attribute: Bool) -> String? {
        var result: [UInt8] = []
        result.reserveCapacity(end - start)
        var i = start
        while i < end {
            let b = bytes[i]
            if b != Self.amp {
                result.append(attribute && (b == 0x09 || b == 0x0A) ? 0x20 : b)
                i += 1
                continue
            }
            var close = i + 1
            while close < end, bytes[close] != 0x3B, close - i < 12 { close += 1 }
            guard close < end, bytes[close] == 0x3B else { return nil }
            let name = UnsafeBufferPointer(rebasing: bytes[(i + 1)..<close])
            switch String(decoding: name, as: UTF8.self) {
            case "lt": result.append(Self.lt)
            case "gt": result.append(Self.gt)
            case "amp": result.append(Self.amp)
            case "quot": result.append(Self.quote)
            case "apos": result.append(Self.apostrophe)
            case let reference where reference.hasPrefix("#"):
                let digits = reference.dropFirst()
                let value: UInt32?
                if digits.first == "x" {
                    let hex = digits.dropFirst()
                    value = hex.allSatisfy(\.isHexDigit) ? UInt32(hex, radix: 16) : nil
                } else {
                    value = digits.allSatisfy { $0.isASCII && $0.isNumber } ? UInt32(digits) : nil
                }
                guard let value, Self.isXMLCharacter(value), value != 0x0D, let scalar = Unicode.Scalar(value) else { return nil }
                result.append(contentsOf: String(Character(scalar)).utf8)
            default:
                return nil
            }
            i = close + 1
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// XML 1.0's `Char` production (a carriage return is left to XMLParser).
    private static func isXMLCharacter(_ value: UInt32) -> Bool {
        value == 0x09 || value == 0x0A || value == 0x0D || (0x20...0xD7FF).contains(value)
            || (0xE000...0xFFFD).contains(value) || (0x10000...0x10FFFF).contains(value)
    }

    /// Interned element and attribute names: a document repeats a few dozen names
    /// thousands of times, so each is made into a string once (compared by bytes with its
    /// first occurrence in the same document).
    private struct NameTable {
        private var slots = [(hash: UInt32, start: Int, end: Int, name: String, signature: UInt64)?](repeating: nil, count: 512)
        private var used = 0

        /// The name in `start..<end`, its slot and its signature (`IBAttributes.signature(of:)`);
        /// nil past 256 distinct names (XMLParser reads those documents).
        mutating func name(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> (name: String, slot: Int, signature: UInt64)? {
            var hash: UInt32 = 2_166_136_261
            for i in start..<end { hash = (hash ^ UInt32(bytes[i])) &* 16_777_619 }
            let count = end - start
            var slot = Int(hash & 511)
            while let existing = slots[slot] {
                if existing.hash == hash, existing.end - existing.start == count,
                   memcmp(bytes.baseAddress! + existing.start, bytes.baseAddress! + start, count) == 0 {
                    return (existing.name, slot, existing.signature)
                }
                slot = (slot + 1) & 511
            }
            guard used < 256 else { return nil }
            let made = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
            let signature = IBAttributes.signature(of: made)
            slots[slot] = (hash, start, end, made, signature)
            used += 1
            return (made, slot, signature)
        }
    }
}

private extension Substring {
    func trimmingSuffix(while predicate: (Character) -> Bool) -> Substring {
        var result = self
        while let last = result.last, predicate(last) { result = result.dropLast() }
        return result
    }
}
