import Foundation

/// Changes Interface Builder documents (`.xib`, `.storyboard`) at random, as text: an
/// attribute's value replaced by junk or by another object's id (dangling, wrongly typed
/// and cyclic references), lines dropped, repeated, swapped or cut short.
package enum DocumentMutator {
    /// Values that break parsers and loaders: empty, negative, non-finite, overflowing,
    /// booleans where numbers go, an id, an entity, constraint-like pairs.
    static let junk = ["", "-1", "0", "nan", "NaN", "inf", "-inf", "1e309", "1e30", "-1e30", "YES", "NO", "-2",
                       "iN0-l3-epB", "&amp;", "&lt;", "16:0", "0:0", "99999999999999999999", "0x10", "  ", "é"]

    /// `text` with 1 to 3 random changes.
    package static func mutate<Random: RandomNumberGenerator>(_ text: String, using random: inout Random) -> String {
        var lines = text.components(separatedBy: "\n")
        let ids = identifiers(in: text)
        for _ in 0..<Int.random(in: 1...3, using: &random) { mutate(&lines, ids: ids, using: &random) }
        return lines.joined(separator: "\n")
    }

    /// The values of the document's `id="…"` attributes.
    static func identifiers(in text: String) -> [String] {
        var ids: [String] = []
        var rest = text[...]
        while let range = rest.range(of: " id=\"") {
            rest = rest[range.upperBound...]
            guard let end = rest.firstIndex(of: "\"") else { break }
            ids.append(String(rest[..<end]))
            rest = rest[end...]
        }
        return ids
    }

    /// One change to `lines`.
    static func mutate<Random: RandomNumberGenerator>(_ lines: inout [String], ids: [String], using random: inout Random) {
        guard !lines.isEmpty else { return }
        let index = Int.random(in: 0..<lines.count, using: &random)
        switch Int.random(in: 0..<6, using: &random) {
        case 0, 1:
            // An attribute's value: junk, or (half the time when the document has ids) an id.
            let line = lines[index]
            let quotes = line.indices.filter { line[$0] == "\"" }
            guard quotes.count >= 2 else { return }
            let pair = Int.random(in: 0..<(quotes.count / 2), using: &random) * 2
            let start = line.index(after: quotes[pair]), end = quotes[pair + 1]
            let value = !ids.isEmpty && Bool.random(using: &random) ? ids.randomElement(using: &random)! : junk.randomElement(using: &random)!
            lines[index] = String(line[..<start]) + value + String(line[end...])
        case 2: lines.remove(at: index)
        case 3: lines.insert(lines[index], at: Int.random(in: 0...lines.count, using: &random))
        case 4: lines.swapAt(index, Int.random(in: 0..<lines.count, using: &random))
        default:
            let line = lines[index]
            guard !line.isEmpty else { return }
            lines[index] = String(line.prefix(Int.random(in: 0..<line.count, using: &random)))
        }
    }
}
