import Foundation
import QuartzCore
import UIKit

/// The catalog's text screen: labels in several fonts, the three alignments, the line
/// break modes, an attributed string with every common attribute, and a `CATextLayer`.
@MainActor
enum TextScreen {
    static func build(_ container: UIView) {
        container.backgroundColor = .white
        var y: CGFloat = 12
        let fonts: [(String, UIFont)] = [
            ("System 17", .systemFont(ofSize: 17)),
            ("Bold 17", .boldSystemFont(ofSize: 17)),
            ("Italic 17", .italicSystemFont(ofSize: 17)),
            ("Monospaced 15", .monospacedSystemFont(ofSize: 15, weight: .regular)),
            ("Serif 17", UIFont(name: "DejaVu Serif", size: 17) ?? .systemFont(ofSize: 17)),
            ("Title 1", .preferredFont(forTextStyle: .title1)),
        ]
        for (name, font) in fonts {
            let label = UILabel(frame: CGRect(x: 16, y: y, width: 200, height: font.lineHeight + 4))
            label.text = name
            label.font = font
            container.addSubview(label)
            y += font.lineHeight + 8
        }

        y += 6
        for (alignment, name) in [(NSTextAlignment.left, "Left"), (.center, "Center"), (.right, "Right")] {
            let label = UILabel(frame: CGRect(x: 16, y: y, width: 200, height: 24))
            label.backgroundColor = UIColor(white: 0.93, alpha: 1)
            label.textAlignment = alignment
            label.text = "\(name) aligned"
            container.addSubview(label)
            y += 28
        }

        var x: CGFloat = 240
        y = 12
        let long = "The quick brown fox jumps over the lazy dog"
        let modes: [(NSLineBreakMode, String, Int)] = [(.byTruncatingTail, "tail", 1), (.byTruncatingMiddle, "middle", 1),
                                                       (.byTruncatingHead, "head", 1), (.byClipping, "clip", 1),
                                                       (.byWordWrapping, "word wrap, 2 lines", 2), (.byCharWrapping, "char wrap, 2 lines", 2)]
        for (mode, name, lines) in modes {
            let caption = UILabel(frame: CGRect(x: x, y: y, width: 170, height: 14))
            caption.font = .systemFont(ofSize: 11)
            caption.textColor = .secondaryLabel
            caption.text = name
            container.addSubview(caption)
            let label = UILabel(frame: CGRect(x: x, y: y + 14, width: 170, height: CGFloat(lines) * 20 + 2))
            label.backgroundColor = UIColor(white: 0.93, alpha: 1)
            label.font = .systemFont(ofSize: 15)
            label.lineBreakMode = mode
            label.numberOfLines = lines
            label.text = long
            container.addSubview(label)
            y += CGFloat(lines) * 20 + 22
        }
        let tight = UILabel(frame: CGRect(x: x, y: y, width: 170, height: 20))
        tight.font = .systemFont(ofSize: 15)
        tight.allowsDefaultTighteningForTruncation = true
        tight.text = "Tightened, not truncated"
        container.addSubview(tight)

        x = 430
        y = 12
        let attributed = NSMutableAttributedString(string: "")
        func add(_ text: String, _ attributes: [NSAttributedString.Key: Any]) {
            attributed.append(NSAttributedString(string: text, attributes: [.font: UIFont.systemFont(ofSize: 16)].merging(attributes) { $1 }))
        }
        add("Red ", [.foregroundColor: UIColor.systemRed])
        add("bold ", [.font: UIFont.boldSystemFont(ofSize: 16)])
        add("underlined ", [.underlineStyle: NSUnderlineStyle.single.rawValue])
        add("struck ", [.strikethroughStyle: NSUnderlineStyle.single.rawValue])
        add("highlighted ", [.backgroundColor: UIColor.systemYellow])
        add("spaced ", [.kern: 4])
        add("raised", [.baselineOffset: 6, .font: UIFont.systemFont(ofSize: 11)])
        add(" and a ", [:])
        add("link", [.link: URL(string: "https://example.com")!])
        add(".\nA second paragraph, 10 pt below.", [:])
        let paragraph = NSMutableParagraphStyle()
        paragraph.paragraphSpacing = 10
        attributed.addAttribute(NSAttributedString.Key.paragraphStyle, value: paragraph, range: NSRange(location: 0, length: attributed.length))
        let rich = UILabel(frame: CGRect(x: x, y: y, width: 195, height: 170))
        rich.numberOfLines = 0
        rich.attributedText = attributed
        rich.backgroundColor = UIColor(white: 0.97, alpha: 1)
        container.addSubview(rich)

        let host = UIView(frame: CGRect(x: x, y: 200, width: 195, height: 120))
        host.backgroundColor = .systemIndigo
        host.layer.cornerRadius = 10
        let textLayer = CATextLayer()
        textLayer.frame = host.bounds.insetBy(dx: 10, dy: 10)
        textLayer.string = "A CATextLayer: wrapped, centered, truncated at the end when it runs out of room"
        textLayer.fontSize = 17
        textLayer.isWrapped = true
        textLayer.alignmentMode = .center
        textLayer.truncationMode = .end
        textLayer.contentsScale = 2
        host.layer.addSublayer(textLayer)
        container.addSubview(host)

        let rtl = UILabel(frame: CGRect(x: x, y: 336, width: 195, height: 24))
        rtl.text = "שלום עולם"
        rtl.backgroundColor = UIColor(white: 0.93, alpha: 1)
        container.addSubview(rtl)
    }
}
