import CoreGraphics
import Foundation
import Testing
@testable import TextLayout

@Suite struct FontSpecTests {
    @Test func dejaVuMetricsMatchTheFontTables() {
        // DejaVu Sans: unitsPerEm 2048, hhea ascender 1901, descender -483, lineGap 0,
        // cap height 1493, x-height 1120.
        let m = FontSpec.system(size: 100).metrics
        #expect(abs(m.ascender - 92.8) < 0.2)
        #expect(abs(m.descender + 23.6) < 0.2)
        #expect(abs(m.lineHeight - 116.4) < 0.4)
        #expect(abs(m.capHeight - 72.9) < 1.0)
        #expect(abs(m.xHeight - 54.7) < 1.0)
    }

    @Test func unknownFamilyFallsBackToTheSystemFamily() {
        let f = FontSpec(family: "No Such Font Family 42", size: 12)
        #expect(f.family == FontSpec.systemFamily)
        #expect(FontSpec(family: "Menlo", size: 12).family == FontSpec.monospacedFamily)
        #expect(FontSpec(family: "dejavu serif", size: 12).family == "DejaVu Serif")
    }

    @Test func badSizesAreClamped() {
        #expect(FontSpec.system(size: .nan).size == 0)
        #expect(FontSpec.system(size: -3).size == 0)
        #expect(FontSpec.system(size: 17, weight: 0.4).pangoWeight == 700)
        #expect(FontSpec.system(size: 17, weight: 0.4).postScriptName == "DejaVuSans-Bold")
    }

    /// A size no text uses (1e20 came from a mutated document) is clamped with a log line
    /// and still measures: the metrics scale with it (DejaVu Sans's ascender is 1901/2048 em).
    @Test func hugeSizesAreClampedAndStillMeasure() {
        let font = FontSpec.system(size: 1e20)
        #expect(font.size == FontSpec.maximumSize)
        #expect(abs(font.metrics.ascender - FontSpec.maximumSize * 1901 / 2048) < FontSpec.maximumSize / 100)
        let layout = TextLayout(text: "W", font: font)
        #expect(layout.size.width > FontSpec.maximumSize / 2 && layout.size.width.isFinite)
        #expect(layout.size.height >= font.metrics.lineHeight * 0.99)
    }
}

@Suite struct TextLayoutTests {
    let font = FontSpec.system(size: 17)

    @Test func singleLineMeasurement() {
        let l = TextLayout(text: "Hello", font: font)
        #expect(l.lineCount == 1)
        #expect(abs(l.size.height - font.metrics.lineHeight) < 0.5)
        #expect(l.size.width > 35 && l.size.width < 50)
        #expect(abs(l.firstBaseline - font.metrics.ascender) < 0.5)
        #expect(!l.isTruncated)
    }

    @Test func monospacedWidthIsLinear() {
        let mono = FontSpec(family: FontSpec.monospacedFamily, size: 10)
        let a = TextLayout(text: "0123456789", font: mono).size.width
        let b = TextLayout(text: "01234567890123456789", font: mono).size.width
        #expect(abs(b - 2 * a) < 0.05)
        #expect(abs(a - 60.2) < 0.3)  // DejaVu Sans Mono advance 1233/2048 em
    }

