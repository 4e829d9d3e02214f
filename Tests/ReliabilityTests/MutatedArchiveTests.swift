import Foundation
import QuartzCore
import Testing
@testable import UIKit
import UIKitTesting

/// Keyed archives of UIKit objects, changed at random the ways that trapped
/// swift-corelibs-foundation's decoder and more: read through
/// `NSKeyedUnarchiver.validatedUnarchiver(forReadingFrom:)`, each either decodes or is
/// rejected with an error; nothing traps (a trap would end the test process).
@MainActor
@Suite struct MutatedArchiveTests {
    /// The archives mutated: a view, a layer tree with colors and names, a color, and
    /// collections holding them.
    func sources() throws -> [Data] {
        let view = UIView(frame: CGRect(x: 4, y: 5, width: 60, height: 30))
        view.tag = 3
        view.alpha = 0.5
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        layer.backgroundColor = UIColor.systemBlue.cgColor
        layer.borderColor = UIColor.red.cgColor
        layer.borderWidth = 2
        for index in 0..<3 {
            let sublayer = CALayer()
            sublayer.name = "layer \(index)"
            sublayer.frame = CGRect(x: index * 5, y: 0, width: 5, height: 5)
            sublayer.addSublayer(CALayer())
            layer.addSublayer(sublayer)
        }
        let color = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        let roots: [Any] = [view, layer, color, ["sizes": [1, 2.5] as NSArray, "count": 3, "name": "n"] as NSDictionary,
                            [view, color, "text", 7, [layer] as NSArray] as NSArray]
        return try roots.map { try NSKeyedArchiver.archivedData(withRootObject: $0, requiringSecureCoding: false) }
    }

    static let classNames = ["NSString", "NSArray", "NSDictionary", "NSNull", "NSDate", "NSData", "NSNumber",
                             NSStringFromClass(UIView.self), NSStringFromClass(CALayer.self), NSStringFromClass(UIColor.self),
                             "NSObject", "Nope.Nothing"]
    static let numbers: [Any] = [Double.nan, Double.infinity, -Double.infinity, -1e300, 1e300, Int.max, Int.min, -1, 0, true]

    /// One random change to `plist`.
    func mutate(_ plist: inout KeyedArchivePlist, _ random: inout SeededRandom) {
        let count = plist.objects.count
        guard count > 0 else { return }
        let i = Int.random(in: 0..<count, using: &random)
        let objectIndices = plist.objectIndices
        let object = objectIndices.randomElement(using: &random) ?? i
        let anyReference = { (random: inout SeededRandom) in KeyedArchivePlist.reference(Int.random(in: 0..<(count + 4), using: &random)) }
        switch Int.random(in: 0..<16, using: &random) {
        case 0: plist.objects[i] = 42
        case 1: plist.objects[i] = "str"
        case 2: plist.objects[i] = ["$class": "x"]
        case 3: plist.edit(object) { $0["NS.objects"] = [1, 2] }
        case 4: plist.edit(i) { $0["$classes"] = "NSObject"; $0["$classname"] = 5 }
        case 5: if count > 1 { plist.objects.removeLast(Int.random(in: 1..<count, using: &random)) }
        case 6: plist.edit(object) { for key in $0.keys { $0[key] = "junk" } }
        case 7: plist.root["$top"] = ["root": 7]
        case 8:
            let reference = anyReference(&random)
            plist.edit(object) { dictionary in
                guard let key = dictionary.keys.sorted().randomElement(using: &random) else { return }
                dictionary[key] = reference
            }
        case 9: plist.edit(object) { dictionary in
            if let key = dictionary.keys.sorted().randomElement(using: &random) { dictionary[key] = nil }
        }
        case 10:
            let number = Self.numbers.randomElement(using: &random)!
            plist.edit(object) { dictionary in
                if let key = dictionary.keys.filter({ dictionary[$0] is NSNumber }).sorted().randomElement(using: &random) { dictionary[key] = number }
            }
        case 11: plist.objects.swapAt(i, Int.random(in: 0..<count, using: &random))
        case 12:
            let reference = anyReference(&random)
            let drop = Bool.random(using: &random)
            plist.edit(object) { dictionary in
                for key in ["NS.keys", "NS.objects"] {
                    guard var list = dictionary[key] as? [Any] else { continue }
                    if drop, !list.isEmpty { list.removeFirst() } else { list.append(reference) }
                    dictionary[key] = list
                    break
                }
            }
        case 13:
            let name = Self.classNames.randomElement(using: &random)!
            if let classIndex = plist.classIndex(of: object) { plist.edit(classIndex) { $0["$classname"] = name } }
        case 14: plist.root["$top"] = ["root": anyReference(&random)]
        default: plist.objects.insert(Bool.random(using: &random) ? Data([1, 2, 3]) as Any : 1.5 as Any, at: i)
        }
    }

    @Test(arguments: ReliabilityRun.seeds(47))
    func mutatedArchivesDecodeOrFailCleanly(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        let sources = try sources()
        for source in sources {
            let coder = try NSKeyedUnarchiver.validatedUnarchiver(forReadingFrom: source)
            #expect(coder.decodeObject(forKey: NSKeyedArchiveRootObjectKey) != nil && coder.error == nil)
        }
        var decoded = 0, failedInDecoding = 0, rejected = 0
        let inputs = 400 * ReliabilityRun.scale
        for _ in 0..<inputs {
            var plist = try KeyedArchivePlist(sources.randomElement(using: &random)!)
            for _ in 0..<Int.random(in: 1...3, using: &random) { mutate(&plist, &random) }
            let data = try plist.data
            let coder: NSKeyedUnarchiver
            do {
                coder = try NSKeyedUnarchiver.validatedUnarchiver(forReadingFrom: data)
            } catch {
                rejected += 1
                continue
            }
            let root = coder.decodeObject(forKey: NSKeyedArchiveRootObjectKey)
            if coder.error != nil || root == nil { failedInDecoding += 1 } else { decoded += 1 }
            if let view = root as? UIView { view.layoutIfNeeded() }
            if let layer = root as? CALayer { layer.layoutIfNeeded() }
        }
        #expect(decoded + failedInDecoding + rejected == inputs)
        #expect(rejected > inputs / 10)  // most structural changes are caught
        #expect(decoded > 0)  // value changes (numbers, strings) still decode
    }
}
