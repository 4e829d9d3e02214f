import Foundation

/// Checks the structure of a keyed archive (the property list `NSKeyedArchiver` writes:
/// `$archiver`, `$version`, `$top`, `$objects`) before swift-corelibs-foundation's
/// `NSKeyedUnarchiver` decodes it. That decoder traps instead of failing on some malformed
/// archives (a `$class` reference to an entry that is not a class description, or one past
/// the end of `$objects`; an object of a Foundation class such as `NSString` without its
/// keys), and it recurses until the stack overflows through a reference cycle, since it
/// caches an object only after its `init(coder:)` returns. Every check here names the entry it rejects.
package struct KeyedArchiveValidator {
    /// The longest chain of object references accepted: each link is one nested
    /// `init(coder:)` on the decoding thread's stack.
    static let maximumReferenceDepth = 256
    /// How deeply plain arrays and dictionaries may nest inside one object.
    static let maximumValueNesting = 64

    /// What an entry of `$objects` is.
    enum Entry: Equatable {
        /// `"$null"` at index 0: decodes as nil.
        case null
        /// A dictionary with `$class`: an encoded object.
        case object
        /// A dictionary with `$classname` and `$classes`.
        case classDescription
        /// A string, number or data, decoded as itself.
        case value
    }

    /// The index a `CFKeyedArchiverUID` refers to, or nil when `value` is not one.
    /// swift-corelibs-foundation's `PropertyListSerialization` gives each UID as an instance of
    /// its internal `_NSKeyedArchiverUID` class (an `NSObject` with a `UInt32` `value`),
    /// which is read here through reflection.
    package static func referenceIndex(_ value: Any) -> Int? {
        guard value is NSObject, String(reflecting: type(of: value)).hasSuffix("_NSKeyedArchiverUID") else { return nil }
        for child in Mirror(reflecting: value).children where child.label == "value" {
            if let index = child.value as? UInt32 { return Int(index) }
        }
        return nil
    }

    /// Throws the first structural defect of the archive in `data`.
    static func validate(_ data: Data) throws(NSError) {
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw failure("the data is not a property list (\(error.localizedDescription))")
        }
        guard let root = plist as? [String: Any] else { throw failure("the property list is not a dictionary") }
        var validator = try KeyedArchiveValidator(root: root)
        try validator.checkObjects()
        try validator.checkTop(root)
        try validator.checkReferenceGraph()
        try validator.checkDictionaryValues()
    }

    /// The error thrown for `reason`: Cocoa's "corrupt archive" error, its description naming
    /// the defect.
    package static func failure(_ reason: String) -> NSError {
        let text = "The keyed archive is invalid: \(reason)."
        return NSError(domain: NSCocoaErrorDomain, code: CocoaError.coderReadCorrupt.rawValue,
                       userInfo: [NSLocalizedDescriptionKey: text, NSDebugDescriptionErrorKey: text])
    }

    let objects: [Any]
    let entries: [Entry]
    /// The objects each object refers to (by index), for the depth and cycle check.
    var references: [[Int]]

    private init(root: [String: Any]) throws(NSError) {
        guard let archiver = root["$archiver"] else { throw Self.failure("$archiver is missing") }
        guard let name = archiver as? String, name == "NSKeyedArchiver" else {
            throw Self.failure("$archiver is \(Self.describe(archiver)), not \"NSKeyedArchiver\"")
        }
        guard let version = root["$version"] else { throw Self.failure("$version is missing") }
        guard let number = version as? NSNumber, number.int64Value == 100_000, number.doubleValue == 100_000 else {
            throw Self.failure("$version is \(Self.describe(version)), not 100000")
        }
        guard let top = root["$top"] else { throw Self.failure("$top is missing") }
        guard top is [String: Any] else { throw Self.failure("$top is \(Self.describe(top)), not a dictionary") }
        guard let list = root["$objects"] else { throw Self.failure("$objects is missing") }
        guard let objects = list as? [Any] else { throw Self.failure("$objects is \(Self.describe(list)), not an array") }
        guard let first = objects.first, first as? String == "$null" else {
            throw Self.failure("$objects[0] is \(objects.first.map(Self.describe) ?? "missing"), not \"$null\"")
        }
        var entries: [Entry] = []
        entries.reserveCapacity(objects.count)
        for (index, entry) in objects.enumerated() {
            entries.append(try Self.classify(entry, at: index))
        }
        self.objects = objects
        self.entries = entries
        references = Array(repeating: [], count: objects.count)
    }

    /// The kind of `$objects[index]`, checking class descriptions' fields.
    private static func classify(_ entry: Any, at index: Int) throws(NSError) -> Entry {
        if referenceIndex(entry) != nil { throw failure("$objects[\(index)] is a reference, not an entry") }
        if let string = entry as? String {
            if string == "$null" { guard index == 0 else { throw failure("$objects[\(index)] is \"$null\", which only $objects[0] may be") }; return .null }
            return .value
        }
        if entry is NSNumber || entry is Data { return .value }
        guard let dictionary = entry as? [String: Any] else {
            throw failure("$objects[\(index)] is \(describe(entry)), not a dictionary, string, number or data")
        }
        if dictionary["$class"] != nil { return .object }
        guard dictionary["$classname"] != nil || dictionary["$classes"] != nil else {
            throw failure("$objects[\(index)] is a dictionary with neither $class nor $classname")
        }
        guard let name = dictionary["$classname"], name is String else {
            throw failure("$objects[\(index)].$classname is \(dictionary["$classname"].map(describe) ?? "missing"), not a string")
        }
        guard let classes = dictionary["$classes"], let names = classes as? [Any], !names.isEmpty, names.allSatisfy({ $0 is String }) else {
            throw failure("$objects[\(index)].$classes is \(dictionary["$classes"].map(describe) ?? "missing"), not a non-empty array of strings")
        }
        return .classDescription
    }

    /// Checks every object's `$class` and every reference inside it.
    private mutating func checkObjects() throws(NSError) {
        for index in objects.indices where entries[index] == .object {
            guard let object = objects[index] as? [String: Any] else { continue }
            let place = "$objects[\(index)]"
            guard let classValue = object["$class"], let classIndex = Self.referenceIndex(classValue) else {
                throw Self.failure("\(place).$class is \(object["$class"].map(Self.describe) ?? "missing"), not a reference")
            }
            guard classIndex < objects.count else {
                throw Self.failure("\(place).$class refers to $objects[\(classIndex)], past the end of $objects (\(objects.count) entries)")
            }
            guard entries[classIndex] == .classDescription else {
                throw Self.failure("\(place).$class refers to $objects[\(classIndex)], which is \(Self.describe(entries[classIndex])), not a class description")
            }
            try checkFoundationClass(of: object, classIndex: classIndex, at: place)
            for (key, value) in object where key != "$class" {
                try checkValue(value, at: "\(place).\(key)", from: index, nesting: 0)
            }
            try checkCollection(object, at: place)
        }
    }

    /// Foundation classes whose `init(coder:)` in swift-corelibs-foundation was read and
    /// fails cleanly (or only skips) on missing or mistyped keys.
    static let foundationClassesDecodedSafely: Set<String> = [
        "NSArray", "NSMutableArray", "NSDictionary", "NSMutableDictionary", "NSSet", "NSMutableSet",
        "NSDate", "NSNull", "NSObject",
    ]

    /// An object of a Foundation class must be one whose decoding cannot trap:
    /// corelibs' `NSString(coder:)` force-casts `NS.string` to a string, for example (the
    /// archiver writes strings as plain values, so only an altered archive holds one).
    private func checkFoundationClass(of object: [String: Any], classIndex: Int, at place: String) throws(NSError) {
        guard let description = objects[classIndex] as? [String: Any], let name = description["$classname"] as? String,
              let decodedClass = NSClassFromString(name) else { return }
        let qualified = String(reflecting: decodedClass)
        guard qualified.hasPrefix("Foundation.") else { return }
        let base = String(qualified.dropFirst("Foundation.".count))
        if base == "NSDictionary" || base == "NSMutableDictionary", !(object["NS.keys"] is [Any]) || !(object["NS.objects"] is [Any]) {
            // Its init(coder:) pairs the two lists and crashes when their lengths differ.
            throw Self.failure("\(place) is an \(base) without both NS.keys and NS.objects")
        }
        if Self.foundationClassesDecodedSafely.contains(base) { return }
        if base == "NSString" || base == "NSMutableString", object["NS.string"] is String { return }
        throw Self.failure("\(place) is an object of class \(name), which Foundation on Linux may trap decoding from this archive")
    }

    /// `NS.keys` and `NS.objects` (NSArray, NSSet, NSDictionary): references only, none to
    /// `$null`, keys plain values, as many keys as objects. (Foundation stops at a
    /// non-reference and skips nil, silently pairing the wrong keys and objects.)
    private func checkCollection(_ object: [String: Any], at place: String) throws(NSError) {
        var counts: [String: Int] = [:]
        for key in ["NS.keys", "NS.objects"] {
            guard let value = object[key] else { continue }
            guard let list = value as? [Any] else { throw Self.failure("\(place).\(key) is \(Self.describe(value)), not an array") }
            for (position, element) in list.enumerated() {
                guard let target = Self.referenceIndex(element) else {
                    throw Self.failure("\(place).\(key)[\(position)] is \(Self.describe(element)), not a reference")
                }
                guard target < objects.count else { continue }  // reported by checkValue
                if entries[target] == .null { throw Self.failure("\(place).\(key)[\(position)] refers to $null") }
                if key == "NS.keys", entries[target] != .value {
                    throw Self.failure("\(place).NS.keys[\(position)] refers to \(Self.describe(entries[target])), not a string, number or data")
                }
            }
            counts[key] = list.count
        }
        if let keys = counts["NS.keys"], let values = counts["NS.objects"], keys != values {
            throw Self.failure("\(place) has \(keys) NS.keys but \(values) NS.objects")
        }
    }

    /// Checks the references in `value` (found at `place` inside object `owner`, or in
    /// `$top` when `owner` is nil), recording them for the graph check.
    private mutating func checkValue(_ value: Any, at place: String, from owner: Int?, nesting: Int) throws(NSError) {
        guard nesting <= Self.maximumValueNesting else {
            throw Self.failure("\(place) nests arrays or dictionaries more than \(Self.maximumValueNesting) deep")
        }
        if let target = Self.referenceIndex(value) {
            guard target < objects.count else {
                throw Self.failure("\(place) refers to $objects[\(target)], past the end of $objects (\(objects.count) entries)")
            }
            guard entries[target] != .classDescription else {
                throw Self.failure("\(place) refers to $objects[\(target)], which is a class description, not an object")
            }
            if let owner, entries[target] == .object { references[owner].append(target) }
            if owner == nil, entries[target] == .object { roots.append(target) }
        } else if let list = value as? [Any] {
            for (position, element) in list.enumerated() {
                try checkValue(element, at: "\(place)[\(position)]", from: owner, nesting: nesting + 1)
            }
        } else if let dictionary = value as? [String: Any] {
            for (key, element) in dictionary {
                try checkValue(element, at: "\(place).\(key)", from: owner, nesting: nesting + 1)
            }
        }
    }

    /// The objects `$top` refers to.
    private var roots: [Int] = []

    /// Checks the references in `$top`.
    private mutating func checkTop(_ root: [String: Any]) throws(NSError) {
        guard let top = root["$top"] as? [String: Any] else { return }
        for (key, value) in top {
            try checkValue(value, at: "$top.\(key)", from: nil, nesting: 0)
        }
    }

    /// No reference cycle (corelibs Foundation would decode it without end) and no chain of
    /// references longer than `maximumReferenceDepth`; walked without recursion.
    private func checkReferenceGraph() throws(NSError) {
        enum Mark { case unvisited, inProgress, done }
        var marks = Array(repeating: Mark.unvisited, count: objects.count)
        var depth = Array(repeating: 0, count: objects.count)
        for start in objects.indices where entries[start] == .object && marks[start] == .unvisited {
            var stack: [(node: Int, next: Int)] = [(start, 0)]
            marks[start] = .inProgress
            while let last = stack.last {
                let (node, next) = (last.node, last.next)
                if next < references[node].count {
                    stack[stack.count - 1].next += 1
                    let target = references[node][next]
                    switch marks[target] {
                    case .inProgress:
                        throw Self.failure("$objects[\(node)] refers back to $objects[\(target)], which contains it (a reference cycle, which Foundation on Linux decodes without end)")
                    case .unvisited:
                        marks[target] = .inProgress
                        stack.append((target, 0))
                    case .done:
                        break
                    }
                } else {
                    stack.removeLast()
                    marks[node] = .done
                    depth[node] = 1 + (references[node].map { depth[$0] }.max() ?? 0)
                    if depth[node] > Self.maximumReferenceDepth {
                        throw Self.failure("$objects[\(node)] starts a chain of more than \(Self.maximumReferenceDepth) nested object references")
                    }
                }
            }
        }
    }

    /// Every value of a dictionary must decode without fail: corelibs' `NSDictionary(coder:)`
    /// pairs its keys with whatever objects decoded, and crashes (reading past the shorter
    /// list) when one failed. So values are plain values or Foundation collections, dates and
    /// nulls holding only such values. Runs after the graph check (no cycles, bounded depth).
    private func checkDictionaryValues() throws(NSError) {
        for index in objects.indices where entries[index] == .object {
            guard let object = objects[index] as? [String: Any], object["NS.keys"] != nil,
                  let values = object["NS.objects"] as? [Any] else { continue }
            for (position, value) in values.enumerated() {
                guard let target = Self.referenceIndex(value), !decodesWithoutFail(target) else { continue }
                throw Self.failure("$objects[\(index)].NS.objects[\(position)] refers to $objects[\(target)], an object that may fail to decode, which Foundation on Linux cannot take as a dictionary value")
            }
        }
    }

    /// Foundation classes whose decoding cannot fail when their elements do not.
    static let infallibleFoundationClasses: Set<String> = [
        "NSArray", "NSMutableArray", "NSDictionary", "NSMutableDictionary", "NSSet", "NSMutableSet", "NSDate", "NSNull",
    ]

    /// Whether `$objects[index]` always decodes: a plain value, or a Foundation collection,
    /// date or null whose elements all do.
    private func decodesWithoutFail(_ index: Int) -> Bool {
        switch entries[index] {
        case .value: return true
        case .null, .classDescription: return false
        case .object: break
        }
        guard let object = objects[index] as? [String: Any], let classValue = object["$class"],
              let classIndex = Self.referenceIndex(classValue), let description = objects[classIndex] as? [String: Any],
              let name = description["$classname"] as? String, let decodedClass = NSClassFromString(name),
              String(reflecting: decodedClass).hasPrefix("Foundation."),
              Self.infallibleFoundationClasses.contains(String(String(reflecting: decodedClass).dropFirst("Foundation.".count))) else {
            return false
        }
        return references[index].allSatisfy(decodesWithoutFail)
    }

    /// A short description of a property-list value's type for an error message.
    static func describe(_ value: Any) -> String {
        if let index = referenceIndex(value) { return "a reference to $objects[\(index)]" }
        if let string = value as? String { return "the string \"\(string.prefix(40))\"" }
        if let number = value as? NSNumber { return "the number \(number)" }
        if value is Data { return "data" }
        if value is [Any] { return "an array" }
        if value is [String: Any] { return "a dictionary" }
        return "a \(type(of: value))"
    }

    static func describe(_ entry: Entry) -> String {
        switch entry {
        case .null: return "$null"
        case .object: return "an object"
        case .classDescription: return "a class description"
        case .value: return "a plain value"
        }
    }
}
