import Foundation

extension UITableView {
    /// A tap selecting a storyboard prototype cell performs the cell's selection segues from
    /// the controller that owns the table, with the cell as sender, before `didSelectRowAt`
    /// (UIKit's order: `prepare(for:sender:)` runs before `tableView(_:didSelectRowAt:)`).
    /// Accessory segues (`trigger="accessoryAction"`) are left to the accessory button.
    func performPrototypeSegues(from cell: UITableViewCell) {
        guard !cell.segueTemplates.isEmpty else { return }
        var responder: UIResponder? = next
        while let current = responder, !(current is UIViewController) { responder = current.next }
        guard let controller = responder as? UIViewController else {
            UINib.log("A prototype cell's segue has no view controller above its table view; skipped")
            return
        }
        for template in cell.segueTemplates where template.element["trigger"] != "accessoryAction" {
            if let identifier = template.identifier, !controller.shouldPerformSegue(withIdentifier: identifier, sender: cell) { continue }
            template.run(from: controller, sender: cell)
        }
    }
}
