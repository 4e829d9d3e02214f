import CoreGraphics
import Foundation
import TextLayout

/// Laid-out text as the editing behaviour sees it: lines, size, hit-testing and carets in
/// UTF-16 offsets of the whole text, and drawing.
@MainActor
package protocol EditorTextLayout: AnyObject {
    /// The lines, top to bottom, with ranges in the whole text.
    var lines: [TextLine] { get }
    /// The size of the laid-out text.
    var size: CGSize { get }
    /// The offset nearest to `point` (layout coordinates).
    func characterIndex(at point: CGPoint) -> Int
    /// The caret before `index` (layout coordinates).
    func caretRect(at index: Int) -> CGRect
    /// Draws the lines meeting `visible` (layout coordinates) with the top-left at `origin`.
    func drawText(at origin: CGPoint, visible: CGRect, defaultColor: UIColor)
}

/// The last index in `0..<count` whose `key` is at most `value`, or 0 when none is; `key`
/// ascends with the index (a binary search: pieces by start offset or by position).
func lastIndex<T: Comparable>(atMost value: T, count: Int, key: (Int) -> T) -> Int {
    var lo = 0, hi = count - 1
    while lo < hi {
        let mid = (lo + hi + 1) / 2
        if key(mid) <= value { lo = mid } else { hi = mid - 1 }
    }
    return max(0, lo)
}

extension TextLayout: EditorTextLayout {
    package func drawText(at origin: CGPoint, visible: CGRect, defaultColor: UIColor) {
        TextLayoutBuilder.draw(self, at: origin, clip: nil, shadow: nil, defaultColor: defaultColor)
    }
}

/// A text laid out one paragraph (hard line) at a time, so an edit re-lays out only the
/// paragraphs it touched (the others are reused) and drawing skips paragraphs outside the
/// visible rectangle.
@MainActor
package final class ParagraphStackLayout: EditorTextLayout {
    /// One paragraph: where it starts in the text, its length without the newline, its
    /// layout and its top.
    package struct Paragraph {
        let start: Int
        let length: Int
        let isEmpty: Bool
        let layout: TextLayout
        let y: CGFloat
    }

    package let paragraphs: [Paragraph]
    package let lines: [TextLine]
    package let size: CGSize

    /// One edit of the text since `previous` was laid out: `oldLength` units at `location`
    /// became `newLength` units.
    package struct Edit {
        package let location: Int, oldLength: Int, newLength: Int
        package init(location: Int, oldLength: Int, newLength: Int) {
            self.location = location
            self.oldLength = oldLength
            self.newLength = newLength
        }
    }

    /// Lays out `text` paragraph by paragraph. With the `previous` layout and the one
    /// `edit` made since, paragraphs wholly before or after the edit are reused (shifted),
    /// so only the paragraphs the edit touched are laid out again.
    package init(text: NSAttributedString, previous: ParagraphStackLayout?, edit: Edit?, make: (NSAttributedString) -> TextLayout) {
        let units = Array(text.string.utf16)
        let n = units.count
        var reusable: [Int: Paragraph] = [:]
        if let previous, edit != nil { for p in previous.paragraphs { reusable[p.start] = p } }
        var paragraphs: [Paragraph] = []
        var lines: [TextLine] = []
        var start = 0, y: CGFloat = 0, width: CGFloat = 0
        while true {
            var end = start
            while end < n, units[end] != 10 { end += 1 }
            let isLast = end == n
            var layout: TextLayout?
            var isEmpty = end == start
            if let edit {
                // Before the edit (its newline too), or after the new text: same paragraph as before.
                var oldStart: Int?
                if end < edit.location { oldStart = start }
                else if start > edit.location + edit.newLength { oldStart = start - edit.newLength + edit.oldLength }
                if let o = oldStart, let old = reusable[o], old.length == end - start,
                   (old.start + old.length < (previous?.textLength ?? 0)) == !isLast {
                    layout = old.layout
                    isEmpty = old.isEmpty
                }
            }
            if layout == nil {
                var piece = text.attributedSubstring(from: NSRange(location: start, length: end - start))
                if isEmpty {
                    // An empty paragraph still takes a line: measure a space in the attributes there.
                    let attrs = n > 0 ? text.attributes(at: min(max(0, start - 1), n - 1), effectiveRange: nil) : [:]
                    piece = NSAttributedString(string: " ", attributes: attrs)
                }
                layout = make(piece)
            }
            let laid = layout!
            for var line in laid.lines {
                let lo = start + line.range.lowerBound, hi = start + line.range.upperBound
                line.range = isEmpty ? start..<(isLast ? start : start + 1) : lo..<(hi == end && !isLast ? hi + 1 : hi)
                if isEmpty { line.frame.size.width = 0 }
                line.frame.origin.y += y
                line.baseline += y
                lines.append(line)
            }
            paragraphs.append(Paragraph(start: start, length: end - start, isEmpty: isEmpty, layout: laid, y: y))
            y += laid.lines.last?.frame.maxY ?? laid.size.height
            width = max(width, isEmpty ? 0 : laid.size.width)
            if isLast { break }
            start = end + 1
        }
        self.paragraphs = paragraphs
        self.lines = lines
        self.size = CGSize(width: width, height: y)
        self.textLength = n
    }

    /// The length of the text laid out.
    package let textLength: Int

    private func paragraph(containing offset: Int) -> Paragraph {
        paragraphs[lastIndex(atMost: offset, count: paragraphs.count) { paragraphs[$0].start }]
    }

    package func characterIndex(at point: CGPoint) -> Int {
        let p = paragraphs.last(where: { $0.y <= point.y }) ?? paragraphs[0]
        if p.isEmpty { return p.start }
        return p.start + min(p.length, p.layout.characterIndex(at: CGPoint(x: point.x, y: point.y - p.y)))
    }

    package func caretRect(at index: Int) -> CGRect {
        let p = paragraph(containing: index)
        var r = p.layout.caretRect(at: p.isEmpty ? 0 : min(p.length, index - p.start))
        r.origin.y += p.y
        return r
    }

    package func drawText(at origin: CGPoint, visible: CGRect, defaultColor: UIColor) {
        for p in paragraphs where !p.isEmpty {
            let top = p.y, bottom = p.y + p.layout.size.height
            guard bottom >= visible.minY - 1, top <= visible.maxY + 1 else { continue }
            TextLayoutBuilder.draw(p.layout, at: CGPoint(x: origin.x, y: origin.y + p.y), clip: nil, shadow: nil, defaultColor: defaultColor)
        }
    }
}
