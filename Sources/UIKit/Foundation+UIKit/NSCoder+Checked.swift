import CoreGraphics
import Foundation

/// Checked reads for `init(coder:)`: a value of the wrong type, a NaN or infinite number, an
/// integer outside its range or a list longer than allowed fails the decoding cleanly (a log
/// line and `failWithError(_:)`, which `.setErrorAndReturn` coders record in `error`) instead
/// of trapping or storing nonsense. An absent key reads as nil, so a property keeps its
/// default (Interface Builder documents set only the keys they mention).
extension NSCoder {
    /// The most elements a decoded list (subviews, constraints, recognizers, states) may hold.
    package static let maximumDecodedListCount = 10_000

    /// Logs `reason` and fails the decoding with Cocoa's "corrupt archive" error.
    package func failDecoding(_ reason: String) {
        guard !hasFailedDecoding else { return }  // the first reason is the one reported
        let text = "init(coder:) rejected the archive: \(reason)"
        DiagnosticLog.write("UIKit", text)
        FailedCoders.insert(self)
        failWithError(NSError(domain: NSCocoaErrorDomain, code: CocoaError.coderReadCorrupt.rawValue,
                              userInfo: [NSLocalizedDescriptionKey: text, NSDebugDescriptionErrorKey: text]))
    }

    /// Whether decoding has failed: the coder reports an error, or `failDecoding` was called
    /// on it (Foundation on Linux records `failWithError(_:)` without setting `error`).
    package var hasFailedDecoding: Bool { error != nil || FailedCoders.contains(self) }

    /// The object under `key`, decoded through `decodeObject(of:forKey:)` with `classes`
    /// allowed when the coder is a keyed unarchiver (secure coding honours them).
    private func decodeObject(allowing classes: [AnyClass], forKey key: String) -> Any? {
        self is NSKeyedUnarchiver ? decodeObject(of: classes, forKey: key) : decodeObject(forKey: key)
    }

    /// The object under `key` when present: nil when absent; nil and a failure when it is not a `T`.
    package func checkedObject<T>(_ type: T.Type, forKey key: String) -> T? {
        guard containsValue(forKey: key) else { return nil }
        let classes: [AnyClass] = (T.self as? AnyClass).map { [$0] } ?? [NSString.self, NSNumber.self, NSArray.self, NSDictionary.self]
        guard let object = decodeObject(allowing: classes, forKey: key) else {
            if !hasFailedDecoding { failDecoding("\(key) holds no decodable object") }
            return nil
        }
        guard let value = object as? T else {
            failDecoding("\(key) is a \(Swift.type(of: object)), not a \(T.self)")
            return nil
        }
        return value
    }

    /// The string under `key` (nil when absent; a failure when not a string).
    package func checkedString(forKey key: String) -> String? {
        guard containsValue(forKey: key) else { return nil }
        let object = decodeObject(allowing: [NSString.self], forKey: key)
        if let string = object as? String { return string }
        if let string = object as? NSString { return string as String }
        failDecoding("\(key) is not a string")
        return nil
    }

    /// A list of `T` under `key`, at most `maximumDecodedListCount` long (nil when absent).
    package func checkedList<T>(_ type: T.Type, forKey key: String) -> [T]? {
        guard containsValue(forKey: key) else { return nil }
        // Records (dictionaries) hold strings and numbers; the element class when it is one.
        let allowed: [AnyClass] = [NSArray.self, NSDictionary.self, NSString.self, NSNumber.self] + ((T.self as? AnyClass).map { [$0] } ?? [])
        guard let list = decodeObject(allowing: allowed, forKey: key) as? [Any] else {
            failDecoding("\(key) is not a list")
            return nil
        }
        guard list.count <= NSCoder.maximumDecodedListCount else {
            failDecoding("\(key) holds \(list.count) elements (at most \(NSCoder.maximumDecodedListCount))")
            return nil
        }
        var result: [T] = []
        result.reserveCapacity(list.count)
        for (index, element) in list.enumerated() {
            guard let value = element as? T else {
                failDecoding("\(key)[\(index)] is a \(Swift.type(of: element)), not a \(T.self)")
                return nil
            }
            result.append(value)
        }
        return result
    }

    /// The finite number under `key` (nil when absent; NaN and infinities fail), within `range` when given.
    package func checkedDouble(forKey key: String, in range: ClosedRange<Double>? = nil) -> Double? {
        guard containsValue(forKey: key) else { return nil }
        let value = decodeDouble(forKey: key)
        guard value.isFinite else {
            failDecoding("\(key) is \(value), not a finite number")
            return nil
        }
        if let range, !range.contains(value) {
            failDecoding("\(key) is \(value), outside \(range)")
            return nil
        }
        return value
    }

