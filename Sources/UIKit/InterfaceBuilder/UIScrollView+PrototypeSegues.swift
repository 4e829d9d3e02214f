import Foundation

extension UIScrollView {
    /// A tap selecting a storyboard prototype cell performs the cell's selection segues from
    /// the controller that owns the table or collection view, with the cell as sender,
    /// before `didSelectRowAt`/`didSelectItemAt` (UIKit's order: `prepare(for:sender:)` runs
    /// before the delegate hears the selection). Accessory segues
    /// (`trigger="accessoryAction"`) are left to the accessory button.
    func performPrototypeSegues(_ templates: [IBSegueTemplate], from cell: UIView) {
        guard !templates.isEmpty else { return }
        var responder: UIResponder? = next
        while let current = responder, !(current is UIViewController) { responder = current.next }
        guard let controller = responder as? UIViewController else {
            UINib.log("A prototype cell's segue has no view controller above its \(self is UITableView ? "table" : "collection") view; skipped")
            return
        }
        for template in templates where template.element["trigger"] != "accessoryAction" {
            if let identifier = template.identifier, !controller.shouldPerformSegue(withIdentifier: identifier, sender: cell) { continue }
            template.run(from: controller, sender: cell)
        }
    }
}

extension UITableView {
    /// The selection segues of a storyboard prototype table cell (see `UIScrollView`'s).
    func performPrototypeSegues(from cell: UITableViewCell) { performPrototypeSegues(cell.segueTemplates, from: cell) }
}

extension UICollectionView {
    /// The selection segues of a storyboard prototype collection cell (see `UIScrollView`'s).
    func performPrototypeSegues(from cell: UICollectionViewCell) { performPrototypeSegues(cell.segueTemplates, from: cell) }
}
