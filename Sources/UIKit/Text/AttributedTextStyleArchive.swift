import CoreGraphics
import Foundation

/// One set of text attributes in an `AttributedTextArchive`: `UIAttributeKeys` lists the
/// attribute names; the value of the i-th is under `UIValue-i`, its type under `UIKind-i`
/// (`ArchivedAttributeKind`). Values of other types are left out (logged when archiving).
/// Decoding fails (logged, `failDecoding`) for a duplicate or excess name, an unknown kind,
/// a kind the attribute cannot have (a font that is a string), a non-finite number, or a
/// number beyond ±100,000 for an attribute text layout reads as a length or style.
final class AttributedTextStyleArchive: NSObject, NSCoding {
    /// The most attributes one set may hold.
    static let maximumAttributeCount = 256

    let attributes: [NSAttributedString.Key: Any]

    init(_ attributes: [NSAttributedString.Key: Any]) { self.attributes = attributes }

    func encode(with coder: NSCoder) {
        var names: [String] = []
        for key in attributes.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
            guard let value = attributes[key] else { continue }
            guard let kind = ArchivedAttributeKind(of: value) else {
                uiLog("encode(with:): the text attribute \(key.rawValue) holds a \(type(of: value)), which is not archived")
                continue
            }
            kind.encode(value, with: coder, forKey: "UIValue-\(names.count)")
            coder.encode(kind.rawValue, forKey: "UIKind-\(names.count)")
            names.append(key.rawValue)
        }
        coder.encode(names as NSArray, forKey: "UIAttributeKeys")
    }

    init?(coder: NSCoder) {
        let names = coder.checkedList(String.self, forKey: "UIAttributeKeys") ?? []
        guard names.count <= Self.maximumAttributeCount else {
            coder.failDecoding("UIAttributeKeys lists \(names.count) attributes (at most \(Self.maximumAttributeCount))")
            return nil
        }
        var attributes: [NSAttributedString.Key: Any] = [:]
        for (index, name) in names.enumerated() {
            let key = NSAttributedString.Key(rawValue: name)
            guard attributes[key] == nil else {
                coder.failDecoding("UIAttributeKeys lists \(name) twice")
                return nil
            }
            guard let raw = coder.checkedString(forKey: "UIKind-\(index)") else {
                if !coder.hasFailedDecoding { coder.failDecoding("the text attribute \(name) has no UIKind-\(index)") }
                return nil
            }
            guard let kind = ArchivedAttributeKind(rawValue: raw) else {
                coder.failDecoding("the text attribute \(name) is of an unknown kind \(raw)")
                return nil
            }
            if let allowed = ArchivedAttributeKind.allowedKinds[name], !allowed.contains(kind) {
                coder.failDecoding("the text attribute \(name) holds a \(raw), not one of \(allowed.map(\.rawValue).sorted().joined(separator: ", "))")
                return nil
            }
            let limit = ArchivedAttributeKind.layoutNumberKeys.contains(name) ? NSParagraphStyle.maximumArchivedLength : nil
            guard let value = kind.decode(from: coder, forKey: "UIValue-\(index)", limit: limit) else {
                if !coder.hasFailedDecoding { coder.failDecoding("the text attribute \(name) has no UIValue-\(index)") }
                return nil
            }
            attributes[key] = value
        }
        if coder.hasFailedDecoding { return nil }
        self.attributes = attributes
        super.init()
    }
}

/// The type of an archived text attribute value; the value is decoded back as that type.
enum ArchivedAttributeKind: String {
    case font, color, paragraphStyle, shadow, string, url, underlineStyle
    case integer, cgFloat, double, float, bool, number, integerNumber, integers

    /// The kind of `value`, nil for a type that is not archived. An `NSNumber` (what
    /// Foundation on Linux stores a Swift `Int` or `Double` attribute as) keeps whether it
    /// holds an integer or a floating-point value.
    init?(of value: Any) {
        if type(of: value) is NSNumber.Type, let number = value as? NSNumber {
            self = ["d", "f"].contains(String(cString: number.objCType)) ? .number : .integerNumber
            return
        }
        switch value {
        case is UIFont: self = .font
        case is UIColor: self = .color
        case is NSParagraphStyle: self = .paragraphStyle
        case is NSShadow: self = .shadow
        case is URL: self = .url
        case is String: self = .string
        case is NSUnderlineStyle: self = .underlineStyle
        case is Int: self = .integer
        case is CGFloat: self = .cgFloat
        case is Double: self = .double
        case is Float: self = .float
        case is Bool: self = .bool
        case is NSNumber: self = .number
        case let list as [Int] where list.count <= 64: self = .integers
        default: return nil
        }
    }

