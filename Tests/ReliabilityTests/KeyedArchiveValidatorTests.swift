import Foundation
import QuartzCore
import OpenUIKitTool
import Testing
@testable import UIKit
import UIKitTesting

/// Each check of `NSKeyedUnarchiver.validatedUnarchiver(forReadingFrom:)`, with the text of
/// its error. The archives that would trap swift-corelibs-foundation's decoder (a `$class`
/// reference to a number, `$objects` truncated, a reference cycle) are rejected before it
/// sees them.
@MainActor
@Suite struct KeyedArchiveValidatorTests {
    /// A layer with two named sublayers and a background color.
    func layerArchive() throws -> KeyedArchivePlist {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 30, height: 20)
        layer.backgroundColor = UIColor.red.cgColor
        for name in ["a", "b"] {
            let sublayer = CALayer()
            sublayer.name = name
            layer.addSublayer(sublayer)
        }
        return try KeyedArchivePlist(archiving: layer)
    }

    /// The description of the error the validator throws for `plist`.
    func rejection(_ plist: KeyedArchivePlist) throws -> String {
        let data = try plist.data
        do {
            _ = try NSKeyedUnarchiver.validatedUnarchiver(forReadingFrom: data)
        } catch let error as NSError {
            #expect(error.domain == NSCocoaErrorDomain)
            #expect(error.code == CocoaError.coderReadCorrupt.rawValue)
            return error.localizedDescription
        }
        Issue.record("the archive was accepted")
        return ""
    }

    @Test func archivesOfOurClassesAreAcceptedAndDecode() throws {
        let view = UIView(frame: CGRect(x: 1, y: 2, width: 30, height: 40))
        view.tag = 7
        let data = try NSKeyedArchiver.archivedData(withRootObject: view, requiringSecureCoding: false)
        let coder = try NSKeyedUnarchiver.validatedUnarchiver(forReadingFrom: data)
        #expect(coder.decodingFailurePolicy == .setErrorAndReturn)
        let decoded = try #require(coder.decodeObject(forKey: NSKeyedArchiveRootObjectKey) as? UIView)
        #expect(decoded.frame == view.frame && decoded.tag == 7)

        let layerData = try layerArchive().data
        let layer = try #require(NSKeyedUnarchiver.validatedUnarchiver(forReadingFrom: layerData).decodeObject(forKey: NSKeyedArchiveRootObjectKey) as? CALayer)
        #expect(layer.sublayers?.map(\.name) == ["a", "b"])

        let colorData = try NSKeyedArchiver.archivedData(withRootObject: UIColor(red: 0.25, green: 0.5, blue: 1, alpha: 1), requiringSecureCoding: false)
        let color = try #require(NSKeyedUnarchiver.validatedUnarchiver(forReadingFrom: colorData).decodeObject(forKey: NSKeyedArchiveRootObjectKey) as? UIColor)
        var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        #expect(color.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        #expect([red, green, blue, alpha] == [0.25, 0.5, 1, 1])
    }

    @Test func topLevelKeysMustBePresentAndTyped() throws {
        var plist = try layerArchive()
        plist.root["$archiver"] = nil
        #expect(try rejection(plist).contains("$archiver is missing"))
        plist = try layerArchive()
        plist.root["$archiver"] = "NSArchiver"
        #expect(try rejection(plist).contains("$archiver is the string \"NSArchiver\", not \"NSKeyedArchiver\""))
        plist = try layerArchive()
        plist.root["$version"] = "100000"
        #expect(try rejection(plist).contains("$version is the string \"100000\", not 100000"))
        plist = try layerArchive()
        plist.root["$top"] = [1, 2]
        #expect(try rejection(plist).contains("$top is an array, not a dictionary"))
        plist = try layerArchive()
        plist.root["$objects"] = nil
        #expect(try rejection(plist).contains("$objects is missing"))
        plist = try layerArchive()
        plist.objects[0] = "null"
        #expect(try rejection(plist).contains("$objects[0] is the string \"null\", not \"$null\""))
        #expect(throws: NSError.self) { try NSKeyedUnarchiver.validatedUnarchiver(forReadingFrom: Data("not a plist".utf8)) }
    }

    /// The previous probe's trap (a): Foundation force-unwraps the class of an object whose
    /// `$class` entry is not a dictionary.
    @Test func classReferenceMustPointAtAClassDescription() throws {
        var plist = try layerArchive()
        let object = try #require(plist.firstObject(named: "CALayer"))
        let classIndex = try #require(plist.classIndex(of: object))
        plist.objects[classIndex] = 42
        #expect(try rejection(plist).contains("$class refers to $objects[\(classIndex)], which is a plain value, not a class description"))

        plist = try layerArchive()
        plist.edit(object) { $0["$class"] = "CALayer" }
        #expect(try rejection(plist).contains("$objects[\(object)].$class is the string \"CALayer\", not a reference"))

        plist = try layerArchive()
        plist.edit(classIndex) { $0["$classes"] = "NSObject" }
        #expect(try rejection(plist).contains("$objects[\(classIndex)].$classes is the string \"NSObject\", not a non-empty array of strings"))

        plist = try layerArchive()
        plist.edit(classIndex) { $0["$classname"] = 5 }
        #expect(try rejection(plist).contains("$objects[\(classIndex)].$classname is the number 5, not a string"))
    }

    /// The previous probe's trap (b): `$objects` cut short, so references point past its end.
    @Test func referencesMustStayInsideObjects() throws {
        var plist = try layerArchive()
        let count = plist.objects.count
        plist.objects.removeLast(3)
        #expect(try rejection(plist).contains("past the end of $objects (\(count - 3) entries)"))

        plist = try layerArchive()
        plist.root["$top"] = ["root": KeyedArchivePlist.reference(count + 10)]
        #expect(try rejection(plist).contains("$top.root refers to $objects[\(count + 10)], past the end"))
    }

    @Test func referencedEntriesMustHaveTheRightKind() throws {
        var plist = try layerArchive()
        let object = try #require(plist.firstObject(named: "CALayer"))
        let classIndex = try #require(plist.classIndex(of: object))
        plist.root["$top"] = ["root": KeyedArchivePlist.reference(classIndex)]
        #expect(try rejection(plist).contains("$top.root refers to $objects[\(classIndex)], which is a class description, not an object"))

        plist = try layerArchive()
        plist.objects.append("$null")
        #expect(try rejection(plist).contains("$objects[\(plist.objects.count - 1)] is \"$null\", which only $objects[0] may be"))

        plist = try layerArchive()
        plist.objects.append(["x": 1])
        #expect(try rejection(plist).contains("is a dictionary with neither $class nor $classname"))

        plist = try layerArchive()
        plist.objects.append([1, 2])
        #expect(try rejection(plist).contains("is an array, not a dictionary, string, number or data"))

        // A string standing in a sublayer's place decodes as that string: accepted.
        plist = try layerArchive()
        let sublayer = try #require(plist.objects(named: "CALayer").last)
        #expect(sublayer != object)
        plist.objects[sublayer] = "str"
        #expect(throws: Never.self) { try NSKeyedUnarchiver.validatedUnarchiver(forReadingFrom: plist.data) }
    }

    @Test func collectionListsMustHoldReferencesAndMatchInCount() throws {
        var plist = try layerArchive()
        let array = try #require(plist.firstObject(named: "NSArray"))
        plist.edit(array) { $0["NS.objects"] = [1, 2] }
        #expect(try rejection(plist).contains("$objects[\(array)].NS.objects[0] is the number 1, not a reference"))

        plist = try layerArchive()
        plist.edit(array) { $0["NS.objects"] = [KeyedArchivePlist.reference(0)] }
        #expect(try rejection(plist).contains("$objects[\(array)].NS.objects[0] refers to $null"))

        var dictionaryPlist = try KeyedArchivePlist(archiving: ["a": "x", "b": "y"] as NSDictionary)
        let dictionary = try #require(dictionaryPlist.firstObject(named: "NSDictionary"))
        dictionaryPlist.edit(dictionary) { $0["NS.keys"] = Array(($0["NS.keys"] as? [Any] ?? []).prefix(1)) }
        #expect(try rejection(dictionaryPlist).contains("$objects[\(dictionary)] has 1 NS.keys but 2 NS.objects"))
        dictionaryPlist = try KeyedArchivePlist(archiving: ["a": "x"] as NSDictionary)
        dictionaryPlist.edit(dictionary) { $0["NS.keys"] = nil }
        #expect(try rejection(dictionaryPlist).contains("$objects[\(dictionary)] is an NSDictionary without both NS.keys and NS.objects"))

        // Foundation on Linux crashes when a dictionary value fails to decode (it pairs the
        // keys with a shorter list of objects), so values must be ones that cannot fail.
        let layerDictionary = try KeyedArchivePlist(archiving: ["layer": CALayer()] as NSDictionary)
        let withLayer = try #require(layerDictionary.firstObject(named: "NSDictionary"))
        #expect(try rejection(layerDictionary).contains("$objects[\(withLayer)].NS.objects[0] refers to"))
        #expect(try rejection(layerDictionary).contains("an object that may fail to decode"))
        let plain = try KeyedArchivePlist(archiving: ["a": ["x", 1] as NSArray, "b": 2] as NSDictionary).data
        let decoded = try NSKeyedUnarchiver.validatedUnarchiver(forReadingFrom: plain).decodeObject(forKey: NSKeyedArchiveRootObjectKey) as? NSDictionary
        #expect(decoded?.count == 2)
    }

    /// Foundation on Linux caches an object only after its `init(coder:)` returns, so a
    /// reference back to an object being decoded recurses until the stack overflows.
    @Test func referenceCyclesAreRejected() throws {
        var plist = try layerArchive()
        let root = try #require(plist.firstObject(named: "CALayer"))
        let array = try #require(plist.firstObject(named: "NSArray"))
        plist.edit(array) { $0["NS.objects"] = [KeyedArchivePlist.reference(root)] }
        #expect(try rejection(plist).contains("a reference cycle"))
    }

    /// Each level of a layer chain is two references (layer to its sublayers array to the
    /// sublayer). (Nested `NSArray`s are not used: corelibs' archiver takes exponential time
    /// over them.)
    @Test func referenceChainsAreBoundedInDepth() throws {
        func chain(_ depth: Int) -> CALayer {
            let root = CALayer()
            var layer = root
            for _ in 1..<depth {
                let sublayer = CALayer()
                layer.addSublayer(sublayer)
                layer = sublayer
            }
            return root
        }
        let accepted = try KeyedArchivePlist(archiving: chain(100)).data  // 200 objects deep (layers and their sublayer arrays)
        let coder = try NSKeyedUnarchiver.validatedUnarchiver(forReadingFrom: accepted)
        var layer = coder.decodeObject(forKey: NSKeyedArchiveRootObjectKey) as? CALayer
        var levels = 0
        while let current = layer { levels += 1; layer = current.sublayers?.first }
        #expect(levels == 100)
        let deep = try KeyedArchivePlist(archiving: chain(140))  // 280 objects deep
        #expect(try rejection(deep).contains("starts a chain of more than 256 nested object references"))
    }

    /// corelibs' `NSString(coder:)` force-casts `NS.string`: an object claiming to be an
    /// NSString without one is rejected.
    @Test func foundationObjectsThatWouldTrapAreRejected() throws {
        var plist = try layerArchive()
        let object = try #require(plist.firstObject(named: "CALayer"))
        let classIndex = try #require(plist.classIndex(of: object))
        plist.edit(classIndex) { $0["$classname"] = "NSString"; $0["$classes"] = ["NSString", "NSObject"] }
        #expect(try rejection(plist).contains("is an object of class NSString, which Foundation on Linux may trap decoding"))
    }
}
