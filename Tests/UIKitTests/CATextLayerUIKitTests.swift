import Foundation
import Testing
import UIKit
import UIKitTesting

/// `CATextLayer` with UIKit's objects: `UIFont` as the font, attributed strings whose fonts,
/// colors and paragraph styles are UIKit objects, shown in a window.
@MainActor @Suite(.serialized) struct CATextLayerUIKitTests {
    func render(_ configure: (CATextLayer) -> Void) -> PixelReader {
        let window = makeWindow(CGSize(width: 200, height: 60))
        defer { window.isHidden = true }
        let layer = CATextLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        layer.foregroundColor = UIColor.black.cgColor
        configure(layer)
        window.layer.addSublayer(layer)
        UIApplication.shared.runUntilIdle()
        return PixelReader(window.renderedImage())
    }

    /// The rightmost column with ink.
    func inkRight(_ r: PixelReader) -> Int {
        (0..<r.width).last { x in (0..<r.height).contains { r[x, $0].r + r[x, $0].g + r[x, $0].b < 500 } } ?? -1
    }

    @Test func aUIFontSetsTheFaceAndFontSizeTheSize() {
        let regular = render { $0.string = "Hello"; $0.font = UIFont.systemFont(ofSize: 99); $0.fontSize = 20 }
        let bold = render { $0.string = "Hello"; $0.font = UIFont.boldSystemFont(ofSize: 5); $0.fontSize = 20 }
        let expected = ("Hello" as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 20)]).width
        #expect(abs(CGFloat(inkRight(regular)) - expected) < 4, "\(inkRight(regular)) vs \(expected)")
        #expect(inkRight(bold) > inkRight(regular) + 3)
    }

    @Test func attributedStringsWithUIKitAttributes() {
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = .right
        let text = NSAttributedString(string: "\u{2588}\u{2588}", attributes: [
            .font: UIFont.systemFont(ofSize: 30), .foregroundColor: UIColor.red, .paragraphStyle: paragraph])
        let r = render { $0.string = text }
        let right = inkRight(r)
        #expect(right >= 195)  // the paragraph style's right alignment
        #expect(r[right - 5, 20].isNear(.red, 3), "\(r[right - 5, 20])")
        // 30 pt glyphs: ink well below 20 pt.
        #expect((0..<60).filter { y in r[right - 5, y].r > 200 && r[right - 5, y].g < 60 }.count > 20)
    }
}
