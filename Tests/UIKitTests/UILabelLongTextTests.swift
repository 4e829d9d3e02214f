import Foundation
import Testing
import UIKit
import UIKitTesting

/// Long multi-line labels are measured paragraph run by paragraph run (one Pango layout
/// of 1 MB costs more than its length: the 1 MB label took 16 s). The pieces must
/// add up to exactly what one layout of the whole text measures.
@MainActor @Suite(.serialized) struct UILabelLongTextTests {
    /// `body` with pieces of `length` UTF-16 units, then the usual threshold again.
    func withPieces<T>(_ length: Int, _ body: () -> T) -> T {
        let saved = UILabel.longTextPieceLength
        UILabel.longTextPieceLength = length
        defer { UILabel.longTextPieceLength = saved }
        return body()
    }

    func sizes(_ label: UILabel, width: CGFloat) -> (pieces: CGSize, whole: CGSize) {
        let pieces = withPieces(40) { label.sizeThatFits(CGSize(width: width, height: 0)) }
        let whole = withPieces(.max) { label.sizeThatFits(CGSize(width: width, height: 0)) }
        return (pieces, whole)
    }

    @Test func piecesMeasureExactlyAsOneLayout() {
        let words = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta"]
        var text = ""
        for i in 0..<60 {
            text += (0..<(i % 7 + 1) * 3).map { words[($0 + i) % words.count] }.joined(separator: " ")
            text += i % 9 == 4 ? "\n\n" : (i % 11 == 5 ? "\r\n" : "\n")
        }
        text += "the end"
        let label = UILabel()
        label.numberOfLines = 0
        label.text = text
        for width in [120, 333, 10_000] as [CGFloat] {
            let (pieces, whole) = sizes(label, width: width)
            #expect(pieces == whole, "width \(width)")
        }
        // Paragraph and line spacing from the text's own style, and a trailing break.
        let style = NSMutableParagraphStyle()
        style.paragraphSpacing = 7
        style.lineSpacing = 3
        label.attributedText = NSAttributedString(string: text + "\n", attributes: [.paragraphStyle: style, .font: UIFont.systemFont(ofSize: 13)])
        let (pieces, whole) = sizes(label, width: 200)
        #expect(pieces == whole)
        #expect(pieces.height > 0)
    }

    @Test func aMegabyteLabelIsMeasuredByItsParagraphs() {
        let paragraph = String(repeating: "Lorem ipsum dolor sit amet, consectetur adipiscing elit. ", count: 18)
        let label = UILabel()
        label.numberOfLines = 0
        let one = TextLayoutBuilder.layout(NSAttributedString(string: paragraph), width: 375, defaultFont: label.font).size
        let count = 1_000_000 / (paragraph.utf8.count + 1)
        label.text = Array(repeating: paragraph, count: count).joined(separator: "\n")
        let size = label.sizeThatFits(CGSize(width: 375, height: 0))
        // Equal paragraphs stack: the height is the sum of theirs, rounded up once.
        #expect(count > 900)
        #expect(abs(size.height - ceil(one.height * CGFloat(count))) <= 1)
        #expect(size.width == ceil(one.width))
    }
}
