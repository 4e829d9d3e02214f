import CoreGraphics
import Foundation

/// A segmented control's archive: each segment's title or image, width and enabled flag
/// (parallel lists under `UISegmentTitles`, … with images under `UISegmentImage-N`), the
/// selection, momentary mode and selected tint. Segment actions and title attributes are
/// not archived.
extension UISegmentedControl {
    package func encodeSegmentedControl(with coder: NSCoder) {
        coder.encode(segments.map { $0.title ?? "" } as NSArray, forKey: "UISegmentTitles")
        coder.encode(segments.map { $0.title != nil } as NSArray, forKey: "UISegmentHasTitle")
        coder.encode(segments.map { Double($0.width) } as NSArray, forKey: "UISegmentWidths")
        coder.encode(segments.map(\.isEnabled) as NSArray, forKey: "UISegmentEnabled")
        for (index, segment) in segments.enumerated() {
            if let image = segment.image { coder.encode(image, forKey: "UISegmentImage-\(index)") }
        }
        coder.encode(selectedSegmentIndex, forKey: "UISelectedSegmentIndex")
        coder.encode(isMomentary, forKey: "UIMomentary")
        coder.encode(apportionsSegmentWidthsByContent, forKey: "UIApportionsSegmentWidthsByContent")
        if let selectedSegmentTintColor { coder.encode(selectedSegmentTintColor, forKey: "UISelectedSegmentTintColor") }
    }

    package func decodeSegmentedControl(from coder: NSCoder) {
        if let titles = coder.checkedList(String.self, forKey: "UISegmentTitles") {
            guard titles.count <= 1000,
                  let hasTitle = coder.checkedList(Bool.self, forKey: "UISegmentHasTitle"), hasTitle.count == titles.count,
                  let widths = coder.checkedList(Double.self, forKey: "UISegmentWidths"), widths.count == titles.count,
                  let enabled = coder.checkedList(Bool.self, forKey: "UISegmentEnabled"), enabled.count == titles.count else {
                coder.failDecoding("the segment lists are missing, longer than 1000 or of different lengths")
                return
            }
            removeAllSegments()
            for index in titles.indices {
                guard widths[index].isFinite, (0...1e6).contains(widths[index]) else { coder.failDecoding("UISegmentWidths[\(index)] is \(widths[index])"); return }
                if let image = coder.checkedObject(UIImage.self, forKey: "UISegmentImage-\(index)"), !hasTitle[index] {
                    insertSegment(with: image, at: index, animated: false)
                } else {
                    insertSegment(withTitle: hasTitle[index] ? titles[index] : nil, at: index, animated: false)
                    if let image = coder.checkedObject(UIImage.self, forKey: "UISegmentImage-\(index)") { setImage(image, forSegmentAt: index) }
                }
                setWidth(CGFloat(widths[index]), forSegmentAt: index)
                setEnabled(enabled[index], forSegmentAt: index)
            }
        }
        if let momentary = coder.checkedBool(forKey: "UIMomentary") { isMomentary = momentary }
        if let index = coder.checkedInteger(forKey: "UISelectedSegmentIndex", in: -1...max(-1, numberOfSegments - 1)) { selectedSegmentIndex = index }
        if let apportions = coder.checkedBool(forKey: "UIApportionsSegmentWidthsByContent") { apportionsSegmentWidthsByContent = apportions }
        if let color = coder.checkedObject(UIColor.self, forKey: "UISelectedSegmentTintColor") { selectedSegmentTintColor = color }
    }
}
