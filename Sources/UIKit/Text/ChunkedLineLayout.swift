import CoreGraphics
import Foundation
import TextLayout

/// A long single line (a text field's) laid out in pieces of a few hundred UTF-16
/// units, cut after spaces, placed side by side on one baseline. An edit lays out again
/// only the pieces it touched (the others are reused, shifted), and hit-testing, carets
/// and drawing look only at the pieces concerned, so a key typed in a 200,000-character
/// field costs about what it costs in a short one. Used for left-to-right text only:
/// bidirectional reordering needs the whole line.
@MainActor
package final class ChunkedLineLayout: EditorTextLayout {
    /// Texts at least this long (UTF-16 units) are laid out in pieces.
    package static let threshold = 4_096
    /// A piece ends after the first space past this length...
    static let preferredLength = 256
    /// ...or at a character boundary at this length when there is no space.
    static let maximumLength = 512
    /// An edited region shorter than this joins the next piece.
    static let minimumLength = 64

    /// One piece: where it starts in the text, its length, its layout, its measures
    /// (read once) and its place.
    struct Chunk {
        var start: Int
        let length: Int
        let layout: TextLayout
        let width: CGFloat
        let height: CGFloat
        let baseline: CGFloat
        var x: CGFloat = 0

        init(start: Int, length: Int, layout: TextLayout) {
            self.start = start
            self.length = length
            self.layout = layout
            width = layout.size.width
            height = layout.size.height
            baseline = layout.lines.first?.baseline ?? 0
        }
    }

    private(set) var chunks: [Chunk]
    package let lines: [TextLine]
    package let size: CGSize
    /// The length of the text laid out.
    let textLength: Int
    /// The common baseline (the deepest piece's), from the top.
    private let baseline: CGFloat

    /// Lays out `text` in pieces, or, with the `previous` layout and the one `edit` made
    /// since, lays out again only the pieces the edit touched.
    package init(text: NSAttributedString, previous: ChunkedLineLayout?, edit: ParagraphStackLayout.Edit?,
                 make: (NSAttributedString) -> TextLayout) {
        let n = text.length
        var chunks: [Chunk] = []
        if let previous, let edit, edit.location + edit.oldLength <= previous.textLength,
           previous.textLength - edit.oldLength + edit.newLength == n, !previous.chunks.isEmpty {
            chunks = ChunkedLineLayout.reuse(previous, edit: edit, text: text, make: make)
        } else {
            chunks = ChunkedLineLayout.cut(text, from: 0, to: n, make: make)
        }
        var x: CGFloat = 0, baseline: CGFloat = 0
        for i in chunks.indices {
            chunks[i].x = x
            x += chunks[i].width
            baseline = max(baseline, chunks[i].baseline)
        }
        var height: CGFloat = 0
        for c in chunks { height = max(height, baseline - c.baseline + c.height) }
        self.chunks = chunks
        self.baseline = baseline
        self.textLength = n
        self.size = CGSize(width: x, height: height)
        if var line = chunks.first?.layout.lines.first {
            line.frame = CGRect(x: 0, y: 0, width: x, height: height)
            line.baseline = baseline
            line.range = 0..<n
            line.isRightToLeft = false
            self.lines = [line]
        } else {
            self.lines = []
        }
    }

    /// The pieces of `previous` before and after the edit, shifted, around the edited
    /// region cut and laid out again.
    private static func reuse(_ previous: ChunkedLineLayout, edit: ParagraphStackLayout.Edit, text: NSAttributedString,
                              make: (NSAttributedString) -> TextLayout) -> [Chunk] {
        let old = previous.chunks
        let first = previous.chunkIndex(containing: edit.location)
        var last = edit.oldLength > 0 ? previous.chunkIndex(containing: edit.location + edit.oldLength - 1) : first
        let delta = edit.newLength - edit.oldLength
        var regionEnd = old[last].start + old[last].length + delta
        let regionStart = old[first].start
        // A region left short joins the next piece, so pieces do not dwindle.
        while regionEnd - regionStart < minimumLength, last + 1 < old.count {
            last += 1
            regionEnd = old[last].start + old[last].length + delta
        }
        var result = Array(old[..<first])
        result += cut(text, from: regionStart, to: regionEnd, make: make)
        for var c in old[(last + 1)...] {
            c.start += delta
            result.append(c)
        }
        return result
    }

    /// Cuts `text[from..<to]` into pieces and lays each out.
    private static func cut(_ text: NSAttributedString, from: Int, to: Int, make: (NSAttributedString) -> TextLayout) -> [Chunk] {
        guard to > from else { return [] }
        let units = Array(text.attributedSubstring(from: NSRange(location: from, length: to - from)).string.utf16)
        var chunks: [Chunk] = []
        var start = 0
        while start < units.count {
            let end = pieceEnd(units, from: start)
            let piece = text.attributedSubstring(from: NSRange(location: from + start, length: end - start))
            chunks.append(Chunk(start: from + start, length: end - start, layout: make(piece)))
            start = end
        }
        return chunks
    }

    /// Where the piece starting at `start` ends: after the first space past the preferred
    /// length, else at the first character boundary past the maximum length, else the end.
    private static func pieceEnd(_ units: [UInt16], from start: Int) -> Int {
        let n = units.count
        if n - start <= maximumLength { return n }
        var i = start + preferredLength
        while i < start + maximumLength {
            if units[i - 1] == 0x20 { return i }
            i += 1
        }
        // No space: the first boundary at or past the maximum that splits no character.
        while i < n, !isBoundary(units, i) { i += 1 }
        return i
    }

    /// Whether a cut before `i` keeps characters whole: not inside a surrogate pair, not
    /// before a combining mark, a joiner or a variation selector.
    private static func isBoundary(_ units: [UInt16], _ i: Int) -> Bool {
        let u = units[i]
        if UTF16.isTrailSurrogate(u) { return false }
        if UTF16.isLeadSurrogate(u) { return true }
        guard let scalar = Unicode.Scalar(u) else { return true }
        if scalar.value == 0x200D || scalar.value == 0x200C || (0xFE00...0xFE0F).contains(scalar.value) { return false }
        if i > 0, units[i - 1] == 0x200D { return false }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return false
        default: return true
        }
    }

    /// The index of the piece holding offset `offset` (the last piece for the end).
    private func chunkIndex(containing offset: Int) -> Int {
        lastIndex(atMost: offset, count: chunks.count) { chunks[$0].start }
    }

    /// The index of the piece under horizontal position `x`.
    private func chunkIndex(atX x: CGFloat) -> Int {
        lastIndex(atMost: x, count: chunks.count) { chunks[$0].x }
    }

    package func characterIndex(at point: CGPoint) -> Int {
        guard !chunks.isEmpty else { return 0 }
        let c = chunks[chunkIndex(atX: point.x)]
        let local = c.layout.characterIndex(at: CGPoint(x: point.x - c.x, y: point.y - (baseline - c.baseline)))
        return c.start + min(c.length, max(0, local))
    }

    package func caretRect(at index: Int) -> CGRect {
        guard !chunks.isEmpty else { return CGRect(x: 0, y: 0, width: 2, height: size.height) }
        let c = chunks[chunkIndex(containing: min(max(0, index), textLength))]
        var r = c.layout.caretRect(at: min(c.length, max(0, index - c.start)))
        r.origin.x += c.x
        r.origin.y += baseline - c.baseline
        return r
    }

    package func drawText(at origin: CGPoint, visible: CGRect, defaultColor: UIColor) {
        guard !chunks.isEmpty else { return }
        var i = chunkIndex(atX: visible.minX)
        while i < chunks.count, chunks[i].x <= visible.maxX {
            let c = chunks[i]
            TextLayoutBuilder.draw(c.layout, at: CGPoint(x: origin.x + c.x, y: origin.y + baseline - c.baseline),
                                   clip: nil, shadow: nil, defaultColor: defaultColor)
            i += 1
        }
    }
}