    @Test func wordWrappingBreaksAtSpaces() {
        let l = TextLayout(text: "one two three four five six", font: font, width: 80)
        #expect(l.lineCount > 1)
        for line in l.lines { #expect(line.frame.width <= 80.5) }
        #expect(abs(l.lastBaseline - l.firstBaseline - CGFloat(l.lineCount - 1) * font.metrics.lineHeight) < 1)
        #expect(l.lines[1].range.lowerBound > 0)
    }

    @Test func lineLimitTruncatesTail() {
        var p = ParagraphSettings()
        p.lineBreakMode = .byTruncatingTail
        let l = TextLayout(text: "one two three four five six seven eight nine", font: font, paragraph: p,
                           width: 80, maximumNumberOfLines: 2)
        #expect(l.lineCount == 2)
        #expect(l.isTruncated)
        #expect(l.totalLineCount == 2)
    }

    @Test func wordWrappingWithLineLimitDropsLines() {
        let l = TextLayout(text: "one two three four five six seven eight nine", font: font, width: 80, maximumNumberOfLines: 2)
        #expect(l.lineCount == 2)
        #expect(l.totalLineCount > 2)
        #expect(l.isTruncated)
    }

    @Test(arguments: [LineBreakModeKind.byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail])
    func singleLineTruncationFitsTheWidth(mode: LineBreakModeKind) {
        var p = ParagraphSettings()
        p.lineBreakMode = mode
        let l = TextLayout(text: "A rather long line of text that will not fit", font: font, paragraph: p,
                           width: 100, maximumNumberOfLines: 1)
        #expect(l.lineCount == 1)
        #expect(l.isTruncated)
        #expect(l.size.width <= 100.5)
    }

    @Test func clippingKeepsOneUnwrappedLine() {
        var p = ParagraphSettings()
        p.lineBreakMode = .byClipping
        let l = TextLayout(text: "A rather long line of text that will not fit", font: font, paragraph: p,
                           width: 100, maximumNumberOfLines: 1)
        #expect(l.lineCount == 1)
        #expect(l.size.width > 100)
    }

    @Test func charWrappingBreaksInsideWords() {
        var p = ParagraphSettings()
        p.lineBreakMode = .byCharWrapping
        let l = TextLayout(text: "abcdefghijklmnopqrstuvwxyz", font: font, paragraph: p, width: 60)
        #expect(l.lineCount >= 3)
    }

    @Test func alignmentPlacesLines() {
        for (alignment, expected) in [(TextAlignmentMode.left, CGFloat(0)), (.center, 0.5), (.right, 1)] {
            var p = ParagraphSettings()
            p.alignment = alignment
            let l = TextLayout(text: "Hi", font: font, paragraph: p, width: 200)
            let x = l.lines[0].frame.minX
            #expect(abs(x - (200 - l.lines[0].frame.width) * expected) < 0.6, "\(alignment)")
        }
    }

    @Test func naturalAlignmentFollowsTheTextDirection() {
        let ltr = TextLayout(text: "Hello", font: font, width: 200)
        let rtl = TextLayout(text: "שלום עולם", font: font, width: 200)
        #expect(ltr.lines[0].frame.minX < 1)
        #expect(rtl.lines[0].frame.maxX > 199)
        #expect(rtl.lines[0].isRightToLeft)
        #expect(TextLayout.isRightToLeft("مرحبا"))
        #expect(!TextLayout.isRightToLeft("123 abc"))
    }

    @Test func mixedScriptsShape() {
        let l = TextLayout(text: "abc שלום 123 مرحبا 日本", font: font)
        #expect(l.lineCount == 1)
        #expect(l.size.width > 100)
    }

    @Test func justifiedFillsAllButTheLastLine() {
        var p = ParagraphSettings()
        p.alignment = .justified
        let l = TextLayout(text: "aa bbb c dddd ee f ggg hh iiii jj k", font: font, paragraph: p, width: 90)
        #expect(l.lineCount > 2)
        #expect(abs(l.lines[0].frame.width - 90) < 1)
    }

    @Test func runsChangeMeasurement() {
        let plain = TextLayout(text: "Hello", font: font)
        var s = TextRunStyle()
        s.kern = 5
        let kerned = TextLayout(text: "Hello", font: font, runs: [TextRun(range: 0..<5, style: s)])
        // Pango spaces between characters: n - 1 gaps (UIKit also kerns after the last one).
        #expect(abs(kerned.size.width - plain.size.width - 20) < 1)
        var big = TextRunStyle()
        big.font = FontSpec.system(size: 34)
        let mixed = TextLayout(text: "Hello", font: font, runs: [TextRun(range: 1..<2, style: big)])
        #expect(mixed.size.height > plain.size.height * 1.5)
        // Out-of-range runs are clamped, never crash.
        _ = TextLayout(text: "Hi", font: font, runs: [TextRun(range: 1..<99, style: big), TextRun(range: -5..<(-1), style: big)])
    }

    @Test func emptyAndEnormousStrings() {
        let empty = TextLayout(text: "", font: font)
        #expect(empty.size.width == 0)
        let big = String(repeating: "word ", count: 20_000)
        let l = TextLayout(text: big, font: font, width: 300)
        #expect(l.lineCount > 100)
        let nul = TextLayout(text: "a\0b", font: font)
        #expect(nul.size.width > 0)
    }

    @Test func utf16Indices() {
        let l = TextLayout(text: "a😀b", font: font)
        #expect(l.lines[0].range == 0..<4)
        #expect(l.characterIndex(at: CGPoint(x: -5, y: 5)) == 0)
        #expect(l.caretRect(at: 99).minX >= l.caretRect(at: 0).minX)
    }

    @Test func drawsPixels() throws {
        let ctx = try #require(CGContext(data: nil, width: 60, height: 30, bitsPerComponent: 8, bytesPerRow: 0,
                                         space: CGColorSpaceCreateDeviceRGB(),
                                         bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue))
        ctx.translateBy(x: 0, y: 30)
        ctx.scaleBy(x: 1, y: -1)
        TextLayout(text: "Hi", font: font).draw(in: ctx, at: CGPoint(x: 2, y: 2), defaultColor: CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        let image = try #require(ctx.makeImage())
        let data = try #require(image.dataProvider?.data) as Data
        let inked = stride(from: 3, to: data.count, by: 4).filter { data[$0] > 0 }.count
        #expect(inked > 30)
    }
}
