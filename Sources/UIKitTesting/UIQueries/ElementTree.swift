import UIKit

/// Builds the accessibility tree of a window as XCUITest sees an iOS app's: views that are
/// accessibility elements are leaves (a button's label is not a separate element); containers
/// (windows, bars, tables, cells, scroll views, alerts) keep their children; a view's
/// `accessibilityElements`, when set (a segmented control's segments), replace its subviews;
/// hidden, fully transparent and `accessibilityElementsHidden` views are left out; plain
/// views appear as `other` elements only when they carry an identifier or a label.
@preconcurrency @MainActor
enum ElementTree {
    /// The tree of an application whose window is `window`.
    static func application(window: UIWindow?) -> ElementNode {
        let root = ElementNode(object: UIApplication.shared, elementType: .application, identifier: "", label: "",
                               value: nil, placeholderValue: nil, frame: window?.bounds ?? .zero, isEnabled: true,
                               isSelected: false, hasFocus: false)
        if let window { attach(nodes(for: window), to: root) }
        return root
    }

    private static func attach(_ children: [ElementNode], to parent: ElementNode) {
        for child in children { child.parent = parent }
        parent.children.append(contentsOf: children)
    }

    /// The elements `view` contributes: itself with its children, or (a view that is no
    /// element) its children's elements.
    private static func nodes(for view: UIView) -> [ElementNode] {
        guard !view.isHidden, view.alpha > 0.01, !view.accessibilityElementsHidden else { return [] }
        let type = ElementClassifier.type(of: view)
        var children: [ElementNode] = []
        if let panel = view as? MenuPanelView {
            children = menuItems(of: panel)
        } else if type == nil || !isLeaf(view) {
            if let elements = view.accessibilityElements {
                for element in elements {
                    if let subview = element as? UIView { children += nodes(for: subview) }
                    else if let element = element as? UIAccessibilityElement, element.isAccessibilityElement {
                        children.append(node(for: element))
                    }
                }
            } else {
                for subview in view.subviews { children += nodes(for: subview) }
            }
        }
        guard let type else { return children }
        let node = ElementNode(object: view, elementType: type, identifier: ElementClassifier.identifier(of: view),
                               label: ElementClassifier.label(of: view, type: type) ?? "",
                               value: ElementClassifier.value(of: view), placeholderValue: (view as? UITextField)?.placeholder,
                               frame: view.accessibilityFrame,
                               isEnabled: ElementClassifier.isEnabled(view),
                               isSelected: ElementClassifier.isSelected(view),
                               hasFocus: view.isFirstResponder)
        attach(children, to: node)
        return [node]
    }

    /// Whether `view` hides its subviews: an accessibility element that is no container.
    private static func isLeaf(_ view: UIView) -> Bool {
        guard view.isAccessibilityElement else { return false }
        return !(view is UITableViewCell || view is UICollectionViewCell || view is UIScrollView)
    }

    /// An open menu's rows that can be chosen (actions, commands and submenus), as `menuItem`
    /// elements over the panel, each with its row's frame in window coordinates.
    private static func menuItems(of panel: MenuPanelView) -> [ElementNode] {
        panel.rows.compactMap { row in
            guard let element = row.element else { return nil }
            let item = UIAccessibilityElement(accessibilityContainer: panel)
            item.accessibilityFrame = panel.convert(row.frame, to: nil)
            item.accessibilityLabel = MenuPanelView.displayTitle(of: row)
            item.accessibilityIdentifier = (element as? UIAction)?.identifier.rawValue
            item.accessibilityTraits = row.isEnabled ? [] : .notEnabled
            let node = ElementNode(object: item, elementType: .menuItem, identifier: item.accessibilityIdentifier ?? "",
                                   label: item.accessibilityLabel ?? "", value: nil, placeholderValue: nil,
                                   frame: item.accessibilityFrame, isEnabled: row.isEnabled,
                                   isSelected: (element as? UIAction)?.state == .on, hasFocus: false)
            return node
        }
    }

    private static func node(for element: UIAccessibilityElement) -> ElementNode {
        let traits = element.accessibilityTraits
        return ElementNode(object: element, elementType: ElementClassifier.type(of: traits) ?? .other,
                           identifier: element.accessibilityIdentifier ?? "", label: element.accessibilityLabel ?? "",
                           value: element.accessibilityValue, placeholderValue: nil, frame: element.accessibilityFrame,
                           isEnabled: !traits.contains(.notEnabled), isSelected: traits.contains(.selected), hasFocus: false)
    }
}
