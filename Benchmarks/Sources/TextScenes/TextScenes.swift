import Foundation
import UIKit
import UIKitTesting

/// The text benchmark scenes of issue 6.
///
/// `LabelScene`: a shown 1000x1000 window of 1,000 `UILabel`s (20 columns × 50 rows of
/// 50x20-point cells, system font 12, texts of varied length, some truncating), placed
/// either by frames or by Auto Layout (leading/top constraints, intrinsic sizes).
/// `MeasureScene`: 10,000 distinct strings measured with `NSString.size(withAttributes:)`,
/// `boundingRect(with:options:attributes:context:)` (wrapped to 120 points) and
/// `UILabel.sizeThatFits(_:)`.
@MainActor
public final class LabelScene {
    public let window: UIWindow
    public private(set) var labels: [UILabel] = []
    private var generation = 0

    /// Builds the window and its labels, shows it and runs one turn (layout, display, render).
    public init(count: Int = 1_000, autoLayout: Bool) {
        UIScreen.main.configureHeadless(bounds: CGRect(x: 0, y: 0, width: 1000, height: 1000), scale: 1)
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        window.backgroundColor = .white
        for i in 0..<count {
            let label = UILabel()
            label.font = .systemFont(ofSize: 12)
            label.text = LabelScene.text(i, generation: 0)
            let x = CGFloat(i % 20) * 50, y = CGFloat(i / 20) * 20
            if autoLayout {
                label.translatesAutoresizingMaskIntoConstraints = false
                window.addSubview(label)
                NSLayoutConstraint.activate([
                    label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: x),
                    label.topAnchor.constraint(equalTo: window.topAnchor, constant: y),
                    label.widthAnchor.constraint(lessThanOrEqualToConstant: 48),
                ])
            } else {
                label.frame = CGRect(x: x, y: y, width: 48, height: 20)
                window.addSubview(label)
            }
            labels.append(label)
        }
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
    }

    /// A label text: one to ten characters, varying with the index and generation.
    public static func text(_ i: Int, generation: Int) -> String {
        let words = ["a", "Go", "Text", "Label", "Measure", "Wrapping", "Truncated", "1,234", "Ålesund", "Überall"]
        return words[(i + generation) % words.count] + (i % 7 == 0 ? " \(i)" : "")
    }

    /// Changes every label's text and runs a turn: intrinsic sizes (Auto Layout), layout,
    /// redisplay of 1,000 labels and a render.
    public func relabelTurn() {
        generation += 1
        for (i, label) in labels.enumerated() { label.text = LabelScene.text(i, generation: generation) }
        UIApplication.shared.runUntilIdle()
    }

    /// Removes the window from the screen.
    public func tearDown() { window.isHidden = true }
}

/// 10,000 distinct strings and the attributes they are measured with.
public enum MeasureScene {
    /// The strings (short labels to two-line sentences, a few non-Latin).
    public static let strings: [String] = (0..<10_000).map { i in
        let base = ["OK", "Cancel", "Settings", "Hello, world", "The quick brown fox jumps over the lazy dog",
                    "Ünïcödé", "שלום עולם", "Numbers 0123456789", "A somewhat longer sentence that wraps onto two lines", "…"]
        return base[i % base.count] + " \(i)"
    }
    /// System font 15.
    nonisolated(unsafe) public static let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 15)]

    /// Sum of widths of `size(withAttributes:)` over all strings.
    public static func measureSizes() -> CGFloat {
        var total: CGFloat = 0
        for s in strings { total += (s as NSString).size(withAttributes: attributes).width }
        return total
    }

    /// Sum of heights of `boundingRect` wrapped to 120 points.
    public static func measureBoundingRects() -> CGFloat {
        var total: CGFloat = 0
        for s in strings {
            total += (s as NSString).boundingRect(with: CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude),
                                                  options: .usesLineFragmentOrigin, attributes: attributes, context: nil).height
        }
        return total
    }

    /// Sum of heights of `UILabel.sizeThatFits` (two lines max, 120 points wide).
    @MainActor public static func measureLabels(_ label: UILabel) -> CGFloat {
        var total: CGFloat = 0
        for s in strings {
            label.text = s
            total += label.sizeThatFits(CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude)).height
        }
        return total
    }

    /// A label set up for `measureLabels`.
    @MainActor public static func makeLabel() -> UILabel {
        let label = UILabel()
        label.font = .systemFont(ofSize: 15)
        label.numberOfLines = 2
        return label
    }
}
