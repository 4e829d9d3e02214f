import CoreGraphics
import Foundation
import TextLayout

// UIKit's attribute values seen by modules below UIKit (CATextLayer reads attributed
// strings whose fonts, colors and paragraph styles are UIKit objects).

extension UIFont: TextAttributeFont {
    package var textLayoutFont: FontSpec { spec }
}

extension UIColor: TextAttributeColor {
    package var textLayoutColor: CGColor { resolvedColor(with: UITraitCollection.current).cgColor }
}

extension NSParagraphStyle: TextAttributeParagraph {
    package var textLayoutParagraph: ParagraphSettings { settings }
}
