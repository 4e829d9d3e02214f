import CDBus
import Foundation

/// One D-Bus value, as written into or read from a message: the basic types the
/// accessibility interfaces use, structs, arrays, dictionaries and variants.
package indirect enum DBusValue: Equatable, Sendable {
    case byte(UInt8)
    case bool(Bool)
    case int16(Int16)
    case int32(Int32)
    case uint32(UInt32)
    case int64(Int64)
    case double(Double)
    case string(String)
    case objectPath(String)
    case signature(String)
    case structure([DBusValue])
    /// An array whose elements have the signature `element` (needed when it is empty).
    case array(element: String, [DBusValue])
    /// A dictionary `a{KV}` whose key and value signatures are given.
    case dictionary(key: String, value: String, [(DBusValue, DBusValue)])
    case variant(DBusValue)

    package static func == (a: DBusValue, b: DBusValue) -> Bool {
        switch (a, b) {
        case let (.byte(x), .byte(y)): return x == y
        case let (.bool(x), .bool(y)): return x == y
        case let (.int16(x), .int16(y)): return x == y
        case let (.int32(x), .int32(y)): return x == y
        case let (.uint32(x), .uint32(y)): return x == y
        case let (.int64(x), .int64(y)): return x == y
        case let (.double(x), .double(y)): return x == y
        case let (.string(x), .string(y)), let (.objectPath(x), .objectPath(y)), let (.signature(x), .signature(y)): return x == y
        case let (.structure(x), .structure(y)): return x == y
        case let (.array(e1, x), .array(e2, y)): return e1 == e2 && x == y
        case let (.dictionary(k1, v1, x), .dictionary(k2, v2, y)):
            return k1 == k2 && v1 == v2 && x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        case let (.variant(x), .variant(y)): return x == y
        default: return false
        }
    }

    /// The value's D-Bus type signature.
    package var signature: String {
        switch self {
        case .byte: return "y"
        case .bool: return "b"
        case .int16: return "n"
        case .int32: return "i"
        case .uint32: return "u"
        case .int64: return "x"
        case .double: return "d"
        case .string: return "s"
        case .objectPath: return "o"
        case .signature: return "g"
        case .structure(let fields): return "(" + fields.map(\.signature).joined() + ")"
        case .array(let element, _): return "a" + element
        case .dictionary(let key, let value, _): return "a{" + key + value + "}"
        case .variant: return "v"
        }
    }

    /// The string of a `.string`, `.objectPath` or `.signature`, else nil.
    package var stringValue: String? {
        switch self {
        case .string(let s), .objectPath(let s), .signature(let s): return s
        case .variant(let v): return v.stringValue
        default: return nil
        }
    }

    /// The number of an integer value, else nil.
    package var intValue: Int? {
        switch self {
        case .byte(let v): return Int(v)
        case .int16(let v): return Int(v)
        case .int32(let v): return Int(v)
        case .uint32(let v): return Int(v)
        case .int64(let v): return Int(v)
        case .variant(let v): return v.intValue
        default: return nil
        }
    }

    /// The number of a numeric value, else nil.
    package var doubleValue: Double? {
        if case .double(let d) = self { return d }
        if case .variant(let v) = self { return v.doubleValue }
        return intValue.map(Double.init)
    }
}

/// The D-Bus type codes (`DBUS_TYPE_*` are casts in C, which Swift does not import).
enum DBusTypeCode {
    static let byte = Int32(UInt8(ascii: "y"))
    static let bool = Int32(UInt8(ascii: "b"))
    static let int16 = Int32(UInt8(ascii: "n"))
    static let uint16 = Int32(UInt8(ascii: "q"))
    static let int32 = Int32(UInt8(ascii: "i"))
    static let uint32 = Int32(UInt8(ascii: "u"))
    static let int64 = Int32(UInt8(ascii: "x"))
    static let uint64 = Int32(UInt8(ascii: "t"))
    static let double = Int32(UInt8(ascii: "d"))
    static let string = Int32(UInt8(ascii: "s"))
    static let objectPath = Int32(UInt8(ascii: "o"))
    static let signature = Int32(UInt8(ascii: "g"))
    static let array = Int32(UInt8(ascii: "a"))
    static let structure = Int32(UInt8(ascii: "r"))
    static let dictEntry = Int32(UInt8(ascii: "e"))
    static let variant = Int32(UInt8(ascii: "v"))
    static let unixFD = Int32(UInt8(ascii: "h"))
    static let invalid: Int32 = 0
}

