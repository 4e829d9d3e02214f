import CoreGraphics
import Foundation

/// Reads the value elements of an Interface Builder document (`rect`, `color`,
/// `fontDescription`, `edgeInsets`…) into UIKit values. Each read names the document's
/// file, line and element when it throws.
@MainActor
package struct IBValues {
    /// The document's file name, for errors.
    package let file: String
    /// `<namedColor>` definitions from the document's `<resources>`.
    package var namedColors: [String: IBElement] = [:]
    /// The bundle images are looked up in.
    package var bundle: Bundle?

    package init(file: String) { self.file = file }

    func error(_ element: IBElement, _ detail: String) -> InterfaceBuilderError {
        InterfaceBuilderError(.badAttribute(detail), file: file, line: element.line, element: element.name)
    }

    /// A finite number attribute, nil when absent; throws when present but not a finite number.
    package func number(_ element: IBElement, _ key: String) throws(InterfaceBuilderError) -> CGFloat? {
        guard let text = element[key] else { return nil }
        if let digits = IBValues.plainInteger(text) { return CGFloat(digits) }
        guard let value = Double(text), value.isFinite else { throw error(element, "\(key)=\"\(text)\" is not a finite number") }
        return CGFloat(value)
    }

    /// The value of a string of one to fifteen ASCII digits (exact as a `Double`, so the
    /// same value `Double(text)` gives), nil for anything else: most numbers Xcode writes
    /// (frames, priorities, sizes) are such integers, read without `strtod`.
    static func plainInteger(_ text: String) -> Int? {
        // Through the UTF-8 view: no copy of the (usually small, inline) string.
        let bytes = text.utf8
        guard !bytes.isEmpty, bytes.count <= 15 else { return nil }
        var value = 0
        for byte in bytes {
            guard byte >= 0x30, byte <= 0x39 else { return nil }
            value = value * 10 + Int(byte - 0x30)
        }
        return value
    }

    /// An integer attribute, nil when absent.
    package func integer(_ element: IBElement, _ key: String) throws(InterfaceBuilderError) -> Int? {
        guard let text = element[key] else { return nil }
        guard let value = Int(text) else { throw error(element, "\(key)=\"\(text)\" is not an integer") }
        return value
    }

    /// `<rect x= y= width= height=>`.
    package func rect(_ element: IBElement) throws(InterfaceBuilderError) -> CGRect {
        CGRect(x: try number(element, "x") ?? 0, y: try number(element, "y") ?? 0,
               width: try number(element, "width") ?? 0, height: try number(element, "height") ?? 0)
    }

    /// `<point x= y=>`.
    package func point(_ element: IBElement) throws(InterfaceBuilderError) -> CGPoint {
        CGPoint(x: try number(element, "x") ?? 0, y: try number(element, "y") ?? 0)
    }

    /// `<size width= height=>`.
    package func size(_ element: IBElement) throws(InterfaceBuilderError) -> CGSize {
        CGSize(width: try number(element, "width") ?? 0, height: try number(element, "height") ?? 0)
    }

    /// `<edgeInsets top= left= bottom= right=>`.
    package func insets(_ element: IBElement) throws(InterfaceBuilderError) -> UIEdgeInsets {
        UIEdgeInsets(top: try number(element, "top") ?? 0, left: try number(element, "left") ?? 0,
                     bottom: try number(element, "bottom") ?? 0, right: try number(element, "right") ?? 0)
    }

    /// `<directionalEdgeInsets top= leading= bottom= trailing=>`.
    package func directionalInsets(_ element: IBElement) throws(InterfaceBuilderError) -> NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: try number(element, "top") ?? 0, leading: try number(element, "leading") ?? 0,
                                bottom: try number(element, "bottom") ?? 0, trailing: try number(element, "trailing") ?? 0)
    }

    /// A `<color>` element: sRGB/calibrated/device RGB and Display P3 components, white
    /// (gray) components, a `systemColor` or `cocoaTouchSystemColor` name, a `name` in the
    /// `System` catalog (`name="textColor" catalog="System"`, as attributed text's colors
    /// are written), or a `name` of a color defined in the document's resources.
    package func color(_ element: IBElement) throws(InterfaceBuilderError) -> UIColor {
        if let name = element["systemColor"] ?? element["cocoaTouchSystemColor"] ?? (element["catalog"] == "System" ? element["name"] : nil) {
            guard let color = Self.systemColor(name) else { throw error(element, "unknown system color \(name)") }
            return color
        }
        if let name = element["name"] {
            guard let definition = namedColors[name], let inner = definition.child("color"), inner["name"] == nil else {
                throw error(element, "named color \(name) is not defined in the document's resources")
            }
            return try color(inner)
        }
        let alpha = try number(element, "alpha") ?? 1
        if let white = try number(element, "white") {
            return UIColor(white: white, alpha: alpha)
        }
        if element["red"] != nil || element["green"] != nil || element["blue"] != nil {
            let red = try number(element, "red") ?? 0, green = try number(element, "green") ?? 0, blue = try number(element, "blue") ?? 0
            if element["customColorSpace"] == "displayP3" {
                return UIColor(displayP3Red: red, green: green, blue: blue, alpha: alpha)
            }
            return UIColor(red: red, green: green, blue: blue, alpha: alpha)
        }
        throw error(element, "a color needs components, a systemColor or a name")
    }

    /// UIKit's color for a system color name as Xcode writes it (`systemBackgroundColor`,
    /// `labelColor`, `systemBlueColor`, `darkTextColor`…).
    static func systemColor(_ name: String) -> UIColor? {
        let base = name.hasSuffix("Color") ? String(name.dropLast(5)) : name
        switch base {
        case "black": return .black
        case "darkGray": return .darkGray
        case "lightGray": return .lightGray
        case "white": return .white
        case "gray": return .gray
        case "red": return .red
        case "green": return .green
        case "blue": return .blue
        case "cyan": return .cyan
        case "yellow": return .yellow
        case "magenta": return .magenta
        case "orange": return .orange
        case "purple": return .purple
        case "brown": return .brown
        case "clear": return .clear
        case "lightText": return .lightText
        case "darkText": return .darkText
        case "systemRed": return .systemRed
        case "systemGreen": return .systemGreen
        case "systemBlue": return .systemBlue
        case "systemOrange": return .systemOrange
        case "systemYellow": return .systemYellow
        case "systemPink": return .systemPink
        case "systemPurple": return .systemPurple
        case "systemTeal": return .systemTeal
        case "systemIndigo": return .systemIndigo
        case "systemBrown": return .systemBrown
        case "systemMint": return .systemMint
        case "systemCyan": return .systemCyan
        case "systemGray": return .systemGray
        case "systemGray2": return .systemGray2
        case "systemGray3": return .systemGray3
        case "systemGray4": return .systemGray4
        case "systemGray5": return .systemGray5
        case "systemGray6": return .systemGray6
        case "tint", "systemTint": return .tintColor
        case "label", "text", "controlText": return .label
        case "secondaryLabel": return .secondaryLabel
        case "tertiaryLabel": return .tertiaryLabel
        case "quaternaryLabel": return .quaternaryLabel
        case "link": return .link
        case "placeholderText": return .placeholderText
        case "separator": return .separator
        case "opaqueSeparator": return .opaqueSeparator
        case "systemBackground": return .systemBackground
        case "secondarySystemBackground": return .secondarySystemBackground
        case "tertiarySystemBackground": return .tertiarySystemBackground
        case "systemGroupedBackground": return .systemGroupedBackground
        case "secondarySystemGroupedBackground": return .secondarySystemGroupedBackground
        case "tertiarySystemGroupedBackground": return .tertiarySystemGroupedBackground
        case "systemFill": return .systemFill
        case "secondarySystemFill": return .secondarySystemFill
        case "tertiarySystemFill": return .tertiarySystemFill
        case "quaternarySystemFill": return .quaternarySystemFill
        case "groupTableViewBackground": return .systemGroupedBackground
        default: return nil
        }
    }

    /// A `<fontDescription>`: a text style (`style="UICTFontTextStyleBody"`), a system font
    /// (`type="system"`, `"boldSystem"`, `"italicSystem"`, with `weight`), or a named font
    /// (`name="Menlo-Regular"`), at `pointSize`.
    package func font(_ element: IBElement) throws(InterfaceBuilderError) -> UIFont {
        if let style = element["style"] {
            return UIFont.preferredFont(forTextStyle: UIFont.TextStyle(rawValue: style))
        }
        let size = try number(element, "pointSize") ?? 17
        guard size > 0 else { throw error(element, "pointSize must be positive") }
        if let name = element["name"] {
            return UIFont(name: name, size: size) ?? UIFont.systemFont(ofSize: size)
        }
        switch element["type"] ?? "system" {
        case "system":
            return UIFont.systemFont(ofSize: size, weight: try Self.weight(element["weight"] ?? "regular", in: element, file: file))
        case "boldSystem": return UIFont.boldSystemFont(ofSize: size)
        case "italicSystem": return UIFont.italicSystemFont(ofSize: size)
        default: throw error(element, "unknown font type \(element["type"] ?? "")")
        }
    }

    static func weight(_ name: String, in element: IBElement, file: String) throws(InterfaceBuilderError) -> UIFont.Weight {
        switch name {
        case "ultraLight": return .ultraLight
        case "thin": return .thin
        case "light": return .light
        case "regular": return .regular
        case "medium": return .medium
        case "semibold": return .semibold
        case "bold": return .bold
        case "heavy": return .heavy
        case "black": return .black
        default:
            throw InterfaceBuilderError(.badAttribute("unknown font weight \(name)"), file: file, line: element.line, element: element.name)
        }
    }

    /// An image by name from the document's bundle (then the main bundle); logs and returns
    /// nil when there is none, as UIKit does ("Could not load the "x" image referenced from a nib").
    package func image(named name: String, in element: IBElement) -> UIImage? {
        if let image = UIImage(named: name, in: bundle, compatibleWith: nil) ?? UIImage(named: name) { return image }
        UINib.log("Could not load the \"\(name)\" image referenced from a nib in the bundle with identifier \"\(bundle?.bundleIdentifier ?? "(null)")\" (\(file):\(element.line))")
        return nil
    }

    /// Reads a keyword attribute through `table`; nil when absent, throws when unknown.
    package func keyword<T>(_ element: IBElement, _ key: String, _ table: [String: T]) throws(InterfaceBuilderError) -> T? {
        guard let text = element[key] else { return nil }
        guard let value = table[text] else { throw error(element, "\(key)=\"\(text)\" is not one of \(table.keys.sorted().joined(separator: ", "))") }
        return value
    }
}
