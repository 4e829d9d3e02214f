import CoreGraphics
import Foundation
import TextLayout

/// Measuring very long multi-line text in pieces: Pango's cost for one layout grows faster
/// than its length (each line re-counts the characters before it), so a 1 MB label is
/// measured as consecutive runs of whole paragraphs, each laid out on its own, stacked with
/// the spacing the single layout would put between them. Same size, linear time.
extension UILabel {
    /// Text longer than this (UTF-16 units) is measured in pieces of about this length.
    package static var longTextPieceLength = 32_768

    /// The size of `string` laid out at `width` with no line or height limit, measured piece
    /// by piece; nil when it is short enough to lay out at once.
    package func longTextSize(_ string: NSAttributedString, width: CGFloat?, override: @escaping (inout ParagraphSettings) -> Void) -> CGSize? {
        let pieceLength = max(1, UILabel.longTextPieceLength)
        guard string.length > pieceLength else { return nil }
        let ns = string.string as NSString
        // The whole text's paragraph settings (those at index 0) apply to every piece.
        var whole = (string.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle)?.settings ?? ParagraphSettings()
        override(&whole)
        let settings = whole
        let between = max(0, settings.paragraphSpacing.isFinite ? settings.paragraphSpacing : 0)
            + max(0, settings.paragraphSpacingBefore.isFinite ? settings.paragraphSpacingBefore : 0)
        let lineGap = max(0, settings.lineSpacing.isFinite ? settings.lineSpacing : 0)
        var size = CGSize.zero
        var start = 0
        while start < string.length {
            let end = UILabel.pieceEnd(in: ns, from: start + pieceLength)
            let piece = string.attributedSubstring(from: NSRange(location: start, length: end.cut - start))
            let layout = TextLayoutBuilder.layout(piece, width: width, defaultFont: font, paragraphOverride: { $0 = settings })
            if start > 0 { size.height += lineGap + between }
            size.height += layout.size.height
            size.width = max(size.width, layout.size.width)
            start = end.next
        }
        return size
    }

    /// Where a piece starting before `from` ends: at the first paragraph break at or after
    /// `from` that follows text (not another break) and that more text follows, so that no
    /// piece ends in a break (Pango would add a trailing empty line in the piece's default
    /// font where the whole layout has a line in the text's font). `next` is where the
    /// following piece starts; without such a break, the piece runs to the end.
    private static func pieceEnd(in text: NSString, from: Int) -> (cut: Int, next: Int) {
        let length = text.length
        func isBreak(_ c: unichar) -> Bool { c == 10 || c == 13 || c == 0x2029 || c == 0x2028 }
        var i = max(1, from)
        while i < length {
            let c = text.character(at: i)
            if c == 10 || c == 13 || c == 0x2029, !isBreak(text.character(at: i - 1)) {
                let next = c == 13 && i + 1 < length && text.character(at: i + 1) == 10 ? i + 2 : i + 1
                if next < length { return (i, next) }
            }
            i += 1
        }
        return (length, length)
    }
}
