import Foundation
import UIKit

/// A button whose touch area reaches `touchMargin` points beyond its bounds on every side,
/// through `point(inside:with:)` (the seeds' "small button, big target" example).
@MainActor
final class EnlargedTouchButton: UIButton {
    /// How far outside the bounds touches still count.
    var touchMargin: CGFloat = 20

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -touchMargin, dy: -touchMargin).contains(point)
    }
}

/// The seeds' per-state image button: distinct images for normal, highlighted, selected and
/// selected+highlighted; each tap toggles `isSelected`.
@MainActor
enum FourStateButton {
    static func make(frame: CGRect) -> UIButton {
        let button = UIButton(type: .custom)
        button.frame = frame
        let states: [(UIControl.State, UIColor, String)] = [
            (.normal, .systemGray, "N"), (.highlighted, .systemOrange, "H"),
            (.selected, .systemGreen, "S"), ([.selected, .highlighted], .systemTeal, "SH"),
        ]
        for (state, color, text) in states {
            button.setImage(image(color, text, size: frame.size), for: state)
        }
        button.addAction(UIAction { action in
            (action.sender as? UIButton)?.isSelected.toggle()
        }, for: .touchUpInside)
        return button
    }

    /// A rounded square of `color` with `text` in the middle.
    static func image(_ color: UIColor, _ text: String, size: CGSize) -> UIImage {
        UIGraphicsImageRenderer(size: size).image { _ in
            color.setFill()
            UIBezierPath(roundedRect: CGRect(origin: .zero, size: size), cornerRadius: 12).fill()
            let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 28), .foregroundColor: UIColor.white]
            let textSize = (text as NSString).size(withAttributes: attributes)
            (text as NSString).draw(at: CGPoint(x: (size.width - textSize.width) / 2, y: (size.height - textSize.height) / 2),
                                    withAttributes: attributes)
        }
    }
}

/// The seeds' tappable image: an image view with user interaction on and a tap recognizer
/// that reports each tap and flips the image between two colors.
@MainActor
final class TappableImage: NSObject {
    let view: UIImageView
    private let images: [UIImage]
    private var index = 0
    var onTap: ((Int) -> Void)?

    init(frame: CGRect) {
        images = [FourStateButton.image(.systemPink, "tap", size: frame.size), FourStateButton.image(.systemPurple, "tap", size: frame.size)]
        view = UIImageView(frame: frame)
        super.init()
        view.image = images[0]
        view.isUserInteractionEnabled = true
        let tap = UITapGestureRecognizer()
        tap.addTarget(self, action: TappableImage.tapped)
        view.addGestureRecognizer(tap)
    }

    func tapped(_ recognizer: UITapGestureRecognizer) {
        index = 1 - index
        view.image = images[index]
        onTap?(index)
    }
}