    /// The number under `key` as a `CGFloat` (see `checkedDouble`).
    package func checkedFloat(forKey key: String, in range: ClosedRange<Double>? = nil) -> CGFloat? {
        checkedDouble(forKey: key, in: range).map { CGFloat($0) }
    }

    /// The integer under `key` within `range` (nil when absent; outside the range fails).
    package func checkedInteger(forKey key: String, in range: ClosedRange<Int>) -> Int? {
        guard containsValue(forKey: key) else { return nil }
        let value = decodeInteger(forKey: key)
        guard range.contains(value) else {
            failDecoding("\(key) is \(value), outside \(range.lowerBound)...\(range.upperBound)")
            return nil
        }
        return value
    }

    /// The enumeration case whose raw value is stored under `key` (an unknown raw value fails).
    package func checkedEnum<E: RawRepresentable>(_ type: E.Type, forKey key: String) -> E? where E.RawValue == Int {
        guard containsValue(forKey: key) else { return nil }
        let raw = decodeInteger(forKey: key)
        guard let value = E(rawValue: raw) else {
            failDecoding("\(key) is \(raw), not a \(E.self)")
            return nil
        }
        return value
    }

    /// The Boolean under `key` (nil when absent).
    package func checkedBool(forKey key: String) -> Bool? {
        containsValue(forKey: key) ? decodeBool(forKey: key) : nil
    }

    /// Encodes edge insets as four numbers under `key` + Top/Left/Bottom/Right (or Leading/Trailing).
    package func encodeInsets(_ values: (CGFloat, CGFloat, CGFloat, CGFloat), names: (String, String, String, String), forKey key: String) {
        encode(Double(values.0), forKey: key + names.0)
        encode(Double(values.1), forKey: key + names.1)
        encode(Double(values.2), forKey: key + names.2)
        encode(Double(values.3), forKey: key + names.3)
    }

    /// Four finite numbers stored by `encodeInsets` (nil when absent or when one fails).
    package func checkedInsets(names: (String, String, String, String), forKey key: String) -> (CGFloat, CGFloat, CGFloat, CGFloat)? {
        guard containsValue(forKey: key + names.0) else { return nil }
        guard let a = checkedFloat(forKey: key + names.0), let b = checkedFloat(forKey: key + names.1),
              let c = checkedFloat(forKey: key + names.2), let d = checkedFloat(forKey: key + names.3) else { return nil }
        return (a, b, c, d)
    }

    /// Encodes `UIEdgeInsets` under `key`.
    package func encode(_ insets: UIEdgeInsets, forKey key: String) {
        encodeInsets((insets.top, insets.left, insets.bottom, insets.right), names: ("Top", "Left", "Bottom", "Right"), forKey: key)
    }

    /// `UIEdgeInsets` stored by `encode(_:forKey:)`.
    package func checkedEdgeInsets(forKey key: String) -> UIEdgeInsets? {
        checkedInsets(names: ("Top", "Left", "Bottom", "Right"), forKey: key).map { UIEdgeInsets(top: $0.0, left: $0.1, bottom: $0.2, right: $0.3) }
    }

    /// The size under `key`, finite and not negative (nil when absent).
    package func checkedSize(forKey key: String) -> CGSize? {
        guard let width = checkedFloat(forKey: key + "Width", in: 0...1e7), let height = checkedFloat(forKey: key + "Height", in: 0...1e7) else { return nil }
        return CGSize(width: width, height: height)
    }

    /// Encodes a size as two numbers (read back by `checkedSize`).
    package func encodeSize(_ size: CGSize, forKey key: String) {
        encode(Double(size.width), forKey: key + "Width")
        encode(Double(size.height), forKey: key + "Height")
    }
}

/// The coders `failDecoding` was called on, held weakly (Foundation on Linux does not set
/// `NSKeyedUnarchiver.error` from `failWithError(_:)`).
enum FailedCoders {
    private final class Entry { weak var coder: NSCoder?; init(_ coder: NSCoder) { self.coder = coder } }
    private nonisolated(unsafe) static var entries: [Entry] = []
    private static let lock = NSLock()

    static func insert(_ coder: NSCoder) {
        lock.lock(); defer { lock.unlock() }
        entries.removeAll { $0.coder == nil }
        if !entries.contains(where: { $0.coder === coder }) { entries.append(Entry(coder)) }
    }

    static func contains(_ coder: NSCoder) -> Bool {
        lock.lock(); defer { lock.unlock() }
        return entries.contains { $0.coder === coder }
    }
}
