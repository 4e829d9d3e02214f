import Foundation
import UIKit
import UIKitTesting

/// A shown 400×300 window with a button at (20, 20, 120, 30), settled.
@MainActor
func makeMenuScene() -> (UIWindow, UIButton) {
    UIApplication.shared.resetEventState()
    MenuSession.active?.dismiss()
    let window = makeWindow(CGSize(width: 400, height: 300))
    window.makeKey()
    let button = UIButton(type: .system)
    button.setTitle("Menu", for: .normal)
    button.frame = CGRect(x: 20, y: 20, width: 120, height: 30)
    window.addSubview(button)
    UIApplication.shared.runUntilIdle()
    return (window, button)
}

/// The open menu's panels (root first); empty when no menu is open.
@MainActor
var openPanels: [MenuPanelView] { MenuSession.active?.panels ?? [] }

/// The titles of a panel's rows ("-" for separators, "[header]" for headers).
@MainActor
func rowTitles(_ panel: MenuPanelView) -> [String] {
    panel.rows.map { row in
        switch row.kind {
        case .separator: return "-"
        case .header(let title): return "[\(title)]"
        default: return MenuPanelView.displayTitle(of: row)
        }
    }
}

/// The centre of the row titled `title` in the open panel at `level`, in window coordinates.
@MainActor
func rowCenter(_ title: String, level: Int = 0) -> CGPoint {
    let panel = openPanels[level]
    let row = panel.rows.first { MenuPanelView.displayTitle(of: $0) == title && $0.element != nil }!
    let frame = panel.convert(row.frame, to: nil)
    return CGPoint(x: frame.midX, y: frame.midY)
}

/// The title of the highlighted row of the panel at `level`.
@MainActor
func highlightedTitle(level: Int = 0) -> String? {
    guard openPanels.indices.contains(level), let index = openPanels[level].highlightedIndex else { return nil }
    return MenuPanelView.displayTitle(of: openPanels[level].rows[index])
}

/// The centre of `view` in window coordinates.
@MainActor
func centerInWindow(_ view: UIView) -> CGPoint {
    let frame = view.convert(view.bounds, to: nil)
    return CGPoint(x: frame.midX, y: frame.midY)
}

/// Collects the diagnostic lines written while `body` runs.
@MainActor
func capturingLog(_ body: () -> Void) -> [String] {
    final class Box: @unchecked Sendable { var lines: [String] = [] }
    let box = Box()
    DiagnosticLog.recorder = { box.lines.append($0) }
    body()
    DiagnosticLog.recorder = nil
    return box.lines
}
