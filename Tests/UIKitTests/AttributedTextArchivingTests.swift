import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Attributed text through `NSKeyedArchiver` / `NSKeyedUnarchiver.validatedUnarchiver`:
/// labels, text views, text fields (text and placeholder) and buttons' per-state titles come
/// back with the same runs and attributes (neighbouring runs of different fonts and colors,
/// which halted Foundation's own attributed string decoding), lay out and draw the same; a
/// damaged attributed text archive fails with an error naming the problem.
@MainActor @Suite(.serialized) struct AttributedTextArchivingTests {
    static let red = UIColor(red: 0.9, green: 0.1, blue: 0.1, alpha: 1)
    static let blue = UIColor(red: 0.1, green: 0.2, blue: 0.9, alpha: 1)

    /// Three neighbouring runs, each with its own font and color, plus every archived kind
    /// of attribute: paragraph style, kerning, underline and strikethrough with colors, a
    /// background color, a shadow, a link, a baseline offset and an app-defined attribute.
    static func makeText(_ prefix: String = "") -> NSAttributedString {
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = .center
        paragraph.lineSpacing = 6
        paragraph.firstLineHeadIndent = 4
        paragraph.lineBreakMode = .byWordWrapping
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 2, height: 3)
        shadow.shadowBlurRadius = 1.5
        shadow.shadowColor = UIColor(white: 0.2, alpha: 0.5)
        let text = NSMutableAttributedString(string: "")
        text.append(NSAttributedString(string: prefix + "Bold red ", attributes: [
            .font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: red, .paragraphStyle: paragraph,
            .shadow: shadow, .kern: CGFloat(1.5),
        ]))
        text.append(NSAttributedString(string: "blue mono ", attributes: [
            .font: UIFont.monospacedSystemFont(ofSize: 13, weight: .medium), .foregroundColor: blue, .paragraphStyle: paragraph,
            .underlineStyle: NSUnderlineStyle.single.rawValue, .underlineColor: UIColor.systemGreen,
            .backgroundColor: UIColor(red: 1, green: 0.9, blue: 0.5, alpha: 1),
        ]))
        text.append(NSAttributedString(string: "link", attributes: [
            .font: UIFont.italicSystemFont(ofSize: 16), .foregroundColor: red, .paragraphStyle: paragraph,
            .link: URL(string: "https://example.com/a?b=1")!, .baselineOffset: 4.0,
            .strikethroughStyle: NSUnderlineStyle.double.rawValue, .strikethroughColor: UIColor.systemOrange,
            NSAttributedString.Key("AppTag"): "tag-7", NSAttributedString.Key("AppScore"): 0.25,
        ]))
        return text
    }

    /// Each run's range and attributes, described by value (fonts by name and size, colors
    /// by components, styles by setting), in a stable order.
    static func describe(_ text: NSAttributedString?) -> [String] {
        guard let text else { return ["nil"] }
        var runs: [String] = []
        text.enumerateAttributes(in: NSRange(location: 0, length: text.length), options: []) { attributes, range, _ in
            let values = attributes.map { "\($0.key.rawValue)=\(describe(value: $0.value))" }.sorted()
            runs.append("\(range.location)+\(range.length) " + values.joined(separator: " "))
        }
        return [text.string] + runs
    }

    static func describe(value: Any) -> String {
        switch value {
        case let font as UIFont: return "font(\(font.fontName) \(font.pointSize))"
        case let color as UIColor: return "color(\((color.cgColor.components ?? []).map { "\($0)" }.joined(separator: " ")))"
        case let style as NSParagraphStyle:
            return "paragraph(\(style.alignment) \(style.lineBreakMode) \(style.lineSpacing) \(style.firstLineHeadIndent) \(style.headIndent) \(style.tailIndent) \(style.paragraphSpacing) \(style.lineHeightMultiple))"
        case let shadow as NSShadow:
            return "shadow(\(shadow.shadowOffset) \(shadow.shadowBlurRadius) \(describe(value: shadow.shadowColor ?? "none")))"
        case let url as URL: return "url(\(url.absoluteString))"
        default: return "\(type(of: value))(\(value))"
        }
    }

    func archive(_ object: Any) throws -> Data {
        try NSKeyedArchiver.archivedData(withRootObject: object, requiringSecureCoding: false)
    }

    /// The root of `data` read through the validating unarchiver, and its error.
    func unarchive(_ data: Data) throws -> (root: Any?, error: Error?) {
        let coder = try NSKeyedUnarchiver.validatedUnarchiver(forReadingFrom: data)
        let root = coder.decodeObject(forKey: NSKeyedArchiveRootObjectKey)
        return (root, coder.error)
    }

    /// A copy of `view` through an archive (which must decode without error).
    func roundTrip<View: UIView>(_ view: View) throws -> View {
        let (root, error) = try unarchive(try archive(view))
        #expect(error == nil)
        return try #require(root as? View)
    }

    /// `view` alone in a white 260x120 window, laid out and rendered.
    func rendered(_ view: UIView) -> PixelReader {
        let window = makeWindow(CGSize(width: 260, height: 120))
        defer { window.isHidden = true }
        window.addSubview(view)
        UIApplication.shared.runUntilIdle()
        let pixels = PixelReader(window.renderedImage())
        view.removeFromSuperview()
        return pixels
    }

    @Test func labelKeepsRunsAttributesSizeAndPixels() throws {
        let label = UILabel(frame: CGRect(x: 5, y: 5, width: 250, height: 100))
        label.numberOfLines = 0
        label.attributedText = Self.makeText()
        let copy = try roundTrip(label)

        #expect(Self.describe(copy.attributedText) == Self.describe(label.attributedText))
        #expect(Self.describe(copy.attributedText).count == 4)  // the string and three runs
        let first = try #require(copy.attributedText?.attributes(at: 0, effectiveRange: nil))
        #expect(first[.foregroundColor] as? UIColor == Self.red)
        #expect(first[.font] as? UIFont == UIFont.boldSystemFont(ofSize: 20))
        #expect(first[.kern] as? CGFloat == 1.5)
        #expect((first[.paragraphStyle] as? NSParagraphStyle)?.alignment == .center)
        let second = try #require(copy.attributedText?.attributes(at: 12, effectiveRange: nil))
        #expect(second[.foregroundColor] as? UIColor == Self.blue)
        #expect(second[.underlineStyle] as? Int == NSUnderlineStyle.single.rawValue)
        let last = try #require(copy.attributedText?.attributes(at: copy.attributedText!.length - 1, effectiveRange: nil))
        #expect(last[.link] as? URL == URL(string: "https://example.com/a?b=1"))
        #expect(last[.baselineOffset] as? Double == 4 && last[NSAttributedString.Key("AppTag")] as? String == "tag-7")

        // What depends on the attributes: the size the label asks for and every pixel.
        let plain = UILabel(frame: label.frame)
        plain.numberOfLines = 0
        plain.text = label.text
        #expect(copy.intrinsicContentSize == label.intrinsicContentSize)
        #expect(copy.intrinsicContentSize != plain.intrinsicContentSize)
        let expected = rendered(label), actual = rendered(copy)
        #expect(expected.bytes == actual.bytes)
        #expect(expected.bytes != rendered(plain).bytes)
    }

    @Test func plainLabelTextStaysPlain() throws {
        let label = UILabel()
        label.text = "Plain"
        label.font = UIFont.systemFont(ofSize: 30)
        let copy = try roundTrip(label)
        #expect(copy.textWasSetPlain && copy.text == "Plain")
        copy.font = UIFont.systemFont(ofSize: 10)  // plain text follows the label's font
        #expect(copy.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == UIFont.systemFont(ofSize: 10))
    }

    @Test func textViewKeepsRunsAndPixels() throws {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 250, height: 110))
        textView.font = UIFont.systemFont(ofSize: 11)
        textView.textColor = .darkGray
        textView.attributedText = Self.makeText("Text view: ")
        let copy = try roundTrip(textView)
        #expect(Self.describe(copy.attributedText) == Self.describe(textView.attributedText))
        try #require(copy.attributedText.length == textView.attributedText.length)
        #expect(copy.attributedText.attribute(.foregroundColor, at: 12, effectiveRange: nil) as? UIColor == Self.red)
        #expect(copy.font == UIFont.systemFont(ofSize: 11))  // the view's own settings too
        #expect(rendered(copy).bytes == rendered(textView).bytes)
    }

    @Test func textFieldKeepsTextAndPlaceholderRuns() throws {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 250, height: 40))
        field.attributedText = Self.makeText()
        let copy = try roundTrip(field)
        #expect(Self.describe(copy.attributedText) == Self.describe(field.attributedText))
        #expect(rendered(copy).bytes == rendered(field).bytes)

        let empty = UITextField(frame: CGRect(x: 0, y: 0, width: 250, height: 40))
        empty.font = UIFont.systemFont(ofSize: 12)
        let placeholder = NSMutableAttributedString(string: "Search ", attributes: [.foregroundColor: Self.blue, .font: UIFont.boldSystemFont(ofSize: 18)])
        placeholder.append(NSAttributedString(string: "places", attributes: [.foregroundColor: Self.red, .font: UIFont.italicSystemFont(ofSize: 14)]))
        empty.attributedPlaceholder = placeholder
        let emptyCopy = try roundTrip(empty)
        #expect(emptyCopy.placeholder == "Search places")
        #expect(Self.describe(emptyCopy.attributedPlaceholder) == Self.describe(placeholder))
        #expect(rendered(emptyCopy).bytes == rendered(empty).bytes)
    }

    @Test func buttonKeepsAttributedTitlesPerState() throws {
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 250, height: 60)
        button.setAttributedTitle(Self.makeText(), for: .normal)
        let selected = NSMutableAttributedString(string: "On", attributes: [.foregroundColor: Self.blue, .font: UIFont.boldSystemFont(ofSize: 22)])
        selected.append(NSAttributedString(string: "!", attributes: [.foregroundColor: Self.red, .font: UIFont.systemFont(ofSize: 9)]))
        button.setAttributedTitle(selected, for: .selected)
        button.setTitle("plain", for: .highlighted)
        let copy = try roundTrip(button)
        #expect(Self.describe(copy.attributedTitle(for: .normal)) == Self.describe(button.attributedTitle(for: .normal)))
        #expect(Self.describe(copy.attributedTitle(for: .selected)) == Self.describe(selected))
        #expect(copy.title(for: .highlighted) == "plain")
        #expect(rendered(copy).bytes == rendered(button).bytes)
        copy.isSelected = true
        button.isSelected = true
        #expect(copy.currentAttributedTitle?.string == "On!")
        #expect(copy.titleLabel?.intrinsicContentSize == button.titleLabel?.intrinsicContentSize)
        #expect(rendered(copy).bytes == rendered(button).bytes)
    }

    @Test func labelsInATreeKeepTheirTextAfterTheirNeighbours() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 250, height: 110))
        for index in 0..<3 {
            let label = UILabel(frame: CGRect(x: 0, y: CGFloat(index) * 35, width: 250, height: 35))
            label.attributedText = Self.makeText("\(index) ")
            root.addSubview(label)
        }
        let copy = try roundTrip(root)
        #expect(copy.subviews.map { Self.describe(($0 as? UILabel)?.attributedText) } == root.subviews.map { Self.describe(($0 as? UILabel)?.attributedText) })
        #expect(rendered(copy).bytes == rendered(root).bytes)
    }

    @Test func paragraphStylesAndShadowsArchiveOnTheirOwn() throws {
        let style = NSMutableParagraphStyle()
        style.alignment = .right
        style.lineBreakMode = .byTruncatingMiddle
        style.baseWritingDirection = .rightToLeft
        style.lineSpacing = 2
        style.paragraphSpacing = 3
        style.paragraphSpacingBefore = 4
        style.headIndent = 5
        style.tailIndent = -6
        style.lineHeightMultiple = 1.5
        style.minimumLineHeight = 10
        style.maximumLineHeight = 30
        let styleCopy = try #require(try unarchive(try archive(style)).root as? NSParagraphStyle)
        #expect(styleCopy == style && styleCopy is NSMutableParagraphStyle)

        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: -1, height: 4)
        shadow.shadowBlurRadius = 3
        shadow.shadowColor = Self.blue
        let shadowCopy = try #require(try unarchive(try archive(shadow)).root as? NSShadow)
        #expect(shadowCopy.shadowOffset == shadow.shadowOffset && shadowCopy.shadowBlurRadius == 3 && shadowCopy.shadowColor as? UIColor == Self.blue)
    }

    // MARK: Damaged archives

    /// A label archive with the first object holding `key` changed by `change` (given the
    /// object and the archive's `$objects`).
    func damagedLabel(_ text: NSAttributedString, key: String, _ change: (inout [String: Any], inout [Any]) throws -> Void) throws -> Data {
        let label = UILabel()
        label.attributedText = text
        var plist = try #require(try PropertyListSerialization.propertyList(from: try archive(label), format: nil) as? [String: Any])
        var objects = try #require(plist["$objects"] as? [Any])
        let index = try #require(objects.firstIndex { ($0 as? [String: Any])?[key] != nil })
        var target = try #require(objects[index] as? [String: Any])
        try change(&target, &objects)
        objects[index] = target
        plist["$objects"] = objects
        return try PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0)
    }

    /// The index in `$objects` of the object `object[key]` refers to.
    func reference(_ object: [String: Any], _ key: String) throws -> Int {
        let value = try #require(object[key])
        return try #require(KeyedArchiveValidator.referenceIndex(value))
    }

    /// Replaces the object `object[key]` refers to.
    func replaceReferenced(_ object: [String: Any], _ key: String, in objects: inout [Any], with value: Any) throws {
        objects[try reference(object, key)] = value
    }

    static let twoRuns: NSAttributedString = {
        let text = NSMutableAttributedString(string: "Hello", attributes: [.foregroundColor: red, .font: UIFont.systemFont(ofSize: 12)])
        text.append(NSAttributedString(string: " world", attributes: [.foregroundColor: blue, .link: "https://example.com"]))
        return text
    }()

    @Test(arguments: [
        "truncated run", "oversized number", "run past the end", "runs short of the end", "unknown attribute set",
        "font that is a string", "unknown kind", "NaN kern", "huge baseline offset", "too many attributes",
        "infinite line spacing", "unknown alignment", "styles not a list",
    ])
    func damagedAttributedTextFailsCleanly(mutation: String) throws {
        let paragraph = NSMutableParagraphStyle()
        paragraph.lineSpacing = 3
        let numbers = NSAttributedString(string: "Kerned", attributes: [.kern: 2.0, .paragraphStyle: paragraph])
        let data: Data
        let expectedWords: String
        switch mutation {
        case "truncated run", "oversized number", "run past the end", "runs short of the end", "unknown attribute set":
            let bytes: [UInt8] = switch mutation {
            case "truncated run": [5, 0, 0x86]
            case "oversized number": [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0]
            case "run past the end": [5, 0, 7, 1]
            case "runs short of the end": [5, 0, 2, 1]
            default: [5, 0, 6, 9]
            }
            data = try damagedLabel(Self.twoRuns, key: "UIAttributeRuns") { object, objects in
                try replaceReferenced(object, "UIAttributeRuns", in: &objects, with: Data(bytes))
            }
            expectedWords = "UIAttributeRuns"
        case "font that is a string":
            // "NSFont" sorts before "NSLink": UIKind-0 is the font's, UIKind-1 the link's "string".
            let text = NSAttributedString(string: "Link", attributes: [.font: UIFont.systemFont(ofSize: 12), .link: "https://example.com"])
            data = try damagedLabel(text, key: "UIKind-1") { object, _ in object["UIKind-0"] = object["UIKind-1"] }
            expectedWords = "NSFont holds a string"
        case "unknown kind":
            data = try damagedLabel(Self.twoRuns, key: "UIKind-0") { object, objects in
                try replaceReferenced(object, "UIKind-0", in: &objects, with: "hologram")
            }
            expectedWords = "unknown kind hologram"
        case "NaN kern", "huge baseline offset":
            // "NSKern" sorts before "NSParagraphStyle": the number is UIValue-0.
            data = try damagedLabel(numbers, key: "UIKind-0") { object, _ in
                object["UIValue-0"] = mutation == "NaN kern" ? Double.nan : 1e12
            }
            expectedWords = "UIValue-0"
        case "too many attributes":
            data = try damagedLabel(numbers, key: "UIAttributeKeys") { object, objects in
                let listIndex = try reference(object, "UIAttributeKeys")
                var list = try #require(objects[listIndex] as? [String: Any])
                let names = try #require(list["NS.objects"] as? [Any])
                list["NS.objects"] = Array(repeating: names[0], count: 300)
                objects[listIndex] = list
            }
            expectedWords = "300 attributes"
        case "infinite line spacing":
            data = try damagedLabel(numbers, key: "NSLineSpacing") { object, _ in object["NSLineSpacing"] = Double.infinity }
            expectedWords = "NSLineSpacing"
        case "unknown alignment":
            data = try damagedLabel(numbers, key: "NSAlignment") { object, _ in object["NSAlignment"] = 77 }
            expectedWords = "NSAlignment"
        default:
            data = try damagedLabel(Self.twoRuns, key: "UIAttributeStyles") { object, _ in object["UIAttributeStyles"] = object["UIString"] }
            expectedWords = "UIAttributeStyles"
        }
        let (root, error) = try unarchive(data)
        #expect(root == nil, "\(mutation) was accepted")
        let description = String(describing: error.map { ($0 as NSError).userInfo[NSDebugDescriptionErrorKey] ?? $0 } ?? "")
        #expect(description.contains(expectedWords), "\(mutation): \(description)")
    }
}