    static let numbers: Set<ArchivedAttributeKind> = [.integer, .cgFloat, .double, .float, .bool, .number, .integerNumber, .underlineStyle]
    static let colorKeys: [NSAttributedString.Key] = [.foregroundColor, .backgroundColor, .underlineColor, .strikethroughColor, .strokeColor]
    /// The numeric attributes text layout reads (as lengths, factors or line styles): their
    /// decoded values must lie within ±100,000.
    static let layoutNumberKeys: Set<String> = Set([
        NSAttributedString.Key.kern, .tracking, .underlineStyle, .strikethroughStyle, .baselineOffset, .ligature,
        .strokeWidth, .obliqueness, .expansion,
    ].map(\.rawValue))

    /// The kinds UIKit's own attributes may hold (other attributes may hold any kind).
    static let allowedKinds: [String: Set<ArchivedAttributeKind>] = {
        var kinds: [String: Set<ArchivedAttributeKind>] = [
            NSAttributedString.Key.font.rawValue: [.font],
            NSAttributedString.Key.paragraphStyle.rawValue: [.paragraphStyle],
            NSAttributedString.Key.shadow.rawValue: [.shadow],
            NSAttributedString.Key.link.rawValue: [.url, .string],
            NSAttributedString.Key.writingDirection.rawValue: [.integers],
        ]
        for key in colorKeys { kinds[key.rawValue] = [.color] }
        for key in layoutNumberKeys { kinds[key] = numbers }
        return kinds
    }()

    /// Writes `value` (of this kind) under `key`.
    func encode(_ value: Any, with coder: NSCoder, forKey key: String) {
        switch (self, value) {
        case (.url, let url as URL): coder.encode(url.absoluteString, forKey: key)
        case (.underlineStyle, let style as NSUnderlineStyle): coder.encode(style.rawValue, forKey: key)
        case (.integer, let number as Int): coder.encode(number, forKey: key)
        case (.cgFloat, let number as CGFloat): coder.encode(Double(number), forKey: key)
        case (.double, let number as Double): coder.encode(number, forKey: key)
        case (.float, let number as Float): coder.encode(Double(number), forKey: key)
        case (.bool, let flag as Bool): coder.encode(flag, forKey: key)
        case (.number, let number as NSNumber): coder.encode(number.doubleValue, forKey: key)
        case (.integerNumber, let number as NSNumber): coder.encode(number.int64Value, forKey: key)
        case (.integers, let list as [Int]): coder.encode(list as NSArray, forKey: key)
        default: coder.encode(value, forKey: key)  // fonts, colors, paragraph styles, shadows, strings
        }
    }

    /// The value under `key` as this kind; nil when absent or rejected (numbers must be
    /// finite, and within ±`limit` when given).
    func decode(from coder: NSCoder, forKey key: String, limit: Double?) -> Any? {
        let range = limit.map { -$0...$0 }
        let integers = limit.map { -Int($0)...Int($0) } ?? Int.min...Int.max
        switch self {
        case .font: return coder.checkedObject(UIFont.self, forKey: key)
        case .color: return coder.checkedObject(UIColor.self, forKey: key)
        case .paragraphStyle: return coder.checkedObject(NSParagraphStyle.self, forKey: key)
        case .shadow: return coder.checkedObject(NSShadow.self, forKey: key)
        case .string: return coder.checkedString(forKey: key)
        case .url:
            guard let text = coder.checkedString(forKey: key) else { return nil }
            guard let url = URL(string: text) else {
                coder.failDecoding("\(key) is not a URL")
                return nil
            }
            return url
        case .underlineStyle: return coder.checkedInteger(forKey: key, in: integers).map(NSUnderlineStyle.init(rawValue:))
        case .integer: return coder.checkedInteger(forKey: key, in: integers)
        case .cgFloat: return coder.checkedFloat(forKey: key, in: range)
        case .double: return coder.checkedDouble(forKey: key, in: range)
        case .float: return coder.checkedDouble(forKey: key, in: range ?? -Double(Float.greatestFiniteMagnitude)...Double(Float.greatestFiniteMagnitude)).map { Float($0) }
        case .bool: return coder.checkedBool(forKey: key)
        case .number: return coder.checkedDouble(forKey: key, in: range).map { NSNumber(value: $0) }
        case .integerNumber: return coder.checkedInteger(forKey: key, in: integers).map { NSNumber(value: $0) }
        case .integers:
            guard let list = coder.checkedList(Int.self, forKey: key) else { return nil }
            guard list.count <= 64 else {
                coder.failDecoding("\(key) holds \(list.count) numbers (at most 64)")
                return nil
            }
            return list
        }
    }
}
