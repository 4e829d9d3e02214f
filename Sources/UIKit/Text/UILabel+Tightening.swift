import CoreGraphics
import Foundation
import TextLayout

extension UILabel {
    /// The most a character's advance narrows when tightening, as a fraction of the font size.
    package static let maximumTighteningFactor: CGFloat = 0.05

    /// The layout with letter spacing tightened just enough for the text to fit (in
    /// quarter steps up to `maximumTighteningFactor` of the font size); when even the
    /// tightest spacing is not enough, the tightest layout (still truncated). Nil when
    /// there is nothing to tighten.
    package func tightenedLayout(_ s: NSAttributedString, width: CGFloat?, lines: Int, height: CGFloat?,
                                 override: @escaping (inout ParagraphSettings) -> Void) -> TextLayout? {
        let maximum = font.pointSize * UILabel.maximumTighteningFactor
        guard maximum > 0, maximum.isFinite else { return nil }
        var last: TextLayout?
        for step in 1...4 {
            let layout = TextLayoutBuilder.layout(s, width: width, lines: lines, maximumHeight: height, defaultFont: font,
                                                  paragraphOverride: override, tightening: maximum * CGFloat(step) / 4)
            if !layout.isTruncated { return layout }
            last = layout
        }
        return last
    }
}
