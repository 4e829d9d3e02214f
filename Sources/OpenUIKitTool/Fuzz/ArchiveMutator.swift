import Foundation
import UIKit

/// Changes keyed archives at random in the ways that trapped swift-corelibs-foundation's
/// decoder, and more: wrong entry types, dangling and cyclic references, cut `$objects`,
/// renamed classes, non-finite and extreme numbers.
package enum ArchiveMutator {
    /// Archives of a view, a layer tree with colors and names, a color, a label with attributed
    /// text, and collections holding them: the fuzzer's built-in archive corpus. The same bytes in every process
    /// (its dictionaries have one key each: `NSKeyedArchiver` writes a dictionary's keys in
    /// its hash order, which Swift seeds per process), so an input index names one input.
    @MainActor package static func seedArchives() throws -> [Data] {
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
        // Attributed text: neighbouring runs of different colors and fonts, a paragraph style,
        // kerning and a link (archived as UIKit's own runs, not NSAttributedString's coding).
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 20))
        let paragraph = NSMutableParagraphStyle()
        paragraph.lineSpacing = 2
        let text = NSMutableAttributedString(string: "Red ", attributes: [.foregroundColor: UIColor.red, .font: UIFont.boldSystemFont(ofSize: 12), .kern: 1.0])
        text.append(NSAttributedString(string: "blue", attributes: [.foregroundColor: color, .paragraphStyle: paragraph, .link: "https://example.com"]))
        label.attributedText = text
        let roots: [Any] = [view, layer, color, label, ["sizes": [1, 2.5, ["count": 3] as NSDictionary, ["name": "n"] as NSDictionary] as NSArray] as NSDictionary,
                            [view, color, "text", 7, [layer] as NSArray] as NSArray]
        return try roots.map { try NSKeyedArchiver.archivedData(withRootObject: $0, requiringSecureCoding: false) }
    }

    static let classNames = ["NSString", "NSArray", "NSDictionary", "NSNull", "NSDate", "NSData", "NSNumber",
                             NSStringFromClass(UIView.self), NSStringFromClass(CALayer.self), NSStringFromClass(UIColor.self),
                             "NSObject", "Nope.Nothing"]
    nonisolated(unsafe) static let numbers: [Any] = [Double.nan, Double.infinity, -Double.infinity, -1e300, 1e300, Int.max, Int.min, -1, 0, true]

    /// `source` with 1 to 3 random changes, written back as a binary property list.
    package static func mutate<Random: RandomNumberGenerator>(_ source: Data, using random: inout Random) throws -> Data {
        var plist = try KeyedArchivePlist(source)
        for _ in 0..<Int.random(in: 1...3, using: &random) { mutate(&plist, using: &random) }
        return try plist.data
    }

    /// One random change to `plist`.
    package static func mutate<Random: RandomNumberGenerator>(_ plist: inout KeyedArchivePlist, using random: inout Random) {
        let count = plist.objects.count
        guard count > 0 else { return }
        let i = Int.random(in: 0..<count, using: &random)
        let objectIndices = plist.objectIndices
        let object = objectIndices.randomElement(using: &random) ?? i
        let anyReference = { (random: inout Random) in KeyedArchivePlist.reference(Int.random(in: 0..<min(count + 4, KeyedArchivePlist.references.count), using: &random)) }
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
            let number = numbers.randomElement(using: &random)!
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
            let name = classNames.randomElement(using: &random)!
            if let classIndex = plist.classIndex(of: object) { plist.edit(classIndex) { $0["$classname"] = name } }
        case 14: plist.root["$top"] = ["root": anyReference(&random)]
        default: plist.objects.insert(Bool.random(using: &random) ? Data([1, 2, 3]) as Any : 1.5 as Any, at: i)
        }
    }
}
