import CoreGraphics
import Foundation

/// Attributed text in a keyed archive, in a form of UIKit's own rather than
/// `NSAttributedString`'s `NSCoding` (swift-corelibs-foundation halts, uncatchably, when it
/// rebuilds an attributed string whose neighbouring runs hold different object values, such
/// as two colors). Laid out as Apple's attributed string archive is:
///
/// - `UIString`: the characters;
/// - `UIAttributeStyles`: the distinct attribute sets (`AttributedTextStyleArchive`), each
///   value archived by its type (fonts, colors, paragraph styles, shadows, numbers, links…);
/// - `UIAttributeRuns`: data holding one pair of unsigned LEB128 numbers per run — its
///   length in UTF-16 units and the index of its attribute set — covering the whole string.
///
/// Decoding checks everything (runs must cover the string exactly, indices must name a set,
/// values must have their attribute's type and be finite and in range) and fails the
/// decoding with a log line otherwise (`failDecoding`), never trapping.
final class AttributedTextArchive: NSObject, NSCoding {
    /// The text archived or decoded.
    let text: NSAttributedString

    init(_ text: NSAttributedString) { self.text = text }

    /// How many of the most recent distinct attribute sets a run is compared with before a new
    /// set is written (neighbouring runs always differ; alternating styles repeat).
    private static let reuseWindow = 32

    func encode(with coder: NSCoder) {
        coder.encode(text.string, forKey: "UIString")
        var styles: [[NSAttributedString.Key: Any]] = []
        var comparable: [NSDictionary] = []  // the same sets, compared with `isEqual`
        var runs = Data()
        text.enumerateAttributes(in: NSRange(location: 0, length: text.length), options: []) { attributes, range, _ in
            let dictionary = NSDictionary(dictionary: Dictionary(uniqueKeysWithValues: attributes.map { ($0.key.rawValue, $0.value) }))
            let recent = max(0, styles.count - AttributedTextArchive.reuseWindow)..<styles.count
            let index: Int
            if let found = recent.last(where: { comparable[$0].isEqual(dictionary) }) {
                index = found
            } else {
                styles.append(attributes)
                comparable.append(dictionary)
                index = styles.count - 1
            }
            runs.appendLEB128(range.length)
            runs.appendLEB128(index)
        }
        if styles.count > NSCoder.maximumDecodedListCount {
            uiLog("encode(with:): attributed text with \(styles.count) distinct attribute sets cannot be decoded again (at most \(NSCoder.maximumDecodedListCount))")
        }
        let archives = styles.map(AttributedTextStyleArchive.init)
        coder.encode(archives as NSArray, forKey: "UIAttributeStyles")
        coder.encode(runs, forKey: "UIAttributeRuns")
    }

    init?(coder: NSCoder) {
        guard let string = coder.checkedString(forKey: "UIString") else {
            if !coder.hasFailedDecoding { coder.failDecoding("attributed text without UIString") }
            return nil
        }
        let styles = coder.checkedList(AttributedTextStyleArchive.self, forKey: "UIAttributeStyles") ?? []
        let runs = coder.checkedObject(Data.self, forKey: "UIAttributeRuns") ?? Data()
        if coder.hasFailedDecoding { return nil }
        let result = NSMutableAttributedString(string: string)
        var reader = LEB128Reader(runs)
        var location = 0
        while !reader.isAtEnd {
            guard let length = reader.next(), let index = reader.next() else {
                coder.failDecoding("UIAttributeRuns: a truncated or oversized number at byte \(reader.offset)")
                return nil
            }
            guard length > 0, length <= result.length - location else {
                coder.failDecoding("UIAttributeRuns: a run of \(length) at \(location) does not fit the \(result.length) characters")
                return nil
            }
            guard index < styles.count else {
                coder.failDecoding("UIAttributeRuns: a run names attribute set \(index) of \(styles.count)")
                return nil
            }
            if !styles[index].attributes.isEmpty { result.addAttributes(styles[index].attributes, range: NSRange(location: location, length: length)) }
            location += length
        }
        guard location == result.length || runs.isEmpty else {
            coder.failDecoding("UIAttributeRuns cover \(location) of the \(result.length) characters")
            return nil
        }
        text = result
        super.init()
    }
}

extension NSCoder {
    /// Archives attributed text under `key` (see `AttributedTextArchive`).
    package func encodeAttributedText(_ text: NSAttributedString, forKey key: String) {
        encode(AttributedTextArchive(text), forKey: key)
    }

    /// The attributed text under `key`: nil when absent; nil and a failure when damaged.
    package func checkedAttributedText(forKey key: String) -> NSAttributedString? {
        checkedObject(AttributedTextArchive.self, forKey: key)?.text
    }
}

extension Data {
    /// Appends `value` (not negative) as an unsigned LEB128 number: 7 bits a byte, low first.
    mutating func appendLEB128(_ value: Int) {
        var rest = UInt(value)
        repeat {
            let byte = UInt8(rest & 0x7F)
            rest >>= 7
            append(rest == 0 ? byte : byte | 0x80)
        } while rest != 0
    }
}

/// Reads unsigned LEB128 numbers of at most 31 bits (more is refused, never wrapped).
struct LEB128Reader {
    private let bytes: [UInt8]
    /// The position of the next byte.
    private(set) var offset = 0

    init(_ data: Data) { bytes = [UInt8](data) }

    var isAtEnd: Bool { offset >= bytes.count }

    /// The next number; nil when the data ends inside it or it needs more than 31 bits.
    mutating func next() -> Int? {
        var value = 0, shift = 0
        while offset < bytes.count {
            let byte = bytes[offset]
            offset += 1
            value |= Int(byte & 0x7F) << shift
            if byte & 0x80 == 0 { return value <= Int(Int32.max) ? value : nil }
            shift += 7
            if shift > 28 { return nil }
        }
        return nil
    }
}
