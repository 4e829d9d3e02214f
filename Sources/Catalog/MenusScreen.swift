import Foundation
import UIKit

/// The catalog's menus screen: a button whose tap opens a menu (with a submenu, an inline
/// single-selection section, a disabled and a destructive action), a pop-up button, and
/// an area with a context menu (right click or long press). The last choice shows below.
@MainActor
enum MenusScreen {
    /// Keeps the context menu's delegate alive while the screen is shown.
    static var contextDelegate: ContextDelegate?

    /// Gives the area its context menu and reports choices.
    final class ContextDelegate: UIContextMenuInteractionDelegate {
        let report: (String) -> Void
        init(report: @escaping (String) -> Void) { self.report = report }

        func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                    configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
            let report = self.report
            return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                UIMenu(children: [
                    UIAction(title: "Inspect at \(Int(location.x)), \(Int(location.y))") { _ in report("Inspect") },
                    UIAction(title: "Copy", subtitle: "Copies the area") { _ in report("Copy") },
                    UIAction(title: "Delete", attributes: .destructive) { _ in report("Delete") },
                ])
            }
        }
    }

    static func build(_ container: UIView) {
        container.backgroundColor = .white
        let status = UILabel(frame: CGRect(x: 20, y: 420, width: 600, height: 24))
        status.text = "Choose something from a menu."
        status.textColor = .secondaryLabel
        func report(_ text: String) { status.text = "Chose: \(text)" }

        let title = UILabel(frame: CGRect(x: 20, y: 16, width: 600, height: 24))
        title.font = .boldSystemFont(ofSize: 17)
        title.text = "Menus: tap a button; right-click or long-press the area"
        container.addSubview(title)

        let actions = UIButton(type: .system)
        actions.setTitle("Actions ▾", for: .normal)
        actions.frame = CGRect(x: 20, y: 56, width: 120, height: 32)
        actions.showsMenuAsPrimaryAction = true
        actions.menu = UIMenu(children: [
            UIAction(title: "New File", image: nil) { _ in report("New File") },
            UIAction(title: "Unavailable", attributes: .disabled) { _ in },
            UIMenu(title: "Sort By", children: [
                UIAction(title: "Name", state: .on) { _ in report("Sort by Name") },
                UIAction(title: "Date") { _ in report("Sort by Date") },
            ]),
            UIMenu(title: "View", options: [.displayInline, .singleSelection], children: [
                UIAction(title: "Icons", state: .on) { _ in report("Icons") },
                UIAction(title: "List") { _ in report("List") },
            ]),
            UIAction(title: "Move to Trash", attributes: .destructive) { _ in report("Move to Trash") },
        ])
        container.addSubview(actions)

        let popUp = UIButton(type: .system)
        popUp.frame = CGRect(x: 180, y: 56, width: 140, height: 32)
        popUp.showsMenuAsPrimaryAction = true
        popUp.changesSelectionAsPrimaryAction = true
        popUp.menu = UIMenu(children: ["Small", "Medium", "Large"].map { size in
            UIAction(title: size) { report("size \($0.title)") }
        })
        container.addSubview(popUp)

        let area = UIView(frame: CGRect(x: 20, y: 110, width: 600, height: 290))
        area.backgroundColor = .systemGray5
        area.layer.cornerRadius = 8
        let hint = UILabel(frame: CGRect(x: 16, y: 12, width: 560, height: 22))
        hint.text = "Context menu area"
        hint.textColor = .secondaryLabel
        area.addSubview(hint)
        let delegate = ContextDelegate(report: report)
        contextDelegate = delegate
        area.addInteraction(UIContextMenuInteraction(delegate: delegate))
        container.addSubview(area)
        container.addSubview(status)
    }
}
