import Foundation
import UIKit

/// A keyed archive opened as its property list, to change and write back (the fuzzer's
/// archive mutations and the reliability tests build on it).
package struct KeyedArchivePlist {
    /// The archive's top-level dictionary (`$archiver`, `$version`, `$top`, `$objects`).
    package var root: [String: Any]

    /// The archive in `data`; throws when it is not a property list with a dictionary at its root.
    package init(_ data: Data) throws {
        guard let root = try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else {
            throw KeyedArchiveValidator.failure("the property list is not a dictionary")
        }
        self.root = root
    }

    /// The archive `NSKeyedArchiver` writes for `object`.
    package init(archiving object: Any) throws {
        try self.init(NSKeyedArchiver.archivedData(withRootObject: object, requiringSecureCoding: false))
    }

    /// The archive's `$objects`.
    package var objects: [Any] {
        get { root["$objects"] as? [Any] ?? [] }
        set { root["$objects"] = newValue }
    }

    /// The archive written back as a binary property list.
    package var data: Data {
        get throws { try PropertyListSerialization.data(fromPropertyList: root, format: .binary, options: 0) }
    }

    /// The indices of entries that are encoded objects (dictionaries with `$class`).
    package var objectIndices: [Int] { objects.indices.filter { (objects[$0] as? [String: Any])?["$class"] != nil } }

    /// The `$class` index of the object at `index`.
    package func classIndex(of index: Int) -> Int? {
        (objects[index] as? [String: Any])?["$class"].flatMap(KeyedArchiveValidator.referenceIndex)
    }

    /// The first object whose class description's `$classname` ends with `name`.
    package func firstObject(named name: String) -> Int? { objects(named: name).first }

    /// The objects whose class description's `$classname` ends with `name`.
    package func objects(named name: String) -> [Int] {
        objectIndices.filter { index in
            guard let c = classIndex(of: index), let d = objects[c] as? [String: Any] else { return false }
            return (d["$classname"] as? String)?.hasSuffix(name) == true
        }
    }

    /// Changes the entry at `index`, a dictionary.
    package mutating func edit(_ index: Int, _ change: (inout [String: Any]) -> Void) {
        guard objects.indices.contains(index), var dictionary = objects[index] as? [String: Any] else { return }
        change(&dictionary)
        objects[index] = dictionary
    }

    /// A `CFKeyedArchiverUID` referring to `$objects[index]` (Foundation offers no way to
    /// make one, so they are taken from an archive of many strings).
    package static func reference(_ index: Int) -> Any {
        if let uid = references[index] { return uid }
        preconditionFailure("no reference \(index) in the pool (0..<\(references.count))")
    }

    nonisolated(unsafe) package static let references: [Int: Any] = {
        let strings = (0..<700).map { "s\($0)" } as NSArray
        let data = try! NSKeyedArchiver.archivedData(withRootObject: strings, requiringSecureCoding: false)
        let plist = try! PropertyListSerialization.propertyList(from: data, format: nil) as! [String: Any]
        var found: [Int: Any] = [:]
        func collect(_ value: Any) {
            if let index = KeyedArchiveValidator.referenceIndex(value) { found[index] = value }
            else if let list = value as? [Any] { list.forEach(collect) }
            else if let dictionary = value as? [String: Any] { dictionary.values.forEach(collect) }
        }
        collect(plist)
        // Reference 0 ($null) is written only for a nil object.
        let empty = try! NSKeyedArchiver.archivedData(withRootObject: NilHolder(), requiringSecureCoding: false)
        collect(try! PropertyListSerialization.propertyList(from: empty, format: nil))
        return found
    }()
}

/// Archives a nil object, so that its archive holds a reference to `$null`.
final class NilHolder: NSObject, NSCoding {
    override init() { super.init() }
    init?(coder: NSCoder) { super.init() }
    func encode(with coder: NSCoder) { coder.encode(nil as Any?, forKey: "nothing") }
}
