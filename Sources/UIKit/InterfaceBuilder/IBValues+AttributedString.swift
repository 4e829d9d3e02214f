import CoreGraphics
import Foundation

/// Reads Interface Builder's `<attributedString>` element (a label's or text view's
/// `attributedText`, a button state's `attributedTitle`):
///
/// ```xml
/// <attributedString key="attributedText">
///     <fragment content="Bold ">
///         <attributes>
///             <color key="NSColor" red="1" green="0" blue="0" alpha="1" colorSpace="calibratedRGB"/>
///             <font key="NSFont" metaFont="system" size="17"/>
///             <paragraphStyle key="NSParagraphStyle" alignment="center" lineBreakMode="wordWrapping" lineSpacing="4"/>
///         </attributes>
///     </fragment>
///     <fragment>
///         <string key="content">two
/// lines</string>
///         <attributes>…</attributes>
///     </fragment>
/// </attributedString>
/// ```
///
/// Attribute elements: `color`, `font` (`name`, or `metaFont`, with `size`),
/// `fontDescription`, `paragraphStyle`, `shadow` (`blurRadius`, a `size` offset and a
/// `color`), `real`, `integer`, `boolean`, `string` and `url` (`string=`). A malformed value
/// throws (file, line, element); an attribute element of another kind is skipped with a log line.
extension IBValues {
    static let paragraphLineBreaks: [String: NSLineBreakMode] = [
        "wordWrapping": .byWordWrapping, "charWrapping": .byCharWrapping, "clipping": .byClipping,
        "truncatingHead": .byTruncatingHead, "truncatingTail": .byTruncatingTail, "truncatingMiddle": .byTruncatingMiddle,
    ]
    static let writingDirections: [String: NSWritingDirection] = ["natural": .natural, "leftToRight": .leftToRight, "rightToLeft": .rightToLeft]

    /// The text of an `<attributedString>`: its fragments in order with their attributes.
    package func attributedString(_ element: IBElement) throws(InterfaceBuilderError) -> NSAttributedString {
        let result = NSMutableAttributedString(string: "")
        for fragment in element.children where fragment.name == "fragment" {
            let content = fragment["content"] ?? fragment.child(key: "content")?.text ?? ""
            var attributes: [NSAttributedString.Key: Any] = [:]
            for attribute in fragment.child("attributes")?.children ?? [] {
                guard let key = attribute["key"] else { throw error(attribute, "a text attribute needs a key") }
                if let value = try textAttribute(attribute, key: key) { attributes[NSAttributedString.Key(key)] = value }
            }
            result.append(NSAttributedString(string: content, attributes: attributes))
        }
        return result
    }

    /// The value of one attribute element (nil, logged, for a kind not supported).
    func textAttribute(_ element: IBElement, key: String) throws(InterfaceBuilderError) -> Any? {
        switch element.name {
        case "color": return try color(element)
        case "font": return try attributeFont(element)
        case "fontDescription": return try font(element)
        case "paragraphStyle": return try paragraphStyle(element)
        case "shadow": return try shadow(element)
        case "real":
            guard let value = try length(element, "value", limitedFor: key) else { throw error(element, "a real needs a value") }
            return value
        case "integer":
            guard let value = try integer(element, "value") else { throw error(element, "an integer needs a value") }
            if ArchivedAttributeKind.layoutNumberKeys.contains(key), abs(Double(value)) > NSParagraphStyle.maximumArchivedLength {
                throw error(element, "\(key) value=\"\(value)\" is beyond ±\(Int(NSParagraphStyle.maximumArchivedLength))")
            }
            return value
        case "boolean": return element.bool("value") ?? false
        case "string": return element["value"] ?? element.text
        case "url":
            guard let text = element["string"] ?? element["relativeString"], let url = URL(string: text) else {
                throw error(element, "a url needs a valid string")
            }
            return url
        default:
            UINib.log("\(file):\(element.line): the text attribute \(key) (<\(element.name)>) is not supported; it is left out")
            return nil
        }
    }

