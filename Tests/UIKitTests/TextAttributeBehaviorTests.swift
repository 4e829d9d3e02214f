import Foundation
import Testing
import UIKit
import UIKitTesting

/// Paragraph spacing, kerning, links and tightening as UIKit measures and draws them, and
/// the page control's deferred display.
@MainActor @Suite(.serialized) struct TextAttributeBehaviorTests {
    let font = UIFont.systemFont(ofSize: 17)

    func width(_ s: String, kern: CGFloat? = nil) -> CGFloat {
        var attributes: [NSAttributedString.Key: Any] = [.font: font]
        if let kern { attributes[.kern] = kern }
        return (s as NSString).size(withAttributes: attributes).width
    }

    @Test func kernIsAddedBetweenCharactersNotAfterTheLast() {
        #expect(abs(width("AB", kern: 10) - width("AB") - 10) < 0.5, "\(width("AB", kern: 10)) vs \(width("AB"))")
        #expect(abs(width("ABC", kern: 10) - width("ABC") - 20) < 0.5)
        #expect(abs(width("A", kern: 10) - width("A")) < 0.5)
    }

    func height(_ s: String, _ configure: (NSMutableParagraphStyle) -> Void) -> CGFloat {
        let style = NSMutableParagraphStyle()
        configure(style)
        return (s as NSString).boundingRect(with: CGSize(width: 300, height: 1000), options: .usesLineFragmentOrigin,
                                            attributes: [.font: font, .paragraphStyle: style], context: nil).height
    }

