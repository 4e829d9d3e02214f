import Foundation
import Testing
import UIKit
import UIKitTesting

@Suite struct UIFontTests {
    @Test func systemFontMetrics() {
        let f = UIFont.systemFont(ofSize: 17)
        #expect(f.familyName == "DejaVu Sans")
        #expect(f.fontName == "DejaVuSans")
        #expect(f.pointSize == 17)
        #expect(abs(f.ascender - 15.78) < 0.1)
        #expect(abs(f.descender + 4.01) < 0.1)
        #expect(abs(f.lineHeight - 19.79) < 0.15)
        #expect(f.capHeight > 11 && f.capHeight < 13)
        #expect(f.xHeight > 8.5 && f.xHeight < 10)
        #expect(UIFont.boldSystemFont(ofSize: 12).fontName == "DejaVuSans-Bold")
        #expect(UIFont.monospacedSystemFont(ofSize: 12, weight: .regular).familyName == "DejaVu Sans Mono")
        #expect(f.withSize(34).pointSize == 34)
        #expect(f == UIFont.systemFont(ofSize: 17))
    }

    @MainActor @Test func textStylesUseUIKitSizes() { // on the main actor: Dynamic Type tests change the category there
        let expected: [(UIFont.TextStyle, CGFloat)] = [(.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20),
            (.headline, 17), (.body, 17), (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption1, 12), (.caption2, 11)]
        for (style, size) in expected { #expect(UIFont.preferredFont(forTextStyle: style).pointSize == size) }
        #expect(UIFont.preferredFont(forTextStyle: .headline).fontDescriptor.symbolicTraits.contains(.traitBold))
    }

    @Test func unknownNamesFallBack() throws {
        let f = try #require(UIFont(name: "Avenir-Heavy", size: 14))
        #expect(f.familyName == "DejaVu Sans")
        #expect(f.fontName == "DejaVuSans-Bold")
        let g = try #require(UIFont(name: "Completely Unknown", size: 14))
        #expect(g.familyName == "DejaVu Sans")
        #expect(UIFont(name: "DejaVuSerif-Italic", size: 10)?.fontName == "DejaVuSerif-Italic")
    }

    @Test func descriptors() {
        let d = UIFont.systemFont(ofSize: 15).fontDescriptor.withSymbolicTraits([.traitBold, .traitItalic])!
        let f = UIFont(descriptor: d, size: 0)
        #expect(f.pointSize == 15)
        #expect(f.fontName == "DejaVuSans-BoldOblique")
        let mono = UIFont(descriptor: UIFontDescriptor().withDesign(.monospaced)!.withSize(11), size: 0)
        #expect(mono.familyName == "DejaVu Sans Mono")
    }
}

@Suite struct NSStringDrawingTests {
    @Test func sizeWithAttributes() {
        let font = UIFont.systemFont(ofSize: 17)
        let s = "Hello".size(withAttributes: [.font: font])
        #expect(abs(s.height - font.lineHeight) < 0.5)
        #expect(s.width > 35 && s.width < 50)
        #expect("".size(withAttributes: nil) == .zero)
    }

    @Test func boundingRectWraps() {
        let font = UIFont.systemFont(ofSize: 17)
        let text = "The quick brown fox jumps over the lazy dog"
        let one = text.boundingRect(with: CGSize(width: 1000, height: 1000), options: .usesLineFragmentOrigin,
                                    attributes: [.font: font], context: nil)
        let wrapped = text.boundingRect(with: CGSize(width: 100, height: 1000), options: .usesLineFragmentOrigin,
                                        attributes: [.font: font], context: nil)
        #expect(abs(one.height - font.lineHeight) < 0.5)
        #expect(wrapped.width <= 100)
        #expect(wrapped.height > 3 * font.lineHeight - 1)
        let baseline = text.boundingRect(with: CGSize(width: 100, height: 100), options: [], attributes: [.font: font], context: nil)
        #expect(baseline.minY < 0)
    }

    @Test func paragraphStyleAndAttributesAreHonored() {
        let p = NSMutableParagraphStyle()
        p.lineSpacing = 10
        let font = UIFont.systemFont(ofSize: 12)
        let plain = NSAttributedString(string: "a\nb", attributes: [.font: font]).size()
        let spaced = NSAttributedString(string: "a\nb", attributes: [.font: font, .paragraphStyle: p]).size()
        #expect(abs(spaced.height - plain.height - 10) < 0.5)
        let styled = NSMutableAttributedString(string: "Hello world", attributes: [.font: font])
        styled.addAttributes([.underlineStyle: NSUnderlineStyle.single.rawValue, .foregroundColor: UIColor.red,
                              .strikethroughStyle: 1, .baselineOffset: 3, .kern: 1.5, .backgroundColor: UIColor.yellow,
                              .link: URL(string: "https://example.com")!], range: NSRange(location: 0, length: 5))
        #expect(styled.size().width > plain.width)
    }