extension DBusValue {
    /// Appends the value at `iter` (a message being written); false when libdbus refused
    /// (out of memory or an invalid string such as a malformed object path).
    @discardableResult
    func append(to iter: UnsafeMutablePointer<DBusMessageIter>) -> Bool {
        func basic<T>(_ type: Int32, _ value: T) -> Bool {
            var v = value
            return withUnsafePointer(to: &v) { dbus_message_iter_append_basic(iter, type, $0) } != 0
        }
        func text(_ type: Int32, _ s: String) -> Bool {
            // libdbus aborts the process on invalid UTF-8 or NULs: clean the string first.
            let clean = String(decoding: Array(s.utf8).filter { $0 != 0 }, as: UTF8.self)
            return clean.withCString { cs in
                var p: UnsafePointer<CChar>? = cs
                return withUnsafePointer(to: &p) { dbus_message_iter_append_basic(iter, type, $0) } != 0
            }
        }
        func container(_ type: Int32, _ signature: String?, in parent: UnsafeMutablePointer<DBusMessageIter>? = nil,
                       _ body: (UnsafeMutablePointer<DBusMessageIter>) -> Bool) -> Bool {
            let parent = parent ?? iter
            var sub = DBusMessageIter()
            let opened = signature.map { s in s.withCString { dbus_message_iter_open_container(parent, type, $0, &sub) } }
                ?? dbus_message_iter_open_container(parent, type, nil, &sub)
            guard opened != 0 else { return false }
            let ok = body(&sub)
            // A container whose contents failed is abandoned, which leaves the message unsendable.
            guard ok else { dbus_message_iter_abandon_container(parent, &sub); return false }
            return dbus_message_iter_close_container(parent, &sub) != 0
        }
        switch self {
        case .byte(let v): return basic(DBusTypeCode.byte, v)
        case .bool(let v): return basic(DBusTypeCode.bool, dbus_bool_t(v ? 1 : 0))
        case .int16(let v): return basic(DBusTypeCode.int16, v)
        case .int32(let v): return basic(DBusTypeCode.int32, v)
        case .uint32(let v): return basic(DBusTypeCode.uint32, v)
        case .int64(let v): return basic(DBusTypeCode.int64, v)
        case .double(let v): return basic(DBusTypeCode.double, v)
        case .string(let s): return text(DBusTypeCode.string, s)
        case .objectPath(let s):
            guard DBusValue.isValidObjectPath(s) else { return false }
            return text(DBusTypeCode.objectPath, s)
        case .signature(let s): return text(DBusTypeCode.signature, s)
        case .structure(let fields):
            return container(DBusTypeCode.structure, nil) { sub in fields.allSatisfy { $0.append(to: sub) } }
        case .array(let element, let items):
            return container(DBusTypeCode.array, element) { sub in items.allSatisfy { $0.append(to: sub) } }
        case .dictionary(let key, let value, let entries):
            return container(DBusTypeCode.array, "{" + key + value + "}") { sub in
                entries.allSatisfy { entry in
                    container(DBusTypeCode.dictEntry, nil, in: sub) { e in entry.0.append(to: e) && entry.1.append(to: e) }
                }
            }
        case .variant(let inner):
            return container(DBusTypeCode.variant, inner.signature) { sub in inner.append(to: sub) }
        }
    }

    /// Reads the value at `iter` (nil for types the accessibility interfaces never send,
    /// such as file descriptors).
    static func read(_ iter: UnsafeMutablePointer<DBusMessageIter>) -> DBusValue? {
        let type = dbus_message_iter_get_arg_type(iter)
        func basic<T>(_ initial: T) -> T {
            var v = initial
            withUnsafeMutablePointer(to: &v) { dbus_message_iter_get_basic(iter, $0) }
            return v
        }
        func text() -> String {
            let p: UnsafePointer<CChar>? = basic(nil)
            return p.map { String(cString: $0) } ?? ""
        }
        func children() -> [DBusValue]? {
            var sub = DBusMessageIter()
            dbus_message_iter_recurse(iter, &sub)
            var items: [DBusValue] = []
            while dbus_message_iter_get_arg_type(&sub) != DBusTypeCode.invalid {
                guard let v = read(&sub) else { return nil }
                items.append(v)
                dbus_message_iter_next(&sub)
            }
            return items
        }
        switch type {
        case DBusTypeCode.byte: return .byte(basic(0))
        case DBusTypeCode.bool: return .bool(basic(dbus_bool_t(0)) != 0)
        case DBusTypeCode.int16: return .int16(basic(0))
        case DBusTypeCode.uint16: return .int32(Int32(basic(UInt16(0))))
        case DBusTypeCode.int32: return .int32(basic(0))
        case DBusTypeCode.uint32: return .uint32(basic(0))
        case DBusTypeCode.int64: return .int64(basic(0))
        case DBusTypeCode.uint64: return .int64(Int64(truncatingIfNeeded: basic(UInt64(0))))
        case DBusTypeCode.double: return .double(basic(0.0))
        case DBusTypeCode.string: return .string(text())
        case DBusTypeCode.objectPath: return .objectPath(text())
        case DBusTypeCode.signature: return .signature(text())
        case DBusTypeCode.structure, DBusTypeCode.dictEntry:
            return children().map { .structure($0) }
        case DBusTypeCode.variant:
            return children().flatMap { $0.first.map { .variant($0) } }
        case DBusTypeCode.array:
            let element = dbus_message_iter_get_element_type(iter)
            guard let items = children() else { return nil }
            if element == DBusTypeCode.dictEntry {
                let pairs = items.compactMap { item -> (DBusValue, DBusValue)? in
                    guard case .structure(let kv) = item, kv.count == 2 else { return nil }
                    return (kv[0], kv[1])
                }
                let signature = signatureOfContained(iter).dropFirst(2).dropLast()
                let keySignature = String(signature.prefix(1))
                return .dictionary(key: keySignature, value: String(signature.dropFirst()), pairs)
            }
            return .array(element: String(signatureOfContained(iter).dropFirst()), items)
        default:
            return nil
        }
    }

    /// The full signature of the container value at `iter` (such as `a{sv}`).
    private static func signatureOfContained(_ iter: UnsafeMutablePointer<DBusMessageIter>) -> String {
        guard let raw = dbus_message_iter_get_signature(iter) else { return "" }
        defer { dbus_free(raw) }
        return String(cString: raw)
    }

    /// Whether `path` is a valid D-Bus object path (libdbus aborts on invalid ones).
    package static func isValidObjectPath(_ path: String) -> Bool {
        guard path.hasPrefix("/") else { return false }
        if path == "/" { return true }
        guard !path.hasSuffix("/") else { return false }
        return path.dropFirst().split(separator: "/", omittingEmptySubsequences: false).allSatisfy { part in
            !part.isEmpty && part.utf8.allSatisfy { c in
                (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c == 0x5F
            }
        }
    }
}
