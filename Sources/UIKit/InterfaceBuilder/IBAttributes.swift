/// The attributes of one element, in document order: a short list searched by name (an
/// element has a dozen at most, so a scan beats hashing every name for every lookup, and
/// most lookups are of attributes the element does not have).
///
/// Each name is kept with a signature (its length and a few of its bytes), so a lookup
/// compares one integer per attribute and compares strings only when the signatures match.
package struct IBAttributes: Sequence {
    /// One attribute: its name, the name's signature (`signature(of:)`) and its value.
    struct Entry {
        var key: String
        var signature: UInt64
        var value: String
    }

    /// The attributes in document order.
    private var entries: [Entry] {
        didSet { presence = IBAttributes.presence(of: entries) }
    }
    /// One bit per entry's signature (`bit(of:)`): a lookup of a name whose bit is clear,
    /// most lookups (of the dozens of attributes an element may have but does not), ends
    /// without reading the entries.
    private var presence: UInt64

    /// No attributes.
    package init() { entries = []; presence = 0 }

    /// The attributes of a dictionary (their order is the dictionary's).
    package init(_ dictionary: [String: String]) {
        entries = dictionary.map { Entry(key: $0.key, signature: IBAttributes.signature(of: $0.key), value: $0.value) }
        presence = IBAttributes.presence(of: entries)
    }

    /// Entries already known to have distinct names and right signatures (the scanner
    /// keeps each interned name's signature).
    init(uniqueEntries: [Entry]) {
        entries = uniqueEntries
        presence = IBAttributes.presence(of: uniqueEntries)
    }

    /// The bit of a signature in `presence` (its top six bits after a multiplicative mix).
    @inline(__always)
    private static func bit(of signature: UInt64) -> UInt64 { 1 << ((signature &* 0x9E37_79B9_7F4A_7C15) >> 58) }

    private static func presence(of entries: [Entry]) -> UInt64 {
        entries.reduce(0) { $0 | bit(of: $1.signature) }
    }

    /// A name's length (low byte) with its first four and last three bytes: equal names
    /// have equal signatures, and the names of one element rarely share one.
    @inline(__always)
    package static func signature(of name: String) -> UInt64 {
        var name = name
        return name.withUTF8 { bytes in
            let count = bytes.count
            var signature = UInt64(truncatingIfNeeded: count) & 0xFF
            for index in 0..<Swift.min(count, 4) { signature |= UInt64(bytes[index]) << UInt64(8 + 8 * index) }
            for back in 1...3 where count - back >= 0 { signature |= UInt64(bytes[count - back]) << UInt64(64 - 8 * back) }
            return signature
        }
    }

    /// The index of the attribute named `key`, nil when absent.
    private func index(of key: String) -> Int? {
        let wanted = IBAttributes.signature(of: key)
        guard presence & IBAttributes.bit(of: wanted) != 0 else { return nil }
        // Through the buffer: reading a signature copies (retains) nothing.
        return entries.withUnsafeBufferPointer { buffer in
            for index in buffer.indices where buffer[index].signature == wanted && buffer[index].key == key { return index }
            return nil
        }
    }

    /// The value of the attribute named `key` (nil when absent); setting nil removes it.
    package subscript(_ key: String) -> String? {
        get {
            guard let index = index(of: key) else { return nil }
            return entries[index].value
        }
        set {
            switch (index(of: key), newValue) {
            case (let index?, let value?): entries[index].value = value
            case (let index?, nil): entries.remove(at: index)
            case (nil, let value?): entries.append(Entry(key: key, signature: IBAttributes.signature(of: key), value: value))
            case (nil, nil): break
            }
        }
    }

    /// How many attributes there are.
    package var count: Int { entries.count }

    package func makeIterator() -> AnyIterator<(key: String, value: String)> {
        var index = 0
        let entries = entries
        return AnyIterator {
            guard index < entries.count else { return nil }
            defer { index += 1 }
            return (key: entries[index].key, value: entries[index].value)
        }
    }

    /// The attributes as a dictionary.
    package var dictionary: [String: String] {
        Dictionary(entries.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
    }
}
