import CoreGraphics
import Foundation

/// A keyed `NSCoder` over values read straight from one element of a parsed document, so
/// `init(coder:)` needs no archive round trip. Values are checked when the element is read;
/// a key the element does not set decodes as absent (nil, zero, false), as from
/// `NSKeyedUnarchiver`. It carries only the basic view keys `IBInstantiation.coder(for:)`
/// sets (frame, tag, hidden, alpha, interaction, autoresizing mask, storyboard identifier),
/// so UIKit's own `init(coder:)` steps skip the lookups of every other archive key.
///
/// corelibs Foundation's `NSCoder` leaves the keyed primitives to subclasses
/// (`NSRequiresConcreteImplementation`), and routes `decodeRect`/`decodePoint`/`decodeSize`
/// through `decodeObject(of: [NSString.self], forKey:)`; every such entry point is overridden
/// here, so a user's `init(coder:)` can decode the same keys as from an archive.
final class IBElementCoder: NSCoder {
    /// One value under an archive key.
    enum Field {
        /// Numbers are kept as Swift values: an `NSNumber` is made only when one is asked
        /// for (`decodeObject`, or decoding as another type), so the common decodes allocate nothing.
        case integer(Int)
        case bool(Bool)
        case double(Double)
        case string(String)
        /// Kept as a rect (no string round trip for `UIView`); decoded as its
        /// `NSStringFromRect` string, as `encode(_:forKey:)` of a rect stores it.
        case rect(CGRect)
    }

    /// The element's values with their archive keys (a handful: a scan beats hashing).
    /// Unchecked exclusivity: read dozens of times per view by `init(coder:)`, only
    /// ever through `index(of:)` and the subscript, which never overlap.
    @exclusivity(unchecked) private var fields: [(key: String, value: Field)] = []
    /// The signature of each field's key (`IBAttributes.signature(of:)`), in the same
    /// order: a plain integer list, so a lookup compares integers and copies nothing.
    @exclusivity(unchecked) private var signatures: [UInt64] = []
    /// The failure a user's `init(coder:)` reported through `failWithError(_:)`.
    private var failure: Error?

    /// The index of the field under `key`.
    private func index(of key: String) -> Int? {
        let wanted = IBAttributes.signature(of: key)
        for index in signatures.indices where signatures[index] == wanted && fields[index].key == key { return index }
        return nil
    }

    /// Stores `field` under `key` (filled by the loader before `init(coder:)` runs).
    subscript(key: String) -> Field? {
        get { index(of: key).map { fields[$0].value } }
        set {
            switch (index(of: key), newValue) {
            case (let index?, let value?): fields[index].value = value
            case (let index?, nil): fields.remove(at: index); signatures.remove(at: index)
            case (nil, let value?): fields.append((key: key, value: value)); signatures.append(IBAttributes.signature(of: key))
            case (nil, nil): break
            }
        }
    }

    /// Adds a value under a key the coder does not hold yet (the loader filling a new
    /// coder: no lookup first).
    func add(_ key: String, _ field: Field) {
        if fields.isEmpty {
            fields.reserveCapacity(8)
            signatures.reserveCapacity(8)
        }
        fields.append((key: key, value: field))
        signatures.append(IBAttributes.signature(of: key))
    }

    /// The rect under `key` without formatting and parsing a string (nil when absent).
    func rect(forKey key: String) -> CGRect? {
        if case .rect(let rect) = self[key] { return rect }
        return nil
    }

    /// The number under `key`, if the key holds a number.
    private func number(_ key: String) -> NSNumber? {
        switch self[key] {
        case .integer(let value): NSNumber(value: value)
        case .bool(let value): NSNumber(value: value)
        case .double(let value): NSNumber(value: value)
        case .string, .rect, nil: nil
        }
    }

    override var allowsKeyedCoding: Bool { true }
    override var requiresSecureCoding: Bool { false }
    override var allowedClasses: [AnyClass]? { nil }
    override var error: Error? { failure }
    /// As the archive coder the loader used before: a failure is recorded, never fatal.
    override var decodingFailurePolicy: NSCoder.DecodingFailurePolicy { .setErrorAndReturn }

    /// Records the failure (as `NSKeyedUnarchiver` does under `.setErrorAndReturn`) rather
    /// than ending the process as `NSCoder`'s default `.raiseException` policy would.
    override func failWithError(_ error: Error) {
        DiagnosticLog.write("UIKit", "init(coder:) failed: \(error)")
        if failure == nil { failure = error }
    }

    override func containsValue(forKey key: String) -> Bool { self[key] != nil }

    override func decodeObject(forKey key: String) -> Any? {
        switch self[key] {
        case .integer, .bool, .double: return number(key)
        case .string(let string): return string
        case .rect(let rect): return NSStringFromRect(rect)
        case nil: return nil
        }
    }

    /// The value as an object of one of `classes` (strings as `NSString`, which is what
    /// `decodeObject(of: NSString.self, forKey:)` and `decodeRect(forKey:)` ask for); nil when
    /// the value is of none of them.
    override func decodeObject(of classes: [AnyClass]?, forKey key: String) -> Any? {
        let object: NSObject
        switch self[key] {
        case .integer, .bool, .double: guard let number = number(key) else { return nil }; object = number
        case .string(let string): object = NSString(string: string)
        case .rect(let rect): object = NSString(string: NSStringFromRect(rect))
        case nil: return nil
        }
        guard let classes else { return object }
        return classes.contains { object.isKind(of: $0) } ? object : nil
    }

    override func decodePropertyList(forKey key: String) -> Any? { decodeObject(forKey: key) }
    override func decodeBool(forKey key: String) -> Bool {
        if case .bool(let value) = self[key] { return value }
        return number(key)?.boolValue ?? false
    }
    override func decodeInteger(forKey key: String) -> Int {
        if case .integer(let value) = self[key] { return value }
        return number(key)?.intValue ?? 0
    }
    override func decodeCInt(forKey key: String) -> Int32 { number(key)?.int32Value ?? 0 }
    override func decodeInt32(forKey key: String) -> Int32 { number(key)?.int32Value ?? 0 }
    override func decodeInt64(forKey key: String) -> Int64 { number(key)?.int64Value ?? 0 }
    override func decodeDouble(forKey key: String) -> Double {
        if case .double(let value) = self[key] { return value }
        return number(key)?.doubleValue ?? 0
    }
    override func decodeFloat(forKey key: String) -> Float { number(key)?.floatValue ?? 0 }

    /// No element value is raw bytes: `body` sees nil, as for an absent key.
    override func withDecodedUnsafeBytes<ResultType>(forKey key: String, body: (UnsafeRawBufferPointer?) throws -> ResultType) rethrows -> ResultType {
        try body(nil)
    }
}