    @Test func drawsIntoTheCurrentContext() {
        let (_, pixels) = render(CGSize(width: 60, height: 24)) { _ in
            "Hi".draw(at: CGPoint(x: 2, y: 2), withAttributes: [.font: UIFont.boldSystemFont(ofSize: 18), .foregroundColor: UIColor.red])
        }
        var red = 0
        for y in 0..<24 { for x in 0..<60 where pixels[x, y].isNear(.red, 40) { red += 1 } }
        #expect(red > 20)
        // Top-left origin: nothing drawn in the bottom rows below the descender.
        #expect(pixels[5, 23].a == 0)
    }
}

@MainActor @Suite struct UILabelTests {
    @Test func defaults() {
        let l = UILabel()
        #expect(l.font == UIFont.systemFont(ofSize: 17))
        #expect(l.textColor == UIColor.label)
        #expect(l.textAlignment == .natural)
        #expect(l.numberOfLines == 1)
        #expect(l.lineBreakMode == .byTruncatingTail)
        #expect(!l.isUserInteractionEnabled)
        #expect(l.text == nil)
        #expect(l.intrinsicContentSize == .zero)
    }

    @Test func intrinsicSizeIsTheTextsSizeRoundedUp() {
        let l = UILabel()
        l.text = "Hello"
        let s = l.intrinsicContentSize
        #expect(s.height == ceil(UIFont.systemFont(ofSize: 17).lineHeight))
        #expect(s.width == ceil("Hello".size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)]).width))
        l.sizeToFit()
        #expect(l.bounds.size == s)
    }

    @Test func multilineWrapsAtPreferredWidth() {
        let l = UILabel()
        l.text = "The quick brown fox jumps over the lazy dog"
        l.numberOfLines = 0
        l.preferredMaxLayoutWidth = 100
        let s = l.intrinsicContentSize
        #expect(s.width <= 100)
        #expect(s.height >= 3 * 19)
        l.numberOfLines = 2
        #expect(abs(l.intrinsicContentSize.height - 2 * 19.79) < 1.1)
    }

    @Test func textRectLimitsLines() {
        let l = UILabel()
        l.text = "one two three four five six seven"
        let one = l.textRect(forBounds: CGRect(x: 5, y: 5, width: 80, height: 200), limitedToNumberOfLines: 1)
        let all = l.textRect(forBounds: CGRect(x: 5, y: 5, width: 80, height: 200), limitedToNumberOfLines: 0)
        #expect(one.origin == CGPoint(x: 5, y: 5))
        #expect(one.width <= 80)
        #expect(all.height > one.height * 2)
    }

    @Test func baselines() {
        let l = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        l.text = "Baseline"
        let font = UIFont.systemFont(ofSize: 17)
        let top = floor((40 - font.lineHeight) / 2)
        #expect(abs(l.firstBaselineOffsetFromTop - (top + font.ascender)) < 0.5)
        #expect(abs(l.lastBaselineOffsetFromBottom - (40 - top - font.ascender)) < 0.5)
    }

    @Test func adjustsFontSizeToFitWidth() {
        let l = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
        l.text = "A long label text"
        l.adjustsFontSizeToFitWidth = true
        l.minimumScaleFactor = 0.3
        let fitted = l.makeLayout(width: 60, lines: 1, height: 30, fitting: true)!
        #expect(!fitted.isTruncated)
        #expect(fitted.size.width <= 60)
        #expect(l.makeLayout(width: 60, lines: 1, height: 30)!.isTruncated)
    }

    @Test func rendersHighlightedAndDisabledColors() {
        let window = makeWindow(CGSize(width: 120, height: 40))
        defer { window.isHidden = true }
        let l = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        l.text = "████"
        l.textColor = .blue
        l.highlightedTextColor = .red
        window.addSubview(l)
        UIApplication.shared.runUntilIdle()
        func count(_ p: Pixel) -> Int {
            let r = PixelReader(window.renderedImage())
            var n = 0
            for y in 0..<40 { for x in 0..<120 where r[x, y].isNear(p, 30) { n += 1 } }
            return n
        }
        #expect(count(.blue) > 100)
        l.isHighlighted = true
        UIApplication.shared.runUntilIdle()
        #expect(count(.red) > 100)
        #expect(count(.blue) == 0)
    }

    @Test func emptyAndHugeText() {
        let l = UILabel()
        l.text = ""
        #expect(l.intrinsicContentSize == .zero)
        l.text = String(repeating: "lorem ipsum ", count: 5000)
        l.numberOfLines = 0
        l.preferredMaxLayoutWidth = 300
        #expect(l.intrinsicContentSize.height > 1000)
        l.attributedText = NSAttributedString(string: "x", attributes: [.font: UIFont.systemFont(ofSize: .infinity)])
        _ = l.intrinsicContentSize
    }
}
