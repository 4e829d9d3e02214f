/// The attributes of one element, in document order: a short list searched by name (an
/// element has a dozen at most, so a scan beats hashing every name for every lookup, and
/// most lookups are of attributes the element does not have).
package struct IBAttributes: Sequence {
    /// The name-value pairs, in document order.
    private var pairs: [(key: String, value: String)]

    /// No attributes.
    package init() { pairs = [] }

    /// The attributes of a dictionary (their order is the dictionary's).
    package init(_ dictionary: [String: String]) {
        pairs = dictionary.map { (key: $0.key, value: $0.value) }
    }

    /// Pairs already known to have distinct names.
    init(uniquePairs: [(key: String, value: String)]) { pairs = uniquePairs }

    /// The value of the attribute named `key` (nil when absent); setting nil removes it.
    package subscript(_ key: String) -> String? {
        get {
            let count = key.utf8.count
            for index in pairs.indices where pairs[index].key.utf8.count == count && pairs[index].key == key {
                return pairs[index].value
            }
            return nil
        }
        set {
            let index = pairs.firstIndex { $0.key == key }
            switch (index, newValue) {
            case (let index?, let value?): pairs[index].value = value
            case (let index?, nil): pairs.remove(at: index)
            case (nil, let value?): pairs.append((key: key, value: value))
            case (nil, nil): break
            }
        }
    }

    /// How many attributes there are.
    package var count: Int { pairs.count }

    package func makeIterator() -> IndexingIterator<[(key: String, value: String)]> { pairs.makeIterator() }

    /// The attributes as a dictionary.
    package var dictionary: [String: String] {
        Dictionary(pairs, uniquingKeysWith: { _, last in last })
    }
}
