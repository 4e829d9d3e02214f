import CoreGraphics
import Foundation

/// A stack view's archive: axis, distribution, alignment, spacing, the arrangement flags,
/// and the arranged subviews (references to subviews the view archives anyway) with their
/// custom spacing. The arrangement's own constraints and spacer guides are rebuilt, not archived.
extension UIStackView {
    package func encodeStackView(with coder: NSCoder) {
        coder.encode(axis.rawValue, forKey: "UIStackViewAxis")
        coder.encode(distribution.rawValue, forKey: "UIStackViewDistribution")
        coder.encode(alignment.rawValue, forKey: "UIStackViewAlignment")
        coder.encode(Double(spacing), forKey: "UIStackViewSpacing")
        coder.encode(isBaselineRelativeArrangement, forKey: "UIStackViewBaselineRelative")
        coder.encode(isLayoutMarginsRelativeArrangement, forKey: "UIStackViewLayoutMarginsRelative")
        coder.encode(arrangedSubviews as NSArray, forKey: "UIStackViewArrangedSubviews")
        let custom = arrangedSubviews.map { view -> Double in
            let value = customSpacing(after: view)
            return value == UIStackView.spacingUseDefault ? -.greatestFiniteMagnitude : Double(value)
        }
        if custom.contains(where: { $0 != -.greatestFiniteMagnitude }) { coder.encode(custom as NSArray, forKey: "UIStackViewCustomSpacing") }
    }

    package func decodeStackView(from coder: NSCoder) {
        if let raw = coder.checkedInteger(forKey: "UIStackViewAxis", in: 0...1) { axis = raw == 0 ? .horizontal : .vertical }
        if let value = coder.checkedEnum(Distribution.self, forKey: "UIStackViewDistribution") { distribution = value }
        if let value = coder.checkedEnum(Alignment.self, forKey: "UIStackViewAlignment") { alignment = value }
        if let value = coder.checkedFloat(forKey: "UIStackViewSpacing", in: -1e6...1e6) { spacing = value }
        if let value = coder.checkedBool(forKey: "UIStackViewBaselineRelative") { isBaselineRelativeArrangement = value }
        if let value = coder.checkedBool(forKey: "UIStackViewLayoutMarginsRelative") { isLayoutMarginsRelativeArrangement = value }
        guard let arranged = coder.checkedList(UIView.self, forKey: "UIStackViewArrangedSubviews") else { return }
        for view in arranged {
            guard view.superview === self, !arrangedSubviews.contains(where: { $0 === view }) else {
                coder.failDecoding("UIStackViewArrangedSubviews lists a view that is not a subview, or twice")
                return
            }
            addArrangedSubview(view)
        }
        guard let custom = coder.checkedList(Double.self, forKey: "UIStackViewCustomSpacing") else { return }
        guard custom.count == arranged.count else { coder.failDecoding("UIStackViewCustomSpacing has \(custom.count) entries for \(arranged.count) views"); return }
        for (view, value) in zip(arranged, custom) where value != -.greatestFiniteMagnitude {
            guard value.isFinite, abs(value) <= 1e6 else { coder.failDecoding("UIStackViewCustomSpacing holds \(value)"); return }
            setCustomSpacing(CGFloat(value), after: view)
        }
    }
}