    /// The number attribute `name`, finite and within ±100,000 when `key` is an attribute
    /// text layout reads as a length (kerning, baseline offset…); nil when absent.
    private func length(_ element: IBElement, _ name: String, limitedFor key: String? = nil) throws(InterfaceBuilderError) -> CGFloat? {
        guard let value = try number(element, name) else { return nil }
        if key.map({ ArchivedAttributeKind.layoutNumberKeys.contains($0) }) ?? true, abs(Double(value)) > NSParagraphStyle.maximumArchivedLength {
            throw error(element, "\(name)=\"\(value)\" is beyond ±\(Int(NSParagraphStyle.maximumArchivedLength))")
        }
        return value
    }

    /// `<font key="NSFont" name="Helvetica-Bold" size="17"/>` or `metaFont="system"` (bold,
    /// italic or fixed pitch when the meta font's name says so).
    func attributeFont(_ element: IBElement) throws(InterfaceBuilderError) -> UIFont {
        let size = try number(element, "size") ?? 17
        guard size > 0, size <= 10_000 else { throw error(element, "size=\"\(size)\" is not a font size") }
        if let name = element["name"] { return UIFont(name: name, size: size) ?? UIFont.systemFont(ofSize: size) }
        let meta = element["metaFont"] ?? "system"
        if meta.contains("FixedPitch") { return UIFont.monospacedSystemFont(ofSize: size, weight: .regular) }
        if meta.contains("Bold") { return UIFont.boldSystemFont(ofSize: size) }
        if meta.contains("Italic") { return UIFont.italicSystemFont(ofSize: size) }
        return UIFont.systemFont(ofSize: size)
    }

    /// `<paragraphStyle alignment= lineBreakMode= baseWritingDirection= lineSpacing= …/>`.
    func paragraphStyle(_ element: IBElement) throws(InterfaceBuilderError) -> NSParagraphStyle {
        let style = NSMutableParagraphStyle()
        if let alignment = try keyword(element, "alignment", IBInstantiation.alignments) { style.alignment = alignment }
        if let text = element["lineBreakMode"] {
            guard let mode = Self.paragraphLineBreaks[text] ?? IBInstantiation.lineBreaks[text] else {
                throw error(element, "lineBreakMode=\"\(text)\" is not a line break mode")
            }
            style.lineBreakMode = mode
        }
        if let direction = try keyword(element, "baseWritingDirection", Self.writingDirections) { style.baseWritingDirection = direction }
        let lengths: [(String, ReferenceWritableKeyPath<NSMutableParagraphStyle, CGFloat>)] = [
            ("lineSpacing", \.lineSpacing), ("paragraphSpacing", \.paragraphSpacing), ("paragraphSpacingBefore", \.paragraphSpacingBefore),
            ("firstLineHeadIndent", \.firstLineHeadIndent), ("headIndent", \.headIndent), ("tailIndent", \.tailIndent),
            ("lineHeightMultiple", \.lineHeightMultiple), ("minimumLineHeight", \.minimumLineHeight), ("maximumLineHeight", \.maximumLineHeight),
        ]
        for (name, setting) in lengths {
            if let value = try length(element, name) { style[keyPath: setting] = value }
        }
        return style
    }

    /// `<shadow key="NSShadow" blurRadius="2"><size key="offset" …/><color key="color" …/></shadow>`.
    func shadow(_ element: IBElement) throws(InterfaceBuilderError) -> NSShadow {
        let shadow = NSShadow()
        if let blur = try length(element, "blurRadius") { shadow.shadowBlurRadius = max(0, blur) }
        if let offset = element.child("size") {
            guard let width = try length(offset, "width"), let height = try length(offset, "height") else {
                throw error(offset, "a shadow offset needs a width and a height")
            }
            shadow.shadowOffset = CGSize(width: width, height: height)
        }
        if let colorElement = element.child("color") { shadow.shadowColor = try color(colorElement) }
        return shadow
    }
}