    @Test func paragraphSpacingSeparatesParagraphsInMeasuring() {
        let plain = height("One\nTwo") { _ in }
        #expect(abs(height("One\nTwo") { $0.paragraphSpacing = 10 } - plain - 10) < 0.01)
        #expect(abs(height("One\nTwo") { $0.paragraphSpacingBefore = 6 } - plain - 6) < 0.01)
        #expect(abs(height("One\nTwo\nThree") { $0.paragraphSpacing = 10; $0.paragraphSpacingBefore = 6 }
                    - height("One\nTwo\nThree") { _ in } - 32) < 0.01)
        // A single paragraph gets no spacing; wrapped lines of one paragraph neither.
        #expect(height("One") { $0.paragraphSpacing = 10; $0.paragraphSpacingBefore = 6 } == height("One") { _ in })
        let long = String(repeating: "word ", count: 40)
        #expect(height(long) { $0.paragraphSpacing = 10 } == height(long) { _ in })
        let style = NSMutableParagraphStyle()
        style.paragraphSpacingBefore = 4
        #expect(style.paragraphSpacingBefore == 4)
        #expect((style.copy() as! NSParagraphStyle).paragraphSpacingBefore == 4)
    }

    /// The rows (window pixels) that hold ink in a column band.
    func inkRows(_ r: PixelReader, x: Range<Int>) -> [Int] {
        (0..<r.height).filter { y in x.contains { r[$0, y].r < 128 } }
    }

    @Test func paragraphSpacingMovesTheNextParagraphDownInDrawing() {
        let window = makeWindow(CGSize(width: 120, height: 120))
        defer { window.isHidden = true }
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
        label.numberOfLines = 0
        window.addSubview(label)
        func secondLineTop(_ spacing: CGFloat) -> Int? {
            let style = NSMutableParagraphStyle()
            style.paragraphSpacing = spacing
            label.attributedText = NSAttributedString(string: "I\nI", attributes: [.font: font, .paragraphStyle: style])
            UIApplication.shared.runUntilIdle()
            let rows = inkRows(PixelReader(window.renderedImage()), x: 0..<20)
            // The distance from the first line's top to the second's (the first row after a
            // gap in the ink); labels centre their text, so tops alone would move both ways.
            guard let first = rows.first else { return nil }
            return zip(rows, rows.dropFirst()).first { $1 > $0 + 1 }.map { $0.1 - first }
        }
        let without = secondLineTop(0), with = secondLineTop(12)
        #expect(without != nil && with != nil)
        if let without, let with { #expect(with - without == 12) }
    }

    @Test func labelsShowLinksInTheLinkColorUnderlined() {
        let window = makeWindow(CGSize(width: 120, height: 40))
        defer { window.isHidden = true }
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        label.attributedText = NSAttributedString(string: "Link", attributes: [
            .font: font, .foregroundColor: UIColor.red, .link: URL(string: "https://example.com")!])
        window.addSubview(label)
        UIApplication.shared.runUntilIdle()
        let r = PixelReader(window.renderedImage())
        var blue = 0, red = 0
        for y in 0..<40 { for x in 0..<120 {
            let p = r[x, y]
            if p.b > 200 && p.r < 80 { blue += 1 }
            if p.r > 200 && p.b < 80 && p.g < 80 { red += 1 }
        } }
        #expect(blue > 30)
        #expect(red == 0)
        // The underline: a row below the baseline that is blue across the word.
        let rows = (0..<40).filter { y in (2..<30).allSatisfy { r[$0, y].b > 150 && r[$0, y].r < 150 } }
        #expect(!rows.isEmpty)
    }

    @Test func tighteningAvoidsTruncationWhenAllowed() throws {
        let text = "Tightening letters"
        let natural = (text as NSString).size(withAttributes: [.font: font]).width
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: (natural * 0.97).rounded(.down), height: 30))
        label.font = font
        label.text = text
        let plain = try #require(label.makeLayout(width: label.bounds.width, lines: 1, height: 30))
        #expect(plain.isTruncated)
        label.allowsDefaultTighteningForTruncation = true
        let tight = try #require(label.makeLayout(width: label.bounds.width, lines: 1, height: 30))
        #expect(!tight.isTruncated)
        #expect(tight.size.width <= label.bounds.width)
        // Too narrow even when tight: still truncated.
        let narrow = try #require(label.makeLayout(width: natural * 0.6, lines: 1, height: 30))
        #expect(narrow.isTruncated)
        // And the drawing changes: the whole text shows instead of an ellipsis.
        let window = makeWindow(CGSize(width: 200, height: 30))
        defer { window.isHidden = true }
        window.addSubview(label)
        label.allowsDefaultTighteningForTruncation = false
        UIApplication.shared.runUntilIdle()
        let truncated = window.renderedImage().pngData()
        label.allowsDefaultTighteningForTruncation = true
        UIApplication.shared.runUntilIdle()
        #expect(window.renderedImage().pngData() != truncated)
    }

    @Test func pageControlDefersTheCurrentDotUntilUpdated() {
        let window = makeWindow(CGSize(width: 200, height: 40))
        defer { window.isHidden = true }
        let control = UIPageControl(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        control.numberOfPages = 3
        control.defersCurrentPageDisplay = true
        var changes = 0
        control.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        window.addSubview(control)
        UIApplication.shared.runUntilIdle()
        let frames = control.dotFrames()
        func darkestDot(_ r: PixelReader) -> Int {
            let values = frames.map { r[Int($0.midX), Int($0.midY)].r }
            return values.firstIndex(of: values.min()!)!
        }
        #expect(darkestDot(PixelReader(window.renderedImage())) == 0)
        window.tap(at: CGPoint(x: 180, y: 20))
        #expect(control.currentPage == 1)
        #expect(changes == 1)
        UIApplication.shared.runUntilIdle()
        #expect(darkestDot(PixelReader(window.renderedImage())) == 0)  // deferred
        control.updateCurrentPageDisplay()
        UIApplication.shared.runUntilIdle()
        #expect(darkestDot(PixelReader(window.renderedImage())) == 1)
        control.defersCurrentPageDisplay = false
        window.tap(at: CGPoint(x: 180, y: 20))
        UIApplication.shared.runUntilIdle()
        #expect(darkestDot(PixelReader(window.renderedImage())) == 2)
        control.currentPage = 0  // setting the page programmatically always shows it
        UIApplication.shared.runUntilIdle()
        #expect(darkestDot(PixelReader(window.renderedImage())) == 0)
    }
}
