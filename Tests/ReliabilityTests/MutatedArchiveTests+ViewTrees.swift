import CoreGraphics
import Foundation
@testable import UIKit

extension MutatedArchiveTests {
    /// Real view trees as apps archive them, for the mutations to start from: a card (stack
    /// view of a label, button, image view and switch, a layout guide, archived constraints
    /// with priorities and identifiers, a double-tap recognizer), a table cell and a
    /// collection cell with content and constraints in their content views, a collection view
    /// with a flow layout, a text field with left and right views, an animated image view, and
    /// attributed text (`styledTexts()`).
    /// (Not in the fuzzer's corpus: constraint and recognizer records are dictionaries of
    /// several keys, which `NSKeyedArchiver` writes in per-process hash order.)
    static func seedViewTrees() -> [UIView] {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 220, height: 150))
        card.backgroundColor = UIColor(red: 0.95, green: 0.9, blue: 0.8, alpha: 1)
        card.restorationIdentifier = "card"
        card.accessibilityLabel = "Offer"
        let stack = UIStackView()
        stack.axis = .vertical
        stack.spacing = 6
        stack.translatesAutoresizingMaskIntoConstraints = false
        let label = UILabel()
        label.text = "Two nights in Lisbon"
        label.numberOfLines = 2
        let button = UIButton(type: .system)
        button.setTitle("Book", for: .normal)
        let image = UIImage(cgImage: seedImage(), scale: 2, orientation: .up)
        let imageView = UIImageView(image: image)
        let toggle = UISwitch()
        toggle.isOn = true
        for view in [label, button, imageView, toggle] { stack.addArrangedSubview(view) }
        card.addSubview(stack)
        let guide = UILayoutGuide()
        guide.identifier = "gutter"
        card.addLayoutGuide(guide)
        let constraints = [
            stack.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
            stack.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: guide.leadingAnchor),
            guide.trailingAnchor.constraint(equalTo: card.trailingAnchor),
            guide.widthAnchor.constraint(equalToConstant: 30),
            stack.bottomAnchor.constraint(lessThanOrEqualTo: card.bottomAnchor, constant: -4),
            imageView.widthAnchor.constraint(equalTo: imageView.heightAnchor, multiplier: 2),
        ]
        constraints[5].priority = UILayoutPriority(999)
        for (index, constraint) in constraints.enumerated() {
            constraint.identifier = "card-\(index)"
            constraint.shouldBeArchived = true
        }
        NSLayoutConstraint.activate(constraints)
        let doubleTap = UITapGestureRecognizer(target: nil, action: nil)
        doubleTap.numberOfTapsRequired = 2
        card.addGestureRecognizer(doubleTap)

        let tableCell = UITableViewCell(style: .default, reuseIdentifier: "row")
        let tile = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
        for (cell, content) in [(tableCell as UIView, tableCell.contentView), (tile, tile.contentView)] {
            let title = UILabel()
            title.text = "Title"
            title.translatesAutoresizingMaskIntoConstraints = false
            content.addSubview(title)
            let cellConstraints = [
                title.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
                title.centerYAnchor.constraint(equalTo: content.centerYAnchor),
                title.trailingAnchor.constraint(lessThanOrEqualTo: cell.trailingAnchor, constant: -8),
            ]
            for constraint in cellConstraints { constraint.shouldBeArchived = true }
            NSLayoutConstraint.activate(cellConstraints)
        }

        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 30, height: 40)
        layout.minimumLineSpacing = 3
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)

        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.text = "search"
        field.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        field.leftViewMode = .always
        field.rightView = UIButton(type: .system)
        field.rightViewMode = .whileEditing

        let animated = UIImageView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        animated.animationImages = [image, image]
        animated.animationDuration = 0.5
        animated.animationRepeatCount = 3

        return [card, tableCell, tile, collection, field, animated, styledTexts()]
    }

    /// A label, a text view, a text field (styled placeholder) and a button (styled titles per
    /// state) holding attributed text: neighbouring runs of different fonts and colors, a
    /// paragraph style, kerning, underline, a shadow, a link and a baseline offset.
    private static func styledTexts() -> UIView {
        let paragraph = NSMutableParagraphStyle()
        paragraph.lineSpacing = 3
        paragraph.alignment = .center
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 1, height: 1)
        shadow.shadowColor = UIColor.gray
        let text = NSMutableAttributedString(string: "Red ", attributes: [
            .foregroundColor: UIColor.red, .font: UIFont.boldSystemFont(ofSize: 14), .paragraphStyle: paragraph, .kern: 1.5,
        ])
        text.append(NSAttributedString(string: "blue", attributes: [
            .foregroundColor: UIColor.blue, .font: UIFont.systemFont(ofSize: 11), .underlineStyle: 1, .shadow: shadow,
            .link: URL(string: "https://example.com")!, .baselineOffset: 2.0,
        ]))
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 160))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        label.attributedText = text
        let textView = UITextView(frame: CGRect(x: 0, y: 30, width: 200, height: 50))
        textView.attributedText = text
        let field = UITextField(frame: CGRect(x: 0, y: 80, width: 200, height: 30))
        field.attributedPlaceholder = text
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 110, width: 200, height: 40)
        button.setAttributedTitle(text, for: .normal)
        button.setAttributedTitle(NSAttributedString(string: "On", attributes: [.foregroundColor: UIColor.green]), for: .selected)
        for view in [label, textView, field, button] { root.addSubview(view) }
        return root
    }

    /// A 2x2 image of four colors.
    private static func seedImage() -> CGImage {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: .init(for: UITraitCollection(displayScale: 1)))
        let image = renderer.image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 1, y: 1, width: 1, height: 1))
        }
        return image.cgImage!
    }
}
