import CoreGraphics
import Foundation
import TextLayout

extension UIFont: NSCoding {}

extension UIFont {
    /// What `init(coder:)` rebuilds a font from.
    package struct Archived {
        var spec: FontSpec
        var textStyle: TextStyle?
        var monospaced: Bool
    }

    /// Writes UIKit's `UIFontName` and `UIFontPointSize`, plus the family, weight, italic,
    /// condensed flags and text style that rebuild exactly this font.
    package func encodeFont(with coder: NSCoder) {
        coder.encode(fontName, forKey: "UIFontName")
        coder.encode(Double(pointSize), forKey: "UIFontPointSize")
        coder.encode(spec.family, forKey: "UIFontFamilyName")
        coder.encode(Double(spec.weight), forKey: "UIFontWeight")
        coder.encode(spec.italic, forKey: "UIFontItalic")
        coder.encode(spec.condensed, forKey: "UIFontCondensed")
        coder.encode(isMonospacedRequest, forKey: "UIFontMonospaced")
        if let textStyleStorage { coder.encode(textStyleStorage.rawValue, forKey: "UIFontTextStyle") }
    }

    /// The font an archive describes: from the family and traits when present, else from
    /// `UIFontName` as `init(name:size:)` reads it. Nil (logged) for a bad value.
    package static func decodeArchived(from coder: NSCoder) -> Archived? {
        guard let size = coder.checkedFloat(forKey: "UIFontPointSize", in: 0...10_000) else {
            if !coder.hasFailedDecoding { coder.failDecoding("UIFontPointSize is missing") }
            return nil
        }
        let textStyle = coder.checkedString(forKey: "UIFontTextStyle").map(TextStyle.init(rawValue:))
        let monospaced = coder.checkedBool(forKey: "UIFontMonospaced") ?? false
        if let family = coder.checkedString(forKey: "UIFontFamilyName") {
            guard let weight = coder.checkedFloat(forKey: "UIFontWeight", in: -1...1) ?? (coder.hasFailedDecoding ? nil : 0) else { return nil }
            let spec = FontSpec(family: family, size: size, weight: weight,
                                italic: coder.checkedBool(forKey: "UIFontItalic") ?? false,
                                condensed: coder.checkedBool(forKey: "UIFontCondensed") ?? false)
            return coder.hasFailedDecoding ? nil : Archived(spec: spec, textStyle: textStyle, monospaced: monospaced)
        }
        guard let name = coder.checkedString(forKey: "UIFontName") else {
            if !coder.hasFailedDecoding { coder.failDecoding("UIFontName is missing") }
            return nil
        }
        let parsed = parse(name: name)
        let spec = FontSpec(family: parsed.family, size: size, weight: parsed.weight.rawValue, italic: parsed.italic)
        return coder.hasFailedDecoding ? nil : Archived(spec: spec, textStyle: textStyle, monospaced: monospaced || parsed.family == FontSpec.monospacedFamily)
    }
}
