import Foundation
import UIKit

/// `openuikit inspect`: the view tree with frames after layout, then the Auto Layout
/// problems in UIKit's and Interface Builder's wording.
extension LoadedScene {
    /// The whole report.
    func inspection() -> String {
        var text = "\(options.file): \(Int(window.bounds.width))x\(Int(window.bounds.height)) points\n"
        describe(root, depth: 0, into: &text)
        let problems = layoutProblems()
        text += problems.isEmpty ? "No Auto Layout problems.\n" : problems.joined(separator: "\n") + "\n"
        return text
    }

    /// One line per view, indented as `recursiveDescription` indents: class, document id
    /// and label, frame after layout.
    func describe(_ view: UIView, depth: Int, into text: inout String) {
        if view is PlaceholderOverlay { return }
        text += String(repeating: "   | ", count: depth) + summary(view) + "\n"
        // UIKit's own parts (a button's label, a table's cells) are left out: only what the
        // document made is listed.
        for subview in view.subviews where elements[ObjectIdentifier(subview)] != nil {
            describe(subview, depth: depth + 1, into: &text)
        }
    }

    /// `<UILabel: frame = (20 20; 350 24); id = Hdr-lb-001; text = 'Items'>`
    func summary(_ view: UIView) -> String {
        var parts = ["frame = \(Self.format(view.frame))"]
        if let element = elements[ObjectIdentifier(view)] {
            if let id = element["id"] { parts.append("id = \(id)") }
            if let label = element["userLabel"] { parts.append("userLabel = '\(label)'") }
        }
        if let placeholder = placeholders.first(where: { $0.view === view }) { parts.append("placeholder for \(placeholder.className)") }
        if let text = Self.text(of: view) { parts.append("text = '\(text)'") }
        if view.isHidden { parts.append("hidden = YES") }
        return "<\(String(describing: type(of: view))): \(parts.joined(separator: "; "))>"
    }

    /// `(x y; width height)`, UIKit's description of a frame.
    static func format(_ rect: CGRect) -> String {
        func number(_ value: CGFloat) -> String {
            value == value.rounded() ? String(Int(value)) : String(format: "%.1f", Double(value))
        }
        return "(\(number(rect.minX)) \(number(rect.minY)); \(number(rect.width)) \(number(rect.height)))"
    }

    /// The text a view shows (labels, buttons, fields).
    static func text(of view: UIView) -> String? {
        switch view {
        case let label as UILabel: return label.text
        case let button as UIButton: return button.title(for: .normal)
        case let field as UITextField: return field.text?.isEmpty == false ? field.text : field.placeholder
        default: return nil
        }
    }

    /// The name Interface Builder gives a view in its issues: its label, else its text,
    /// else its class.
    func displayName(_ view: UIView) -> String {
        if let label = elements[ObjectIdentifier(view)]?["userLabel"] { return label }
        if let text = Self.text(of: view), !text.isEmpty { return text }
        return String(describing: type(of: view))
    }

    /// Unsatisfiable constraints (UIKit's log report), ambiguous layouts
    /// (`_autolayoutTrace`'s "AMBIGUOUS LAYOUT"), and misplaced views (Interface Builder's
    /// "Frame for … will be different at run time").
    func layoutProblems() -> [String] {
        var problems: [String] = diagnostics.map { "Unsatisfiable constraints:\n\($0)" }
        var stack = [root]
        while let view = stack.popLast() {
            stack += view.subviews.reversed().filter { elements[ObjectIdentifier($0)] != nil }
            guard view !== root, !view.translatesAutoresizingMaskIntoConstraints, !view.isHidden else { continue }
            let id = elements[ObjectIdentifier(view)]?["id"].map { " (id \($0))" } ?? ""
            if view.hasAmbiguousLayout {
                problems.append("Ambiguous layout: AMBIGUOUS LAYOUT for \(type(of: view)) \"\(displayName(view))\"\(id): its constraints do not fix its position and size")
                continue
            }
            if let expected = documentFrames[ObjectIdentifier(view)], elements[ObjectIdentifier(view)]?["misplaced"] == nil,
               view.superview != nil, Self.differs(expected, view.frame) {
                problems.append("Misplaced view: Frame for \"\(displayName(view))\"\(id) will be different at run time. Document: \(Self.format(expected)); at run time: \(Self.format(view.frame))")
            }
        }
        return problems
    }

    /// Whether two frames differ by more than half a point.
    static func differs(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) > 0.5 || abs(a.minY - b.minY) > 0.5 || abs(a.width - b.width) > 0.5 || abs(a.height - b.height) > 0.5
    }
}
