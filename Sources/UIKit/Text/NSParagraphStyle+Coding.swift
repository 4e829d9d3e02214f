import CoreGraphics
import Foundation
import TextLayout

/// The archives of the paragraph style and shadow attributes of attributed text (both
/// `NSSecureCoding` in UIKit). Decoding checks every value: an unknown enumeration case, a
/// non-finite length or one beyond ±100,000 points fails the decoding with a log line
/// (`failDecoding`), so a damaged archive never reaches text layout with nonsense in it.
extension NSParagraphStyle {
    /// The largest length (points) a decoded paragraph or shadow setting may have.
    static let maximumArchivedLength = 100_000.0

    /// The lengths of a style: archive key, setting, and the values allowed.
    private static var archivedLengths: [(String, WritableKeyPath<ParagraphSettings, CGFloat>, ClosedRange<Double>)] {
        let any = -maximumArchivedLength...maximumArchivedLength, positive = 0...maximumArchivedLength
        return [
            ("NSLineSpacing", \.lineSpacing, positive), ("NSParagraphSpacing", \.paragraphSpacing, any),
            ("NSParagraphSpacingBefore", \.paragraphSpacingBefore, any), ("NSFirstLineHeadIndent", \.firstLineHeadIndent, any),
            ("NSHeadIndent", \.headIndent, any), ("NSTailIndent", \.tailIndent, any),
            ("NSLineHeightMultiple", \.lineHeightMultiple, 0...1_000), ("NSMinLineHeight", \.minimumLineHeight, positive),
            ("NSMaxLineHeight", \.maximumLineHeight, positive),
        ]
    }

    /// Writes the alignment, line break mode, writing direction and every length.
    func encodeParagraphStyle(with coder: NSCoder) {
        coder.encode(alignment.rawValue, forKey: "NSAlignment")
        coder.encode(lineBreakMode.rawValue, forKey: "NSLineBreakMode")
        coder.encode(baseWritingDirection.rawValue, forKey: "NSWritingDirection")
        for (key, setting, _) in NSParagraphStyle.archivedLengths { coder.encode(Double(settings[keyPath: setting]), forKey: key) }
    }

    /// The settings `encodeParagraphStyle(with:)` wrote (absent keys keep their defaults);
    /// nil when a value is rejected (the coder has failed).
    static func decodeSettings(from coder: NSCoder) -> ParagraphSettings? {
        var settings = ParagraphSettings()
        if let alignment = coder.checkedEnum(NSTextAlignment.self, forKey: "NSAlignment") { settings.alignment = alignment.layoutMode }
        if let mode = coder.checkedEnum(NSLineBreakMode.self, forKey: "NSLineBreakMode") {
            settings.lineBreakMode = LineBreakModeKind(rawValue: mode.rawValue) ?? .byWordWrapping
        }
        if let direction = coder.checkedEnum(NSWritingDirection.self, forKey: "NSWritingDirection") {
            settings.baseWritingDirection = WritingDirectionKind(rawValue: direction.rawValue) ?? .natural
        }
        for (key, setting, range) in archivedLengths {
            if let value = coder.checkedFloat(forKey: key, in: range) { settings[keyPath: setting] = value }
        }
        return coder.hasFailedDecoding ? nil : settings
    }
}

extension NSShadow {
    /// Writes UIKit's keys: `NSShadowHoriz`, `NSShadowVert`, `NSShadowBlurRadius`, `NSShadowColor`.
    func encodeShadow(with coder: NSCoder) {
        coder.encode(Double(shadowOffset.width), forKey: "NSShadowHoriz")
        coder.encode(Double(shadowOffset.height), forKey: "NSShadowVert")
        coder.encode(Double(shadowBlurRadius), forKey: "NSShadowBlurRadius")
        if let color = shadowColor as? UIColor {
            coder.encode(color, forKey: "NSShadowColor")
        } else if let shadowColor {
            uiLog("NSShadow.encode(with:): a shadow color of type \(type(of: shadowColor)) is not archived (only UIColor)")
        }
    }

    /// Restores what `encodeShadow(with:)` wrote; false when a value is rejected (the coder has failed).
    func decodeShadow(from coder: NSCoder) -> Bool {
        let limit = NSParagraphStyle.maximumArchivedLength
        if let width = coder.checkedFloat(forKey: "NSShadowHoriz", in: -limit...limit) { shadowOffset.width = width }
        if let height = coder.checkedFloat(forKey: "NSShadowVert", in: -limit...limit) { shadowOffset.height = height }
        if let blur = coder.checkedFloat(forKey: "NSShadowBlurRadius", in: 0...limit) { shadowBlurRadius = blur }
        if let color = coder.checkedObject(UIColor.self, forKey: "NSShadowColor") { shadowColor = color }
        return !coder.hasFailedDecoding
    }
}
