import Foundation
import UIKit

/// A view tree as UIKit's `recursiveDescription` prints it, with the pointers left out as
/// swift-snapshot-testing leaves them out: one line per view, `   | ` per level.
@MainActor
func describeViewTree(_ view: UIView) -> String {
    var lines: [String] = []
    func visit(_ view: UIView, depth: Int) {
        lines.append(String(repeating: "   | ", count: depth) + describe(view))
        for subview in view.subviews { visit(subview, depth: depth + 1) }
    }
    visit(view, depth: 0)
    return lines.joined(separator: "\n")
}

/// One view's line: its class, frame and the properties that differ from a plain view's.
@MainActor
private func describe(_ view: UIView) -> String {
    var parts = ["<\(type(of: view))", "frame = (\(number(view.frame.minX)) \(number(view.frame.minY)); \(number(view.frame.width)) \(number(view.frame.height)))"]
    if view.clipsToBounds { parts.append("clipsToBounds = YES") }
    if view.isHidden { parts.append("hidden = YES") }
    if view.alpha != 1 { parts.append("alpha = \(number(view.alpha))") }
    if !view.isOpaque { parts.append("opaque = NO") }
    if !view.autoresizingMask.isEmpty { parts.append("autoresize = \(autoresizing(view.autoresizingMask))") }
    if !view.isUserInteractionEnabled { parts.append("userInteractionEnabled = NO") }
    if view.tag != 0 { parts.append("tag = \(view.tag)") }
    if let label = view as? UILabel, let text = label.text { parts.append("text = '\(text)'") }
    if let button = view as? UIButton, let title = button.title(for: .normal) { parts.append("title = '\(title)'") }
    parts.append("layer = <\(type(of: view.layer))>>")
    return parts.joined(separator: "; ")
}

/// UIKit's autoresizing shorthand (`W+H`, `LM+RM`…).
private func autoresizing(_ mask: UIView.AutoresizingMask) -> String {
    let names: [(UIView.AutoresizingMask, String)] = [(.flexibleLeftMargin, "LM"), (.flexibleWidth, "W"),
        (.flexibleRightMargin, "RM"), (.flexibleTopMargin, "TM"), (.flexibleHeight, "H"), (.flexibleBottomMargin, "BM")]
    return names.filter { mask.contains($0.0) }.map(\.1).joined(separator: "+")
}

/// A number as UIKit prints geometry: no trailing `.0`.
private func number(_ value: CGFloat) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(describing: Double(value))
}

/// A controller tree as UIKit's `_printHierarchy` prints it, pointers left out: each
/// controller with its appearance state and its view.
@MainActor
func describeControllerTree(_ controller: UIViewController) -> String {
    var lines: [String] = []
    func visit(_ controller: UIViewController, depth: Int) {
        let view: String
        let state: String
        if controller.isViewLoaded {
            let shown = controller.view.window != nil
            state = shown ? "appeared" : "disappeared"
            view = "<\(type(of: controller.view!))>" + (shown ? "" : " not in the window")
        } else {
            state = "disappeared"
            view = "(view not loaded)"
        }
        lines.append(String(repeating: "   | ", count: depth) + "<\(type(of: controller))>, state: \(state), view: \(view)")
        for child in controller.children { visit(child, depth: depth + 1) }
        if let presented = controller.presentedViewController, presented.presentingViewController === controller {
            lines.append(String(repeating: "   | ", count: depth + 1) + "+ presented:")
            visit(presented, depth: depth + 1)
        }
    }
    visit(controller, depth: 0)
    return lines.joined(separator: "\n")
}
