import Foundation
import Testing
import UIKit
import UIKitTesting

/// A multi-line label with no `preferredMaxLayoutWidth` wraps at the width Auto Layout
/// gives it, in layout and in `systemLayoutSizeFitting` (how self-sizing cells measure),
/// as UIKit's second layout pass does.
@MainActor @Suite struct UILabelWrappingLayoutTests {
    let text = "A longer note: in a narrow column it wraps onto several lines, and its container grows to fit them."

    func makeContainer() -> (UIView, UILabel) {
        let container = UIView()
        let label = UILabel()
        label.numberOfLines = 0
        label.text = text
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
            label.topAnchor.constraint(equalTo: container.topAnchor, constant: 5),
            label.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -5),
        ])
        return (container, label)
    }

    /// The height the text needs at `width` (the label's own measure).
    func wrappedHeight(_ width: CGFloat) -> CGFloat {
        let probe = UILabel()
        probe.numberOfLines = 0
        probe.text = text
        return probe.sizeThatFits(CGSize(width: width, height: 0)).height
    }

    @Test func fittingMeasuresTheLabelAtItsSolvedWidth() {
        let (container, _) = makeContainer()
        let size = container.systemLayoutSizeFitting(CGSize(width: 200, height: 0),
                                                     withHorizontalFittingPriority: .required,
                                                     verticalFittingPriority: .fittingSizeLevel)
        #expect(size.width == 200)
        #expect(wrappedHeight(180) > wrappedHeight(10_000) * 2)   // several lines at 180
        #expect(size.height == wrappedHeight(180) + 10)
    }

    @Test func layoutWrapsTheLabelAtItsWidth() {
        let window = makeWindow(CGSize(width: 200, height: 400))
        defer { window.isHidden = true }
        let (container, label) = makeContainer()
        container.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(container)
        NSLayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            container.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            container.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        UIApplication.shared.runUntilIdle()
        #expect(label.frame.width == 180)
        #expect(label.frame.height == wrappedHeight(180))
        #expect(container.frame.height == wrappedHeight(180) + 10)
    }
}
